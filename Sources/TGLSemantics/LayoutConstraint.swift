// The constraints container's members (issue 31): Auto Layout's equations between anchors, with priorities, and the
// content priorities of its leaves. docs/dev/design-constraints.md is the design; the syntax lowers into these, the
// engine turns them into TGLSolver constraints, the lint and the generator read them.

/// An anchor of Auto Layout (`NSLayoutConstraint.Attribute`) that a constraint may relate.
public enum ConstraintAnchor: String, Sendable, Hashable, CaseIterable {
  case leading, trailing, left, right, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline

  /// The axis the anchor measures along.
  public var axis: Axis {
    switch self {
    case .leading, .trailing, .left, .right, .centerX, .width: return .horizontal
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: return .vertical
    }
  }

  /// `width` and `height`: sizes, which may be compared with a constant alone and take any multiplier.
  public var isDimension: Bool { self == .width || self == .height }

  /// `leading` and `trailing`, which follow the writing direction; Auto Layout refuses to relate them to `left`/`right`.
  public var isDirectional: Bool { self == .leading || self == .trailing }

  /// `left` and `right`, fixed whatever the writing direction.
  public var isAbsoluteHorizontal: Bool { self == .left || self == .right }

  /// The baselines, which only text-bearing views (labels, buttons) have.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// What a side of a constraint names: a child of the container by its name, or the container itself (`parent`).
public enum ConstraintItem: Hashable, Sendable {
  case parent
  case child(String)

  public var spelling: String {
    switch self {
    case .parent: return "parent"
    case .child(let name): return name
    }
  }
}

/// `item.anchor`, with where it is written.
public struct AnchorReference: Hashable, Sendable {
  public var item: ConstraintItem
  public var anchor: ConstraintAnchor
  /// The source range of `item.anchor` in UTF-8 bytes (empty for hand-built models).
  public var range: Range<Int>

  public init(_ item: ConstraintItem, _ anchor: ConstraintAnchor, range: Range<Int> = 0..<0) {
    self.item = item
    self.anchor = anchor
    self.range = range
  }

  public var spelling: String { "\(item.spelling).\(anchor.rawValue)" }
}

/// `==`, `<=` or `>=`.
public enum ConstraintRelation: String, Sendable, Hashable, CaseIterable {
  case equal = "=="
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
}

/// A constraint's priority as Auto Layout writes it, 1...1000; `@high`, `@low` and `@fittingSize` are names for
/// UIKit's `defaultHigh` (750), `defaultLow` (250) and `fittingSizeLevel` (50).
public struct ConstraintPriority: Hashable, Sendable, Comparable {
  public let value: Int

  public init(_ value: Int) { self.value = value }

  public static let required = ConstraintPriority(1000)
  public static let high = ConstraintPriority(750)
  public static let low = ConstraintPriority(250)
  public static let fittingSize = ConstraintPriority(50)

  /// The names `@NAME` may use, with their values.
  public static let named: [(name: String, priority: ConstraintPriority)] = [
    ("required", .required), ("high", .high), ("low", .low), ("fittingSize", .fittingSize),
  ]

  public var isRequired: Bool { value == 1000 }

  public static func < (a: ConstraintPriority, b: ConstraintPriority) -> Bool { a.value < b.value }
}

/// One member of a constraints container: `first relation multiplier × second + constant @priority`, or
/// `first relation constant @priority` when `second` is nil (only for a dimension).
public struct LayoutConstraint: Hashable, Sendable {
  public var first: AnchorReference
  public var relation: ConstraintRelation
  public var second: AnchorReference?
  /// 1 unless written (`== 0.5 * parent.width`).
  public var multiplier: Double
  /// The constant, with its sign (`- 16` is −16).
  public var constant: Double
  public var priority: ConstraintPriority
  /// The whole member's source range in UTF-8 bytes (empty for hand-built models).
  public var range: Range<Int>

  public init(
    _ first: AnchorReference, _ relation: ConstraintRelation, _ second: AnchorReference? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: ConstraintPriority = .required, range: Range<Int> = 0..<0
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.range = range
  }
}

/// One of `hugging` or `compression` as written: a priority per axis, nil for an axis not written (either axis may be
/// written alone).
public struct AxisPriorities: Hashable, Sendable {
  public var horizontal: Int?
  public var vertical: Int?

  public init(horizontal: Int? = nil, vertical: Int? = nil) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public subscript(axis: Axis) -> Int? { axis == .horizontal ? horizontal : vertical }
}

/// A leaf's content hugging and compression resistance per axis (`hugging: horz 251, vert 251`,
/// `compression: horz 749`); nil means Auto Layout's default for views made in code: hugging 250, compression 750.
public struct ContentPriorities: Hashable, Sendable {
  public var huggingHorizontal: Int?
  public var huggingVertical: Int?
  public var compressionHorizontal: Int?
  public var compressionVertical: Int?

  public init(
    huggingHorizontal: Int? = nil, huggingVertical: Int? = nil, compressionHorizontal: Int? = nil,
    compressionVertical: Int? = nil
  ) {
    self.huggingHorizontal = huggingHorizontal
    self.huggingVertical = huggingVertical
    self.compressionHorizontal = compressionHorizontal
    self.compressionVertical = compressionVertical
  }

  /// UIKit's `defaultLow`: the hugging of a view made in code (Interface Builder's labels get 251; generated code
  /// makes views in code).
  public static let defaultHugging = 250
  /// UIKit's `defaultHigh`.
  public static let defaultCompression = 750

  public func hugging(_ axis: Axis) -> Int {
    (axis == .horizontal ? huggingHorizontal : huggingVertical) ?? Self.defaultHugging
  }

  public func compression(_ axis: Axis) -> Int {
    (axis == .horizontal ? compressionHorizontal : compressionVertical) ?? Self.defaultCompression
  }
}
