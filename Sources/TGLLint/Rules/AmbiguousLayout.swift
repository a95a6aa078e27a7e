// Views whose position or size a constraints container's constraints leave free: Auto Layout's ambiguous layout,
// found before the app runs.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A child of a constraints container whose position or size the constraints leave free.
///
/// Lint: reports each child and axis whose position or size can change without any constraint changing (a free
/// variable of the solved system), as Xcode says it ("Width and horizontal position are ambiguous for …"). Fix:
/// adding the constraints that pin it where the solver left it (its size, then its leading or top edge from the
/// container's); a child that only follows another free one gets no fix of its own.
struct AmbiguousLayout: LintRule {
  static let description = RuleDescription(
    id: .ambiguousLayout, defaultSeverity: .error,
    summary: "a view whose position or size the constraints leave free; Auto Layout puts it anywhere",
    explanation: """
      When a container's constraints leave a view's position or size free (more than one frame satisfies them
      equally well), Auto Layout raises no error at run time: it takes whichever solution its engine reaches, and
      that can change from one layout pass or one iOS version to the next (`hasAmbiguousLayout` is true, and
      Xcode's view debugger says "Horizontal position is ambiguous for …"). tgl solves the container's system and
      reports each view and axis whose position or size can still move, with a fix that pins it where the solver
      left it: its width or height, then its leading or top edge from the container's. A view whose edge follows
      another free view's (`b.leading == a.trailing + 8`) is reported too, without a fix: pinning the view it
      follows pins it. A label's or a button's size is decided by its intrinsic size (content hugging and
      compression resistance), so only its position needs constraints.

      **Bad:**

      ```tgl
      constraints card {
          width: 300
          height: 100

          view a

          a.top == parent.top + 8
          a.width == 100
          a.height == 40
      }
      ```

      **Good:**

      ```tgl
      constraints card {
          width: 300
          height: 100

          view a

          a.leading == parent.leading + 16
          a.top == parent.top + 8
          a.width == 100
          a.height == 40
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for container in context.constraintContainers {
      for ambiguity in container.analysis.ambiguities where ambiguity.child < container.children.count {
        report(ambiguity, container, context, &findings)
      }
    }
  }

  func report(
    _ ambiguity: ConstraintAnalysis.Ambiguity, _ container: AnalyzedContainer, _ context: DocumentContext,
    _ findings: inout Findings
  ) {
    let node = context.nodes[container.children[ambiguity.child]]
    let horizontal = ambiguity.axis == .horizontal
    let size = horizontal ? "width" : "height"
    let position = horizontal ? "horizontal position" : "vertical position"
    let what =
      ambiguity.sizeFree && ambiguity.positionFree
      ? "\(size) and \(position) are" : ambiguity.sizeFree ? "\(size) is" : "\(position) is"
    let advice: String
    var fixes: [Fix] = []
    if ambiguity.pins.isEmpty {
      advice = "it follows a view whose layout is ambiguous; constrain that one"
    } else if let name = context.name(node.index) {
      let members = ambiguity.pins.map { pin -> String in
        switch pin {
        case .size(let value): return "\(name).\(size) == \(format(value))"
        case .position(let value):
          let anchor = horizontal ? "leading" : "top"
          let offset = value == 0 ? "" : value < 0 ? " - \(format(-value))" : " + \(format(value))"
          return "\(name).\(anchor) == parent.\(anchor)\(offset)"
        }
      }
      advice = "add a constraint that fixes it"
      if let edit = context.insertion(members, into: container) {
        fixes.append(
          Fix(title: "add " + members.map { "'\($0)'" }.joined(separator: " and "), edits: [edit]))
      }
    } else {
      advice = "name it and add a constraint that fixes it"
    }
    findings.report(
      .ambiguousLayout, context.labelRange(node.index), "\(what) ambiguous for \(context.label(node.index)); \(advice)", fixes: fixes, about: context.subject(node.index))
  }
}
