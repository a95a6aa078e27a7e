// Lowering one `name: value` property into the typed property set.

import TGLSyntax

enum PropertyLowering {
  /// Applies the property `name` to `p`; throws for a value of the wrong type. Writes the fields of the values
  /// directly: the element's set is boxed once, when it is complete (`LoweringContext.element`).
  static func apply(_ name: PropertyName, _ value: ValueSyntax, to p: inout PropertyValues)
    throws(LoweringFailure)
  {
    let items = value.itemList
    func one() throws(LoweringFailure) -> ExprSyntax {
      guard items.count == 1 else {
        throw LoweringFailure(range: value.range, message: "'\(name.rawValue)' takes exactly one value")
      }
      return items[0]
    }
    /// Checks that the value has one of the counts spelled by `expected` (such as "1 or 2 or 4").
    func requireNumbers(_ allowed: Bool, _ expected: String) throws(LoweringFailure) {
      guard allowed else {
        throw LoweringFailure(range: value.range, message: "'\(name.rawValue)' takes \(expected) numbers")
      }
    }
    func number(_ index: Int) throws(LoweringFailure) -> Double { try LinearEvaluator.number(items[index]) }
    switch name {
    case .left: p.left = try ValueLowering.position(value, items, attribute: .left)
    case .right: p.right = try ValueLowering.position(value, items, attribute: .right)
    case .top: p.top = try ValueLowering.position(value, items, attribute: .top)
    case .bottom: p.bottom = try ValueLowering.position(value, items, attribute: .bottom)
    case .leading: p.leading = try ValueLowering.position(value, items, attribute: .leading)
    case .trailing: p.trailing = try ValueLowering.position(value, items, attribute: .trailing)
    case .centerX: p.centerX = try ValueLowering.position(value, items, attribute: .centerX)
    case .centerY: p.centerY = try ValueLowering.position(value, items, attribute: .centerY)
    case .baseline: p.baseline = try ValueLowering.position(value, items, attribute: .baseline)
    case .topPadding: p.topPadding = try padding(try one(), .top, &p)
    case .leftPadding: p.leftPadding = try padding(try one(), .left, &p)
    case .bottomPadding: p.bottomPadding = try padding(try one(), .bottom, &p)
    case .rightPadding: p.rightPadding = try padding(try one(), .right, &p)
    case .leadingPadding: p.leadingPadding = try padding(try one(), .leading, &p)
    case .trailingPadding: p.trailingPadding = try padding(try one(), .trailing, &p)
    case .vspace: p.vspace = try LinearEvaluator.number(try one())
    case .hspace: p.hspace = try LinearEvaluator.number(try one())
    case .shares: p.shares = try LinearEvaluator.number(try one())
    case .distanceError: p.distanceError = try LinearEvaluator.number(try one())
    case .noLayout: p.noLayout = try ValueLowering.bool(try one())
    case .reverseFloat: p.reverseFloat = try ValueLowering.bool(try one())
    case .clearFloat: p.clearFloat = try ValueLowering.bool(try one())
    case .zeroPadding: p.zeroPadding = try ValueLowering.bool(try one())
    case .reverseLayout: p.reverseLayout = try ValueLowering.bool(try one())
    case .autoArrange: p.autoArrange = try ValueLowering.bool(try one())
    case .noBoundaryLimit: p.noBoundaryLimit = try ValueLowering.bool(try one())
    case .isMath: p.isMath = try ValueLowering.bool(try one())
    case .isReverse: p.isReverse = try ValueLowering.bool(try one())
    case .arrangedCount: p.arrangedCount = try ValueLowering.integer(try one())
    case .pagedCount: p.pagedCount = try ValueLowering.integer(try one())
    case .colCount: p.columnCount = try ValueLowering.integer(try one())
    case .lines: p.lines = try ValueLowering.integer(try one())
    case .width, .height, .rowHeight, .rowWidth:
      guard items.count <= 1 else { throw LoweringFailure(range: value.range, message: "a size takes one value") }
      let isWidth = name == .width || name == .rowWidth
      let s = try ValueLowering.size(
        items.first, bounds: try ValueLowering.bounds(value), attribute: isWidth ? .width : .height)
      if isWidth { p.width = s } else { p.height = s }
    case .colWidth, .colHeight:
      p.columnSize = try ValueLowering.size(
        try one(), bounds: (nil, nil), attribute: name == .colWidth ? .width : .height)
    case .size:
      guard items.count == 2 else { throw LoweringFailure(range: value.range, message: "'size' takes W, H") }
      let b = try ValueLowering.bounds(value)
      p.width = try ValueLowering.size(items[0], bounds: b, attribute: .width)
      p.height = try ValueLowering.size(items[1], bounds: b, attribute: .height)
    case .margin, .horzMargin, .vertMargin:
      let m = PositionValue.number(try LinearEvaluator.number(try one()))
      if name != .vertMargin {
        p.left = m
        p.right = m
      }
      if name != .horzMargin {
        p.top = m
        p.bottom = m
      }
    case .padding:
      try requireNumbers(items.count == 1 || items.count == 2 || items.count == 4, "1 or 2 or 4")
      // Every number is read before any is stored, in order, so that the first bad one is the one reported.
      // `safeArea` is a value too (`PropertyLowering.padding`): a repeated value brings its mark along.
      let first = try padding(items[0], .top, &p)
      let second = items.count > 1 ? try padding(items[1], .left, &p) : first
      let third = items.count > 2 ? try padding(items[2], .bottom, &p) : first
      let fourth = items.count > 2 ? try padding(items[3], .right, &p) : second
      let repeats: [Int] = items.count == 1 ? [0, 0, 0, 0] : items.count == 2 ? [0, 1, 0, 1] : [0, 1, 2, 3]
      markSafeArea(
        [.top, .left, .bottom, .right], repeats.map { isSafeArea(items[$0]) }, in: &p)
      p.topPadding = first
      p.leftPadding = second
      p.bottomPadding = third
      p.rightPadding = fourth
    case .space:
      let s = try LinearEvaluator.number(try one())
      p.vspace = s
      p.hspace = s
    case .intrinsic:
      try requireNumbers(items.count == 2, "2")
      p.intrinsic = Size(width: try number(0), height: try number(1))
    case .frame:
      try requireNumbers(items.count == 4, "4")
      p.frame = Rect(x: try number(0), y: try number(1), width: try number(2), height: try number(3))
    case .origin:
      try requireNumbers(items.count == 2, "2")
      p.pathOrigin = Point(x: try number(0), y: try number(1))
    case .visibility:
      let e = try one()
      guard let w = LinearEvaluator.word(e), let v = Visibility(rawValue: w) else {
        throw LoweringFailure(range: e.range, message: "expected 'visible', 'invisible' or 'gone'")
      }
      p.visibility = v
    case .alignment: p.alignment = try ValueLowering.gravity(items)
    case .gravity: p.gravity = try ValueLowering.gravity(items)
    case .arrangedGravity: p.arrangedGravity = try ValueLowering.gravity(items)
    case .orientation: p.orientation = try orientation(try one())
    case .lastlineGravityPolicy:
      let e = try one()
      guard let w = LinearEvaluator.word(e), let v = GravityPolicy(rawValue: w) else {
        throw LoweringFailure(range: e.range, message: "expected 'no', 'always' or 'auto'")
      }
      p.lastlineGravityPolicy = v
    case .shrinkType: p.shrinkType = try shrinkType(items, value.range)
    case .background: p.background = try ValueLowering.color(try one())
    case .insetsPaddingFromSafeArea: p.insetsPaddingFromSafeArea = try screenEdges(items, value.range)
    case .insetLandscapeFringePadding: p.insetLandscapeFringePadding = try ValueLowering.bool(try one())
    case .text: p.text = try ValueLowering.string(try one())
    case .font: p.font = try ValueLowering.font(Array(items), value.range)
    case .polar: p.pathEquation = .polar(try LinearEvaluator.pathExpression(try one()))
    case .rectangular: p.pathEquation = .rectangular(try LinearEvaluator.pathExpression(try one()))
    case .parametric:
      guard items.count == 2 else { throw LoweringFailure(range: value.range, message: "'parametric' takes x, y") }
      p.pathEquation = .parametric(
        try LinearEvaluator.pathExpression(items[0]), try LinearEvaluator.pathExpression(items[1]))
    case .spaceType: p.spaceType = try spaceType(try one())
    case .start: p.pathStart = try pathLimit(try one())
    case .end: p.pathEnd = try pathLimit(try one())
    case .hugging: p.hugging = try ConstraintLowering.axisPriorities("hugging", value)
    case .compression: p.compression = try ConstraintLowering.axisPriorities("compression", value)
    }
  }

  static func orientation(_ e: ExprSyntax) throws(LoweringFailure) -> LayoutOrientation {
    guard let w = LinearEvaluator.word(e), let o = LayoutOrientation(rawValue: w) else {
      throw LoweringFailure(range: e.range, message: "expected 'vert' or 'horz'")
    }
    return o
  }

  static func shrinkType(_ items: ExpressionList, _ range: TextRange) throws(LoweringFailure) -> ShrinkType {
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
