// The gallery page: the document on every device of a chosen set, in portrait and landscape (and, on demand, at the
// largest accessibility text size and right-to-left), side by side, each panel headed by its diagnostics. Follows
// the same event stream path as the page; one self-contained document, no file is read to serve it.

import TGLSemantics

enum GalleryPage {
  /// The gallery of `document`; the script reads the key, the token and the set from the page's own URL, and
  /// passes every other parameter of it (the page's target, text size, direction, drawing mode…) to the stream.
  /// The set is the server's reading of the URL, so the boxes checked are the devices shown.
  static func page(document: String, gallery: GallerySet) -> String {
    let escaped = PreviewPage.escaped
    let boxes = Device.catalogue.map { device in
      let checked = gallery.devices.contains(device.name) ? " checked" : ""
      return "    <label><input type=\"checkbox\" name=\"device\" value=\"\(escaped(device.name))\"\(checked)> "
        + "\(escaped(device.name))</label>"
    }.joined(separator: "\n")
    return """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><title>\(escaped(document)) · tgl gallery</title>
      <meta name="referrer" content="no-referrer">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>\(style)</style></head>
      <body>
      <header id="controls">
        <a id="single" href="#">Single screen</a>
        <details id="devices"><summary>Devices (<span id="device-count">\(gallery.devices.count)</span>)</summary>
      \(boxes)
        </details>
        <label><input type="checkbox" id="a11y"\(gallery.accessibility ? " checked" : "")> Largest text too</label>
        <label><input type="checkbox" id="rtl"\(gallery.rtl ? " checked" : "")> RTL too</label>
        <label>Zoom <select id="zoom"><option value="0.25">25%</option><option value="0.35" selected>35%</option>
          <option value="0.5">50%</option><option value="0.75">75%</option><option value="1">100%</option></select></label>
        <span id="status" aria-live="polite">connecting…</span>
      </header>
      <main id="gallery"></main>
      <script>\(script)</script>
      </body></html>
      """
  }

  static let style = """
    :root { color-scheme: light; }
    body { margin: 0; font: 13px system-ui, -apple-system, 'Segoe UI', sans-serif; color: #212529;
      background: #f8f9fa; }
    header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 6px 14px;
      align-items: center; padding: 8px 12px; background: #fff; border-bottom: 1px solid #dee2e6; }
    header select { font: inherit; }
    header a { color: #1971c2; }
    #devices { position: relative; }
    #devices[open] > label { display: block; }
    #devices[open] { background: #fff; }
    #status { margin-left: auto; color: #495057; }
    #status.problems { color: #c92a2a; }
    main { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; padding: 12px; }
    .panel { background: #fff; border: 2px solid #dee2e6; border-radius: 6px; padding: 6px 8px; }
    .panel.warnings { border-color: #f08c00; }
    .panel.errors { border-color: #e03131; }
    .panel h2 { font-size: 13px; margin: 0; }
    .panel .count { font-size: 12px; color: #495057; }
    .panel.warnings .count { color: #e67700; }
    .panel.errors .count { color: #c92a2a; font-weight: 600; }
    .panel ul { margin: 2px 0 4px; padding-left: 16px; font-size: 11px; color: #495057; max-width: 360px; }
    .panel .screen > svg { display: block; }
    .panel g[data-path] { cursor: pointer; }
    .panel g[data-path].tgl-cursor > rect:first-of-type, .panel g[data-path].tgl-cursor > line {
      stroke: #1971c2; stroke-width: 3; }
    """

