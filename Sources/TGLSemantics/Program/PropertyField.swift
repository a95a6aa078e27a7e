// One row per stored field of `Properties`: its bit in `PropertyFields`, its `PropertyKey`, and how to copy it from one
// set to another. Styles and components merge sets field by field (design-whole-app.md §1.3), and an expanded value's
// origin is kept per key.

/// A field of `Properties` that a merge copies on its own.
public struct PropertyField: Sendable {
  public let field: PropertyFields
  public let key: PropertyKey
  let copy: @Sendable (inout Properties, Properties) -> Void

  init(_ field: PropertyFields, _ key: PropertyKey, _ copy: @escaping @Sendable (inout Properties, Properties) -> Void) {
    self.field = field
    self.key = key
    self.copy = copy
  }

  /// Every field a written property can set, in `PropertyFields`' bit order. The safe-area marks of paddings travel
  /// with the padding they mark (`safeAreaPaddings` is not a field of its own here).
  public static let all: [PropertyField] = [
    PropertyField(.left, .left) { $0.left = $1.left },
    PropertyField(.right, .right) { $0.right = $1.right },
    PropertyField(.top, .top) { $0.top = $1.top },
    PropertyField(.bottom, .bottom) { $0.bottom = $1.bottom },
    PropertyField(.leading, .leading) { $0.leading = $1.leading },
    PropertyField(.trailing, .trailing) { $0.trailing = $1.trailing },
    PropertyField(.centerX, .centerX) { $0.centerX = $1.centerX },
    PropertyField(.centerY, .centerY) { $0.centerY = $1.centerY },
    PropertyField(.baseline, .baseline) { $0.baseline = $1.baseline },
    PropertyField(.width, .width) { $0.width = $1.width },
    PropertyField(.height, .height) { $0.height = $1.height },
    PropertyField(.visibility, .visibility) { $0.visibility = $1.visibility },
    PropertyField(.alignment, .alignment) { $0.alignment = $1.alignment },
    PropertyField(.intrinsic, .intrinsic) { $0.intrinsic = $1.intrinsic },
    PropertyField(.frame, .frame) { $0.frame = $1.frame },
    PropertyField(.noLayout, .noLayout) { $0.noLayout = $1.noLayout },
    PropertyField(.reverseFloat, .reverseFloat) { $0.reverseFloat = $1.reverseFloat },
    PropertyField(.clearFloat, .clearFloat) { $0.clearFloat = $1.clearFloat },
    PropertyField(.topPadding, .topPadding) { $0.topPadding = $1.topPadding; $0.copySafeAreaMark(.top, from: $1) },
    PropertyField(.leftPadding, .leftPadding) { $0.leftPadding = $1.leftPadding; $0.copySafeAreaMark(.left, from: $1) },
    PropertyField(.bottomPadding, .bottomPadding) { $0.bottomPadding = $1.bottomPadding; $0.copySafeAreaMark(.bottom, from: $1) },
    PropertyField(.rightPadding, .rightPadding) { $0.rightPadding = $1.rightPadding; $0.copySafeAreaMark(.right, from: $1) },
    PropertyField(.leadingPadding, .leadingPadding) { $0.leadingPadding = $1.leadingPadding; $0.copySafeAreaMark(.leading, from: $1) },
    PropertyField(.trailingPadding, .trailingPadding) { $0.trailingPadding = $1.trailingPadding; $0.copySafeAreaMark(.trailing, from: $1) },
    PropertyField(.zeroPadding, .zeroPadding) { $0.zeroPadding = $1.zeroPadding },
    PropertyField(.vspace, .vspace) { $0.vspace = $1.vspace },
    PropertyField(.hspace, .hspace) { $0.hspace = $1.hspace },
    PropertyField(.gravity, .gravity) { $0.gravity = $1.gravity },
    PropertyField(.reverseLayout, .reverseLayout) { $0.reverseLayout = $1.reverseLayout },
    PropertyField(.orientation, .orientation) { $0.orientation = $1.orientation },
    PropertyField(.shrinkType, .shrinkType) { $0.shrinkType = $1.shrinkType },
    PropertyField(.arrangedCount, .arrangedCount) { $0.arrangedCount = $1.arrangedCount },
    PropertyField(.pagedCount, .pagedCount) { $0.pagedCount = $1.pagedCount },
    PropertyField(.autoArrange, .autoArrange) { $0.autoArrange = $1.autoArrange },
    PropertyField(.arrangedGravity, .arrangedGravity) { $0.arrangedGravity = $1.arrangedGravity },
    PropertyField(.lastlineGravityPolicy, .lastlineGravityPolicy) { $0.lastlineGravityPolicy = $1.lastlineGravityPolicy },
    PropertyField(.noBoundaryLimit, .noBoundaryLimit) { $0.noBoundaryLimit = $1.noBoundaryLimit },
    PropertyField(.columnSize, .columnSize) { $0.columnSize = $1.columnSize },
    PropertyField(.columnCount, .columnCount) { $0.columnCount = $1.columnCount },
    PropertyField(.pathEquation, .pathEquation) { $0.pathEquation = $1.pathEquation },
    PropertyField(.pathOrigin, .pathOrigin) { $0.pathOrigin = $1.pathOrigin },
    PropertyField(.isMath, .isMath) { $0.isMath = $1.isMath },
    PropertyField(.isReverse, .isReverse) { $0.isReverse = $1.isReverse },
    PropertyField(.pathStart, .pathStart) { $0.pathStart = $1.pathStart },
    PropertyField(.pathEnd, .pathEnd) { $0.pathEnd = $1.pathEnd },
    PropertyField(.spaceType, .spaceType) { $0.spaceType = $1.spaceType },
    PropertyField(.distanceError, .distanceError) { $0.distanceError = $1.distanceError },
    PropertyField(.shares, .shares) { $0.shares = $1.shares },
    PropertyField(.text, .text) { $0.text = $1.text },
    PropertyField(.font, .font) { $0.font = $1.font },
    PropertyField(.lines, .lines) { $0.lines = $1.lines },
    PropertyField(.background, .background) { $0.background = $1.background },
    PropertyField(.insetsPaddingFromSafeArea, .insetsPaddingFromSafeArea) { $0.insetsPaddingFromSafeArea = $1.insetsPaddingFromSafeArea },
    PropertyField(.insetLandscapeFringePadding, .insetLandscapeFringePadding) { $0.insetLandscapeFringePadding = $1.insetLandscapeFringePadding },
  ]
}

extension Properties {
  /// The properties of this set whose fields are in `fields`; the others unset.
  public func keeping(_ fields: PropertyFields) -> Properties {
    var result = Properties()
    let set = setFields.intersection(fields)
    guard !set.isEmpty else { return result }
    for row in PropertyField.all where set.contains(row.field) { row.copy(&result, self) }
    return result
  }

  /// The keys of the fields this set holds.
  public var setKeys: [PropertyKey] {
    let set = setFields
    return PropertyField.all.filter { set.contains($0.field) }.map(\.key)
  }

  /// Copies whether `from` marks the padding of `edge` as `safeArea`.
  mutating func copySafeAreaMark(_ edge: SafeAreaPaddings, from other: Properties) {
    var marks = safeAreaPaddings ?? []
    if other.safeAreaPaddings?.contains(edge) == true { marks.insert(edge) } else { marks.remove(edge) }
    safeAreaPaddings = marks.isEmpty ? nil : marks
  }
}
