// Placing the items of one flow line, and moving whole lines by the gravity across the lines.

import TGLSemantics

extension LayoutEngine {
  /// Positions a line's items along it (gravity) and across it (alignment or arranged gravity).
  mutating func placeFlowLine(
    _ items: [FlowItem], _ c: Int, _ u: Axis, _ v: Axis, lineStart: Double, lineHeight: Double, innerU: Double,
    spreadAllowed: Bool
  ) {
    let p = props[c]
    let n = Double(items.count)
    let free = innerU - flowLineExtent(items, p[u].space)
    var pos = p[u].headPad
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
    for item in items {
      let k = item.node
      var alignment = ax(k, v).alignment
      if alignment == .none { alignment = p[v].arrangedGravity }
      var vSize = item.vSize
      var vPos = lineStart + item.vHead
      switch alignment {
      case .center: vPos = lineStart + (lineHeight - item.vExtent) / 2 + item.vHead
      case .end: vPos = lineStart + lineHeight - item.vTail - vSize
      case .fill: vSize = Swift.max(0, lineHeight - item.vHead - item.vTail)
      default: break
      }
      let uSize = item.uSize + grow
      setWork(k, u, pos: pos + item.uHead, size: uSize)
      setWork(k, v, pos: vPos, size: vSize)
      pos += item.uHead + uSize + item.uTail + p[u].space + gap
    }
  }

  /// How far each line moves across the lines for the layout's gravity on the stacking axis.
  func flowStackShifts(_ c: Int, _ v: Axis, count: Int, content: Double, total: Double) -> [Double] {
    let p = props[c]
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

  /// `autoArrange` in a count flow: the first line as usual, then each item into the column whose end is
  /// nearest the start (masonry).
  mutating func layoutMasonry(_ c: Int, _ items: [FlowItem], _ u: Axis, _ v: Axis, count: Int, total: Inner)
    -> Size
  {
    let p = props[c]
    var columnStart: [Double] = []
    var columnEnd: [Double] = []
    var uPos = p[u].headPad
    var maxU = 0.0
    for (i, item) in items.enumerated() {
      let column: Int
      var vPos: Double
      if i < count {
        column = i
        columnStart.append(uPos)
        vPos = p[v].headPad
        columnEnd.append(0)
        uPos += item.uExtent + p[u].space
      } else {
        column = columnEnd.indices.min { columnEnd[$0] < columnEnd[$1] } ?? 0
        vPos = columnEnd[column] + p[v].space
      }
      setWork(item.node, u, pos: columnStart[column] + item.uHead, size: item.uSize)
      setWork(item.node, v, pos: vPos + item.vHead, size: item.vSize)
      columnEnd[column] = vPos + item.vExtent
      maxU = Swift.max(maxU, columnStart[column] + item.uExtent - p[u].headPad)
    }
    var size = total
    if size[u] == nil { size[u] = clampOwn(maxU + p[u].pads, p[u].size) }
    if size[v] == nil {
      let content = (columnEnd.max() ?? p[v].headPad) - p[v].headPad
      size[v] = clampOwn(Swift.max(0, content) + p[v].pads, p[v].size)
    }
    for k in childrenOf(c) where isGone(k) && !usesFrame(k) {
      setWork(k, u, pos: p[u].headPad, size: 0)
      setWork(k, v, pos: p[v].headPad, size: 0)
    }
    return Size(width: size.width ?? 0, height: size.height ?? 0)
  }
}
