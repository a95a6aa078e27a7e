// Where each constraint of a container's system comes from, so that diagnostics and hover can name it: a member
// the user wrote, or one Auto Layout generates (content hugging, compression resistance, the container's size).

import TGLSemantics

/// What made one constraint of a `ConstraintSystem`.
public enum ConstraintOrigin: Hashable, Sendable {
  /// The container's constraint at this index of `Element.constraints` (the order the user wrote them).
  case member(Int)
  /// The child's content hugging on the axis: `size <= intrinsic` at its hugging priority (UIKit's
  /// `NSContentSizeLayoutConstraint`).
  case hugging(child: Int, Axis)
  /// The child's compression resistance on the axis: `size >= intrinsic` at its compression priority.
  case compression(child: Int, Axis)
  /// The container's own size on the axis: its parent's frame (required; Auto Layout's
  /// `UIView-Encapsulated-Layout-Width`/`-Height`), or its fitting size (`== 0 @fittingSizeLevel`).
  case containerSize(Axis)

  /// The member's index, for `.member`.
  public var memberIndex: Int? {
    if case .member(let i) = self { return i }
    return nil
  }
}

/// A required constraint the system could not hold with those added before it. Auto Layout logs "Unable to
/// simultaneously satisfy constraints" with the conflicting set and breaks one of them; tgl breaks the last added
/// of the set (the container's members in the order written, after the generated ones), which is this one.
public struct BrokenConstraint: Hashable, Sendable {
  /// The constraint given up (not in the solver).
  public var origin: ConstraintOrigin
  /// A smallest set of constraints already in the system that it conflicts with, in the order they were added.
  public var conflict: [ConstraintOrigin]
  /// Auto Layout's log for it ("Unable to simultaneously satisfy constraints: … Will attempt to recover by breaking
  /// constraint …"), with the constraints as written.
  public var message: String
}

/// A member the system leaves out because Auto Layout could not make it (it raises an exception when such a
/// constraint is created): an anchor of a child the container does not have, or anchors that cannot be related.
public struct SkippedConstraint: Hashable, Sendable {
  public enum Reason: Hashable, Sendable {
    /// No child of the container has the name.
    case unknownItem(String)
    /// The two anchors measure along different axes, or a position is related to a size, or `leading`/`trailing`
    /// to `left`/`right`, or a position to a constant alone.
    case incompatibleAnchors
    /// A multiplier or constant that is not a finite number.
    case notFinite
  }

  public var member: Int
  public var reason: Reason

  public init(member: Int, reason: Reason) {
    self.member = member
    self.reason = reason
  }
}
