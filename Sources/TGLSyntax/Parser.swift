// The parser's machinery: a cursor over significant tokens that records start/finish/token events.

/// The result of parsing: a lossless tree and the syntax errors beside it. Parsing never fails.
public struct ParseResult: Sendable {
  public let tree: SyntaxTree
  public let errors: [SyntaxError]
  /// Whether a '{', '(' or '[' is never closed: where the parser's recovery ended it depends on the text after it,
  /// so a part of the file parsed alone may read differently.
  public let hasUnclosedDelimiter: Bool

  public var root: SyntaxNode { tree.root }
}

/// Parses `.tgl` source text.
public enum Parser {
  /// The deepest nesting of elements, or of parentheses and brackets in a value, that the parser
  /// builds; anything deeper becomes an error node, so no consumer of the tree can overflow its stack.
  public static let maximumDepth = 128

  public static func parse(_ text: String) -> ParseResult { parse(bytes: Array(text.utf8)) }

  public static func parse(bytes: [UInt8]) -> ParseResult {
    let (tokens, lexErrors) = Lexer.tokenize(bytes)
    let significant = SignificantTokens(bytes: bytes, tokens: tokens)
    var chosen = ParserState(bytes: bytes, tokens: tokens, significant: significant, recoverByIndentation: false)
    chosen.parseSourceFile()
    // A block left open at the end of the file usually means a '}' is missing in the middle.
    // Parse again, closing blocks where the indentation says they end, and keep that reading
    // when it explains the file with no more errors.
    if chosen.hadUnclosedBlock {
      var second = ParserState(bytes: bytes, tokens: tokens, significant: significant, recoverByIndentation: true)
      second.parseSourceFile()
      if second.errors.count <= chosen.errors.count {
        chosen.events.deallocate()
        chosen = second
      } else {
        second.events.deallocate()
      }
    }
    // The events are the builder's to mark in place.
    let nodes = TreeBuilder.build(
      events: chosen.events, nodeCount: chosen.events.nodeCount, tokens: tokens, significant: significant.indices)
    chosen.events.deallocate()
    let tree = SyntaxTree(bytes: bytes, tokens: tokens, nodes: nodes)
    // The lexer has already reported an unknown character; a parser error at the same spot adds nothing.
    var unknownStarts = Set<Int>()
    if significant.hasUnknown {
      for index in 0..<tokens.count where tokens.kinds[index] == .unknown { unknownStarts.insert(tokens.range(index).start) }
    }
    // A '=' the grammar did not place reads as it did before it was a token: one unexpected character.
    var strayEquals: [SyntaxError] = []
    if significant.equalsCount > chosen.placedEquals.count {
      let placed = Set(chosen.placedEquals)
      for index in 0..<tokens.count where tokens.kinds[index] == .equals && !placed.contains(tokens.range(index).start) {
        unknownStarts.insert(tokens.range(index).start)
        strayEquals.append(SyntaxError(range: tokens.range(index), message: "unexpected character '='"))
      }
    }
    // A constraint missing its relation explains a lone '<' or '>' better than the lexer does, and replaces its error.
    let replaced = chosen.replacedLexerErrors
    var errors =
      lexErrors.filter { replaced.isEmpty || !replaced.contains($0.range.start) } + strayEquals
      + chosen.errors.filter { !unknownStarts.contains($0.range.start) || replaced.contains($0.range.start) }
    errors.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
    return ParseResult(tree: tree, errors: errors, hasUnclosedDelimiter: chosen.hadUnclosedDelimiter)
  }
}

/// The significant (non-trivia) tokens of a file, read once for both of the parser's readings: for each, its index
/// in the token list, its kind, and whether a line break separates it from the one before. Built through buffers sized
/// once (three appends per token checked each array's uniqueness and capacity).
struct SignificantTokens {
  /// Indices (into the token list) of the non-trivia tokens; the last is `endOfFile`.
  var indices: [Int32]
  /// The kind of each significant token: `current`, asked several times per token, reads one array, not two.
  var kinds: [SyntaxKind]
  /// For each significant token: is there a line break between it and the previous significant token?
  var newlineBefore: [Bool]
  /// Whether any token is `unknown`, and how many are a lone '=': the checks after parsing look only then.
  var hasUnknown = false
  var equalsCount = 0

