// One element of a document: a container or a leaf, with its properties, variants and children.

/// An element. `path` (and with it `id`) is assigned by `LayoutDocument` from the element's place in the tree, except
/// in a document made without paths for a reader that makes them (`ElementPaths.swift`).
public struct Element: Sendable, Hashable {
  /// The element's identity: its path. Made from `path` when read rather than stored beside it, where every copy
  /// of an element retained the same string twice.
  public var id: ElementID { ElementID(path) }
  public var kind: ElementKind
  /// The name written after the kind (`view A`), if any; names are unique within a document.
  public var name: String?
  /// `S/A` for named elements, `S/linear[2]/view[1]` for unnamed ones.
  public var path: String
  /// The source range in UTF-8 bytes (empty for hand-built models).
  public var range: Range<Int>
  /// The properties written in the element's block (and its header arguments).
  public var properties: Properties
  /// The element's `when` blocks, in source order.
  public var variants: [Variant]
  public var children: [Element]
  /// A constraints container's equations, in source order (empty for every other kind).
  public var constraints: [LayoutConstraint] = []
  /// The scope of names the element belongs to: 0 for a file's own elements, else the number the expansion gave
  /// the use of a component it was expanded in (design-whole-app.md §1.4: a component's names are its own, per use).
  /// A name is unique within its scope, and a reference written in an element means the element of that name in the
  /// referrer's scope: `(name, scope)` is the element's identity for references. A use's root is an element of
  /// its caller's scope (it carries the use's name).
  public var scope: Int32 = 0
}

// The initializers delegate to the memberwise one (`Element(kind:name:path:range:properties:variants:children:...)`,
// which is why none is declared in the struct's body): an initializer that assigns the fields one by one built the
// element in a temporary and copied it out, a retain and a release of each of its references per element.
extension Element {
  public init(
    _ kind: ElementKind, name: String? = nil, properties: Properties = Properties(), variants: [Variant] = [],
    children: [Element] = [], range: Range<Int> = 0..<0
  ) {
    self.init(
      kind: kind, name: name, path: name ?? kind.rawValue, range: range, properties: properties, variants: variants,
      children: children)
  }

  /// Builds an element with its properties set in a closure (convenient for hand-built models).
  public init(
    _ kind: ElementKind, _ name: String? = nil, children: [Element] = [], _ configure: (inout Properties) -> Void
  ) {
    var properties = Properties()
    configure(&properties)
    self.init(kind, name: name, properties: properties, children: children)
  }

  /// The number of elements in this subtree, this one included.
  public var subtreeCount: Int {
    withUnsafePointer(to: self) { Element.count(from: $0) }
  }

  /// Counts through pointers, so that no element is copied; the children's buffer is read through a `Span`, which
  /// borrows the array where `withUnsafeBufferPointer` on it retained and released it.
  static func count(from pointer: UnsafePointer<Element>) -> Int {
    var count = 1
    pointer.pointee.children.span.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for k in buffer.indices { count += Element.count(from: base + k) }
    }
    return count
  }
}

/// A name in a scope of names (`Element.scope`): what identifies an element for a reference. The engine and the
/// generator look a reference up by its name in the referrer's scope.
public struct ScopedName: Hashable, Sendable {
  public var name: String
  public var scope: Int32
  public init(name: String, scope: Int32) {
    self.name = name
    self.scope = scope
  }
}
