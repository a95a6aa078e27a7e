// The layout engine's own reports, added where the rules have not already said the same thing.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax

enum EngineReports {
  /// The rules whose findings make an engine report of each kind redundant.
  static func covering(_ kind: LayoutReport.Kind) -> Set<RuleID> {
    switch kind {
    case .cycle: return [.dependencyCycle]
    case .unresolvedReference: return [.unresolvedReference, .unsupportedReference]
    case .ignoredValue:
      return [
        .ignoredProperty, .invalidWeight, .unsupportedReference, .conflictingConstraints, .dependencyCycle,
        .invalidValue, .unboundedFloat, .unresolvedReference,
      ]
    }
  }

  /// Adds the engine's reports of `context` that no rule has reported on the same element.
  static func add(_ context: DocumentContext, _ findings: inout Findings, fileDiagnostics: [Diagnostic]) {
    // The rules decide which wrapped containers really leave a child without a size (dependency-cycle).
    let reports = context.layout.reports.filter {
      !($0.kind == .cycle && $0.message.hasPrefix("dependency cycle in a wrapped "))
    }
    guard !reports.isEmpty else { return }
    var indexByPath: [String: Int] = [:]
    for node in context.nodes { indexByPath[node.path] = node.index }
    for report in reports {
      let members = report.members.compactMap { indexByPath[$0.path] }
      guard let first = members.first else { continue }
      let rules = covering(report.kind)
      let alreadyReported = members.contains { n in
        (findings.diagnostics + fileDiagnostics).contains {
          rules.contains($0.rule) && owns(context, n, $0.range.start)
        }
      }
      if alreadyReported { continue }
      let rule: RuleID
      switch report.kind {
      case .cycle: rule = .dependencyCycle
      case .unresolvedReference: rule = .unsupportedReference
      case .ignoredValue: rule = .ignoredProperty
      }
      findings.report(
        rule, context.labelRange(first), report.message,
        related: members.dropFirst().map {
          RelatedLocation(range: context.labelRange($0), message: "\(context.nodes[$0].label) is part of it")
        })
    }
  }

  /// True when `offset` is in element `n`'s own text, not in one of its children.
  static func owns(_ context: DocumentContext, _ n: Int, _ offset: Int) -> Bool {
    let range = context.nodes[n].range
    guard range.contains(offset) else { return false }
    return !context.nodes[n].children.contains { context.nodes[$0].range.contains(offset) }
  }
}
