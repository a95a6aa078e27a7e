// Lowering a constraints container's members (issue 31): its equations into `LayoutConstraint`s and its leaves'
// `hugging` and `compression` into `AxisPriorities`. docs/dev/design-constraints.md is the design.

import TGLDiagnostics
import TGLSyntax

extension RuleID {
  /// A constraint the lowering cannot read: an unknown anchor or item, a priority out of range, a side that is not
  /// `M * item.anchor + C`, or a constraint outside a constraints container.
  public static let invalidConstraint: RuleID = "invalid-constraint"
}

extension LoweringContext {
  /// The constraints written in the block of an element of `kind` with children `children`, in source order; each
  /// one that cannot be read is reported and left out.
  mutating func constraints(
    _ nodes: [SyntaxNode], kind: ElementKind, name: String?, children: [Element]
  ) -> [LayoutConstraint] {
    guard kind == .constraints else {
      for node in nodes {
        error(
          .invalidConstraint, node.range,
          "a constraint belongs in a 'constraints' container, and this is a '\(kind.rawValue)'; "
            + "make it 'constraints \(name ?? "NAME") { ... }' or set the views' positions with properties")
      }
      return []
    }
    let names = children.compactMap(\.name)
    var out: [LayoutConstraint] = []
    for node in nodes {
      do throws(LoweringFailure) {
        if let constraint = try ConstraintLowering.constraint(
          ConstraintSyntax(node), childNames: names, containerName: name)
        {
          out.append(constraint)
        }
      } catch {
        // An empty message: the parser has reported it.
        if !error.message.isEmpty { self.error(.invalidConstraint, error.range, error.message) }
      }
    }
    return out
  }
}

/// One side of a constraint as a linear form: `Σ coefficient × anchor + constant`.
struct ConstraintSide {
  var terms: [(anchor: AnchorReference, coefficient: Double)] = []
  var constant: Double = 0

  mutating func add(_ other: ConstraintSide, times factor: Double) {
    for term in other.terms { terms.append((term.anchor, term.coefficient * factor)) }
    constant += other.constant * factor
  }
}

enum ConstraintLowering {
  /// The model of one constraint; nil when the parser already reported it as broken (no second error for it).
  static func constraint(
    _ syntax: ConstraintSyntax, childNames: [String], containerName: String?
  ) throws(LoweringFailure) -> LayoutConstraint? {
    guard !syntax.syntax.descendants.contains(where: { $0.kind == .error }),
      let firstSyntax = syntax.first, let relationToken = syntax.relationToken, let secondSyntax = syntax.second,
      let relation = ConstraintRelation(rawValue: relationToken.text)
    else { return nil }
    let context = SideContext(childNames: childNames, containerName: containerName)
    let first = try context.side(firstSyntax)
    guard first.terms.count == 1, first.terms[0].coefficient == 1, first.constant == 0 else {
      throw LoweringFailure(
        range: firstSyntax.range,
        message: "the left side of a constraint is one anchor, such as 'title.leading'; "
          + "write the multiplier and the constant on the right: 'a.width == 0.5 * b.width + 8'")
    }
    let second = try context.side(secondSyntax)
    guard second.terms.count <= 1 else {
      throw LoweringFailure(
        range: secondSyntax.range,
        message: "a constraint relates one anchor to at most one other; "
          + "write 'M * item.anchor + C' on the right, such as '0.5 * parent.width - 16'")
    }
    let priority = try syntax.priority.map(Self.priority) ?? .required
    let range = syntax.range
    return LayoutConstraint(
      first.terms[0].anchor, relation, second.terms.first?.anchor, multiplier: second.terms.first?.coefficient ?? 1,
      constant: second.constant, priority: priority, range: range.start..<range.end)
  }

  /// `@750`, `@high`: a whole number from 1 to 1000 or one of `ConstraintPriority.named`.
  static func priority(_ syntax: PrioritySyntax) throws(LoweringFailure) -> ConstraintPriority {
    guard let token = syntax.valueToken else { return .required }
    let names = ConstraintPriority.named.map(\.name)
    if token.kind == .identifier {
      let word = token.text
      if let named = ConstraintPriority.named.first(where: { $0.name == word }) { return named.priority }
      let suggestion = Spelling.closest(to: word, among: names).map { "did you mean '@\($0)'? " } ?? ""
      throw LoweringFailure(
        range: syntax.range,
        message: "unknown priority '@\(word)'; \(suggestion)write a whole number from 1 to 1000 or "
          + names.map { "'@\($0)'" }.joined(separator: ", "))
    }
    let text = token.text
    guard let value = Int(text), (1...1000).contains(value) else {
      throw LoweringFailure(
        range: syntax.range,
        message: "the priority '@\(text)' is out of range; a priority is a whole number from 1 to 1000 "
          + "(1000 is required, the default)")
    }
    return ConstraintPriority(value)
  }

