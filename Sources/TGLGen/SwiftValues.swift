// Property values as the arguments of TangramKit calls: numbers, weights, references, gravities, colours.

import TGLSemantics

/// Writes model values as Swift expressions; references go through `views`.
struct SwiftValues {
  /// The Swift expression of the view a reference target names, or nil when nothing has that name.
  var views: (ReferenceTarget) -> String?

  /// A number as a Swift literal: `100`, `12.5`, `-4`, `0.3333333333333333`.
  static func number(_ v: Double) -> String {
    if v == v.rounded(), Swift.abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
  }

  /// A weight in percent: `20%`, `33.3%`; a negative one as `TGWeight(-10)` (there is no prefix minus on weights).
  static func weight(_ percent: Double) -> String {
    percent < 0 ? "TGWeight(\(number(percent)))" : "\(number(percent))%"
  }

  /// `b.tg_right`, `root.tg_width`: the `tg_` member of the view a reference names.
  func reference(_ r: Reference) throws(GenerationFailure) -> String {
    guard let view = views(r.target) else {
      guard case .element(let name) = r.target else { throw GenerationFailure("a reference names no view") }
      throw GenerationFailure("no view is named '\(name)'")
    }
    return "\(view).tg_\(r.attribute.rawValue)"
  }

  func array(_ references: [Reference]) throws(GenerationFailure) -> String {
    var items: [String] = []
    for r in references { items.append(try reference(r)) }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// The statements that set position `attribute` of `target` (`view.tg_left.equal(…)`, then bounds).
  /// `symbol` is the Swift expression of a number written with constants (`SwiftProgram.number`), in its place.
  func position(
    _ value: PositionValue, attribute: Attribute, target: String, symbol: String? = nil,
    bounds: [String: String] = [:]
  ) throws(GenerationFailure) -> [String] {
    let member = "\(target).tg_\(attribute.rawValue)"
    let offset = value.offset == 0 ? "" : ", offset: \(Self.number(value.offset))"
    var calls: [String] = []
    switch value.kind {
    case .none: break
    case .number(let n): calls.append(".equal(\(symbol ?? Self.number(n + value.offset)))")
    case .weight(let w): calls.append(".equal(\(Self.weight(w))\(offset))")
    case .reference(let r): calls.append(".equal(\(try reference(r))\(offset))")
    case .array(let rs): calls.append(".equal(\(try array(rs))\(offset))")
    }
    for (name, bound) in [("min", value.min), ("max", value.max)] {
      guard let bound else { continue }
      guard bound.multiple == 1 else {
        throw GenerationFailure("a bound of a position cannot be scaled (TangramKit's position bounds take an offset)")
      }
      let boundOffset = bound.increment == 0 ? "" : ", offset: \(Self.number(bound.increment))"
      switch bound.kind {
      case .number(let n): calls.append(".\(name)(\(bounds[name] ?? Self.number(n + bound.increment)))")
      case .reference(let r): calls.append(".\(name)(\(try reference(r))\(boundOffset))")
      case .wrap: throw GenerationFailure("'\(name) wrap' bounds sizes only, not positions")
      }
    }
    return calls.isEmpty ? [] : [member + calls.joined()]
  }

  /// `, increment: 10, multiple: 0.5` (each left out at its default).
  static func scaling(increment: Double, multiple: Double) -> String {
    var out = ""
    if increment != 0 { out += ", increment: \(number(increment))" }
    if multiple != 1 { out += ", multiple: \(number(multiple))" }
    return out
  }

  /// The first argument of `tg_width.equal(…)` for a size, or nil for a size that only has bounds.
  func sizeArgument(_ kind: SizeValue.Kind) throws(GenerationFailure) -> String? {
    switch kind {
    case .none: return nil
    case .number(let n): return Self.number(n)
    case .weight(let w): return Self.weight(w)
    case .wrap: return ".wrap"
    case .fill: return ".fill"
    case .average: return ".average"
    case .reference(let r): return try reference(r)
    case .array(let rs): return try array(rs)
    }
  }

  /// The statements that set size `attribute` of `target` (`view.tg_width.equal(…)`, then bounds).
  /// `bounds` are the Swift expressions of number bounds written with constants, by `min` and `max`.
  func size(
    _ value: SizeValue, attribute: Attribute, target: String, own: String, symbol: String? = nil,
    bounds: [String: String] = [:]
  ) throws(GenerationFailure) -> [String] {
    let member = "\(target).tg_\(attribute.rawValue)"
    var calls: [String] = []
    if let argument = try sizeArgument(value.kind) {
      if case .number(let n) = value.kind {
        // A number is folded: `width: 100 + 10` is 110, as the lowering gives it.
        calls.append(".equal(\(symbol ?? Self.number(n * value.multiple + value.increment)))")
      } else {
        calls.append(".equal(\(argument)\(Self.scaling(increment: value.increment, multiple: value.multiple)))")
      }
    }
    for (name, bound) in [("min", value.min), ("max", value.max)] {
      guard let bound else { continue }
      let scaling = Self.scaling(increment: bound.increment, multiple: bound.multiple)
      switch bound.kind {
      case .number(let n): calls.append(".\(name)(\(bounds[name] ?? Self.number(n * bound.multiple + bound.increment)))")
      case .reference(let r): calls.append(".\(name)(\(try reference(r))\(scaling))")
      // "Not below my content size": TangramKit's bound on the view's own size, recognised by the identity of the
      // size object (code notes §10). Inside a size class that is the size class's own object, never the default's
      // `view.tg_width`, which TangramKit would take as another view's size and assert on.
      case .wrap: calls.append(".\(name)(\(target).tg_\(attribute.rawValue)\(scaling))")
      }
    }
    return calls.isEmpty ? [] : [member + calls.joined()]
  }

  /// A gravity as a `TGGravity` value: `TGGravity.horz.fill`, `[TGGravity.horz.center, TGGravity.vert.top]`.
  static func gravity(_ g: Gravity) -> String {
    var parts: [String] = []
    if let h = g.horizontal { parts.append("TGGravity.horz.\(h.rawValue)") }
    if let v = g.vertical { parts.append("TGGravity.vert.\(v.rawValue)") }
    switch parts.count {
    case 0: return "TGGravity.none"
    case 1: return parts[0]
    default: return "[" + parts.joined(separator: ", ") + "]"
    }
  }

  static func shrinkType(_ s: ShrinkType) -> String {
    switch (s.mode, s.target) {
    case (.none, .size): return "TGSubviewsShrinkType.none"
    case (let mode, .size): return ".\(mode.rawValue)"
    case (.none, .space): return ".space"
    case (let mode, .space): return "[.\(mode.rawValue), .space]"
    }
  }

  /// A colour channel as `N / 255` when it is a whole number of 255ths (every `#RRGGBB` colour), else a decimal.
  static func channel(_ v: Double) -> String {
    let scaled = v * 255
    if Swift.abs(scaled - scaled.rounded()) < 1e-9 {
      let n = Int(scaled.rounded())
      return n == 0 ? "0" : n == 255 ? "1" : "\(n) / 255"
    }
    return number(v)
  }

  static func color(_ c: Color) -> String {
    "UIColor(red: \(channel(c.red)), green: \(channel(c.green)), blue: \(channel(c.blue)), alpha: \(channel(c.alpha)))"
  }
}

/// Something the model says that TangramKit's API cannot express; reported at the element, generation stops.
struct GenerationFailure: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
