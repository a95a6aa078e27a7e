// What the linter tests of sizes and positions, read in place in the shared box: plain values, so that asking
// retains nothing (a `SizeValue` or `PositionValue` copied out of the box retains its bounds and, for a reference or
// an array, its payload).

/// The kind and the numbers of a size (`SizeValue`), without its reference, array or bounds.
public struct SizeShape: Sendable, Hashable {
  public enum Kind: UInt8, Sendable {
    case none, number, weight, wrap, fill, average, reference, array
  }
  public var kind: Kind
  /// The number of a `number`, the percent of a `weight`; 0 for the other kinds.
  public var number: Double
  public var multiple: Double
  public var increment: Double
  public var hasBounds: Bool
  /// The lower bound's value when it is a number (`number * multiple + increment`); nil otherwise.
  public var numericMin: Double?
}

extension Properties {
  /// The shape of the width, nil when it is not set.
  public var widthShape: SizeShape? {
    box.setFields & PropertyFields.width.rawValue == 0 ? nil : Self.shape(box.pointer.pointee.width)
  }

  /// The shape of the height, nil when it is not set.
  public var heightShape: SizeShape? {
    box.setFields & PropertyFields.height.rawValue == 0 ? nil : Self.shape(box.pointer.pointee.height)
  }

  /// The position and size fields whose value refers to an element or holds an array, or has a bound (which may
  /// refer to one): the fields where a reference can be, told without copying a value.
  public var referringFields: PropertyFields {
    let set = box.setFields
    guard set & Self.referringCandidates != 0 else { return [] }
    let values = box.pointer
    var fields: UInt64 = 0
    // Each field read in place through the box's pointer: only its kind's case and whether it has bounds.
    if Self.refers(values.pointee.left) { fields |= PropertyFields.left.rawValue }
    if Self.refers(values.pointee.right) { fields |= PropertyFields.right.rawValue }
    if Self.refers(values.pointee.top) { fields |= PropertyFields.top.rawValue }
    if Self.refers(values.pointee.bottom) { fields |= PropertyFields.bottom.rawValue }
    if Self.refers(values.pointee.leading) { fields |= PropertyFields.leading.rawValue }
    if Self.refers(values.pointee.trailing) { fields |= PropertyFields.trailing.rawValue }
    if Self.refers(values.pointee.centerX) { fields |= PropertyFields.centerX.rawValue }
    if Self.refers(values.pointee.centerY) { fields |= PropertyFields.centerY.rawValue }
    if Self.refers(values.pointee.baseline) { fields |= PropertyFields.baseline.rawValue }
    if Self.refers(values.pointee.width) { fields |= PropertyFields.width.rawValue }
    if Self.refers(values.pointee.height) { fields |= PropertyFields.height.rawValue }
    if Self.refers(values.pointee.columnSize) { fields |= PropertyFields.columnSize.rawValue }
    return PropertyFields(rawValue: fields)
  }

  private static let referringCandidates: UInt64 =
    PropertyFields([
      .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .baseline, .width, .height, .columnSize,
    ]).rawValue

  @inline(__always) private static func refers(_ value: PositionValue?) -> Bool {
    switch value?.kind {
    case .reference?, .array?: return true
    case nil: return false
    default: return value?.bounds != nil
    }
  }

  @inline(__always) private static func refers(_ value: SizeValue?) -> Bool {
    switch value?.kind {
    case .reference?, .array?: return true
    case nil: return false
    default: return value?.bounds != nil
    }
  }

  @inline(__always) private static func shape(_ value: SizeValue?) -> SizeShape? {
    let kind: SizeShape.Kind
    var number = 0.0
    switch value?.kind {
    case nil: return nil
    case .none?: kind = .none
    case .number(let v)?:
      kind = .number
      number = v
    case .weight(let w)?:
      kind = .weight
      number = w
    case .wrap?: kind = .wrap
    case .fill?: kind = .fill
    case .average?: kind = .average
    case .reference?: kind = .reference
    case .array?: kind = .array
    }
    var numericMin: Double?
    let hasBounds = value?.bounds != nil
    if hasBounds, let lo = value?.bounds?.min, case .number(let m) = lo.kind {
      numericMin = m * lo.multiple + lo.increment
    }
    return SizeShape(
      kind: kind, number: number, multiple: value?.multiple ?? 1, increment: value?.increment ?? 0,
      hasBounds: hasBounds, numericMin: numericMin)
  }
}
