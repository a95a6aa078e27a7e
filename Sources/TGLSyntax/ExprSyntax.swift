// Typed views of expressions: literals, names, references, arithmetic, arrays and calls.

/// An expression node, with its shape decoded on demand.
public struct ExprSyntax: SyntaxView, Hashable, Sendable {
  public let syntax: SyntaxNode

  public init(_ syntax: SyntaxNode) { self.syntax = syntax }

  /// The expression children of `node`, in order.
  static func expressions(in node: SyntaxNode) -> [ExprSyntax] { Array(ExpressionList(in: node)) }

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
    switch syntax.kind {
    case .literal:
      guard let token = syntax.firstSignificantChildToken else { return .invalid }
      switch token.kind {
      case .number:
        if let value = Self.wholeNumber(token, dropping: 0) { return .number(value) }
        return Double(token.text).map(Shape.number) ?? .invalid
      case .weight:
        if let value = Self.wholeNumber(token, dropping: 1) { return .weight(value) }
        return Double(token.text.dropLast()).map(Shape.weight) ?? .invalid
      default: break
      }
      let text = token.text
      switch token.kind {
      case .string: return .string(Self.decodeString(text))
      case .color: return .color(text)
      default: return .invalid
      }
    case .nameRef:
      return syntax.token(.identifier).map { .name($0.text) } ?? .invalid
    case .memberExpr:
      guard let base = ExpressionList(in: syntax).first else { return .invalid }
      return .member(base: base, attribute: syntax.token(.identifier)?.text)
    case .binaryExpr:
      let operands = ExpressionList(in: syntax)
      guard let left = operands.first,
        let operatorToken = syntax.childToken(where: { BinaryOperator(kind: $0) != nil }),
        let op = BinaryOperator(kind: operatorToken.kind)
      else { return .invalid }
      return .binary(left, op, operands.count > 1 ? operands[1] : nil)
    case .prefixExpr:
      let operand = ExpressionList(in: syntax).first
      if syntax.token(.plus) != nil { return .parenthesized(operand) }
      return .negate(operand)
    case .parenExpr:
      return .parenthesized(ExpressionList(in: syntax).first)
    case .arrayExpr:
      return .array(Self.expressions(in: syntax))
    case .callExpr:
      guard let name = syntax.token(.identifier)?.text else { return .invalid }
      let arguments = syntax.child(.argumentList).map(Self.expressions(in:)) ?? []
      return .call(name: name, arguments: arguments)
    default:
      return .invalid
    }
  }

  /// The value of a token of digits alone (`40`, and `20` of `20%` with the `%` dropped), read from the bytes:
  /// most numbers in layouts are whole, and this is what the lowering asks for most. Nil for anything else
  /// (fractions, exponents, more than 15 digits), which `Double(String)` reads.
  static func wholeNumber(_ token: SyntaxToken, dropping suffix: Int) -> Double? {
    let range = token.range
    let end = range.end - suffix
    guard end > range.start, end - range.start <= 15 else { return nil }
    return token.tree.bytes.withUnsafeBufferPointer { bytes -> Double? in
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
    guard syntax.kind == .memberExpr, let base = ExpressionList(in: syntax).first, base.syntax.kind == .nameRef,
      let name = base.syntax.token(.identifier)
    else { return nil }
    return (name, syntax.token(.identifier))
  }

  /// For `parent.width` or `A.width`: the name before the dot and the attribute after it.
  public var reference: (name: String, nameToken: SyntaxToken, attribute: String?)? {
    guard case .member(let base, let attribute) = shape, case .name(let name) = base.shape,
      let token = base.syntax.token(.identifier)
    else { return nil }
    return (name, token, attribute)
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
