// Paged count flows (TangramKit §3.7 step 2, code notes §2): `pagedCount` items per page, a page being the
// superview's size. In tgl the superview is the parent, or the canvas for the root. TangramKit has two sets of
// formulas: one for a superview that is a UIScrollView with `isPagingEnabled` (every page is exactly the
// superview's size with the flow's paddings inside it), one for any other superview. A flow inside another layout
// has a layout as its superview, which is never a scroll view; the canvas of a root flow stands for the paging
// scroll view that paged flows are made for.

import TGLSemantics

/// How a count flow is paged.
struct FlowPaging {
  /// Items per page (`pagedCount`).
  var perPage: Int
  /// True when pages follow each other along the lines (left to right in a vertical flow whose width wraps),
  /// false when they stack up across the lines (top to bottom in a vertical flow).
  var alongLines: Bool
  /// The parent's size in the direction the pages follow each other: the length of one page.
  var pageLength: Double
  /// The room of a line when pages follow each other along the lines: the page less the paddings.
  var lineLimit: Double?
  /// Per axis, what each item takes from the page, margins included; nil where the page gives nothing.
  var itemExtent: Inner
  /// True when the superview is a paging scroll view (the canvas of a root flow): pages are whole superview
  /// sizes with both paddings inside each, and the wrapped size is at least the pages.
  var scrollPaging: Bool
  /// How far each page starts after the one before it, along the lines (pages along the lines only).
  var pageStep: Double

  /// Whether line `n` (of `count` items each) starts a new page: TangramKit checks `i % pagedCount == 0` for the
  /// first item `i` of every line but the first, so a `pagedCount` that is not a multiple of `count` breaks pages
  /// only where both meet.
  func startsPage(line n: Int, count: Int) -> Bool { n > 0 && (n * count) % perPage == 0 }

  /// The number of pages `items` fill (a wrapped size is rounded up to whole pages).
  func pages(items: Int) -> Int { (items + perPage - 1) / perPage }
}

extension LayoutEngine {
  /// True for a flow whose frames depend on its parent's size (`pagedCount` in a count flow).
  @inline(__always) func isPagedFlow(_ container: Int) -> Bool {
    tree.nodes[container].kind == .flow && props[container].pagedCount > 0 && props[container].arrangedCount > 0
  }

  /// A flow's previous results were computed with a parent size that may have changed since: forget them.
  mutating func forgetRuns(_ container: Int) {
    memo.lastInput[slot(container)] = .unset
    memo.recentCount[slot(container)] = 0
  }

  /// The paging of flow `container` (lines along `u`, stacked along `v`), or nil when it is not paged; reports the
  /// cases where TangramKit ignores `pagedCount` or where the page cannot be known.
  mutating func flowPaging(_ container: Int, _ u: Axis, _ v: Axis, total: Inner) -> FlowPaging? {
    let p = props[container]
    guard p.pagedCount > 0 else { return nil }
    guard p.arrangedCount > 0 else {
      // §5.2: `tg_pagedCount` in a content flow is ignored.
      report(.ignoredValue, [container], "a content flow ignores 'pagedCount' (paging needs an 'arrangedCount'); the flow is laid out unpaged")
      return nil
    }
    // §3.7 step 2: lines per page = pagedCount / arrangedCount, an integer division; with none TangramKit divides
    // by zero.
    let linesPerPage = p.pagedCount / p.arrangedCount
    guard linesPerPage > 0 else {
      report(
        .ignoredValue, [container],
        "'pagedCount' (\(p.pagedCount)) is less than 'arrangedCount' (\(p.arrangedCount)), so a page holds no whole line; the flow is laid out unpaged"
      )
      return nil
    }
    // A wrapped size along the lines makes pages follow each other along them, else they stack up across them.
    var alongLines = false
    if case .wrap? = axisProps(container, u).size?.kind { alongLines = true }
    let pageAxis = alongLines ? u : v
    guard let page = parentLength(container, pageAxis) else {
      reportCycle([tree.nodes[container].parent, container], "a paged flow whose page is the \(axisName(pageAxis)) of a parent that wraps it")
      return nil
    }
    // With a paging scroll view, the gaps of a page are between its items only and both paddings are inside it:
    // item = (length − paddings − (k − 1) · space) / k, margins included. Any other superview gives the page
    // less the leading padding and k spaces: item = (length − head padding − k · space) / k (code notes §2).
    let scrollPaging = tree.nodes[container].parent < 0
    let count = Double(p.arrangedCount)
    let lines = Double(linesPerPage)
    var extent = Inner()
    func share(_ length: Double, _ axis: Axis, _ child: Double, ofPage: Bool) -> Double {
      guard ofPage && !scrollPaging else { return (length - p[axis].pads - (child - 1) * p[axis].space) / child }
      return (length - p[axis].headPad - child * p[axis].space) / child
    }
    let uLength = alongLines ? page : total[u]
    let vLength = alongLines ? total[v] : page
    if let uLength { extent[u] = share(uLength, u, count, ofPage: alongLines) }
    if let vLength {
      extent[v] = share(vLength, v, lines, ofPage: !alongLines)
    } else if case .wrap? = axisProps(container, v).size?.kind {
      // Pages along the lines take the item size across them from the flow's own size, which wraps the items.
      reportCycle([container], "a paged flow whose items take their \(axisName(v)) from its own wrapped \(axisName(v))")
    }
    // Otherwise the size is only unknown while the parent measures the other axis; the items' sizes across the
    // lines do not change the flow's size along them, and the final pass has both.
    // Without a paging scroll view a full line of page items spans the page less the head padding and one space.
    let lineRoom = scrollPaging ? page - p[u].pads : page - p[u].headPad - p[u].space
    return FlowPaging(
      perPage: p.pagedCount, alongLines: alongLines, pageLength: page,
      lineLimit: alongLines ? Swift.max(0, lineRoom) : nil, itemExtent: extent, scrollPaging: scrollPaging,
      pageStep: scrollPaging ? page : page - p[u].headPad)
  }

  /// The size of `container`'s parent on `axis` while it lays `container` out (the canvas for the root), or nil when the parent
  /// wraps on that axis: its size then depends on `container`.
  func parentLength(_ container: Int, _ axis: Axis) -> Double? {
    let parent = tree.nodes[container].parent
    guard parent >= 0 else {
      return sanitized(axis == .horizontal ? environment.canvas.width : environment.canvas.height)
    }
    if case .wrap? = axisProps(parent, axis).size?.kind { return nil }
    // `memo.runInputs` ends with `container`'s own input; the parent's comes just before it.
    guard memo.runInputs.count >= 2 else { return nil }
    return memo.runInputs[memo.runInputs.count - 2][axis]
  }

  /// Whether child `child` takes its size on `axis` from the page. TangramKit sets the paging size first and lets
  /// a number or a reference replace it (§3.7 steps 3–4); a child layout's wrap is cleared under paging (line 448),
  /// while a leaf's wrapped height is still its content height (the "flex height" of step 4). Weights keep
  /// their meaning.
  func takesPageSize(_ child: Int, _ axis: Axis) -> Bool {
    switch axisProps(child, axis).size?.kind {
    case nil, .none?, .array?: return true
    case .wrap?: return isContainer(child) || axis == .horizontal
    case .number?, .reference?, .weight?, .fill?, .average?: return false
    }
  }

  func axisName(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
}
