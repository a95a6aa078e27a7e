// The VS Code client of tgl: starts `tgl lsp` over stdio, forwards the layout settings, renders a file to SVG.
'use strict';

const vscode = require('vscode');
const childProcess = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

/**
 * The language client: vscode-languageclient when it is installed beside the extension (`npm install`, `vsce
 * package`), else the extension's own client.js (the .vsix that editors/vscode/package-vsix.py builds without npm).
 */
function languageClientModule() {
  try {
    return require('vscode-languageclient/node');
  } catch (error) {
    if (error && error.code !== 'MODULE_NOT_FOUND') throw error;
    return require('./client');
  }
}
const { LanguageClient, DidChangeConfigurationNotification } = languageClientModule();

/** The running client, or undefined while stopped. */
let client;
/** The extension's folder (set by activate), where a bundled `bin/tgl` is looked for. */
let extensionPath;
let outputChannel;
/** Open render panels by document URI, refreshed when their document is saved. */
const renderPanels = new Map();

/**
 * The settings the server reads, taken from the `tgl.layout.*` configuration.
 * The same object is sent as `initializationOptions` and, under `tgl`, in `workspace/didChangeConfiguration`.
 */
function serverSettings() {
  const config = vscode.workspace.getConfiguration('tgl');
  const settings = {
    layout: {
      device: config.get('layout.device'),
      canvas: config.get('layout.canvas'),
      scale: config.get('layout.scale'),
      sizeClass: config.get('layout.sizeClass'),
      orientation: config.get('layout.orientation'),
      rtl: config.get('layout.rtl'),
      overrideFile: config.get('layout.overrideFile'),
      target: config.get('layout.target'),
    },
  };
  const docsUrl = config.get('docsUrl');
  if (docsUrl) settings.docsUrl = docsUrl;
  return settings;
}

/**
 * The `tgl` executable: `tgl.server.path` (with `${workspaceFolder}` expanded), else the `tgl` bundled in the
 * extension's `bin/` folder (package-vsix.py --bundle), else `tgl` on the PATH.
 */
function serverCommand() {
  const configured = vscode.workspace.getConfiguration('tgl').get('server.path');
  if (!configured) {
    const bundled = extensionPath && path.join(extensionPath, 'bin', process.platform === 'win32' ? 'tgl.exe' : 'tgl');
    return bundled && fs.existsSync(bundled) ? bundled : 'tgl';
  }
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  const expanded = configured.replace(/\$\{workspaceFolder\}/g, folder ? folder.uri.fsPath : '');
  return expanded.replace(/^~(?=$|\/|\\)/, os.homedir());
}

function createClient() {
  const serverOptions = { command: serverCommand(), args: ['lsp'] };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'tgl' },
      { scheme: 'untitled', language: 'tgl' },
    ],
    initializationOptions: serverSettings(),
    outputChannel,
  };
  return new LanguageClient('tgl', 'tgl language server', serverOptions, clientOptions);
}

async function startClient() {
  client = createClient();
  try {
    await client.start();
  } catch (error) {
    const message = `tgl: could not start '${serverCommand()} lsp' (${error && error.message ? error.message : error}). ` +
      'Install tgl or set tgl.server.path.';
    vscode.window.showErrorMessage(message);
  }
}

async function stopClient() {
  if (!client) return;
  const stopping = client;
  client = undefined;
  try {
    await stopping.stop();
  } catch (error) {
    outputChannel.appendLine(`tgl: error while stopping the server: ${error}`);
  }
}

async function restartServer() {
  await stopClient();
  await startClient();
}

function onConfigurationChanged(event) {
  if (event.affectsConfiguration('tgl.server.path')) {
    restartServer();
    return;
  }
  if ((event.affectsConfiguration('tgl.layout') || event.affectsConfiguration('tgl.docsUrl')) && client) {
    client.sendNotification(DidChangeConfigurationNotification.type, { settings: { tgl: serverSettings() } });
  }
}

/** Runs `tgl render FILE -o OUT.svg` on the text of `document` (saved or not) and returns the SVG text. */
function renderToSvg(document) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tgl-render-'));
  const base = path.basename(document.fileName || 'untitled.tgl').replace(/\.tgl$/, '') || 'untitled';
  const input = path.join(directory, `${base}.tgl`);
  const output = path.join(directory, `${base}.svg`);
  fs.writeFileSync(input, document.getText(), 'utf8');
  const cwd = document.uri.scheme === 'file' ? path.dirname(document.uri.fsPath) : directory;
  return new Promise((resolve, reject) => {
    childProcess.execFile(serverCommand(), ['render', input, '-o', output], { cwd, timeout: 20000 }, (error, stdout, stderr) => {
      try {
        // Exit code 1: the file has errors; the picture still shows it, with the errors drawn on their boxes.
        const drawn = error && error.code === 1 && fs.existsSync(output);
        if (error && !drawn) throw new Error((stderr || stdout || error.message).toString().trim());
        resolve(fs.readFileSync(output, 'utf8'));
      } catch (failure) {
        reject(failure);
      } finally {
        fs.rmSync(directory, { recursive: true, force: true });
      }
    });
  });
}

