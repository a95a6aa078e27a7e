// Typed views over a whole app's declarations (issue 29): imports, constants, styles, components and their
// parameters, and the named arguments of a use. Name resolution and the language server read them through these.

extension SourceFileSyntax {
  /// The top-level declarations in source order.
  public var declarations: [DeclarationSyntax] {
    var out: [DeclarationSyntax] = []
    syntax.forEachChildNode { node in
      switch node.kind {
      case .importDecl: out.append(.import(ImportSyntax(node)))
      case .letDecl: out.append(.constant(LetSyntax(node)))
      case .styleDecl: out.append(.style(StyleSyntax(node)))
      case .componentDecl: out.append(.component(ComponentSyntax(node)))
      default: break
      }
    }
    return out
  }

  public var imports: [ImportSyntax] { syntax.childViews(.importDecl, ImportSyntax.init) }
  public var constants: [LetSyntax] { syntax.childViews(.letDecl, LetSyntax.init) }
  public var styles: [StyleSyntax] { syntax.childViews(.styleDecl, StyleSyntax.init) }
  public var components: [ComponentSyntax] { syntax.childViews(.componentDecl, ComponentSyntax.init) }
}

/// One top-level declaration.
public enum DeclarationSyntax: Hashable, Sendable {
  case `import`(ImportSyntax)
  case constant(LetSyntax)
  case style(StyleSyntax)
  case component(ComponentSyntax)

  public var syntax: SyntaxNode {
    switch self {
    case .import(let view): return view.syntax
    case .constant(let view): return view.syntax
    case .style(let view): return view.syntax
    case .component(let view): return view.syntax
    }
  }

  /// The declared name's token; nil for an import (it declares nothing) or where the source omits the name.
  public var nameToken: SyntaxToken? {
    switch self {
    case .import: return nil
    case .constant(let view): return view.nameToken
    case .style(let view): return view.nameToken
    case .component(let view): return view.nameToken
    }
  }
}

/// `import "path.tgl"` (every name the file declares) or `import A, B from "path.tgl"` (only those).
public struct ImportSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The `import` keyword.
  public var keyword: SyntaxToken? { syntax.token(.identifier) }
  /// The path's string token, quotes included; nil when the source omits it.
  public var pathToken: SyntaxToken? { syntax.token(.string) }
  /// The path as written, quotes removed and escapes decoded (`shared/styles.tgl`); resolving it is the caller's.
  public var path: String? {
    guard let token = syntax.tokenIndex(.string) else { return nil }
    return ExprSyntax.stringValue(syntax.tree, token)
  }
  /// The range of the path's string token, quotes included: where a missing file is reported.
  public var pathRange: TextRange? {
    guard let token = syntax.tokenIndex(.string) else { return nil }
    return syntax.tree.tokens.range(token)
  }
  /// The names listed before `from`, in order (empty for `import "path.tgl"`). The list's commas sit between them
  /// as the import's tokens, so a fix that removes one name edits the import's token list.
  public var names: [SyntaxToken] {
    guard let from = fromKeywordIndex else { return [] }
    var out: [SyntaxToken] = []
    var seenKeyword = false
    syntax.forEachTokenIndex(.identifier) { token in
      guard seenKeyword else { seenKeyword = true; return }
      if token < from { out.append(SyntaxToken(tree: syntax.tree, index: token)) }
    }
    return out
  }
  /// The `from` keyword of `import A from "path.tgl"`; nil for an import of a whole file.
  public var fromKeyword: SyntaxToken? { fromKeywordIndex.map { SyntaxToken(tree: syntax.tree, index: $0) } }
  /// True for `import "path.tgl"`: every declared name of the file is brought.
  public var importsWholeFile: Bool { fromKeywordIndex == nil }

  /// The token index of `fromKeyword`: the last identifier among the import's own tokens, when it is not the first
  /// and spells `from`.
  var fromKeywordIndex: Int? {
    var identifiers = 0
    var last = -1
    syntax.forEachTokenIndex(.identifier) { token in
      identifiers += 1
      last = token
    }
    guard identifiers >= 2, syntax.tree.tokenIs(last, "from") else { return nil }
    return last
  }
}

/// A declaration written `word NAME …` (`let`, `style`, `component`): its word and the name it declares.
public protocol NamedDeclarationSyntax: SyntaxView {}

extension NamedDeclarationSyntax {
  /// The declaration's word: `let`, `style` or `component`.
  public var keyword: SyntaxToken? { syntax.token(.identifier) }
  /// The declared name's token (where references lead, what a rename edits); nil when the source omits it.
  public var nameToken: SyntaxToken? { syntax.childToken(skipping: 1) { $0 == .identifier } }
  public var name: String? { syntax.tokenText(.identifier, skipping: 1) }
}

