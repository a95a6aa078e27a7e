// Auto Layout's anchors as linear expressions of a constraints container's variables (UIKit's Auto Layout, not
// TangramKit: `NSLayoutConstraint.Attribute`). Each child has left, top, width and height; the container has width
// and height, and its left and top are 0 (children's frames are in its bounds).

import TGLSemantics
import TGLSolver

/// A linear expression being summed: coefficients per variable (merged, in the order first met) and a constant.
struct ExpressionSum {
  private(set) var variables: [Variable] = []
  private(set) var coefficients: [Double] = []
  var constant = 0.0

  mutating func add(_ variable: Variable, _ coefficient: Double) {
    if let i = variables.firstIndex(of: variable) {
      coefficients[i] += coefficient
    } else {
      variables.append(variable)
      coefficients.append(coefficient)
    }
  }

  mutating func add(_ other: ExpressionSum, times factor: Double) {
    for (v, c) in zip(other.variables, other.coefficients) { add(v, c * factor) }
    constant += other.constant * factor
  }

  /// The solver's expression; terms that cancelled (`a.right − a.left` leaves the width) are dropped.
  var expression: LinearExpression {
    LinearExpression(
      zip(variables, coefficients).compactMap { abs($1) < 1e-12 ? nil : Term($0, $1) }, constant: constant)
  }
}

extension ConstraintSystem {
  /// The expression of `item.anchor`. `mirrored`: the x coordinate is measured from the container's right edge
  /// (`width − x`), for a constraint that names `leading` or `trailing` right to left (see `memberConstraint`).
  func anchorExpression(_ item: Int?, _ anchor: ConstraintAnchor, mirrored: Bool) -> ExpressionSum {
    var sum = ExpressionSum()
    if anchor.axis == .horizontal, !anchor.isDimension, mirrored {
      // x' = W − x: leading (the right edge) becomes W − right, trailing W − left, centerX W − centerX.
      let absolute: ConstraintAnchor
      switch anchor {
      case .leading: absolute = .right
      case .trailing: absolute = .left
      default: absolute = anchor
      }
      sum.add(containerWidth, 1)
      sum.add(anchorExpression(item, absolute, mirrored: false), times: -1)
      return sum
    }
    guard let item else {
      // The container: left and top 0, right and bottom its size.
      switch anchor {
      case .left, .top, .leading: break
      case .right, .trailing, .width: sum.add(containerWidth, 1)
      case .bottom, .height, .firstBaseline, .lastBaseline: sum.add(containerHeight, 1)
      case .centerX: sum.add(containerWidth, 0.5)
      case .centerY: sum.add(containerHeight, 0.5)
      }
      return sum
    }
    let v = childVariables[item]
    switch anchor {
    case .left, .leading: sum.add(v.left, 1)
    case .right, .trailing:
      sum.add(v.left, 1)
      sum.add(v.width, 1)
    case .centerX:
      sum.add(v.left, 1)
      sum.add(v.width, 0.5)
    case .width: sum.add(v.width, 1)
    case .top: sum.add(v.top, 1)
    case .bottom:
      sum.add(v.top, 1)
      sum.add(v.height, 1)
    case .centerY:
      sum.add(v.top, 1)
      sum.add(v.height, 0.5)
    case .height: sum.add(v.height, 1)
    case .firstBaseline, .lastBaseline:
      // UIKit: a view without text has its baselines at its bottom edge; a label's first baseline is its first
      // line's ascent below the top, its last baseline its last line's descent above the bottom (BaselineOffsets).
      sum.add(v.top, 1)
      if let b = children[item].baselines {
        if anchor == .firstBaseline {
          sum.constant += b.firstFromTop
        } else {
          sum.add(v.height, 1)
          sum.constant -= b.lastFromBottom
        }
      } else {
        sum.add(v.height, 1)
      }
    }
    return sum
  }

  /// Whether Auto Layout can relate the two anchors (it raises an exception otherwise): the same axis, positions with
  /// positions and sizes with sizes (a width may equal a height), never `leading`/`trailing` with `left`/`right`; a
  /// constant alone only for a size.
  static func compatible(_ a: ConstraintAnchor, _ b: ConstraintAnchor?) -> Bool {
    guard let b else { return a.isDimension }
    if a.isDimension || b.isDimension { return a.isDimension && b.isDimension }
    guard a.axis == b.axis else { return false }
    return !(a.isDirectional && b.isAbsoluteHorizontal) && !(a.isAbsoluteHorizontal && b.isDirectional)
  }
}
