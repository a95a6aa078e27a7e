// The properties of the language, one row each: the table the lowering's names, the lint's keys and places,
// completion and hover, and the generator's TangramKit names are read from or held equal to (`PropertySpecTests`).

extension PropertySpec {
  /// Every property, in the order of the reference (docs/language.md §6), which is completion's order.
  public static let all: [PropertySpec] = viewProperties + containerProperties + specificProperties

  /// The properties of every element (positions, sizes, margins, visibility …), of leaves and of children of floats.
  static let viewProperties: [PropertySpec] = [
    PropertySpec(
      "left", .anyElement, .position, keys: [.left], tangramKit: "tg_left",
      "The left edge: a margin, a weight or a reference (`tg_left`)."),
    PropertySpec(
      "right", .anyElement, .position, keys: [.right], tangramKit: "tg_right",
      "The right edge: a margin, a weight or a reference (`tg_right`)."),
    PropertySpec(
      "top", .anyElement, .position, keys: [.top], tangramKit: "tg_top",
      "The top edge: a margin, a weight or a reference (`tg_top`)."),
    PropertySpec(
      "bottom", .anyElement, .position, keys: [.bottom], tangramKit: "tg_bottom",
      "The bottom edge: a margin, a weight or a reference (`tg_bottom`)."),
    PropertySpec(
      "leading", .anyElement, .position, keys: [.leading], tangramKit: "tg_leading",
      "The leading edge: left, or right when right-to-left (`tg_leading`)."),
    PropertySpec(
      "trailing", .anyElement, .position, keys: [.trailing], tangramKit: "tg_trailing",
      "The trailing edge: right, or left when right-to-left (`tg_trailing`)."),
    PropertySpec(
      "centerX", .anyElement, .position, keys: [.centerX], tangramKit: "tg_centerX",
      "The horizontal centre: an offset or a reference (`tg_centerX`)."),
    PropertySpec(
      "centerY", .anyElement, .position, keys: [.centerY], tangramKit: "tg_centerY",
      "The vertical centre: an offset or a reference (`tg_centerY`)."),
    PropertySpec(
      "baseline", .anyElement, .position, keys: [.baseline], tangramKit: "tg_baseline",
      "The text baseline, aligned to another view's (`tg_baseline`)."),
    PropertySpec(
      "width", .anyElement, .size, keys: [.width], tangramKit: "tg_width",
      "The width: a number, a weight, `wrap`, `fill`, `average` or a reference (`tg_width`)."),
    PropertySpec(
      "height", .anyElement, .size, keys: [.height], tangramKit: "tg_height",
      "The height: a number, a weight, `wrap`, `fill`, `average` or a reference (`tg_height`)."),
    PropertySpec(
      "size", .anyElement, .numbers("W, H"), keys: [.width, .height], tangramKit: "tg_size",
      "Width and height at once: `size: 40, wrap` (`tg_size`)."),
    PropertySpec(
      "margin", .anyElement, .number, keys: [.left, .right, .top, .bottom], tangramKit: "tg_margin",
      "The same margin on all four sides (`tg_margin`)."),
    PropertySpec(
      "horzMargin", .anyElement, .number, keys: [.left, .right], tangramKit: "tg_horzMargin",
      "The leading and trailing margins (`tg_horzMargin`)."),
    PropertySpec(
      "vertMargin", .anyElement, .number, keys: [.top, .bottom], tangramKit: "tg_vertMargin",
      "The top and bottom margins (`tg_vertMargin`)."),
    PropertySpec(
      "visibility", .anyElement, .keywords(["visible", "invisible", "gone"]),
      keys: [.visibility], tangramKit: "tg_visibility",
      "`visible`, `invisible` (keeps its space) or `gone` (takes none) (`tg_visibility`)."),
    PropertySpec(
      "alignment", .anyElement, .gravity, keys: [.alignment], tangramKit: "tg_alignment",
      "This child's own gravity inside its container (`tg_alignment`)."),
    // Only a leaf has a content size.
    PropertySpec(
      "intrinsic", .kinds([.view, .label, .image, .button, .spacer]), .numbers("W, H"),
      keys: [.intrinsic], tangramKit: nil,
      "The content size a leaf reports when its size is `wrap` (stands in for text and images)."),
    PropertySpec(
      "frame", .anyElement, .numbers("X, Y, W, H"), keys: [.frame], tangramKit: "tg_useFrame",
      "A fixed frame that no layout changes (`tg_useFrame`)."),
    PropertySpec(
      "noLayout", .anyElement, .boolean, keys: [.noLayout], tangramKit: "tg_noLayout",
      "Laid out and taking space, but the frame is never applied (`tg_noLayout`)."),
    PropertySpec(
      "background", .anyElement, .color, keys: [.background], tangramKit: nil,
      "A colour for renders: `#RRGGBB` or a UIKit colour name; no effect on layout."),
    PropertySpec(
      "text", .kinds([.label, .button]), .string, keys: [.text], tangramKit: nil,
      "The label's text or the button's title, `\\n` for a line break; measured for `wrap` (Inter's metrics)."),
    PropertySpec(
      "font", .kinds([.label, .button]), .font, keys: [.font], tangramKit: nil,
      "`SIZE`, `SIZE, WEIGHT` (ultralight … black) or `SIZE, WEIGHT, fixed` (ignores Dynamic Type); "
        + "default 17 for a label, 15 for a button."),
    PropertySpec(
      "lines", .kinds([.label, .button]), .integer, keys: [.lines], tangramKit: nil,
      "`numberOfLines`: 0 for as many as needed; default 0 when the height is `wrap`, else 1."),
    PropertySpec(
      "reverseFloat", .childrenOf([.float]), .boolean, keys: [.reverseFloat], tangramKit: "tg_reverseFloat",
      "Floats to the other side of its float layout (`tg_reverseFloat`)."),
    PropertySpec(
      "clearFloat", .childrenOf([.float]), .boolean, keys: [.clearFloat], tangramKit: "tg_clearFloat",
      "Starts below (or after) every earlier child of its float layout (`tg_clearFloat`)."),
  ]

