// Relative-layout siblings that partly overlap.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// Siblings in a relative layout that partly overlap.
///
/// Lint: reports a visible child of a relative layout whose frame partly covers an earlier visible sibling's
/// in the environment (a view wholly inside another, such as a badge on a photo, or a view anchored to the one it
/// overlaps, such as a badge on an icon's corner, is taken as intended).
/// Fix: none.
struct Overlap: LintRule {
  static let description = RuleDescription(
    id: .overlap, defaultSeverity: .warning, summary: "siblings in a relative layout that partly overlap",
    explanation: """
      In a relative layout every view is placed by its own constraints, so nothing keeps two views apart: a
      title anchored to the left and a date anchored to the right collide as soon as the title grows, like
      Android's `RelativeOverlap`. Anchor one view to the other (`right: date.left + 8`) or bound its size.
      A view that lies wholly inside another one (a badge on a photo), or that is anchored to the one it overlaps
      (`left: icon.right - 10`: a badge on an icon's corner), is not reported; suppress the warning
      with `// tgl-ignore: overlap` where a partial overlap is intended.

      **Bad:**

      ```tgl
      relative cell {
          width: 200
          height: 44

          label title { left: 16; centerY: 0; width: 120; height: 20 }
          label date { right: 16; centerY: 0; width: 80; height: 20 }
      }
      ```

      **Good:**

      ```tgl
      relative cell {
          width: 200
          height: 44

          label date { right: 16; centerY: 0; width: 80; height: 20 }
          label title { left: 16; right: date.left + 8; centerY: 0; height: 20 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for container in context.nodes where container.kind == .relative {
      let kids = container.children.filter { k in
        let node = context.nodes[k]
        guard !node.isGone, node.props.visibility != .invisible, node.kind != .spacer, node.props.noLayout != true,
          let f = context.frame(k)
        else { return false }
        return f.width > 0 && f.height > 0
      }
      guard kids.count > 1 else { continue }
      for (i, b) in kids.enumerated() {
        guard let fb = context.frame(b) else { continue }
        for a in kids[..<i] {
          guard let fa = context.frame(a) else { continue }
          let w = min(fa.x + fa.width, fb.x + fb.width) - max(fa.x, fb.x)
          let h = min(fa.y + fa.height, fb.y + fb.height) - max(fa.y, fb.y)
          guard w > 0, h > 0 else { continue }
          if contains(fa, fb) || contains(fb, fa) { continue }
          // A view anchored to the one it overlaps (a badge on an icon) overlaps on purpose.
          if refers(context.nodes[b], to: context.nodes[a]) || refers(context.nodes[a], to: context.nodes[b]) {
            continue
          }
          findings.report(
            .overlap, context.labelRange(b),
            "\(context.nodes[b].label) overlaps \(context.nodes[a].label) by \(format(w)) × \(format(h)) points; anchor one to the other or make them smaller",
            related: [RelatedLocation(range: context.labelRange(a), message: "\(context.nodes[a].label) is here")])
          break
        }
      }
    }
  }

  /// Whether `node` refers to `other` by name in any of its values.
  func refers(_ node: LintNode, to other: LintNode) -> Bool {
    guard let name = other.name else { return false }
    return node.references.contains { use in
      if case .element(let target) = use.reference.target { return target == name }
      return false
    }
  }

  func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
      && inner.y + inner.height <= outer.y + outer.height
  }
}
