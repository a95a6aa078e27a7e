// Lowering one `name: value` property into the typed property set.

import TGLSyntax

enum PropertyLowering {
  nonisolated(unsafe) static let positions: [String: WritableKeyPath<Properties, PositionValue?>] = [
    "left": \.left, "right": \.right, "top": \.top, "bottom": \.bottom, "leading": \.leading,
    "trailing": \.trailing, "centerX": \.centerX, "centerY": \.centerY, "baseline": \.baseline,
  ]
  nonisolated(unsafe) static let numbers: [String: WritableKeyPath<Properties, Double?>] = [
    "topPadding": \.topPadding, "leftPadding": \.leftPadding, "bottomPadding": \.bottomPadding,
    "rightPadding": \.rightPadding, "leadingPadding": \.leadingPadding, "trailingPadding": \.trailingPadding,
    "vspace": \.vspace, "hspace": \.hspace, "shares": \.shares, "distanceError": \.distanceError,
  ]
  nonisolated(unsafe) static let bools: [String: WritableKeyPath<Properties, Bool?>] = [
    "noLayout": \.noLayout, "reverseFloat": \.reverseFloat, "clearFloat": \.clearFloat, "zeroPadding": \.zeroPadding,
    "reverseLayout": \.reverseLayout, "autoArrange": \.autoArrange, "noBoundaryLimit": \.noBoundaryLimit,
    "isMath": \.isMath, "isReverse": \.isReverse,
  ]
  nonisolated(unsafe) static let integers: [String: WritableKeyPath<Properties, Int?>] = [
    "arrangedCount": \.arrangedCount, "pagedCount": \.pagedCount, "colCount": \.columnCount, "lines": \.lines,
  ]

  /// How a property is lowered: into one typed field, or by the cases of `apply`.
  enum Slot {
    /// With the attribute the name spells, found once (`Attribute(rawValue:)` compared strings for every margin).
    case position(WritableKeyPath<Properties, PositionValue?>, Attribute)
    case number(WritableKeyPath<Properties, Double?>)
    case bool(WritableKeyPath<Properties, Bool?>)
    case integer(WritableKeyPath<Properties, Int?>)
    case other
  }

  /// Every property this lowering knows, in one table so that a property costs one lookup (this runs for every
  /// property of every file).
  nonisolated(unsafe) static let slots: NameTable<Slot> = {
    var table: [(name: String, value: Slot)] = []
    for (name, key) in positions { table.append((name, .position(key, Attribute(rawValue: name) ?? .left))) }
    for (name, key) in numbers { table.append((name, .number(key))) }
    for (name, key) in bools { table.append((name, .bool(key))) }
    for (name, key) in integers { table.append((name, .integer(key))) }
    for name in others { table.append((name, .other)) }
    return NameTable(table)
  }()

  static let others: Set<String> = [
    "width", "height", "size", "margin", "horzMargin", "vertMargin", "visibility", "alignment", "intrinsic", "frame",
    "padding", "space", "gravity", "orientation", "shrinkType", "arrangedGravity", "lastlineGravityPolicy",
    "colWidth", "colHeight", "rowHeight", "rowWidth", "polar", "rectangular", "parametric", "origin", "spaceType",
    "start", "end", "background", "text", "font",
  ]

