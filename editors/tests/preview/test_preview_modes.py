"""The preview's two pictures in a real browser, on every example: in design mode (the default) every label's text is
drawn inside its frame, in Inter when it is installed, and nothing is painted over it; in blueprint mode no name tag
covers a text or another tag. Boxes are the browser's (getBoundingClientRect of what it drew) compared with tgl's
frames (the frame event's `absolute` rectangles). With TGL_PREVIEW_SCREENSHOTS=DIR, each example's page is saved as
DIR/NAME-design.png and DIR/NAME-blueprint.png (the committed docs/images/preview were made so)."""

from __future__ import annotations

import base64
import os
import shutil
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from lspdriver import ROOT, LSPClient, tgl_binary
from test_preview_browser import frame, start, wait_for

EXAMPLES = sorted((ROOT / "examples").glob("*.tgl"))
INTER = Path("/usr/share/fonts/opentype/inter/Inter-Regular.otf").exists()


@pytest.fixture()
def session(tmp_path):
    client = LSPClient([str(tgl_binary()), "lsp"], str(tmp_path), {"layout": {"canvas": "390,844", "scale": 3}})
    yield client, tmp_path
    client.close()


def open_example(session, browser, path: Path, mode: str = "") -> None:
    client, root = session
    uri = f"file://{root}/{path.name}"
    client.open(uri, path.read_text())
    browser.get(start(client, uri) + "&zoom=1" + (f"&mode={mode}" if mode else ""))
    frame(browser, 1)
    # The served Inter must be loaded before text is measured.
    browser.execute_async_script("document.fonts.ready.then(arguments[arguments.length - 1])")


# Every drawn text line (tspan) with its label's frame: the browser's box of the line, the browser's box of the
# element's hit rectangle, and tgl's frame of the element (from the frame event), all in page pixels.
TEXTS = """
const out = [];
document.querySelectorAll('#picture .screen').forEach((screen, panel) => {
  const elements = window.tglLastFrame.panels[panel].elements;
  const svg = screen.querySelector('svg');
  const origin = svg.querySelector('rect.screen-face, rect.canvas');
  screen.querySelectorAll('g[data-path]:not(.mark)').forEach((group) => {
    const text = group.querySelector('svg.text');
    if (!text) return;
    const path = group.getAttribute('data-path');
    const element = elements.find((e) => e.path === path);
    const hit = group.querySelector('rect').getBoundingClientRect();
    const ref = origin.getBoundingClientRect();
    text.querySelectorAll('tspan').forEach((tspan) => {
      const r = tspan.getBoundingClientRect();
      out.push({path, line: tspan.textContent, box: [r.left, r.top, r.right, r.bottom],
                hit: [hit.left, hit.top, hit.right, hit.bottom],
                frame: [ref.left + element.absolute[0], ref.top + element.absolute[1],
                        ref.left + element.absolute[0] + element.absolute[2],
                        ref.top + element.absolute[1] + element.absolute[3]]});
    });
  });
});
return out;
"""


def inside(inner, outer, tolerance=0.75) -> bool:
    return (inner[0] >= outer[0] - tolerance and inner[1] >= outer[1] - tolerance
            and inner[2] <= outer[2] + tolerance and inner[3] <= outer[3] + tolerance)


@pytest.mark.skipif(not INTER, reason="fonts-inter is not installed (editors/tests/install.sh)")
def test_the_page_draws_text_in_the_served_inter(session, browser):
    open_example(session, browser, ROOT / "examples" / "login.tgl")
    assert browser.find_element(By.ID, "font").text == "text: Inter"
    assert browser.execute_script("return document.fonts.check('bold 28px Inter')")
    families = browser.execute_script(
        "return Array.from(document.fonts).filter(f => f.status === 'loaded').map(f => f.family + ' ' + f.weight)")
    assert any(family.startswith("Inter") for family in families), families


