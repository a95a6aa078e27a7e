// The page the browser (or VS Code's webview) shows: the picture, the environment controls, the hover panel, and
// the script that follows the event stream. One self-contained document: no file is read to serve it.

import TGLSemantics

enum PreviewPage {
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  /// The list of documents, each a link to its page and to its gallery.
  static func index(documents: [String], token: String) -> String {
    var items = ""
    for key in documents {
      let href = "/view?doc=" + PreviewServer.queryEscaped(key) + "&token=" + token
      let gallery = "/gallery?doc=" + PreviewServer.queryEscaped(key) + "&token=" + token
      items += "<li><a href=\"\(escaped(href))\">\(escaped(key))</a> · "
        + "<a href=\"\(escaped(gallery))\">gallery</a></li>\n"
    }
    if documents.isEmpty { items = "<li>No document yet: open a .tgl file in the editor.</li>" }
    return """
      <!DOCTYPE html><html><head><meta charset="utf-8"><title>tgl preview</title>
      <meta name="referrer" content="no-referrer">
      <style>body{font:14px system-ui,sans-serif;margin:24px;color:#212529}a{color:#1971c2}</style></head>
      <body><h1 style="font-size:18px">tgl preview</h1><ul>\(items)</ul></body></html>
      """
  }

  /// The page of one document; the script reads its key and the token from the page's own URL. `fonts` are the
  /// Inter files the server can give the page (none: the page says which font its text falls back to).
  static func page(document: String, token: String, fonts: PreviewFonts = PreviewFonts(files: [:])) -> String {
    """
    <!DOCTYPE html>
    <html><head><meta charset="utf-8"><title>\(escaped(document)) · tgl preview</title>
    <meta name="referrer" content="no-referrer">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>\(style)
    \(fonts.fontFaces(token: token))</style></head>
    <body>
    <header id="controls">
      <span class="segmented" id="mode" role="group" aria-label="Picture">
        <button type="button" data-value="design" aria-pressed="true">Design</button>
        <button type="button" data-value="blueprint" aria-pressed="false">Blueprint</button>
      </span>
      <label>Device <select id="device">
        <option value="">Editor settings</option>
    \(deviceOptions)
      </select></label>
      <span class="segmented" id="orientation" role="group" aria-label="Orientation">
        <button type="button" data-value="portrait" aria-pressed="true">Portrait</button>
        <button type="button" data-value="landscape" aria-pressed="false">Landscape</button>
      </span>
      <label>Width <select id="wclass"><option value="">auto</option><option>any</option><option>compact</option>
        <option>regular</option></select></label>
      <label>Height <select id="hclass"><option value="">auto</option><option>any</option><option>compact</option>
        <option>regular</option></select></label>
      <label><input type="checkbox" id="rtl"> RTL</label>
      <label>Target <select id="target"><option value="">file</option><option value="tangramkit">TangramKit</option>
        <option value="mylayout">MyLayout</option></select></label>
      <label>Scale <select id="scale"><option value="">auto</option><option value="1">@1x</option>
        <option value="2">@2x</option><option value="3">@3x</option></select></label>
      <label>Text size <select id="contentSize"><option value="">default</option>
        <option>xSmall</option><option>small</option><option>medium</option><option>large</option>
        <option>xLarge</option><option>xxLarge</option><option>xxxLarge</option><option>accessibility1</option>
        <option>accessibility2</option><option>accessibility3</option><option>accessibility4</option>
        <option>accessibility5</option></select></label>
      <label>Zoom <select id="zoom"><option value="fit">fit</option><option value="0.5">50%</option>
        <option value="0.75">75%</option><option value="1">100%</option><option value="1.5">150%</option>
        <option value="2">200%</option></select></label>
      <span id="font" title="\(escaped(fontNote(fonts, long: true)))">\(escaped(fontNote(fonts, long: false)))</span>
      <a id="gallery-link" href="#">Gallery</a>
      <span id="status" aria-live="polite">connecting…</span>
    </header>
    <main>
      <div id="picture" tabindex="0"></div>
      <aside id="info"><p class="hint">Hover a box for its frame and how its size came about; click it to go to
      its text in the editor. The element at the editor's cursor is outlined in blue.</p></aside>
    </main>
    <script>\(script)</script>
    </body></html>
    """
  }

