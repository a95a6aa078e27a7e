// The names of a document's elements, as a table made when a reference by name, or a rule that looks a view up by
// its name, first reads it, and kept for the file's other readers.

/// Every named element of a document by name, numbered in document order. One dictionary entry per name and one
/// integer per element: names are almost always unique, and an array per name cost more than the lookups.
struct ElementNames: Sendable {
  /// The first element with each name.
  private(set) var first: [String: Int] = [:]
  /// Per element, the next element with the same name; -1 for none (and for unnamed elements).
  private var following: [Int] = []
  /// Per element that is the first of its name, the last element with the name so far (others: unused).
  private var last: [Int] = []

  /// A table for `count` elements (at most `count` names).
  init(capacity count: Int = 0) {
    first.reserveCapacity(count)
    following.reserveCapacity(count)
    last.reserveCapacity(count)
  }

  /// Adds the next element of the document (elements are added in document order, starting at 0).
  mutating func add(_ name: String?) {
    let index = following.count
    following.append(-1)
    last.append(index)
    guard let name else { return }
    // One hash per element: the name's entry is read, or made with this element, in place. A repeated name (the
    // elements of a component used several times) is chained after its last element, kept with its first.
    let head = Self.value(&first[name, default: index])
    guard head != index else { return }
    following[last[head]] = index
    last[head] = index
  }

  @inline(__always) private static func value(_ entry: inout Int) -> Int { entry }

  func contains(_ name: String) -> Bool { first[name] != nil }

  /// The elements named `name`, in document order.
  func elements(named name: String) -> Elements { elements(from: first[name] ?? -1) }

  /// The elements with the name of element `start`, from it on (`start` from `first`).
  func elements(from start: Int) -> Elements { Elements(start: start, following: following) }

  /// The elements with one name, walked along the chain.
  struct Elements: Sequence, IteratorProtocol {
    fileprivate var start: Int
    fileprivate let following: [Int]

    var isEmpty: Bool { start < 0 }
    /// The first element (document order).
    var first: Int? { start >= 0 ? start : nil }
    /// True when more than one element has the name.
    var isRepeated: Bool { start >= 0 && following[start] >= 0 }

    mutating func next() -> Int? {
      guard start >= 0 else { return nil }
      defer { start = following[start] }
      return start
    }
  }
}

/// The name tables of a file's documents (`ElementNames`), each made when it is first read and kept: a view is looked
/// up by name only for a reference to it (`B.right`), a constraint the lowering refuses and a relative layout's anchor,
/// which most documents lack, and hashing the name of every expanded element of every file cost more than the rules
/// that read them. `duplicate-name` makes a table of its own, of the elements written outside uses.
/// Read by one lint run, on one thread (as `ConstraintAnalyses`).
final class DocumentNames: @unchecked Sendable {
  private let elements: ElementTable
  private var made: [ElementNames?]

  init(_ elements: ElementTable) {
    self.elements = elements
    made = Array(repeating: nil, count: elements.documents.count)
  }

  /// The names of document `d`'s elements, numbered in the document.
  subscript(d: Int) -> ElementNames {
    if let names = made[d] { return names }
    let document = elements.documents[d]
    // Sized once, the number of elements known: at most one name each.
    var names = ElementNames(capacity: document.count)
    for i in document { names.add(elements.name[i]) }
    made[d] = names
    return names
  }
}
