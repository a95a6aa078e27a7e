// Which properties of a set are given: one bit per field, read in place.

/// The fields of a `Properties` that are set. The layout engine reads only these: each getter copies its optional
/// value out (retaining what it holds), and most elements set 3 to 6 of the 52 fields.
public struct PropertyFields: OptionSet, Sendable, Hashable {
  public let rawValue: UInt64
  @inlinable public init(rawValue: UInt64) { self.rawValue = rawValue }

  // Each field is a computed constant that other modules inline: a `static let` is a global that other modules read
  // through an accessor call and a `swift_once` check at each use, and the engine and the rules test a dozen fields
  // per element.

  @inlinable public static var left: PropertyFields { PropertyFields(rawValue: 1 << 0) }
  @inlinable public static var right: PropertyFields { PropertyFields(rawValue: 1 << 1) }
  @inlinable public static var top: PropertyFields { PropertyFields(rawValue: 1 << 2) }
  @inlinable public static var bottom: PropertyFields { PropertyFields(rawValue: 1 << 3) }
  @inlinable public static var leading: PropertyFields { PropertyFields(rawValue: 1 << 4) }
  @inlinable public static var trailing: PropertyFields { PropertyFields(rawValue: 1 << 5) }
  @inlinable public static var centerX: PropertyFields { PropertyFields(rawValue: 1 << 6) }
  @inlinable public static var centerY: PropertyFields { PropertyFields(rawValue: 1 << 7) }
  @inlinable public static var baseline: PropertyFields { PropertyFields(rawValue: 1 << 8) }
  @inlinable public static var width: PropertyFields { PropertyFields(rawValue: 1 << 9) }
  @inlinable public static var height: PropertyFields { PropertyFields(rawValue: 1 << 10) }
  @inlinable public static var visibility: PropertyFields { PropertyFields(rawValue: 1 << 11) }
  @inlinable public static var alignment: PropertyFields { PropertyFields(rawValue: 1 << 12) }
  @inlinable public static var intrinsic: PropertyFields { PropertyFields(rawValue: 1 << 13) }
  @inlinable public static var frame: PropertyFields { PropertyFields(rawValue: 1 << 14) }
  @inlinable public static var noLayout: PropertyFields { PropertyFields(rawValue: 1 << 15) }
  @inlinable public static var reverseFloat: PropertyFields { PropertyFields(rawValue: 1 << 16) }
  @inlinable public static var clearFloat: PropertyFields { PropertyFields(rawValue: 1 << 17) }
  @inlinable public static var topPadding: PropertyFields { PropertyFields(rawValue: 1 << 18) }
  @inlinable public static var leftPadding: PropertyFields { PropertyFields(rawValue: 1 << 19) }
  @inlinable public static var bottomPadding: PropertyFields { PropertyFields(rawValue: 1 << 20) }
  @inlinable public static var rightPadding: PropertyFields { PropertyFields(rawValue: 1 << 21) }
  @inlinable public static var leadingPadding: PropertyFields { PropertyFields(rawValue: 1 << 22) }
  @inlinable public static var trailingPadding: PropertyFields { PropertyFields(rawValue: 1 << 23) }
  @inlinable public static var zeroPadding: PropertyFields { PropertyFields(rawValue: 1 << 24) }
  @inlinable public static var vspace: PropertyFields { PropertyFields(rawValue: 1 << 25) }
  @inlinable public static var hspace: PropertyFields { PropertyFields(rawValue: 1 << 26) }
  @inlinable public static var gravity: PropertyFields { PropertyFields(rawValue: 1 << 27) }
  @inlinable public static var reverseLayout: PropertyFields { PropertyFields(rawValue: 1 << 28) }
  @inlinable public static var orientation: PropertyFields { PropertyFields(rawValue: 1 << 29) }
  @inlinable public static var shrinkType: PropertyFields { PropertyFields(rawValue: 1 << 30) }
  @inlinable public static var arrangedCount: PropertyFields { PropertyFields(rawValue: 1 << 31) }
  @inlinable public static var pagedCount: PropertyFields { PropertyFields(rawValue: 1 << 32) }
  @inlinable public static var autoArrange: PropertyFields { PropertyFields(rawValue: 1 << 33) }
  @inlinable public static var arrangedGravity: PropertyFields { PropertyFields(rawValue: 1 << 34) }
  @inlinable public static var lastlineGravityPolicy: PropertyFields { PropertyFields(rawValue: 1 << 35) }
  @inlinable public static var noBoundaryLimit: PropertyFields { PropertyFields(rawValue: 1 << 36) }
  @inlinable public static var columnSize: PropertyFields { PropertyFields(rawValue: 1 << 37) }
  @inlinable public static var columnCount: PropertyFields { PropertyFields(rawValue: 1 << 38) }
  @inlinable public static var pathEquation: PropertyFields { PropertyFields(rawValue: 1 << 39) }
  @inlinable public static var pathOrigin: PropertyFields { PropertyFields(rawValue: 1 << 40) }
  @inlinable public static var isMath: PropertyFields { PropertyFields(rawValue: 1 << 41) }
  @inlinable public static var isReverse: PropertyFields { PropertyFields(rawValue: 1 << 42) }
  @inlinable public static var pathStart: PropertyFields { PropertyFields(rawValue: 1 << 43) }
  @inlinable public static var pathEnd: PropertyFields { PropertyFields(rawValue: 1 << 44) }
  @inlinable public static var spaceType: PropertyFields { PropertyFields(rawValue: 1 << 45) }
  @inlinable public static var distanceError: PropertyFields { PropertyFields(rawValue: 1 << 46) }
  @inlinable public static var shares: PropertyFields { PropertyFields(rawValue: 1 << 47) }
  @inlinable public static var text: PropertyFields { PropertyFields(rawValue: 1 << 48) }
  @inlinable public static var font: PropertyFields { PropertyFields(rawValue: 1 << 49) }
  @inlinable public static var lines: PropertyFields { PropertyFields(rawValue: 1 << 50) }
  @inlinable public static var background: PropertyFields { PropertyFields(rawValue: 1 << 51) }
  @inlinable public static var insetsPaddingFromSafeArea: PropertyFields { PropertyFields(rawValue: 1 << 52) }
  @inlinable public static var insetLandscapeFringePadding: PropertyFields { PropertyFields(rawValue: 1 << 53) }
  @inlinable public static var safeAreaPaddings: PropertyFields { PropertyFields(rawValue: 1 << 54) }
  @inlinable public static var hugging: PropertyFields { PropertyFields(rawValue: 1 << 55) }
  @inlinable public static var compression: PropertyFields { PropertyFields(rawValue: 1 << 56) }
}

extension Properties {
  /// The fields that are set, kept with the values (`PropertyBox.setFields`): no value is read or copied.
  public var setFields: PropertyFields { PropertyFields(rawValue: box.setFields) }
}
