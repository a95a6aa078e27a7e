// The grammar of a whole app's declarations (issue 29, `docs/dev/design-whole-app.md` §1): imports, constants,
// styles and components, the named arguments of a use, and where a style's or a component's block differs from an
// element's.

extension ParserState {
  /// At `import`, `let`, `style` or `component` starting a declaration. At the top level the word alone decides (no
  /// element has those kinds); inside a block, where a declaration is an error, it needs what only a declaration has
  /// after it on the line: `import` a name or a path, `let` a name or '=', `style` and `component` a name and then
  /// '{' or '(' (so that `style Title`, a `style:` missing its ':', stays a property).
  func atDeclarationStart(topLevel: Bool) -> Bool {
    guard at(.identifier) else { return false }
    let isImport = isWord("import", at: position), isLet = isWord("let", at: position)
    guard isImport || isLet || isWord("style", at: position) || isWord("component", at: position) else { return false }
    if topLevel { return true }
    guard !hasNewlineBefore(position + 1) else { return false }
    let next = nth(1)
    if isImport { return next == .string || next == .identifier }
    if isLet { return next == .identifier || next == .equals }
    if next == .lCurly || next == .lParen { return true }
    return next == .identifier && !hasNewlineBefore(position + 2) && (nth(2) == .lCurly || nth(2) == .lParen)
  }

  // Declaration = ImportDecl | LetDecl | StyleDecl | ComponentDecl
  mutating func parseDeclaration() {
    if isWord("import", at: position) {
      parseImport()
    } else if isWord("let", at: position) {
      parseLet()
    } else if isWord("style", at: position) {
      parseStyle()
    } else {
      parseComponent()
    }
  }

  // ImportDecl = 'import' (Name (',' Name)* 'from')? String ';'?
  mutating func parseImport() {
    let declaration = start()
    let keyword = currentRange
    bump()
    var reported = false
    if at(.identifier) && !atLineStart && !(isWord("from", at: position) && nth(1) == .string) {
      while at(.identifier) && !atLineStart && !isWord("from", at: position) {
        bump()
        guard at(.comma) else { break }
        bump()
        if !at(.identifier) || atLineStart || isWord("from", at: position) {
          error("expected a name after ','", at: .empty(at: previousEnd))
          reported = true
          break
        }
      }
      if isWord("from", at: position) && !atLineStart {
        bump()
      } else if !reported {
        error("expected 'from' and a path after the imported names, such as 'import Title from \"styles.tgl\"'", at: .empty(at: previousEnd))
        reported = true
      }
    } else if isWord("from", at: position) && !atLineStart {
      error("expected the names to import before 'from', such as 'import Title from \"styles.tgl\"'", at: .empty(at: keyword.end))
      reported = true
      bump()
    }
    if at(.string) && !atLineStart {
      bump()
    } else if !reported {
      error("expected a path in quotes after 'import', such as 'import \"styles.tgl\"'", at: .empty(at: previousEnd))
    }
    if !atPropertyEnd {
      errorUntilLineEnd("unexpected \(currentDescription) after the import; end it with a new line or ';'")
    }
    eat(.semicolon)
    finish(declaration, .importDecl)
  }

  // LetDecl = 'let' Name '=' Value ';'?
  mutating func parseLet() {
    let declaration = start()
    let keyword = currentRange
    bump()
    var nameRange = TextRange.empty(at: keyword.end)
    if at(.identifier) && !atLineStart {
      nameRange = currentRange
      bump()
    } else {
      error("expected a name after 'let', such as 'let gutter = 16'", at: keyword)
    }
    var name: String { String(decoding: bytes[nameRange.start..<nameRange.end], as: UTF8.self) }
    var reported = nameRange.isEmpty
    if at(.equals) && !atLineStart {
      placeEquals()
    } else if at(.colon) && !atLineStart {
      error("a constant takes '=', not ':'; write 'let \(name) = value'", at: currentRange)
      bump()
      reported = true
    } else if !reported {
      if atPropertyEnd {
        error("expected '=' and a value after 'let \(name)', such as 'let \(name) = 16'", at: .empty(at: previousEnd))
      } else {
        error("expected '=' between 'let \(name)' and its value", at: .empty(at: previousEnd))
      }
      reported = true
    }
    if atPropertyEnd {
      if !reported { error("expected a value after '='", at: .empty(at: previousEnd)) }
    } else {
      parseValue()
      endValue(named: nameRange, "a constant")
    }
    eat(.semicolon)
    finish(declaration, .letDecl)
  }

  /// The word and the name of a style or a component (`example` shows one in the error for a missing name);
  /// returns the indentation of the header's line, where the block's recovery closes it.
  mutating func parseDeclarationHeader(example: String) -> Int {
    let headerLine = headerIndentation
    let keyword = currentRange
    let wordIndex = position
    bump()
    if at(.identifier) && !atLineStart {
      bump()
    } else {
      error("expected a name after '\(text(at: wordIndex))', such as '\(example)'", at: keyword)
    }
    return headerLine
  }

  // StyleDecl = 'style' Name Block   (the block holds properties, variants and `style:`, no element)
  mutating func parseStyle() {
    let declaration = start()
    let headerLine = parseDeclarationHeader(example: "style Title { font: 17, semibold }")
    parseDeclarationBlock(role: .style, indentation: headerLine, missing: "expected '{' and the style's properties after its name")
    finish(declaration, .styleDecl)
  }

