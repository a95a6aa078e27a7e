// The words the parser needs to tell elements from properties while recovering from errors.

/// Words of the language that the parser uses for decisions. Whether a kind or property is valid in
/// a given place is checked after parsing; the parser only needs to know what looks like what.
public enum Vocabulary {
  /// Container kinds.
  public static let containerKinds: Set<String> = ["linear", "relative", "frame", "table", "row", "flow", "float", "path", "constraints"]

  /// Leaf kinds.
  public static let leafKinds: Set<String> = ["view", "label", "image", "button", "spacer"]

  public static let elementKinds: Set<String> = containerKinds.union(leafKinds)

  /// The keyword that starts a size-class variant.
  public static let variantKeyword = "when"

  /// Words that start a bound inside a value (`min 20`, `max parent.width`).
  public static let boundKeywords: Set<String> = ["min", "max"]

  /// Property names (so that `width 100` is read as a property missing its ':'): the model's `PropertySpec.all`
  /// without the names that are also kinds (`frame`), held equal to it by `PropertySpecTests`.
  public static let propertyNames: Set<String> = [
    "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "baseline", "width", "height",
    "size", "margin", "horzMargin", "vertMargin", "visibility", "alignment", "intrinsic", "noLayout",
    "reverseFloat", "clearFloat", "background", "padding", "topPadding", "leftPadding", "bottomPadding",
    "rightPadding", "leadingPadding", "trailingPadding", "zeroPadding", "space", "vspace", "hspace", "gravity",
    "reverseLayout", "orientation", "shrinkType", "arrangedCount", "pagedCount", "autoArrange",
    "arrangedGravity", "lastlineGravityPolicy", "noBoundaryLimit", "colWidth", "colHeight", "colCount", "rowHeight", "rowWidth", "polar",
    "rectangular", "parametric", "origin", "isMath", "isReverse", "start", "end", "spaceType", "distanceError", "shares",
    "text", "font", "lines", "insetsPaddingFromSafeArea", "insetLandscapeFringePadding",
    "hugging", "compression",
  ]
}
