// The constraints container (issue 31): its children are placed by UIKit's Auto Layout, not by TangramKit. The
// engine measures the children's intrinsic sizes, builds the container's `ConstraintSystem` and applies the solved
// frames; docs/layout-engine.md ("The constraints container") gives the rules and what Auto Layout does for each.

import TGLSemantics
import TGLText

/// What a constraints container's run reads from the document once: its members, its children's names and content
/// priorities (from their properties with the best `when` block).
struct ConstraintSet {
  var members: [LayoutConstraint]
  var names: [String?]
  var priorities: [ContentPriorities]
}

extension LayoutEngine {
  /// Lays out a constraints container's children by solving its system; returns its size: the offered size on a
  /// fixed axis, the fitting size on a wrapped one.
  mutating func layoutConstraints(_ container: Int, _ input: SizeInput) -> Size {
    let set = constraintSet(container)
    // Children placed by `frame:` keep it (UIKit: a view that translates its autoresizing mask keeps its frame); the
    // others, gone ones too, are Auto Layout's (a hidden view keeps its constraints).
    let all = Array(childrenOf(container))
    var kids: [Int] = []
    var slotsInSet: [Int] = []
    for (k, child) in all.enumerated() where !usesFrame(child) {
      kids.append(child)
      slotsInSet.append(k)
    }
    var children = kids.indices.map { k in
      constraintChild(kids[k], name: set.names[slotsInSet[k]], priorities: set.priorities[slotsInSet[k]])
    }
    let width: ConstraintExtent = input.width.map { .fixed($0) } ?? .fitting
    let height: ConstraintExtent = input.height.map { .fixed($0) } ?? .fitting
    var system = ConstraintSystem(
      children: children, constraints: set.members, rightToLeft: rtl, width: width, height: height)
    // UIKit's multi-line labels (and TangramKit layouts, semantics §7.8) answer their intrinsic height at the width
    // Auto Layout gave them, so the layout runs again with those heights until no width moves (at most three runs).
    var measuredAt: [Double?] = Array(repeating: nil, count: kids.count)
    for _ in 0..<2 {
      var changed = false
      for k in kids.indices where heightFollowsWidth(kids[k]) {
        let w = Swift.max(0, sanitized(system.frame(ofChild: k).width))
        if let at = measuredAt[k], abs(at - w) < 1e-9 { continue }
        if measuredAt[k] == nil, let intrinsic = children[k].intrinsicWidth, abs(intrinsic - w) < 1e-9 { continue }
        measuredAt[k] = w
        let updated = intrinsicAtWidth(kids[k], w, children[k])
        if updated != children[k] {
          children[k] = updated
          changed = true
        }
      }
      guard changed else { break }
      system = ConstraintSystem(
        children: children, constraints: set.members, rightToLeft: rtl, width: width, height: height)
    }
    for (k, child) in kids.enumerated() {
      let f = system.frame(ofChild: k)
      slots[child].frame = Rect(
        x: sanitized(f.x), y: sanitized(f.y), width: sanitized(f.width), height: sanitized(f.height))
      slots[child].widthState = 2
      slots[child].heightState = 2
    }
    solvedSystems[container] = SolvedSystem(children: kids, system: system)
    let size = system.size
    return Size(width: input.width ?? sanitized(size.width), height: input.height ?? sanitized(size.height))
  }

  /// The container's members, its children's names and content priorities, read from the document once per run.
  mutating func constraintSet(_ container: Int) -> ConstraintSet {
    if let known = constraintSets[container] { return known }
    guard let root = tree.documentRoot else { return ConstraintSet(members: [], names: [], priorities: []) }
    let environment = self.environment
    let set = element(container, below: root) { pointer in
      ConstraintSet(
        members: pointer.pointee.constraints, names: pointer.pointee.children.map(\.name),
        priorities: pointer.pointee.children.map { $0.resolvedProperties(in: environment).contentPriorities })
    }
    constraintSets[container] = set
    return set
  }