  // ComponentDecl = 'component' Name ParameterList? Block   (the block holds one element)
  mutating func parseComponent() {
    let declaration = start()
    let headerLine = parseDeclarationHeader(example: "component PersonCell(name: string) { ... }")
    if at(.lParen) && !atLineStart { parseParameterList() }
    let body = at(.lCurly) ? currentRange : nil
    let errorsBefore = errors.count
    let elementsBefore = componentRootCount
    componentRootCount = 0
    parseDeclarationBlock(role: .componentBody, indentation: headerLine, missing: "expected '{' and the component's element after its parameters")
    if let body, componentRootCount == 0, errors.count == errorsBefore {
      error("a component's body holds one element, such as 'linear root { ... }'", at: body)
    }
    componentRootCount = elementsBefore
    finish(declaration, .componentDecl)
  }

  /// The block of a style or a component, parsed with `role`; `missing` is the error when no '{' follows.
  mutating func parseDeclarationBlock(role: BlockRole, indentation headerLine: Int, missing: String) {
    let enclosingRole = blockRole
    blockRole = role
    defer { blockRole = enclosingRole }
    if at(.lCurly) {
      parseBlock(indentation: headerLine)
    } else if atPropertyEnd {
      // Nothing more on the line: the next line is not this declaration's (an element's header does the same).
      error(missing, at: range(at: position - 1))
    } else {
      errorUntil(anyOf: [.lCurly, .rCurly], message: missing)
      if at(.lCurly) { parseBlock(indentation: headerLine) }
    }
  }

  // ParameterList = '(' (Parameter (',' Parameter)* ','?)? ')'
  mutating func parseParameterList() {
    let list = start()
    let open = currentRange
    bump()
    groupDepth += 1
    while !at(.rParen) && !atEnd && !at(.lCurly) && !at(.rCurly) {
      guard at(.identifier) else {
        errorUntil(anyOf: [.rParen, .lCurly, .rCurly], message: "expected a parameter, such as 'name: string' or 'size: number = 44'")
        break
      }
      parseParameter()
      if !eat(.comma) { break }
    }
    groupDepth -= 1
    if !eat(.rParen) {
      neverClosed("(", ")", at: open)
    }
    finish(list, .parameterList)
  }

  // Parameter = Name ':' Type ('=' Value)?   (a listed value)
  mutating func parseParameter() {
    let parameter = start()
    let nameIndex = position
    bump()
    if eat(.colon) {
      if at(.identifier) {
        let type = text(at: position)
        if !Vocabulary.parameterTypes.contains(type) {
          error("unknown parameter type '\(type)'; use \(Vocabulary.parameterTypes.joined(separator: ", "))", at: currentRange)
        }
        bump()
      } else {
        error("expected a type after '\(text(at: nameIndex)):', such as 'number' or 'string'", at: .empty(at: previousEnd))
      }
    } else {
      error("expected ':' and a type after '\(text(at: nameIndex))', such as '\(text(at: nameIndex)): number'", at: .empty(at: previousEnd))
    }
    if at(.equals) {
      placeEquals()
      if atListedValueEnd {
        error("expected a default value after '='", at: .empty(at: previousEnd))
      } else {
        parseValue(listed: true)
      }
    }
    finish(parameter, .parameter)
  }

  /// At `name:` inside an argument list: a named argument.
  var atNamedArgument: Bool { at(.identifier) && nth(1) == .colon }

  // NamedArgument = Name ':' Value   (a listed value: see `parseValue(listed:)`)
  mutating func parseNamedArgument() {
    let argument = start()
    let nameIndex = position
    bump()
    bump()
    if atListedValueEnd {
      error("expected a value after '\(text(at: nameIndex)):'", at: .empty(at: previousEnd))
    } else {
      parseValue(listed: true)
    }
    finish(argument, .namedArgument)
  }

  /// Where a value in a parameter list or an argument list is missing: at ',', ')', a block's brace or a new member.
  var atListedValueEnd: Bool {
    at(.comma) || at(.rParen) || at(.lCurly) || at(.rCurly) || at(.semicolon) || atEnd || atNewMemberStart
  }

  // In a style's block an element is an error (a style holds properties); in a component's body the first element
  // is its root and any other is an error.
  mutating func parseElementMember() {
    let header = currentRange.union(nth(1) == .identifier && !hasNewlineBefore(position + 1) ? range(at: position + 1) : currentRange)
    let role = blockRole
    parseElement()
    // Made only for an error.
    var kind: String { String(decoding: bytes[header.start..<header.end], as: UTF8.self) }
    switch role {
    case .element:
      break
    case .style:
      error("a style holds properties and 'when' blocks, not elements; move '\(kind)' into a component or an element", at: header)
    case .componentBody:
      componentRootCount += 1
      if componentRootCount > 1 {
        error("a component has one root element; wrap '\(kind)' and the others in a container such as 'linear root (vert) { ... }'", at: header)
      }
    }
  }

  /// In a component's body, a member other than the root element is an error: the property whose name is token
  /// `nameAt`, or (nil) the `when` block at `range`.
  mutating func reportInComponentBody(nameAt index: Int?, at range: TextRange? = nil) {
    guard blockRole == .componentBody else { return }
    let what = index.map { "the property '\(text(at: $0))'" } ?? "a 'when' block"
    error("a component's body holds one element, not \(what); move it into the element's block", at: index.map { self.range(at: $0) } ?? range ?? .empty(at: previousEnd))
  }
}
