// A small Language Server Protocol client for VS Code with no npm dependency: what the extension uses when
// `vscode-languageclient` is not installed beside it (the .vsix built by package-vsix.py, which needs no npm).
// It speaks LSP over the server's standard input and output, keeps open .tgl documents in sync (incrementally) and
// registers a VS Code provider for each feature the server announces. Same surface as vscode-languageclient's
// `LanguageClient` as far as extension.js uses it: constructor, start(), stop(), sendNotification(type, params).
'use strict';

const vscode = require('vscode');
const childProcess = require('child_process');

/** JSON-RPC over Content-Length framing on a child process's pipes. */
class Connection {
  constructor(child, handlers) {
    this.child = child;
    this.handlers = handlers;
    this.nextId = 1;
    this.pending = new Map();
    this.buffer = Buffer.alloc(0);
    child.stdout.on('data', (chunk) => this.receive(chunk));
    child.on('exit', (code) => {
      for (const { reject } of this.pending.values()) reject(new Error(`the server exited (${code})`));
      this.pending.clear();
      handlers.exited(code);
    });
  }

  receive(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const match = /content-length:\s*(\d+)/i.exec(this.buffer.subarray(0, end).toString('ascii'));
      const length = match ? Number(match[1]) : 0;
      if (this.buffer.length < end + 4 + length) return;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(end + 4 + length);
      if (match) this.dispatch(JSON.parse(body));
    }
  }

  dispatch(message) {
    if (message.id !== undefined && message.method === undefined) {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    } else if (message.id !== undefined) {
      Promise.resolve(this.handlers.request(message.method, message.params)).then(
        (result) => this.write({ jsonrpc: '2.0', id: message.id, result: result === undefined ? null : result }),
        (error) => this.write({ jsonrpc: '2.0', id: message.id, error: { code: -32603, message: String(error) } }));
    } else {
      this.handlers.notification(message.method, message.params);
    }
  }

  write(message) {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.write({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method, params) {
    this.write({ jsonrpc: '2.0', method, params });
  }
}

// Conversions between LSP's JSON and VS Code's types (both count UTF-16 code units).

const toPosition = (p) => new vscode.Position(p.line, p.character);
const toRange = (r) => new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
const fromPosition = (p) => ({ line: p.line, character: p.character });
const fromRange = (r) => ({ start: fromPosition(r.start), end: fromPosition(r.end) });
const toLocation = (l) => new vscode.Location(vscode.Uri.parse(l.uri), toRange(l.range));
const toTextEdit = (e) => vscode.TextEdit.replace(toRange(e.range), e.newText);
const toMarkdown = (content) => {
  if (typeof content === 'string') return new vscode.MarkdownString(content);
  if (content && content.kind === 'plaintext') return new vscode.MarkdownString().appendText(content.value);
  return new vscode.MarkdownString(content ? content.value : '');
};
const severities = () => [undefined, vscode.DiagnosticSeverity.Error, vscode.DiagnosticSeverity.Warning,
  vscode.DiagnosticSeverity.Information, vscode.DiagnosticSeverity.Hint];

function toDiagnostic(d) {
  const diagnostic = new vscode.Diagnostic(toRange(d.range), d.message, severities()[d.severity || 1]);
  diagnostic.source = d.source;
  if (d.code !== undefined) {
    diagnostic.code = d.codeDescription ? { value: d.code, target: vscode.Uri.parse(d.codeDescription.href) } : d.code;
  }
  diagnostic.relatedInformation = (d.relatedInformation || []).map(
    (r) => new vscode.DiagnosticRelatedInformation(toLocation(r.location), r.message));
  diagnostic.lsp = d;
  return diagnostic;
}

function fromDiagnostic(d) {
  if (d.lsp) return d.lsp;
  const severity = severities().indexOf(d.severity);
  return { range: fromRange(d.range), message: d.message, severity: severity > 0 ? severity : 1,
    code: typeof d.code === 'object' ? d.code.value : d.code };
}

function toWorkspaceEdit(edit) {
  const out = new vscode.WorkspaceEdit();
  if (!edit) return out;
  for (const [uri, edits] of Object.entries(edit.changes || {})) {
    for (const e of edits) out.replace(vscode.Uri.parse(uri), toRange(e.range), e.newText);
  }
  for (const change of edit.documentChanges || []) {
    for (const e of change.edits || []) out.replace(vscode.Uri.parse(change.textDocument.uri), toRange(e.range), e.newText);
  }
  return out;
}

function toCompletionItem(item) {
  const out = new vscode.CompletionItem(item.label, item.kind ? item.kind - 1 : undefined);
  out.detail = item.detail;
  if (item.documentation) out.documentation = toMarkdown(item.documentation);
  out.sortText = item.sortText;
  out.filterText = item.filterText;
  const text = item.textEdit ? item.textEdit.newText : item.insertText;
  if (text !== undefined) out.insertText = item.insertTextFormat === 2 ? new vscode.SnippetString(text) : text;
  if (item.textEdit) out.range = toRange(item.textEdit.range || item.textEdit.replace);
  if (item.additionalTextEdits) out.additionalTextEdits = item.additionalTextEdits.map(toTextEdit);
  return out;
}

function toDocumentSymbol(s) {
  const out = new vscode.DocumentSymbol(s.name, s.detail || '', s.kind - 1, toRange(s.range), toRange(s.selectionRange));
  out.children = (s.children || []).map(toDocumentSymbol);
  return out;
}

function toSelectionRange(s) {
  return new vscode.SelectionRange(toRange(s.range), s.parent ? toSelectionRange(s.parent) : undefined);
}

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    this.id = id;
    this.name = name;
    this.serverOptions = serverOptions;
    this.clientOptions = clientOptions || {};
    this.output = this.clientOptions.outputChannel;
    this.disposables = [];
    this.connection = undefined;
  }

  log(line) {
    if (this.output) this.output.appendLine(line);
  }

  /** Whether VS Code's `document` is one this client sends to the server. */
  handles(document) {
    return (this.clientOptions.documentSelector || []).some(
      (filter) => (!filter.language || filter.language === document.languageId)
        && (!filter.scheme || filter.scheme === document.uri.scheme));
  }

  /** Starts the server and resolves once it is initialized and every provider is registered. */
  async start() {
    const { command, args = [], options = {} } = this.serverOptions;
    const child = childProcess.spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
    await new Promise((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    child.stderr.on('data', (chunk) => this.log(chunk.toString('utf8').trimEnd()));
    this.diagnostics = vscode.languages.createDiagnosticCollection(this.id);
    this.disposables.push(this.diagnostics);
    this.connection = new Connection(child, {
      request: (method, params) => this.onRequest(method, params),
      notification: (method, params) => this.onNotification(method, params),
      exited: (code) => { if (this.connection) this.log(`${this.name} exited with code ${code}`); },
    });
    const folders = vscode.workspace.workspaceFolders || [];
    const result = await this.connection.request('initialize', {
      processId: process.pid,
      clientInfo: { name: 'tgl vscode client' },
      rootUri: folders.length ? folders[0].uri.toString() : null,
      workspaceFolders: folders.map((f) => ({ uri: f.uri.toString(), name: f.name })),
      initializationOptions: this.clientOptions.initializationOptions,
      capabilities: {
        general: { positionEncodings: ['utf-16'] },
        workspace: { configuration: true, applyEdit: false },
        textDocument: {
          synchronization: { didSave: false },
          publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
          rename: { prepareSupport: true },
          codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['', 'quickfix', 'refactor'] } } },
          documentSymbol: { hierarchicalDocumentSymbolSupport: true },
          semanticTokens: { requests: { full: true }, formats: ['relative'], tokenTypes: [], tokenModifiers: [] },
        },
      },
    });
    this.capabilities = result.capabilities || {};
    this.connection.notify('initialized', {});
    this.registerProviders();
    this.syncDocuments();
  }

  async stop() {
    const connection = this.connection;
    this.connection = undefined;
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
    if (!connection) return;
    try {
      await Promise.race([connection.request('shutdown', null), new Promise((resolve) => setTimeout(resolve, 2000))]);
      connection.notify('exit', null);
    } finally {
      setTimeout(() => { if (connection.child.exitCode === null) connection.child.kill(); }, 2000).unref();
    }
  }

  sendNotification(type, params) {
    if (this.connection) this.connection.notify(typeof type === 'string' ? type : type.method, params);
  }

  onRequest(method, params) {
    switch (method) {
      case 'workspace/configuration':
        return (params.items || []).map((item) => (item.section ? vscode.workspace.getConfiguration(item.section) : null));
      case 'window/showMessageRequest':
        return null;
      default:
        return null; // client/registerCapability, window/workDoneProgress/create: accepted, nothing to do
    }
  }

  onNotification(method, params) {
    if (method === 'textDocument/publishDiagnostics') {
      this.diagnostics.set(vscode.Uri.parse(params.uri), params.diagnostics.map(toDiagnostic));
    } else if (method === 'window/logMessage') {
      this.log(params.message);
    } else if (method === 'window/showMessage') {
      const show = [undefined, 'showErrorMessage', 'showWarningMessage', 'showInformationMessage'][params.type];
      if (show) vscode.window[show](params.message);
      else this.log(params.message);
    }
  }

  syncDocuments() {
    const sync = this.capabilities.textDocumentSync;
    const change = typeof sync === 'number' ? sync : (sync && sync.change) || 0;
    const open = (document) => {
      if (!this.handles(document)) return;
      this.connection.notify('textDocument/didOpen', { textDocument: {
        uri: document.uri.toString(), languageId: document.languageId, version: document.version,
        text: document.getText() } });
    };
    vscode.workspace.textDocuments.forEach(open);
    this.disposables.push(
      vscode.workspace.onDidOpenTextDocument(open),
      vscode.workspace.onDidChangeTextDocument((event) => {
        const document = event.document;
        if (!this.handles(document) || event.contentChanges.length === 0 || change === 0) return;
        const contentChanges = change === 2
          ? event.contentChanges.map((c) => ({ range: fromRange(c.range), text: c.text }))
          : [{ text: document.getText() }];
        this.connection.notify('textDocument/didChange', {
          textDocument: { uri: document.uri.toString(), version: document.version }, contentChanges });
      }),
      vscode.workspace.onDidCloseTextDocument((document) => {
        if (!this.handles(document)) return;
        this.connection.notify('textDocument/didClose', { textDocument: { uri: document.uri.toString() } });
        this.diagnostics.delete(document.uri);
      }),
    );
  }

  /** Sends `method` for a document and position, or resolves to null when the client has stopped. */
  ask(method, params) {
    return this.connection ? this.connection.request(method, params) : Promise.resolve(null);
  }

  registerProviders() {
    const c = this.capabilities;
    const selector = this.clientOptions.documentSelector;
    const at = (document, position) => ({ textDocument: { uri: document.uri.toString() }, position: fromPosition(position) });
    const doc = (document) => ({ textDocument: { uri: document.uri.toString() } });
    const add = (disposable) => this.disposables.push(disposable);
    const L = vscode.languages;
    const locations = (r) => (!r ? [] : (Array.isArray(r) ? r : [r]).map((l) => toLocation(l.targetUri
      ? { uri: l.targetUri, range: l.targetSelectionRange || l.targetRange } : l)));

    if (c.hoverProvider) {
      add(L.registerHoverProvider(selector, { provideHover: async (d, p) => {
        const r = await this.ask('textDocument/hover', at(d, p));
        return r && new vscode.Hover(toMarkdown(r.contents), r.range && toRange(r.range));
      } }));
    }
    if (c.completionProvider) {
      add(L.registerCompletionItemProvider(selector, { provideCompletionItems: async (d, p, token, context) => {
        const r = await this.ask('textDocument/completion', { ...at(d, p),
          context: { triggerKind: context.triggerKind + 1, triggerCharacter: context.triggerCharacter } });
        const items = Array.isArray(r) ? r : (r ? r.items : []);
        return new vscode.CompletionList(items.map(toCompletionItem), Boolean(r && r.isIncomplete));
      } }, ...(c.completionProvider.triggerCharacters || [])));
    }
    if (c.definitionProvider) {
      add(L.registerDefinitionProvider(selector, { provideDefinition: async (d, p) => locations(await this.ask('textDocument/definition', at(d, p))) }));
    }
    if (c.referencesProvider) {
      add(L.registerReferenceProvider(selector, { provideReferences: async (d, p, context) => locations(
        await this.ask('textDocument/references', { ...at(d, p), context: { includeDeclaration: context.includeDeclaration } })) }));
    }
    if (c.documentHighlightProvider) {
      add(L.registerDocumentHighlightProvider(selector, { provideDocumentHighlights: async (d, p) =>
        ((await this.ask('textDocument/documentHighlight', at(d, p))) || []).map(
          (h) => new vscode.DocumentHighlight(toRange(h.range), h.kind ? h.kind - 1 : undefined)) }));
    }
    if (c.documentSymbolProvider) {
      add(L.registerDocumentSymbolProvider(selector, { provideDocumentSymbols: async (d) =>
        ((await this.ask('textDocument/documentSymbol', doc(d))) || []).map((s) => (s.location
          ? new vscode.SymbolInformation(s.name, s.kind - 1, s.containerName || '', toLocation(s.location))
          : toDocumentSymbol(s))) }));
    }
    if (c.documentFormattingProvider) {
      add(L.registerDocumentFormattingEditProvider(selector, { provideDocumentFormattingEdits: async (d, options) =>
        ((await this.ask('textDocument/formatting', { ...doc(d),
          options: { tabSize: options.tabSize, insertSpaces: options.insertSpaces } })) || []).map(toTextEdit) }));
    }
    if (c.documentRangeFormattingProvider) {
      add(L.registerDocumentRangeFormattingEditProvider(selector, { provideDocumentRangeFormattingEdits: async (d, range, options) =>
        ((await this.ask('textDocument/rangeFormatting', { ...doc(d), range: fromRange(range),
          options: { tabSize: options.tabSize, insertSpaces: options.insertSpaces } })) || []).map(toTextEdit) }));
    }
    if (c.renameProvider) {
      add(L.registerRenameProvider(selector, {
        provideRenameEdits: async (d, p, newName) =>
          toWorkspaceEdit(await this.ask('textDocument/rename', { ...at(d, p), newName })),
        prepareRename: c.renameProvider.prepareProvider ? async (d, p) => {
          const r = await this.ask('textDocument/prepareRename', at(d, p));
          if (!r) throw new Error('this cannot be renamed');
          return r.range ? { range: toRange(r.range), placeholder: r.placeholder } : toRange(r);
        } : undefined,
      }));
    }
    if (c.codeActionProvider) {
      add(L.registerCodeActionsProvider(selector, { provideCodeActions: async (d, range, context) =>
        ((await this.ask('textDocument/codeAction', { ...doc(d), range: fromRange(range),
          context: { diagnostics: context.diagnostics.map(fromDiagnostic) } })) || []).map((a) => {
          const kind = a.kind ? vscode.CodeActionKind.Empty.append(a.kind) : undefined;
          const action = new vscode.CodeAction(a.title, kind);
          if (a.edit) action.edit = toWorkspaceEdit(a.edit);
          if (a.diagnostics) action.diagnostics = a.diagnostics.map(toDiagnostic);
          action.isPreferred = a.isPreferred;
          return action;
        }) }));
    }
    if (c.foldingRangeProvider) {
      add(L.registerFoldingRangeProvider(selector, { provideFoldingRanges: async (d) =>
        ((await this.ask('textDocument/foldingRange', doc(d))) || []).map((f) => new vscode.FoldingRange(f.startLine, f.endLine,
          f.kind === 'comment' ? vscode.FoldingRangeKind.Comment : f.kind === 'imports' ? vscode.FoldingRangeKind.Imports
            : f.kind === 'region' ? vscode.FoldingRangeKind.Region : undefined)) }));
    }
    if (c.selectionRangeProvider) {
      add(L.registerSelectionRangeProvider(selector, { provideSelectionRanges: async (d, positions) =>
        ((await this.ask('textDocument/selectionRange', { ...doc(d), positions: positions.map(fromPosition) })) || [])
          .map(toSelectionRange) }));
    }
    if (c.semanticTokensProvider && c.semanticTokensProvider.full) {
      const legend = new vscode.SemanticTokensLegend(c.semanticTokensProvider.legend.tokenTypes,
        c.semanticTokensProvider.legend.tokenModifiers);
      add(L.registerDocumentSemanticTokensProvider(selector, { provideDocumentSemanticTokens: async (d) => {
        const r = await this.ask('textDocument/semanticTokens/full', doc(d));
        return new vscode.SemanticTokens(new Uint32Array(r ? r.data : []));
      } }, legend));
    }
    if (c.inlayHintProvider) {
      add(L.registerInlayHintsProvider(selector, { provideInlayHints: async (d, range) =>
        ((await this.ask('textDocument/inlayHint', { ...doc(d), range: fromRange(range) })) || []).map((h) => {
          const label = typeof h.label === 'string' ? h.label : h.label.map((part) => part.value).join('');
          const hint = new vscode.InlayHint(toPosition(h.position), label, h.kind);
          hint.paddingLeft = h.paddingLeft;
          hint.paddingRight = h.paddingRight;
          return hint;
        }) }));
    }
  }
}

const DidChangeConfigurationNotification = { type: { method: 'workspace/didChangeConfiguration' } };

module.exports = { LanguageClient, DidChangeConfigurationNotification };
