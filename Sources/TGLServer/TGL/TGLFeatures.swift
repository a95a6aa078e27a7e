// The tgl language features: every LSP feature answered from a TGLIDE analysis of the document.

import LSPProtocol
import TGLIDE

/// Options of the tgl features that are not settings.
public struct TGLFeatureOptions: Sendable {
  /// The page that documents the rules; a diagnostic's `codeDescription.href` is this plus `#rule-id`.
  public var rulesDocumentation: String

  public init(rulesDocumentation: String = "docs/rules.md") {
    self.rulesDocumentation = rulesDocumentation
  }
}

extension Features {
  /// The features of `tgl lsp`, each a handler that gets the analysis of its document version from `host`.
  public static func tgl(host: AnalysisHost = AnalysisHost(), options: TGLFeatureOptions = TGLFeatureOptions())
    -> Features
  {
    let handlers = TGLHandlers(host: host, options: options)
    var features = Features()
    features.diagnostics = handlers.diagnostics
    features.hover = handlers.hover
    features.completion = handlers.completion
    features.completionTriggerCharacters = [".", ":", "@", "("]
    features.completionResolve = handlers.completionResolve
    features.formatting = handlers.formatting
    features.rangeFormatting = handlers.rangeFormatting
    features.documentSymbols = handlers.documentSymbols
    features.definition = handlers.definition
    features.references = handlers.references
    features.documentHighlights = handlers.documentHighlights
    features.prepareRename = handlers.prepareRename
    features.rename = handlers.rename
    features.foldingRanges = handlers.foldingRanges
    features.selectionRanges = handlers.selectionRanges
    features.semanticTokensLegend = TGLHandlers.legend
    features.semanticTokens = handlers.semanticTokens
    features.semanticTokensRange = handlers.semanticTokensRange
    features.inlayHints = handlers.inlayHints
    features.codeActions = handlers.codeActions
    features.codeActionKinds = [.quickFix, .refactorRewrite, .refactorExtract]
    features.documentClosed = { host.remove(uri: $0) }
    return features
  }
}

/// The handlers of the tgl features: decode, one analysis call, convert.
struct TGLHandlers: Sendable {
  let host: AnalysisHost
  let options: TGLFeatureOptions

  /// The analysis of the context's document version under the context's settings (cached by the host).
  func analysis(_ context: FeatureContext) -> Analysis {
    let document = context.document
    let text = DocumentText(uri: document.uri, version: document.version, text: document.text)
    return host.analysis(of: text, settings: LayoutSettings(json: context.settings))
  }
}