  static let script = #"""
    'use strict';
    const params = new URLSearchParams(location.search);
    const token = params.get('token'), doc = params.get('doc');
    const $ = (id) => document.getElementById(id);
    // The gallery's own parameters; every other one (the page's target, text size, mode…) goes to the stream.
    const own = ['doc', 'token', 'devices', 'variants', 'zoom'];
    let source = null, cursor = null;
    // Timing for tests and the latency figures: when each frame arrived and when it was painted.
    window.tglFrames = [];
    if (params.get('zoom')) $('zoom').value = params.get('zoom');
    function query() {
      const out = new URLSearchParams();
      for (const [name, value] of params) if (!own.includes(name)) out.set(name, value);
      const devices = Array.from(document.querySelectorAll('input[name="device"]:checked')).map((box) => box.value);
      out.set('devices', devices.join(','));
      const variants = [];
      if ($('a11y').checked) variants.push('a11y');
      if ($('rtl').checked) variants.push('rtl');
      if (variants.length) out.set('variants', variants.join(','));
      out.set('doc', doc); out.set('token', token);
      return out;
    }
    function remember() {
      const address = query();
      if ($('zoom').value !== '0.35') address.set('zoom', $('zoom').value);
      history.replaceState(null, '', '?' + address.toString());
      $('device-count').textContent = String(document.querySelectorAll('input[name="device"]:checked').length);
      const single = new URLSearchParams();
      for (const [name, value] of params) if (!own.includes(name)) single.set(name, value);
      single.set('doc', doc); single.set('token', token);
      $('single').href = '/view?' + single.toString();
    }
    function connect() {
      if (source) source.close();
      if (!document.querySelector('input[name="device"]:checked')) {
        $('gallery').textContent = ''; $('status').textContent = 'choose a device'; return;
      }
      source = new EventSource('/gallery/events?' + query().toString());
      source.addEventListener('gallery', (event) => show(JSON.parse(event.data)));
      source.addEventListener('cursor', (event) => { cursor = JSON.parse(event.data); highlightCursor(); });
      source.onerror = () => { $('status').textContent = 'reconnecting…'; };
    }
    function plural(count, word) { return `${count} ${word}${count === 1 ? '' : 's'}`; }
    function show(next) {
      const received = performance.timeOrigin + performance.now();
      const gallery = $('gallery');
      next.panels.forEach((panel, index) => {
        let box = gallery.children[index];
        if (!box) {
          box = document.createElement('section');
          box.innerHTML = '<h2></h2><div class="count"></div><ul class="messages"></ul><div class="screens"></div>';
          gallery.appendChild(box);
        }
        box.className = 'panel' + (panel.errors ? ' errors' : panel.warnings ? ' warnings' : '');
        box.dataset.device = panel.device; box.dataset.orientation = panel.orientation;
        box.dataset.contentSize = panel.contentSize || ''; box.dataset.rtl = String(panel.rtl);
        box.dataset.errors = String(panel.errors); box.dataset.warnings = String(panel.warnings);
        box.querySelector('h2').textContent = panel.label;
        box.querySelector('.count').textContent = panel.errors || panel.warnings
          ? `${plural(panel.errors, 'error')}, ${plural(panel.warnings, 'warning')}` : 'no problems';
        const list = box.querySelector('.messages');
        list.textContent = '';
        for (const message of panel.messages) {
          const item = document.createElement('li'); item.textContent = message; list.appendChild(item);
        }
        const more = panel.errors + panel.warnings - panel.messages.length;
        if (more > 0) { const item = document.createElement('li'); item.textContent = `and ${more} more`; list.appendChild(item); }
        // Only the pictures that changed are replaced.
        const screens = box.querySelector('.screens');
        panel.screens.forEach((screen, at) => {
          let holder = screens.children[at];
          if (!holder) { holder = document.createElement('div'); holder.className = 'screen'; screens.appendChild(holder); }
          // `same`: the server left out a picture that did not change since the frame before.
          if (!screen.same && holder.tglSvg !== screen.svg) {
            holder.innerHTML = screen.svg.replace(/^<\?xml[^>]*>\s*/, '');
            holder.tglSvg = screen.svg;
          }
        });
        while (screens.children.length > panel.screens.length) screens.lastChild.remove();
      });
      while (gallery.children.length > next.panels.length) gallery.lastChild.remove();
      applyZoom();
      highlightCursor();
      const errors = next.panels.filter((p) => p.errors).length, warned = next.panels.filter((p) => p.warnings).length;
      $('status').textContent = `version ${next.version} · ${next.target} · ${plural(next.panels.length, 'panel')}` +
        (errors || warned ? ` · ${errors} with errors, ${warned} with warnings` : ' · no problems');
      $('status').className = errors ? 'problems' : '';
      const record = { version: next.version, sequence: next.sequence, panels: next.panels.length, received };
      window.tglFrames.push(record);
      if (window.tglFrames.length > 5000) window.tglFrames.shift();
      requestAnimationFrame(() => { record.painted = performance.timeOrigin + performance.now(); });
    }
    function applyZoom() {
      const zoom = parseFloat($('zoom').value);
      for (const svg of $('gallery').querySelectorAll('.screen > svg')) {
        svg.style.width = (parseFloat(svg.getAttribute('width')) * zoom) + 'px';
        svg.style.height = (parseFloat(svg.getAttribute('height')) * zoom) + 'px';
      }
    }
    // The element at the editor's cursor, outlined on every panel.
    function highlightCursor() {
      for (const old of $('gallery').querySelectorAll('.tgl-cursor')) old.classList.remove('tgl-cursor');
      if (!cursor || cursor.path === null) return;
      for (const screens of $('gallery').querySelectorAll('.screens')) {
        const screen = screens.children[cursor.panel];
        if (!screen) continue;
        for (const group of screen.querySelectorAll('g[data-path]')) {
          if (group.getAttribute('data-path') === cursor.path && !group.classList.contains('mark')) group.classList.add('tgl-cursor');
        }
      }
    }
    $('gallery').addEventListener('click', (event) => {
      const group = event.target.closest && event.target.closest('g[data-path]');
      if (!group) return;
      const holder = group.closest('.screen');
      const at = Array.from(holder.parentNode.children).indexOf(holder);
      const reveal = new URLSearchParams({ doc, token, panel: String(at), path: group.getAttribute('data-path') });
      fetch('/reveal?' + reveal.toString()).catch(() => {});
    });
    for (const box of document.querySelectorAll('#controls input')) {
      box.addEventListener('change', () => { remember(); connect(); });
    }
    $('zoom').addEventListener('change', () => { remember(); applyZoom(); });
    remember();
    connect();
    """#
}