function renderHtml(svg, title) {
  const source = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline';">
<title>${title.replace(/[<>&"]/g, '')}</title>
<style>body { margin: 0; padding: 12px; } img { max-width: 100%; background: white; }</style>
</head><body><img alt="render" src="${source}"></body></html>`;
}

async function showRender() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'tgl') {
    vscode.window.showWarningMessage('tgl: open a .tgl file to render it.');
    return;
  }
  const document = editor.document;
  const key = document.uri.toString();
  let panel = renderPanels.get(key);
  if (!panel) {
    panel = vscode.window.createWebviewPanel('tglRender', `Render ${path.basename(document.fileName)}`,
      vscode.ViewColumn.Beside, { enableScripts: false });
    panel.onDidDispose(() => renderPanels.delete(key));
    renderPanels.set(key, panel);
  }
  await refreshRender(document, panel);
  panel.reveal(vscode.ViewColumn.Beside, true);
}

async function refreshRender(document, panel) {
  try {
    panel.webview.html = renderHtml(await renderToSvg(document), path.basename(document.fileName));
  } catch (error) {
    vscode.window.showErrorMessage(`tgl render failed: ${error.message}`);
  }
}

/** Live preview panels by document URI: a webview that frames the language server's preview page. */
const previewPanels = new Map();

function previewHtml(page, title) {
  const origin = new URL(page).origin;
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; frame-src ${origin}; style-src 'unsafe-inline';">
<title>${title.replace(/[<>&"]/g, '')}</title>
<style>html, body, iframe { margin: 0; padding: 0; width: 100%; height: 100%; border: 0; overflow: hidden; }</style>
</head><body><iframe src="${page.replace(/"/g, '&quot;')}" title="tgl live preview"></iframe></body></html>`;
}

/**
 * Opens the live preview of the active .tgl editor beside it: the server's page (127.0.0.1, with its token) in a
 * webview. The page follows every keystroke (the server reads the unsaved text); a click on a box moves the editor
 * (window/showDocument); the editor's selection is sent as `tgl/cursor` so the page outlines that element.
 */
async function showPreview() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'tgl') {
    vscode.window.showWarningMessage('tgl: open a .tgl file to preview it.');
    return;
  }
  if (!client) {
    vscode.window.showErrorMessage('tgl: the language server is not running.');
    return;
  }
  const document = editor.document;
  const key = document.uri.toString();
  let result;
  try {
    result = await client.sendRequest('workspace/executeCommand', {
      command: 'tgl.preview.start',
      arguments: [{ uri: key, port: vscode.workspace.getConfiguration('tgl').get('preview.port') || 0 }],
    });
  } catch (error) {
    vscode.window.showErrorMessage(`tgl: the preview did not start: ${error && error.message ? error.message : error}`);
    return;
  }
  const external = await vscode.env.asExternalUri(vscode.Uri.parse(result.page));
  let panel = previewPanels.get(key);
  if (!panel) {
    panel = vscode.window.createWebviewPanel('tglPreview', `Preview ${path.basename(document.fileName)}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: true, retainContextWhenHidden: true });
    panel.onDidDispose(() => previewPanels.delete(key));
    previewPanels.set(key, panel);
  }
  panel.webview.html = previewHtml(external.toString(true), path.basename(document.fileName));
  panel.reveal(vscode.ViewColumn.Beside, true);
  sendCursor(editor);
}

/** Tells the server where the cursor is, for the preview's outline. */
function sendCursor(editor) {
  if (!client || !editor || editor.document.languageId !== 'tgl' || !previewPanels.has(editor.document.uri.toString())) return;
  const position = editor.selection.active;
  client.sendNotification('tgl/cursor', {
    textDocument: { uri: editor.document.uri.toString() },
    position: { line: position.line, character: position.character },
  });
}

function activate(context) {
  extensionPath = context.extensionPath;
  outputChannel = vscode.window.createOutputChannel('tgl');
  context.subscriptions.push(
    outputChannel,
    vscode.commands.registerCommand('tgl.restartServer', restartServer),
    vscode.commands.registerCommand('tgl.showRender', showRender),
    vscode.commands.registerCommand('tgl.showPreview', showPreview),
    vscode.window.onDidChangeTextEditorSelection((event) => sendCursor(event.textEditor)),
    vscode.workspace.onDidChangeConfiguration(onConfigurationChanged),
    vscode.workspace.onDidSaveTextDocument((document) => {
      const panel = renderPanels.get(document.uri.toString());
      if (panel) refreshRender(document, panel);
    }),
  );
  return startClient();
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate, serverSettings, serverCommand, previewHtml };
