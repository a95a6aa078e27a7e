// An immutable snapshot of one document version under one set of settings; every IDE feature reads one.

import TGLDiagnostics
import TGLLayout
import TGLLint
import TGLSemantics
import TGLSyntax

/// One version of a document under one set of layout settings. Layouts and diagnostics are computed on first use
/// and shared (layouts and lint results per top-level element even across versions), so a hover after the
/// diagnostics of the same version neither parses nor lays out again.
public final class Analysis: Sendable {
  public let source: SourceAnalysis
  public let settings: LayoutSettings
  private let diagnosticsMemo: Lazy<(diagnostics: [Diagnostic], elsewhere: [ProgramDiagnostic])>
  /// Each document's layouts as a hover reads them (`documentLayouts`).
  let documentLayoutsMemo = Memo<Int, DocumentLayouts>()

  init(source: SourceAnalysis, settings: LayoutSettings) {
    self.source = source
    self.settings = settings
    self.diagnosticsMemo = Lazy { DiagnosticsCollector.collectWithElsewhere(source, settings) }
  }

  /// A stand-alone analysis of `text` (tests and tools; the server goes through `AnalysisHost`).
  public convenience init(text: String, version: Int = 0, settings: LayoutSettings = LayoutSettings()) {
    self.init(source: SourceAnalysis(version: version, text: text), settings: settings)
  }

  public var version: Int { source.version }

  /// What `tgl check` reports in the current environment (syntax, lowering, layout, lint), in source order.
  public var diagnostics: [Diagnostic] { diagnosticsMemo.value.diagnostics }

  /// For a file of a program, what its findings put in the program's other open files, by workspace path
  /// (`ProgramContext.openFiles`): the language server publishes them with those files' own.
  public var diagnosticsElsewhere: [ProgramDiagnostic] { diagnosticsMemo.value.elsewhere }

  /// For a file of a program, its diagnostics with what the analyses `readers` (of documents that import it) found in
  /// it added: a finding several of them found is one, every use a related location (`ProgramLint.add`), as `tgl
  /// check` of a folder reports it.
  public func diagnostics(foundBy readers: [Analysis]) -> [Diagnostic] {
    guard let path = source.program?.path else { return diagnostics }
    var out = diagnostics
    for reader in readers {
      for found in reader.diagnosticsElsewhere where found.file == path { ProgramLint.add(found.diagnostic, to: &out) }
    }
    out.sort(by: Diagnostic.sourceOrder)
    return out
  }

  /// The environment document `index` is laid out in with the current settings.
  public func environment(ofDocument index: Int) -> Environment {
    settings.environment(for: source.documents[index])
  }

  /// The layout of document `index` in the current environment.
  public func layout(ofDocument index: Int) -> LayoutResult {
    layout(ofDocument: index, in: environment(ofDocument: index))
  }

  /// The layout of document `index` in `environment` (computed once per environment and element text).
  public func layout(ofDocument index: Int, in environment: Environment) -> LayoutResult {
    source.layout(ofDocument: index, in: environment)
  }

  /// Computes ahead, on a thread of its own, what hovers, inlay hints and the syntax features read (the whole file's
  /// parse, layouts in the current environment and in the size classes, element tables), so that the first request
  /// after an edit is as fast as the next.
  ///
  /// `make` finds or builds the analysis on that thread too, so that the caller (the server's main loop, once the
  /// diagnostics are written) returns at once.
  public static func prewarmInBackground(_ make: @escaping @Sendable () -> Analysis) {
    Parallel.detach { make().prewarm() }
  }

  func prewarm() {
    // The syntax features (symbols, folding, semantic tokens) read the whole file's parse, which a file split by a scan
    // has not made yet: made here for an opened file, as it was before the pieces. After an edit it stays lazy, as it
    // was: parsing the whole file after every keystroke made edit -> diagnostics slower and raised peak memory.
    if source.splitKind != .edited {
      _ = source.parse
      // The token at a hover's offset and its owner are read from this (built once per parse, not per hover).
      _ = source.tokenIndex
    }
    for index in source.documents.indices {
      _ = source.index(ofDocument: index)
      // Through the snapshot's table, which the hovers read.
      _ = documentLayouts(index).declared.value
    }
  }

  /// The computed frame of the element at `location` in the current environment.
  public func item(at location: ElementLocation) -> LayoutItem? {
    documentLayouts(location.document).current.item(location)
  }
}
