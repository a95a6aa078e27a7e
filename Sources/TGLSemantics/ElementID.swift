// The identity of an element: its path in the document, stable while the element keeps its place and name.

/// Identifies an element by its path (`S/A` for a named view, `S/linear[2]/view[1]` for unnamed ones).
public struct ElementID: Sendable, Hashable, CustomStringConvertible {
  public var path: String
  public init(_ path: String) { self.path = path }
  public var description: String { path }
}
