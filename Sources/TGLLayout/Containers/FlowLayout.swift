// Flow layouts: items run along lines (rows of a vertical flow, columns of a horizontal one) that stack up
// (TangramKit §3.7; a content flow's wrapped line axis follows the target library, code notes §2).

import TGLSemantics

/// One item of a flow line: its element, sizes and spacing margins on the line (u) and stacking (v) axes.
struct FlowItem {
  var node: Int
  var uSize: Double
  var vSize: Double
  var uHead: Double
  var uTail: Double
  var vHead: Double
  var vTail: Double
  var uExtent: Double { uHead + uSize + uTail }
  var vExtent: Double { vHead + vSize + vTail }
}

extension LayoutEngine {
  mutating func layoutFlow(_ container: Int, _ input: SizeInput) -> Size {
    let p = props[container]
    let v: Axis = p.orientation == .vertical ? .vertical : .horizontal
    let u = v.other
    let kids = layoutChildren(container)
    resetScratch(childrenOf(container))
    var total = Inner(width: input.width, height: input.height)
    var inner = Inner()
    for axis in Axis.both { inner[axis] = total[axis].map { Swift.max(0, $0 - p[axis].pads) } }
    let paging = flowPaging(container, u, v, total: total)
    // A content flow whose line axis wraps: TangramKit 1.4.2 does not compute that wrap and keeps the current size
    // (code notes §2), which for a `.tgl` file is a new view's 0 (the "no bounds" deviations); MyLayout 2.0
    // (`language.md` §13.2) lines the items up along it, up to the `max`.
    let keepsLineSize = library == .tangramKit && p.arrangedCount == 0 && paging == nil && total[u] == nil
    let limit: Double =
      keepsLineSize
      ? 0
      : paging?.lineLimit ?? inner[u] ?? numericMax(p[u].size).map { Swift.max(0, $0 - p[u].pads) }
        ?? Double.infinity
    var broke = false
    let lines: [[FlowItem]]
    if p.arrangedCount > 0 {
      lines = flowCountLines(
        kids, u, v, count: p.arrangedCount, limit: limit, inner: inner, paging: paging?.itemExtent)
    } else {
      var items = kids.map { flowItem($0, u, v, inner: inner) }
      if p.autoArrange && limit.isFinite { items = autoArranged(items, limit: limit, space: p[u].space) }
      lines = flowContentLines(items, u, v, limit: limit, inner: inner, broke: &broke)
    }
    if p.autoArrange && p.arrangedCount > 0 {
      let extent = layoutMasonry(container, lines.flatMap { $0 }, u, v, count: p.arrangedCount)
      finishFlowSize(container, &total, u, v, content: extent, paging: paging, items: kids.count)
      return Size(width: total.width ?? 0, height: total.height ?? 0)
    }
    var lineItems = lines
    var vPos = p[v].headPad
    var content = Inner(width: 0, height: 0)
    var lineStarts: [Double] = []
    var lineHeights: [Double] = []
    var pageOffsets: [Double] = []
    var pageOffset = 0.0
    // §3.7 step 5: `arrangedGravity` between on the stacking axis = compact columns (count flows, unpaged).
    let compact = p.arrangedCount > 0 && paging == nil && p[v].arrangedGravity == .between
    var columnEnds: [Double] = []
    var itemStarts: [[Double]] = []
    for n in lineItems.indices {
      if let paging, paging.startsPage(line: n, count: p.arrangedCount) {
        if paging.alongLines {
          // §3.7 step 2, pages left to right: the next page starts one parent width further (less the leading
          // padding outside a paging scroll view), at the top padding.
          pageOffset += paging.pageStep
          vPos = p[v].headPad
        } else if paging.scrollPaging {
          // Pages top to bottom in a paging scroll view: a page ends with the bottom padding (not a vspace) and the
          // next one starts with the top padding. Elsewhere the lines simply go on.
          vPos += p[v].tailPad + p[v].headPad - p[v].space
        }
      }
      for i in lineItems[n].indices where isWeightSize(axisProps(lineItems[n][i].node, v).size) {
        lineItems[n][i].vSize = flowWeightedCross(lineItems[n][i], v, total: total[v], vPos: vPos, container: container)
      }
      let height = lineItems[n].reduce(0.0) { Swift.max($0, $1.vExtent) }
      let extent = flowLineExtent(lineItems[n], p[u].space)
      content[u] = Swift.max(content[u] ?? 0, pageOffset + extent)
      lineStarts.append(vPos)
      lineHeights.append(height)
      pageOffsets.append(pageOffset)
      if compact {
        // Each item starts just below the item in its column of the previous line (every line but the last has
        // `arrangedCount` items, so the column above always exists); the content ends at the lowest column.
        let starts = lineItems[n].indices.map { n == 0 ? vPos : columnEnds[$0] + p[v].space }
        let ends = zip(starts, lineItems[n]).map { start, item in
          let placed = flowCrossPlacement(item, container, v, lineStart: start, lineHeight: height, compact: true)
          return placed.pos + placed.size + item.vTail
        }
        columnEnds = ends + columnEnds.dropFirst(lineItems[n].count)
        itemStarts.append(starts)
        let lowest = columnEnds.max() ?? vPos
        content[v] = Swift.max(content[v] ?? 0, lowest - p[v].headPad)
        vPos = lowest + p[v].space
      } else {
        content[v] = Swift.max(content[v] ?? 0, vPos + height - p[v].headPad)
        vPos += height + p[v].space
      }
    }
    if keepsLineSize {
      // TangramKit: the kept size (0), clamped by the own min/max like every wrapped size (code notes §2).
      total[u] = clampOwn(0, p[u].size)
      if !kids.isEmpty {
        let dimension = u == .horizontal ? "width" : "height"
        report(
          .ignoredValue, [container],
          "TangramKit 1.4.2 does not compute a content flow's wrapped \(dimension): the flow keeps its current "
            + "\(dimension), 0 for a new view, and its items are placed against it; give the flow a \(dimension)")
      }
    } else if broke && limit.isFinite && total[u] == nil {
      content[u] = limit
    }
    finishFlowSize(container, &total, u, v, content: content, paging: paging, items: kids.count)
    // Pages along the lines align each line within its page; otherwise within the flow.
    let innerU = paging?.lineLimit ?? Swift.max(0, (total[u] ?? 0) - p[u].pads)
    let shifts = flowStackShifts(container, v, count: lines.count, content: content[v] ?? 0, total: total[v] ?? 0)
    for n in lineItems.indices {
      let isLast = n == lineItems.count - 1
      let short = p.arrangedCount == 0 || lineItems[n].count < p.arrangedCount
      placeFlowLine(
        lineItems[n], container, u, v, lineStart: lineStarts[n] + shifts[n], lineHeight: lineHeights[n], innerU: innerU,
        pageOffset: pageOffsets[n], spreadAllowed: !(isLast && short) || p.lastlinePolicy == .always,
        itemStarts: compact ? itemStarts[n].map { $0 + shifts[n] } : nil)
      if isLast && short && n > 0 && p.arrangedCount > 0 && p.lastlinePolicy == .auto
        && [.between, .around, .among, .fill].contains(p[u].gravity)
      {
        // `auto`: the short last line lines its items up with the items above.
        for (i, item) in lineItems[n].enumerated() where i < lineItems[n - 1].count {
          let above = lineItems[n - 1][i].node
          setWork(item.node, u, pos: workPos(above, u), size: p[u].gravity == .fill ? workSize(above, u) : item.uSize)
        }
      }
    }
    placeGoneFlowChildren(container, u, v)
    return Size(width: total.width ?? 0, height: total.height ?? 0)
  }