  init(bytes: [UInt8], tokens: TokenList) {
    let total = tokens.count
    var hasUnknown = false
    var equalsCount = 0
    var count = 0
    var kinds: [SyntaxKind] = []
    var newlineBefore: [Bool] = []
    indices = tokens.kinds.withUnsafeBufferPointer { tokenKinds in
      [Int32](unsafeUninitializedCapacity: total) { indexBuffer, indexCount in
        kinds = [SyntaxKind](unsafeUninitializedCapacity: total) { kindBuffer, kindCount in
          newlineBefore = [Bool](unsafeUninitializedCapacity: total) { newlineBuffer, newlineCount in
            var sawNewline = true
            for index in 0..<total {
              let kind = tokenKinds[index]
              if kind == .newline {
                sawNewline = true
              } else if kind == .blockComment {
                // A comment that spans lines separates the tokens around it like a line break.
                let range = tokens.range(index)
                if range.length > 0, bytes[range.start..<range.end].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                  sawNewline = true
                }
              } else if !kind.isTrivia {
                if kind == .unknown { hasUnknown = true } else if kind == .equals { equalsCount += 1 }
                indexBuffer.initializeElement(at: count, to: Int32(index))
                kindBuffer.initializeElement(at: count, to: kind)
                newlineBuffer.initializeElement(at: count, to: sawNewline)
                count += 1
                sawNewline = false
              }
            }
            newlineCount = count
          }
          kindCount = count
        }
        indexCount = count
      }
    }
    self.kinds = kinds
    self.newlineBefore = newlineBefore
    self.hasUnknown = hasUnknown
    self.equalsCount = equalsCount
  }
}

/// The parser's events in a buffer it grows itself: `start`, `finish` and `bump` append one each, and an array
/// checked its uniqueness and capacity at each. The state holds one pointer to it (the grammar's calls copy the
/// state's fields; one word more there cost more than the appends saved). `Parser.parse` makes each state and frees
/// its events once done with them (`deallocate`); no state is used after that.
struct ParseEvents {
  private struct Storage {
    var base: UnsafeMutablePointer<ParseEvent>
    var count: Int
    var capacity: Int
    /// How many nodes the events make (one per `finish`): the tree builder sizes its array with it.
    var nodeCount: Int
  }

  private let storage: UnsafeMutablePointer<Storage>

  init(capacity: Int) {
    let capacity = Swift.max(capacity, 16)
    storage = .allocate(capacity: 1)
    storage.initialize(to: Storage(base: .allocate(capacity: capacity), count: 0, capacity: capacity, nodeCount: 0))
  }

  /// Frees the buffer; the events are not read again.
  func deallocate() {
    storage.pointee.base.deallocate()
    storage.deallocate()
  }

  var count: Int { storage.pointee.count }

  var nodeCount: Int { storage.pointee.nodeCount }

  @inline(__always) func append(_ event: ParseEvent) {
    if storage.pointee.count == storage.pointee.capacity { grow() }
    (storage.pointee.base + storage.pointee.count).initialize(to: event)
    storage.pointee.count += 1
  }

  /// Appends a `finish` event: one node more.
  func appendFinish(_ kind: SyntaxKind) {
    append(ParseEvent(tag: .finish, kind: kind, forwardParent: 0))
    storage.pointee.nodeCount += 1
  }

  func removeLast() {
    assert(storage.pointee.count > 0)
    guard storage.pointee.count > 0 else { return }
    storage.pointee.count -= 1
  }

  private func grow() {
    let capacity = storage.pointee.capacity
    let larger = UnsafeMutablePointer<ParseEvent>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: storage.pointee.base, count: storage.pointee.count)
    storage.pointee.base.deallocate()
    storage.pointee.base = larger
    storage.pointee.capacity = capacity * 2
  }

  /// The events appended so far, in place (the tree builder's walk); valid until the next append.
  var buffer: UnsafeMutableBufferPointer<ParseEvent> {
    UnsafeMutableBufferPointer(start: storage.pointee.base, count: storage.pointee.count)
  }

  /// An event already appended (the parser's markers name only those). Checked in release builds too: the buffer is
  /// raw memory, and a marker that named another index would read or write outside it. A debug build stops there; a
  /// release build reads a tombstone and writes nothing (a wrong tree beats a corrupt heap, and no input may end a
  /// session: `TidyTests`).
  subscript(index: Int) -> ParseEvent {
    get {
      assert(index >= 0 && index < storage.pointee.count)
      guard index >= 0 && index < storage.pointee.count else {
        return ParseEvent(tag: .tombstone, kind: .error, forwardParent: 0)
      }
      return storage.pointee.base[index]
    }
    nonmutating set {
      assert(index >= 0 && index < storage.pointee.count)
      guard index >= 0 && index < storage.pointee.count else { return }
      storage.pointee.base[index] = newValue
    }
  }
}