  /// A child as its system sees it: its intrinsic size and, for text, its baselines.
  mutating func constraintChild(_ child: Int, name: String?, priorities: ContentPriorities) -> ConstraintChild {
    var c = ConstraintChild(name: name, contentPriorities: priorities)
    if isContainer(child) {
      // TangramKit, semantics §7.8: a layout with a wrapped axis answers `intrinsicContentSize` with its
      // `sizeThatFits` (a numeric axis keeps its number); a layout that wraps neither axis has none (UIView's).
      let wraps = (wrapsContent(child, .horizontal), wrapsContent(child, .vertical))
      guard wraps.0 || wraps.1 else { return c }
      let width = wraps.0 ? contentSize(child, .horizontal, other: nil) : ownNumber(child, .horizontal)
      c.intrinsicWidth = width
      c.intrinsicHeight = wraps.1 ? contentSize(child, .vertical, other: width) : ownNumber(child, .vertical)
      return c
    }
    if let s = props[child].intrinsic {
      c.intrinsicWidth = sanitized(s.width)
      c.intrinsicHeight = sanitized(s.height)
      return c
    }
    let text = props[child].text
    guard text >= 0 else { return c }
    // UIKit: a label's intrinsic size is its text's `sizeThatFits`, unbounded (or at its numeric max width) until Auto
    // Layout has given it a width (see `intrinsicAtWidth`).
    let m = measuredText(text, texts[Int(text)].maxWidth)
    c.intrinsicWidth = m.width
    c.intrinsicHeight = m.height
    c.baselines = baselines(text)
    return c
  }

  /// A text's baselines for Auto Layout: the first line's ascent below the top, the last line's descent (line height −
  /// ascent) above the bottom; a button's title sits inside its insets (`TextBox.buttonInsets`, half above, half below).
  func baselines(_ text: Int32) -> BaselineOffsets {
    let prepared = texts[Int(text)].shared.prepared
    let inset = texts[Int(text)].shape.isButton ? TextBox.buttonInsets.height / 2 : 0
    return BaselineOffsets(
      firstFromTop: inset + prepared.ascent, lastFromBottom: inset + prepared.lineHeight - prepared.ascent)
  }

  /// Whether a child's intrinsic height depends on the width it gets: a text of more than one line, or a child layout
  /// whose height wraps.
  func heightFollowsWidth(_ child: Int) -> Bool {
    if isContainer(child) { return wrapsContent(child, .vertical) }
    let text = props[child].text
    return text >= 0 && props[child].intrinsic == nil && texts[Int(text)].shape.lineLimit != 1
  }

  /// The child's intrinsic size once Auto Layout gave it `width`: a label measured at that width (UIKit's
  /// `preferredMaxLayoutWidth` taken from its bounds: the widest line and the lines' height); a child layout's wrapped
  /// height at that width.
  mutating func intrinsicAtWidth(_ child: Int, _ width: Double, _ c: ConstraintChild) -> ConstraintChild {
    var c = c
    if isContainer(child) {
      c.intrinsicHeight = contentSize(child, .vertical, other: width)
      return c
    }
    let text = props[child].text
    let m = measuredText(text, width)
    c.intrinsicWidth = m.width
    c.intrinsicHeight = m.height
    return c
  }

  /// A child layout's own numeric size on `axis` (its `sizeThatFits` on an axis it does not wrap), else its content.
  mutating func ownNumber(_ child: Int, _ axis: Axis) -> Double {
    let s = axisProps(child, axis).size
    if let s, case .number(let n) = s.kind { return measure(n, s) }
    return contentSize(child, axis, other: nil)
  }
}

/// A constraints container's system as the engine last solved it, with its children's element indices in the
/// system's order.
struct SolvedSystem {
  var children: [Int]
  var system: ConstraintSystem
}
