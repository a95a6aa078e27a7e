// The diagnostics of a document: syntax errors, lowering problems and layout reports, with quick fixes.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax

extension RuleID {
  /// A cycle of layout dependencies found by the engine.
  public static let dependencyCycle: RuleID = "dependency-cycle"
}

enum DiagnosticsCollector {
  /// Everything `tgl check` reports for the file in the settings' environment, in source order.
  static func collect(
    _ source: SourceAnalysis, _ settings: LayoutSettings, _ layouts: Memo<LayoutKey, LayoutResult>,
    _ provider: LayoutProvider?
  ) -> [Diagnostic] {
    var diagnostics = source.parse.errors.map(syntaxDiagnostic)
    diagnostics += source.lowering.diagnostics
    for (index, document) in source.documents.enumerated() {
      let environment = settings.environment(for: document)
      let result = Analysis.layout(source, index, environment, layouts, provider)
      guard !result.reports.isEmpty else { continue }
      diagnostics += reportDiagnostics(result.reports, document, source)
    }
    diagnostics.sort(by: Diagnostic.sourceOrder)
    return diagnostics
  }

  /// A parser error, with a fix where the repair is certain (a missing ':').
  static func syntaxDiagnostic(_ error: SyntaxError) -> Diagnostic {
    var diagnostic = Diagnostic(syntaxError: error)
    if error.message.hasPrefix("expected ':' after") {
      diagnostic.fixes = [Fix(title: "Insert ':'", edits: [TextEdit(range: .empty(at: error.range.start), newText: ":")])]
    }
    return diagnostic
  }

  /// Engine reports as diagnostics at the header of their first member, the other members as related locations.
  static func reportDiagnostics(_ reports: [LayoutReport], _ document: LayoutDocument, _ source: SourceAnalysis)
    -> [Diagnostic]
  {
    let wanted = Set(reports.flatMap(\.members))
    var ranges: [ElementID: TextRange] = [:]
    collectRanges(document.root, wanted, source, into: &ranges)
    return reports.map { report in
      let range = report.members.first.flatMap { ranges[$0] } ?? .empty(at: document.root.range.lowerBound)
      let related = report.members.dropFirst().compactMap { id in
        ranges[id].map { RelatedLocation(range: $0, message: "\(id.path) is part of it") }
      }
      let isCycle = report.kind == .cycle
      return Diagnostic(
        rule: isCycle ? .dependencyCycle : RuleID(report.kind.rawValue), severity: isCycle ? .error : .warning,
        range: range, message: report.message, related: related)
    }
  }

  private static func collectRanges(
    _ element: Element, _ wanted: Set<ElementID>, _ source: SourceAnalysis, into ranges: inout [ElementID: TextRange]
  ) {
    if wanted.contains(element.id) {
      ranges[element.id] = source.headerRange(ofElementAt: element.range.lowerBound)
    }
    for child in element.children { collectRanges(child, wanted, source, into: &ranges) }
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