/// One parser event. `start` may name a later `start` as its forward parent (for `precede`).
struct ParseEvent {
  enum Tag: UInt8 { case start, finish, token, tombstone }
  var tag: Tag
  var kind: SyntaxKind
  var forwardParent: Int32
}

/// Which members a block takes (see `ParserState.blockRole`).
enum BlockRole {
  case element
  case style
  case componentBody
}

struct Marker {
  let eventIndex: Int
}

struct CompletedMarker {
  let eventIndex: Int
  let kind: SyntaxKind
}

/// The parser's state: the significant tokens, the cursor, the events and errors so far.
struct ParserState {
  let bytes: [UInt8]
  let tokens: TokenList
  /// Indices (into `tokens`) of the non-trivia tokens; the last is `endOfFile`.
  var significant: [Int32]
  /// The kind of each significant token: `current`, asked several times per token, reads one array, not two.
  var significantKinds: [SyntaxKind]
  /// For each significant token: is there a line break between it and the previous significant token?
  var newlineBefore: [Bool]
  var position = 0
  let events: ParseEvents
  var errors: [SyntaxError] = []
  var depth = 0
  /// How many '(' and '[' are open: inside them line breaks do not end a value.
  var groupDepth = 0
  var hadUnclosedBlock = false
  /// Whether a '{', '(' or '[' was reported as never closed.
  var hadUnclosedDelimiter = false
  /// The starts of unknown characters whose lexer error a parser error replaces (see `parseConstraint`).
  var replacedLexerErrors: Set<Int> = []
  let recoverByIndentation: Bool
  /// What the block being parsed belongs to: an element's block takes any member; a style's takes no element; a
  /// component's body takes one element and nothing else.
  var blockRole = BlockRole.element
  /// How many elements the component body being parsed holds so far (its first is the root).
  var componentRootCount = 0
  /// The start offsets of the '=' tokens the grammar placed (`let x = 1`, a default); any other '=' is reported as
  /// an unexpected character, as it was before '=' was a token.
  var placedEquals: [Int] = []

  init(bytes: [UInt8], tokens: TokenList, significant: SignificantTokens, recoverByIndentation: Bool) {
    self.bytes = bytes
    self.tokens = tokens
    self.recoverByIndentation = recoverByIndentation
    self.significant = significant.indices
    self.significantKinds = significant.kinds
    self.newlineBefore = significant.newlineBefore
    events = ParseEvents(capacity: significant.indices.count * 3)
  }

  // MARK: Looking at tokens

  var current: SyntaxKind { kind(at: position) }

  @inline(__always)
  func kind(at index: Int) -> SyntaxKind {
    index < significantKinds.count ? significantKinds[index] : .endOfFile
  }

  func nth(_ offset: Int) -> SyntaxKind { kind(at: position + offset) }

  func at(_ kind: SyntaxKind) -> Bool { current == kind }

  var atEnd: Bool { current == .endOfFile }

  /// True when a line break separates the current token from the previous one, outside brackets.
  var atLineStart: Bool { groupDepth == 0 && hasNewlineBefore(position) }

  /// True at a line that starts a new member (`name:`, `kind {`, `kind name`, `a.top ==`): a value left unfinished
  /// on the line before must not swallow it, even inside brackets.
  var atNewMemberStart: Bool {
    guard hasNewlineBefore(position), at(.identifier) else { return false }
    switch nth(1) {
    case .colon, .lCurly: return true
    case .identifier: return !hasNewlineBefore(position + 1)
    // A constraint, `a.top == …`: no value has a relation, so none goes on into one.
    case .dot: return kind(at: position + 2) == .identifier && kind(at: position + 3).isRelation
    case .equalEqual, .lessEqual, .greaterEqual: return true
    default: return false
    }
  }

  @inline(__always)
  func hasNewlineBefore(_ index: Int) -> Bool { index < newlineBefore.count ? newlineBefore[index] : true }

  /// True where a property's value must end: a new line, ';', '}' or the end of the file.
  var atPropertyEnd: Bool { atLineStart || at(.semicolon) || at(.rCurly) || atEnd }

  @inline(__always)
  func range(at index: Int) -> TextRange {
    tokens.range(Int(significant[min(index, significant.count - 1)]))
  }

  var currentRange: TextRange { range(at: position) }

