// The grammar of a constraints container's members (issue 31): `a.leading == b.trailing + 8 @750`, and the
// `horz 251` items of `hugging` and `compression`.

extension SyntaxKind {
  /// `==`, `<=` or `>=`.
  public var isRelation: Bool { self == .equalEqual || self == .lessEqual || self == .greaterEqual }
}

extension ParserState {
  /// A member that starts with `NAME.` or with `NAME` and a relation on the same line is a constraint: a property's
  /// name is followed by ':' and an element's kind by a name, '(' or '{', never by '.' or a relation.
  var atConstraintStart: Bool {
    guard at(.identifier), !hasNewlineBefore(position + 1) else { return false }
    let next = nth(1)
    return next == .dot || next.isRelation
  }

  // Constraint = Expr Relation Expr Priority? ';'?
  // Both sides are expressions, so that `0.5 * parent.width + 8` and `parent.width * 0.5` parse alike; which shapes
  // are constraints (one anchor a side, a multiplier, a constant) is the lowering's to say, with the range.
  mutating func parseConstraint() {
    let constraint = start()
    let firstIndex = position
    parseExpression()
    let firstRange = range(at: firstIndex).union(range(at: position - 1))
    var firstText: String {
      String(decoding: bytes[firstRange.start..<firstRange.end], as: UTF8.self)
    }
    if current.isRelation {
      let relationIndex = position
      bump()
      if atPropertyEnd || at(.at) {
        error(
          "expected an anchor or a number after '\(text(at: relationIndex))', such as 'parent.leading + 16' or 44",
          at: .empty(at: previousEnd))
      } else if atNewMemberStart || parseExpression() == nil {
        errorUntilLineEnd(
          "expected an anchor or a number after '\(text(at: relationIndex))', such as 'parent.leading + 16' or 44")
      }
      if at(.at) { parsePriority() }
      if !atPropertyEnd {
        errorUntilLineEnd(
          "unexpected \(currentDescription) after the constraint; end it with a new line or ';', and write a priority "
            + "as '@750'")
      }
    } else {
      // One error for the whole member: the relation is what makes it a constraint.
      let message =
        "expected '==', '<=' or '>=' after '\(firstText)'; write a constraint as '\(firstText) == other.anchor + 8'"
      if !atPropertyEnd && at(.unknown) {
        // A lone '=', '<' or '>': this message, with its hint, replaces the lexer's "unexpected character".
        let unknown = currentRange
        replacedLexerErrors.insert(unknown.start)
        error(message, at: unknown)
        errorUntilLineEnd(nil)
      } else {
        error(message, at: firstRange)
        if !atPropertyEnd { errorUntilLineEnd(nil) }
      }
    }
    eat(.semicolon)
    finish(constraint, .constraint)
  }

  // Priority = '@' (Number | Name)
  mutating func parsePriority() {
    let priority = start()
    let atRange = currentRange
    bump()
    if !atLineStart && (at(.number) || at(.identifier)) {
      bump()
    } else {
      error(
        "expected a priority after '@': a whole number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'",
        at: atRange)
    }
    finish(priority, .priority)
  }

  /// `horz 251` or `vert 251` on one line, in the value of `hugging` or `compression`.
  var atAxisValue: Bool {
    guard at(.identifier), isWord("horz", at: position) || isWord("vert", at: position) else { return false }
    guard !hasNewlineBefore(position + 1) else { return false }
    let next = nth(1)
    return next == .number || next == .minus || next == .plus
  }

  // AxisValue = ('horz' | 'vert') Expr
  @discardableResult
  mutating func parseAxisValue() -> CompletedMarker? {
    let item = start()
    bump()
    parseExpression()
    return finish(item, .axisValue)
  }
}
