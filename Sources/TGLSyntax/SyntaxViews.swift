// Typed views over syntax nodes: files, directives, elements, blocks, properties and variants.

/// A typed view of a node. Accessors return nil or empty where the source omits something.
public protocol SyntaxView {
  var syntax: SyntaxNode { get }
}

extension SyntaxView {
  public var range: TextRange { syntax.range }
}

/// The whole file: directives, declarations (`SyntaxViews+Declarations.swift`) and top-level elements (one element
/// is one layout document).
public struct SourceFileSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  public var directives: [DirectiveSyntax] { syntax.childViews(.directive, DirectiveSyntax.init) }
  public var elements: [ElementSyntax] { syntax.childViews(.element, ElementSyntax.init) }
}

extension ParseResult {
  public var sourceFile: SourceFileSyntax { SourceFileSyntax(tree.root) }
}

/// `@name value`, such as `@canvas 390, 844`.
public struct DirectiveSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  public var nameToken: SyntaxToken? { syntax.token(.identifier) }
  public var name: String? { syntax.tokenText(.identifier) }
  public var value: ValueSyntax? { syntax.child(.value).map(ValueSyntax.init) }
}

/// `kind name (arguments) { members }`; everything but the kind is optional.
public struct ElementSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  public var kindToken: SyntaxToken? { syntax.token(.identifier) }
  public var kind: String { kindText ?? "" }
  /// The kind's text; nil when the source omits it (`kindToken?.text` without the token).
  public var kindText: String? { syntax.tokenText(.identifier) }
  public var nameToken: SyntaxToken? { syntax.childToken(skipping: 1) { $0 == .identifier } }
  public var name: String? { syntax.tokenText(.identifier, skipping: 1) }

  public var argumentList: SyntaxNode? { syntax.child(.argumentList) }
  /// The bare header arguments: `(vert, 4)` gives two expressions. A use's named arguments (`name: "Bob"`) are
  /// `namedArguments` (`SyntaxViews+Declarations.swift`).
  public var arguments: [ExprSyntax] {
    syntax.childIndex(.argumentList).map { ExprSyntax.expressions(in: syntax.node(at: $0)) } ?? []
  }
  public var block: BlockSyntax? { syntax.child(.block).map(BlockSyntax.init) }

  /// The text of the `///` comments on the lines right above the element, without the slashes.
  public var documentation: String? {
    guard let first = syntax.firstSignificantToken else { return nil }
    var lines: [String] = []
    var token = first.previous
    var newlines = 0
    while let current = token {
      switch current.kind {
      case .whitespace:
        break
      case .newline:
        newlines += 1
        if newlines > 1 { token = nil; continue }
      case .docComment:
        newlines = 0
        var text = current.text.dropFirst(3)
        if text.first == " " { text = text.dropFirst() }
        lines.append(String(text))
      default:
        token = nil
        continue
      }
      token = current.previous
    }
    return lines.isEmpty ? nil : lines.reversed().joined(separator: "\n")
  }
}

/// `{ members }` of an element or a variant.
public struct BlockSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  public var members: [MemberSyntax] {
    var out: [MemberSyntax] = []
    syntax.forEachChildNode { node in
      switch node.kind {
      case .property: out.append(.property(PropertySyntax(node)))
      case .element: out.append(.element(ElementSyntax(node)))
      case .variant: out.append(.variant(VariantSyntax(node)))
      case .constraint: out.append(.constraint(ConstraintSyntax(node)))
      default: break
      }
    }
    return out
  }

  public var properties: [PropertySyntax] { syntax.childViews(.property, PropertySyntax.init) }
  public var elements: [ElementSyntax] { syntax.childViews(.element, ElementSyntax.init) }
  public var variants: [VariantSyntax] { syntax.childViews(.variant, VariantSyntax.init) }
  public var constraints: [ConstraintSyntax] { syntax.childViews(.constraint, ConstraintSyntax.init) }
  public var openBrace: SyntaxToken? { syntax.token(.lCurly) }
  public var closeBrace: SyntaxToken? { syntax.token(.rCurly) }
}

