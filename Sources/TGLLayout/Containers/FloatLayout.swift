// Float layouts: items float to the start (or end) of the line axis and find the first spot where they fit
// (TangramKit §3.8; a wrapped line axis follows the target library, code notes §3).

import TGLSemantics

/// A placed item's outer box (margins included) in line (u) and stacking (v) coordinates.
struct FloatBox {
  var lineStart: Double
  var lineEnd: Double
  var stackStart: Double
  var stackEnd: Double
  var reverse: Bool
  var node: Int
}

extension LayoutEngine {
  mutating func layoutFloat(_ container: Int, _ input: SizeInput) -> Size {
    let p = props[container]
    let v: Axis = p.orientation == .vertical ? .vertical : .horizontal
    let u = v.other
    let kids = layoutChildren(container)
    resetScratch(childrenOf(container))
    var total = Inner(width: input.width, height: input.height)
    var inner = Inner()
    for axis in Axis.both { inner[axis] = total[axis].map { Swift.max(0, $0 - p[axis].pads) } }
    let uStart = p[u].headPad
    var uEnd = total[u].map { $0 - p[u].tailPad } ?? Double.infinity
    var wrapMax: Double?
    if total[u] == nil && !p.noBoundaryLimit {
      switch library {
      case .tangramKit:
        // TangramKit 1.4.2 (code notes §3, "wrap width with bounds"): a pre-pass sets the line axis to the pads plus
        // the larger of the current inner size (a new view's 0) and the widest item, and items are placed in that;
        // the own min/max clamp comes only at the very end.
        total[u] = floatWidestItem(kids, u, inner: inner) + p[u].pads
        uEnd = (total[u] ?? 0) - p[u].tailPad
      case .myLayout:
        // MyLayout 2.0 (`language.md` §13.3): a wrapped line axis bounded by a `max` places items side by side up
        // to the max.
        if let mx = numericMax(p[u].size) {
          uEnd = mx - p[u].tailPad
          wrapMax = mx
        }
      }
    }
    // Set when an item went to a lower level because the max left no room beside the items already placed.
    var brokeAtMax = false
    let uSpace = p[u].space
    let vSpace = p[v].space
    var boxes: [FloatBox] = []
    var lastTop = p[v].headPad
    for child in kids {
      let a = props[child]
      let uHead = absPos(a[u].head)
      let uTail = absPos(a[u].tail)
      let vHead = absPos(a[v].head)
      let vTail = absPos(a[v].tail)
      var vSize: Double
      if isWeightSize(a[v].size) {
        if let iv = inner[v] {
          // Code notes §3: measure(IH × w − margins), so the weight's multiple and increment apply after it.
          vSize = measure(iv * sizeWeight(a[v].size) / 100 - vHead - vTail, a[v].size)
        } else {
          report(.ignoredValue, [child], "a weight across a wrapped float layout is ignored")
          vSize = 0
        }
        vSize = validMeasure(Swift.max(0, vSize), a[v].size, node: child, axis: v, inner: inner)
        setScratch(child, v, vSize)
      } else {
        vSize = 0
      }
      let weighted = isWeightSize(a[u].size)
      var uSize = 0.0
      if !weighted {
        uSize = validMeasure(
          commonSize(child, u, inner: inner, other: nil) ?? 0, a[u].size, node: child, axis: u, inner: inner)
        setScratch(child, u, uSize)
      }
      if !isWeightSize(a[v].size) {
        vSize = validMeasure(
          commonSize(child, v, inner: inner, other: uSize) ?? 0, a[v].size, node: child, axis: v, inner: inner)
        setScratch(child, v, vSize)
      }
      let height = vHead + vSize + vTail
      var y = lastTop
      if a.clearFloat {
        for b in boxes where b.reverse == a.reverseFloat { y = Swift.max(y, b.stackEnd + vSpace) }
      }
      var left = uStart
      var right = uEnd
      for _ in 0...(boxes.count + 1) {
        left = uStart
        right = uEnd
        var overlapping: [FloatBox] = []
        for b in boxes where b.stackStart < y + height && y < b.stackEnd + vSpace {
          overlapping.append(b)
          if b.reverse { right = Swift.min(right, b.lineStart - uSpace) } else { left = Swift.max(left, b.lineEnd + uSpace) }
        }
        let span = right - left
        let fits: Bool
        if weighted {
          // Code notes §3 (TangramKit 1.4.2): while the spot is looked for, a weighted item counts only its margins
          // and must fit strictly, so some room remains for its share.
          fits = uHead + uTail < span - 1e-7 || overlapping.isEmpty
        } else {
          fits = uHead + uSize + uTail <= span + 1e-7
        }
        if fits || overlapping.isEmpty { break }
        if wrapMax != nil && uHead + uSize + uTail <= uEnd - uStart + 1e-7 { brokeAtMax = true }
        let next = overlapping.map { $0.stackEnd + vSpace }.filter { $0 > y }.min()
        guard let next else { break }
        y = next
      }
      if weighted {
        let span = right.isFinite ? right - left : 0
        let s = a[u].size
        uSize = (Swift.max(0, span) + (s?.increment ?? 0)) * sizeWeight(s) / 100 - uHead - uTail
        uSize = validMeasure(Swift.max(0, uSize), s, node: child, axis: u, inner: inner)
        setScratch(child, u, uSize)
      }
      let extent = uHead + uSize + uTail
      var uPos = left
      if a.reverseFloat {
        if right.isFinite {
          uPos = right - extent
        } else {
          report(.ignoredValue, [child], "reverseFloat needs a bounded float layout; the view floats to the start")
        }
      }
      boxes.append(
        FloatBox(lineStart: uPos, lineEnd: uPos + extent, stackStart: y, stackEnd: y + height, reverse: a.reverseFloat, node: child))
      setWork(child, u, pos: uPos + uHead, size: uSize)
      setWork(child, v, pos: y + vHead, size: vSize)
      lastTop = y
    }
    let contentV = (boxes.map(\.stackEnd).max() ?? p[v].headPad) - p[v].headPad
    let contentU = (boxes.map(\.lineEnd).max() ?? p[u].headPad) - p[u].headPad
    if input[u] == nil {
      switch library {
      case .tangramKit:
        // The pre-pass width, clamped to the own min/max only now; items stay where they were placed (code notes §3).
        // With `noBoundaryLimit` there was no pre-pass: the rightmost extent plus the trailing padding.
        total[u] = clampOwn(total[u] ?? contentU + p[u].pads, p[u].size)
      case .myLayout:
        // Items that needed more than the max line up to it, so the float is the max, not its widest line.
        total[u] = clampOwn(brokeAtMax ? (wrapMax ?? 0) : contentU + p[u].pads, p[u].size)
      }
    }
    if total[v] == nil { total[v] = clampOwn(contentV + p[v].pads, p[v].size) }
    if kids.contains(where: { axisProps($0, v).alignment != .none }) { alignFloatLines(boxes, v) }
    switch library {
    case .tangramKit:
      // TangramKit 1.4.2 (code notes §3): the gravity shifts the items only on a stacking axis that does not wrap;
      // the line-axis part is ignored, so a `min` larger than the content enlarges the layout without moving them.
      if input[v] != nil { floatGravityShift(container, kids, v, content: contentV, total: total[v] ?? 0) }
    case .myLayout:
      // MyLayout 2.0 (`language.md` §13.4): a wrapped axis with a `min` aligns the content inside it by gravity.
      floatGravityShift(container, kids, v, content: contentV, total: total[v] ?? 0)
      if input[u] == nil { floatGravityShift(container, kids, u, content: contentU, total: total[u] ?? 0) }
    }
    for child in childrenOf(container) where isGone(child) && !usesFrame(child) {
      setWork(child, u, pos: p[u].headPad, size: 0)
      setWork(child, v, pos: p[v].headPad, size: 0)
    }
    return Size(width: total.width ?? 0, height: total.height ?? 0)
  }

