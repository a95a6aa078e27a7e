// One row per stored field of `Properties`: its bit in `PropertyFields`, its `PropertyKey`, and how to copy it from one
// set to another. Styles and components merge sets field by field (design-whole-app.md §1.3), and an expanded value's
// origin is kept per key.

/// A field of `Properties` that a merge copies on its own.
public struct PropertyField: Sendable {
  public let field: PropertyFields
  public let key: PropertyKey
  /// Copies the field from the values behind the pointer into the set, in place (a set of values passed by value was
  /// copied whole for every field copied).
  let copy: @Sendable (inout PropertyValues, UnsafePointer<PropertyValues>) -> Void

  init(
    _ field: PropertyFields, _ key: PropertyKey, _ copy: @escaping @Sendable (inout PropertyValues, UnsafePointer<PropertyValues>) -> Void
  ) {
    self.field = field
    self.key = key
    self.copy = copy
  }

  /// Every field a written property can set, in `PropertyFields`' bit order. The safe-area marks of paddings travel
  /// with the padding they mark (`safeAreaPaddings` is not a field of its own here).
  public static let all: [PropertyField] = [
    PropertyField(.left, .left) { $0.left = $1.pointee.left },
    PropertyField(.right, .right) { $0.right = $1.pointee.right },
    PropertyField(.top, .top) { $0.top = $1.pointee.top },
    PropertyField(.bottom, .bottom) { $0.bottom = $1.pointee.bottom },
    PropertyField(.leading, .leading) { $0.leading = $1.pointee.leading },
    PropertyField(.trailing, .trailing) { $0.trailing = $1.pointee.trailing },
    PropertyField(.centerX, .centerX) { $0.centerX = $1.pointee.centerX },
    PropertyField(.centerY, .centerY) { $0.centerY = $1.pointee.centerY },
    PropertyField(.baseline, .baseline) { $0.baseline = $1.pointee.baseline },
    PropertyField(.width, .width) { $0.width = $1.pointee.width },
    PropertyField(.height, .height) { $0.height = $1.pointee.height },
    PropertyField(.visibility, .visibility) { $0.visibility = $1.pointee.visibility },
    PropertyField(.alignment, .alignment) { $0.alignment = $1.pointee.alignment },
    PropertyField(.intrinsic, .intrinsic) { $0.intrinsic = $1.pointee.intrinsic },
    PropertyField(.frame, .frame) { $0.frame = $1.pointee.frame },
    PropertyField(.noLayout, .noLayout) { $0.noLayout = $1.pointee.noLayout },
    PropertyField(.reverseFloat, .reverseFloat) { $0.reverseFloat = $1.pointee.reverseFloat },
    PropertyField(.clearFloat, .clearFloat) { $0.clearFloat = $1.pointee.clearFloat },
    PropertyField(.topPadding, .topPadding) { $0.topPadding = $1.pointee.topPadding; $0.copySafeAreaMark(.top, from: $1.pointee.safeAreaPaddings) },
    PropertyField(.leftPadding, .leftPadding) { $0.leftPadding = $1.pointee.leftPadding; $0.copySafeAreaMark(.left, from: $1.pointee.safeAreaPaddings) },
    PropertyField(.bottomPadding, .bottomPadding) { $0.bottomPadding = $1.pointee.bottomPadding; $0.copySafeAreaMark(.bottom, from: $1.pointee.safeAreaPaddings) },
    PropertyField(.rightPadding, .rightPadding) { $0.rightPadding = $1.pointee.rightPadding; $0.copySafeAreaMark(.right, from: $1.pointee.safeAreaPaddings) },
    PropertyField(.leadingPadding, .leadingPadding) { $0.leadingPadding = $1.pointee.leadingPadding; $0.copySafeAreaMark(.leading, from: $1.pointee.safeAreaPaddings) },
    PropertyField(.trailingPadding, .trailingPadding) { $0.trailingPadding = $1.pointee.trailingPadding; $0.copySafeAreaMark(.trailing, from: $1.pointee.safeAreaPaddings) },
    PropertyField(.zeroPadding, .zeroPadding) { $0.zeroPadding = $1.pointee.zeroPadding },
    PropertyField(.vspace, .vspace) { $0.vspace = $1.pointee.vspace },
    PropertyField(.hspace, .hspace) { $0.hspace = $1.pointee.hspace },
    PropertyField(.gravity, .gravity) { $0.gravity = $1.pointee.gravity },
    PropertyField(.reverseLayout, .reverseLayout) { $0.reverseLayout = $1.pointee.reverseLayout },
    PropertyField(.orientation, .orientation) { $0.orientation = $1.pointee.orientation },
    PropertyField(.shrinkType, .shrinkType) { $0.shrinkType = $1.pointee.shrinkType },
    PropertyField(.arrangedCount, .arrangedCount) { $0.arrangedCount = $1.pointee.arrangedCount },
    PropertyField(.pagedCount, .pagedCount) { $0.pagedCount = $1.pointee.pagedCount },
    PropertyField(.autoArrange, .autoArrange) { $0.autoArrange = $1.pointee.autoArrange },
    PropertyField(.arrangedGravity, .arrangedGravity) { $0.arrangedGravity = $1.pointee.arrangedGravity },
    PropertyField(.lastlineGravityPolicy, .lastlineGravityPolicy) { $0.lastlineGravityPolicy = $1.pointee.lastlineGravityPolicy },
    PropertyField(.noBoundaryLimit, .noBoundaryLimit) { $0.noBoundaryLimit = $1.pointee.noBoundaryLimit },
    PropertyField(.columnSize, .columnSize) { $0.columnSize = $1.pointee.columnSize },
    PropertyField(.columnCount, .columnCount) { $0.columnCount = $1.pointee.columnCount },
    PropertyField(.pathEquation, .pathEquation) { $0.pathEquation = $1.pointee.pathEquation },
    PropertyField(.pathOrigin, .pathOrigin) { $0.pathOrigin = $1.pointee.pathOrigin },
    PropertyField(.isMath, .isMath) { $0.isMath = $1.pointee.isMath },
    PropertyField(.isReverse, .isReverse) { $0.isReverse = $1.pointee.isReverse },
    PropertyField(.pathStart, .pathStart) { $0.pathStart = $1.pointee.pathStart },
    PropertyField(.pathEnd, .pathEnd) { $0.pathEnd = $1.pointee.pathEnd },
    PropertyField(.spaceType, .spaceType) { $0.spaceType = $1.pointee.spaceType },
    PropertyField(.distanceError, .distanceError) { $0.distanceError = $1.pointee.distanceError },
    PropertyField(.shares, .shares) { $0.shares = $1.pointee.shares },
    PropertyField(.text, .text) { $0.text = $1.pointee.text },
    PropertyField(.font, .font) { $0.font = $1.pointee.font },
    PropertyField(.lines, .lines) { $0.lines = $1.pointee.lines },
    PropertyField(.background, .background) { $0.background = $1.pointee.background },
    PropertyField(.insetsPaddingFromSafeArea, .insetsPaddingFromSafeArea) { $0.insetsPaddingFromSafeArea = $1.pointee.insetsPaddingFromSafeArea },
    PropertyField(.insetLandscapeFringePadding, .insetLandscapeFringePadding) { $0.insetLandscapeFringePadding = $1.pointee.insetLandscapeFringePadding },
  ]
}

