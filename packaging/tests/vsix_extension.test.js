// The unpacked .vsix's extension against a stub `vscode` module and the real `tgl lsp` (node --test).
// VSIX_DIR is the unpacked package (its extension/ folder holds bin/tgl when the package bundles one); TGL_ON_PATH,
// when set, is a folder put first on PATH. Without node_modules the extension must fall back on its own client.js.
'use strict';

const test = require('node:test');
const assert = require('node:assert');
const Module = require('module');
const path = require('path');

const EXTENSION = path.join(process.env.VSIX_DIR, 'extension');

/** A stand-in for VS Code's API: plain classes that keep what they are given, and registries tests can read. */
function stubVSCode(state) {
  class Position { constructor(line, character) { Object.assign(this, { line, character }); } }
  class Range {
    constructor(a, b, c, d) {
      if (a instanceof Position) Object.assign(this, { start: a, end: b });
      else Object.assign(this, { start: new Position(a, b), end: new Position(c, d) });
    }
  }
  const record = (name) => class { constructor(...args) { this.kind = name; this.args = args; } };
  class MarkdownString {
    constructor(value = '') { this.value = value; }
    appendText(text) { this.value += text; return this; }
  }
  class Diagnostic { constructor(range, message, severity) { Object.assign(this, { range, message, severity }); } }
  class Hover { constructor(contents, range) { Object.assign(this, { contents, range }); } }
  const disposable = { dispose() {} };
  return {
    Position, Range, MarkdownString, Diagnostic, Hover,
    Location: class { constructor(uri, range) { Object.assign(this, { uri, range }); } },
    Uri: { parse: (text) => ({ scheme: text.split(':')[0], toString: () => text, fsPath: text.replace(/^file:\/\//, '') }) },
    DiagnosticSeverity: { Error: 0, Warning: 1, Information: 2, Hint: 3 },
    DiagnosticRelatedInformation: record('related'),
    CompletionItem: class { constructor(label, kind) { Object.assign(this, { label, kind }); } },
    CompletionList: class { constructor(items, isIncomplete) { Object.assign(this, { items, isIncomplete }); } },
    SnippetString: record('snippet'),
    TextEdit: { replace: (range, newText) => ({ range, newText }) },
    WorkspaceEdit: class { constructor() { this.edits = []; } replace(uri, range, text) { this.edits.push({ uri, range, text }); } },
    DocumentSymbol: class { constructor(name, detail, kind, range, selectionRange) { Object.assign(this, { name, detail, kind, range, selectionRange }); } },
    SymbolInformation: record('symbol'), DocumentHighlight: record('highlight'), CodeAction: record('action'),
    CodeActionKind: { Empty: { append: (kind) => kind } },
    FoldingRange: record('folding'), FoldingRangeKind: { Comment: 1, Imports: 2, Region: 3 },
    SelectionRange: record('selection'), SemanticTokens: record('tokens'), SemanticTokensLegend: record('legend'),
    InlayHint: record('inlay'), ViewColumn: { Beside: -2 },
    languages: new Proxy({
      createDiagnosticCollection: () => ({
        set(uri, diagnostics) { state.diagnostics.push({ uri: uri.toString(), diagnostics }); state.wake(); },
        delete() {}, dispose() {},
      }),
    }, { get: (target, name) => target[name] || ((selector, provider) => { state.providers[name] = provider; return disposable; }) }),
    workspace: {
      getConfiguration: () => ({ get: (key) => state.settings[key] }),
      workspaceFolders: [],
      textDocuments: [],
      onDidOpenTextDocument: (listener) => { state.open = listener; return disposable; },
      onDidChangeTextDocument: () => disposable,
      onDidCloseTextDocument: () => disposable,
      onDidChangeConfiguration: () => disposable,
      onDidSaveTextDocument: () => disposable,
    },
    window: {
      createOutputChannel: () => ({ appendLine: (line) => state.log.push(line), dispose() {} }),
      // The live preview follows the cursor (extension.js sends tgl/cursor on selection changes).
      onDidChangeTextEditorSelection: () => disposable,
      showErrorMessage: (message) => state.messages.push(message),
      showWarningMessage: (message) => state.messages.push(message),
      showInformationMessage: (message) => state.messages.push(message),
    },
    commands: { registerCommand: () => disposable },
  };
}

function loadExtension(state) {
  const vscode = stubVSCode(state);
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return request === 'vscode' ? 'vscode' : resolve.call(this, request, ...rest);
  };
  require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: vscode };
  return require(path.join(EXTENSION, 'extension.js'));
}

test('the packaged extension starts tgl lsp with its own client and shows diagnostics and hovers', async () => {
  const state = {
    settings: { 'server.path': '', 'layout.canvas': '390,844', 'layout.scale': 3, 'layout.sizeClass': 'w:compact,h:regular',
      'layout.orientation': 'portrait', 'layout.rtl': false },
    diagnostics: [], providers: {}, log: [], messages: [], waiting: [],
    wake() { this.waiting.splice(0).forEach((resolve) => resolve()); },
  };
  if (process.env.TGL_ON_PATH) process.env.PATH = `${process.env.TGL_ON_PATH}${path.delimiter}${process.env.PATH}`;
  const extension = loadExtension(state);
  // Which tgl: the bundled one when the package has it.
  const context = { subscriptions: [], extensionPath: EXTENSION };
  await extension.activate(context);
  assert.deepStrictEqual(state.messages, []);
  assert.strictEqual(extension.serverCommand(), process.env.EXPECT_COMMAND);
  for (const name of ['registerHoverProvider', 'registerCompletionItemProvider', 'registerDocumentFormattingEditProvider',
    'registerDefinitionProvider', 'registerDocumentSymbolProvider', 'registerCodeActionsProvider', 'registerRenameProvider']) {
    assert.ok(state.providers[name], `${name} was not registered`);
  }

  const text = 'frame S {\n    width: 100\n    height: 100\n    veiw B { }\n    view A { width: 10; height: 10 }\n}\n';
  const uri = 'file:///tmp/screen.tgl';
  const document = { uri: { scheme: 'file', toString: () => uri }, languageId: 'tgl', version: 1, getText: () => text };
  state.open(document);
  const deadline = Date.now() + 20000;
  while (!state.diagnostics.some((entry) => entry.uri === uri)) {
    assert.ok(Date.now() < deadline, 'no diagnostics within 20 s');
    await new Promise((resolve) => { state.waiting.push(resolve); setTimeout(resolve, 200); });
  }
  const { diagnostics } = state.diagnostics.find((entry) => entry.uri === uri);
  const unknown = diagnostics.find((d) => /unknown element kind 'veiw'/.test(d.message));
  assert.ok(unknown, JSON.stringify(diagnostics.map((d) => d.message)));
  assert.strictEqual(unknown.severity, 0);
  assert.deepStrictEqual([unknown.range.start.line, unknown.range.start.character], [3, 4]);

  const hover = await state.providers.registerHoverProvider.provideHover(document, { line: 4, character: 10 });
  assert.ok(hover && /10/.test(hover.contents.value), JSON.stringify(hover));
  const edits = await state.providers.registerDocumentFormattingEditProvider.provideDocumentFormattingEdits(
    document, { tabSize: 4, insertSpaces: true });
  assert.ok(Array.isArray(edits));

  await extension.deactivate();
});
