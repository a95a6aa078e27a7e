// Required constraints that cannot all hold: Auto Layout's "Unable to simultaneously satisfy constraints", found
// before the app runs.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// Required constraints of a constraints container that cannot all hold.
///
/// Lint: reports, per conflict, the constraint Auto Layout breaks to recover (the last added of the smallest
/// conflicting set of required constraints, the container's members in source order), with every other member of
/// the set as a related location. Fix: lowering the broken constraint's priority to 999, or deleting it.
struct UnsatisfiableConstraints: LintRule {
  static let description = RuleDescription(
    id: .unsatisfiableConstraints, defaultSeverity: .error,
    summary: "required constraints that cannot all hold; Auto Layout breaks one at run time",
    explanation: """
      Auto Layout adds a container's constraints one by one. When a required constraint (priority 1000) cannot hold
      with the required constraints already there, it logs "Unable to simultaneously satisfy constraints", lists
      them, says "Will attempt to recover by breaking constraint …" and drops that one: the layout goes on without
      it, and what the view looks like depends on which one it was. tgl solves the container's system as Auto
      Layout does (`docs/dev/design-constraints.md` §2) and reports the smallest set that conflicts (every member
      is needed for the conflict; each is a related location) at the constraint Auto Layout breaks, the last of
      the set in the container's order. The container's own size is part of the system: a set that conflicts only
      on a small screen is reported for the size classes where it does. Lower the priority of the constraint that
      should give way (999 keeps it as strong as it can be without being required), or delete it.

      **Bad:**

      ```tgl
      constraints card {
          width: 300
          height: 100

          view a

          a.leading == parent.leading + 10
          a.trailing == parent.trailing - 10
          a.width == 500
          a.top == parent.top
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
          a.trailing == parent.trailing - 10
          a.width == 500 @999
          a.top == parent.top
          a.height == 40
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for container in context.constraintContainers {
      for conflict in container.analysis.conflicts {
        report(conflict, container, context, &findings)
      }
    }
  }

  func report(
    _ conflict: ConstraintAnalysis.Conflict, _ container: AnalyzedContainer, _ context: DocumentContext,
    _ findings: inout Findings
  ) {
    // Auto Layout breaks the refused one; when it is not a member (the container's size, a required content
    // priority), the finding goes to the last member of the set, which the user can change.
    let members = conflict.others + [conflict.broken]
    guard let primary = members.last(where: { container.member($0) != nil }), let constraint = container.member(primary)
    else { return }
    let spelling = context.spelling(constraint)
    let breaks =
      primary == conflict.broken
      ? "Auto Layout breaks '\(spelling)' to recover"
      : "Auto Layout breaks \(ConstraintNotes.origin(conflict.broken, container, context)) to recover"
    let related = members.filter { $0 != primary }.map { ConstraintNotes.note($0, container, context) }
    var fixes: [Fix] = []
    // A constraint of a component's tree is written in the component's file (issue 29), not in this file's text:
    // no edit of this file fixes it.
    if context.isWrittenHere(constraint) {
      if let edit = ConstraintNotes.priorityEdit(constraint, 999, context) {
        fixes.append(Fix(title: "lower the priority of '\(spelling)' to 999", edits: [edit]))
      }
      fixes.append(
        Fix(
          title: "delete '\(spelling)'",
          edits: [
            TextEdit(range: Edits.deletionRange(of: context.range(constraint), in: context.source.tree.bytes), newText: "")
          ]))
    }
    findings.report(
      .unsatisfiableConstraints, context.range(constraint),
      "unable to simultaneously satisfy \(members.count) required constraints; \(breaks); lower the priority of the "
        + "one that should give way, or change one of them",
      related: related, fixes: fixes, about: context.subject(container.node))
  }
}
