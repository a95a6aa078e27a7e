// The kinds of tokens and nodes in a .tgl syntax tree.

/// Every kind of token (leaf) and node (interior) in a syntax tree.
///
/// Tokens are named after their shape (`lCurly`, `star`), nodes after the grammar rule they hold
/// (`element`, `property`); see `grammar/tgl.ebnf`.
public enum SyntaxKind: UInt8, Sendable, CaseIterable {
  // Trivia.
  case whitespace
  case newline
  case lineComment
  case docComment
  case blockComment

  // Tokens.
  case identifier
  case number
  case weight
  case string
  case color
  case lCurly
  case rCurly
  case lParen
  case rParen
  case lBracket
  case rBracket
  case colon
  case semicolon
  case comma
  case dot
  case plus
  case minus
  case star
  case slash
  case at
  /// `==`, `<=` and `>=`: the relations of a constraint (issue 31).
  case equalEqual
  case lessEqual
  case greaterEqual
  /// A lone `=`: `let gutter = 16`, a parameter's default (`size: number = 44`).
  case equals
  /// A byte sequence the lexer does not understand (an unknown character or invalid UTF-8).
  case unknown
  case endOfFile

  // Nodes.
  case sourceFile
  case directive
  case element
  case argumentList
  case block
  case property
  case variant
  case condition
  case conditionItem
  case value
  case bound
  case binaryExpr
  case prefixExpr
  case parenExpr
  case arrayExpr
  case callExpr
  case memberExpr
  case nameRef
  case literal
  /// `first.anchor == multiplier * second.anchor + constant @priority`: a member of a constraints container.
  case constraint
  /// `@750`, `@high`: a constraint's priority.
  case priority
  /// `horz 251`: one axis's number in `hugging` and `compression`.
  case axisValue
  /// `import "path.tgl"` or `import A, B from "path.tgl"` (issue 29's declarations: `docs/dev/design-whole-app.md`).
  case importDecl
  /// `let NAME = VALUE`.
  case letDecl
  /// `style NAME { members }`.
  case styleDecl
  /// `component NAME(parameters) { element }`.
  case componentDecl
  /// `(name: type = default, ...)` of a component.
  case parameterList
  /// `name: type` or `name: type = default`.
  case parameter
  /// `name: value` in an element's header arguments: `PersonCell bob (name: "Bob")`.
  case namedArgument
  /// Tokens the parser could not place, kept so that the tree stays lossless.
  case error

  @inlinable public var isTrivia: Bool {
    switch self {
    case .whitespace, .newline, .lineComment, .docComment, .blockComment: return true
    default: return false
    }
  }

  /// The node kinds that are expressions (a value's items, operands, arguments); `error` stands for a missing one.
  @inlinable public var isExpression: Bool {
    switch self {
    case .binaryExpr, .prefixExpr, .parenExpr, .arrayExpr, .callExpr, .memberExpr, .nameRef, .literal, .error: return true
    default: return false
    }
  }

  public var isComment: Bool {
    self == .lineComment || self == .docComment || self == .blockComment
  }

  public var isToken: Bool { rawValue <= SyntaxKind.endOfFile.rawValue }

  /// The name used in tree dumps (`LCURLY`, `ELEMENT`).
  public var dumpName: String {
    var out = ""
    for character in String(describing: self) {
      if character.isUppercase { out.append("_") }
      out.append(contentsOf: character.uppercased())
    }
    return out
  }

  /// How the token reads in messages (`'{'`, `a number`).
  public var displayName: String {
    switch self {
    case .whitespace: return "whitespace"
    case .newline: return "end of line"
    case .lineComment, .docComment, .blockComment: return "a comment"
    case .identifier: return "a name"
    case .number: return "a number"
    case .weight: return "a weight"
    case .string: return "a string"
    case .color: return "a colour"
    case .lCurly: return "'{'"
    case .rCurly: return "'}'"
    case .lParen: return "'('"
    case .rParen: return "')'"
    case .lBracket: return "'['"
    case .rBracket: return "']'"
    case .colon: return "':'"
    case .semicolon: return "';'"
    case .comma: return "','"
    case .dot: return "'.'"
    case .plus: return "'+'"
    case .minus: return "'-'"
    case .star: return "'*'"
    case .slash: return "'/'"
    case .at: return "'@'"
    case .equalEqual: return "'=='"
    case .lessEqual: return "'<='"
    case .greaterEqual: return "'>='"
    case .equals: return "'='"
    case .unknown: return "an unknown character"
    case .endOfFile: return "end of file"
    default: return dumpName.lowercased()
    }
  }
}