  /// The end of the previous significant token: where something missing would have been.
  var previousEnd: Int { position > 0 ? range(at: position - 1).end : 0 }

  func text(at index: Int) -> String {
    let range = self.range(at: index)
    return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
  }

  @inline(__always)
  func isWord(_ word: StaticString, at index: Int) -> Bool {
    guard kind(at: index) == .identifier else { return false }
    // An identifier is never the last token (the end of file is): it ends where the next token starts.
    let token = Int(significant[index])
    let start = Int(tokens.starts[token])
    guard Int(tokens.starts[token + 1]) - start == word.utf8CodeUnitCount else { return false }
    let expected = word.utf8Start
    for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != expected[offset] { return false }
    return true
  }

  /// The indentation of the line the current token (a block's header) starts on, which only the second reading
  /// compares (`recoverByIndentation`): the first does not scan back over the line for it.
  var headerIndentation: Int { recoverByIndentation ? indentation(ofLineAt: position) : 0 }

  /// The column (in bytes of leading whitespace) of the line on which significant token `index` starts.
  func indentation(ofLineAt index: Int) -> Int {
    var offset = range(at: index).start
    while offset > 0, bytes[offset - 1] != 0x0A, bytes[offset - 1] != 0x0D { offset -= 1 }
    var width = 0
    while offset + width < bytes.count, bytes[offset + width] == 0x20 || bytes[offset + width] == 0x09 { width += 1 }
    return width
  }

  // MARK: Events

  @inline(__always)
  mutating func start() -> Marker {
    events.append(ParseEvent(tag: .tombstone, kind: .error, forwardParent: 0))
    return Marker(eventIndex: events.count - 1)
  }

  @discardableResult
  @inline(__always)
  mutating func finish(_ marker: Marker, _ kind: SyntaxKind) -> CompletedMarker {
    events[marker.eventIndex].tag = .start
    events[marker.eventIndex].kind = kind
    events.appendFinish(kind)
    return CompletedMarker(eventIndex: marker.eventIndex, kind: kind)
  }

  mutating func abandon(_ marker: Marker) {
    if marker.eventIndex == events.count - 1 {
      events.removeLast()
    }
  }

  /// Starts a node that will enclose the already completed `completed` node.
  mutating func precede(_ completed: CompletedMarker) -> Marker {
    let marker = start()
    events[completed.eventIndex].forwardParent = Int32(marker.eventIndex - completed.eventIndex)
    return marker
  }

  @inline(__always)
  mutating func bump() {
    let kind = current
    guard kind != .endOfFile else { return }
    events.append(ParseEvent(tag: .token, kind: kind, forwardParent: 0))
    position += 1
  }

  /// Consumes the end-of-file token, which belongs to the source file node.
  mutating func bumpEndOfFile() {
    events.append(ParseEvent(tag: .token, kind: .endOfFile, forwardParent: 0))
    position += 1
  }

  /// Consumes a '=' that the grammar expects here.
  mutating func placeEquals() {
    placedEquals.append(currentRange.start)
    bump()
  }

  @discardableResult
  @inline(__always)
  mutating func eat(_ kind: SyntaxKind) -> Bool {
    guard at(kind) else { return false }
    bump()
    return true
  }

  mutating func error(_ message: String, at range: TextRange) {
    errors.append(SyntaxError(range: range, message: message))
  }

  /// Reports the `open` delimiter at `range` as never closed (see `ParseResult.hasUnclosedDelimiter`).
  mutating func neverClosed(_ open: String, _ close: String, at range: TextRange) {
    hadUnclosedDelimiter = true
    error("this '\(open)' is never closed; add a matching '\(close)'", at: range)
  }

  /// How the current token reads in a message: its text, quoted and shortened.
  var currentDescription: String {
    if atEnd { return "end of file" }
    var text = self.text(at: position)
    if text.count > 24 { text = String(text.prefix(24)) + "…" }
    return "'\(text)'"
  }

  /// Wraps tokens up to the end of the line (or a '}' or the end of the file) in an error node.
  mutating func errorUntilLineEnd(_ message: String?, stopAtCloseCurly: Bool = true) {
    let marker = start()
    let startRange = currentRange
    var endRange = startRange
    repeat {
      endRange = currentRange
      bump()
    } while !atEnd && !atLineStart && !(stopAtCloseCurly && at(.rCurly))
    finish(marker, .error)
    if let message { error(message, at: startRange.union(endRange)) }
  }
}
