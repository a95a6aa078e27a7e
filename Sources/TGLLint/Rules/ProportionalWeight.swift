// Weights on a linear main axis that do not add up to 100 %: they are proportions of the leftover space.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// Weights along a linear layout that do not add up to 100 %.
///
/// Lint: reports each `%` on the main axis of a linear layout, table or row (sizes and margins) whose share of
/// the leftover space (with `fill`, `average` and spacers counting as 100 %) differs from what it says by a
/// point or more, saying what it really gets; equal weights and weights above 100 % are read as proportions
/// and not reported. Fixes: `fill` for a lone weighted size, and the fraction of the layout it says
/// (`parent.height * 0.1` for `10%`).
struct ProportionalWeight: LintRule {
  static let description = RuleDescription(
    id: .proportionalWeight, defaultSeverity: .warning,
    summary: "weights along a linear layout that do not add up to 100%",
    explanation: """
      Along a linear layout (its height when vertical), weights are not percentages of the layout: they are
      proportions of the space left over after the fixed sizes, margins and spacing. A lone `height: 20%`
      takes *all* of the leftover space, and `20%` and `30%` become 40 % and 60 % of it. `fill` and `average`
      count as 100 %. So weights along a linear layout that do not add up to 100 % almost always mean something
      else: write the weights so that they add up to 100 %, use `fill` for "the rest", or give a number.
      Weights that are plainly proportions are not reported: equal ones (`1%`, `1%`, `1%` share equally, like
      `average`) and any set with a weight above 100 % (`200%` and `100%` share two to one).

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 100
          height: 300

          view header { width: fill; height: 44 }
          view body { width: fill; height: 50% }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 100
          height: 300

          view header { width: fill; height: 44 }
          view body { width: fill; height: fill }
      }
      ```
      """)

  struct Weight {
    var node: Int
    var key: PropertyKey
    var percent: Double
    var isSize: Bool
  }

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for containerIndex in context.nodes.indices where context.isLinearLike(containerIndex) {
      let container = context.nodes[containerIndex]
      let c = container.index
      guard let main = context.mainAxis(c), context.gravity(c, main) == nil, !context.wraps(c, main) else { continue }
      var explicit: [Weight] = []
      var contributions: [Double] = []
      var total = 0.0
      for k in context.children(container.index) where !context.nodes.isGone(k) && !context.nodes.hasFrame(k) {
        let child = context.nodes[k]
        let (head, tail, _) = context.positions(k, main)
        // Head, then tail: the two optionals read in place rather than an array built for every child.
        func addWeight(_ margin: (PropertyKey, PositionValue)?) {
          guard let (key, value) = margin, case .weight(let w) = value.kind else { return }
          explicit.append(Weight(node: k, key: key, percent: w, isSize: false))
          contributions.append(w)
          total += w
        }
        addWeight(head)
        addWeight(tail)
        // The size told from the node's facts (`AxisSize`), not copied out of its set.
        let size = child.size(main)
        switch size.kind {
        case .weight:
          let w = size.number
          explicit.append(Weight(node: k, key: main.sizeKey, percent: w, isSize: true))
          contributions.append(w)
          total += w
        case .fill, .average:
          contributions.append(100)
          total += 100
        case .unset where child.kind == .spacer:
          contributions.append(100 * max(0, context.nodes.props(child.index).shares ?? 1))
          total += 100 * max(0, context.nodes.props(child.index).shares ?? 1)
        default: break
        }
      }
      guard !explicit.isEmpty, total > 0, abs(total - 100) > 0.001 else { continue }
      // Plain proportions: a weight above 100 %, or all shares equal.
      if explicit.contains(where: { $0.percent > 100 }) { continue }
      if contributions.count > 1, contributions.allSatisfy({ abs($0 - contributions[0]) < 0.001 }) { continue }
      let space = "leftover \(main.sizeName)"
      for weight in explicit {
        let range = context.valueRange(weight.node, weight.key)
        let share = weight.percent / total * 100
        guard abs(share - weight.percent) >= 1 else { continue }
        if abs(share - 100) < 0.001 {
          let fraction = "parent.\(main.sizeName) * \(decimal(weight.percent / 100, places: 4))"
          var fixes: [Fix] = []
          if weight.isSize, let property = context.property(weight.node, weight.key), property.keys.count == 1,
            (main == .horizontal ? context.nodes.props(weight.node).width : context.nodes.props(weight.node).height)?
              .increment == 0
          {
            fixes.append(Fix(title: "use 'fill'", edits: [TextEdit(range: property.valueRange, newText: "fill")]))
            // What the user of TangramKit issue 30 meant by a lone `10%`: a tenth of the layout, which TangramKit
            // writes `equal(layout, multiple: 0.1)` (code notes §6: a size referring to the layout is read
            // against its size, not the leftover space).
            fixes.append(
              Fix(
                title: "use '\(fraction)'", edits: [TextEdit(range: property.valueRange, newText: fraction)]))
          }
          findings.report(
            .proportionalWeight, range,
            "\(percent(weight.percent)) takes all of the \(space), not \(percent(weight.percent)) of it: weights along a linear layout share what is left; write 'fill', '\(fraction)' for \(percent(weight.percent)) of the layout's \(main.sizeName), or a number",
            fixes: fixes, about: context.subject(weight.node))
        } else {
          findings.report(
            .proportionalWeight, range,
            "\(percent(weight.percent)) gets \(percent(share)) of the \(space): weights along a linear layout are shares of what is left, and these add up to \(percent(total)); make them add up to 100%", about: context.subject(weight.node)
          )
        }
      }
    }
  }
}
