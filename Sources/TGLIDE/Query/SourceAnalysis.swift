// The facts about one version of a document that do not depend on settings: its parse and its pieces.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax

/// One version of a document: the parse of the whole file (for syntax features) and one `Piece` per top-level
/// element (for the model, lint and layout). Immutable and safe to share between threads.
public final class SourceAnalysis: Sendable {
  public let version: Int
  /// The text of this version.
  public let bytes: [UInt8]
  private let parseMemo: Lazy<ParseResult>
  private let lineIndexMemo: Lazy<LineIndex>
  private let tokenIndexMemo: Lazy<TokenIndex>
  let pieces: [Piece]
  /// Where each piece's own text (after the prefix) starts in the file.
  let pieceStarts: [Int]
  let prefix: Prefix
  /// Syntax errors outside every piece and outside the prefix (stray text between top-level elements).
  let outsideErrors: [SyntaxError]
  /// The piece of each document (documents are the pieces whose element has a known kind).
  let documentPieces: [Int]
  /// The layout documents, one per top-level element of a known kind; their ranges are offsets in their piece.
  public let documents: [LayoutDocument]
  /// Each document's root element's range in the file, its end included (`documentIndex(containing:)`): the start and
  /// the end of document `i` at `2 * i` and `2 * i + 1`. One array that a search reads in place, where the documents'
  /// own ranges are two objects away each, and cache misses are most of a cold hover's time.
  private let documentBounds: [Int]
  let nameTables: Memo<Int, NameTable>
  /// How this version was split (`SplitKind`; the rules behind each kind are in `SplitRules.swift`).
  public let splitKind: SplitKind
  /// Why this version, made from a previous one, was not split from it and its edit (nil when it was, or when there
  /// was no previous version).
  package let reparseReason: ReparseReason?
  /// The program the file was expanded in (nil for a file that imports and declares nothing).
  public let program: ProgramContext?
  /// For a file of a program, where each expanded element and its values come from, by element number
  /// (`ElementSources`).
  public let elementSources: ElementSources
  /// For a file of a program, what its expansion found in other files (`ExpandedFile.elsewhere`, and the import
  /// cycles through it this file reports, `ProgramLint.cycles`).
  let programElsewhere: [ProgramDiagnostic]
  /// For a file of a program, the declarations of other files its expansion read, and the hash of what it read
  /// (`ProgramContext.readsHash`; nil when it reads more than them).
  let programReads: [String: Set<String>]
  let readsHash: Int?

  /// Analyses `bytes`. With the previous version, an edit inside top-level elements re-analyses only those
  /// elements and leaves the parse of the whole file until a feature asks for it. Otherwise a well-formed file is
  /// split from its tokens (`Split(scanning:)`), again leaving the whole file's parse for later, and any other file
  /// is parsed and split, or kept whole (`WholeFileReason`); either way the previous version's pieces whose text did
  /// not change are reused. `scanning: false` always parses the whole file (tests compare the two splits).
  ///
  /// With a program (the document imports or declares something), the file is one piece, lowered through the
  /// program's expansion: its styles, constants and components are read from the other files.
  init(
    version: Int, bytes: [UInt8], previous: SourceAnalysis?, scanning: Bool = true, program: ProgramContext? = nil
  ) {
    self.version = version
    self.bytes = bytes
    var split: Split
    let parsing: Lazy<ParseResult>
    // Pieces a scan parsed before it gave way to the whole file's parse.
    var built: [SnippetKey: Piece] = [:]
    var reparseReason: ReparseReason?
    if let program {
      // The same text as the previous version (an imported file changed): its parse is this one.
      let parse = previous.flatMap { $0.bytes == bytes ? $0.parseMemo.computed : nil } ?? Parser.parse(bytes: bytes)
      split = Split(program: program, bytes: bytes, parse: parse)
      parsing = Lazy(value: parse)
    } else if let previous, let edited = Self.split(editing: previous, to: bytes, failure: &reparseReason) {
      split = edited
      parsing = Lazy { Parser.parse(bytes: bytes) }
    } else if scanning, let scanned = Split.scanning(bytes, previous: previous, built: &built) {
      split = scanned
      parsing = Lazy { Parser.parse(bytes: bytes) }
    } else {
      let parse = Parser.parse(bytes: bytes)
      let reusable = (previous?.piecesBySnippet ?? [:]).merging(built) { old, _ in old }
      if let reason = WholeFileReason.beforeSplitting(parse) {
        split = Split(wholeFile: bytes, because: reason)
      } else {
        split = Split(parse, reusing: reusable)
        if let reason = WholeFileReason.afterSplitting(parse, prefix: split.prefix) {
          split = Split(wholeFile: bytes, because: reason)
        }
      }
      parsing = Lazy(value: parse)
    }
    splitKind = split.kind
    self.reparseReason = reparseReason
    self.program = program
    elementSources = split.elementSources
    programElsewhere = split.elsewhere
    programReads = split.programReads
    readsHash = program?.readsHash(split.programReads)
    parseMemo = parsing
    tokenIndexMemo = Lazy { TokenIndex(parsing.value.tree) }
    lineIndexMemo = Lazy { LineIndex(bytes: bytes) }
    pieces = split.pieces
    pieceStarts = split.starts
    prefix = split.prefix
    outsideErrors = split.outsideErrors
    documentPieces = pieces.indices.filter { split.pieces[$0].document != nil }
    documents = documentPieces.compactMap { split.pieces[$0].document }
    documentBounds = zip(documentPieces, documents).flatMap { piece, document in
      let shift = Self.shift(start: split.starts[piece], of: split.pieces[piece])
      return [document.root.range.lowerBound + shift, document.root.range.upperBound + shift]
    }
    nameTables = Memo()
  }

