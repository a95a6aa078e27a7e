// Sizes of children that every container reads the same way: numbers, content (wrap), and references.

import TGLSemantics

extension LayoutEngine {
  /// The content size of an element on `axis`: a leaf's intrinsic size or measured text, a container's wrap size.
  mutating func contentSize(_ i: Int, _ axis: Axis, other: Double?) -> Double {
    if isGone(i) { return 0 }
    if !isContainer(i) {
      guard let s = props[i].intrinsic else {
        let text = props[i].text
        return text >= 0 ? textContentSize(i, text, axis, other: other) : 0
      }
      return sanitized(axis == .horizontal ? s.width : s.height)
    }
    let input = axis == .horizontal ? SizeInput(width: nil, height: other) : SizeInput(width: other, height: nil)
    let size = layoutContainer(i, input)
    return axis == .horizontal ? size.width : size.height
  }

  /// The size of child `i` on `axis` for value kinds whose meaning does not depend on the container:
  /// numbers, wrap and no value (content), references to the parent's size, to itself and to siblings.
  /// Returns nil for weight, fill, average and arrays, and for a parent reference while the parent's size is
  /// unknown. The result is not yet clamped by bounds.
  mutating func commonSize(_ i: Int, _ axis: Axis, inner: Inner, other: Double?) -> Double? {
    let s = axisProps(i, axis).size
    guard let s else { return contentSize(i, axis, other: other) }
    switch s.kind {
    case .none, .wrap: return measure(contentSize(i, axis, other: other), s)
    case .number(let n): return measure(n, s)
    case .weight, .fill, .average, .array: return nil
    case .reference(let r):
      return referencedSize(i, axis, r, s, inner: inner, other: other)
    }
  }

  /// A size given by a reference: `parent.width`, `self.height`, `B.width`.
  mutating func referencedSize(_ i: Int, _ axis: Axis, _ r: ERef, _ s: ESize, inner: Inner, other: Double?)
    -> Double?
  {
    guard r.attribute.isSize else {
      report(.ignoredValue, [i], "a size cannot refer to the position '\(r.attribute.rawValue)'")
      return measure(contentSize(i, axis, other: other), nil)
    }
    let refAxis: Axis = r.attribute == .height ? .vertical : .horizontal
    switch resolveTarget(r.target, from: i) {
    case .parent:
      guard let v = inner[refAxis] else { return nil }
      return measure(v, s)
    case .this:
      if refAxis == axis {
        reportCycle([i], "'\(axis == .horizontal ? "width" : "height")' refers to itself")
        return measure(contentSize(i, axis, other: other), nil)
      }
      guard let v = resolvedScratch(i, refAxis, inner: inner) else { return 0 }
      return measure(v, s)
    case .sibling(let sib):
      guard let v = resolvedScratch(sib, refAxis, inner: inner) else { return 0 }
      return measure(v, s)
    case .other, .unknown:
      return measure(contentSize(i, axis, other: other), nil)
    }
  }

  /// The scratch size of element `j` on `axis`, computing it on demand with cycle detection.
  mutating func resolvedScratch(_ j: Int, _ axis: Axis, inner: Inner) -> Double? {
    let key = j * 2 + axis.rawValue
    switch scratchState(j, axis) {
    case 2: return scratch(j, axis)
    case 1:
      reportCycle(resolvingCycle(from: key), "sizes")
      return 0
    default:
      guard enterReference(j) else { return 0 }
      defer { leaveReference() }
      setScratchState(j, axis, 1)
      reports.resolving.append(key)
      let other = scratch(j, axis.other)
      var v = commonSize(j, axis, inner: inner, other: other) ?? 0
      v = validMeasure(v, axisProps(j, axis).size, node: j, axis: axis, inner: inner)
      reports.resolving.removeLast()
      setScratch(j, axis, v)
      return v
    }
  }

  /// The members of the cycle that closes at `key`, in resolution order.
  func resolvingCycle(from key: Int) -> [Int] {
    guard let start = reports.resolving.firstIndex(of: key) else { return [key / 2] }
    var members: [Int] = []
    for child in reports.resolving[start...] where members.last != child / 2 { members.append(child / 2) }
    return members
  }

  @inline(__always) mutating func setScratch(_ j: Int, _ axis: Axis, _ v: Double) {
    var slot = slots[j]
    if axis == .horizontal {
      slot.frame.width = sanitized(v)
      slot.widthState = 2
    } else {
      slot.frame.height = sanitized(v)
      slot.heightState = 2
    }
    slots[j] = slot
  }

  @inline(__always) func scratch(_ j: Int, _ axis: Axis) -> Double? {
    let slot = slots[j]
    if axis == .horizontal { return slot.widthState == 2 ? slot.frame.width : nil }
    return slot.heightState == 2 ? slot.frame.height : nil
  }

  @inline(__always) func scratchState(_ j: Int, _ axis: Axis) -> UInt8 {
    axis == .horizontal ? slots[j].widthState : slots[j].heightState
  }

  @inline(__always) mutating func setScratchState(_ j: Int, _ axis: Axis, _ state: UInt8) {
    if axis == .horizontal { slots[j].widthState = state } else { slots[j].heightState = state }
  }

  mutating func resetScratch<C: Sequence<Int>>(_ kids: C) {
    for child in kids {
      slots[child].widthState = 0
      slots[child].heightState = 0
    }
  }

  /// Children that take part in layout: neither useFrame nor gone, reversed with `reverseLayout`.
  func layoutChildren(_ container: Int) -> [Int] {
    // Reserved, then filled: `filter` grew the array as it went (a container is laid out about once per run, and
    // this list was most of what the allocations of a run cost).
    let all = childrenOf(container)
    var kids: [Int] = []
    kids.reserveCapacity(all.count)
    for child in all where !usesFrame(child) && !isGone(child) { kids.append(child) }
    if reversesLayout(container) { kids.reverse() }
    return kids
  }

  /// Children that are laid out by their parent (not useFrame), gone ones included.
  func placedChildren(_ container: Int) -> [Int] {
    let all = childrenOf(container)
    var kids: [Int] = []
    kids.reserveCapacity(all.count)
    for child in all where !usesFrame(child) { kids.append(child) }
    if reversesLayout(container) { kids.reverse() }
    return kids
  }
}

extension LayoutEngine {
  /// Starts following a reference from `child`; false (after a report) when the chain is too long to follow.
  mutating func enterReference(_ child: Int) -> Bool {
    guard referenceDepth < LayoutEngine.maximumReferenceDepth else {
      // Reported as an ignored value: the rest of the chain is not followed and reads as 0.
      report(.ignoredValue, [child], "a chain of references is too long to follow; reorder the views or shorten it")
      return false
    }
    referenceDepth += 1
    return true
  }

  mutating func leaveReference() { referenceDepth -= 1 }
}
