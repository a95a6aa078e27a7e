// Auto Layout, as much of UIKit's as generated code for a constraints container uses: anchors, constraints,
// priorities, content hugging and compression resistance, intrinsic sizes, the fitting size. The signatures are
// UIKit's. The interface solves nothing: it records what the code asks for, in the order UIKit would hold it, and
// `TGRebuild` (TangramKit module) turns that back into a tgl constraints container, which tgl's engine solves.
// What UIKit refuses at the moment of a call (activating a constraint between views with no common ancestor,
// turning an installed constraint's priority from required to optional or back) stops the run with UIKit's message.

/// A constraint's priority: 1 to 1000, where 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
  public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
  public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

/// One linear relation between two views' attributes: `first relation multiplier × second + constant`.
@MainActor
open class NSLayoutConstraint {
  /// The attributes of a view a constraint can relate (UIKit's raw values).
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline
    case notAnAttribute = 0
  }

  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  /// The axis of content hugging and compression resistance.
  public enum Axis: Int, Sendable {
    case horizontal = 0, vertical = 1
  }

  open private(set) weak var firstItem: AnyObject?
  open private(set) var firstAttribute: Attribute
  open private(set) var relation: Relation
  open private(set) weak var secondItem: AnyObject?
  open private(set) var secondAttribute: Attribute
  open private(set) var multiplier: CGFloat
  open var constant: CGFloat
  open var identifier: String?
  /// The view that holds the constraint while it is active: the closest common ancestor of its items.
  package private(set) weak var holder: UIView?
  /// When it was last activated, counted over the run: the order UIKit adds constraints to its engine.
  package private(set) var activationOrder = 0
  private static var activations = 0

  /// UIKit refuses to turn an installed constraint from required to optional or back, and priorities outside 1…1000.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority.rawValue > 0, priority.rawValue <= 1000 else {
        fatalError("priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000.")
      }
      if isActive, (oldValue == .required) != (priority == .required) {
        fatalError(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
            + "You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
      }
    }
  }

  /// Activating adds the constraint to the closest common ancestor of its items, which must exist then.
  open var isActive: Bool {
    get { holder != nil }
    set {
      if newValue == isActive { return }
      if newValue {
        guard let first = firstItem as? UIView else { fatalError("a constraint's first item must be a view") }
        let second = secondItem as? UIView
        guard let ancestor = second.map({ first.closestCommonAncestor(with: $0) }) ?? first else {
          fatalError(
            "Unable to activate constraint with anchors \(Self.describe(first, firstAttribute)) and "
              + "\(Self.describe(second, secondAttribute)) because they have no common ancestor.  Does the constraint "
              + "or its anchors reference items in different view hierarchies?  That's illegal.")
        }
        Self.activations += 1
        activationOrder = Self.activations
        ancestor.addConstraint(self)
      } else {
        holder?.removeConstraint(self)
      }
    }
  }

  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
    toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, firstAttribute: attr1, relation: relation, second: view2.map { $0 as AnyObject },
      secondAttribute: attr2, multiplier: multiplier, constant: c)
  }

  package init(
    first: AnyObject, firstAttribute: Attribute, relation: Relation, second: AnyObject?, secondAttribute: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) {
    self.firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  package func installed(in view: UIView?) { holder = view }

  static func describe(_ item: UIView?, _ attribute: Attribute) -> String {
    guard let item else { return "(none)" }
    return "\"\(type(of: item)).\(attribute)\""
  }
}

/// A factory of constraints on one attribute of one view (UIKit's `NSLayoutAnchor`); the subclasses keep x-axis,
/// y-axis and dimension anchors apart, so that a constraint between two kinds does not type-check.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  package unowned let item: UIView
  package let attribute: NSLayoutConstraint.Attribute

  package init(item: UIView, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  package func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, firstAttribute: attribute, relation: relation, second: other?.item,
      secondAttribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor)
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// Leading, trailing, left, right, centerX.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Top, bottom, centerY, the baselines.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Width and height: against another dimension with a multiplier, or against a constant.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// What Auto Layout keeps per view: its content priorities, the constraints it holds, the fitting sizes asked of it.
@MainActor
package final class AutoLayoutState {
  package var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  package var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  package var constraints: [NSLayoutConstraint] = []
  /// Every `systemLayoutSizeFitting` call: the target size and the two fitting priorities.
  package var fittingRequests: [(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)] = []

  package init() {}
}

extension UIView {
  /// UIKit's "no intrinsic size on this axis".
  public static let noIntrinsicMetric: CGFloat = -1
  /// The target size that asks for the smallest fitting size.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// The constraints this view holds (those whose closest common ancestor it is), in the order they were added.
  public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.holder?.removeConstraint(constraint)
    autoLayout.constraints.append(constraint)
    constraint.installed(in: self)
  }

  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    autoLayout.constraints.removeAll { $0 === constraint }
    if constraint.holder === self { constraint.installed(in: nil) }
  }

  /// UIKit's defaults for a view made in code: hugging 250, compression resistance 750.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayout.hugging[axis] ?? .defaultLow
  }

  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    autoLayout.hugging[axis] = priority
  }

  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayout.compression[axis] ?? .defaultHigh
  }

  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
  {
    autoLayout.compression[axis] = priority
  }

  /// Auto Layout's smallest (or largest) size of the view and its constraints near `targetSize`. The interface
  /// solves nothing: it records the request (the rebuild checks what a constraints container asks for) and answers
  /// with the target size.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    autoLayout.fittingRequests.append((targetSize, horizontalFittingPriority, verticalFittingPriority))
    return targetSize
  }

  /// The nearest view that is an ancestor of both (or one of them), or nil in different hierarchies.
  package func closestCommonAncestor(with other: UIView) -> UIView? {
    var mine: [UIView] = []
    var view: UIView? = self
    while let v = view {
      mine.append(v)
      view = v.superview
    }
    view = other
    while let v = view {
      if mine.contains(where: { $0 === v }) { return v }
      view = v.superview
    }
    return nil
  }
}
