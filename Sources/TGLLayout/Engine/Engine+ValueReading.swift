// Reading the engine's compact values (`CompactValues.swift`): absPos, weightPosIn, measure, bounds and validMeasure
// (TangramKit §1).

import TGLSemantics

/// The inner size of a container (its size minus padding); nil on an axis that is still being computed.
struct Inner {
  var width: Double?
  var height: Double?
  subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

extension LayoutEngine {
  /// `absPos`: a number plus the offset (other kinds contribute only their offset), clamped by the numeric max and
  /// then the numeric min.
  @inline(__always) func absPos(_ p: EPos?) -> Double {
    guard let p else { return 0 }
    var value = p.offset
    if case .number(let n) = p.kind { value += n }
    return clampPosition(sanitized(value), p)
  }

  /// `weightPosIn`: as `absPos`, but a weight gives `weight% * size + offset`.
  @inline(__always) func weightPosIn(_ p: EPos?, _ size: Double) -> Double {
    guard let p else { return 0 }
    var value = p.offset
    switch p.kind {
    case .number(let n): value += n
    case .weight(let w): value += w / 100 * size
    default: break
    }
    return clampPosition(sanitized(value), p)
  }

  @inline(__always) func clampPosition(_ value: Double, _ p: EPos) -> Double {
    guard p.bounds >= 0 else { return value }
    let pair = tables.pairs[Int(p.bounds)]
    var v = value
    if let mx = pair.max, case .number(let n) = mx.kind { v = Swift.min(v, n) }
    if let mn = pair.min, case .number(let n) = mn.kind { v = Swift.max(v, n) }
    return v
  }

  /// The bounds of a size, if it has any.
  func boundPair(_ s: ESize?) -> EBoundPair? {
    guard let s, s.bounds >= 0 else { return nil }
    return tables.pairs[Int(s.bounds)]
  }

  /// True when a size's min bound is `wrap`.
  func minIsWrap(_ s: ESize?) -> Bool {
    if case .wrap? = boundPair(s)?.min?.kind { return true }
    return false
  }

  /// The weight of a position in percent, if it is one.
  func positionWeight(_ p: EPos?) -> Double? {
    if let p, case .weight(let w) = p.kind { return sanitized(w) }
    return nil
  }

  /// `measure`: `x * multiple + increment`.
  @inline(__always) func measure(_ x: Double, _ s: ESize?) -> Double {
    guard let s else { return sanitized(x) }
    return sanitized(x * s.multiple + s.increment)
  }

  /// The value of a size bound of element `node` on `axis`, or nil when it does not apply.
  mutating func boundValue(_ b: EBound, node: Int, axis: Axis, inner: Inner) -> Double? {
    switch b.kind {
    case .number(let n): return sanitized(n * b.multiple + b.increment)
    case .wrap:
      return sanitized(contentSize(node, axis, other: nil) * b.multiple + b.increment)
    case .reference(let r):
      let refAxis: Axis = r.attribute == .height ? .vertical : .horizontal
      switch resolveTarget(r.target, from: node) {
      case .parent:
        guard r.attribute.isSize, let v = inner[refAxis] else { return nil }
        return sanitized(v * b.multiple + b.increment)
      case .this:
        guard r.attribute.isSize, refAxis != axis, let known = scratch(node, refAxis) else {
          return nil
        }
        return sanitized(known * b.multiple + b.increment)
      case .sibling(let s):
        guard r.attribute.isSize, let known = scratch(s, refAxis) else { return nil }
        return sanitized(known * b.multiple + b.increment)
      case .other, .unknown: return nil
      }
    }
  }

  /// `validMeasure`: clamps a size to its bounds, `max(min, x)` then `min(max, ·)`, so max wins.
  mutating func validMeasure(_ x: Double, _ s: ESize?, node: Int, axis: Axis, inner: Inner) -> Double {
    guard let pair = boundPair(s) else { return sanitized(x) }
    var v = sanitized(x)
    if let mn = pair.min, let lo = boundValue(mn, node: node, axis: axis, inner: inner) { v = Swift.max(lo, v) }
    if let mx = pair.max, let hi = boundValue(mx, node: node, axis: axis, inner: inner) { v = Swift.min(hi, v) }
    return v
  }

  /// The numeric max bound of a size, if any (used as a limit for wrapped flows and floats).
  func numericMax(_ s: ESize?) -> Double? {
    guard let mx = boundPair(s)?.max, case .number(let n) = mx.kind else { return nil }
    return sanitized(n * mx.multiple + mx.increment)
  }

  /// Clamps a container's own size by its numeric bounds.
  func clampOwn(_ x: Double, _ s: ESize?) -> Double {
    guard let pair = boundPair(s) else { return x }
    var v = x
    if let mn = pair.min, case .number(let n) = mn.kind { v = Swift.max(sanitized(n * mn.multiple + mn.increment), v) }
    if let mx = pair.max, case .number(let n) = mx.kind { v = Swift.min(sanitized(n * mx.multiple + mx.increment), v) }
    return v
  }
}
