// Priorities that can never matter: a non-required constraint that nothing competes with.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A non-required priority on a constraint that nothing can compete with.
///
/// Lint: reports the priority of a non-required member when nothing connected to it through shared anchors carries
/// a priority or depends on the environment (no other non-required constraint, no intrinsic size, not the
/// container's size) and it holds together with all of it: no screen and no text can make it give way, so it holds
/// at any priority. Fix: dropping the priority.
struct InertPriority: LintRule {
  static let description = RuleDescription(
    id: .inertPriority, defaultSeverity: .warning,
    summary: "a priority that can never matter, because nothing competes with its constraint",
    explanation: """
      A priority below 1000 tells Auto Layout which constraint gives way when two cannot both hold. A constraint
      that nothing can ever compete with (the anchors it shares with others lead only to required constraints that
      hold with it, no intrinsic size, no other priority and not the container's own size, which changes with the
      screen) is satisfied exactly at any priority: its priority suggests a fallback that never happens. tgl
      reports it so that the priorities left in a file are the ones that decide something. Dropping the priority
      makes the constraint required, with the same layout.

      **Bad:**

      ```tgl
      constraints card {
          width: 300
          height: 100

          view a

          a.leading == parent.leading + 10
          a.top == parent.top
          a.width == 100 @750
          a.height == 40
      }
      ```

      **Good:**

      ```tgl
      constraints card {
          width: 300
          height: 100

          view a

          a.leading == parent.leading + 10
          a.top == parent.top
          a.width == 100
          a.height == 40
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for container in context.constraintContainers {
      for k in container.analysis.inert {
        guard let constraint = container.written(k), !constraint.range.isEmpty else { continue }
        let spelling = context.spelling(constraint)
        let written = context.priorityRange(constraint)
        var fixes: [Fix] = []
        if let written {
          // The priority with the spaces before it.
          var start = written.start
          let bytes = context.source.tree.bytes
          while start > constraint.range.lowerBound, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
          fixes.append(
            Fix(
              title: "drop the priority of '\(spelling)'",
              edits: [TextEdit(range: TextRange(start: start, end: written.end), newText: "")]))
        }
        findings.report(
          .inertPriority, written ?? context.range(constraint),
          "priority \(constraint.priority.value) never matters: nothing competes with '\(spelling)'; drop the priority",
          fixes: fixes, about: context.subject(container.node))
      }
    }
  }
}
