// Turning property values into typed positions, sizes, bounds, gravities, colours, strings and fonts.

import TGLSyntax
import TGLText

enum ValueLowering {
  static func reference(_ expr: ExprSyntax) throws(LoweringFailure) -> Reference {
    let v = try LinearEvaluator.evaluate(expr)
    guard case .reference(let r)? = v.base, v.multiple == 1, v.constant == 0 else {
      throw LoweringFailure(range: expr.range, message: "expected a reference such as 'B.centerX'")
    }
    return r
  }

  static func bound(_ b: BoundSyntax) throws(LoweringFailure) -> Bound {
    guard let expr = b.expression else {
      throw LoweringFailure(range: b.range, message: "expected a value after '\(b.isMinimum ? "min" : "max")'")
    }
    let v = try LinearEvaluator.evaluate(expr)
    switch v.base {
    case nil: return Bound(.number(v.constant))
    case .reference(let r)?: return Bound(.reference(r), multiple: v.multiple, increment: v.constant)
    case .keyword("wrap")?: return Bound(.wrap, multiple: v.multiple, increment: v.constant)
    default: throw LoweringFailure(range: expr.range, message: "a bound is a number, a reference or 'wrap'")
    }
  }

  static func bounds(_ value: ValueSyntax) throws(LoweringFailure) -> (Bound?, Bound?) {
    // Most values have no bound: one scan of the children says so (`value.bounds` built the list, empty or not, for
    // every size).
    guard value.syntax.child(.bound) != nil else { return (nil, nil) }
    var lo: Bound?
    var hi: Bound?
    for b in value.bounds {
      if b.isMinimum { lo = try bound(b) } else { hi = try bound(b) }
    }
    return (lo, hi)
  }

  /// A bare name in a value (`left: B`, `width: parent`) means the same attribute of that view.
  static func sameAttribute(of name: String, _ attribute: Attribute) -> Reference {
    let target: ReferenceTarget = name == "parent" ? .parent : name == "self" ? .this : .element(name)
    return Reference(target, attribute)
  }

  /// `items` are the expressions of `value`. An array (`[B.left, C.left]`) is lowered by `LinearEvaluator.evaluate`
  /// as a base with multiple 1 and constant 0, which gives the same value as reading it apart did.
  static func position(_ value: ValueSyntax, _ items: ExpressionList, attribute: Attribute) throws(LoweringFailure)
    -> PositionValue
  {
    let (lo, hi) = try bounds(value)
    guard let expr = items.first else { return PositionValue(.none, min: lo, max: hi) }
    if items.count > 1 { throw LoweringFailure(range: items[1].range, message: "a position takes one value") }
    let v = try LinearEvaluator.evaluate(expr)
    switch v.base {
    case nil: return PositionValue(.number(v.constant), min: lo, max: hi)
    case .weight(let w)?: return PositionValue(.weight(w * v.multiple), offset: v.constant, min: lo, max: hi)
    case .reference(let r)?:
      guard v.multiple == 1 else {
        throw LoweringFailure(range: expr.range, message: "a position can be shifted but not scaled")
      }
      return PositionValue(.reference(r), offset: v.constant, min: lo, max: hi)
    case .array(let references)?:
      guard v.multiple == 1 else {
        throw LoweringFailure(range: expr.range, message: "a position can be shifted but not scaled")
      }
      return PositionValue(.array(references), offset: v.constant, min: lo, max: hi)
    case .keyword(let name)?:
      guard v.multiple == 1 else {
        throw LoweringFailure(range: expr.range, message: "a position can be shifted but not scaled")
      }
      return PositionValue(.reference(sameAttribute(of: name, attribute)), offset: v.constant, min: lo, max: hi)
    }
  }

  static func size(_ expr: ExprSyntax?, bounds: (Bound?, Bound?), attribute: Attribute)
    throws(LoweringFailure) -> SizeValue
  {
    // An array is lowered by `evaluate` (multiple 1, increment 0), as for positions.
    guard let expr else { return SizeValue(.none, min: bounds.0, max: bounds.1) }
    let v = try LinearEvaluator.evaluate(expr)
    let kind: SizeValue.Kind
    switch v.base {
    case nil: return SizeValue(.number(v.constant), min: bounds.0, max: bounds.1)
    case .weight(let w)?: kind = .weight(w)
    case .reference(let r)?: kind = .reference(r)
    case .keyword("wrap")?: kind = .wrap
    case .keyword("fill")?: kind = .fill
    case .keyword("average")?: kind = .average
    case .array(let references)?: kind = .array(references)
    case .keyword(let name)?: kind = .reference(sameAttribute(of: name, attribute))
    }
    return SizeValue(kind, multiple: v.multiple, increment: v.constant, min: bounds.0, max: bounds.1)
  }

  static func bool(_ expr: ExprSyntax) throws(LoweringFailure) -> Bool {
    switch LinearEvaluator.word(expr) {
    case "true"?: return true
    case "false"?: return false
    case let name?:
      if let value = try LoweringScope.lookup(name, at: expr.range) {
        guard case .bool(let b) = value else {
          throw LoweringScope.mismatch(name, value, expected: "'true' or 'false'", at: expr.range)
        }
        return b
      }
      throw LoweringFailure(range: expr.range, message: "expected 'true' or 'false'")
    default: throw LoweringFailure(range: expr.range, message: "expected 'true' or 'false'")
    }
  }

