// Which properties of a set are given: one bit per field, read in place.

/// The fields of a `Properties` that are set. The layout engine reads only these: each getter copies its optional
/// value out (retaining what it holds), and most elements set 3 to 6 of the 52 fields.
public struct PropertyFields: OptionSet, Sendable, Hashable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let left = PropertyFields(rawValue: 1 << 0)
  public static let right = PropertyFields(rawValue: 1 << 1)
  public static let top = PropertyFields(rawValue: 1 << 2)
  public static let bottom = PropertyFields(rawValue: 1 << 3)
  public static let leading = PropertyFields(rawValue: 1 << 4)
  public static let trailing = PropertyFields(rawValue: 1 << 5)
  public static let centerX = PropertyFields(rawValue: 1 << 6)
  public static let centerY = PropertyFields(rawValue: 1 << 7)
  public static let baseline = PropertyFields(rawValue: 1 << 8)
  public static let width = PropertyFields(rawValue: 1 << 9)
  public static let height = PropertyFields(rawValue: 1 << 10)
  public static let visibility = PropertyFields(rawValue: 1 << 11)
  public static let alignment = PropertyFields(rawValue: 1 << 12)
  public static let intrinsic = PropertyFields(rawValue: 1 << 13)
  public static let frame = PropertyFields(rawValue: 1 << 14)
  public static let noLayout = PropertyFields(rawValue: 1 << 15)
  public static let reverseFloat = PropertyFields(rawValue: 1 << 16)
  public static let clearFloat = PropertyFields(rawValue: 1 << 17)
  public static let topPadding = PropertyFields(rawValue: 1 << 18)
  public static let leftPadding = PropertyFields(rawValue: 1 << 19)
  public static let bottomPadding = PropertyFields(rawValue: 1 << 20)
  public static let rightPadding = PropertyFields(rawValue: 1 << 21)
  public static let leadingPadding = PropertyFields(rawValue: 1 << 22)
  public static let trailingPadding = PropertyFields(rawValue: 1 << 23)
  public static let zeroPadding = PropertyFields(rawValue: 1 << 24)
  public static let vspace = PropertyFields(rawValue: 1 << 25)
  public static let hspace = PropertyFields(rawValue: 1 << 26)
  public static let gravity = PropertyFields(rawValue: 1 << 27)
  public static let reverseLayout = PropertyFields(rawValue: 1 << 28)
  public static let orientation = PropertyFields(rawValue: 1 << 29)
  public static let shrinkType = PropertyFields(rawValue: 1 << 30)
  public static let arrangedCount = PropertyFields(rawValue: 1 << 31)
  public static let pagedCount = PropertyFields(rawValue: 1 << 32)
  public static let autoArrange = PropertyFields(rawValue: 1 << 33)
  public static let arrangedGravity = PropertyFields(rawValue: 1 << 34)
  public static let lastlineGravityPolicy = PropertyFields(rawValue: 1 << 35)
  public static let noBoundaryLimit = PropertyFields(rawValue: 1 << 36)
  public static let columnSize = PropertyFields(rawValue: 1 << 37)
  public static let columnCount = PropertyFields(rawValue: 1 << 38)
  public static let pathEquation = PropertyFields(rawValue: 1 << 39)
  public static let pathOrigin = PropertyFields(rawValue: 1 << 40)
  public static let isMath = PropertyFields(rawValue: 1 << 41)
  public static let isReverse = PropertyFields(rawValue: 1 << 42)
  public static let pathStart = PropertyFields(rawValue: 1 << 43)
  public static let pathEnd = PropertyFields(rawValue: 1 << 44)
  public static let spaceType = PropertyFields(rawValue: 1 << 45)
  public static let distanceError = PropertyFields(rawValue: 1 << 46)
  public static let shares = PropertyFields(rawValue: 1 << 47)
  public static let text = PropertyFields(rawValue: 1 << 48)
  public static let font = PropertyFields(rawValue: 1 << 49)
  public static let lines = PropertyFields(rawValue: 1 << 50)
  public static let background = PropertyFields(rawValue: 1 << 51)
  public static let insetsPaddingFromSafeArea = PropertyFields(rawValue: 1 << 52)
  public static let insetLandscapeFringePadding = PropertyFields(rawValue: 1 << 53)
  public static let safeAreaPaddings = PropertyFields(rawValue: 1 << 54)
  public static let hugging = PropertyFields(rawValue: 1 << 55)
  public static let compression = PropertyFields(rawValue: 1 << 56)
}

extension Properties {
  /// The fields that are set, kept with the values (`PropertyBox.setFields`): no value is read or copied.
  public var setFields: PropertyFields { PropertyFields(rawValue: box.setFields) }
}
