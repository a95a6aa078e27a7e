// A constraints container as Swift: a plain UIView whose children Auto Layout places (UIKit's, not TangramKit's),
// with the container's equations as anchors, activated together (docs/codegen.md, "Constraints containers").

import TGLSemantics

extension SwiftDocumentWriter {
  /// The nested classes the generated type declares, in the order they are written: the container, and one per leaf
  /// class that has an `intrinsic` size inside a constraints container.
  static let nestedClasses: [(name: String, base: String)] = [
    ("ConstraintsView", "UIView"), ("IntrinsicView", "UIView"), ("IntrinsicLabel", "UILabel"),
    ("IntrinsicImageView", "UIImageView"), ("IntrinsicButton", "UIButton"),
  ]

  /// Whether view `i` is a child of a constraints container (Auto Layout places it, not TangramKit).
  func isConstraintsChild(_ i: Int) -> Bool {
    guard let parent = views[i].parent else { return false }
    return views[parent].element.kind == .constraints
  }

  /// `p` without what TangramKit would read to place a view that Auto Layout places: positions, and the sizes of a
  /// leaf or a nested constraints container. A TangramKit layout keeps its sizes: its `wrap` is what it reports to
  /// Auto Layout as its intrinsic size when its frame is not turned into constraints (semantics §7.8).
  func withoutTangramKitPlacement(_ p: Properties, of i: Int) -> Properties {
    var p = p
    let kind = views[i].element.kind
    if !kind.isContainer || kind == .constraints {
      p.width = nil
      p.height = nil
    }
    p.left = nil
    p.right = nil
    p.top = nil
    p.bottom = nil
    p.leading = nil
    p.trailing = nil
    p.centerX = nil
    p.centerY = nil
    p.baseline = nil
    return p
  }

  /// UIKit keeps one content hugging and one compression resistance per view and axis, not one per size class.
  func contentPrioritiesVariantProblem(_ element: Element, overrides: Properties) -> String? {
    let base = element.properties.contentPriorities
    let changed = overrides.contentPriorities
    let pairs: [(Int?, Int?)] = [
      (changed.huggingHorizontal, base.huggingHorizontal), (changed.huggingVertical, base.huggingVertical),
      (changed.compressionHorizontal, base.compressionHorizontal),
      (changed.compressionVertical, base.compressionVertical),
    ]
    guard pairs.contains(where: { $0.0 != nil && $0.0 != $0.1 }) else { return nil }
    return "a view's 'hugging' and 'compression' cannot vary by size class (UIKit keeps one for the view)"
  }

  /// The Swift class of a leaf with an `intrinsic` size in a constraints container: Auto Layout reads a view's
  /// `intrinsicContentSize`, not its frame, and a plain UIView has none, so the view is of a nested subclass that
  /// answers with the file's size (as an image view answers with its image's).
  static func intrinsicClass(of kind: ElementKind) -> String? {
    switch kind {
    case .view, .spacer: return "IntrinsicView"
    case .label: return "IntrinsicLabel"
    case .image: return "IntrinsicImageView"
    case .button: return "IntrinsicButton"
    default: return nil
    }
  }

  /// The nested class declarations the views use, each in the access level of the type.
  func nestedClassDeclarations() -> [String] {
    let used = Set(views.map(\.swiftClass))
    var out: [String] = []
    for (name, base) in Self.nestedClasses where used.contains(name) {
      var lines: [String] = []
      if name == "ConstraintsView" {
        lines += [
          "/// A constraints container: a plain view whose children Auto Layout places. In a TangramKit layout its `wrap`",
          "/// size is its fitting size: TangramKit measures a view that is not a layout with `sizeThatFits`, 0 on an",
          "/// axis for no bound (code notes §7), which this answers with Auto Layout's fitting size.",
          "\(access)final class \(name): \(base) {",
          "  \(access)override func sizeThatFits(_ size: CGSize) -> CGSize {",
          "    systemLayoutSizeFitting(",
          "      size, withHorizontalFittingPriority: size.width > 0 ? .required : .fittingSizeLevel,",
          "      verticalFittingPriority: size.height > 0 ? .required : .fittingSizeLevel)",
          "  }",
          "}",
        ]
      } else {
        lines += [
          "/// A `\(base)` whose intrinsic content size is the `.tgl` file's `intrinsic`, which Auto Layout reads.",
          "\(access)final class \(name): \(base) {",
          "  \(access)var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {",
          "    didSet { invalidateIntrinsicContentSize() }",
          "  }",
          "  \(access)override var intrinsicContentSize: CGSize { intrinsicSize }",
          "}",
        ]
      }
      out.append(lines.map { "  " + $0 }.joined(separator: "\n") + "\n")
    }
    return out
  }

  /// What a child of a constraints container needs for Auto Layout: no frame turned into constraints, its content
  /// priorities where the file writes them (UIKit's defaults for a view made in code are tgl's: hugging 250,
  /// compression resistance 750), its intrinsic size.
  func constraintsChildStatements(_ i: Int, id: String) -> [String] {
    let element = views[i].element
    var lines = ["\(id).translatesAutoresizingMaskIntoConstraints = false"]
    let priorities = element.properties.contentPriorities
    let axes: [(String, Int?, Int?)] = [
      ("horizontal", priorities.huggingHorizontal, priorities.compressionHorizontal),
      ("vertical", priorities.huggingVertical, priorities.compressionVertical),
    ]
    for (axis, hugging, _) in axes {
      guard let hugging else { continue }
      lines.append("\(id).setContentHuggingPriority(\(Self.priority(hugging)), for: .\(axis))")
    }
    for (axis, _, compression) in axes {
      guard let compression else { continue }
      lines.append("\(id).setContentCompressionResistancePriority(\(Self.priority(compression)), for: .\(axis))")
    }
    if let size = element.properties.intrinsic, !element.kind.isContainer {
      lines.append(
        "\(id).intrinsicSize = CGSize(width: \(SwiftValues.number(size.width)), "
          + "height: \(SwiftValues.number(size.height)))")
    }
    return lines
  }