/// `let NAME = VALUE`: a constant (a number or arithmetic of numbers and names, a colour, a string or a font).
public struct LetSyntax: NamedDeclarationSyntax, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The value after '=', read as a property's value is (`17, semibold` is two items); nil when missing.
  public var value: ValueSyntax? { syntax.child(.value).map(ValueSyntax.init) }
}

/// `style NAME { members }`: properties, `when` blocks and `style:`. The parser reports an element inside it.
public struct StyleSyntax: NamedDeclarationSyntax, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The style's members, read as an element's block is (its `properties` include `style:`).
  public var block: BlockSyntax? { syntax.child(.block).map(BlockSyntax.init) }
}

/// `component NAME(parameters) { element }`. The parser reports a body that is not exactly one element.
public struct ComponentSyntax: NamedDeclarationSyntax, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The `( … )` node; nil when the component is written without one (it then has no parameters).
  public var parameterList: SyntaxNode? { syntax.child(.parameterList) }
  /// The parameters in order.
  public var parameters: [ParameterSyntax] {
    guard let list = syntax.childIndex(.parameterList) else { return [] }
    return syntax.node(at: list).childViews(.parameter, ParameterSyntax.init)
  }
  /// The body block (`{ … }`); its elements beyond the first, and its properties, are errors the parser reported.
  public var body: BlockSyntax? { syntax.child(.block).map(BlockSyntax.init) }
  /// The root element: the body's first element.
  public var element: ElementSyntax? {
    guard let body = syntax.childIndex(.block), let element = syntax.node(at: body).childIndex(.element) else {
      return nil
    }
    return ElementSyntax(syntax.node(at: element))
  }
}

/// `name: type` or `name: type = default` in a component's parameter list.
public struct ParameterSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The parameter's name token.
  public var nameToken: SyntaxToken? { syntax.token(.identifier) }
  public var name: String { syntax.tokenText(.identifier) ?? "" }
  /// The type's token (`number`); nil when the source omits it.
  public var typeToken: SyntaxToken? { syntax.childToken(skipping: 1) { $0 == .identifier } }
  /// The type; nil when missing or not one of `Vocabulary.parameterTypes` (the parser reported it).
  public var type: ParameterType? { syntax.tokenText(.identifier, skipping: 1).flatMap(ParameterType.init(rawValue:)) }
  /// The default after '=', a value as a property's (`17, semibold`); nil for a parameter every use must give.
  public var defaultValue: ValueSyntax? { syntax.child(.value).map(ValueSyntax.init) }
}

/// The type of a component's parameter.
public enum ParameterType: String, Hashable, Sendable, CaseIterable {
  case number
  case string
  case color
  case font
  case boolean
  /// Any property value: `wrap`, `fill`, `50%`, a weight.
  case value
}

/// `name: value` in an element's header arguments (a use of a component: `PersonCell bob (name: "Bob")`).
public struct NamedArgumentSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The argument's name token (the parameter it gives).
  public var nameToken: SyntaxToken? { syntax.token(.identifier) }
  public var name: String { syntax.tokenText(.identifier) ?? "" }
  /// The value; nil when the source omits it (the parser reported it).
  public var value: ValueSyntax? { syntax.child(.value).map(ValueSyntax.init) }
}

extension ElementSyntax {
  /// The named arguments of the header, in order: `(name: "Bob", avatarSize: 56)`. `arguments` holds the bare ones.
  public var namedArguments: [NamedArgumentSyntax] {
    guard let list = syntax.childIndex(.argumentList) else { return [] }
    return syntax.node(at: list).childViews(.namedArgument, NamedArgumentSyntax.init)
  }
}

extension PropertySyntax {
  /// The child a dotted property overrides: `title` in `title.lines: 2`; nil for a plain property.
  public var targetToken: SyntaxToken? { targetTokenIndex.map { SyntaxToken(tree: syntax.tree, index: $0) } }
  public var target: String? {
    guard let token = targetTokenIndex else { return nil }
    return syntax.tree.tokenText(token)
  }
  /// The whole name as written, `title.lines` or `width`, and its range.
  public var qualifiedNameRange: TextRange? {
    guard let last = nameTokenIndex else { return nil }
    let tokens = syntax.tree.tokens
    return tokens.range(targetTokenIndex ?? last).union(tokens.range(last))
  }

  /// The token index of `targetToken`.
  var targetTokenIndex: Int? { syntax.tokenIndex(.dot) == nil ? nil : syntax.tokenIndex(.identifier) }
}