  /// The wrapped sizes of a flow from its content (without paddings); in a paging scroll view, a paged flow's
  /// wrapped size along the pages is at least its pages (§3.7 step 7: rounded up to whole pages).
  mutating func finishFlowSize(
    _ container: Int, _ total: inout Inner, _ u: Axis, _ v: Axis, content: Inner, paging: FlowPaging?, items: Int
  ) {
    let p = props[container]
    for axis in [u, v] where total[axis] == nil {
      var wrapped = (content[axis] ?? 0) + p[axis].pads
      if let paging, paging.scrollPaging, paging.alongLines == (axis == u) {
        wrapped = Swift.max(wrapped, Double(paging.pages(items: items)) * paging.pageLength)
      }
      total[axis] = clampOwn(wrapped, p[axis].size)
    }
  }

  /// Gone children sit at the start of the content, with no size.
  mutating func placeGoneFlowChildren(_ container: Int, _ u: Axis, _ v: Axis) {
    let p = props[container]
    for child in childrenOf(container) where isGone(child) && !usesFrame(child) {
      setWork(child, u, pos: p[u].headPad, size: 0)
      setWork(child, v, pos: p[v].headPad, size: 0)
    }
  }

  func isWeightSize(_ s: ESize?) -> Bool {
    switch s?.kind {
    case .weight?, .fill?, .average?: return true
    default: return false
    }
  }