  /// `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, `.required`, or `UILayoutPriority(749)`.
  static func priority(_ value: Int) -> String {
    switch value {
    case 1000: return ".required"
    case 750: return ".defaultHigh"
    case 250: return ".defaultLow"
    case 50: return ".fittingSizeLevel"
    default: return "UILayoutPriority(\(value))"
    }
  }

  /// The container's equations: a constant for each optional one (its priority set before activation: UIKit refuses
  /// to turn an active constraint from required to optional), then one `NSLayoutConstraint.activate`, after every
  /// view is in its place (activating a constraint between views with no common ancestor raises).
  func constraintStatements(_ i: Int, locals: inout Set<String>, counter: inout Int) throws(ElementFailure)
    -> [String]
  {
    let element = views[i].element
    guard !element.constraints.isEmpty else { return [] }
    var lines: [String] = []
    var items: [String] = []
    for constraint in element.constraints {
      let expression = try self.expression(constraint, container: i)
      guard !constraint.priority.isRequired else {
        items += Self.wrapped(expression + ",", indent: 6)
        continue
      }
      var name: String
      repeat {
        counter += 1
        name = "constraint\(counter)"
      } while locals.contains(name)
      locals.insert(name)
      lines += Self.wrapped("let \(name) = \(expression)", indent: 4)
      lines.append("\(name).priority = \(Self.priority(constraint.priority.value))")
      items.append(name + ",")
    }
    lines.append("NSLayoutConstraint.activate([")
    lines += items.map { "  \($0)" }
    lines.append("])")
    return lines
  }

  /// A statement of one call, broken as swift-format breaks it past 120 columns (at `indent` spaces in the
  /// initialiser): after the call's opening parenthesis, the arguments filling the next lines two spaces further in.
  static func wrapped(_ line: String, indent: Int) -> [String] {
    guard indent + line.count > 120, let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"),
      open < close
    else { return [line] }
    let head = String(line[...open])
    let tail = String(line[close...])
    let arguments = line[line.index(after: open)..<close].split(separator: ", ").map(String.init)
    return SwiftArguments.packed(head, arguments, tail, indent: indent, declaration: false)
  }

  /// One constraint as anchors: `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 12)`,
  /// `a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)`, `a.widthAnchor.constraint(equalToConstant:
  /// 44)`; a centre with a multiplier, which no anchor method takes, as `NSLayoutConstraint(item:attribute:…)`.
  func expression(_ c: LayoutConstraint, container: Int) throws(ElementFailure) -> String {
    let first = try item(c.first.item, container: container, at: c)
    let relation: String
    switch c.relation {
    case .equal: relation = "equalTo"
    case .lessOrEqual: relation = "lessThanOrEqualTo"
    case .greaterOrEqual: relation = "greaterThanOrEqualTo"
    }
    let firstAnchor = "\(first).\(c.first.anchor.rawValue)Anchor"
    guard let second = c.second else {
      guard c.first.anchor.isDimension else {
        throw ElementFailure(
          view: container, "'\(c.first.spelling)' is a position: Auto Layout relates it only to another anchor")
      }
      return "\(firstAnchor).constraint(\(relation)Constant: \(SwiftValues.number(c.constant)))"
    }
    let a = c.first.anchor
    let b = second.anchor
    let compatible =
      a.isDimension
      ? b.isDimension
      : !b.isDimension && a.axis == b.axis && !(a.isDirectional && b.isAbsoluteHorizontal)
        && !(a.isAbsoluteHorizontal && b.isDirectional)
    guard compatible else {
      throw ElementFailure(
        view: container, "Auto Layout cannot relate '\(c.first.spelling)' to '\(second.spelling)' (anchor types differ)")
    }
    let other = try item(second.item, container: container, at: c)
    let constant = c.constant == 0 ? "" : ", constant: \(SwiftValues.number(c.constant))"
    if c.multiplier == 1 {
      return "\(firstAnchor).constraint(\(relation): \(other).\(b.rawValue)Anchor\(constant))"
    }
    if a.isDimension {
      return "\(firstAnchor).constraint(\(relation): \(other).\(b.rawValue)Anchor, "
        + "multiplier: \(SwiftValues.number(c.multiplier))\(constant))"
    }
    let related: String
    switch c.relation {
    case .equal: related = ".equal"
    case .lessOrEqual: related = ".lessThanOrEqual"
    case .greaterOrEqual: related = ".greaterThanOrEqual"
    }
    return "NSLayoutConstraint(item: \(first), attribute: .\(a.rawValue), relatedBy: \(related), toItem: \(other), "
      + "attribute: .\(b.rawValue), multiplier: \(SwiftValues.number(c.multiplier)), "
      + "constant: \(SwiftValues.number(c.constant)))"
  }

  /// The Swift constant of `parent` (the container) or of the container's child with that name.
  func item(_ item: ConstraintItem, container: Int, at c: LayoutConstraint) throws(ElementFailure) -> String {
    switch item {
    case .parent: return SwiftIdentifiers.written(views[container].identifier)
    case .child(let name):
      guard let k = views.indices.first(where: { views[$0].parent == container && views[$0].element.name == name })
      else {
        throw ElementFailure(view: container, "'\(name)' in '\(c.first.spelling)…' is not a child of this container")
      }
      return SwiftIdentifiers.written(views[k].identifier)
    }
  }
}
