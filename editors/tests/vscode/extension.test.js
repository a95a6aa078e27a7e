// Tests extension.js against stub `vscode` and `vscode-languageclient/node` modules (node --test).
'use strict';

const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');

const EXTENSION = path.resolve(__dirname, '..', '..', 'vscode', 'extension.js');
const roots = [];
test.after(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** Copies extension.js next to stub modules and loads it; returns the module and the stub state. */
function loadExtension(settings) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tgl-vscode-test-'));
  roots.push(root);
  fs.copyFileSync(EXTENSION, path.join(root, 'extension.js'));
  fs.mkdirSync(path.join(root, 'node_modules', 'vscode'), { recursive: true });
  fs.mkdirSync(path.join(root, 'node_modules', 'vscode-languageclient'), { recursive: true });
  fs.writeFileSync(path.join(root, 'node_modules', 'vscode', 'index.js'), `module.exports = global.__vscodeStub;`);
  fs.writeFileSync(path.join(root, 'node_modules', 'vscode-languageclient', 'node.js'), `module.exports = global.__clientStub;`);

  const state = { settings: { ...settings }, clients: [], commands: {}, messages: [], panels: [], listeners: {} };
  global.__vscodeStub = {
    workspace: {
      getConfiguration(section) {
        assert.strictEqual(section, 'tgl');
        return { get: (key) => state.settings[key] };
      },
      workspaceFolders: [{ uri: { fsPath: root } }],
      onDidChangeConfiguration(listener) { state.listeners.configuration = listener; return { dispose() {} }; },
      onDidSaveTextDocument(listener) { state.listeners.save = listener; return { dispose() {} }; },
    },
    window: {
      createOutputChannel: () => ({ appendLine() {}, dispose() {} }),
      showErrorMessage: (message) => state.messages.push(['error', message]),
      showWarningMessage: (message) => state.messages.push(['warning', message]),
      activeTextEditor: undefined,
      onDidChangeTextEditorSelection(listener) { state.listeners.selection = listener; return { dispose() {} }; },
      createWebviewPanel(viewType, title) {
        const panel = { viewType, title, webview: { html: '' }, reveal() {}, onDidDispose() {} };
        state.panels.push(panel);
        return panel;
      },
    },
    commands: {
      registerCommand(name, callback) { state.commands[name] = callback; return { dispose() {} }; },
    },
    ViewColumn: { Beside: -2 },
    env: { asExternalUri: async (uri) => uri },
    Uri: { parse: (text) => ({ toString: () => text }) },
  };
  global.__clientStub = {
    DidChangeConfigurationNotification: { type: 'workspace/didChangeConfiguration' },
    LanguageClient: class {
      constructor(id, name, serverOptions, clientOptions) {
        Object.assign(this, { id, name, serverOptions, clientOptions, notifications: [], started: 0, stopped: 0 });
        state.clients.push(this);
      }
      async start() { this.started += 1; }
      async stop() { this.stopped += 1; }
      sendNotification(type, params) { this.notifications.push([type, params]); }
      async sendRequest(method, params) {
        this.requests = (this.requests || []).concat([[method, params]]);
        return { url: 'http://127.0.0.1:4321/?token=t0', page: 'http://127.0.0.1:4321/view?doc=screen.tgl&token=t0' };
      }
    },
  };
  const extension = require(path.join(root, 'extension.js'));
  return { extension, state, root };
}

const SETTINGS = {
  'server.path': '',
  'layout.device': '',
  'layout.canvas': '390,844',
  'layout.scale': 3,
  'layout.sizeClass': 'w:compact,h:regular',
  'layout.orientation': 'portrait',
  'layout.rtl': false,
  'layout.overrideFile': false,
  'layout.target': 'mylayout',
  docsUrl: '',
};

function changed(...sections) {
  return { affectsConfiguration: (name) => sections.some((section) => section === name || section.startsWith(name + '.')) };
}

