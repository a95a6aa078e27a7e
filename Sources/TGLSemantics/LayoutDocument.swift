// A document: one root element and the directives `@canvas` and `@scale`.

/// One top-level element and its directives. Creating a document assigns every element its path and id.
public struct LayoutDocument: Sendable, Hashable {
  public private(set) var root: Element
  /// `@canvas W, H`.
  public var canvas: Size?
  /// `@scale S`.
  public var scale: Double?

  public init(root: Element, canvas: Size? = nil, scale: Double? = nil) {
    var root = root
    LayoutDocument.assignPaths(&root, parentPath: nil, index: 1)
    self.root = root
    self.canvas = canvas
    self.scale = scale
  }

  /// Every element in document (pre-)order.
  public var elements: [Element] {
    var result: [Element] = []
    func visit(_ element: Element) {
      result.append(element)
      for child in element.children { visit(child) }
    }
    visit(root)
    return result
  }

  /// Replaces the root (paths and ids are reassigned).
  public mutating func setRoot(_ newRoot: Element) {
    var newRoot = newRoot
    LayoutDocument.assignPaths(&newRoot, parentPath: nil, index: 1)
    root = newRoot
  }

  /// Changes the properties of the element at `indexPath` (child indices from the root; empty for the root) in
  /// place. Ids and paths stay; only the elements on the path are copied, the rest stays shared with copies of the
  /// document (so `LayoutCache` finds the change by identity). Does nothing when no element is at `indexPath`.
  public mutating func modifyProperties(at indexPath: [Int], _ body: (inout Properties) -> Void) {
    LayoutDocument.modifyProperties(of: &root, at: indexPath[...], body)
  }

  static func modifyProperties(
    of element: inout Element, at indexPath: ArraySlice<Int>, _ body: (inout Properties) -> Void
  ) {
    guard let first = indexPath.first else { return body(&element.properties) }
    guard element.children.indices.contains(first) else { return }
    modifyProperties(of: &element.children[first], at: indexPath.dropFirst(), body)
  }

  static func assignPaths(_ element: inout Element, parentPath: String?, index: Int) {
    let own = element.name ?? "\(element.kind.rawValue)[\(index)]"
    let path = parentPath.map { "\($0)/\(own)" } ?? own
    element.path = path
    element.id = ElementID(path)
    var counts: [ElementKind: Int] = [:]
    for i in element.children.indices {
      let kind = element.children[i].kind
      let n = (counts[kind] ?? 0) + 1
      counts[kind] = n
      assignPaths(&element.children[i], parentPath: path, index: n)
    }
  }
}