extension PropertyField {
  /// The copy of each bit of `PropertyFields`' row, one that copies nothing for a field no row copies on its own
  /// (`safeAreaPaddings`, `hugging`, `compression`): a set field's copy found without a search.
  static let copyByBit: [@Sendable (inout PropertyValues, UnsafePointer<PropertyValues>) -> Void] = {
    var copies = [@Sendable (inout PropertyValues, UnsafePointer<PropertyValues>) -> Void](repeating: { _, _ in }, count: 64)
    for row in all { copies[row.field.rawValue.trailingZeroBitCount] = row.copy }
    return copies
  }()

  /// The bit of each row's key (`PropertyKeySet`), by bit of `PropertyFields`; 0 where no row is.
  static let keyBitByBit: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: 64)
    for row in all { bits[row.field.rawValue.trailingZeroBitCount] = PropertyKeySet.bit(row.key) }
    return bits
  }()
}

extension Properties {
  /// The properties of this set whose fields are in `fields`; the others unset.
  public func keeping(_ fields: PropertyFields) -> Properties {
    var result = Properties()
    let set = setFields.intersection(fields).rawValue
    guard set != 0 else { return result }
    result.update { values in
      var rest = set
      while rest != 0 {
        PropertyField.copyByBit[rest.trailingZeroBitCount](&values, box.pointer)
        rest &= rest &- 1
      }
    }
    return result
  }

  /// The keys of the fields this set holds that a row of `PropertyField.all` copies, found from the set's bits.
  public var setKeys: PropertyKeySet { PropertyField.keys(of: setFields.rawValue) }
}

extension PropertyField {
  /// The keys of the fields of `fields` that a row of `all` copies.
  static func keys(of fields: UInt64) -> PropertyKeySet {
    var fields = fields
    var keys: UInt64 = 0
    PropertyField.keyBitByBit.withUnsafeBufferPointer { table in
      while fields != 0 {
        keys |= table[fields.trailingZeroBitCount]
        fields &= fields &- 1
      }
    }
    return PropertyKeySet(bits: keys)
  }
}

extension PropertyValues {
  /// Copies whether `other` (another set's marks) marks the padding of `edge` as `safeArea`.
  mutating func copySafeAreaMark(_ edge: SafeAreaPaddings, from other: SafeAreaPaddings?) {
    var marks = safeAreaPaddings ?? []
    if other?.contains(edge) == true { marks.insert(edge) } else { marks.remove(edge) }
    safeAreaPaddings = marks.isEmpty ? nil : marks
  }
}
