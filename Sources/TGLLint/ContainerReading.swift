// How a frame or linear container reads two kinds of value it only half honours: a position reference (its offset
// alone, code notes §6) and a size referring to the view's own other dimension. Shared by the rules that report them
// (ignored-property, unsupported-reference) and the one that must not see a dependency through them (dependency-cycle).

import TGLDiagnostics
import TGLSemantics

extension DocumentContext {
  /// True when the parent of node `n` reads its position `key` as a margin (or centre offset) from the parent's own
  /// padded edge: every edge and centre in a frame layout, and those across a linear layout, table or row. There a
  /// position reference keeps only its offset and still counts as set (code notes §6, "Parent-edge references on the
  /// cross axis"). Along a linear layout a position is the space after the previous child instead.
  func readsPositionAsMargin(_ n: Int, _ key: PropertyKey) -> Bool {
    guard key != .baseline, UnsupportedReference.positionKeys.contains(key), let parent = parentNode(n) else {
      return false
    }
    let axis: Axis = key.isHorizontalPosition ? .horizontal : .vertical
    if parent.kind == .frame { return true }
    return isLinearLike(parent.index) && mainAxis(parent.index) != axis
  }

  /// True when `reference`, written in position `key`, names the parent's own edge or centre that `key` measures
  /// from (`left: parent.left + 8`, `centerY: parent.centerY`): read as its offset alone, it means what it says.
  /// `left` and `leading` are one edge, or opposite ones right to left.
  func isOwnParentEdge(_ key: PropertyKey, _ reference: Reference, from n: Int) -> Bool {
    guard resolve(reference.target, from: n) == .parent, let edge = Attribute(rawValue: key.name) else { return false }
    return normalisedEdge(edge) == normalisedEdge(reference.attribute)
  }

  /// `left`/`right` as the leading or trailing edge they are in this environment.
  func normalisedEdge(_ attribute: Attribute) -> Attribute {
    switch attribute {
    case .left: return environment.rtl ? .trailing : .leading
    case .right: return environment.rtl ? .leading : .trailing
    default: return attribute
    }
  }

  /// True when the parent of node `n` ignores a size on `axis` that refers to the view's own other dimension: a
  /// linear layout, table or row reads `width: self.height` only along a horizontal layout with a horizontal gravity
  /// (code notes §6). `height: self.width` is read everywhere a linear layout is.
  func ignoresOwnOtherSize(_ n: Int, _ axis: Axis) -> Bool {
    guard axis == .horizontal, let parent = parentNode(n), isLinearLike(parent.index) else { return false }
    return mainAxis(parent.index) != .horizontal || gravity(parent.index, .horizontal) == nil
  }
}

extension DocumentContext {
  /// The note beside a finding about a child of container `c` that wraps `axis`: at the container's written size
  /// value (`wrap`, `wrap min 44`), or its name when the size is a default. `label` is the container's `label(c)`,
  /// when the caller has made it already.
  func wrapsNote(_ c: Int, _ axis: Axis, _ detail: String = "", label: String? = nil) -> RelatedLocation {
    RelatedLocation(
      range: property(c, axis.sizeKey).map { $0.valueRange(of: axis.sizeKey) } ?? labelRange(c),
      message: "\(label ?? self.label(c)) wraps its \(axis.sizeName)\(detail)")
  }
}
