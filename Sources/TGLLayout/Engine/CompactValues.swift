// The engine's own, trivially copyable forms of positions, sizes, bounds and references.
//
// The model's values hold names and boxes; the engine converts them once so that reading a child's properties
// in the hot loops is a plain memory copy.

import TGLSemantics

/// A reference whose target is an element index (resolved after flattening) rather than a name.
struct ERef: Hashable {
  enum Target: Hashable {
    case parent
    case this
    /// An element by index; it may still turn out not to be a sibling.
    case node(Int32)
    /// A name not resolved (yet): an index into the engine's table of referenced names.
    case name(Int32)
  }

  var target: Target
  var attribute: Attribute
}

/// A min or max bound.
struct EBound: Hashable {
  enum Kind: Hashable {
    case number(Double)
    case reference(ERef)
    case wrap
  }

  var kind: Kind
  var multiple: Double
  var increment: Double
}

/// The min and max bounds of a value.
struct EBoundPair: Hashable {
  var min: EBound?
  var max: EBound?
}

/// A position value (see `PositionValue`).
struct EPos: Hashable {
  enum Kind: Hashable {
    case none
    case number(Double)
    case weight(Double)
    case reference(ERef)
    /// An index into the engine's table of reference arrays.
    case array(Int32)
  }

  var kind: Kind
  var offset: Double = 0
  /// An index into the engine's table of bound pairs, or -1.
  var bounds: Int32 = -1

  var hasBounds: Bool { bounds >= 0 }
  static func number(_ n: Double) -> EPos { EPos(kind: .number(n)) }
}

/// A size value (see `SizeValue`).
struct ESize: Hashable {
  enum Kind: Hashable {
    case none
    case number(Double)
    case weight(Double)
    case wrap
    case fill
    case average
    case reference(ERef)
    case array(Int32)
  }

  var kind: Kind
  var multiple: Double = 1
  var increment: Double = 0
  /// An index into the engine's table of bound pairs, or -1.
  var bounds: Int32 = -1

  var hasBounds: Bool { bounds >= 0 }

  static func number(_ n: Double) -> ESize { ESize(kind: .number(n)) }
  static func weight(_ w: Double) -> ESize { ESize(kind: .weight(w)) }
  static let wrap = ESize(kind: .wrap)
  static let fill = ESize(kind: .fill)
  static func ref(_ target: ERef.Target, _ attribute: Attribute, multiple: Double = 1, increment: Double = 0) -> ESize {
    ESize(kind: .reference(ERef(target: target, attribute: attribute)), multiple: multiple, increment: increment)
  }
}

/// Converts model values, interning names and arrays into the engine's tables.
struct ValueTables {
  var names: [String] = []
  var nameIDs: [String: Int32] = [:]
  var arrays: [[ERef]] = []
  var pairs: [EBoundPair] = []
  /// How many references to a view by name were converted (normalising tells by it whether a set has one).
  var namedReferences = 0

  mutating func pair(_ min: EBound?, _ max: EBound?) -> Int32 {
    pairs.append(EBoundPair(min: min, max: max))
    return Int32(pairs.count - 1)
  }

  mutating func ref(_ r: Reference) -> ERef {
    switch r.target {
    case .parent: return ERef(target: .parent, attribute: r.attribute)
    case .this: return ERef(target: .this, attribute: r.attribute)
    case .element(let name):
      namedReferences += 1
      if let id = nameIDs[name] { return ERef(target: .name(id), attribute: r.attribute) }
      let id = Int32(names.count)
      names.append(name)
      nameIDs[name] = id
      return ERef(target: .name(id), attribute: r.attribute)
    }
  }

  mutating func bound(_ b: Bound?) -> EBound? {
    guard let b else { return nil }
    switch b.kind {
    case .number(let n): return EBound(kind: .number(n), multiple: b.multiple, increment: b.increment)
    case .reference(let r): return EBound(kind: .reference(ref(r)), multiple: b.multiple, increment: b.increment)
    case .wrap: return EBound(kind: .wrap, multiple: b.multiple, increment: b.increment)
    }
  }

  mutating func array(_ refs: [Reference]) -> Int32 {
    arrays.append(refs.map { ref($0) })
    return Int32(arrays.count - 1)
  }

  mutating func position(_ v: PositionValue?) -> EPos? {
    guard let v else { return nil }
    let kind: EPos.Kind
    switch v.kind {
    case .none: kind = .none
    case .number(let n): kind = .number(n)
    case .weight(let w): kind = .weight(w)
    case .reference(let r): kind = .reference(ref(r))
    case .array(let refs): kind = .array(array(refs))
    }
    guard v.hasBounds else { return EPos(kind: kind, offset: v.offset) }
    return EPos(kind: kind, offset: v.offset, bounds: pair(bound(v.min), bound(v.max)))
  }

  mutating func size(_ v: SizeValue?) -> ESize? {
    guard let v else { return nil }
    let kind: ESize.Kind
    switch v.kind {
    case .none: kind = .none
    case .number(let n): kind = .number(n)
    case .weight(let w): kind = .weight(w)
    case .wrap: kind = .wrap
    case .fill: kind = .fill
    case .average: kind = .average
    case .reference(let r): kind = .reference(ref(r))
    case .array(let refs): kind = .array(array(refs))
    }
    guard v.hasBounds else { return ESize(kind: kind, multiple: v.multiple, increment: v.increment) }
    return ESize(kind: kind, multiple: v.multiple, increment: v.increment, bounds: pair(bound(v.min), bound(v.max)))
  }
}
