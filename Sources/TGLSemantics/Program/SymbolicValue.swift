// The expression a value of an expanded element was computed from, in terms of constants and component parameters
// (issue 29 §3): `gutter * 2`, `avatarSize`, `brand`. Expansion replaces names by their values; the generator writes
// constants as `static let`s and components as types, so it needs the names back. Recorded beside the origins
// (`ElementSource.symbols`), per key, only where a value uses a name: a value without one is written as before.

import TGLSyntax

/// An operator of a symbolic number, as written.
public enum SymbolicOperator: String, Hashable, Sendable {
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"

  /// 1 for `+` and `-`, 2 for `*` and `/`.
  public var precedence: Int { self == .add || self == .subtract ? 1 : 2 }
}

/// A value as written in terms of the scope's names: literals, constants, parameters and `+ - * /` of them.
///
/// Every case but `number` is `indirect`, for the reason `PathExpression` gives: with every payload a box, the case
/// would live in spare bits of the box's pointer, where leak checkers do not see a pointer.
public enum SymbolicValue: Hashable, Sendable, CustomStringConvertible {
  case number(Double)
  /// A constant, by its name and the workspace path of the file that declares it.
  indirect case constant(name: String, file: String)
  /// A parameter of `component`, with the expression of the argument (or default) it has at this use, when that
  /// has one (nil for a string, a colour or a font written out: the value is then what the use gives).
  indirect case parameter(name: String, component: String, argument: SymbolicValue?)
  indirect case binary(SymbolicValue, SymbolicOperator, SymbolicValue)
  indirect case negate(SymbolicValue)

  /// True when the expression names a constant or a parameter.
  public var usesNames: Bool {
    switch self {
    case .number: return false
    case .constant, .parameter: return true
    case .binary(let l, _, let r): return l.usesNames || r.usesNames
    case .negate(let v): return v.usesNames
    }
  }

  /// The expression with every parameter replaced by its argument's expression: what a use writes inline. Nil when
  /// a parameter's argument has none (the use's value is then written as it is).
  public var resolvingParameters: SymbolicValue? {
    switch self {
    case .number, .constant: return self
    case .parameter(_, _, let argument): return argument?.resolvingParameters
    case .binary(let l, let op, let r):
      guard let l = l.resolvingParameters, let r = r.resolvingParameters else { return nil }
      return .binary(l, op, r)
    case .negate(let v): return v.resolvingParameters.map { .negate($0) }
    }
  }

  /// The expression in tgl's syntax, with the parentheses its order of operations needs (`(gutter + 4) * 2`).
  public var description: String {
    written(number: { Self.shortest($0) }) {
      switch $0 {
      case .constant(let name, _), .parameter(let name, _, _): return name
      default: return ""
      }
    }
  }

  /// The expression written with `number` for each literal and `name` for each constant or parameter (a parameter
  /// is its name, not its argument), with the parentheses the operators' precedence needs: a right operand of the
  /// same precedence is parenthesised too, so that the order of evaluation is the written one.
  public func written(number: (Double) -> String, name: (SymbolicValue) -> String) -> String {
    func operand(_ v: SymbolicValue, _ parent: Int, right: Bool) -> String {
      let text = v.written(number: number, name: name)
      guard case .binary(_, let op, _) = v else { return text }
      return op.precedence < parent || (right && op.precedence == parent) ? "(" + text + ")" : text
    }
    switch self {
    case .number(let n): return number(n)
    case .constant, .parameter: return name(self)
    case .binary(let l, let op, let r):
      return operand(l, op.precedence, right: false) + " " + op.rawValue + " " + operand(r, op.precedence, right: true)
    case .negate(let v):
      if case .binary = v { return "-(" + v.written(number: number, name: name) + ")" }
      return "-" + v.written(number: number, name: name)
    }
  }

  static func shortest(_ n: Double) -> String {
    n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
  }
}

extension SymbolicValue {
  /// The expression of `expr` in `scope`: nil when it is not arithmetic of numbers and names the scope knows (a
  /// keyword, a reference, a weight, a string or a colour written out).
  static func of(_ expr: ExprSyntax, in scope: LoweringScope?) -> SymbolicValue? {
    switch expr.shape {
    case .number(let n): return .number(n)
    case .name(let name): return scope?.symbol(of: name)
    case .parenthesized(let inner?): return of(inner, in: scope)
    case .negate(let inner?): return of(inner, in: scope).map { .negate($0) }
    case .binary(let lhs, let op, let rhs?):
      guard let l = of(lhs, in: scope), let r = of(rhs, in: scope) else { return nil }
      let symbolic: SymbolicOperator
      switch op {
      case .add: symbolic = .add
      case .subtract: symbolic = .subtract
      case .multiply: symbolic = .multiply
      case .divide: symbolic = .divide
      }
      return .binary(l, symbolic, r)
    default: return nil
    }
  }

