// Diagnostics and code actions (fixes, refactorings, and the command that shows the generated Swift).

import LSPProtocol
import LSPServer
import TGLDiagnostics
import TGLIDE

extension TGLHandlers {
  var diagnostics: @Sendable (FeatureContext) -> [LSPProtocol.Diagnostic] {
    { [self] context in
      analysis(context).diagnostics.map {
        context.document.lspDiagnostic($0, rules: rulesPage(context.settings))
      }
    }
  }

  /// Hovers read layouts and a whole-file parse that diagnostics do not make: prepared in the background once the
  /// diagnostics are out. Started before publishing, that work took a core from the main loop while it woke to publish,
  /// and delayed the diagnostics of an opened document. Indexing the workspace's files waits for the same moment
  /// (`WorkspaceFiles.openDocumentsPublished`).
  var diagnosticsPublished: @Sendable (FeatureContext) -> Void {
    { [self] context in
      files.openDocumentsPublished()
      Analysis.prewarmInBackground { analysis(context) }
    }
  }

  var codeActions: RequestHandler<CodeActionRequest> {
    { [self] context, params in
      let document = context.document
      let actions = analysis(context).codeActions(in: document.textRange(params.range))
      return actions.compactMap { action in
        let kind: CodeActionKind
        switch action.kind {
        case .quickFix: kind = .quickFix
        case .refactorRewrite: kind = .refactorRewrite
        case .source: kind = .source
        case .refactorExtract: kind = .refactorExtract
        }
        guard params.only?.contains(where: { kind.rawValue.hasPrefix($0.rawValue) }) ?? true else { return nil }
        let diagnostic = action.diagnostic.map { ours in
          let converted = document.lspDiagnostic(ours, rules: rulesPage(context.settings))
          return params.diagnostics.first { $0.range == converted.range && $0.message == converted.message }
            ?? converted
        }
        if case .showGeneratedSwift(let index)? = action.command {
          let command = Command(
            title: action.title, command: Self.showGeneratedSwift, arguments: [.string(document.uri), .int(index)])
          return CodeAction(title: action.title, kind: kind, command: command)
        }
        return CodeAction(
          title: action.title, kind: kind, diagnostics: diagnostic.map { [$0] }, isPreferred: action.isPreferred,
          edit: WorkspaceEdit(changes: [document.uri: action.edits.map(document.lspEdit)]))
      }
    }
  }
}