  /// Applies one property, found in `slots`, to `p`; throws for a value of the wrong type.
  static func apply(_ name: String, _ slot: Slot, _ value: ValueSyntax, range: TextRange, to p: inout Properties)
    throws(LoweringFailure)
  {
    let items = value.items
    func one() throws(LoweringFailure) -> ExprSyntax {
      guard items.count == 1 else {
        throw LoweringFailure(range: value.range, message: "'\(name)' takes exactly one value")
      }
      return items[0]
    }
    func numbersList(_ counts: Set<Int>) throws(LoweringFailure) -> [Double] {
      guard counts.contains(items.count) else {
        let expected = counts.sorted().map(String.init).joined(separator: " or ")
        throw LoweringFailure(range: value.range, message: "'\(name)' takes \(expected) numbers")
      }
      var out: [Double] = []
      for e in items { out.append(try LinearEvaluator.number(e)) }
      return out
    }
    switch slot {
    case .position(let key, let attribute):
      p[keyPath: key] = try ValueLowering.position(value, attribute: attribute)
      return
    case .number(let key):
      p[keyPath: key] = try LinearEvaluator.number(try one())
      return
    case .bool(let key):
      p[keyPath: key] = try ValueLowering.bool(try one())
      return
    case .integer(let key):
      p[keyPath: key] = try ValueLowering.integer(try one())
      return
    case .other:
      break
    }
    switch name {
    case "width", "height", "rowHeight", "rowWidth":
      guard items.count <= 1 else { throw LoweringFailure(range: value.range, message: "a size takes one value") }
      let isWidth = name == "width" || name == "rowWidth"
      let s = try ValueLowering.size(
        items.first, bounds: try ValueLowering.bounds(value), range: range, attribute: isWidth ? .width : .height)
      if isWidth { p.width = s } else { p.height = s }
    case "colWidth", "colHeight":
      p.columnSize = try ValueLowering.size(
        try one(), bounds: (nil, nil), range: range, attribute: name == "colWidth" ? .width : .height)
    case "size":
      guard items.count == 2 else { throw LoweringFailure(range: value.range, message: "'size' takes W, H") }
      let b = try ValueLowering.bounds(value)
      p.width = try ValueLowering.size(items[0], bounds: b, range: range, attribute: .width)
      p.height = try ValueLowering.size(items[1], bounds: b, range: range, attribute: .height)
    case "margin", "horzMargin", "vertMargin":
      let m = PositionValue.number(try LinearEvaluator.number(try one()))
      if name != "vertMargin" {
        p.left = m
        p.right = m
      }
      if name != "horzMargin" {
        p.top = m
        p.bottom = m
      }
    case "padding":
      let v = try numbersList([1, 2, 4])
      let (t, l, b, r) =
        v.count == 1
        ? (v[0], v[0], v[0], v[0])
        : v.count == 2
          ? (v[0], v[1], v[0], v[1])
          : (v[0], v[1], v[2], v[3])
      p.topPadding = t
      p.leftPadding = l
      p.bottomPadding = b
      p.rightPadding = r
    case "space":
      let s = try LinearEvaluator.number(try one())
      p.vspace = s
      p.hspace = s
    case "intrinsic":
      let v = try numbersList([2])
      p.intrinsic = Size(width: v[0], height: v[1])
    case "frame":
      let v = try numbersList([4])
      p.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    case "origin":
      let v = try numbersList([2])
      p.pathOrigin = Point(x: v[0], y: v[1])
    case "visibility":
      let e = try one()
      guard let w = LinearEvaluator.word(e), let v = Visibility(rawValue: w) else {
        throw LoweringFailure(range: e.range, message: "expected 'visible', 'invisible' or 'gone'")
      }
      p.visibility = v
    case "alignment": p.alignment = try ValueLowering.gravity(items)
    case "gravity": p.gravity = try ValueLowering.gravity(items)
    case "arrangedGravity": p.arrangedGravity = try ValueLowering.gravity(items)
    case "orientation": p.orientation = try orientation(try one())
    case "lastlineGravityPolicy":
      let e = try one()
      guard let w = LinearEvaluator.word(e), let v = GravityPolicy(rawValue: w) else {
        throw LoweringFailure(range: e.range, message: "expected 'no', 'always' or 'auto'")
      }
      p.lastlineGravityPolicy = v
    case "shrinkType": p.shrinkType = try shrinkType(items, value.range)
    case "background": p.background = try ValueLowering.color(try one())
    case "text": p.text = try ValueLowering.string(try one())
    case "font": p.font = try ValueLowering.font(items, value.range)
    case "polar": p.pathEquation = .polar(try LinearEvaluator.pathExpression(try one()))
    case "rectangular": p.pathEquation = .rectangular(try LinearEvaluator.pathExpression(try one()))
    case "parametric":
      guard items.count == 2 else { throw LoweringFailure(range: value.range, message: "'parametric' takes x, y") }
      p.pathEquation = .parametric(
        try LinearEvaluator.pathExpression(items[0]), try LinearEvaluator.pathExpression(items[1]))
    case "spaceType": p.spaceType = try spaceType(try one())
    case "start": p.pathStart = try pathLimit(try one())
    case "end": p.pathEnd = try pathLimit(try one())
    default: throw LoweringFailure(range: range, message: "unknown property '\(name)'")
    }
  }

  static func orientation(_ e: ExprSyntax) throws(LoweringFailure) -> LayoutOrientation {
    guard let w = LinearEvaluator.word(e), let o = LayoutOrientation(rawValue: w) else {
      throw LoweringFailure(range: e.range, message: "expected 'vert' or 'horz'")
    }
    return o
  }

  static func shrinkType(_ items: [ExprSyntax], _ range: TextRange) throws(LoweringFailure) -> ShrinkType {
    var type = ShrinkType(mode: .none)
    for e in items {
      let word = LinearEvaluator.word(e) ?? e.reference.map { "\($0.name).\($0.attribute ?? "")" } ?? ""
      for part in word.split(separator: ".") {
        if let m = ShrinkType.Mode(rawValue: String(part)) {
          type.mode = m
        } else if let t = ShrinkType.Target(rawValue: String(part)) {
          type.target = t
        } else {
          throw LoweringFailure(range: e.range, message: "unknown shrink type '\(part)'")
        }
      }
    }
    return type
  }

  /// A path's `start` or `end`: a number, which may use `pi` and `e` (a polar equation's limits are radians).
  static func pathLimit(_ e: ExprSyntax) throws(LoweringFailure) -> Double {
    if let n = try? LinearEvaluator.number(e) { return n }
    guard let value = (try? LinearEvaluator.pathExpression(e))?.constantValue, value.isFinite else {
      throw LoweringFailure(range: e.range, message: "expected a number, such as '90', '-40' or 'pi / 2'")
    }
    return value
  }

  static func spaceType(_ e: ExprSyntax) throws(LoweringFailure) -> PathSpaceType {
    switch e.shape {
    case .name("flexed"): return .flexed
    case .call("fixed", let args) where args.count == 1: return .fixed(try LinearEvaluator.number(args[0]))
    case .call("count", let args) where args.count == 1: return .count(try ValueLowering.integer(args[0]))
    default: throw LoweringFailure(range: e.range, message: "expected 'flexed', 'fixed(D)' or 'count(N)'")
    }
  }
}
