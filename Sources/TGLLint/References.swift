// The references of a property set, where each one is written, and the property sets of a file.

import TGLSemantics
import TGLSyntax

/// Where in a value a reference appears.
enum ReferencePlace: Hashable, Sendable {
  case value
  case arrayItem
  case minimum
  case maximum
}

/// One reference in a property set: `left: B.right` gives (left, B.right, value).
struct ReferenceUse: Hashable, Sendable {
  var key: PropertyKey
  var reference: Reference
  var place: ReferencePlace
  /// The value's multiple and increment (or offset), for messages.
  var multiple: Double = 1
  var increment: Double = 0
}

extension Properties {
  nonisolated(unsafe) static let positionKeys: [(PropertyKey, WritableKeyPath<Properties, PositionValue?>)] = [
    (.left, \.left), (.right, \.right), (.top, \.top), (.bottom, \.bottom), (.leading, \.leading),
    (.trailing, \.trailing), (.centerX, \.centerX), (.centerY, \.centerY), (.baseline, \.baseline),
  ]
  nonisolated(unsafe) static let sizeKeys: [(PropertyKey, WritableKeyPath<Properties, SizeValue?>)] = [
    (.width, \.width), (.height, \.height), (.columnSize, \.columnSize),
  ]

  /// Every reference in the positions, sizes and their bounds.
  var references: [ReferenceUse] {
    var out: [ReferenceUse] = []
    func bounds(_ key: PropertyKey, _ lo: Bound?, _ hi: Bound?) {
      if let lo, case .reference(let r) = lo.kind {
        out.append(ReferenceUse(key: key, reference: r, place: .minimum, multiple: lo.multiple, increment: lo.increment))
      }
      if let hi, case .reference(let r) = hi.kind {
        out.append(ReferenceUse(key: key, reference: r, place: .maximum, multiple: hi.multiple, increment: hi.increment))
      }
    }
    for (key, path) in Self.positionKeys {
      guard let v = self[keyPath: path] else { continue }
      switch v.kind {
      case .reference(let r): out.append(ReferenceUse(key: key, reference: r, place: .value, increment: v.offset))
      case .array(let rs): out += rs.map { ReferenceUse(key: key, reference: $0, place: .arrayItem) }
      default: break
      }
      bounds(key, v.min, v.max)
    }
    for (key, path) in Self.sizeKeys {
      guard let v = self[keyPath: path] else { continue }
      switch v.kind {
      case .reference(let r):
        out.append(ReferenceUse(key: key, reference: r, place: .value, multiple: v.multiple, increment: v.increment))
      case .array(let rs): out += rs.map { ReferenceUse(key: key, reference: $0, place: .arrayItem) }
      default: break
      }
      bounds(key, v.min, v.max)
    }
    return out
  }
}

extension ReferenceTarget {
  /// The name as written before the dot.
  var written: String {
    switch self {
    case .parent: return "parent"
    case .this: return "self"
    case .element(let name): return name
    }
  }
}

extension Reference {
  var written: String { "\(target.written).\(attribute.rawValue)" }
}

/// A property set of an element: its own block, or one of its `when` blocks.
struct PropertySet: Sendable {
  var element: Element
  var properties: Properties
  var written: [PropertyInfo]
  /// Nil for the element's own block.
  var variant: VariantInfo?

  func property(_ key: PropertyKey) -> PropertyInfo? { written.last { $0.keys.contains(key) } }
}

extension FileContext {
  /// Every element of every document, in document order, with its parent (nil for a root).
  func forEachElement(_ body: (Element, Element?, LayoutDocument) -> Void) {
    for document in lowering.documents {
      func visit(_ element: Element, _ parent: Element?) {
        body(element, parent, document)
        for child in element.children { visit(child, element) }
      }
      visit(document.root, nil)
    }
  }

  /// The property sets of an element: its block, then each `when` block.
  func propertySets(_ element: Element) -> [PropertySet] {
    guard let info = source[element] else { return [] }
    var out = [PropertySet(element: element, properties: element.properties, written: info.properties, variant: nil)]
    for variant in element.variants {
      guard let v = info.variant(at: variant.range.lowerBound) else { continue }
      out.append(PropertySet(element: element, properties: variant.overrides, written: v.properties, variant: v))
    }
    return out
  }
}

extension SourceIndex {
  /// The range of `use` in the written property: the reference expression, or with `nameOnly` its name.
  func range(of use: ReferenceUse, in property: PropertyInfo?, nameOnly: Bool = false) -> TextRange? {
    guard let property else { return nil }
    let scope: TextRange
    switch use.place {
    case .value, .arrayItem: scope = property.valueRange(of: use.key)
    case .minimum, .maximum:
      let wanted = use.place == .minimum
      scope = property.bounds.last { $0.isMinimum == wanted }?.range ?? property.valueRange
    }
    for node in property.syntax.syntax.descendants where node.kind == .memberExpr && scope.contains(node.range) {
      guard let ref = ExprSyntax(node).reference, ref.name == use.reference.target.written,
        ref.attribute == use.reference.attribute.rawValue
      else { continue }
      return nameOnly ? ref.nameToken.range : node.range
    }
    return scope
  }
}

extension FileContext {
  func range(of use: ReferenceUse, in property: PropertyInfo?, nameOnly: Bool = false) -> TextRange? {
    source.range(of: use, in: property, nameOnly: nameOnly)
  }
}

/// What a reference points at, seen from the referring element.
enum ResolvedTarget: Equatable {
  case parent
  case this
  case sibling(Int)
  /// An element of the document that is neither a sibling, nor the parent, nor the element itself.
  case other(Int)
  case unknown
}

extension DocumentContext {
  /// Resolves `target` from node `n`: by name, the element itself and the parent count as `self` and `parent`.
  func resolve(_ target: ReferenceTarget, from n: Int) -> ResolvedTarget {
    switch target {
    case .parent: return .parent
    case .this: return .this
    case .element(let name):
      guard let candidates = names[name], !candidates.isEmpty else { return .unknown }
      if candidates.contains(n) { return .this }
      let parent = nodes[n].parent
      if parent >= 0, candidates.contains(parent) { return .parent }
      if let sibling = candidates.first(where: { nodes[$0].parent == parent && parent >= 0 }) { return .sibling(sibling) }
      return .other(candidates[0])
    }
  }

  /// The range of a reference of node `n` in the written property that sets its key in this environment.
  func range(of use: ReferenceUse, _ n: Int, nameOnly: Bool = false) -> TextRange {
    source.range(of: use, in: property(n, use.key), nameOnly: nameOnly) ?? valueRange(n, use.key)
  }
}
