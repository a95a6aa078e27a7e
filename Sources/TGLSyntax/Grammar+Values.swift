// The grammar of values: expression lists, bounds, arithmetic, references, arrays and calls.

extension ParserState {
  // Value = (Item (',' Item)*)? Bound*; Item = Expr, or AxisValue in `hugging` and `compression` (`axisItems`).
  mutating func parseValue(axisItems: Bool = false) {
    let value = start()
    if !atBoundStart {
      if axisItems && atAxisValue { parseAxisValue() } else { parseExpression() }
      while at(.comma) {
        bump()
        if atNewMemberStart || (axisItems && atAxisValue ? parseAxisValue() : parseExpression()) == nil {
          error("expected a value after ','", at: .empty(at: previousEnd))
          break
        }
      }
    }
    while atBoundStart {
      parseBound()
    }
    finish(value, .value)
  }

  /// `min` or `max` on the same line, followed by something other than '.', ':' or the end of the value.
  var atBoundStart: Bool {
    guard at(.identifier), !atLineStart || position == 0 else { return false }
    guard isWord("min", at: position) || isWord("max", at: position) else { return false }
    let next = nth(1)
    return next != .dot && next != .colon
  }

  // Bound = ('min' | 'max') Expr
  mutating func parseBound() {
    let bound = start()
    let keywordIndex = position
    bump()
    if atPropertyEnd || at(.comma) {
      error("expected a value after '\(text(at: keywordIndex))'", at: .empty(at: previousEnd))
    } else if parseExpression() == nil {
      error("expected a value after '\(text(at: keywordIndex))'", at: .empty(at: previousEnd))
    }
    finish(bound, .bound)
  }

  /// Parses an expression; nil (and no tokens consumed) when the current token cannot start one.
  @discardableResult
  mutating func parseExpression() -> CompletedMarker? {
    parseExpression(minimumBindingPower: 0)
  }

  mutating func parseExpression(minimumBindingPower: Int) -> CompletedMarker? {
    depth += 1
    defer { depth -= 1 }
    if depth > Parser.maximumDepth {
      guard !atPropertyEnd else { return nil }
      return skipTooDeepValue()
    }
    guard var left = parsePrimary() else { return nil }
    // Each operator nests the expression so far one level deeper (`((1 + 2) + 3) + 4`), so it counts as depth:
    // a chain of thousands of operators is capped like thousands of parentheses.
    let entryDepth = depth
    defer { depth = entryDepth }
    while true {
      let power: Int
      switch current {
      case .plus, .minus: power = 1
      case .star, .slash: power = 2
      default: return left
      }
      // An operator at the start of a line begins something else; a value ends at the line break.
      if atLineStart || power < minimumBindingPower { return left }
      let binary = precede(left)
      // The operator's text is made only for the error (a `String` per operator was most of an operator's cost).
      let operatorIndex = position
      bump()
      depth += 1
      if atNewMemberStart || parseExpression(minimumBindingPower: power + 1) == nil {
        error("expected a value after '\(text(at: operatorIndex))'", at: .empty(at: previousEnd))
      }
      left = finish(binary, .binaryExpr)
    }
  }

  mutating func parsePrimary() -> CompletedMarker? {
    switch current {
    case .number, .weight, .string, .color:
      let literal = start()
      bump()
      return finish(literal, .literal)
    case .minus, .plus:
      let prefix = start()
      let operatorIndex = position
      bump()
      if parseExpression(minimumBindingPower: 3) == nil {
        error("expected a value after '\(text(at: operatorIndex))'", at: .empty(at: previousEnd))
      }
      return finish(prefix, .prefixExpr)
    case .lParen:
      let paren = start()
      let open = currentRange
      bump()
      groupDepth += 1
      if atNewMemberStart || parseExpression() == nil {
        error("expected a value inside '(' ')'", at: .empty(at: previousEnd))
      }
      if at(.comma) {
        errorUntil(anyOf: [.rParen, .rCurly, .semicolon], message: "expected ')'; parentheses hold one value")
      }
      groupDepth -= 1
      if !eat(.rParen) { neverClosed("(", ")", at: open) }
      return finish(paren, .parenExpr)
    case .lBracket:
      return parseArray()
    case .identifier:
      return parseNameOrCall()
    default:
      return nil
    }
  }

  /// Wraps the rest of a value nested deeper than `Parser.maximumDepth` in one error node: one balanced group, the
  /// closers of the enclosing groups left to their parsers.
  @discardableResult
  mutating func skipTooDeepValue() -> CompletedMarker {
    let marker = start()
    let first = currentRange
    var last = first
    var level = 0
    repeat {
      if at(.lParen) || at(.lBracket) { level += 1 }
      if at(.rParen) || at(.rBracket) { level -= 1 }
      last = currentRange
      bump()
    } while !atEnd && !at(.rCurly) && !at(.semicolon) && !(level == 0 && atLineStart)
      && !(level <= 0 && (at(.rParen) || at(.rBracket) || at(.comma)))
    error("value nested more than \(Parser.maximumDepth) levels deep; simplify it", at: first.union(last))
    return finish(marker, .error)
  }

  // ArrayExpr = '[' (Expr (',' Expr)* ','?)? ']'
  mutating func parseArray() -> CompletedMarker {
    let array = start()
    let open = currentRange
    bump()
    groupDepth += 1
    while !at(.rBracket) && !atPropertyEndIgnoringLines && !atNewMemberStart {
      if parseExpression() == nil {
        errorUntil(anyOf: [.rBracket, .comma, .rCurly, .semicolon], message: "expected a reference such as 'B.width' in the array")
        if !at(.comma) { break }
      }
      if !eat(.comma) { break }
    }
    groupDepth -= 1
    if !eat(.rBracket) { neverClosed("[", "]", at: open) }
    return finish(array, .arrayExpr)
  }

  var atPropertyEndIgnoringLines: Bool { at(.semicolon) || at(.rCurly) || atEnd }

  // NameRef = Name; MemberExpr = Expr '.' Name; CallExpr = Name ArgumentList
  mutating func parseNameOrCall() -> CompletedMarker {
    if nth(1) == .lParen && !hasNewlineBefore(position + 1) {
      let call = start()
      bump()
      parseArgumentList()
      return finish(call, .callExpr)
    }
    let name = start()
    bump()
    var expression = finish(name, .nameRef)
    // Each '.' nests the reference one level deeper (`(A.b).c`); like operators, a long chain is capped.
    var memberDepth = depth
    while at(.dot) && !atLineStart {
      let member = precede(expression)
      bump()
      memberDepth += 1
      if memberDepth > Parser.maximumDepth && !atPropertyEnd {
        skipTooDeepValue()
      } else if atLineStart || !eat(.identifier) {
        error("expected an attribute after '.', such as 'width', 'right' or 'centerX'", at: .empty(at: previousEnd))
      }
      expression = finish(member, .memberExpr)
    }
    return expression
  }
}