test('activate starts tgl lsp with the layout settings as initializationOptions', async () => {
  const { extension, state } = loadExtension(SETTINGS);
  const context = { subscriptions: [] };
  await extension.activate(context);
  assert.strictEqual(state.clients.length, 1);
  const client = state.clients[0];
  assert.deepStrictEqual(client.serverOptions, { command: 'tgl', args: ['lsp'] });
  assert.deepStrictEqual(client.clientOptions.initializationOptions, {
    layout: {
      device: '', canvas: '390,844', scale: 3, sizeClass: 'w:compact,h:regular', orientation: 'portrait', rtl: false,
      overrideFile: false, target: 'mylayout',
    },
  });
  assert.ok(client.clientOptions.documentSelector.some((selector) => selector.language === 'tgl'));
  assert.strictEqual(client.started, 1);
  assert.deepStrictEqual(Object.keys(state.commands).sort(), ['tgl.restartServer', 'tgl.showPreview', 'tgl.showRender']);
  assert.ok(context.subscriptions.length >= 4);
});

test('a layout setting change is sent as workspace/didChangeConfiguration', async () => {
  const { extension, state } = loadExtension(SETTINGS);
  await extension.activate({ subscriptions: [] });
  state.settings['layout.orientation'] = 'landscape';
  state.listeners.configuration(changed('tgl.layout.orientation'));
  const [[type, params]] = state.clients[0].notifications;
  assert.strictEqual(type, 'workspace/didChangeConfiguration');
  assert.strictEqual(params.settings.tgl.layout.orientation, 'landscape');
  state.listeners.configuration(changed('editor.fontSize'));
  assert.strictEqual(state.clients[0].notifications.length, 1);
});

test('the docs link setting is sent when set', async () => {
  const { extension, state } = loadExtension({ ...SETTINGS, docsUrl: 'https://docs.example.org/tgl/' });
  await extension.activate({ subscriptions: [] });
  assert.strictEqual(state.clients[0].clientOptions.initializationOptions.docsUrl, 'https://docs.example.org/tgl/');
  state.settings.docsUrl = 'https://other.example.org/';
  state.listeners.configuration(changed('tgl.docsUrl'));
  const [[, params]] = state.clients[0].notifications;
  assert.strictEqual(params.settings.tgl.docsUrl, 'https://other.example.org/');
});

test('a server path change and the restart command start a new client', async () => {
  const { extension, state, root } = loadExtension(SETTINGS);
  await extension.activate({ subscriptions: [] });
  state.settings['server.path'] = '${workspaceFolder}/.build/debug/tgl';
  state.listeners.configuration(changed('tgl.server.path'));
  await new Promise((resolve) => setImmediate(resolve));
  assert.strictEqual(state.clients[0].stopped, 1);
  assert.strictEqual(state.clients.length, 2);
  assert.strictEqual(state.clients[1].serverOptions.command, path.join(root, '.build/debug/tgl'));
  await state.commands['tgl.restartServer']();
  assert.strictEqual(state.clients[1].stopped, 1);
  assert.strictEqual(state.clients.length, 3);
  assert.strictEqual(state.clients[2].started, 1);
});

test('show render runs tgl render FILE -o OUT.svg and shows the SVG in a webview', async () => {
  const { extension, state, root } = loadExtension(SETTINGS);
  // A fake tgl that records its arguments and writes an SVG to the -o path.
  const fake = path.join(root, 'fake-tgl');
  fs.writeFileSync(fake, `#!/bin/sh
echo "$@" > "${root}/args"
out=""; while [ $# -gt 0 ]; do if [ "$1" = "-o" ]; then out="$2"; fi; shift; done
printf '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>' > "$out"
`);
  fs.chmodSync(fake, 0o755);
  state.settings['server.path'] = fake;
  await extension.activate({ subscriptions: [] });
  const document = {
    languageId: 'tgl', fileName: path.join(root, 'screen.tgl'), getText: () => 'view V { width: 10 }\n',
    uri: { scheme: 'file', fsPath: path.join(root, 'screen.tgl'), toString: () => 'file://' + path.join(root, 'screen.tgl') },
  };
  global.__vscodeStub.window.activeTextEditor = { document };
  await state.commands['tgl.showRender']();
  assert.deepStrictEqual(state.messages, []);
  const args = fs.readFileSync(path.join(root, 'args'), 'utf8').trim().split(' ');
  assert.strictEqual(args[0], 'render');
  assert.match(args[1], /screen\.tgl$/);
  assert.strictEqual(args[2], '-o');
  assert.match(args[3], /screen\.svg$/);
  assert.strictEqual(state.panels.length, 1);
  const expected = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64');
  assert.ok(state.panels[0].webview.html.includes(`data:image/svg+xml;base64,${expected}`));
  // Saving the document refreshes the same panel.
  state.panels[0].webview.html = '';
  state.listeners.save(document);
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.ok(state.panels[0].webview.html.includes('data:image/svg+xml'));
  assert.strictEqual(state.panels.length, 1);
});

