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
  static let positionKeys: [PropertyKey] = [
    .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .baseline,
  ]
  static let sizeKeys: [PropertyKey] = [.width, .height, .columnSize]

  /// The position value of `key` (nil for keys that are not positions). A value that is not set is not read: the
  /// getter copies it out of the shared box, and rules ask for every position of every element.
  func position(_ key: PropertyKey) -> PositionValue? {
    let set = setFields
    switch key {
    case .left: return set.contains(.left) ? left : nil
    case .right: return set.contains(.right) ? right : nil
    case .top: return set.contains(.top) ? top : nil
    case .bottom: return set.contains(.bottom) ? bottom : nil
    case .leading: return set.contains(.leading) ? leading : nil
    case .trailing: return set.contains(.trailing) ? trailing : nil
    case .centerX: return set.contains(.centerX) ? centerX : nil
    case .centerY: return set.contains(.centerY) ? centerY : nil
    case .baseline: return set.contains(.baseline) ? baseline : nil
    default: return nil
    }
  }

  /// The size value of `key` (nil for keys that are not sizes), read only when it is set (as `position(_:)`).
  func size(_ key: PropertyKey) -> SizeValue? {
    let set = setFields
    switch key {
    case .width: return set.contains(.width) ? width : nil
    case .height: return set.contains(.height) ? height : nil
    case .columnSize: return set.contains(.columnSize) ? columnSize : nil
    default: return nil
    }
  }

  /// The fields of `position(_:)`'s keys.
  static let positionFields: PropertyFields = [
    .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .baseline,
  ]

  /// Every reference in the positions, sizes and their bounds.
  var references: [ReferenceUse] {
    var out: [ReferenceUse] = []
    appendReferences(to: &out)
    return out
  }

  /// True when a position, a size or a bound refers to an element (`references` is not empty); an array is made only
  /// where there is a reference.
  var hasReferences: Bool {
    guard !referringFields.isEmpty else { return false }
    var out: [ReferenceUse] = []
    appendReferences(to: &out)
    return !out.isEmpty
  }

  /// Appends every reference in the positions, sizes and their bounds to `out` (`references`): the file's table keeps
  /// them in one column, where an array per property set was made and freed.
  func appendReferences(to out: inout [ReferenceUse]) {
    func bounds(_ key: PropertyKey, _ lo: Bound?, _ hi: Bound?) {
      if let lo, case .reference(let r) = lo.kind {
        out.append(
          ReferenceUse(key: key, reference: r, place: .minimum, multiple: lo.multiple, increment: lo.increment))
      }
      if let hi, case .reference(let r) = hi.kind {
        out.append(
          ReferenceUse(key: key, reference: r, place: .maximum, multiple: hi.multiple, increment: hi.increment))
      }
    }
    func add(_ key: PropertyKey, _ v: PositionValue?) {
      guard let v else { return }
      switch v.kind {
      case .reference(let r): out.append(ReferenceUse(key: key, reference: r, place: .value, increment: v.offset))
      case .array(let rs): out += rs.map { ReferenceUse(key: key, reference: $0, place: .arrayItem) }
      default: break
      }
      // Most values have no bounds: `min` and `max` each copy a `Bound?` out of the value's pair.
      if v.hasBounds { bounds(key, v.min, v.max) }
    }
    func add(_ key: PropertyKey, _ v: SizeValue?) {
      guard let v else { return }
      switch v.kind {
      case .reference(let r):
        out.append(ReferenceUse(key: key, reference: r, place: .value, multiple: v.multiple, increment: v.increment))
      case .array(let rs): out += rs.map { ReferenceUse(key: key, reference: $0, place: .arrayItem) }
      default: break
      }
      if v.hasBounds { bounds(key, v.min, v.max) }
    }
    // Only the fields that may hold a reference are read (`referringFields`, told in place): each getter copies its
    // value out of the shared box, and most values are numbers. The order of the keys is the order of the findings
    // that read them.
    let set = referringFields
    guard !set.isEmpty else { return }
    if set.contains(.left) { add(.left, left) }
    if set.contains(.right) { add(.right, right) }
    if set.contains(.top) { add(.top, top) }
    if set.contains(.bottom) { add(.bottom, bottom) }
    if set.contains(.leading) { add(.leading, leading) }
    if set.contains(.trailing) { add(.trailing, trailing) }
    if set.contains(.centerX) { add(.centerX, centerX) }
    if set.contains(.centerY) { add(.centerY, centerY) }
    if set.contains(.baseline) { add(.baseline, baseline) }
    if set.contains(.width) { add(.width, width) }
    if set.contains(.height) { add(.height, height) }
    if set.contains(.columnSize) { add(.columnSize, columnSize) }
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

/// A property set of an element: its own block, or one of its `when` blocks. A plain value of index ranges (reading or
/// copying it retains nothing): its written properties are a run of `SourceIndex.properties`
/// (`SourceIndex.properties(of:)`), its references a run of `ElementTable.references` (`ElementTable.references(of:)`).
struct PropertySet: Sendable {
  let writtenStart: Int32
  let writtenEnd: Int32
  let referencesStart: Int32
  let referencesEnd: Int32
  var vspace: Double?
  var hspace: Double?
  var shares: Double?
  var distanceError: Double?

  init(properties: borrowing Properties, written: Range<Int32>, references: Range<Int32>) {
    writtenStart = written.lowerBound
    writtenEnd = written.upperBound
    referencesStart = references.lowerBound
    referencesEnd = references.upperBound
    vspace = properties.vspace
    hspace = properties.hspace
    shares = properties.shares
    distanceError = properties.distanceError
  }

  var hasReferences: Bool { referencesEnd > referencesStart }
}

extension SourceIndex {
  /// The written properties of `set`, in order.
  func properties(of set: PropertySet) -> ArraySlice<PropertyInfo> {
    properties[Int(set.writtenStart)..<Int(set.writtenEnd)]
  }

  /// The written property of `set` that sets `key`: the last one that does.
  func property(_ key: PropertyKey, in set: PropertySet) -> PropertyInfo? {
    properties(of: set).last { $0.keys.contains(key) }
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
      scope = bounds(of: property).last { $0.isMinimum == wanted }?.range ?? property.valueRange
    }
    for node in syntax(of: property).syntax.descendants where node.kind == .memberExpr && scope.contains(node.range) {
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

extension DocumentContext {
  /// Resolves `target` from node `n`: by name, among the elements of that name in `n`'s scope of names
  /// (`Element.scope`, one per use of a component), the element itself and the parent count as `self` and `parent`.
  func resolve(_ target: ReferenceTarget, from n: Int) -> ResolvedTarget {
    switch target {
    case .parent: return .parent
    case .this: return .this
    case .element(let name):
      let scope = nodes.scope(n)
      return .resolve(among: names.elements(named: name).lazy.filter { nodes.scope($0) == scope }, from: n) {
        nodes.parent($0)
      }
    }
  }

  /// The range of a reference of node `n` in the written property that sets its key in this environment.
  func range(of use: ReferenceUse, _ n: Int, nameOnly: Bool = false) -> TextRange {
    source.range(of: use, in: property(n, use.key), nameOnly: nameOnly) ?? valueRange(n, use.key)
  }
}
