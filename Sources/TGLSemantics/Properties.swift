// The typed property set of one element (or the overrides of one size-class variant).

/// Every property an element can carry; nil means "not set". Variants use the same type for overrides.
public struct Properties: Sendable, Hashable {
  // Positions.
  public var left: PositionValue?
  public var right: PositionValue?
  public var top: PositionValue?
  public var bottom: PositionValue?
  public var leading: PositionValue?
  public var trailing: PositionValue?
  public var centerX: PositionValue?
  public var centerY: PositionValue?
  public var baseline: PositionValue?
  // Sizes.
  public var width: SizeValue?
  public var height: SizeValue?
  // Per-view flags.
  public var visibility: Visibility?
  public var alignment: Gravity?
  /// The content size a leaf reports when its size is `wrap`.
  public var intrinsic: Size?
  /// `tg_useFrame`: laid out by nobody, keeps this frame.
  public var frame: Rect?
  public var noLayout: Bool?
  public var reverseFloat: Bool?
  public var clearFloat: Bool?
  // Container properties.
  public var topPadding: Double?
  public var leftPadding: Double?
  public var bottomPadding: Double?
  public var rightPadding: Double?
  public var leadingPadding: Double?
  public var trailingPadding: Double?
  public var zeroPadding: Bool?
  public var vspace: Double?
  public var hspace: Double?
  public var gravity: Gravity?
  public var reverseLayout: Bool?
  public var orientation: LayoutOrientation?
  public var shrinkType: ShrinkType?
  // Flow.
  public var arrangedCount: Int?
  public var pagedCount: Int?
  public var autoArrange: Bool?
  public var arrangedGravity: Gravity?
  public var lastlineGravityPolicy: GravityPolicy?
  // Float.
  public var noBoundaryLimit: Bool?
  // Table rows: the size of every column (`colWidth`/`colHeight`) or a column count.
  public var columnSize: SizeValue?
  public var columnCount: Int?
  // Path.
  public var pathEquation: PathEquation?
  /// The origin as fractions of the inner size.
  public var pathOrigin: Point?
  public var isMath: Bool?
  public var isReverse: Bool?
  public var pathStart: Double?
  public var pathEnd: Double?
  public var spaceType: PathSpaceType?
  // Spacer: its share of the leftover main-axis space (`spacer(2)`).
  public var shares: Double?
  // Render only.
  public var background: Color?

  public init() {}
}
