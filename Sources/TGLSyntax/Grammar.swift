// The grammar of files, directives, elements, blocks, properties and size-class variants.

extension ParserState {
  // SourceFile = (Directive | Declaration | Element | ';')* EOF
  mutating func parseSourceFile() {
    let file = start()
    while !atEnd {
      if at(.at) {
        parseDirective()
      } else if at(.identifier) && nth(1) == .colon {
        errorUntilLineEnd("a property must be inside an element's block, such as 'linear root { ... }'")
      } else if atDeclarationStart(topLevel: true) {
        parseDeclaration()
      } else if at(.identifier) {
        parseElement()
      } else if at(.semicolon) {
        bump()
      } else if at(.rCurly) {
        errorUntilLineEnd("unexpected '}' with no matching '{'", stopAtCloseCurly: false)
      } else {
        errorUntilLineEnd("unexpected \(currentDescription); expected an element such as 'linear root { ... }' or a directive such as '@canvas 390, 844'")
      }
    }
    bumpEndOfFile()
    finish(file, .sourceFile)
  }

  // Directive = '@' Name Value? ';'?
  mutating func parseDirective() {
    let directive = start()
    let atRange = currentRange
    bump()
    if at(.identifier) && !atLineStart {
      bump()
      if !atPropertyEnd { parseValue() }
    } else {
      error("expected a directive name after '@', such as '@canvas 390, 844' or '@scale 3'", at: atRange)
      if !atPropertyEnd { errorUntilLineEnd(nil) }
    }
    if !atPropertyEnd { errorUntilLineEnd("unexpected \(currentDescription) after the directive; end it with a new line or ';'") }
    eat(.semicolon)
    finish(directive, .directive)
  }

  // Element = Kind Name? ArgumentList? Block?
  mutating func parseElement() {
    let element = start()
    let headerLine = headerIndentation
    bump()
    if at(.identifier) && !atLineStart { bump() }
    if at(.lParen) && !atLineStart { parseArgumentList() }
    // An element's block takes any member, even inside a style or a component's body.
    let enclosingRole = blockRole
    blockRole = .element
    defer { blockRole = enclosingRole }
    if at(.lCurly) {
      parseBlock(indentation: headerLine)
    } else if !atPropertyEnd {
      errorUntil(anyOf: [.lCurly, .rCurly], message: "unexpected \(currentDescription) after the element header; expected '{'")
      if at(.lCurly) { parseBlock(indentation: headerLine) }
    }
    finish(element, .element)
  }

  // ArgumentList = '(' (Argument (',' Argument)*)? ')'; Argument = NamedArgument | Expr
  mutating func parseArgumentList() {
    let list = start()
    let open = currentRange
    bump()
    groupDepth += 1
    // A line that starts `name:` ends a list left open, unless the list holds only named arguments so far: a use's
    // arguments may take a line each.
    var onlyNamed = true
    while !at(.rParen) && !atEnd && !at(.lCurly) && !at(.rCurly) && (!atNewMemberStart || (onlyNamed && atNamedArgument)) {
      if atNamedArgument {
        parseNamedArgument()
      } else {
        onlyNamed = false
        guard parseExpression() != nil else {
          errorUntil(anyOf: [.rParen, .lCurly, .rCurly], message: "expected an argument, such as 'vert' or 4")
          break
        }
      }
      if !eat(.comma) { break }
    }
    groupDepth -= 1
    if !eat(.rParen) {
      neverClosed("(", ")", at: open)
    }
    finish(list, .argumentList)
  }

  // Block = '{' Member* '}'
  mutating func parseBlock(indentation blockIndentation: Int) {
    let block = start()
    let open = currentRange
    bump()
    depth += 1
    defer { depth -= 1 }
    if depth > Parser.maximumDepth {
      skipTooDeep(open: open)
      finish(block, .block)
      return
    }
    while !at(.rCurly) && !atEnd {
      if recoverByIndentation && atLineStart && indentation(ofLineAt: position) <= blockIndentation {
        break
      }
      parseMember()
    }
    if !eat(.rCurly) {
      hadUnclosedBlock = true
      neverClosed("{", "}", at: open)
    }
    finish(block, .block)
  }

  // Member = Property | Variant | Element | Constraint | ';'
  mutating func parseMember() {
    switch current {
    case .identifier:
      let first = currentRange
      let firstIndex = position
      if nth(1) == .colon || atDottedProperty {
        parseProperty()
        reportInComponentBody(nameAt: firstIndex)
      } else if atConstraintStart {
        parseConstraint()
      } else if isWord("when", at: position) {
        parseVariant()
        reportInComponentBody(nameAt: nil, at: first)
      } else if atDeclarationStart(topLevel: false) {
        let keyword = text(at: position)
        parseDeclaration()
        error("'\(keyword)' declarations belong at the top level of the file, outside every element", at: first)
      } else if looksLikeElement() {
        parseElementMember()
      } else {
        parseProperty()
        reportInComponentBody(nameAt: firstIndex)
      }
    case .semicolon:
      bump()
    case .at:
      errorUntilLineEnd("a directive such as '@canvas' must be at the top level of the file")
    default:
      errorUntilLineEnd("unexpected \(currentDescription); expected a property such as 'width: 100', an element or '}'")
    }
  }

