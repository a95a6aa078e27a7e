// Typed views of expressions: literals, names, references, arithmetic, arrays and calls.

/// An expression node, with its shape decoded on demand.
public struct ExprSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The expression children of `node`, in order.
  static func expressions(in node: SyntaxNode) -> [ExprSyntax] {
    node.childViews(where: { $0.isExpression }, ExprSyntax.init)
  }

  public enum Shape: Hashable, Sendable {
    case number(Double)
    case weight(Double)
    case string(String)
    case color(String)
    /// A bare name: a keyword such as `wrap` or a view name.
    case name(String)
    /// `base.attribute`; the attribute is nil when the source stops after the '.'.
    case member(base: ExprSyntax, attribute: String?)
    case binary(ExprSyntax, BinaryOperator, ExprSyntax?)
    case negate(ExprSyntax?)
    case parenthesized(ExprSyntax?)
    case array([ExprSyntax])
    case call(name: String, arguments: [ExprSyntax])
    /// Something that could not be parsed as an expression, or a literal that did not lex.
    case invalid
  }

  public enum BinaryOperator: String, Hashable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"

    /// The operator a token of `kind` spells (the token's text is its raw value), nil for other tokens.
    init?(kind: SyntaxKind) {
      switch kind {
      case .plus: self = .add
      case .minus: self = .subtract
      case .star: self = .multiply
      case .slash: self = .divide
      default: return nil
      }
    }
  }

  public var shape: Shape {
    // Parts are read by index, and only the expressions the shape holds are made: each node or token made and
    // dropped retains and releases the tree.
    let tree = syntax.tree
    switch syntax.kind {
    case .literal:
      guard let token = syntax.tokenIndex(where: { !$0.isTrivia }) else { return .invalid }
      switch tree.tokens.kinds[token] {
      case .number:
        if let value = Self.wholeNumber(tree, token, dropping: 0) { return .number(value) }
        return Double(tree.tokenText(token)).map(Shape.number) ?? .invalid
      case .weight:
        if let value = Self.wholeNumber(tree, token, dropping: 1) { return .weight(value) }
        return Double(tree.tokenText(token).dropLast()).map(Shape.weight) ?? .invalid
      case .string: return .string(Self.stringValue(tree, token))
      case .color: return .color(tree.tokenText(token))
      default: return .invalid
      }
    case .nameRef:
      return RawNode.bareNameToken(of: syntax.index, in: tree.nodes, kinds: tree.tokens.kinds)
        .map { .name(tree.tokenText($0)) } ?? .invalid
    case .memberExpr:
      guard let base = syntax.firstExpressionIndex() else { return .invalid }
      return .member(base: ExprSyntax(syntax.node(at: base)), attribute: syntax.tokenText(.identifier))
    case .binaryExpr:
      guard let left = syntax.firstExpressionIndex(),
        let operatorToken = syntax.tokenIndex(where: { BinaryOperator(kind: $0) != nil }),
        let op = BinaryOperator(kind: tree.tokens.kinds[operatorToken])
      else { return .invalid }
      let right = syntax.expressionIndex(after: left).map { ExprSyntax(syntax.node(at: $0)) }
      return .binary(ExprSyntax(syntax.node(at: left)), op, right)
    case .prefixExpr:
      let operand = syntax.firstExpressionIndex().map { ExprSyntax(syntax.node(at: $0)) }
      if syntax.tokenIndex(.plus) != nil { return .parenthesized(operand) }
      return .negate(operand)
    case .parenExpr:
      return .parenthesized(syntax.firstExpressionIndex().map { ExprSyntax(syntax.node(at: $0)) })
    case .arrayExpr:
      return .array(Self.expressions(in: syntax))
    case .callExpr:
      guard let name = syntax.tokenText(.identifier) else { return .invalid }
      let arguments = syntax.childIndex(.argumentList).map { Self.expressions(in: syntax.node(at: $0)) } ?? []
      return .call(name: name, arguments: arguments)
    default:
      return .invalid
    }
  }

  /// The value of a token of digits alone (`40`, and `20` of `20%` with the `%` dropped), read from the bytes:
  /// most numbers in layouts are whole, and this is what the lowering asks for most. Nil for anything else
  /// (fractions, exponents, more than 15 digits), which `Double(String)` reads.
  static func wholeNumber(_ tree: SyntaxTree, _ token: Int, dropping suffix: Int) -> Double? {
    let range = tree.tokens.range(token)
    let end = range.end - suffix
    guard end > range.start, end - range.start <= 15 else { return nil }
    return tree.bytes.withUnsafeBufferPointer { bytes -> Double? in
      var value = 0
      for index in range.start..<end {
        let digit = Int(bytes[index]) - 0x30
        guard digit >= 0 && digit <= 9 else { return nil }
        value = value * 10 + digit
      }
      return Double(value)
    }
  }

  /// For `parent.width` or `A.width`: the name token before the dot and the attribute token after it (nil when the
  /// source stops after the '.'), found without making a `String` of either; nil where `reference` is nil.
  public var referenceTokens: (name: SyntaxToken, attribute: SyntaxToken?)? {
    guard let (name, attribute) = referenceTokenIndices else { return nil }
    return (SyntaxToken(tree: syntax.tree, index: name), attribute.map { SyntaxToken(tree: syntax.tree, index: $0) })
  }

  /// For `parent.width` or `A.width`: the name before the dot and the attribute after it (what the shapes
  /// `.member(base: .name(name), attribute:)` hold, read from the tokens).
  public var reference: (name: String, nameToken: SyntaxToken, attribute: String?)? {
    guard let (name, attribute) = referenceTokenIndices else { return nil }
    let tree = syntax.tree
    return (tree.tokenText(name), SyntaxToken(tree: tree, index: name), attribute.map { tree.tokenText($0) })
  }

  /// The token indices of `referenceTokens`.
  private var referenceTokenIndices: (name: Int, attribute: Int?)? {
    guard syntax.kind == .memberExpr, let base = syntax.firstExpressionIndex() else { return nil }
    let baseNode = syntax.node(at: base)
    guard baseNode.kind == .nameRef, let name = baseNode.tokenIndex(.identifier) else { return nil }
    return (name, syntax.tokenIndex(.identifier))
  }

  /// The value of string literal token `token` of `tree`: `decodeString` of its text, made from the bytes between the
  /// quotes when there is no escape (one `String`, where the text and then the value made two).
  static func stringValue(_ tree: SyntaxTree, _ token: Int) -> String {
    let range = tree.tokens.range(token)
    let quote = UInt8(ascii: "\"")
    let value: String? = tree.bytes.withUnsafeBufferPointer { bytes in
      // The token's range lies in the file's bytes (the tokens cover them).
      let literal = UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])
      guard !literal.contains(UInt8(ascii: "\\")) else { return nil }
      var start = 0
      var end = literal.count
      if start != end && literal[start] == quote { start += 1 }
      if start != end && literal[end - 1] == quote { end -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: literal[start..<end]), as: UTF8.self)
    }
    return value ?? decodeString(tree.tokenText(token))
  }

  /// The value of a string literal's text with its escapes decoded.
  public static func decodeString(_ literal: String) -> String {
    // Most literals have no escape: their value is the bytes between the quotes (a quote is one byte, so cutting
    // there cuts no scalar), the same string the decoding scalar by scalar below gives.
    let utf8 = literal.utf8
    if !utf8.contains(UInt8(ascii: "\\")) {
      var start = utf8.startIndex
      var end = utf8.endIndex
      if start != end && utf8[start] == UInt8(ascii: "\"") { start = utf8.index(after: start) }
      if start != end && utf8[utf8.index(before: end)] == UInt8(ascii: "\"") { end = utf8.index(before: end) }
      return String(decoding: utf8[start..<end], as: UTF8.self)
    }
    var scalars = Array(literal.unicodeScalars)
    if scalars.first == "\"" { scalars.removeFirst() }
    if scalars.last == "\"" && !scalars.isEmpty { scalars.removeLast() }
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      guard scalar == "\\", index < scalars.count else {
        out.append(scalar)
        continue
      }
      let escaped = scalars[index]
      index += 1
      switch escaped {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "u":
        guard index < scalars.count, scalars[index] == "{",
          let close = scalars[index...].firstIndex(of: "}")
        else { continue }
        let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
        if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { out.append(decoded) }
        index = close + 1
      default: out.append(escaped)
      }
    }
    return String(out)
  }
}
