// The diagnostics of a document: syntax errors, lowering problems and layout reports, with quick fixes.

import TGLDiagnostics
import TGLLint
import TGLSemantics
import TGLSyntax

extension RuleID {
  /// A cycle of layout dependencies found by the engine.
  public static let dependencyCycle: RuleID = "dependency-cycle"
}

enum DiagnosticsCollector {
  /// Everything `tgl check` reports for the file in the settings' environment, in source order: syntax errors,
  /// lowering problems, the engine's reports and every lint rule, with suppressions applied.
  static func collect(_ source: SourceAnalysis, _ settings: LayoutSettings) -> [Diagnostic] {
    let input = LintInput(parse: source.parse, lowering: source.lowering)
    return Linter.lint(input, options: lintOptions(settings)).map { diagnostic in
      diagnostic.rule == .syntax && diagnostic.fixes.isEmpty ? withSyntaxFix(diagnostic) : diagnostic
    }
  }

  static func lintOptions(_ settings: LayoutSettings) -> LintOptions {
    var options = LintOptions()
    options.canvas = settings.canvas
    options.scale = settings.scale
    options.widthClass = settings.widthClass
    options.heightClass = settings.heightClass
    options.orientation = settings.orientation
    options.rtl = settings.rtl
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