  /// Which font the design's text is drawn in: Inter (what tgl measures with) when the server found it, else the
  /// browser's fallback, whose lines still break where tgl measured them but may run shorter or longer.
  static func fontNote(_ fonts: PreviewFonts, long: Bool) -> String {
    if !fonts.files.isEmpty {
      return long ? "Text is drawn in Inter, the font tgl measures with, served from this machine." : "text: Inter"
    }
    return long
      ? "Inter, the font tgl measures with, is not installed (Debian: apt-get install fonts-inter): text is drawn in "
        + "the browser's sans-serif fallback. Lines still break where tgl measures them, so a line may look "
        + "shorter or longer than its box."
      : "text: fallback font (Inter not installed)"
  }

  /// One option per device of the catalogue (`Device.catalogue`, the single source of the devices' figures); the
  /// server reads the device by name from the settings.
  static let deviceOptions: String = Device.catalogue.map { device in
    let size = "\(Int(device.screen.width))×\(Int(device.screen.height))"
    return "    <option value=\"\(escaped(device.name))\">\(escaped(device.name)) \(size)</option>"
  }.joined(separator: "\n")

  static let style = """
    :root { color-scheme: light; }
    body { margin: 0; font: 13px system-ui, -apple-system, 'Segoe UI', sans-serif; color: #212529;
      background: #f8f9fa; }
    header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 6px 14px;
      align-items: center; padding: 8px 12px; background: #fff; border-bottom: 1px solid #dee2e6; }
    header select, header button { font: inherit; }
    header a { color: #1971c2; }
    .segmented button { border: 1px solid #adb5bd; background: #fff; padding: 2px 8px; cursor: pointer; }
    .segmented button:first-child { border-radius: 4px 0 0 4px; }
    .segmented button:last-child { border-radius: 0 4px 4px 0; border-left: none; }
    .segmented button[aria-pressed="true"] { background: #1971c2; color: #fff; border-color: #1971c2; }
    #status { margin-left: auto; color: #495057; }
    #font { color: #495057; }
    #status.problems { color: #c92a2a; }
    main { display: flex; align-items: flex-start; gap: 12px; padding: 12px; }
    #picture { flex: 1 1 auto; overflow: auto; min-width: 0; }
    #picture svg { display: block; transform-origin: 0 0; }
    #picture g[data-path] { cursor: pointer; }
    #picture g[data-path].tgl-hover > rect:first-of-type, #picture g[data-path].tgl-hover > line {
      stroke: #f76707; stroke-width: 2.5; }
    #picture g[data-path].tgl-cursor > rect:first-of-type, #picture g[data-path].tgl-cursor > line {
      stroke: #1971c2; stroke-width: 3; }
    aside { flex: 0 0 300px; position: sticky; top: 56px; background: #fff; border: 1px solid #dee2e6;
      border-radius: 6px; padding: 10px 12px; max-height: calc(100vh - 90px); overflow: auto; }
    aside h2 { font-size: 14px; margin: 0 0 6px; word-break: break-all; }
    aside pre { white-space: pre-wrap; font: 12px ui-monospace, Menlo, Consolas, monospace; margin: 6px 0; }
    aside .problem { color: #c92a2a; } aside .problem.warning { color: #e67700; }
    .hint { color: #495057; }
    @media (max-width: 700px) { main { flex-direction: column; align-items: stretch; } aside { position: static; flex-basis: auto;
      width: calc(100% - 26px); } }
    """

