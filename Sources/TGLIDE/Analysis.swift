// An immutable snapshot of one document version under one set of settings; every IDE feature reads one.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax

/// One version of a document under one set of layout settings. Layouts and diagnostics are computed on first use
/// and shared, so a hover after the diagnostics of the same version neither parses nor lays out again.
public final class Analysis: Sendable {
  public let source: SourceAnalysis
  public let settings: LayoutSettings
  private let layouts: Memo<LayoutKey, LayoutResult>
  private let diagnosticsMemo: Lazy<[Diagnostic]>
  private let provider: LayoutProvider?

  /// Analyses `source` with `settings`; `provider`, when given, lays out the current environment incrementally.
  init(source: SourceAnalysis, settings: LayoutSettings, provider: LayoutProvider?) {
    self.source = source
    self.settings = settings
    self.provider = provider
    let layouts = Memo<LayoutKey, LayoutResult>()
    self.layouts = layouts
    self.diagnosticsMemo = Lazy { DiagnosticsCollector.collect(source, settings, layouts, provider) }
  }

  /// A stand-alone analysis of `text` (tests and tools; the server goes through `AnalysisHost`).
  public convenience init(text: String, version: Int = 0, settings: LayoutSettings = LayoutSettings()) {
    self.init(source: SourceAnalysis(version: version, text: text), settings: settings, provider: nil)
  }

  public var version: Int { source.version }

  /// Syntax errors, lowering problems and the layout engine's reports for the current environment, in source order.
  public var diagnostics: [Diagnostic] { diagnosticsMemo.value }

  /// The environment document `index` is laid out in with the current settings.
  public func environment(ofDocument index: Int) -> Environment {
    settings.environment(for: source.documents[index])
  }

  /// The layout of document `index` in the current environment.
  public func layout(ofDocument index: Int) -> LayoutResult {
    Analysis.layout(source, index, environment(ofDocument: index), layouts, provider)
  }

  /// The layout of document `index` in `environment` (computed once per environment).
  public func layout(ofDocument index: Int, in environment: Environment) -> LayoutResult {
    Analysis.layout(source, index, environment, layouts, nil)
  }

  /// The computed frame of the element at `location` in the current environment.
  public func item(at location: ElementLocation) -> LayoutItem? {
    let items = layout(ofDocument: location.document).items
    return location.index < items.count ? items[location.index] : nil
  }

  static func layout(
    _ source: SourceAnalysis, _ index: Int, _ environment: Environment, _ layouts: Memo<LayoutKey, LayoutResult>,
    _ provider: LayoutProvider?
  ) -> LayoutResult {
    layouts.value(LayoutKey(document: index, environment: environment)) {
      let document = source.documents[index]
      return provider?.layout(document, slot: index, in: environment) ?? TGLLayout.layout(document, in: environment)
    }
  }
}

struct LayoutKey: Hashable {
  var document: Int
  var environment: Environment
}
