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
    collectWithElsewhere(source, settings).diagnostics
  }

  /// The same, and for a file of a program what it found in the program's other open files (`ProgramContext.openFiles`)
  /// to publish there: the lint findings on elements of components written in them, and what the expansion found in
  /// their bodies. What belongs to a file that is not open stays at the uses in this one.
  static func collectWithElsewhere(_ source: SourceAnalysis, _ settings: LayoutSettings)
    -> (diagnostics: [Diagnostic], elsewhere: [ProgramDiagnostic])
  {
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
    // `tgl check` (`ComponentFindings`), published in the component's file when it is open; else it stays at the
    // uses here (docs/lsp.md, "Diagnostics of a program's files").
    var elsewhere: [ProgramDiagnostic] = []
    if let program = source.program, let piece = source.pieces.first, source.pieces.count == 1 {
      // A style's property the element's kind lacks, as `tgl check` reports it (`StyleFindings`); an override
      // written in another file (in a component's tree that this file uses) is published there when it is open.
      let styled = StyleFindings.relocate(
        diagnostics, path: program.path, lowering: piece.lowering, sources: source.elementSources,
        program: program.program, options: lintOptions(settings, document: piece.document), onlyThisFile: true)
      diagnostics = styled.kept
      elsewhere += styled.elsewhere.filter { program.openFiles.contains($0.file) }
      let relocated = ComponentFindings.relocate(
        diagnostics, path: program.path, lowering: piece.lowering, sources: source.elementSources,
        program: program.program, published: program.openFiles)
      diagnostics = relocated.kept
      for found in source.programElsewhere + relocated.elsewhere {
        if found.file == program.path {
          // A cycle the program of its least file found, closed by this file's import.
          ProgramLint.add(found.diagnostic, to: &diagnostics)
        } else if program.openFiles.contains(found.file) {
          elsewhere.append(found)
        } else {
          for d in atUses(found, in: program.path) { ProgramLint.add(d, to: &diagnostics) }
        }
      }
      diagnostics.sort(by: Diagnostic.sourceOrder)
    }
    ReleaseLater.shared.releaseInBackground()
    return (diagnostics.map { $0.rule == .syntax && $0.fixes.isEmpty ? withSyntaxFix($0) : $0 }, elsewhere)
  }

  /// A finding of another file (that is not open) at each of its related locations in the file `path` (the uses of a
  /// component, this file's import on a cycle), with where it is written as a related location: the editor shows it
  /// where the user works.
  static func atUses(_ found: ProgramDiagnostic, in path: String) -> [Diagnostic] {
    let uses = found.diagnostic.related.filter { $0.file == path }
    return uses.map { use in
      var d = found.diagnostic
      d.range = use.range
      d.fixes = []
      d.related =
        [RelatedLocation(range: found.diagnostic.range, message: "written here", file: found.file)]
        + found.diagnostic.related.filter { $0 != use }
      return d
    }
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
