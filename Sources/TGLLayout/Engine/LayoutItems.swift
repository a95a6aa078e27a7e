// The items of a layout result, read from the engine's arrays when asked for rather than built after every run.

import TGLSemantics

/// Every element's `LayoutItem`, in document order.
///
/// A result of the engine keeps the engine's arrays (frames, kinds, parents, children) and the document, and makes
/// an item when it is read: a run does not pay for 100,000 items (two strings each) that a caller may never read,
/// as Taffy's and Yoga's compute calls do not. Reading one item by index walks down from the root (binary search
/// among the children on each level) and back up for the absolute origin; iterating walks the tree once.
public struct LayoutItems: RandomAccessCollection, Sendable, Hashable {
  /// The frames of an engine run, or nil when the items are given (`items`). (Not an enum with two payloads: Swift
  /// keeps such a tag in the pointer's spare bits, and LeakSanitizer, which looks for plain pointers, reported the
  /// frames of every cached result as leaked.)
  let frames: EngineFrames?
  let items: [LayoutItem]

  init(_ items: [LayoutItem]) {
    self.items = items
    frames = nil
  }

  init(_ frames: EngineFrames) {
    items = []
    self.frames = frames
  }

  public var startIndex: Int { 0 }

  public var endIndex: Int { frames?.slots.count ?? items.count }

  public subscript(position: Int) -> LayoutItem {
    if let frames { return frames.item(position) }
    return items[position]
  }

  public func makeIterator() -> Iterator {
    if let frames { return Iterator(frames: frames) }
    return Iterator(items: items)
  }

  /// Walks the items in document order; for an engine result, walks the document tree once.
  public struct Iterator: IteratorProtocol {
    var items: [LayoutItem]?
    var frames: EngineFrames?
    var index = 0
    /// The open levels of the walk: an element's children, the next one to visit and their parent's origin.
    var stack: [(children: [Element], next: Int, origin: Point)] = []

    init(items: [LayoutItem]) { self.items = items }

    init(frames: EngineFrames) {
      self.frames = frames
      stack = [(children: [frames.root], next: 0, origin: Point(x: 0, y: 0))]
    }

    public mutating func next() -> LayoutItem? {
      if let items { return index < items.count ? items[index] : nil }
      guard let frames else { return nil }
      while let top = stack.last, top.next == top.children.count { stack.removeLast() }
      guard !stack.isEmpty, index < frames.slots.count else { return nil }
      let top = stack.count - 1
      let child = stack[top].next
      stack[top].next += 1
      // The element is read in place (only its children are copied, when it has some), not copied whole.
      let (item, children) = stack[top].children.withUnsafeBufferPointer { buffer in
        let element = buffer.baseAddress! + child
        return (
          frames.item(index, element.pointee, parentOrigin: stack[top].origin),
          element.pointee.children.isEmpty ? nil : element.pointee.children
        )
      }
      index += 1
      if let children {
        stack.append((children: children, next: 0, origin: Point(x: item.absolute.x, y: item.absolute.y)))
      }
      return item
    }
  }

  /// Calls `body` with element `i` of the tree flattened into `childList` and `childStart` (see `LayoutEngine`),
  /// descending from `pointer` (element `container`): on each level, the last child that starts at or before `i` holds it
  /// (subtrees are contiguous in document order).
  static func element<R>(
    _ i: Int, from pointer: UnsafePointer<Element>, at container: Int, childList: [Int], childStart: [Int],
    _ body: (UnsafePointer<Element>) -> R
  ) -> R {
    var pointer = pointer
    var container = container
    while container != i {
      var low = childStart[container]
      var high = childStart[container + 1] - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if childList[mid] <= i { low = mid } else { high = mid - 1 }
      }
      let child = low - childStart[container]
      pointer = pointer.pointee.children.withUnsafeBufferPointer {
        assert(child < $0.count && childList[low] <= i, "element \(i) is not below \(container)")
        return $0.baseAddress! + child
      }
      container = childList[low]
    }
    return body(pointer)
  }

  public static func == (lhs: LayoutItems, rhs: LayoutItems) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for item in self { hasher.combine(item) }
  }
}

/// What an engine result keeps: the document and the engine's arrays (shared with the engine, not copied).
final class EngineFrames: Sendable {
  let root: Element
  let slots: [WorkSlot]
  let nodes: [NodeInfo]
  let childList: [Int]
  let childStart: [Int]
  /// Per element, the index of its property set; per set, `PropsTable`'s flags (for `isApplied`).
  let specIndex: [Int32]
  let flags: [UInt8]

  init(root: Element, engine: borrowing LayoutEngine) {
    self.root = root
    slots = engine.slots
    nodes = engine.tree.nodes
    childList = engine.tree.childList
    childStart = engine.tree.childStart
    specIndex = engine.props.index
    flags = engine.props.flags
  }

  /// The item of element `i`, found from the root.
  func item(_ i: Int) -> LayoutItem {
    let origin = parentOrigin(of: i)
    return withUnsafePointer(to: root) { element(i, from: $0, at: 0) { item(i, $0.pointee, parentOrigin: origin) } }
  }

  /// The sum of the origins of item `i`'s ancestors, from its parent up (the order fixes the last bit of the sum).
  func parentOrigin(of i: Int) -> Point {
    var origin = Point(x: 0, y: 0)
    var p = nodes[i].parent
    while p >= 0 {
      origin.x += slots[p].frame.x
      origin.y += slots[p].frame.y
      p = nodes[p].parent
    }
    return origin
  }

  /// Calls `body` with element `i`, descending from `pointer` (element `container`).
  func element<R>(_ i: Int, from pointer: UnsafePointer<Element>, at container: Int, _ body: (UnsafePointer<Element>) -> R) -> R
  {
    LayoutItems.element(i, from: pointer, at: container, childList: childList, childStart: childStart, body)
  }
  func item(_ i: Int, _ element: borrowing Element, parentOrigin: Point) -> LayoutItem {
    let frame = slots[i].frame
    let absolute = Rect(
      x: parentOrigin.x + frame.x, y: parentOrigin.y + frame.y, width: frame.width, height: frame.height)
    return LayoutItem(
      id: element.id, name: element.name, kind: nodes[i].kind, frame: frame, absolute: absolute,
      isApplied: flags[Int(specIndex[i])] & PropsTable.noLayoutFlag == 0)
  }
}
