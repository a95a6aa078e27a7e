// The layout engine's own reports, added where the rules have not already said the same thing.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax

enum EngineReports {
  /// The rules whose findings make an engine report of each kind redundant.
  static func covering(_ kind: LayoutReport.Kind) -> Set<RuleID> {
    switch kind {
    case .cycle, .wrapCycle: return [.dependencyCycle]
    // A name the expansion found in another scope of names (inside a use, design-whole-app.md §1.4) is its
    // unknown-name error, which says where the name is and what to write instead.
    case .unresolvedReference: return [.unresolvedReference, .unsupportedReference, .unknownName]
    case .ignoredValue:
      return [
        .ignoredProperty, .invalidWeight, .unsupportedReference, .conflictingConstraints, .dependencyCycle,
        .invalidValue, .unboundedFloat, .unresolvedReference, .wrapMinGravity,
      ]
    }
  }

  /// The engine's reports that the lint passes on: the rules decide which wrapped containers really leave a child
  /// without a size (dependency-cycle), so the engine's wrap cycles are left to them.
  static func passedOn(_ reports: [LayoutReport]) -> [LayoutReport] {
    reports.filter { $0.kind != .wrapCycle }
  }

  /// Adds the engine's reports of `context` that no rule has reported on the same element.
  static func add(_ context: DocumentContext, _ findings: inout Findings, fileDiagnostics: [Diagnostic]) {
    let reports = passedOn(context.layout.reports)
    guard !reports.isEmpty else { return }
    // The rules each element already has findings of (by the element whose own text holds the finding's start),
    // gathered once: thousands of reports must not each scan thousands of findings.
    var ownedRules: [Int: Set<RuleID>] = [:]
    for diagnostic in findings.diagnostics + fileDiagnostics {
      if let n = owner(context, diagnostic.range.start) { ownedRules[n, default: []].insert(diagnostic.rule) }
    }
    for report in reports {
      // The engine numbers the document's elements in preorder, as the nodes are numbered.
      let members = report.memberNumbers.filter { context.nodes.indices.contains($0) }
      guard let first = members.first else { continue }
      let rules = covering(report.kind)
      let alreadyReported = members.contains { n in !(ownedRules[n]?.isDisjoint(with: rules) ?? true) }
      if alreadyReported { continue }
      let rule: RuleID
      switch report.kind {
      case .cycle, .wrapCycle: rule = .dependencyCycle
      case .unresolvedReference: rule = .unsupportedReference
      case .ignoredValue: rule = .ignoredProperty
      }
      if let n = owner(context, context.labelRange(first).start) { ownedRules[n, default: []].insert(rule) }
      findings.report(
        rule, context.labelRange(first), report.message,
        related: members.dropFirst().map {
          RelatedLocation(range: context.labelRange($0), message: "\(context.label($0)) is part of it")
        }, about: context.subject(first))
    }
  }

  /// The element whose own text (not a child's) holds `offset`: the deepest element containing it, if any, found
  /// by descending from the root.
  static func owner(_ context: DocumentContext, _ offset: Int) -> Int? {
    guard let root = context.nodes.first, root.range.contains(offset) else { return nil }
    var n = 0
    while true {
      // Children are in document order and do not overlap.
      let children = context.children(n)
      var low = 0
      var high = children.count - 1
      var next: Int?
      while low <= high {
        let middle = (low + high) / 2
        let range = context.nodes.range(children[middle])
        if offset < range.lowerBound {
          high = middle - 1
        } else if offset >= range.upperBound {
          low = middle + 1
        } else {
          next = children[middle]
          break
        }
      }
      guard let next else { return n }
      n = next
    }
  }
}