  static func string(_ expr: ExprSyntax) throws(LoweringFailure) -> String {
    let shape = expr.shape
    if case .name(let name) = shape, let value = try LoweringScope.lookup(name, at: expr.range) {
      guard case .string(let text) = value else {
        throw LoweringScope.mismatch(name, value, expected: "a string", at: expr.range)
      }
      return text
    }
    guard case .string(let text) = shape else {
      throw LoweringFailure(range: expr.range, message: "expected a string such as \"Sign in\"")
    }
    return text
  }

  /// `17`, `17, bold` or `17, bold, fixed`: a size in points, a UIFont weight, and `fixed` for a font that does
  /// not follow Dynamic Type.
  static func font(_ items: [ExprSyntax], _ range: TextRange) throws(LoweringFailure) -> Font {
    if items.count == 1, case .name(let name) = items[0].shape,
      let value = try LoweringScope.lookup(name, at: items[0].range)
    {
      switch value {
      case .font(let font): return font
      case .number, .expression: break  // a size: read below as `font: 13` is
      default: throw LoweringScope.mismatch(name, value, expected: "a font such as 17, semibold", at: items[0].range)
      }
    }
    var items = items
    var scales = true
    if items.count >= 2, LinearEvaluator.word(items[items.count - 1]) == "fixed" {
      scales = false
      items.removeLast()
    }
    guard items.count == 1 || items.count == 2 else {
      throw LoweringFailure(range: range, message: "'font' takes SIZE, SIZE, WEIGHT or SIZE, WEIGHT, fixed")
    }
    let size = try LinearEvaluator.number(items[0])
    guard size > 0, size <= 1000 else {
      throw LoweringFailure(range: items[0].range, message: "a font size is a number of points above 0, up to 1000")
    }
    guard items.count == 2 else { return Font(size: size, scales: scales) }
    let names = FontWeight.allCases.map(\.rawValue)
    guard let word = LinearEvaluator.word(items[1]), let weight = FontWeight(rawValue: word) else {
      throw LoweringFailure(
        range: items[1].range, message: "expected a weight: " + names.joined(separator: ", "))
    }
    return Font(size: size, weight: weight, scales: scales)
  }

  static func integer(_ expr: ExprSyntax) throws(LoweringFailure) -> Int {
    let n = try LinearEvaluator.number(expr)
    guard n >= 0, n <= 1_000_000, n == n.rounded() else {
      throw LoweringFailure(range: expr.range, message: "expected a whole number")
    }
    return Int(n)
  }

  /// `horz.fill, vert.top`, `center`, `fill`, `vert.center`.
  static func gravity(_ items: ExpressionList) throws(LoweringFailure) -> Gravity {
    var g = Gravity()
    for expr in items {
      if let ref = expr.reference, let attribute = ref.attribute {
        switch ref.name {
        case "horz":
          guard let h = HorizontalGravity(rawValue: attribute) else {
            throw LoweringFailure(range: expr.range, message: "unknown horizontal gravity '\(attribute)'")
          }
          g.horizontal = h
        case "vert":
          guard let v = VerticalGravity(rawValue: attribute) else {
            throw LoweringFailure(range: expr.range, message: "unknown vertical gravity '\(attribute)'")
          }
          g.vertical = v
        default: throw LoweringFailure(range: expr.range, message: "expected 'horz.' or 'vert.' before a gravity")
        }
        continue
      }
      guard let word = LinearEvaluator.word(expr) else {
        throw LoweringFailure(range: expr.range, message: "expected a gravity such as 'vert.center'")
      }
      let h = HorizontalGravity(rawValue: word)
      let v = VerticalGravity(rawValue: word)
      switch word {
      case "left", "right", "leading", "trailing": g.horizontal = h
      case "top", "bottom", "baseline": g.vertical = v
      case "none":
        g = Gravity()
      default:
        guard h != nil || v != nil else {
          throw LoweringFailure(range: expr.range, message: "unknown gravity '\(word)'")
        }
        g.horizontal = h
        g.vertical = v
      }
    }
    return g
  }

  static let colorNames: [String: (Double, Double, Double, Double)] = [
    "black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1),
    "yellow": (1, 1, 0, 1), "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1), "gray": (0.5, 0.5, 0.5, 1),
    "grey": (0.5, 0.5, 0.5, 1), "cyan": (0, 1, 1, 1), "magenta": (1, 0, 1, 1), "brown": (0.6, 0.4, 0.2, 1),
    "clear": (0, 0, 0, 0), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
    "darkGrey": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "lightGrey": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
  ]

  static func color(_ expr: ExprSyntax) throws(LoweringFailure) -> Color {
    switch expr.shape {
    case .color(let text):
      var hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
      // #RGB and #RGBA double each digit, as in CSS.
      if hex.count == 3 || hex.count == 4 { hex = String(hex.flatMap { [$0, $0] }) }
      guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
        throw LoweringFailure(range: expr.range, message: "expected a colour such as #RRGGBB")
      }
      let rgba = hex.count == 6 ? value << 8 | 0xFF : value
      func channel(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
      return Color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    case .name(let n):
      if let value = try LoweringScope.lookup(n, at: expr.range) {
        guard case .color(let color) = value else {
          throw LoweringScope.mismatch(n, value, expected: "a colour", at: expr.range)
        }
        return color
      }
      guard let c = colorNames[n] else { throw LoweringFailure(range: expr.range, message: "unknown colour '\(n)'") }
      return Color(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    default:
      throw LoweringFailure(range: expr.range, message: "expected a colour such as #RRGGBB or a colour name")
    }
  }
}
