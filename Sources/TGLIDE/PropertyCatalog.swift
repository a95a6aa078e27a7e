// What completion and hover know about each property: where it is allowed, what it takes, what it means.

import TGLSemantics

/// One property of the language.
public struct PropertyInfo: Hashable, Sendable {
  /// Which elements may have the property.
  public enum Scope: Hashable, Sendable {
    /// Any element, container or leaf.
    case anyElement
    /// Containers only.
    case anyContainer
    /// A container at the root: the one layout tgl gives the screen's safe-area insets (any layout may be written
    /// with the property, as in TangramKit, but only the root's changes what tgl lays out).
    case rootContainer
    /// Elements of these kinds.
    case kinds(Set<ElementKind>)
    /// Children of containers of these kinds.
    case childrenOf(Set<ElementKind>)
  }

  /// What the property's value is.
  public enum Value: Hashable, Sendable {
    case position, size, number, integer, boolean, gravity
    case numbers(String)
    case keywords([String])
    case color, equation
    /// A string: `text: "Sign in"`.
    case string
    /// `SIZE` or `SIZE, WEIGHT`.
    case font
  }

  public var name: String
  public var scope: Scope
  public var value: Value
  /// One sentence for completion and hover.
  public var documentation: String

  /// Whether an element of `kind` inside a parent of `parentKind` (nil at the root) may have this property.
  public func applies(to kind: ElementKind, parent parentKind: ElementKind?) -> Bool {
    switch scope {
    case .anyElement: return true
    case .anyContainer: return kind.isContainer
    case .rootContainer: return kind.isContainer && parentKind == nil
    case .kinds(let kinds): return kinds.contains(kind)
    case .childrenOf(let kinds): return parentKind.map(kinds.contains) ?? false
    }
  }
}

/// The properties of the language, in the order of the reference (docs/language.md §6).
public enum PropertyCatalog {
  public static let all: [PropertyInfo] = viewProperties + containerProperties + specificProperties

  public static let byName: [String: PropertyInfo] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

  public static let attributes: [String] = Attribute.allCases.map(\.rawValue)
  public static let gravityWords: [String] = [
    "center", "fill", "between", "around", "among", "windowCenter", "top", "bottom", "baseline", "left", "right",
    "leading", "trailing", "none",
  ]
  public static let verticalGravity = [
    "top", "bottom", "center", "fill", "between", "around", "among", "windowCenter", "baseline",
  ]
  public static let horizontalGravity = [
    "left", "right", "leading", "trailing", "center", "fill", "between", "around", "among", "windowCenter",
  ]
  public static let colorNames = [
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
    "purple", "brown", "clear",
  ]

  static func info(_ name: String, _ scope: PropertyInfo.Scope, _ value: PropertyInfo.Value, _ doc: String)
    -> PropertyInfo
  {
    PropertyInfo(name: name, scope: scope, value: value, documentation: doc)
  }