  /// The properties of every container: paddings, the safe area, spacing, gravity, orientation.
  static let containerProperties: [PropertySpec] = [
    PropertySpec(
      "padding", .anyContainer, .numbers("all | vertical, horizontal | top, left, bottom, right"),
      keys: [.topPadding, .leftPadding, .bottomPadding, .rightPadding], tangramKit: "tg_padding",
      "Inner insets: 1, 2 or 4 numbers (`tg_padding`); `safeArea` for a number is the safe-area inset of that edge."),
    PropertySpec(
      "topPadding", .anyContainer, .number, keys: [.topPadding], tangramKit: "tg_topPadding",
      "The inner inset at the top (`tg_topPadding`)."),
    PropertySpec(
      "leftPadding", .anyContainer, .number, keys: [.leftPadding], tangramKit: "tg_leftPadding",
      "The inner inset at the left (`tg_leftPadding`)."),
    PropertySpec(
      "bottomPadding", .anyContainer, .number, keys: [.bottomPadding], tangramKit: "tg_bottomPadding",
      "The inner inset at the bottom (`tg_bottomPadding`)."),
    PropertySpec(
      "rightPadding", .anyContainer, .number, keys: [.rightPadding], tangramKit: "tg_rightPadding",
      "The inner inset at the right (`tg_rightPadding`)."),
    PropertySpec(
      "leadingPadding", .anyContainer, .number, keys: [.leadingPadding], tangramKit: "tg_leadingPadding",
      "The inner inset on the leading side (`tg_leadingPadding`)."),
    PropertySpec(
      "trailingPadding", .anyContainer, .number, keys: [.trailingPadding], tangramKit: "tg_trailingPadding",
      "The inner inset on the trailing side (`tg_trailingPadding`)."),
    PropertySpec(
      "zeroPadding", .anyContainer, .boolean, keys: [.zeroPadding], tangramKit: "tg_zeroPadding",
      "Whether the padding counts when the container has no children (`tg_zeroPadding`)."),
    PropertySpec(
      "insetsPaddingFromSafeArea", .rootContainer, .keywords(["left", "right", "top", "bottom", "all", "none"]),
      keys: [.insetsPaddingFromSafeArea], tangramKit: "tg_insetsPaddingFromSafeArea",
      "The screen edges whose safe-area insets the root layout adds to its padding; default `left, right` "
        + "(`tg_insetsPaddingFromSafeArea`)."),
    PropertySpec(
      "insetLandscapeFringePadding", .rootContainer, .boolean,
      keys: [.insetLandscapeFringePadding], tangramKit: "tg_insetLandscapeFringePadding",
      "In landscape, with both sides in `insetsPaddingFromSafeArea`, no inset on the side away from the sensor "
        + "housing (`tg_insetLandscapeFringePadding`)."),
    PropertySpec(
      "space", .anyContainer, .number, keys: [.vspace, .hspace], tangramKit: "tg_space",
      "The space between children on both axes (`tg_space`)."),
    PropertySpec(
      "vspace", .anyContainer, .number, keys: [.vspace], tangramKit: "tg_vspace",
      "The vertical space between children (`tg_vspace`)."),
    PropertySpec(
      "hspace", .anyContainer, .number, keys: [.hspace], tangramKit: "tg_hspace",
      "The horizontal space between children (`tg_hspace`)."),
    PropertySpec(
      "gravity", .anyContainer, .gravity, keys: [.gravity], tangramKit: "tg_gravity",
      "Where the children sit as a block: `vert.center`, `horz.fill, vert.top`… (`tg_gravity`)."),
    PropertySpec(
      "reverseLayout", .anyContainer, .boolean, keys: [.reverseLayout], tangramKit: "tg_reverseLayout",
      "Lays the children out in reverse order (`tg_reverseLayout`)."),
    // A row's orientation is its table's crossing one, so a row has none of its own.
    PropertySpec(
      "orientation", .kinds([.linear, .table, .flow, .float]), .keywords(["vert", "horz"]),
      keys: [.orientation], tangramKit: "tg_orientation",
      "`vert` stacks children top to bottom, `horz` left to right (`tg_orientation`)."),
  ]