  func sizeWeight(_ s: ESize?) -> Double {
    switch s?.kind {
    case .weight(let w)?: return Swift.max(0, sanitized(w))
    case .fill?, .average?: return 100
    default: return 0
    }
  }

  func flowLineExtent(_ items: [FlowItem], _ space: Double) -> Double {
    guard !items.isEmpty else { return 0 }
    return items.reduce(0.0) { $0 + $1.uExtent } + space * Double(items.count - 1)
  }

  /// A new item with its fixed sizes; weighted sizes are 0 until the line decides them.
  /// With `averaged`, the item's size along the line is that share of the line (a count flow's `fill` gravity),
  /// whatever its own size says.
  /// With `paging`, the sizes a page gives (margins included) replace the sizes that do not set one themselves.
  mutating func flowItem(_ child: Int, _ u: Axis, _ v: Axis, inner: Inner, averaged: Double? = nil, paging: Inner? = nil)
    -> FlowItem
  {
    let a = props[child]
    var item = FlowItem(
      node: child, uSize: 0, vSize: 0, uHead: absPos(a[u].head), uTail: absPos(a[u].tail), vHead: absPos(a[v].head),
      vTail: absPos(a[v].tail))
    if let averaged {
      item.uSize = Swift.max(0, averaged - item.uHead - item.uTail)
      setScratch(child, u, item.uSize)
    }
    for axis in [u, v] where !isWeightSize(a[axis].size) && !(axis == u && averaged != nil) {
      var s: Double
      if let page = paging?[axis], takesPageSize(child, axis) {
        s = Swift.max(0, page - (axis == u ? item.uHead + item.uTail : item.vHead + item.vTail))
      } else {
        s = commonSize(child, axis, inner: inner, other: scratch(child, axis.other)) ?? 0
      }
      s = validMeasure(s, a[axis].size, node: child, axis: axis, inner: inner)
      setScratch(child, axis, s)
      if axis == u { item.uSize = s } else { item.vSize = s }
    }
    return item
  }

  /// Count flows: `count` items per line; weighted sizes share what the line has left, in proportion.
  mutating func flowCountLines(
    _ kids: [Int], _ u: Axis, _ v: Axis, count: Int, limit: Double, inner: Inner, paging: Inner?
  ) -> [[FlowItem]] {
    var lines: [[FlowItem]] = []
    var start = 0
    let space = kids.first.map { props[tree.nodes[$0].parent][u].space } ?? 0
    // A count flow's `fill` gravity gives every item the same share of the line (TangramKit's averageArrange).
    let filled = kids.first.map { axisProps(tree.nodes[$0].parent, u).gravity == .fill } ?? false
    let averaged: Double? =
      filled && limit.isFinite ? (limit - Double(count - 1) * space) / Double(count) : nil
    while start < kids.count {
      let slice = kids[start..<Swift.min(kids.count, start + count)]
      var items = slice.map { flowItem($0, u, v, inner: inner, averaged: averaged, paging: paging) }
      let weighted =
        averaged != nil ? [] : items.indices.filter { isWeightSize(axisProps(items[$0].node, u).size) }
      if !weighted.isEmpty {
        var left = limit.isFinite ? limit - flowLineExtent(items, space) : 0
        left = Swift.max(0, left)
        var weights = weighted.reduce(0.0) { $0 + sizeWeight(props[items[$1].node][u].size) }
        for i in weighted {
          let w = sizeWeight(props[items[i].node][u].size)
          let share = weights > 0 ? roundToPixel(left * w / weights, scale: scale) : 0
          left -= share
          weights -= w
          let s = props[items[i].node][u].size
          items[i].uSize = validMeasure(measure(share, s), s, node: items[i].node, axis: u, inner: inner)
          setScratch(items[i].node, u, items[i].uSize)
          refreshFlowCross(&items[i], u, v, inner: inner)
        }
      }
      lines.append(items)
      start += count
    }
    return lines
  }

