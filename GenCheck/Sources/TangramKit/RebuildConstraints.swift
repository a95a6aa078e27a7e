// The rebuilt document's constraints containers: which views host children with Auto Layout, their constraints as
// tgl members, their children's content priorities and intrinsic sizes (docs/codegen.md, "Constraints").

import UIKit

extension TGRebuild.Writer {
  /// A constraints container is a plain view that measures itself with Auto Layout: asked `sizeThatFits` (as
  /// TangramKit asks a view that is not a layout, code notes §7), it answers through `systemLayoutSizeFitting`. A
  /// plain `UIView` answers with its current size and asks nothing.
  static func isConstraintsContainer(_ view: UIView) throws -> Bool {
    guard type(of: view) != UIView.self, !(view is TGBaseLayout), !(view is UILabel), !(view is UIButton),
      !(view is UIImageView)
    else { return false }
    let requests = fittingRequests(of: view)
    guard !requests.isEmpty else { return false }
    // Unbounded (0) on an axis: the smallest size there, Auto Layout's compressed fitting size at the fitting-size
    // priority; a width TangramKit knows (a flex height, code notes §7): that width, required.
    let expected: [(CGSize, UILayoutPriority, UILayoutPriority)] = [
      (CGSize(width: 0, height: 0), .fittingSizeLevel, .fittingSizeLevel),
      (CGSize(width: 320, height: 0), .required, .fittingSizeLevel),
    ]
    let same =
      requests.count == expected.count
      && zip(requests, expected).allSatisfy { $0.target == $1.0 && $0.horizontal == $1.1 && $0.vertical == $1.2 }
    guard same else {
      let asked = requests.map { "\($0.target) at \($0.horizontal.rawValue), \($0.vertical.rawValue)" }
      throw TGRebuildError(
        description: "a constraints container answers sizeThatFits (0, 0) and (320, 0) by asking Auto Layout for "
          + "\(asked.joined(separator: "; ")): expected the compressed size on an unbounded axis at the fitting-size "
          + "priority and the given width at the required one")
    }
    return true
  }

  static func fittingRequests(of view: UIView) -> [(target: CGSize, horizontal: UILayoutPriority,
    vertical: UILayoutPriority)]
  {
    let state = view.autoLayout
    let kept = state.fittingRequests
    state.fittingRequests = []
    _ = view.sizeThatFits(CGSize(width: 0, height: 0))
    _ = view.sizeThatFits(CGSize(width: 320, height: 0))
    let requests = state.fittingRequests
    state.fittingRequests = kept
    return requests
  }

  /// What Auto Layout reads from a child of a constraints container: its intrinsic size (a label's is its text, which
  /// tgl's engine measures from the rebuilt `text`), its content priorities where they differ from UIKit's defaults
  /// for a view made in code. A child whose frame UIKit still turns into constraints is an error: its frame (0 × 0 at
  /// 0, 0 for a new view) would be required constraints of its own.
  func constraintsChild(_ view: UIView) throws -> [String] {
    guard !view.translatesAutoresizingMaskIntoConstraints else {
      throw TGRebuildError(
        description: "\(Self.kind(of: view)) \(names[view.tgID] ?? ""): a child of a constraints container keeps "
          + "translatesAutoresizingMaskIntoConstraints, so UIKit pins it to its frame")
    }
    var lines: [String] = []
    let intrinsic = view.intrinsicContentSize
    if intrinsic.width != UIView.noIntrinsicMetric || intrinsic.height != UIView.noIntrinsicMetric {
      guard intrinsic.width != UIView.noIntrinsicMetric, intrinsic.height != UIView.noIntrinsicMetric else {
        throw TGRebuildError(description: "an intrinsic size on one axis only has no tgl property")
      }
      lines.append("intrinsic: \(TGRebuild.number(intrinsic.width)), \(TGRebuild.number(intrinsic.height))")
    }
    for (property, values, fallback) in [
      ("hugging", view.autoLayout.hugging, UILayoutPriority.defaultLow),
      ("compression", view.autoLayout.compression, UILayoutPriority.defaultHigh),
    ] {
      var parts: [String] = []
      for (word, axis) in [("horz", NSLayoutConstraint.Axis.horizontal), ("vert", .vertical)] {
        guard let p = values[axis], p != fallback else { continue }
        parts.append("\(word) \(TGRebuild.number(CGFloat(p.rawValue)))")
      }
      if !parts.isEmpty { lines.append("\(property): \(parts.joined(separator: ", "))") }
    }
    return lines
  }

  /// The constraints container's members: every active constraint whose items are the container or its children,
  /// in the order UIKit holds them (activation order). UIKit keeps a constraint in the closest common ancestor of its
  /// items: the container for one between children or with the container, the child itself for one on a single
  /// child (`avatar.width == 44`).
  func constraintMembers(of container: UIView, nested: Bool) throws -> [String] {
    // In a container that is itself a child of a constraints container, a constraint on the container alone is the
    // outer container's (it holds it as its child's).
    var held = container.constraints.filter { c in
      !nested || !(c.firstItem === container && (c.secondItem == nil || c.secondItem === container))
    }
    for child in container.subviews {
      // A child that is a constraints container holds its own children's constraints too; only those on itself alone
      // are the outer container's.
      held += child.constraints.filter { c in c.firstItem === child && (c.secondItem == nil || c.secondItem === child) }
    }
    held.sort { a, b in a.activationOrder < b.activationOrder }
    var lines: [String] = []
    for constraint in held {
      guard let line = try member(constraint, container: container) else { continue }
      lines.append(line)
    }
    return lines
  }

  /// `first.anchor relation [multiplier *] second.anchor [± constant] [@priority]`, or nil when the constraint is
  /// not the container's (it is a nested container's own).
  func member(_ c: NSLayoutConstraint, container: UIView) throws -> String? {
    func item(_ object: AnyObject?) throws -> String? {
      guard let view = object as? UIView else { return nil }
      if view === container { return "parent" }
      guard view.superview === container else { return nil }
      guard let name = names[view.tgID] else {
        throw TGRebuildError(description: "a constraint on a child of a constraints container that has no name")
      }
      return name
    }
    guard let first = try item(c.firstItem) else { return nil }
    let relation: String
    switch c.relation {
    case .equal: relation = "=="
    case .lessThanOrEqual: relation = "<="
    case .greaterThanOrEqual: relation = ">="
    }
    var text = "\(first).\(try Self.anchor(c.firstAttribute)) \(relation) "
    if c.secondItem != nil {
      guard let second = try item(c.secondItem) else {
        throw TGRebuildError(description: "a constraint between views with no common constraints container")
      }
      if c.multiplier != 1 { text += "\(TGRebuild.number(c.multiplier)) * " }
      text += "\(second).\(try Self.anchor(c.secondAttribute))" + Self.shift(c.constant)
    } else {
      text += TGRebuild.number(c.constant)
    }
    if c.priority != .required {
      let p = c.priority.rawValue
      guard p == p.rounded() else { throw TGRebuildError(description: "a priority of \(p) is not a whole number") }
      text += " @\(Int(p))"
    }
    return text
  }

  static func anchor(_ attribute: NSLayoutConstraint.Attribute) throws -> String {
    switch attribute {
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .firstBaseline: return "firstBaseline"
    case .lastBaseline: return "lastBaseline"
    case .notAnAttribute: throw TGRebuildError(description: "a constraint on no attribute")
    }
  }
}
