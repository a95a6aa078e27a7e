// Where the elements of an expanded file come from (`ElementSource`), by each element's number: its place in preorder
// over the file's documents. The expansion lowers elements in that order and the linter numbers them so
// (`ElementTable`), so a walk over the documents or a rule about a numbered element reads its source at that place,
// in place; a table keyed by path hashed the whole path at each lookup, and could only be read by copying a source
// (a retain of each of its arrays, maps and records).

/// The sources of an expanded file's elements, by element number: the first document's root is 0, its first child 1,
/// and each document's root follows the last element of the one before it.
public struct ElementSources: Sendable, Equatable {
  /// The sources of the elements that have one, in preorder.
  @usableFromInline let sources: [ElementSource]
  /// Per element, the place of its source in `sources`, or -1 for an element without one.
  @usableFromInline let slots: [Int32]
  /// Per element, the number after its subtree (its next sibling's, when it has one): a lookup by path skips a
  /// subtree by it.
  let subtreeEnds: [Int32]
  /// The documents whose elements are numbered, for lookups by path.
  let documents: [LayoutDocument]

  /// No sources (a file that neither imports nor declares anything).
  public init() {
    sources = []
    slots = []
    subtreeEnds = []
    documents = []
  }

  /// The sources of `documents`' elements, `byElement[i]` element `i`'s (the expansion's record, one per element
  /// lowered, in preorder), moved out of it.
  init(_ documents: [LayoutDocument], byElement: inout [ElementSource?]) {
    var numbering = Numbering(byElement: byElement.count)
    byElement.withUnsafeMutableBufferPointer { byElement in
      for document in documents {
        withUnsafePointer(to: document.root) { Self.number($0, &byElement, &numbering) }
      }
    }
    self.documents = documents
    sources = numbering.sources
    slots = numbering.slots
    subtreeEnds = numbering.subtreeEnds
  }

  /// What numbering the elements makes.
  private struct Numbering {
    var sources: [ElementSource] = []
    var slots: [Int32] = []
    var subtreeEnds: [Int32] = []

    init(byElement count: Int) {
      sources.reserveCapacity(count)
      slots.reserveCapacity(count)
      subtreeEnds.reserveCapacity(count)
    }
  }

  /// Numbers the subtree of `element` from `numbering`'s count, each source moved from `byElement`. A static function
  /// with its state `inout` (a nested function's captured state is checked for exclusive access at each use), each
  /// child read in place through a pointer.
  private static func number(
    _ element: UnsafePointer<Element>, _ byElement: inout UnsafeMutableBufferPointer<ElementSource?>,
    _ numbering: inout Numbering
  ) {
    let index = numbering.slots.count
    if index < byElement.count, let source = byElement[index].take() {
      numbering.slots.append(Int32(numbering.sources.count))
      numbering.sources.append(source)
    } else {
      numbering.slots.append(-1)
    }
    numbering.subtreeEnds.append(0)
    element.pointee.children.span.withUnsafeBufferPointer { children in
      guard let base = children.baseAddress else { return }
      for k in children.indices { number(base + k, &byElement, &numbering) }
    }
    numbering.subtreeEnds[index] = Int32(numbering.slots.count)
  }

  /// True when no element has a source.
  public var isEmpty: Bool { sources.isEmpty }

  /// The number of elements numbered.
  public var count: Int { slots.count }

  /// The source of element `index`, copied; nil for an element without one (or past the last).
  public subscript(index: Int) -> ElementSource? {
    guard index >= 0, index < slots.count, slots[index] >= 0 else { return nil }
    return sources[Int(slots[index])]
  }

  /// `body` with the source of element `index` read in place (a copy of a source retains what it holds), or nil for
  /// an element without one.
  @inlinable
  public func withSource<R>(at index: Int, _ body: (UnsafePointer<ElementSource>) -> R) -> R? {
    guard index >= 0, index < slots.count else { return nil }
    let slot = Int(slots[index])
    guard slot >= 0 else { return nil }
    return sources.span.withUnsafeBufferPointer { body($0.baseAddress! + slot) }
  }

  /// The source of the element whose path is `path` (`Element.path`): of several elements with that path, the last
  /// with a source, in preorder. Found by walking down from the documents' roots.
  public subscript(path: String) -> ElementSource? {
    index(ofPath: path).flatMap { self[$0] }
  }