  /// The split of `bytes` from `previous` and one edit, or nil with the reason in `failure`.
  private static func split(editing previous: SourceAnalysis, to bytes: [UInt8], failure: inout ReparseReason?)
    -> Split?
  {
    do throws(ReparseReason) {
      return try Split(editing: previous, to: bytes)
    } catch {
      failure = error
      return nil
    }
  }

  /// Parses and analyses `text` from scratch.
  public convenience init(version: Int, text: String) {
    self.init(version: version, bytes: Array(text.utf8), previous: nil)
  }

  /// Analyses `text` from scratch, splitting it by a parse of the whole file even when its tokens would do.
  package convenience init(splittingTheParseOf text: String) {
    self.init(version: 0, bytes: Array(text.utf8), previous: nil, scanning: false)
  }

  /// The range in the file of each piece's own text, and the file ranges copied into the prefix, in order: how the
  /// file was split (tests compare the two ways of splitting).
  package var splitLayout: (pieces: [TextRange], prefix: [TextRange], outsideErrors: [SyntaxError]) {
    (
      pieces.indices.map(textRange(ofPiece:)),
      prefix.segments.map { TextRange(start: $0.fileStart, end: $0.fileStart + $0.length) }, outsideErrors
    )
  }

  /// The parse of the whole file (computed on first use after an incremental edit).
  public var parse: ParseResult { parseMemo.value }
  public var lineIndex: LineIndex { lineIndexMemo.value }
  /// The token at an offset and its owner, without a search of the whole file (made with the parse, on first use).
  public var tokenIndex: TokenIndex { tokenIndexMemo.value }