/// One member of a block.
public enum MemberSyntax: Hashable, Sendable {
  case property(PropertySyntax)
  case element(ElementSyntax)
  case variant(VariantSyntax)
  /// A constraints container's equation (issue 31).
  case constraint(ConstraintSyntax)
}

/// `name: value`, or `child.name: value` (an override in a use of a component: see `targetToken`).
public struct PropertySyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The property's name: `lines` in `title.lines: 2`. A dot among the property's own tokens is only a dotted name's.
  public var nameToken: SyntaxToken? { nameTokenIndex.map { SyntaxToken(tree: syntax.tree, index: $0) } }
  public var name: String {
    guard let token = nameTokenIndex else { return "" }
    return syntax.tree.tokenText(token)
  }
  /// The index of `nameToken` in the tree's tokens.
  var nameTokenIndex: Int? { syntax.tokenIndex(.identifier, skipping: syntax.tokenIndex(.dot) == nil ? 0 : 1) }
  public var value: ValueSyntax? { syntax.child(.value).map(ValueSyntax.init) }
}

/// `when condition { members }`.
public struct VariantSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  public var keyword: SyntaxToken? { syntax.token(.identifier) }
  public var conditions: [ConditionItemSyntax] {
    guard let condition = syntax.childIndex(.condition) else { return [] }
    return syntax.node(at: condition).childViews(.conditionItem, ConditionItemSyntax.init)
  }
  public var block: BlockSyntax? { syntax.child(.block).map(BlockSyntax.init) }
}

/// `landscape` or `width: compact` in a `when` condition.
public struct ConditionItemSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  public var keyToken: SyntaxToken? { syntax.token(.identifier) }
  public var key: String { syntax.tokenText(.identifier) ?? "" }
  /// The size class after ':'; nil for a bare word such as `landscape`.
  public var valueToken: SyntaxToken? { syntax.childToken(skipping: 1) { $0 == .identifier } }
  public var value: String? { syntax.tokenText(.identifier, skipping: 1) }
}

/// A property value: comma-separated expressions, then `min`/`max` bounds.
public struct ValueSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  public var items: [ExprSyntax] { ExprSyntax.expressions(in: syntax) }
  /// The items without an array (see `ExpressionList`).
  public var itemList: ExpressionList { ExpressionList(in: syntax) }
  /// Empty, without allocating, for the usual value without bounds.
  public var bounds: [BoundSyntax] { syntax.childViews(.bound, BoundSyntax.init) }
}

/// `min expr` or `max expr`.
public struct BoundSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  public var keywordToken: SyntaxToken? { syntax.token(.identifier) }
  public var isMinimum: Bool { syntax.tokenIndex(.identifier).map { syntax.tree.tokenIs($0, "min") } ?? false }
  public var expression: ExprSyntax? { syntax.firstExpressionIndex().map { ExprSyntax(syntax.node(at: $0)) } }
}

/// `first.anchor == multiplier * second.anchor + constant @priority`, a member of a constraints container; each side is
/// an expression (the lowering reads the shapes it allows).
public struct ConstraintSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The side before the relation.
  public var first: ExprSyntax? { syntax.firstExpressionIndex().map { ExprSyntax(syntax.node(at: $0)) } }
  /// `==`, `<=` or `>=`; nil when the source has none.
  public var relationToken: SyntaxToken? { syntax.childToken { $0.isRelation } }
  /// The side after the relation.
  public var second: ExprSyntax? {
    guard syntax.tokenIndex(where: { $0.isRelation }) != nil, let first = syntax.firstExpressionIndex(),
      let second = syntax.expressionIndex(after: first)
    else { return nil }
    return ExprSyntax(syntax.node(at: second))
  }
  public var priority: PrioritySyntax? { syntax.child(.priority).map(PrioritySyntax.init) }
}

/// `@750`, `@high`.
public struct PrioritySyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The number or name after '@'; nil when the source stops at '@'.
  public var valueToken: SyntaxToken? { syntax.childToken { $0 == .number || $0 == .identifier } }
}

/// `horz 251` in the value of `hugging` or `compression`.
public struct AxisValueSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  public var axisToken: SyntaxToken? { syntax.token(.identifier) }
  public var value: ExprSyntax? { syntax.firstExpressionIndex().map { ExprSyntax(syntax.node(at: $0)) } }
}
