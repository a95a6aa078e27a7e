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
    for containerIndex in context.nodes.indices where context.nodes.kind(containerIndex) == .relative {
      let container = context.nodes[containerIndex]
      var kids: [(node: Int, frame: Rect)] = []
      for k in context.children(container.index) {
        let node = context.nodes[k]
        guard !node.isGone, context.nodes.visibility(node.index) != .invisible, node.kind != .spacer, context.nodes.props(node.index).noLayout != true,
          let f = context.frame(k), f.width > 0, f.height > 0
        else { continue }
        kids.append((k, f))
      }
      guard kids.count > 1 else { continue }
      // Each view is reported once, against the first earlier sibling (in the order written) it partly overlaps.
      // Pairs come from a sweep in x, so a container of many side-by-side views costs n log n, not n².
      var first: [Int: (sibling: Int, width: Double, height: Double)] = [:]
      forEachOverlappingPair(kids) { a, b in
        let (fa, fb) = (kids[a].frame, kids[b].frame)
        let w = min(fa.x + fa.width, fb.x + fb.width) - max(fa.x, fb.x)
        let h = min(fa.y + fa.height, fb.y + fb.height) - max(fa.y, fb.y)
        guard w > 0, h > 0, first[b].map({ a < $0.sibling }) ?? true else { return }
        if contains(fa, fb) || contains(fb, fa) { return }
        // A view anchored to the one it overlaps (a badge on an icon) overlaps on purpose.
        let (nodeA, nodeB) = (context.nodes[kids[a].node], context.nodes[kids[b].node])
        if refers(nodeB, to: nodeA, context) || refers(nodeA, to: nodeB, context) { return }
        first[b] = (a, w, h)
      }
      for b in kids.indices {
        guard let (a, w, h) = first[b] else { continue }
        let (viewA, viewB) = (kids[a].node, kids[b].node)
        findings.report(
          .overlap, context.labelRange(viewB),
          "\(context.label(viewB)) overlaps \(context.label(viewA)) by \(format(w)) × \(format(h)) points; anchor one to the other or make them smaller",
          related: [RelatedLocation(range: context.labelRange(viewA), message: "\(context.label(viewA)) is here")], about: context.subject(viewB))
      }
    }
  }

  /// Calls `body` with every pair of `kids` (indices, the earlier one first) whose frames overlap by more than
  /// nothing in both axes. A sweep along the axis in which the frames crowd less (side-by-side views: x; a stack of
  /// rows: y), so only pairs that overlap along it are compared; pairs are not collected, so a pile of views in one
  /// place costs time, not memory.
  func forEachOverlappingPair(_ kids: [(node: Int, frame: Rect)], _ body: (Int, Int) -> Void) {
    func density(_ start: (Rect) -> Double, _ length: (Rect) -> Double) -> Double {
      let low = kids.map { start($0.frame) }.min() ?? 0
      let high = kids.map { start($0.frame) + length($0.frame) }.max() ?? 0
      return kids.reduce(0) { $0 + length($1.frame) } / max(high - low, .leastNonzeroMagnitude)
    }
    let alongX = density({ $0.x }, { $0.width }) <= density({ $0.y }, { $0.height })
    let start: (Rect) -> Double = alongX ? { $0.x } : { $0.y }
    let end: (Rect) -> Double = alongX ? { $0.x + $0.width } : { $0.y + $0.height }
    let crossStart: (Rect) -> Double = alongX ? { $0.y } : { $0.x }
    let crossEnd: (Rect) -> Double = alongX ? { $0.y + $0.height } : { $0.x + $0.width }
    let order = kids.indices.sorted {
      let (a, b) = (start(kids[$0].frame), start(kids[$1].frame))
      return a < b || (a == b && $0 < $1)
    }
    var open: [Int] = []
    for q in order {
      let frame = kids[q].frame
      // A frame that ends at or before this one's start cannot overlap it nor any frame that starts later.
      open.removeAll { end(kids[$0].frame) <= start(frame) }
      for p in open where min(crossEnd(kids[p].frame), crossEnd(frame)) > max(crossStart(kids[p].frame), crossStart(frame)) {
        body(min(p, q), max(p, q))
      }
      open.append(q)
    }
  }

  /// Whether `node` refers to `other` by name in any of its values.
  func refers(_ node: LintNode, to other: LintNode, _ context: DocumentContext) -> Bool {
    guard let name = context.name(other.index) else { return false }
    return context.references(node.index).contains { use in
      if case .element(let target) = use.reference.target { return target == name }
      return false
    }
  }

  func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
      && inner.y + inner.height <= outer.y + outer.height
  }
}