  /// The expression of an argument or a default (one item: a font of several items has none).
  static func of(_ value: ValueSyntax, in scope: LoweringScope?) -> SymbolicValue? {
    let items = value.items
    guard items.count == 1 else { return nil }
    return of(items[0], in: scope)
  }

  /// The symbolic value of each key a property sets, for the keys whose value is one item of the property written
  /// with a name of `scope` (`padding: gutter` gives the four paddings; `size: w, 44` gives the width only); a font
  /// of a size and a weight (`font: bodySize, semibold`) gives its size's. Any other value of several numbers in one
  /// key (`intrinsic`, `frame`, `origin`) has none.
  static func keyed(_ prop: PropertySyntax, in scope: LoweringScope?) -> PropertyMap<SymbolicValue> {
    guard let scope, let nameToken = prop.nameToken, let name = PropertyName(spelling: nameToken.bytes),
      let value = prop.value
    else { return [:] }
    let items = value.items
    var out: PropertyMap<SymbolicValue> = [:]
    func set(_ keys: [PropertyKey], _ index: Int) {
      guard index < items.count, let symbol = of(items[index], in: scope), symbol.usesNames else { return }
      for key in keys { out[key] = symbol }
    }
    switch (name, items.count) {
    case (.left, 1), (.right, 1), (.top, 1), (.bottom, 1), (.leading, 1), (.trailing, 1), (.centerX, 1),
      (.centerY, 1), (.baseline, 1), (.topPadding, 1), (.leftPadding, 1), (.bottomPadding, 1), (.rightPadding, 1),
      (.leadingPadding, 1), (.trailingPadding, 1), (.vspace, 1), (.hspace, 1), (.shares, 1), (.distanceError, 1),
      (.arrangedCount, 1), (.pagedCount, 1), (.lines, 1), (.width, 1), (.height, 1), (.background, 1), (.text, 1),
      (.font, 1):
      set([key(of: name)], 0)
    case (.noLayout, 1), (.reverseFloat, 1), (.clearFloat, 1), (.zeroPadding, 1), (.reverseLayout, 1),
      (.autoArrange, 1), (.noBoundaryLimit, 1), (.isMath, 1), (.isReverse, 1), (.insetLandscapeFringePadding, 1):
      set([key(of: name)], 0)
    case (.font, 2), (.font, 3): set([.font], 0)
    case (.colCount, 1): set([.columnCount], 0)
    case (.rowWidth, 1): set([.width], 0)
    case (.rowHeight, 1): set([.height], 0)
    case (.colWidth, 1), (.colHeight, 1): set([.columnSize], 0)
    case (.size, 2):
      set([.width], 0)
      set([.height], 1)
    case (.margin, 1): set([.left, .right, .top, .bottom], 0)
    case (.horzMargin, 1): set([.left, .right], 0)
    case (.vertMargin, 1): set([.top, .bottom], 0)
    case (.space, 1): set([.vspace, .hspace], 0)
    case (.padding, 1): set([.topPadding, .leftPadding, .bottomPadding, .rightPadding], 0)
    case (.padding, 2):
      set([.topPadding, .bottomPadding], 0)
      set([.leftPadding, .rightPadding], 1)
    case (.padding, 4):
      set([.topPadding], 0)
      set([.leftPadding], 1)
      set([.bottomPadding], 2)
      set([.rightPadding], 3)
    default: break
    }
    return out
  }

  /// The key of a property that sets one key of its own name.
  private static func key(of name: PropertyName) -> PropertyKey {
    switch name {
    case .left: return .left
    case .right: return .right
    case .top: return .top
    case .bottom: return .bottom
    case .leading: return .leading
    case .trailing: return .trailing
    case .centerX: return .centerX
    case .centerY: return .centerY
    case .baseline: return .baseline
    case .topPadding: return .topPadding
    case .leftPadding: return .leftPadding
    case .bottomPadding: return .bottomPadding
    case .rightPadding: return .rightPadding
    case .leadingPadding: return .leadingPadding
    case .trailingPadding: return .trailingPadding
    case .vspace: return .vspace
    case .hspace: return .hspace
    case .shares: return .shares
    case .distanceError: return .distanceError
    case .arrangedCount: return .arrangedCount
    case .pagedCount: return .pagedCount
    case .lines: return .lines
    case .width: return .width
    case .height: return .height
    case .background: return .background
    case .text: return .text
    case .font: return .font
    case .noLayout: return .noLayout
    case .reverseFloat: return .reverseFloat
    case .clearFloat: return .clearFloat
    case .zeroPadding: return .zeroPadding
    case .reverseLayout: return .reverseLayout
    case .autoArrange: return .autoArrange
    case .noBoundaryLimit: return .noBoundaryLimit
    case .isMath: return .isMath
    case .isReverse: return .isReverse
    default: return .insetLandscapeFringePadding
    }
  }

