// One top-level element analysed on its own, so that an edit re-analyses only the element it touches.

import TGLDiagnostics
import TGLLayout
import TGLLint
import TGLSemantics
import TGLSyntax

/// A top-level element with the comments and blank lines before it, parsed, lowered, linted and laid out after the
/// file's directives (the prefix) as a file of its own. Its ranges are offsets in `snippet`.
///
/// A piece depends on nothing but its snippet, so the next version of the file reuses every piece whose text and
/// directives did not change, with its lint results and layouts.
final class Piece: Sendable {
  let snippet: [UInt8]
  /// The length of the directives before the element's own text.
  let prefixLength: Int
  let parse: ParseResult
  let lowering: LoweringResult
  /// For a file of a program, the keys its elements' styles give them (`LintInput.styled`), so that a rule reports a
  /// style's value that the element ignores, for `StyleFindings` to place.
  let styled: StyledValues
  let index: Lazy<DocumentIndex?>
  let conditions: Lazy<[SizeClassCondition]>
  let lints = Memo<LayoutSettings, [Diagnostic]>()
  let layouts = Memo<Environment, LayoutResult>()

  convenience init(snippet: [UInt8], prefixLength: Int) {
    let parse = Parser.parse(bytes: snippet)
    self.init(snippet: snippet, prefixLength: prefixLength, parse: parse, lowering: Lowering.lower(parse.sourceFile))
  }

  /// A piece whose lowering is given: a whole file of a program, expanded (`Split(program:bytes:parse:)`).
  init(
    snippet: [UInt8], prefixLength: Int = 0, parse: ParseResult, lowering: LoweringResult,
    styled: StyledValues = StyledValues()
  ) {
    self.styled = styled
    self.snippet = snippet
    self.prefixLength = prefixLength
    self.parse = parse
    self.lowering = lowering
    index = Lazy { lowering.documents.first.map(DocumentIndex.init) }
    conditions = Lazy {
      var found: [SizeClassCondition] = []
      func visit(_ element: Element) {
        for variant in element.variants where !found.contains(variant.condition) { found.append(variant.condition) }
        for child in element.children { visit(child) }
      }
      if let root = lowering.documents.first?.root { visit(root) }
      return found
    }
  }

  /// The element's document, if its kind is known.
  var document: LayoutDocument? { lowering.documents.first }

  /// Every diagnostic of the snippet in the settings' environment (ranges in the snippet).
  func lint(_ settings: LayoutSettings) -> [Diagnostic] {
    lints.value(settings) { [self] in
      let options = DiagnosticsCollector.lintOptions(settings, document: lowering.documents.first)
      // The lint's layouts are the piece's: the hovers and inlay hints that follow read them, and the layouts
      // prepared in the background after the diagnostics are published (`prewarm`) find them done.
      // The run's own structures are freed after the round's diagnostics are collected (`ReleaseLater`).
      let leftovers = LintLeftovers()
      var input = LintInput(parse: parse, lowering: lowering)
      input.styled = styled
      let diagnostics = Linter.lint(
        input, options: options, leftovers: leftovers,
        layout: { [self] d, environment in
          d == 0 ? layout(in: environment)! : TGLLayout.layout(lowering.documents[d], in: environment)
        })
      ReleaseLater.shared.add(leftovers)
      return diagnostics
    }
  }

  func layout(in environment: Environment) -> LayoutResult? {
    guard let document else { return nil }
    return layouts.value(environment) { TGLLayout.layout(document, in: environment) }
  }
}

/// The bytes of a snippet as a dictionary key, hashed as one buffer (hashing `[UInt8]` goes byte by byte).
struct SnippetKey: Hashable, Sendable {
  let bytes: [UInt8]

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}

/// The directives and file-wide suppressions of a file, copied before every piece, and where each came from.
struct Prefix {
  var bytes: [UInt8] = []
  /// (offset in `bytes`, offset in the file, length) of each copied node or comment.
  var segments: [(prefixStart: Int, fileStart: Int, length: Int)] = []

  mutating func append(_ range: TextRange, of file: [UInt8]) {
    if !bytes.isEmpty { bytes.removeLast(Prefix.terminator.count) }
    segments.append((bytes.count, range.start, range.length))
    bytes += file[range.start..<range.end]
    bytes.append(0x0A)
    bytes += Prefix.terminator
  }

  /// Ends a prefix, so that no piece after it reads as more of its last directive: the parser takes a line that
  /// starts with a comma as more of a directive's arguments (`@canvas 390` then `, 844`), and a piece of stray text
  /// that starts with a comma would otherwise end a directive that the file only has after it
  /// (`Tests/Data/fuzz-failures/analysis/comment-stray-comma-directive.tgl`).
  static let terminator: [UInt8] = Array(";\n".utf8)

  /// Whether the file offset `offset` lies in text copied into the prefix.
  func contains(_ offset: Int) -> Bool {
    segments.contains { $0.fileStart <= offset && offset < $0.fileStart + $0.length }
  }

  /// Whether `range` starts in text copied into the prefix or right at the end of it: an error at the end of a
  /// directive (`@e 3*`: "expected a value after '*'", empty, where the directive ends) belongs to that directive.
  func touches(_ range: TextRange) -> Bool {
    segments.contains { $0.fileStart <= range.start && range.start <= $0.fileStart + $0.length }
  }

  /// The file offset of an offset in the prefix.
  func fileOffset(_ offset: Int) -> Int {
    guard let segment = segments.last(where: { $0.prefixStart <= offset }) else { return 0 }
    return segment.fileStart + min(offset - segment.prefixStart, segment.length)
  }
}
