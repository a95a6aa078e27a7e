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

extension PropertyValues {
  /// What `Properties` hashes: which fields are set, and the values of the sizes, margins and layout fields that
  /// tell property sets apart in practice. A part of what `==` compares, so equal values hash equally; hashing all
  /// 48 fields made interning the property sets of a file (`Lowering`) 6 % of `tgl check`.
  func hashSummary(into hasher: inout Hasher) {
    var present: UInt64 = 0
    var bit: UInt64 = 1
    func mark(_ isSet: Bool) {
      if isSet { present |= bit }
      bit <<= 1
    }
    mark(left != nil)
    mark(right != nil)
    mark(top != nil)
    mark(bottom != nil)
    mark(leading != nil)
    mark(trailing != nil)
    mark(centerX != nil)
    mark(centerY != nil)
    mark(baseline != nil)
    mark(width != nil)
    mark(height != nil)
    mark(visibility != nil)
    mark(alignment != nil)
    mark(intrinsic != nil)
    mark(frame != nil)
    mark(noLayout != nil)
    mark(reverseFloat != nil)
    mark(clearFloat != nil)
    mark(topPadding != nil)
    mark(leftPadding != nil)
    mark(bottomPadding != nil)
    mark(rightPadding != nil)
    mark(leadingPadding != nil)
    mark(trailingPadding != nil)
    mark(zeroPadding != nil)
    mark(vspace != nil)
    mark(hspace != nil)
    mark(gravity != nil)
    mark(reverseLayout != nil)
    mark(orientation != nil)
    mark(shrinkType != nil)
    mark(arrangedCount != nil)
    mark(pagedCount != nil)
    mark(autoArrange != nil)
    mark(arrangedGravity != nil)
    mark(lastlineGravityPolicy != nil)
    mark(noBoundaryLimit != nil)
    mark(columnSize != nil)
    mark(columnCount != nil)
    mark(pathEquation != nil)
    mark(pathOrigin != nil)
    mark(isMath != nil)
    mark(isReverse != nil)
    mark(pathStart != nil)
    mark(pathEnd != nil)
    mark(spaceType != nil)
    mark(shares != nil)
    mark(background != nil)
    hasher.combine(present)
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(left)
    hasher.combine(top)
    hasher.combine(right)
    hasher.combine(bottom)
    hasher.combine(orientation)
  }
}