  /// The properties of one or a few kinds: linear layouts, flows, floats, table rows, paths, spacers.
  static let specificProperties: [PropertySpec] = [
    PropertySpec(
      "shrinkType", .kinds([.linear, .table, .row]), .keywords(["none", "average", "weight", "auto", "size", "space"]),
      keys: [.shrinkType], tangramKit: "tg_shrinkType",
      "What a linear layout shrinks when its children overflow (`tg_shrinkType`)."),
    PropertySpec(
      "arrangedCount", .kinds([.flow]), .integer, keys: [.arrangedCount], tangramKit: "tg_arrangedCount",
      "Children per line; 0 breaks lines by size (`tg_arrangedCount`)."),
    PropertySpec(
      "pagedCount", .kinds([.flow]), .integer, keys: [.pagedCount], tangramKit: "tg_pagedCount",
      "Children per page of a count flow (`tg_pagedCount`)."),
    PropertySpec(
      "autoArrange", .kinds([.flow]), .boolean, keys: [.autoArrange], tangramKit: "tg_autoArrange",
      "Reorders children to fill lines tightly (`tg_autoArrange`)."),
    PropertySpec(
      "arrangedGravity", .kinds([.flow]), .gravity, keys: [.arrangedGravity], tangramKit: "tg_arrangedGravity",
      "How the children of each line align (`tg_arrangedGravity`)."),
    PropertySpec(
      "lastlineGravityPolicy", .kinds([.flow]), .keywords(["no", "always", "auto"]),
      keys: [.lastlineGravityPolicy], tangramKit: "tg_lastlineGravityPolicy",
      "Whether the last line follows the gravity (`tg_lastlineGravityPolicy`)."),
    PropertySpec(
      "noBoundaryLimit", .kinds([.float]), .boolean, keys: [.noBoundaryLimit], tangramKit: "tg_noBoundaryLimit",
      "Lets a wrapped float grow without bound along its direction (`tg_noBoundaryLimit`)."),
    PropertySpec(
      "colWidth", .kinds([.row]), .size, keys: [.columnSize], tangramKit: "tg_addRow(size:colSize:)",
      "The width of every cell of a row of a vertical table."),
    PropertySpec(
      "colHeight", .kinds([.row]), .size, keys: [.columnSize], tangramKit: "tg_addRow(size:colSize:)",
      "The height of every cell of a row of a horizontal table."),
    PropertySpec(
      "colCount", .kinds([.row]), .integer, keys: [.columnCount], tangramKit: "tg_addRow(size:colCount:)",
      "Splits the row into this many equal cells."),
    PropertySpec(
      "rowHeight", .kinds([.row]), .size, keys: [.height], tangramKit: "tg_addRow(size:colSize:)",
      "Another name for a row's `height`."),
    PropertySpec(
      "rowWidth", .kinds([.row]), .size, keys: [.width], tangramKit: "tg_addRow(size:colSize:)",
      "Another name for a row's `width`."),
    PropertySpec(
      "polar", .kinds([.path]), .equation, keys: [.pathEquation], tangramKit: "tg_polarEquation",
      "A polar equation in `t` (`tg_polarEquation`)."),
    PropertySpec(
      "rectangular", .kinds([.path]), .equation, keys: [.pathEquation], tangramKit: "tg_rectangularEquation",
      "A rectangular equation in `x` (`tg_rectangularEquation`)."),
    PropertySpec(
      "parametric", .kinds([.path]), .equation, keys: [.pathEquation], tangramKit: "tg_parametricEquation",
      "Two equations in `t`, for x and y (`tg_parametricEquation`)."),
    PropertySpec(
      "origin", .kinds([.path]), .numbers("X, Y"), keys: [.pathOrigin], tangramKit: "tg_coordinateSetting.origin",
      "The origin as fractions of the inner size."),
    PropertySpec(
      "isMath", .kinds([.path]), .boolean, keys: [.isMath], tangramKit: "tg_coordinateSetting.isMath",
      "Whether y grows upwards, as in mathematics."),
    PropertySpec(
      "isReverse", .kinds([.path]), .boolean, keys: [.isReverse], tangramKit: "tg_coordinateSetting.isReverse",
      "Whether the equation gives x in terms of y."),
    PropertySpec(
      "start", .kinds([.path]), .number, keys: [.pathStart], tangramKit: "tg_coordinateSetting.start",
      "The first value of the equation's variable (radians for `polar`)."),
    PropertySpec(
      "end", .kinds([.path]), .number, keys: [.pathEnd], tangramKit: "tg_coordinateSetting.end",
      "The last value of the equation's variable used to measure the path (radians for `polar`)."),
    PropertySpec(
      "spaceType", .kinds([.path]), .keywords(["flexed", "fixed(", "count("]),
      keys: [.spaceType], tangramKit: "tg_spaceType",
      "How children are spaced along the path: `flexed`, `fixed(D)` or `count(N)`."),
    PropertySpec(
      "distanceError", .kinds([.path]), .number, keys: [.distanceError], tangramKit: "tg_distanceError",
      "How far a child's distance along the path may be from the spacing (`tg_distanceError`, default 0.5)."),
    PropertySpec(
      "shares", .kinds([.spacer]), .number, keys: [.shares], tangramKit: nil,
      "The spacer's share of the free space; `spacer(2)` is `shares: 2`."),
    // Auto Layout's content priorities, for the leaves with an intrinsic size in a constraints container (issue 31).
    PropertySpec(
      "hugging", .kindsInside([.label, .button, .image], parents: [.constraints]), .numbers("horz N, vert N"),
      keys: [.hugging], tangramKit: nil,
      "Content hugging per axis, 1 to 1000 (`setContentHuggingPriority`); default 250 (`defaultLow`)."),
    PropertySpec(
      "compression", .kindsInside([.label, .button, .image], parents: [.constraints]), .numbers("horz N, vert N"),
      keys: [.compression], tangramKit: nil,
      "Compression resistance per axis, 1 to 1000 (`setContentCompressionResistancePriority`); default 750 "
        + "(`defaultHigh`)."),
  ]
}