  /// The number of the element whose path is `path`: of several elements with that path (siblings of one name), the
  /// last with a source, in preorder; nil when none has one. The path is read part by part from the documents' roots
  /// down, each part compared in place with what each child adds to its parent's path (`ElementPaths.swift`): the
  /// documents' elements need not hold their paths, and a subtree is skipped by its end.
  public func index(ofPath path: String) -> Int? {
    var path = path
    return path.withUTF8 { bytes -> Int? in
      var parts: [LayoutDocument.PathPart] = []
      var start = 0
      for i in bytes.indices where bytes[i] == UInt8(ascii: "/") {
        parts.append(LayoutDocument.PathPart(bytes, start..<i))
        start = i + 1
      }
      parts.append(LayoutDocument.PathPart(bytes, start..<bytes.count))
      var found: Int?
      var root = 0
      documents.span.withUnsafeBufferPointer { documents in
        for d in documents.indices {
          guard root < slots.count else { return }
          withUnsafePointer(to: documents[d].root) { element in
            guard parts[0].names(element, ordinal: 1, in: bytes),
              let inDocument = lastIndex(of: bytes, parts, depth: 0, in: element, at: root)
            else { return }
            found = inDocument
          }
          root = Int(subtreeEnds[root])
        }
      }
      return found
    }
  }

  /// `index(ofPath:)` in the subtree of `element`, numbered `index`, whose path is the first `depth + 1` of `parts`.
  /// An unnamed part's children of its kind are counted as they come.
  private func lastIndex(
    of path: UnsafeBufferPointer<UInt8>, _ parts: [LayoutDocument.PathPart], depth: Int,
    in element: UnsafePointer<Element>, at index: Int
  ) -> Int? {
    if depth == parts.count - 1 { return slots[index] >= 0 ? index : nil }
    let part = parts[depth + 1]
    let counted = part.countedKind
    var found: Int?
    element.pointee.children.span.withUnsafeBufferPointer { children in
      guard let base = children.baseAddress else { return }
      var child = index + 1
      var ordinal = 0
      for k in children.indices {
        if base[k].kind == counted { ordinal += 1 }
        if part.names(base + k, ordinal: ordinal, in: path),
          let inChild = lastIndex(of: path, parts, depth: depth + 1, in: base + k, at: child)
        {
          found = inChild
        }
        child = Int(subtreeEnds[child])
      }
    }
    return found
  }

  /// The path of element `index` (`Element.path`), made from its place in its document; nil when there is no
  /// element `index`.
  public func path(ofElement index: Int) -> String? {
    var path: String?
    var parent: UnsafePointer<Element>?
    let found = forEachElement(downTo: index) { element, _ in
      defer { parent = element }
      guard let parent else {
        path = LayoutDocument.path(ofRoot: element)
        return
      }
      path = parent.pointee.children.span.withUnsafeBufferPointer { children in
        guard let base = children.baseAddress else { return path }
        return LayoutDocument.path(ofChild: element - base, in: children, parent: path ?? "")
      }
    }
    return found ? path : nil
  }

  /// `body` with each element from its document's root down to element `index`, and each one's number, outermost
  /// first (each read in place through a pointer); false when there is no element `index`.
  @discardableResult
  public func forEachElement(
    downTo index: Int, _ body: (UnsafePointer<Element>, Int) -> Void
  ) -> Bool {
    guard index >= 0, index < slots.count else { return false }
    var root = 0
    return documents.span.withUnsafeBufferPointer { documents in
      for d in documents.indices {
        let end = Int(subtreeEnds[root])
        if index < end {
          return withUnsafePointer(to: documents[d].root) { descend($0, at: root, to: index, body) }
        }
        root = end
        guard root < slots.count else { return false }
      }
      return false
    }
  }

  private func descend(
    _ element: UnsafePointer<Element>, at number: Int, to index: Int, _ body: (UnsafePointer<Element>, Int) -> Void
  ) -> Bool {
    body(element, number)
    if number == index { return true }
    return element.pointee.children.span.withUnsafeBufferPointer { children in
      guard let base = children.baseAddress else { return false }
      var child = number + 1
      for k in children.indices {
        let end = Int(subtreeEnds[child])
        if index < end { return descend(base + k, at: child, to: index, body) }
        child = end
      }
      return false
    }
  }

  public static func == (a: ElementSources, b: ElementSources) -> Bool {
    a.slots == b.slots && a.sources == b.sources
  }
}
