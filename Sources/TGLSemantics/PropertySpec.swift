// What one property of the language is: the row type of `PropertySpec.all` and the kinds of its columns.

/// One property of the language, as the specification (`PropertySpec.all`) gives it: the lowering's names, the lint's
/// keys and places, completion and hover, and the generator's TangramKit names are all read from here or held equal
/// to it by `PropertySpecTests`.
public struct PropertySpec: Hashable, Sendable {
  /// The name as written: `width`, `colCount`.
  public let name: String
  /// What the value is.
  public let value: PropertyValueKind
  /// Which elements completion offers it on and hover describes it for.
  public let scope: PropertyScope
  /// The kinds of element that may have it, as `unknown-property` checks (nil: any element), derived from `scope`:
  /// the lint reads only the element's own kind, so a property for children of some kind is allowed anywhere, and a
  /// root container's is allowed on any container.
  public let lintKinds: Set<ElementKind>?
  /// The keys of the model it sets, in ascending raw value (`margin` sets left, right, top, bottom).
  public let keys: [PropertyKey]
  /// The TangramKit member the generated Swift sets for it (`tg_left`, `tg_coordinateSetting.isMath`), nil for one
  /// that is not TangramKit's (`text`, `background`) or that tgl alone reads (`intrinsic`).
  public let tangramKit: String?
  /// One sentence for completion and hover.
  public let documentation: String

  init(
    _ name: String, _ scope: PropertyScope, _ value: PropertyValueKind, keys: [PropertyKey], tangramKit: String?,
    _ documentation: String
  ) {
    self.name = name
    self.scope = scope
    self.value = value
    self.keys = keys
    self.tangramKit = tangramKit
    self.documentation = documentation
    self.lintKinds = scope.lintKinds
  }
}

/// Which elements may have a property.
public enum PropertyScope: Hashable, Sendable {
  /// Any element, container or leaf.
  case anyElement
  /// TangramKit's containers only: not a constraints container, whose children Auto Layout places (issue 31).
  case anyContainer
  /// A container at the root: the one layout tgl gives the screen's safe-area insets (any layout may be written
  /// with the property, as in TangramKit, but only the root's changes what tgl lays out).
  case rootContainer
  /// Elements of these kinds.
  case kinds(Set<ElementKind>)
  /// Children of containers of these kinds.
  case childrenOf(Set<ElementKind>)
  /// Elements of the first kinds that are children of containers of the second (a constraints container's leaves).
  case kindsInside(Set<ElementKind>, parents: Set<ElementKind>)

  /// Whether an element of `kind` inside a parent of `parentKind` (nil at the root) may have the property.
  public func applies(to kind: ElementKind, parent parentKind: ElementKind?) -> Bool {
    switch self {
    case .anyElement: return true
    case .anyContainer: return kind.isTangramKitContainer
    case .rootContainer: return kind.isTangramKitContainer && parentKind == nil
    case .kinds(let kinds): return kinds.contains(kind)
    case .childrenOf(let kinds): return parentKind.map(kinds.contains) ?? false
    case .kindsInside(let kinds, let parents): return kinds.contains(kind) && (parentKind.map(parents.contains) ?? false)
    }
  }

  /// The element's own kinds the scope allows, nil for any: what a check that sees only the element can tell.
  var lintKinds: Set<ElementKind>? {
    switch self {
    case .anyElement, .childrenOf: return nil
    case .anyContainer, .rootContainer: return Set(ElementKind.allCases.filter(\.isTangramKitContainer))
    case .kinds(let kinds), .kindsInside(let kinds, _): return kinds
    }
  }
}

/// What a property's value is.
public enum PropertyValueKind: Hashable, Sendable {
  case position, size, number, integer, boolean, gravity
  case numbers(String)
  case keywords([String])
  case color, equation
  /// A string: `text: "Sign in"`.
  case string
  /// `SIZE` or `SIZE, WEIGHT`.
  case font
}

extension PropertySpec {
  /// Every property by name.
  public static let byName: [String: PropertySpec] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
}

extension PropertyKey {
  /// The TangramKit member of the property that is this key alone (`noLayout` is `tg_noLayout`), for the generator's
  /// assignments; nil for a key no property of its own name sets (`columnSize`) or one TangramKit does not have.
  public var tangramKitMember: String? { PropertySpec.membersByKey[Int(rawValue)] }
}

extension PropertySpec {
  /// Per key, by raw value: the TangramKit member of the property named as the key and setting only it.
  static let membersByKey: [String?] = PropertyKey.allCases.map { key in
    byName[key.name].flatMap { $0.keys == [key] ? $0.tangramKit : nil }
  }
}