  /// The symbolic values of the properties of a `when` block, in `scope`.
  static func keyed(_ variant: VariantSyntax, in scope: LoweringScope?) -> PropertyMap<SymbolicValue> {
    guard scope != nil else { return [:] }
    var out: PropertyMap<SymbolicValue> = [:]
    for member in variant.block?.members ?? [] {
      if case .property(let prop) = member, prop.target == nil {
        // A later property of the block sets its keys again: its symbols replace the earlier ones, or remove them.
        let keyed = keyed(prop, in: scope)
        for key in keys(of: prop) { out[key] = keyed[key] }
      }
    }
    return out
  }

  /// The keys a property sets, from its name alone (for forgetting an earlier symbol of the same key).
  static func keys(of prop: PropertySyntax) -> [PropertyKey] {
    guard let nameToken = prop.nameToken, let name = PropertyName(spelling: nameToken.bytes) else { return [] }
    switch name {
    case .size: return [.width, .height]
    case .margin: return [.left, .right, .top, .bottom]
    case .horzMargin: return [.left, .right]
    case .vertMargin: return [.top, .bottom]
    case .space: return [.vspace, .hspace]
    case .padding: return [.topPadding, .leftPadding, .bottomPadding, .rightPadding]
    case .colCount: return [.columnCount]
    case .rowWidth: return [.width]
    case .rowHeight: return [.height]
    case .colWidth, .colHeight: return [.columnSize]
    case .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .baseline, .topPadding, .leftPadding,
      .bottomPadding, .rightPadding, .leadingPadding, .trailingPadding, .vspace, .hspace, .shares, .distanceError,
      .arrangedCount, .pagedCount, .lines, .width, .height, .background, .text, .font, .noLayout, .reverseFloat,
      .clearFloat, .zeroPadding, .reverseLayout, .autoArrange, .noBoundaryLimit, .isMath, .isReverse,
      .insetLandscapeFringePadding:
      return [key(of: name)]
    default: return []
    }
  }
}

extension SymbolicValue {
  /// Sets the symbols of the keys `prop` set (`lowered`, its lowered properties) in `symbols`, in the lowering's
  /// current scope: a key written again without a name loses the symbol an earlier property gave it.
  static func record(_ prop: PropertySyntax, _ lowered: Properties, into symbols: inout PropertyMap<SymbolicValue>) {
    let keyed = keyed(prop, in: LoweringScope.current)
    symbols.replace(lowered.setKeys, from: keyed)
  }
}

/// The expressions of a size's or a position's bounds (`height: wrap min rowHeight`), each when written with a name.
public struct BoundSymbols: Hashable, Sendable {
  public var min: SymbolicValue?
  public var max: SymbolicValue?

  public init(min: SymbolicValue? = nil, max: SymbolicValue? = nil) {
    self.min = min
    self.max = max
  }
}

extension BoundSymbols {
  /// The bounds of each size or position key a property sets, when one is written with a name of `scope`.
  static func keyed(_ prop: PropertySyntax, in scope: LoweringScope?) -> PropertyMap<BoundSymbols> {
    guard let scope, let value = prop.value, value.syntax.child(.bound) != nil else { return [:] }
    let keys = SymbolicValue.keys(of: prop).filter { Self.bounded.contains($0) }
    guard !keys.isEmpty else { return [:] }
    var bounds = BoundSymbols()
    for b in value.bounds {
      guard let expr = b.expression, let s = SymbolicValue.of(expr, in: scope), s.usesNames else { continue }
      if b.isMinimum { bounds.min = s } else { bounds.max = s }
    }
    guard bounds.min != nil || bounds.max != nil else { return [:] }
    return PropertyMap(PropertyKeySet(keys), bounds)
  }

  /// The keys whose values take bounds: sizes and positions.
  static let bounded: PropertyKeySet = [
    .width, .height, .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .baseline,
  ]

  /// Sets the bounds of the keys `prop` set in `bounds` (a key written again without named bounds loses them).
  static func record(_ prop: PropertySyntax, _ lowered: Properties, into bounds: inout PropertyMap<BoundSymbols>) {
    let keyed = keyed(prop, in: LoweringScope.current)
    bounds.replace(lowered.setKeys.intersection(Self.bounded), from: keyed)
  }

  /// The bounds of the properties of a `when` block, in `scope`.
  static func keyed(_ variant: VariantSyntax, in scope: LoweringScope?) -> PropertyMap<BoundSymbols> {
    guard scope != nil else { return [:] }
    var out: PropertyMap<BoundSymbols> = [:]
    for member in variant.block?.members ?? [] {
      if case .property(let prop) = member, prop.target == nil {
        let keyed = keyed(prop, in: scope)
        for key in SymbolicValue.keys(of: prop) where Self.bounded.contains(key) { out[key] = keyed[key] }
      }
    }
    return out
  }
}