  static let script = #"""
    'use strict';
    const params = new URLSearchParams(location.search);
    const token = params.get('token'), doc = params.get('doc');
    const $ = (id) => document.getElementById(id);
    const controls = ['device', 'wclass', 'hclass', 'scale', 'contentSize', 'target', 'zoom'];
    let orientation = params.get('orientation') || '';
    // The picture's mode: design (the default) or blueprint; sent only once chosen, so the editor's setting holds.
    let mode = params.get('mode') || '';
    let frame = null, source = null, hovered = null, cursor = null, infoTimer = null;
    // Timing for tests and the latency figures: when each frame arrived and when it was painted.
    window.tglFrames = [];
    for (const id of controls) { if (params.get(id) !== null) $(id).value = params.get(id); }
    $('rtl').checked = params.get('rtl') === '1';
    function environment() {
      const query = new URLSearchParams();
      if ($('device').value) {
        // The server gives the device's screen, scale, safe area and UIKit's size classes for the orientation; a
        // size class chosen by hand replaces the device's.
        query.set('device', $('device').value);
        const classes = [];
        if ($('wclass').value) classes.push(`w:${$('wclass').value}`);
        if ($('hclass').value) classes.push(`h:${$('hclass').value}`);
        if (classes.length) query.set('sizeClass', classes.join(','));
      } else if ($('wclass').value || $('hclass').value) {
        query.set('sizeClass', `w:${$('wclass').value || 'any'},h:${$('hclass').value || 'any'}`);
      }
      if (orientation) query.set('orientation', orientation);
      if ($('scale').value) query.set('scale', $('scale').value);
      if ($('rtl').checked) query.set('rtl', '1');
      if ($('contentSize').value) query.set('contentSize', $('contentSize').value);
      if ($('target').value) query.set('target', $('target').value);
      if (mode) query.set('mode', mode);
      return query;
    }
    function remember() {
      const query = new URLSearchParams({ doc, token });
      for (const id of controls) if ($(id).value && !(id === 'zoom' && $(id).value === 'fit')) query.set(id, $(id).value);
      if (orientation) query.set('orientation', orientation);
      if ($('rtl').checked) query.set('rtl', '1');
      if (mode) query.set('mode', mode);
      history.replaceState(null, '', '?' + query.toString());
    }
    function connect() {
      if (source) source.close();
      const query = environment();
      query.set('doc', doc); query.set('token', token);
      source = new EventSource('/events?' + query.toString());
      source.addEventListener('frame', (event) => show(JSON.parse(event.data)));
      source.addEventListener('cursor', (event) => { cursor = JSON.parse(event.data); highlightCursor(); });
      source.onerror = () => { $('status').textContent = 'reconnecting…'; };
    }
    function show(next) {
      const received = performance.timeOrigin + performance.now();
      frame = next;
      window.tglLastFrame = next;
      const picture = $('picture');
      // One picture per screen; only the screens whose picture changed are replaced.
      next.panels.forEach((panel, index) => {
        let screen = picture.children[index];
        if (!screen) { screen = document.createElement('div'); screen.className = 'screen'; picture.appendChild(screen); }
        if (screen.tglSvg !== panel.svg) {
          screen.innerHTML = panel.svg.replace(/^<\?xml[^>]*>\s*/, '');
          screen.tglSvg = panel.svg;
        }
      });
      while (picture.children.length > next.panels.length) picture.lastChild.remove();
      showDefaults(next.screen);
      syncMode(next.mode);
      applyZoom();
      const problems = next.errors + next.warnings;
      $('status').textContent = `version ${next.version} · ${next.target}` +
        (problems ? ` · ${next.errors} error${next.errors === 1 ? '' : 's'}, ${next.warnings} warning${next.warnings === 1 ? '' : 's'}` : ' · no problems');
      $('status').className = next.errors ? 'problems' : '';
      highlightCursor();
      if (hovered) { const again = find(hovered.panel, hovered.path); if (again) setHover(again, true); }
      const record = { version: next.version, sequence: next.sequence, received };
      window.tglFrames.push(record);
      if (window.tglFrames.length > 5000) window.tglFrames.shift();
      requestAnimationFrame(() => { record.painted = performance.timeOrigin + performance.now(); });
    }
    // The controls left alone show the screen the frame was laid out on, marked "from file" when the file's
    // @device, @canvas or @scale chose it; choosing a value overrides the file.
    function showDefaults(screen) {
      if (!screen) return;
      const origin = screen.fromFile ? 'from file' : 'editor';
      $('device').options[0].textContent = `${origin}: ${screen.width}×${screen.height}`;
      $('scale').options[0].textContent = `${origin}: @${screen.scale}x`;
      if (!orientation) {
        for (const button of document.querySelectorAll('#orientation button')) {
          button.setAttribute('aria-pressed', String(button.dataset.value === screen.orientation));
        }
      }
    }
    function applyZoom() {
      const svgs = Array.from($('picture').querySelectorAll('.screen > svg'));
      if (!svgs.length) return;
      const widest = Math.max(...svgs.map((svg) => parseFloat(svg.getAttribute('width'))));
      let zoom = parseFloat($('zoom').value);
      if (!zoom) zoom = Math.min(1.5, Math.max(0.25, ($('picture').clientWidth - 4) / widest));
      for (const svg of svgs) {
        svg.style.width = (parseFloat(svg.getAttribute('width')) * zoom) + 'px';
        svg.style.height = (parseFloat(svg.getAttribute('height')) * zoom) + 'px';
      }
    }
    function panelOf(group) {
      return Array.from($('picture').children).indexOf(group.closest('.screen'));
    }
    function find(panel, path) {
      const screen = $('picture').children[panel];
      if (!screen) return null;
      for (const group of screen.querySelectorAll('g[data-path]')) {
        if (group.getAttribute('data-path') === path && !group.classList.contains('mark')) return group;
      }
      return null;
    }
    function highlightCursor() {
      for (const old of $('picture').querySelectorAll('.tgl-cursor')) old.classList.remove('tgl-cursor');
      if (!cursor || cursor.path === null) return;
      const group = find(cursor.panel, cursor.path);
      if (group) { group.classList.add('tgl-cursor'); }
    }
    function element(panel, path) {
      const list = frame && frame.panels[panel] ? frame.panels[panel].elements : [];
      return list.find((e) => e.path === path);
    }
    function setHover(group, keep) {
      for (const old of $('picture').querySelectorAll('.tgl-hover')) old.classList.remove('tgl-hover');
      group.classList.add('tgl-hover');
      const panel = panelOf(group), path = group.getAttribute('data-path');
      hovered = { panel, path };
      const e = element(panel, path);
      const info = $('info');
      const problems = (frame.panels[panel] ? frame.panels[panel].problems : []).filter((p) => p.path === path);
      const f = e ? e.frame.map((v) => Math.round(v * 100) / 100) : [];
      info.innerHTML = '';
      const title = document.createElement('h2'); title.textContent = path; info.appendChild(title);
      if (e) {
        const line = document.createElement('div');
        line.textContent = `${e.kind} · x ${f[0]}, y ${f[1]} · ${f[2]} × ${f[3]}`; info.appendChild(line);
      }
      for (const p of problems) {
        const div = document.createElement('div');
        div.className = 'problem ' + p.severity; div.textContent = `${p.severity} [${p.rule}]: ${p.message}`;
        info.appendChild(div);
      }
      const pre = document.createElement('pre'); pre.id = 'derivation'; info.appendChild(pre);
      clearTimeout(infoTimer);
      infoTimer = setTimeout(() => fetchInfo(panel, path, pre), keep ? 0 : 60);
    }
    function fetchInfo(panel, path, pre) {
      const query = environment();
      query.set('doc', doc); query.set('token', token); query.set('panel', panel); query.set('path', path);
      fetch('/info?' + query.toString()).then((r) => r.ok ? r.json() : null).then((info) => {
        if (info && hovered && hovered.path === path) pre.textContent = info.text;
      }).catch(() => {});
    }
    $('picture').addEventListener('mouseover', (event) => {
      const group = event.target.closest && event.target.closest('g[data-path]');
      if (group && !group.classList.contains('mark') && (!hovered || hovered.path !== group.getAttribute('data-path') || !group.classList.contains('tgl-hover'))) setHover(group, false);
    });
    $('picture').addEventListener('click', (event) => {
      const group = event.target.closest && event.target.closest('g[data-path]');
      if (!group) return;
      const query = new URLSearchParams({ doc, token, panel: String(panelOf(group)), path: group.getAttribute('data-path') });
      fetch('/reveal?' + query.toString()).catch(() => {});
    });
    for (const button of document.querySelectorAll('#orientation button')) {
      button.addEventListener('click', () => { orientation = button.dataset.value; syncOrientation(); remember(); connect(); });
    }
    for (const button of document.querySelectorAll('#mode button')) {
      button.addEventListener('click', () => { mode = button.dataset.value; syncMode(mode); remember(); connect(); });
    }
    function syncMode(shown) {
      const current = mode || shown || 'design';
      $('picture').dataset.mode = current;
      for (const button of document.querySelectorAll('#mode button')) {
        button.setAttribute('aria-pressed', String(button.dataset.value === current));
      }
    }
    function syncOrientation() {
      for (const button of document.querySelectorAll('#orientation button')) {
        button.setAttribute('aria-pressed', String(button.dataset.value === (orientation || 'portrait')));
      }
    }
    for (const id of controls.concat(['rtl'])) {
      $(id).addEventListener('change', () => { remember(); if (id === 'zoom') applyZoom(); else connect(); });
    }
    window.addEventListener('resize', applyZoom);
    // The gallery shows every device in both orientations: it keeps this page's other choices, not its screen.
    $('gallery-link').addEventListener('click', () => {
      const query = environment();
      for (const name of ['device', 'sizeClass', 'orientation', 'scale']) query.delete(name);
      query.set('doc', doc); query.set('token', token);
      $('gallery-link').href = '/gallery?' + query.toString();
    });
    syncOrientation();
    syncMode('');
    connect();
    """#
}
