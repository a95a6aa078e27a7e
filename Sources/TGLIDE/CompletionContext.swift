// Where the cursor is, for completion: a member of a block, a property's value, after `name.`, a condition.

import TGLSyntax

/// What kind of text belongs at the cursor.
enum CompletionContext: Equatable {
  /// Outside every element: element kinds and directives.
  case topLevel
  /// At the start of a member of `element`'s block (or of one of its `when` blocks).
  case member(element: ElementSyntax, inVariant: Bool, block: BlockSyntax)
  /// In the value of `property`; `afterValue` when a complete expression precedes the cursor.
  case value(property: PropertySyntax, element: ElementSyntax, afterValue: Bool)
  /// After `base.` in a value.
  case attribute(base: String, property: PropertySyntax?)
  /// After `base.` in a constraint of the constraints container `container`: Auto Layout's anchors.
  case constraintAnchor(base: String, constraint: ConstraintSyntax, container: ElementSyntax?, rightSide: Bool)
  /// Where a side of a constraint starts (after its relation or an operator): the container's children and `parent`.
  case constraintItem(container: ElementSyntax)
  /// After a constraint's `@`: the named priorities.
  case constraintPriority
  /// After `@`.
  case directive
  /// In the value of the directive `name` (`@target |`).
  case directiveValue(name: String)
  /// The name of `@device`: after the directive's name or in its string, which (`replacing`) the item replaces.
  case deviceName(replacing: TextRange?)
  /// In a `when` condition; `key` is `width` or `height` after `width:`.
  case condition(key: String?)
  /// Argument `index` (from 0) of an element's header: `linear L (|)`, `flow F (vert, |)`.
  case headerArgument(element: ElementSyntax, index: Int)
  case none

  /// Finds the context of the cursor at `offset`, where the word being typed (if any) starts at `wordStart`.
  static func find(in tree: SyntaxTree, offset: Int, wordStart: Int) -> CompletionContext {
    guard let anchor = tree.significantToken(before: wordStart) else { return .topLevel }
    let owner = tree.root.owner(ofTokenAt: anchor.range.start)
    switch anchor.kind {
    case .dot:
      let base = anchor.previous.flatMap { $0.kind == .identifier ? $0.text : nil } ?? ""
      if let constraint = owner.ancestorsAndSelf.first(where: { $0.kind == .constraint }) {
        let syntax = ConstraintSyntax(constraint)
        let rightSide = syntax.relationToken.map { $0.range.end <= anchor.range.start } ?? false
        return .constraintAnchor(
          base: base, constraint: syntax, container: constraint.enclosingElement, rightSide: rightSide)
      }
      return .attribute(
        base: base, property: owner.ancestorsAndSelf.first { $0.kind == .property }.map(PropertySyntax.init))
    case .at:
      if owner.ancestorsAndSelf.contains(where: { $0.kind == .constraint }) { return .constraintPriority }
      return .directive
    case .identifier where anchor.text == "device" && owner.kind == .directive && anchor.previous?.kind == .at:
      let string = tree.root.token(at: wordStart).flatMap { $0.kind == .string ? $0.range : nil }
      return .deviceName(replacing: string)
    default:
      break
    }
    if let node = owner.ancestorsAndSelf.first(where: { $0.kind == .directive }) {
      let directive = DirectiveSyntax(node)
      guard let name = directive.name, let nameToken = directive.nameToken, nameToken.range.end <= anchor.range.end
      else { return .none }
      return .directiveValue(name: name)
    }
    if let list = owner.ancestorsAndSelf.first(where: { $0.kind == .argumentList }), list.parent?.kind == .element,
      let element = list.parent.map(ElementSyntax.init), [.lParen, .comma].contains(anchor.kind)
    {
      let commas = list.childTokens.filter { $0.kind == .comma && $0.range.end <= wordStart }.count
      return .headerArgument(element: element, index: commas)
    }
    if owner.kind == .variant || owner.ancestorsAndSelf.contains(where: { $0.kind == .condition }) {
      if anchor.kind == .lCurly || anchor.kind == .rCurly { return member(owner, anchor) }
      let item = owner.ancestorsAndSelf.first { $0.kind == .conditionItem }.map(ConditionItemSyntax.init)
      return .condition(key: anchor.kind == .colon ? item?.key : nil)
    }
    if let value = valueContext(tree, owner, anchor, wordStart) { return value }
    if let item = constraintItemContext(tree, owner, anchor, wordStart) { return item }
    return member(owner, anchor)
  }

  /// The value context when the anchor is inside a property's value and the value goes on at the cursor.
  static func valueContext(_ tree: SyntaxTree, _ owner: SyntaxNode, _ anchor: SyntaxToken, _ wordStart: Int)
    -> CompletionContext?
  {
    guard let node = owner.ancestorsAndSelf.first(where: { $0.kind == .property }),
      let colon = node.token(.colon), colon.range.end <= anchor.range.end,
      let element = node.enclosingElement
    else { return nil }
    let continues: Set<SyntaxKind> = [.colon, .comma, .plus, .minus, .star, .slash, .lParen, .lBracket]
    let isBound = anchor.kind == .identifier && ["min", "max"].contains(anchor.text) && owner.kind == .bound
    let open = continues.contains(anchor.kind) || isBound
    if tree.hasLineBreak(between: anchor.range.end, and: wordStart) && !(open && anchor.kind != .colon) { return nil }
    if anchor.kind == .semicolon { return nil }
    return .value(property: PropertySyntax(node), element: element, afterValue: !open)
  }

  /// The start of a constraint's side: after its relation or an operator, on the same line.
  static func constraintItemContext(_ tree: SyntaxTree, _ owner: SyntaxNode, _ anchor: SyntaxToken, _ wordStart: Int)
    -> CompletionContext?
  {
    let continues: Set<SyntaxKind> = [.equalEqual, .lessEqual, .greaterEqual, .plus, .minus, .star, .slash, .lParen]
    guard continues.contains(anchor.kind), !tree.hasLineBreak(between: anchor.range.end, and: wordStart),
      let constraint = owner.ancestorsAndSelf.first(where: { $0.kind == .constraint }),
      let container = constraint.enclosingElement
    else { return nil }
    return .constraintItem(container: container)
  }

  /// The member context of the block the anchor leaves the cursor in.
  static func member(_ owner: SyntaxNode, _ anchor: SyntaxToken) -> CompletionContext {
    var start: SyntaxNode? = owner
    // After a block's '}' the cursor is in the enclosing block, not in the closed one.
    if anchor.kind == .rCurly, owner.kind == .block { start = owner.parent?.parent }
    guard let block = start?.ancestorsAndSelf.first(where: { $0.kind == .block }), let parent = block.parent else {
      return .topLevel
    }
    if parent.kind == .variant, let element = parent.enclosingElement {
      return .member(element: element, inVariant: true, block: BlockSyntax(block))
    }
    guard parent.kind == .element else { return .none }
    return .member(element: ElementSyntax(parent), inVariant: false, block: BlockSyntax(block))
  }
}
