// The stored values behind `Properties`: one optional field per property.

/// The stored values of a `Properties`, kept in one shared box.
struct PropertyValues: Sendable, Hashable {
  // Positions.
  var left: PositionValue?
  var right: PositionValue?
  var top: PositionValue?
  var bottom: PositionValue?
  var leading: PositionValue?
  var trailing: PositionValue?
  var centerX: PositionValue?
  var centerY: PositionValue?
  var baseline: PositionValue?
  // Sizes.
  var width: SizeValue?
  var height: SizeValue?
  // Per-view flags.
  var visibility: Visibility?
  var alignment: Gravity?
  /// The content size a leaf reports when its size is `wrap`.
  var intrinsic: Size?
  /// `tg_useFrame`: laid out by nobody, keeps this frame.
  var frame: Rect?
  var noLayout: Bool?
  var reverseFloat: Bool?
  var clearFloat: Bool?
  // Container properties.
  var topPadding: Double?
  var leftPadding: Double?
  var bottomPadding: Double?
  var rightPadding: Double?
  var leadingPadding: Double?
  var trailingPadding: Double?
  var zeroPadding: Bool?
  var vspace: Double?
  var hspace: Double?
  var gravity: Gravity?
  var reverseLayout: Bool?
  var orientation: LayoutOrientation?
  var shrinkType: ShrinkType?
  // Flow.
  var arrangedCount: Int?
  var pagedCount: Int?
  var autoArrange: Bool?
  var arrangedGravity: Gravity?
  var lastlineGravityPolicy: GravityPolicy?
  // Float.
  var noBoundaryLimit: Bool?
  // Table rows: the size of every column (`colWidth`/`colHeight`) or a column count.
  var columnSize: SizeValue?
  var columnCount: Int?
  // Path.
  var pathEquation: PathEquation?
  /// The origin as fractions of the inner size.
  var pathOrigin: Point?
  var isMath: Bool?
  var isReverse: Bool?
  var pathStart: Double?
  var pathEnd: Double?
  var spaceType: PathSpaceType?
  // Spacer: its share of the leftover main-axis space (`spacer(2)`).
  var shares: Double?
  // Render only.
  var background: Color?
}