  /// The pieces by snippet, for the next version to reuse.
  var piecesBySnippet: [SnippetKey: Piece] {
    // A program's piece was lowered with the other files: never reused by its text alone.
    if splitKind == .whole(.program) { return [:] }
    return Dictionary(pieces.map { (SnippetKey(bytes: $0.snippet), $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The range of piece `index`'s own text in the file.
  func textRange(ofPiece index: Int) -> TextRange {
    TextRange(
      start: pieceStarts[index], end: pieceStarts[index] + pieces[index].snippet.count - pieces[index].prefixLength)
  }

  public var tree: SyntaxTree { parse.tree }
  public var file: SourceFileSyntax { parse.sourceFile }

  /// The text of `range`.
  public func text(_ range: TextRange) -> String { parse.tree.text(of: range) }

  /// How far piece `index`'s offsets are from the file's, after its prefix.
  func shift(ofPiece index: Int) -> Int { Self.shift(start: pieceStarts[index], of: pieces[index]) }

  /// How far the offsets of `piece`, whose own text starts at `start` in the file, are from the file's.
  static func shift(start: Int, of piece: Piece) -> Int { start - piece.prefixLength }

  /// The file offset of an offset in piece `index`.
  func fileOffset(_ offset: Int, inPiece index: Int) -> Int {
    offset < pieces[index].prefixLength ? prefix.fileOffset(offset) : offset + shift(ofPiece: index)
  }

  /// The index of the document whose root element contains `offset` (its end included).
  public func documentIndex(containing offset: Int) -> Int? {
    var low = 0
    var high = documentBounds.count / 2 - 1
    while low <= high {
      let middle = (low + high) / 2
      let start = documentBounds[2 * middle]
      let end = documentBounds[2 * middle + 1]
      if offset < start {
        high = middle - 1
      } else if offset > end {
        low = middle + 1
      } else {
        return middle
      }
    }
    return nil
  }

  /// Where the element that `syntax` declares sits in the model, if it was lowered.
  public func location(of syntax: ElementSyntax) -> ElementLocation? {
    guard let document = documentIndex(containing: syntax.range.start),
      let index = index(ofDocument: document)?.byStart[syntax.range.start - shift(ofPiece: documentPieces[document])]
    else { return nil }
    return ElementLocation(document: document, index: index)
  }

  /// The preorder tables of a document.
  func index(ofDocument document: Int) -> DocumentIndex? { pieces[documentPieces[document]].index.value }

  /// A copy of the model element at `location`; `withElement(at:_:)` reads it where it lies.
  public func element(at location: ElementLocation) -> Element {
    withElement(at: location) { copy $0 }
  }

  /// Calls `body` with the model element at `location`, borrowed in place in its document.
  ///
  /// Walking down from the root by value copied every element on the path (each copy retains and releases its strings
  /// and arrays), for each of the lookups of a hover (the element, its parent and the parent's children). Here the path
  /// is found in the document's index (on the stack) and followed through the arrays' own storage.
  func withElement<R>(at location: ElementLocation, _ body: (borrowing Element) -> R) -> R {
    let index = index(ofDocument: location.document)
    // The depth, then the child positions from the root down, in a buffer on the stack.
    var depth = 0
    if let index {
      var current = location.index
      while current < index.parents.count, index.parents[current] >= 0 {
        depth += 1
        current = index.parents[current]
      }
    }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: depth) { path in
      if let index {
        var current = location.index
        var slot = depth
        while slot > 0 {
          slot -= 1
          path[slot] = index.childIndex[current]
          current = index.parents[current]
        }
      }
      return documents.withUnsafeBufferPointer { documents in
        Self.descend(documents[location.document].root, UnsafeBufferPointer(path), 0, body)
      }
    }
  }

  /// Follows `path` from `element` down (a position past the children is skipped, as the walk by value did) and
  /// calls `body` with the element it ends at. The subscripts of unsafe buffers lend their elements: none is copied.
  private static func descend<R>(
    _ element: borrowing Element, _ path: UnsafeBufferPointer<Int>, _ depth: Int, _ body: (borrowing Element) -> R
  ) -> R {
    guard depth < path.count else { return body(element) }
    let child = path[depth]
    return element.children.withUnsafeBufferPointer { children in
      child < children.count
        ? descend(children[child], path, depth + 1, body) : descend(element, path, depth + 1, body)
    }
  }

  /// The parent of the element at `location`, if it is not a root.
  public func parent(of location: ElementLocation) -> ElementLocation? {
    guard let index = index(ofDocument: location.document), location.index < index.parents.count else { return nil }
    let parent = index.parents[location.index]
    return parent < 0 ? nil : ElementLocation(document: location.document, index: parent)
  }

  /// The locations of the children of the element at `location`, in order.
  public func children(of location: ElementLocation) -> [ElementLocation] {
    guard let index = index(ofDocument: location.document) else { return [] }
    return index.children(of: location.index).map { ElementLocation(document: location.document, index: $0) }
  }

  /// The layout of document `index` in `environment`, from its piece's memo (`Analysis.layout(ofDocument:in:)`).
  func layout(ofDocument index: Int, in environment: Environment) -> LayoutResult {
    pieces[documentPieces[index]].layout(in: environment) ?? LayoutResult(items: [], reports: [])
  }

  /// The distinct `when` conditions of document `index`, in source order.
  public func conditions(ofDocument index: Int) -> [SizeClassCondition] {
    pieces[documentPieces[index]].conditions.value
  }
}

/// An element of the model: its document and its index in document (pre-)order, which is also its index in that
/// document's `LayoutResult.items`.
public struct ElementLocation: Hashable, Sendable {
  public var document: Int
  public var index: Int

  public init(document: Int, index: Int) {
    self.document = document
    self.index = index
  }
}

/// The elements of one document in preorder: where each starts in the source, its parent and its place.
///
/// A class: a hover asks for it many times (the location, the parent, the element by its path), and each copy of a
/// struct of two arrays and a dictionary would retain and release all three.
final class DocumentIndex: Sendable {
  let parents: [Int]
  let childIndex: [Int]
  let byStart: [Int: Int]

  /// The children of element `index`: the elements whose parent it is, in order.
  func children(of index: Int) -> [Int] {
    var out: [Int] = []
    var child = index + 1
    while child < parents.count, parents[child] >= index {
      if parents[child] == index { out.append(child) }
      child += 1
    }
    return out
  }

  init(_ document: LayoutDocument) {
    var parents: [Int] = []
    var childIndex: [Int] = []
    var byStart: [Int: Int] = [:]
    func visit(_ element: Element, parent: Int, childIndex position: Int) {
      let index = parents.count
      parents.append(parent)
      childIndex.append(position)
      if byStart[element.range.lowerBound] == nil { byStart[element.range.lowerBound] = index }
      for (offset, child) in element.children.enumerated() {
        visit(child, parent: index, childIndex: offset)
      }
    }
    visit(document.root, parent: -1, childIndex: 0)
    self.parents = parents
    self.childIndex = childIndex
    self.byStart = byStart
  }
}