  /// The widest outer extent (margins included) on the line axis `u` among the items whose size there is known
  /// before placement: not a weight, not `fill`, not a reference to the layout's own size on that axis (TangramKit's
  /// wrap pre-pass, code notes §3).
  mutating func floatWidestItem(_ kids: [Int], _ u: Axis, inner: Inner) -> Double {
    var widest = 0.0
    for child in kids where !isWeightSize(axisProps(child, u).size) {
      if case .reference(let r)? = axisProps(child, u).size?.kind, refersToParent(r, from: child),
        r.attribute == (u == .horizontal ? .width : .height)
      {
        continue
      }
      let size = validMeasure(commonSize(child, u, inner: inner, other: nil) ?? 0, axisProps(child, u).size, node: child, axis: u, inner: inner)
      widest = Swift.max(widest, absPos(axisProps(child, u).head) + size + absPos(axisProps(child, u).tail))
    }
    return widest
  }

  /// Moves all items by the layout's centre or end gravity on `axis` when there is room.
  mutating func floatGravityShift(_ container: Int, _ kids: [Int], _ axis: Axis, content: Double, total: Double) {
    let free = total - axisProps(container, axis).pads - content
    guard free > 0 else { return }
    let shift: Double
    switch axisProps(container, axis).gravity {
    case .center: shift = free / 2
    case .end: shift = free
    default: return
    }
    for child in kids {
      if axis == .horizontal { slots[child].frame.x += shift } else { slots[child].frame.y += shift }
    }
  }

  /// In-line alignment: items that start at the same level on the same side form a line, and an item with an
  /// alignment across the lines is centred, docked at the end or stretched to the line's tallest item.
  mutating func alignFloatLines(_ boxes: [FloatBox], _ v: Axis) {
    var start = 0
    while start < boxes.count {
      var end = start + 1
      while end < boxes.count && boxes[end].stackStart == boxes[start].stackStart && boxes[end].reverse == boxes[start].reverse {
        end += 1
      }
      let line = boxes[start..<end]
      let top = boxes[start].stackStart
      let height = line.reduce(0.0) { Swift.max($0, $1.stackEnd - $1.stackStart) }
      for box in line {
        let a = axisProps(box.node, v)
        let head = absPos(a.head)
        let tail = absPos(a.tail)
        let size = workSize(box.node, v)
        switch a.alignment {
        case .center: setWork(box.node, v, pos: top + (height - (head + size + tail)) / 2 + head, size: size)
        case .end: setWork(box.node, v, pos: top + height - tail - size, size: size)
        case .fill: setWork(box.node, v, pos: top + head, size: Swift.max(0, height - head - tail))
        default: break
        }
      }
      start = end
    }
  }
}