@pytest.mark.skipif(not INTER, reason="fonts-inter is not installed (editors/tests/install.sh)")
@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_design_draws_every_text_inside_its_frame_and_nothing_over_it(session, browser, path):
    open_example(session, browser, path)
    assert browser.execute_script("return document.querySelector('#mode [aria-pressed=\"true\"]').dataset.value") \
        == "design"
    lines = browser.execute_script(TEXTS)
    for line in lines:
        # The hit rectangle is tgl's frame, and every line of text lies inside it (the browser's own box of the
        # glyphs' advances and the font's ascent and descent, unclipped).
        assert all(abs(a - b) < 0.75 for a, b in zip(line["hit"], line["frame"])), line
        assert inside(line["box"], line["frame"]), line
    # Nothing painted after a text (in document order: later elements, the status bar, marks) covers it. Chrome rounds
    # a font's ascent and descent to whole pixels in a text's box (Inter at 13 px: 13 + 3 = 16 high, not 15.73), so
    # the boxes of two lines that touch may share up to a pixel: more is an overlap.
    covered = browser.execute_script("""
      const out = [];
      for (const screen of document.querySelectorAll('#picture .screen')) {
        const all = Array.from(screen.querySelectorAll(
          'svg.text tspan, rect:not(.hit):not(.screen-face):not(.safe-area):not(.screen-edge), .status-bar text, .mark circle'));
        all.forEach((node, i) => {
          if (node.tagName !== 'tspan') return;
          const t = node.getBoundingClientRect();
          for (const later of all.slice(i + 1)) {
            if (later.tagName === 'tspan' && later.parentNode === node.parentNode) continue;
            const r = later.getBoundingClientRect();
            const w = Math.min(t.right, r.right) - Math.max(t.left, r.left);
            const h = Math.min(t.bottom, r.bottom) - Math.max(t.top, r.top);
            if (w > 1 && h > 1) out.push([node.textContent, later.outerHTML.slice(0, 120)]);
          }
        });
      }
      return out;""")
    assert covered == []


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_blueprint_tags_cover_no_text_and_no_tag(session, browser, path):
    open_example(session, browser, path, mode="blueprint")
    assert browser.execute_script("return document.querySelector('#picture').dataset.mode") == "blueprint"
    result = browser.execute_script("""
      const out = {texts: 0, tags: 0, problems: []};
      for (const screen of document.querySelectorAll('#picture .screen')) {
        // Each text line, cut to its label's viewport (the picture clips it there).
        const texts = [];
        for (const tspan of screen.querySelectorAll('svg.text tspan')) {
          const r = tspan.getBoundingClientRect(), v = tspan.closest('svg.text').getBoundingClientRect();
          const box = [Math.max(r.left, v.left), Math.max(r.top, v.top), Math.min(r.right, v.right), Math.min(r.bottom, v.bottom)];
          if (box[2] > box[0] && box[3] > box[1]) texts.push([tspan.textContent, box]);
        }
        // Each label: a plain text, or a badge with its text (the leader line is not part of it).
        const labels = [];
        for (const node of screen.querySelectorAll('.labels > *')) {
          const r = node.getBoundingClientRect(), box = [r.left, r.top, r.right, r.bottom];
          if (node.tagName === 'rect') labels.push([node.nextElementSibling.textContent, box]);
          else if (node.tagName === 'text' && node.classList.contains('label')) labels.push([node.textContent, box]);
          else if (node.tagName === 'text') {
            const last = labels[labels.length - 1];
            last[1] = [Math.min(last[1][0], box[0]), Math.min(last[1][1], box[1]), Math.max(last[1][2], box[2]), Math.max(last[1][3], box[3])];
          }
        }
        const meets = (a, b) => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5;
        out.texts += texts.length; out.tags += labels.length;
        labels.forEach(([name, box], i) => {
          for (const [line, t] of texts) if (meets(box, t)) out.problems.push(`${name} covers "${line}"`);
          for (const [other, o] of labels.slice(i + 1)) if (meets(box, o)) out.problems.push(`${name} covers ${other}`);
        });
      }
      return out;""")
    assert result["problems"] == []


def test_the_mode_switch_changes_the_picture_and_is_kept(session, browser):
    open_example(session, browser, ROOT / "examples" / "login.tgl")
    assert browser.execute_script("return document.querySelectorAll('#picture .legend').length") == 0
    count = browser.execute_script("return window.tglFrames.length")
    browser.find_element(By.CSS_SELECTOR, '#mode button[data-value="blueprint"]').click()
    wait_for(browser, f"const f = window.tglFrames; return f.length > {count} && f[f.length - 1].painted")
    assert browser.execute_script("return document.querySelectorAll('#picture .legend').length") > 0
    assert "mode=blueprint" in browser.current_url
    browser.refresh()
    wait_for(browser, "return window.tglFrames.length && window.tglFrames[0].painted")
    assert browser.execute_script("return document.querySelector('#picture').dataset.mode") == "blueprint"


@pytest.mark.skipif(not os.environ.get("TGL_PREVIEW_SCREENSHOTS"), reason="set TGL_PREVIEW_SCREENSHOTS=DIR to write them")
@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_screenshots(session, browser, path):
    directory = Path(os.environ["TGL_PREVIEW_SCREENSHOTS"])
    directory.mkdir(parents=True, exist_ok=True)
    pages = [(path.stem, "", mode) for mode in ["design", "blueprint"]]
    if path.stem == "profile":
        # The whole page, controls and info panel included, hovering the name: the top of docs/preview.md.
        client, root = session
        uri = f"file://{root}/{path.name}"
        client.open(uri, path.read_text())
        browser.set_window_size(1000, 760)
        browser.get(start(client, uri) + "&device=iPhone%2015")
        wait_for(browser, "return window.tglFrames.length && window.tglFrames[0].painted")
        browser.execute_async_script("document.fonts.ready.then(arguments[arguments.length - 1])")
        browser.execute_script("document.querySelector('g[data-path$=\"/name\"]').dispatchEvent("
                               "new MouseEvent('mouseover', {bubbles: true}))")
        wait_for(browser, "return document.querySelector('#derivation') && document.querySelector('#derivation').textContent")
        browser.save_screenshot(str(directory / "page-profile-design.png"))
        browser.set_window_size(1100, 1000)
    if path.stem == "login":
        # One screen on a device, for its status bar, home indicator and safe area.
        pages += [("login-iphone-15", "&device=iPhone%2015", mode) for mode in ["design", "blueprint"]]
    for name, extra, mode in pages:
        client, root = session
        uri = f"file://{root}/{path.name}"
        client.open(uri, path.read_text())
        browser.get(start(client, uri) + f"&zoom=1&mode={mode}" + extra)
        wait_for(browser, "return window.tglFrames.length && window.tglFrames[0].painted")
        browser.execute_async_script("document.fonts.ready.then(arguments[arguments.length - 1])")
        box = browser.execute_script(
            "const r = document.querySelector('.screen > svg').getBoundingClientRect();"
            "return [r.left + scrollX, r.top + scrollY, r.width, r.height]")
        # The whole picture, also the part below the window (a tall screen at 100 %).
        shot = browser.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 1}})
        (directory / f"{name}-{mode}.png").write_bytes(base64.b64decode(shot["data"]))
    browser.set_window_size(1100, 1000)