  /// Decides whether an identifier that is not followed by ':' starts an element: a known kind,
  /// or anything followed by '{', '(' or a name and then '{' or '('.
  func looksLikeElement() -> Bool {
    let next = nth(1)
    if next == .lCurly || (next == .lParen && !hasNewlineBefore(position + 1)) { return true }
    if next == .identifier && !hasNewlineBefore(position + 1) && (nth(2) == .lCurly || nth(2) == .lParen) { return true }
    let word = text(at: position)
    if Vocabulary.elementKinds.contains(word) { return true }
    // A use of a component with no arguments and no block, `Divider line`: a capitalised kind and a name.
    if next == .identifier && !hasNewlineBefore(position + 1), let first = word.utf8.first, (0x41...0x5A).contains(first) {
      let after = nth(2)
      return after == .semicolon || after == .rCurly || after == .endOfFile || hasNewlineBefore(position + 2)
    }
    return false
  }

  /// `child.property:` at the start of a member: an override of a component's child (`title.lines: 2`).
  var atDottedProperty: Bool {
    nth(1) == .dot && nth(2) == .identifier && nth(3) == .colon && !hasNewlineBefore(position + 1)
  }

  // Property = (Name '.')? Name ':' Value ';'?
  mutating func parseProperty() {
    let property = start()
    var nameRange = currentRange
    // The property's own name: the last name of `title.lines`.
    var nameIndex = position
    bump()
    if at(.dot) && nth(1) == .identifier && nth(2) == .colon && !hasNewlineBefore(position) {
      bump()
      nameRange = nameRange.union(currentRange)
      nameIndex = position
      bump()
    }
    let fullNameRange = nameRange
    // Made only for an error, as the operators' text is.
    var name: String { String(decoding: bytes[fullNameRange.start..<fullNameRange.end], as: UTF8.self) }
    if !eat(.colon) {
      if Vocabulary.propertyNames.contains(name) || !atPropertyEnd {
        error("expected ':' after '\(name)'", at: .empty(at: fullNameRange.end))
      } else {
        error("unexpected name '\(name)'; write a property as '\(name): value' or an element as 'view \(name) { ... }'", at: fullNameRange)
        finish(property, .property)
        return
      }
    }
    if atPropertyEnd {
      error("expected a value after '\(name):'", at: .empty(at: previousEnd))
    } else {
      parseValue(axisItems: isWord("hugging", at: nameIndex) || isWord("compression", at: nameIndex))
      endValue(named: fullNameRange, "a property")
    }
    eat(.semicolon)
    finish(property, .property)
  }

  /// After the value of the property or constant named at `nameRange` (`what` says which): anything more on the
  /// line is one error.
  mutating func endValue(named nameRange: TextRange, _ what: String) {
    guard !atPropertyEnd else { return }
    let name = String(decoding: bytes[nameRange.start..<nameRange.end], as: UTF8.self)
    errorUntilLineEnd("unexpected \(currentDescription) after the value of '\(name)'; end \(what) with a new line or ';', and separate values with ','")
  }

  // Variant = 'when' Condition Block
  mutating func parseVariant() {
    let variant = start()
    let headerLine = headerIndentation
    let keyword = currentRange
    bump()
    let condition = start()
    var items = 0
    while at(.identifier) {
      let item = start()
      bump()
      if eat(.colon) {
        if !eat(.identifier) {
          error("expected a size class after ':', such as 'compact', 'regular' or 'any'", at: .empty(at: previousEnd))
        }
      }
      finish(item, .conditionItem)
      items += 1
      if !eat(.comma) { break }
    }
    if items == 0 {
      abandon(condition)
      error("expected a condition after 'when', such as 'landscape' or 'width: compact'", at: keyword)
    } else {
      finish(condition, .condition)
    }
    if at(.lCurly) {
      parseBlock(indentation: headerLine)
    } else {
      errorUntilLineEnd("expected '{' after the condition of 'when'")
      if at(.lCurly) { parseBlock(indentation: headerLine) }
    }
    finish(variant, .variant)
  }

  /// Beyond the nesting limit: everything up to the matching '}' becomes one error node, without recursion.
  mutating func skipTooDeep(open: TextRange) {
    error("elements nested more than \(Parser.maximumDepth) levels deep; flatten the layout", at: open)
    let marker = start()
    var level = 0
    while !atEnd {
      if at(.lCurly) { level += 1 }
      if at(.rCurly) {
        if level == 0 { break }
        level -= 1
      }
      bump()
    }
    finish(marker, .error)
    if !at(.rCurly) { hadUnclosedBlock = true }
    eat(.rCurly)
  }

  /// Wraps tokens up to one of `stops` (or the end of the line) in an error node.
  mutating func errorUntil(anyOf stops: [SyntaxKind], message: String) {
    guard !atEnd, !stops.contains(current) else {
      error(message, at: .empty(at: previousEnd))
      return
    }
    let marker = start()
    let first = currentRange
    var last = first
    repeat {
      last = currentRange
      bump()
    } while !atEnd && !stops.contains(current) && !atLineStart
    finish(marker, .error)
    error(message, at: first.union(last))
  }
}
