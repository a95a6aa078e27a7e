// The diagnostics of a document: syntax errors, lowering problems and layout reports, with quick fixes.

import TGLDiagnostics
import TGLLint
import TGLSemantics
import TGLSyntax

extension RuleID {
  /// The dependency-cycle rule, whose findings are the one verdict on cycles (`Linter.cycles`), here for clients that
  /// import only this module.
  public static let dependencyCycle: RuleID = "dependency-cycle"
}

enum DiagnosticsCollector {
  /// Everything `tgl check` reports for the file in the settings' environment, in source order: syntax errors,
  /// lowering problems, the engine's reports and every lint rule, with suppressions applied.
  static func collect(_ source: SourceAnalysis, _ settings: LayoutSettings) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var prefixFindings: [[Diagnostic]] = []
    // Pieces lint independently: new ones (all of them when a file opens) go to every core.
    let fresh = source.pieces.filter { $0.lints.existing(settings) == nil }
    if fresh.count > 1 {
      Parallel.forEach(fresh.count) { _ = fresh[$0].lint(settings) }
    }
    for (index, piece) in source.pieces.enumerated() {
      var inPrefix: [Diagnostic] = []
      for diagnostic in piece.lint(settings) {
        if diagnostic.range.start < piece.prefixLength {
          inPrefix.append(diagnostic)
        } else {
          diagnostics.append(moved(diagnostic) { source.fileOffset($0, inPiece: index) })
        }
      }
      prefixFindings.append(inPrefix)
    }
    diagnostics += prefixDiagnostics(source, settings, prefixFindings)
    diagnostics += source.outsideErrors.map(Diagnostic.init(syntaxError:))
    diagnostics.sort(by: Diagnostic.sourceOrder)
    // A file of a program is one piece: a finding on an element of a component's tree is the component's, as in
    // `tgl check` (`ComponentFindings`); one that belongs to a component of another file stays at the uses here,
    // as this document is the only one published.
    if let program = source.program, let piece = source.pieces.first, source.pieces.count == 1 {
      // A style's property the element's kind lacks, as `tgl check` reports it (`StyleFindings`).
      diagnostics = StyleFindings.relocate(
        diagnostics, path: program.path, lowering: piece.lowering, sources: source.elementSources,
        program: program.program, options: lintOptions(settings, document: piece.document), onlyThisFile: true
      ).kept
      diagnostics = ComponentFindings.relocate(
        diagnostics, path: program.path, lowering: piece.lowering, sources: source.elementSources,
        program: program.program, onlyThisFile: true
      ).kept
    }
    ReleaseLater.shared.releaseInBackground()
    return diagnostics.map { $0.rule == .syntax && $0.fixes.isEmpty ? withSyntaxFix($0) : $0 }
  }

  /// The findings about the directives: those every piece agrees on (a file suppression one piece uses is not
  /// unused), or the prefix linted alone when the file has no element.
  static func prefixDiagnostics(_ source: SourceAnalysis, _ settings: LayoutSettings, _ findings: [[Diagnostic]])
    -> [Diagnostic]
  {
    guard !source.prefix.bytes.isEmpty else { return [] }
    var agreed =
      findings.first
      ?? {
        let piece = Piece(snippet: source.prefix.bytes, prefixLength: source.prefix.bytes.count)
        return piece.lint(settings)
      }()
    for other in findings.dropFirst() { agreed = agreed.filter(other.contains) }
    return agreed.map { moved($0, source.prefix.fileOffset) }
  }

  /// `diagnostic` with every range (its own, related locations, fixes) moved by `offset`.
  static func moved(_ diagnostic: Diagnostic, _ offset: (Int) -> Int) -> Diagnostic {
    func range(_ range: TextRange) -> TextRange { TextRange(start: offset(range.start), end: offset(range.end)) }
    var moved = diagnostic
    moved.range = range(diagnostic.range)
    moved.related = diagnostic.related.map { RelatedLocation(range: range($0.range), message: $0.message) }
    moved.fixes = diagnostic.fixes.map { fix in
      Fix(title: fix.title, edits: fix.edits.map { TextEdit(range: range($0.range), newText: $0.newText) })
    }
    return moved
  }

  /// The options of linting `document` (nil: a file of directives alone) in the settings' environment.
  static func lintOptions(_ settings: LayoutSettings, document: LayoutDocument?) -> LintOptions {
    var options = LintOptions()
    options.device = settings.device(for: document)
    options.canvas = settings.canvas(for: document)
    options.scale = settings.scale(for: document)
    options.widthClass = settings.widthClass
    options.heightClass = settings.heightClass
    options.orientation = settings.orientation
    options.rtl = settings.rtl
    options.contentSize = settings.contentSize
    options.pseudoLocale = settings.pseudoLocale
    options.library = settings.library
    options.fontMetrics = settings.fonts
    options.fontMetricsProblem = settings.fontMetricsProblem
    for (rule, level) in settings.ruleLevels {
      if let level = RuleLevel(rawValue: level) { options.ruleLevels[RuleID(rule)] = level }
    }
    return options
  }

  /// A parser error with a fix where the repair is certain (a missing ':').
  static func withSyntaxFix(_ diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.message.hasPrefix("expected ':' after") else { return diagnostic }
    var fixed = diagnostic
    let insert = TextEdit(range: .empty(at: diagnostic.range.start), newText: ":")
    fixed.fixes = [Fix(title: "Insert ':'", edits: [insert])]
    return fixed
  }
}

extension SourceAnalysis {
  /// The element whose syntax starts at `offset`, if any.
  public func elementSyntax(startingAt offset: Int) -> ElementSyntax? {
    let node = tree.root.innermostNode(at: offset).ancestorsAndSelf.first {
      $0.kind == .element && $0.range.start == offset
    }
    return node.map(ElementSyntax.init)
  }

  /// The name of the element that starts at `offset`, or its kind when it has no name.
  func headerRange(ofElementAt offset: Int) -> TextRange {
    guard let syntax = elementSyntax(startingAt: offset) else { return .empty(at: offset) }
    return syntax.nameToken?.range ?? syntax.kindToken?.range ?? .empty(at: offset)
  }
}