  static let viewProperties: [PropertyInfo] = [
    info("left", .anyElement, .position, "The left edge: a margin, a weight or a reference (`tg_left`)."),
    info("right", .anyElement, .position, "The right edge: a margin, a weight or a reference (`tg_right`)."),
    info("top", .anyElement, .position, "The top edge: a margin, a weight or a reference (`tg_top`)."),
    info("bottom", .anyElement, .position, "The bottom edge: a margin, a weight or a reference (`tg_bottom`)."),
    info("leading", .anyElement, .position, "The leading edge: left, or right when right-to-left (`tg_leading`)."),
    info("trailing", .anyElement, .position, "The trailing edge: right, or left when right-to-left (`tg_trailing`)."),
    info("centerX", .anyElement, .position, "The horizontal centre: an offset or a reference (`tg_centerX`)."),
    info("centerY", .anyElement, .position, "The vertical centre: an offset or a reference (`tg_centerY`)."),
    info("baseline", .anyElement, .position, "The text baseline, aligned to another view's (`tg_baseline`)."),
    info(
      "width", .anyElement, .size,
      "The width: a number, a weight, `wrap`, `fill`, `average` or a reference (`tg_width`)."),
    info(
      "height", .anyElement, .size,
      "The height: a number, a weight, `wrap`, `fill`, `average` or a reference (`tg_height`)."),
    info("size", .anyElement, .numbers("W, H"), "Width and height at once: `size: 40, wrap` (`tg_size`)."),
    info("margin", .anyElement, .number, "The same margin on all four sides (`tg_margin`)."),
    info("horzMargin", .anyElement, .number, "The leading and trailing margins (`tg_horzMargin`)."),
    info("vertMargin", .anyElement, .number, "The top and bottom margins (`tg_vertMargin`)."),
    info(
      "visibility", .anyElement, .keywords(["visible", "invisible", "gone"]),
      "`visible`, `invisible` (keeps its space) or `gone` (takes none) (`tg_visibility`)."),
    info("alignment", .anyElement, .gravity, "This child's own gravity inside its container (`tg_alignment`)."),
    info(
      "intrinsic", .anyElement, .numbers("W, H"),
      "The content size a leaf reports when its size is `wrap` (stands in for text and images)."),
    info("frame", .anyElement, .numbers("X, Y, W, H"), "A fixed frame that no layout changes (`tg_useFrame`)."),
    info(
      "noLayout", .anyElement, .boolean, "Laid out and taking space, but the frame is never applied (`tg_noLayout`)."),
    info(
      "background", .anyElement, .color, "A colour for renders: `#RRGGBB` or a UIKit colour name; no effect on layout."),
    info(
      "text", .kinds([.label, .button]), .string,
      "The label's text or the button's title, `\\n` for a line break; measured for `wrap` (Inter's metrics)."),
    info(
      "font", .kinds([.label, .button]), .font,
      "`SIZE`, `SIZE, WEIGHT` (ultralight … black) or `SIZE, WEIGHT, fixed` (ignores Dynamic Type); "
        + "default 17 for a label, 15 for a button."),
    info(
      "lines", .kinds([.label, .button]), .integer,
      "`numberOfLines`: 0 for as many as needed; default 0 when the height is `wrap`, else 1."),
    info(
      "reverseFloat", .childrenOf([.float]), .boolean,
      "Floats to the other side of its float layout (`tg_reverseFloat`)."),
    info(
      "clearFloat", .childrenOf([.float]), .boolean,
      "Starts below (or after) every earlier child of its float layout (`tg_clearFloat`)."),
  ]

  static let containerProperties: [PropertyInfo] = [
    info(
      "padding", .anyContainer, .numbers("all | vertical, horizontal | top, left, bottom, right"),
      "Inner insets: 1, 2 or 4 numbers (`tg_padding`); `safeArea` for a number is the safe-area inset of that edge."),
    info("topPadding", .anyContainer, .number, "The inner inset at the top (`tg_topPadding`)."),
    info("leftPadding", .anyContainer, .number, "The inner inset at the left (`tg_leftPadding`)."),
    info("bottomPadding", .anyContainer, .number, "The inner inset at the bottom (`tg_bottomPadding`)."),
    info("rightPadding", .anyContainer, .number, "The inner inset at the right (`tg_rightPadding`)."),
    info("leadingPadding", .anyContainer, .number, "The inner inset on the leading side (`tg_leadingPadding`)."),
    info("trailingPadding", .anyContainer, .number, "The inner inset on the trailing side (`tg_trailingPadding`)."),
    info(
      "zeroPadding", .anyContainer, .boolean,
      "Whether the padding counts when the container has no children (`tg_zeroPadding`)."),
    info(
      "insetsPaddingFromSafeArea", .rootContainer, .keywords(["left", "right", "top", "bottom", "all", "none"]),
      "The screen edges whose safe-area insets the root layout adds to its padding; default `left, right` "
        + "(`tg_insetsPaddingFromSafeArea`)."),
    info(
      "insetLandscapeFringePadding", .rootContainer, .boolean,
      "In landscape, with both sides in `insetsPaddingFromSafeArea`, no inset on the side away from the sensor "
        + "housing (`tg_insetLandscapeFringePadding`)."),
    info("space", .anyContainer, .number, "The space between children on both axes (`tg_space`)."),
    info("vspace", .anyContainer, .number, "The vertical space between children (`tg_vspace`)."),
    info("hspace", .anyContainer, .number, "The horizontal space between children (`tg_hspace`)."),
    info(
      "gravity", .anyContainer, .gravity,
      "Where the children sit as a block: `vert.center`, `horz.fill, vert.top`… (`tg_gravity`)."),
    info("reverseLayout", .anyContainer, .boolean, "Lays the children out in reverse order (`tg_reverseLayout`)."),
    info(
      "orientation", .kinds([.linear, .table, .row, .flow, .float]), .keywords(["vert", "horz"]),
      "`vert` stacks children top to bottom, `horz` left to right (`tg_orientation`)."),
  ]

