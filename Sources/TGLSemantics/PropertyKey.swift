// The keys of the model a written property sets: one per field of `Properties` that a property writes.

/// A property of the model, as `Properties` stores it; shorthand such as `size` sets several (`PropertySpec.keys`).
/// Backed by a small integer, so that sets and comparisons of keys do not hash or compare strings.
public enum PropertyKey: UInt8, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, centerX, centerY, baseline, width, height
  case visibility, alignment, intrinsic, frame, noLayout, reverseFloat, clearFloat
  case topPadding, leftPadding, bottomPadding, rightPadding, leadingPadding, trailingPadding, zeroPadding
  case vspace, hspace, gravity, reverseLayout, orientation, shrinkType
  case arrangedCount, pagedCount, autoArrange, arrangedGravity, lastlineGravityPolicy, noBoundaryLimit
  case columnSize, columnCount
  case pathEquation, pathOrigin, isMath, isReverse, pathStart, pathEnd, spaceType, distanceError
  case shares, background
  case text, font, lines
  case insetsPaddingFromSafeArea, insetLandscapeFringePadding
  case hugging, compression

  /// Every key's name, which is its case's: the model field's name, the written property's for all but the path and
  /// table keys. Written out, held equal to the case names by `PropertySpecTests`: `String(describing:)` reads them by
  /// reflection, a visible part of the first lint of a small file.
  public static let names: [String] = [
    "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "baseline", "width", "height",
    "visibility", "alignment", "intrinsic", "frame", "noLayout", "reverseFloat", "clearFloat",
    "topPadding", "leftPadding", "bottomPadding", "rightPadding", "leadingPadding", "trailingPadding", "zeroPadding",
    "vspace", "hspace", "gravity", "reverseLayout", "orientation", "shrinkType",
    "arrangedCount", "pagedCount", "autoArrange", "arrangedGravity", "lastlineGravityPolicy", "noBoundaryLimit",
    "columnSize", "columnCount",
    "pathEquation", "pathOrigin", "isMath", "isReverse", "pathStart", "pathEnd", "spaceType", "distanceError",
    "shares", "background",
    "text", "font", "lines",
    "insetsPaddingFromSafeArea", "insetLandscapeFringePadding",
    "hugging", "compression",
  ]
  static let byName: [String: PropertyKey] = Dictionary(
    uniqueKeysWithValues: allCases.map { (names[Int($0.rawValue)], $0) })

  /// The number of keys (`allCases.count` without building the array).
  public static let caseCount = names.count

  /// The model field's name.
  public var name: String { Self.names[Int(rawValue)] }

  public init?(name: String) {
    guard let key = Self.byName[name] else { return nil }
    self = key
  }

  /// The key of the position or size attribute `attribute`.
  public init(_ attribute: Attribute) {
    self = PropertyKey(name: attribute.rawValue) ?? .left
  }
}
