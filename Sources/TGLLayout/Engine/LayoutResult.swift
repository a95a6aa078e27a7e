// What the engine produces: one frame per element in document order, plus reports.

import TGLSemantics

/// The computed frame of one element.
public struct LayoutItem: Sendable, Hashable {
  public var id: ElementID
  public var name: String?
  public var kind: ElementKind
  /// The frame in the parent's coordinates (the root's is in canvas coordinates, at 0, 0).
  public var frame: Rect
  /// The frame in the root's (canvas) coordinates.
  public var absolute: Rect
  /// False for `noLayout` views: computed (and taking up space) but never applied by the library.
  public var isApplied: Bool

  /// The element's path (`S/A`, `S/linear[2]/view[1]`), the same as `id.path`.
  public var path: String { id.path }
}

/// A finding of the engine: a dependency cycle, an ignored value, and so on.
public struct LayoutReport: Sendable, Hashable {
  /// What kind of problem the report describes.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A dependency cycle; `members` lists every element of the cycle in order.
    case cycle
    /// A wrapped container with a child whose size on the wrapped axis comes from the container (fill, a weight, a
    /// reference to it); `members` are the container, then the child. The lint decides which of these really
    /// leave a child without a size.
    case wrapCycle = "wrap-cycle"
    /// A value the container gives no meaning; it was ignored.
    case ignoredValue = "ignored-value"
    /// A reference to an element that is not a sibling (or the parent) of the referring one.
    case unresolvedReference = "unresolved-reference"
  }

  public var kind: Kind
  public var members: [ElementID]
  /// Each of `members` as its number in the document, in preorder (the root is 0): a reader of the document's elements
  /// by number (the lint) finds them without making and comparing paths.
  public var memberNumbers: [Int]
  /// A lowercase message without a trailing period.
  public var message: String

  public init(kind: Kind, members: [ElementID], memberNumbers: [Int] = [], message: String) {
    self.kind = kind
    self.members = members
    self.memberNumbers = memberNumbers
    self.message = message
  }
}

/// The frames of every element of a document, in document order, and the engine's reports.
public struct LayoutResult: Sendable, Hashable {
  public var items: LayoutItems
  public var reports: [LayoutReport]

  public init(items: [LayoutItem], reports: [LayoutReport]) {
    self.items = LayoutItems(items)
    self.reports = reports
  }

  init(items: LayoutItems, reports: [LayoutReport]) {
    self.items = items
    self.reports = reports
  }

  /// The item of the element with this name, if any.
  public func item(named name: String) -> LayoutItem? { items.first { $0.name == name } }
  /// The item with this path, if any.
  public func item(atPath path: String) -> LayoutItem? { items.first { $0.path == path } }
}