  static let specificProperties: [PropertyInfo] = [
    info(
      "shrinkType", .kinds([.linear, .table, .row]), .keywords(["none", "average", "weight", "auto", "size", "space"]),
      "What a linear layout shrinks when its children overflow (`tg_shrinkType`)."),
    info("arrangedCount", .kinds([.flow]), .integer, "Children per line; 0 breaks lines by size (`tg_arrangedCount`)."),
    info("pagedCount", .kinds([.flow]), .integer, "Children per page of a count flow (`tg_pagedCount`)."),
    info("autoArrange", .kinds([.flow]), .boolean, "Reorders children to fill lines tightly (`tg_autoArrange`)."),
    info("arrangedGravity", .kinds([.flow]), .gravity, "How the children of each line align (`tg_arrangedGravity`)."),
    info(
      "lastlineGravityPolicy", .kinds([.flow]), .keywords(["no", "always", "auto"]),
      "Whether the last line follows the gravity (`tg_lastlineGravityPolicy`)."),
    info(
      "noBoundaryLimit", .kinds([.float]), .boolean,
      "Lets a wrapped float grow without bound along its direction (`tg_noBoundaryLimit`)."),
    info("colWidth", .kinds([.row]), .size, "The width of every cell of a row of a vertical table."),
    info("colHeight", .kinds([.row]), .size, "The height of every cell of a row of a horizontal table."),
    info("colCount", .kinds([.row]), .integer, "Splits the row into this many equal cells."),
    info("rowHeight", .kinds([.row]), .size, "Another name for a row's `height`."),
    info("rowWidth", .kinds([.row]), .size, "Another name for a row's `width`."),
    info("polar", .kinds([.path]), .equation, "A polar equation in `t` (`tg_polarEquation`)."),
    info("rectangular", .kinds([.path]), .equation, "A rectangular equation in `x` (`tg_rectangularEquation`)."),
    info("parametric", .kinds([.path]), .equation, "Two equations in `t`, for x and y (`tg_parametricEquation`)."),
    info("origin", .kinds([.path]), .numbers("X, Y"), "The origin as fractions of the inner size."),
    info("isMath", .kinds([.path]), .boolean, "Whether y grows upwards, as in mathematics."),
    info("isReverse", .kinds([.path]), .boolean, "Whether the equation gives x in terms of y."),
    info("start", .kinds([.path]), .number, "The first value of the equation's variable (radians for `polar`)."),
    info(
      "end", .kinds([.path]), .number,
      "The last value of the equation's variable used to measure the path (radians for `polar`)."),
    info(
      "spaceType", .kinds([.path]), .keywords(["flexed", "fixed(", "count("]),
      "How children are spaced along the path: `flexed`, `fixed(D)` or `count(N)`."),
    info(
      "distanceError", .kinds([.path]), .number,
      "How far a child's distance along the path may be from the spacing (`tg_distanceError`, default 0.5)."),
    info("shares", .kinds([.spacer]), .number, "The spacer's share of the free space; `spacer(2)` is `shares: 2`."),
  ]

  /// What each element kind is, for completion.
  public static let kindDocumentation: [ElementKind: String] = [
    .linear: "Children in one line, top to bottom or left to right (`TGLinearLayout`).",
    .relative: "Children placed against the parent and each other (`TGRelativeLayout`).",
    .frame: "Children docked to the edges, centre or corners, overlapping (`TGFrameLayout`).",
    .table: "Rows of cells (`TGTableLayout`); its children are `row`s.",
    .row: "A row of a table: a linear layout of the cells.",
    .flow: "Children in lines that wrap, by count or by size (`TGFlowLayout`).",
    .float: "Children float to one side, like CSS `float` (`TGFloatLayout`).",
    .path: "Children spread along a curve (`TGPathLayout`).",
    .view: "A leaf view (`UIView`).",
    .label: "A leaf label (`UILabel`); give it its `text`, which sizes `wrap`.",
    .image: "A leaf image view (`UIImageView`); give it an `intrinsic` size.",
    .button: "A leaf button (`UIButton`); its `text` is the title, which sizes `wrap`.",
    .spacer: "An invisible spring that takes a share of the free space.",
  ]
}