test('show render outside a .tgl file warns', async () => {
  const { extension, state } = loadExtension(SETTINGS);
  await extension.activate({ subscriptions: [] });
  global.__vscodeStub.window.activeTextEditor = undefined;
  await state.commands['tgl.showRender']();
  assert.strictEqual(state.messages[0][0], 'warning');
});

test('a failing render shows the error of tgl render', async () => {
  const { extension, state, root } = loadExtension(SETTINGS);
  const fake = path.join(root, 'failing-tgl');
  fs.writeFileSync(fake, '#!/bin/sh\necho "screen.tgl:1:1: error: no layout" >&2\nexit 1\n');
  fs.chmodSync(fake, 0o755);
  state.settings['server.path'] = fake;
  await extension.activate({ subscriptions: [] });
  const document = {
    languageId: 'tgl', fileName: path.join(root, 'screen.tgl'), getText: () => '',
    uri: { scheme: 'file', fsPath: path.join(root, 'screen.tgl'), toString: () => 'file://screen' },
  };
  global.__vscodeStub.window.activeTextEditor = { document };
  await state.commands['tgl.showRender']();
  assert.strictEqual(state.messages.length, 1);
  assert.match(state.messages[0][1], /tgl render failed: screen\.tgl:1:1: error: no layout/);
});

test('a render of a file with errors (exit 1) still shows its picture', async () => {
  const { extension, state, root } = loadExtension(SETTINGS);
  const fake = path.join(root, 'erring-tgl');
  fs.writeFileSync(fake, '#!/bin/sh\necho "<svg xmlns=\\"http://www.w3.org/2000/svg\\"/>" > "$4"\necho "screen.tgl:1:1: error: x" >&2\nexit 1\n');
  fs.chmodSync(fake, 0o755);
  state.settings['server.path'] = fake;
  await extension.activate({ subscriptions: [] });
  const document = {
    languageId: 'tgl', fileName: path.join(root, 'screen.tgl'), getText: () => '',
    uri: { scheme: 'file', fsPath: path.join(root, 'screen.tgl'), toString: () => 'file://screen' },
  };
  global.__vscodeStub.window.activeTextEditor = { document };
  await state.commands['tgl.showRender']();
  assert.deepStrictEqual(state.messages, []);
  assert.ok(state.panels[0].webview.html.includes('data:image/svg+xml'));
});

test('the live preview frames the server page beside the editor and sends the cursor', async () => {
  const { extension, state, root } = loadExtension(SETTINGS);
  await extension.activate({ subscriptions: [] });
  const document = {
    languageId: 'tgl', fileName: path.join(root, 'screen.tgl'), getText: () => '',
    uri: { scheme: 'file', fsPath: path.join(root, 'screen.tgl'), toString: () => 'file:///w/screen.tgl' },
  };
  const editor = { document, selection: { active: { line: 3, character: 7 } } };
  global.__vscodeStub.window.activeTextEditor = editor;
  await state.commands['tgl.showPreview']();
  const client = state.clients[0];
  assert.deepStrictEqual(client.requests[0], ['workspace/executeCommand',
    { command: 'tgl.preview.start', arguments: [{ uri: 'file:///w/screen.tgl', port: 0 }] }]);
  assert.strictEqual(state.panels[0].viewType, 'tglPreview');
  assert.ok(state.panels[0].webview.html.includes('<iframe src="http://127.0.0.1:4321/view?doc=screen.tgl&token=t0"'));
  assert.ok(state.panels[0].webview.html.includes("frame-src http://127.0.0.1:4321;"));
  editor.selection = { active: { line: 5, character: 2 } };
  state.listeners.selection({ textEditor: editor });
  const cursor = client.notifications.filter(([type]) => type === 'tgl/cursor');
  assert.deepStrictEqual(cursor[cursor.length - 1], ['tgl/cursor',
    { textDocument: { uri: 'file:///w/screen.tgl' }, position: { line: 5, character: 2 } }]);
});
