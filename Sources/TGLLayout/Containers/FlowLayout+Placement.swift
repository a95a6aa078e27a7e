// Placing the items of one flow line, and moving whole lines by the gravity across the lines.

import TGLSemantics

extension LayoutEngine {
  /// Positions a line's items along it (gravity) and across it (alignment or arranged gravity).
  ///
  /// `itemStarts` (compact columns) gives each item its own start across the line.
  mutating func placeFlowLine(
    _ items: [FlowItem], _ container: Int, _ u: Axis, _ v: Axis, lineStart: Double, lineHeight: Double, innerU: Double,
    pageOffset: Double = 0, spreadAllowed: Bool, itemStarts: [Double]? = nil
  ) {
    let p = props[container]
    let n = Double(items.count)
    let free = innerU - flowLineExtent(items, p[u].space)
    var pos = p[u].headPad + pageOffset
    var gap = 0.0
    var grow = 0.0
    switch p[u].gravity {
    case .center: pos += free / 2
    case .end: pos += free
    case .between where spreadAllowed: gap = n > 1 ? free / (n - 1) : 0
    case .around where spreadAllowed:
      gap = free / n
      pos += gap / 2
    case .among where spreadAllowed:
      gap = free / (n + 1)
      pos += gap
    case .fill where spreadAllowed: grow = n > 0 ? free / n : 0
    default: break
    }
    for (index, item) in items.enumerated() {
      let child = item.node
      let (vPos, vSize) = flowCrossPlacement(
        item, container, v, lineStart: itemStarts?[index] ?? lineStart, lineHeight: lineHeight, compact: itemStarts != nil)
      let uSize = item.uSize + grow
      setWork(child, u, pos: pos + item.uHead, size: uSize)
      setWork(child, v, pos: vPos, size: vSize)
      pos += item.uHead + uSize + item.uTail + p[u].space + gap
    }
  }

  /// Where an item of a line goes across it: its own alignment, else the flow's arranged gravity. In compact columns
  /// `lineStart` is the item's own start; a vertical flow ignores the item's alignment there, a horizontal one does
  /// not, because TangramKit compares the arranged gravity with `vert.between` only (§3.7, horizontal flows).
  func flowCrossPlacement(
    _ item: FlowItem, _ container: Int, _ v: Axis, lineStart: Double, lineHeight: Double, compact: Bool
  ) -> (pos: Double, size: Double) {
    var alignment = axisProps(item.node, v).alignment
    if alignment == .none || (compact && v == .vertical) { alignment = axisProps(container, v).arrangedGravity }
    switch alignment {
    case .center: return (lineStart + (lineHeight - item.vExtent) / 2 + item.vHead, item.vSize)
    case .end: return (lineStart + lineHeight - item.vTail - item.vSize, item.vSize)
    case .fill: return (lineStart + item.vHead, Swift.max(0, lineHeight - item.vHead - item.vTail))
    default: return (lineStart + item.vHead, item.vSize)
    }
  }

  /// How far each line moves across the lines for the layout's gravity on the stacking axis.
  func flowStackShifts(_ container: Int, _ v: Axis, count: Int, content: Double, total: Double) -> [Double] {
    let p = props[container]
    let free = total - p[v].pads - content
    guard count > 0, free != 0 else { return Array(repeating: 0, count: count) }
    let n = Double(count)
    switch p[v].gravity {
    case .center: return Array(repeating: free / 2, count: count)
    case .end: return Array(repeating: free, count: count)
    case .between: return (0..<count).map { count > 1 ? free / (n - 1) * Double($0) : 0 }
    case .around: return (0..<count).map { free / n / 2 + free / n * Double($0) }
    case .among: return (0..<count).map { free / (n + 1) * Double($0 + 1) }
    default: return Array(repeating: 0, count: count)
    }
  }

  /// `autoArrange` in a count flow (§3.7 step 5, masonry): each item goes into the column whose next free spot is
  /// nearest the start, the first such column on a tie, as TangramKit's `nextPointOfRows`: every column starts at
  /// the paddings; placing an item moves its column's spot below it (plus the space between lines) and the next
  /// column's spot along the line to just after it (plus the space between items). So the first line is laid out
  /// as usual, and a column moves along the line with the width of the last item put in the column before it.
  /// Returns the content's extent on both axes (without the paddings).
  mutating func layoutMasonry(_ container: Int, _ items: [FlowItem], _ u: Axis, _ v: Axis, count: Int) -> Inner {
    let p = props[container]
    var next = Array(repeating: (u: p[u].headPad, v: p[v].headPad), count: count)
    var content = Inner(width: 0, height: 0)
    for item in items {
      var column = 0
      for i in next.indices where next[i].v < next[column].v { column = i }
      let spot = next[column]
      setWork(item.node, u, pos: spot.u + item.uHead, size: item.uSize)
      setWork(item.node, v, pos: spot.v + item.vHead, size: item.vSize)
      next[column].v = spot.v + item.vExtent + p[v].space
      if column + 1 < count { next[column + 1].u = spot.u + item.uExtent + p[u].space }
      content[u] = Swift.max(content[u] ?? 0, spot.u + item.uExtent - p[u].headPad)
      content[v] = Swift.max(content[v] ?? 0, spot.v + item.vExtent - p[v].headPad)
    }
    placeGoneFlowChildren(container, u, v)
    return content
  }
}
