// What completion and hover know about each property (from `PropertySpec`), and the words of values.

import TGLSemantics

/// One property of the language, as completion and hover show it (from `PropertySpec`).
public struct PropertyInfo: Hashable, Sendable {
  /// Which elements may have the property.
  public typealias Scope = PropertyScope
  /// What the property's value is.
  public typealias Value = PropertyValueKind

  public var name: String
  public var scope: Scope
  public var value: Value
  /// One sentence for completion and hover.
  public var documentation: String

  /// Whether an element of `kind` inside a parent of `parentKind` (nil at the root) may have this property.
  public func applies(to kind: ElementKind, parent parentKind: ElementKind?) -> Bool {
    scope.applies(to: kind, parent: parentKind)
  }
}

/// The properties of the language, in the order of the reference (docs/language.md §6).
public enum PropertyCatalog {
  public static let all: [PropertyInfo] = PropertySpec.all.map {
    PropertyInfo(name: $0.name, scope: $0.scope, value: $0.value, documentation: $0.documentation)
  }

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
