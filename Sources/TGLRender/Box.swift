// The elements of a panel ready to draw: frame, depth, paint, padding and visibility, in document order.

import TGLLayout
import TGLSemantics

/// One element as the picture sees it.
struct Box {
  enum Style: Equatable {
    /// A container or leaf drawn as a filled rectangle.
    case solid
    /// A `spacer`: outlined with dashes, never filled.
    case spacer
  }

  var item: LayoutItem
  var kind: ElementKind
  var depth: Int
  /// The frame in the root's coordinates.
  var frame: Rect
  /// What is drawn: the frame, except for a spacer without thickness, which is drawn across its parent's
  /// inner rectangle so that the space it takes shows.
  var displayFrame: Rect
  var paint: Paint
  /// The element has a `background` (the design draws only those; the blueprint colours every box).
  var hasBackground = false
  var style: Style
  /// Invisible, or inside an invisible view: drawn faded.
  var isFaded: Bool
  /// Padding as drawn: left and right already mirrored for right-to-left layouts. Zero for leaves.
  var padding: EdgeInsets
  /// The index of the first box after this one's subtree.
  var subtreeEnd: Int
  /// A label's text or a button's title, as the device shows it.
  var text: BoxText? = nil

  /// The label's main text: the name, or the path of an unnamed element.
  var name: String { item.name ?? item.path }
  /// The last path component (`view[2]`), the fallback label of an unnamed element.
  var shortName: String { item.name ?? String(item.path.split(separator: "/").last ?? Substring(item.path)) }
  var sizeText: String { SVGText.size(width: frame.width, height: frame.height) }
  /// The size, and `noLayout` when the library does not apply the frame.
  var detailText: String { sizeText + (item.isApplied ? "" : " · noLayout") }
  var isLeaf: Bool { !kind.isContainer }

  /// The frame less the padding (empty, not negative, when the padding is larger than the frame).
  var innerFrame: Rect {
    let left = min(frame.maxX, frame.x + padding.left)
    let top = min(frame.maxY, frame.y + padding.top)
    return Rect(
      x: left, y: top, width: max(0, frame.maxX - padding.right - left),
      height: max(0, frame.maxY - padding.bottom - top))
  }
}

/// Padding on the four sides of a rectangle, as drawn.
struct EdgeInsets: Equatable {
  var top = 0.0
  var left = 0.0
  var bottom = 0.0
  var right = 0.0

  var isZero: Bool { top <= 0 && left <= 0 && bottom <= 0 && right <= 0 }
}

/// The boxes of one laid-out document and the elements left out because they are gone.
struct BoxList {
  var boxes: [Box] = []
  /// Paths of the `gone` elements (their subtrees are not listed separately).
  var gone: [String] = []

  init(document: LayoutDocument, environment: Environment, result: LayoutResult) {
    let items = Array(result.items)
    var itemIndex: [ElementID: Int] = [:]
    for (index, item) in items.enumerated() where itemIndex[item.id] == nil {
      itemIndex[item.id] = index
    }
    var cursor = 0
    visit(document.root, parent: nil, depth: 0, faded: false, environment, items, itemIndex, &cursor)
  }

  private mutating func visit(
    _ element: Element, parent: Int?, depth: Int, faded: Bool, _ environment: Environment, _ items: [LayoutItem],
    _ itemIndex: [ElementID: Int], _ cursor: inout Int
  ) {
    // Items are in document order, so the cursor normally points at this element's item already.
    let index: Int? =
      cursor < items.count && items[cursor].id == element.id ? cursor : itemIndex[element.id]
    cursor = (index ?? cursor) + 1
    guard let index else { return }
    let item = items[index]
    let properties = element.resolvedProperties(in: environment)
    let visibility = properties.visibility ?? .visible
    if visibility == .gone {
      gone.append(item.path)
      skip(element, items, &cursor)
      return
    }
    let isFaded = faded || (visibility == .invisible && element.kind != .spacer)
    let position = boxes.count
    var displayFrame = item.absolute
    if element.kind == .spacer, let parent {
      displayFrame = Self.spacerFrame(item.absolute, in: boxes[parent])
    }
    boxes.append(
      Box(
        item: item, kind: element.kind, depth: depth, frame: item.absolute, displayFrame: displayFrame,
        paint: Palette.paint(depth: depth, background: properties.background),
        style: element.kind == .spacer ? .spacer : .solid, isFaded: isFaded,
        padding: element.kind.isContainer
          ? Self.padding(properties, environment, isRoot: parent == nil) : EdgeInsets(),
        subtreeEnd: position + 1,
        text: BoxText(properties, kind: element.kind, frame: item.absolute, environment: environment)))
    boxes[position].hasBackground = properties.background != nil
    for child in element.children {
      visit(child, parent: position, depth: depth + 1, faded: isFaded, environment, items, itemIndex, &cursor)
    }
    boxes[position].subtreeEnd = boxes.count
  }

  /// Moves the cursor past the items of `element`'s subtree.
  private func skip(_ element: Element, _ items: [LayoutItem], _ cursor: inout Int) {
    let count = element.subtreeCount - 1
    cursor = min(items.count, cursor + count)
  }

  /// A spacer without height spans its parent's inner height, one without width its parent's inner width.
  static func spacerFrame(_ frame: Rect, in parent: Box) -> Rect {
    let inner = parent.innerFrame
    if frame.height <= 0, frame.width > 0, inner.height > 0 {
      return Rect(x: frame.x, y: inner.y, width: frame.width, height: inner.height)
    }
    if frame.width <= 0, frame.height > 0, inner.width > 0 {
      return Rect(x: inner.x, y: frame.y, width: inner.width, height: frame.height)
    }
    return frame
  }

  /// The padding on each side as drawn: leading is the left side, or the right one right to left. The root's
  /// holds the safe-area insets it takes (code notes §10, TangramKit; `SafeAreaPadding`).
  static func padding(_ properties: Properties, _ environment: Environment, isRoot: Bool) -> EdgeInsets {
    func valid(_ value: Double?) -> Double {
      guard let value, value.isFinite else { return 0 }
      return max(0, value)
    }
    let rtl = environment.rtl
    let safe = isRoot ? SafeAreaPadding(root: properties, in: environment) : .none
    let padded = safe.applied(
      leading: valid(properties.leadingPadding ?? (rtl ? properties.rightPadding : properties.leftPadding)),
      trailing: valid(properties.trailingPadding ?? (rtl ? properties.leftPadding : properties.rightPadding)),
      top: valid(properties.topPadding), bottom: valid(properties.bottomPadding))
    let leading = valid(padded.leading)
    let trailing = valid(padded.trailing)
    return EdgeInsets(
      top: valid(padded.top), left: rtl ? trailing : leading, bottom: valid(padded.bottom),
      right: rtl ? leading : trailing)
  }
}
