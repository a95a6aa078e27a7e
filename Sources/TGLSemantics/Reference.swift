// References to another view's attribute: `B.right`, `parent.width`, `self.height`.

/// An attribute of a view that a value can refer to.
public enum Attribute: String, Sendable, Hashable, CaseIterable {
  case left, right, top, bottom, leading, trailing, centerX, centerY, baseline, width, height

  /// True for `width` and `height`.
  public var isSize: Bool { self == .width || self == .height }
  /// True for the attributes on the horizontal axis (left/right/leading/trailing/centerX/width).
  public var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .width: return true
    case .top, .bottom, .centerY, .baseline, .height: return false
    }
  }
}

/// The view a reference points at.
public enum ReferenceTarget: Sendable, Hashable {
  /// The direct parent (`parent.left`).
  case parent
  /// The view itself (`self.width`).
  case this
  /// A view by name (`B.right`).
  case element(String)
}

/// A reference to an attribute of a view.
public struct Reference: Sendable, Hashable {
  public var target: ReferenceTarget
  public var attribute: Attribute
  public init(_ target: ReferenceTarget, _ attribute: Attribute) {
    self.target = target
    self.attribute = attribute
  }
}