  /// Content flows: items fill a line until the next one does not fit; a weight is a share of what is left.
  mutating func flowContentLines(
    _ items: [FlowItem], _ u: Axis, _ v: Axis, limit: Double, inner: Inner, broke: inout Bool
  ) -> [[FlowItem]] {
    var lines: [[FlowItem]] = []
    var line: [FlowItem] = []
    var used = 0.0
    let space = items.first.map { props[tree.nodes[$0.node].parent][u].space } ?? 0
    for var item in items {
      let child = item.node
      let s = axisProps(child, u).size
      if isWeightSize(s) {
        // TangramKit 1.4.2 (code notes §9, `tgLayoutSubviewsForVertContent` and its horizontal twin): the room left in
        // the line already has both margins taken off, and the width takes them off a second time, so a `fill` with
        // margins 3 + 3 in 70 points of room is 58 wide; the line's spare room goes to the gravity. MyLayout 2.0
        // takes the margins off once.
        var left = limit - used - (line.isEmpty ? 0 : space) - item.uHead - item.uTail
        if left <= 0 || !left.isFinite { left = limit.isFinite ? limit : 0 }
        let w = sizeWeight(s)
        item.uSize = Swift.max(0, (left + (s?.increment ?? 0)) * w / 100 - item.uHead - item.uTail)
        item.uSize = validMeasure(item.uSize, s, node: child, axis: u, inner: inner)
        setScratch(child, u, item.uSize)
        refreshFlowCross(&item, u, v, inner: inner)
      }
      if lines.isEmpty && line.isEmpty && item.uExtent > limit + 0.0001 {
        // TangramKit's quirk (code notes §2): a first item wider than the line fires the line break with an empty
        // line before it, so the first line starts one space below the top padding.
        lines.append([])
        broke = true
      }
      if !line.isEmpty && used + space + item.uExtent > limit + 0.0001 {
        lines.append(line)
        line = []
        used = 0
        broke = true
      }
      if line.isEmpty && limit.isFinite && item.uExtent > limit {
        item.uSize = Swift.max(0, limit - item.uHead - item.uTail)
        setScratch(child, u, item.uSize)
      }
      used += (line.isEmpty ? 0 : space) + item.uExtent
      line.append(item)
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Once a weighted size along the line is known, a size across that refers to it (`height: self.width`)
  /// is computed again.
  mutating func refreshFlowCross(_ item: inout FlowItem, _ u: Axis, _ v: Axis, inner: Inner) {
    let s = axisProps(item.node, v).size
    guard case .reference(let r)? = s?.kind, r.target == .this, r.attribute.isSize,
      (r.attribute == .width) == (u == .horizontal)
    else { return }
    item.vSize = validMeasure(measure(item.uSize, s), s, node: item.node, axis: v, inner: inner)
    setScratch(item.node, v, item.vSize)
  }

  /// A weighted size across the lines: a share of the space below (or right of) the current line.
  mutating func flowWeightedCross(_ item: FlowItem, _ v: Axis, total: Double?, vPos: Double, container: Int) -> Double {
    let s = axisProps(item.node, v).size
    guard let total else {
      report(.ignoredValue, [item.node], "a weight across the lines of a wrapped flow is ignored")
      return 0
    }
    let room = total - vPos - axisProps(container, v).tailPad
    // Code notes §2: measure((selfH − y − bottom padding) × w − top − bottom): multiple and increment apply after.
    let value = measure(room * sizeWeight(s) / 100 - item.vHead - item.vTail, s)
    let result = validMeasure(Swift.max(0, value), s, node: item.node, axis: v, inner: Inner())
    setScratch(item.node, v, result)
    return result
  }
}
