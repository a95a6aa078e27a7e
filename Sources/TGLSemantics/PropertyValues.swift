// The stored values behind `Properties`: one optional field per property.

import TGLText

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
  /// `tg_distanceError`: how far from the spacing a child's arc distance may be.
  var distanceError: Double?
  // Spacer: its share of the leftover main-axis space (`spacer(2)`).
  var shares: Double?
  // Labels and buttons: the text they measure and show, its font and line limit (`numberOfLines`).
  var text: String?
  var font: Font?
  var lines: Int?
  // Render only.
  var background: Color?
  // The safe area (code notes §10): the screen edges whose insets a layout adds to its padding, whether the side
  // away from the sensor housing drops its inset in landscape, and the paddings written as `safeArea`.
  var insetsPaddingFromSafeArea: ScreenEdges?
  var insetLandscapeFringePadding: Bool?
  var safeAreaPaddings: SafeAreaPaddings?
  // A constraints container's leaves (issue 31): content hugging and compression resistance, per axis as written.
  var hugging: AxisPriorities?
  var compression: AxisPriorities?
}

extension PropertyValues {
  /// Whether the values behind two pointers are equal, compared field by field in place: `a.pointee == b.pointee`
  /// copied both sets (52 fields, every reference in them retained and released) before comparing, which was half
  /// of what interning an element cost.
  static func equal(_ a: UnsafePointer<PropertyValues>, _ b: UnsafePointer<PropertyValues>) -> Bool {
    let same = fieldsEqual(a, b)
    // A field added to the struct but not below would make sets that differ in it equal; the tests' debug builds
    // check every comparison against the derived `==`.
    assert(same == (a.pointee == b.pointee), "PropertyValues.fieldsEqual misses a field")
    return same
  }

  private static func fieldsEqual(_ a: UnsafePointer<PropertyValues>, _ b: UnsafePointer<PropertyValues>) -> Bool {
    a.pointee.left == b.pointee.left
      && a.pointee.right == b.pointee.right
      && a.pointee.top == b.pointee.top
      && a.pointee.bottom == b.pointee.bottom
      && a.pointee.leading == b.pointee.leading
      && a.pointee.trailing == b.pointee.trailing
      && a.pointee.centerX == b.pointee.centerX
      && a.pointee.centerY == b.pointee.centerY
      && a.pointee.baseline == b.pointee.baseline
      && a.pointee.width == b.pointee.width
      && a.pointee.height == b.pointee.height
      && a.pointee.visibility == b.pointee.visibility
      && a.pointee.alignment == b.pointee.alignment
      && a.pointee.intrinsic == b.pointee.intrinsic
      && a.pointee.frame == b.pointee.frame
      && a.pointee.noLayout == b.pointee.noLayout
      && a.pointee.reverseFloat == b.pointee.reverseFloat
      && a.pointee.clearFloat == b.pointee.clearFloat
      && a.pointee.topPadding == b.pointee.topPadding
      && a.pointee.leftPadding == b.pointee.leftPadding
      && a.pointee.bottomPadding == b.pointee.bottomPadding
      && a.pointee.rightPadding == b.pointee.rightPadding
      && a.pointee.leadingPadding == b.pointee.leadingPadding
      && a.pointee.trailingPadding == b.pointee.trailingPadding
      && a.pointee.zeroPadding == b.pointee.zeroPadding
      && a.pointee.vspace == b.pointee.vspace
      && a.pointee.hspace == b.pointee.hspace
      && a.pointee.gravity == b.pointee.gravity
      && a.pointee.reverseLayout == b.pointee.reverseLayout
      && a.pointee.orientation == b.pointee.orientation
      && a.pointee.shrinkType == b.pointee.shrinkType
      && a.pointee.arrangedCount == b.pointee.arrangedCount
      && a.pointee.pagedCount == b.pointee.pagedCount
      && a.pointee.autoArrange == b.pointee.autoArrange
      && a.pointee.arrangedGravity == b.pointee.arrangedGravity
      && a.pointee.lastlineGravityPolicy == b.pointee.lastlineGravityPolicy
      && a.pointee.noBoundaryLimit == b.pointee.noBoundaryLimit
      && a.pointee.columnSize == b.pointee.columnSize
      && a.pointee.columnCount == b.pointee.columnCount
      && a.pointee.pathEquation == b.pointee.pathEquation
      && a.pointee.pathOrigin == b.pointee.pathOrigin
      && a.pointee.isMath == b.pointee.isMath
      && a.pointee.isReverse == b.pointee.isReverse
      && a.pointee.pathStart == b.pointee.pathStart
      && a.pointee.pathEnd == b.pointee.pathEnd
      && a.pointee.spaceType == b.pointee.spaceType
      && a.pointee.distanceError == b.pointee.distanceError
      && a.pointee.shares == b.pointee.shares
      && a.pointee.text == b.pointee.text
      && a.pointee.font == b.pointee.font
      && a.pointee.lines == b.pointee.lines
      && a.pointee.background == b.pointee.background
      && a.pointee.insetsPaddingFromSafeArea == b.pointee.insetsPaddingFromSafeArea
      && a.pointee.insetLandscapeFringePadding == b.pointee.insetLandscapeFringePadding
      && a.pointee.safeAreaPaddings == b.pointee.safeAreaPaddings
      && a.pointee.hugging == b.pointee.hugging
      && a.pointee.compression == b.pointee.compression
  }
}