  /// `hugging: horz 251, vert 251` or `compression: vert 749`: whole numbers from 1 to 1000, each axis at most once.
  static func axisPriorities(_ name: String, _ value: ValueSyntax) throws(LoweringFailure) -> AxisPriorities {
    let shape = "'\(name): horz 251, vert 251' (either axis may be written alone)"
    guard value.bounds.isEmpty else { throw LoweringFailure(range: value.range, message: "write \(shape)") }
    var result = AxisPriorities()
    var sawAxis = false
    var failure: LoweringFailure?
    value.syntax.forEachChildNode { node in
      guard failure == nil else { return }
      guard node.kind == .axisValue else {
        if node.kind.isExpression {
          failure = LoweringFailure(range: node.range, message: "expected 'horz' or 'vert' and a priority; write \(shape)")
        }
        return
      }
      sawAxis = true
      let item = AxisValueSyntax(node)
      let isHorizontal = item.axisToken?.text == "horz"
      guard let expression = item.value else { return }
      guard case .number(let number) = expression.shape, number == number.rounded(), (1...1000).contains(number) else {
        failure = LoweringFailure(
          range: expression.range, message: "a priority is a whole number from 1 to 1000, such as 251 or 749")
        return
      }
      if (isHorizontal ? result.horizontal : result.vertical) != nil {
        failure = LoweringFailure(
          range: node.range, message: "'\(isHorizontal ? "horz" : "vert")' is written twice in '\(name)'; keep one")
        return
      }
      if isHorizontal { result.horizontal = Int(number) } else { result.vertical = Int(number) }
    }
    if let failure { throw failure }
    guard sawAxis else { throw LoweringFailure(range: value.range, message: "write \(shape)") }
    return result
  }
}

/// Reads one side of a constraint, knowing the names its items may take.
struct SideContext {
  let childNames: [String]
  let containerName: String?

  static let shapeHint = "a side is an anchor such as 'title.leading', a number, or 'M * item.anchor + C'"

  func side(_ e: ExprSyntax) throws(LoweringFailure) -> ConstraintSide {
    switch e.shape {
    case .number(let n):
      return ConstraintSide(constant: n)
    case .member(let base, let attribute):
      return ConstraintSide(terms: [(try anchor(e, base: base, attribute: attribute), 1)])
    case .parenthesized(let inner?):
      return try side(inner)
    case .negate(let inner?):
      var out = ConstraintSide()
      out.add(try side(inner), times: -1)
      return out
    case .binary(let left, let op, let right?):
      let a = try side(left)
      let b = try side(right)
      var out = ConstraintSide()
      switch op {
      case .add, .subtract:
        out.add(a, times: 1)
        out.add(b, times: op == .add ? 1 : -1)
      case .multiply:
        if a.terms.isEmpty {
          out.add(b, times: a.constant)
        } else if b.terms.isEmpty {
          out.add(a, times: b.constant)
        } else {
          throw LoweringFailure(
            range: e.range, message: "an anchor times an anchor is not linear; multiply an anchor by a number")
        }
      case .divide:
        guard b.terms.isEmpty, b.constant != 0 else {
          throw LoweringFailure(range: right.range, message: "divide an anchor by a number other than 0 only")
        }
        out.add(a, times: 1 / b.constant)
      }
      return out
    case .name(let word):
      throw LoweringFailure(
        range: e.range, message: "'\(word)' needs an anchor: write '\(word).leading', '\(word).width' and so on")
    default:
      throw LoweringFailure(range: e.range, message: Self.shapeHint)
    }
  }

  /// `item.anchor`, with the item a child's name or `parent`.
  func anchor(_ e: ExprSyntax, base: ExprSyntax, attribute: String?) throws(LoweringFailure) -> AnchorReference {
    guard case .name(let name) = base.shape else { throw LoweringFailure(range: e.range, message: Self.shapeHint) }
    let item: ConstraintItem
    if name == "parent" {
      item = .parent
    } else if childNames.contains(name) {
      item = .child(name)
    } else if name == containerName {
      throw LoweringFailure(
        range: base.range, message: "'\(name)' is this constraints container; write 'parent.\(attribute ?? "anchor")'")
    } else {
      let suggestion = Spelling.closest(to: name, among: childNames + ["parent"]).map { "did you mean '\($0)'? " } ?? ""
      throw LoweringFailure(
        range: base.range,
        message: "'\(name)' is not a child of this constraints container; \(suggestion)a constraint relates the "
          + "container's children, by name, and 'parent'")
    }
    let anchors = ConstraintAnchor.allCases.map(\.rawValue)
    // `title.` with nothing after the '.': the parser has reported it.
    guard let attribute else { throw LoweringFailure(range: e.range, message: "") }
    guard let anchor = ConstraintAnchor(rawValue: attribute) else {
      let written = attribute
      let suggestion = Spelling.closest(to: written, among: anchors).map { "did you mean '\($0)'? " } ?? ""
      throw LoweringFailure(
        range: e.syntax.token(.identifier)?.range ?? e.range,
        message: "unknown anchor '\(written)'; \(suggestion)the anchors are "
          + anchors.map { "'\($0)'" }.joined(separator: ", "))
    }
    return AnchorReference(item, anchor, range: e.range.start..<e.range.end)
  }
}
