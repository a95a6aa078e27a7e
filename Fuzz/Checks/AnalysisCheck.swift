// The IDE analysis and the linter on any input: no trap, every range and edit they return inside the document.

import TGLDiagnostics
import TGLIDE
import TGLLint
import TGLSemantics
import TGLSyntax

enum AnalysisCheck {
  static let settings: [LayoutSettings] = [
    LayoutSettings(),
    LayoutSettings(canvas: Size(width: 844, height: 390), scale: 3, widthClass: .regular, heightClass: .compact),
    LayoutSettings(canvas: Size(width: 1, height: 1), rtl: true),
  ]

  static func violations(_ bytes: [UInt8]) -> [String] {
    // Editors send text: invalid UTF-8 arrives replaced, as the server would see it.
    let text = String(decoding: bytes, as: UTF8.self)
    let length = text.utf8.count
    var problems: [String] = []
    let hash = InputHash.of(bytes)
    let chosen = settings[Int(hash % UInt64(settings.count))]
    let analysis = Analysis(text: text, settings: chosen)
    problems += DiagnosticCheck.rangeViolations(analysis.diagnostics, length: length, source: "analysis")
    problems += syntaxFeatureViolations(analysis, length: length)
    for offset in offsets(in: analysis.source.tree, hash: hash) {
      problems += positionFeatureViolations(analysis, at: offset, length: length)
    }
    problems += equivalenceViolations(text, hash: hash)
    var options = LintOptions()
    options.allSizeClasses = hash & 1 == 0
    let lint = Linter.lint(LintInput(bytes: bytes), options: options)
    problems += DiagnosticCheck.rangeViolations(lint, length: bytes.count, source: "lint")
    return problems
  }

  /// Incremental analysis equals analysis from scratch, which equals linting the whole file (ARCHITECTURE.md,
  /// invariant 8): the host first sees the text with one token deleted, then the text, then an older version.
  static func equivalenceViolations(_ text: String, hash: UInt64) -> [String] {
    let scratch = Analysis(text: text)
    let whole = Linter.lint(LintInput(text: text), options: LintOptions()).map(key)
    var problems: [String] = []
    if scratch.diagnostics.map(key) != whole { problems.append("analysis diagnostics differ from linting the file") }
    let bytes = Array(text.utf8)
    let mutant = String(decoding: LayoutCheck.mutant(of: bytes, tokens: scratch.source.tree), as: UTF8.self)
    let host = AnalysisHost()
    let uri = "file:///fuzz.tgl"
    _ = host.analysis(of: DocumentText(uri: uri, version: 1, text: mutant), settings: LayoutSettings()).diagnostics
    let incremental = host.analysis(of: DocumentText(uri: uri, version: 2, text: text), settings: LayoutSettings())
    if incremental.diagnostics.map(key) != scratch.diagnostics.map(key) {
      problems.append("incremental diagnostics differ from scratch")
    }
    if incremental.source.documents.count != scratch.source.documents.count {
      problems.append("incremental analysis has \(incremental.source.documents.count) documents, not \(scratch.source.documents.count)")
    } else {
      for index in scratch.source.documents.indices
      where incremental.layout(ofDocument: index) != scratch.layout(ofDocument: index) {
        problems.append("document \(index): incremental layout differs from scratch")
      }
    }
    let older = host.analysis(of: DocumentText(uri: uri, version: 1, text: mutant), settings: LayoutSettings())
    problems += DiagnosticCheck.rangeViolations(older.diagnostics, length: mutant.utf8.count, source: "older version")
    return problems
  }

  /// A diagnostic without its fixes (the IDE adds a fix for a missing ':').
  static func key(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.range) \(diagnostic.severity)[\(diagnostic.rule)] \(diagnostic.message) \(diagnostic.related)"
  }

  static func syntaxFeatureViolations(_ analysis: Analysis, length: Int) -> [String] {
    var ranges: [(String, TextRange)] = []
    let tree = analysis.source.tree
    var symbols = DocumentSymbols.symbols(analysis.source.file)
    while let symbol = symbols.popLast() {
      ranges += [("symbol", symbol.range), ("symbol selection", symbol.selectionRange)]
      symbols += symbol.children
    }
    ranges += SemanticTokens.tokens(tree).map { ("semantic token", $0.range) }
    ranges += analysis.formattingEdits().map { ("formatting edit", $0.range) }
    ranges += analysis.rangeFormattingEdits(TextRange(start: 0, end: length / 2)).map { ("range formatting", $0.range) }
    ranges += analysis.inlayHints(in: TextRange(start: 0, end: length)).map { ("inlay hint", .empty(at: $0.offset)) }
    for action in analysis.codeActions(in: TextRange(start: 0, end: length)) {
      ranges += action.edits.map { ("code action '\(action.title)'", $0.range) }
    }
    var problems = outOfBounds(ranges, length: length)
    let lines = analysis.source.lineIndex
    for fold in FoldingRanges.ranges(tree, index: lines) where fold.startLine > fold.endLine || fold.startLine < 0 {
      problems.append("folding range \(fold.startLine)...\(fold.endLine) is backwards")
    }
    return problems
  }

  static func positionFeatureViolations(_ analysis: Analysis, at offset: Int, length: Int) -> [String] {
    var ranges: [(String, TextRange)] = []
    if let hover = analysis.hover(at: offset, format: .markdown) { ranges.append(("hover", hover.range)) }
    _ = analysis.hover(at: offset, format: .plainText)
    _ = analysis.completions(at: offset, options: CompletionOptions(snippets: offset & 1 == 0))
    ranges += analysis.definition(at: offset).map { ("definition", $0) }
    ranges += analysis.references(at: offset, includeDeclaration: true).map { ("reference", $0) }
    ranges += analysis.occurrences(at: offset).map { ("occurrence", $0.range) }
    if let target = analysis.renameTarget(at: offset) { ranges.append(("rename target", target.range)) }
    if case .success(let edits) = analysis.rename(at: offset, to: "renamed") {
      ranges += edits.map { ("rename edit", $0.range) }
    }
    let selection = SelectionRanges.ranges(analysis.source.tree, at: offset)
    ranges += selection.map { ("selection range", $0) }
    ranges += analysis.inlayHints(in: TextRange(start: offset, end: offset + 8)).map { ("inlay", .empty(at: $0.offset)) }
    for action in analysis.codeActions(in: .empty(at: offset)) {
      ranges += action.edits.map { ("code action '\(action.title)'", $0.range) }
    }
    return outOfBounds(ranges, length: length).map { "at \(offset): " + $0 }
  }

  static func outOfBounds(_ ranges: [(String, TextRange)], length: Int) -> [String] {
    ranges.filter { $0.1.start < 0 || $0.1.end > length || $0.1.start > $0.1.end }
      .prefix(3).map { "\($0.0) range \($0.1) outside the text (length \(length))" }
  }

  /// Offsets to query: both ends and the starts, middles and ends of up to 16 tokens. The server clamps
  /// positions into the document before it asks, so offsets outside it are not part of the contract.
  static func offsets(in tree: SyntaxTree, hash: UInt64) -> [Int] {
    let length = tree.bytes.count
    var offsets = [0, length]
    let count = tree.tokens.count
    let step = max(1, count / 16)
    var index = Int(hash % UInt64(step))
    while index < count {
      let range = tree.tokens.range(index)
      offsets += [range.start, (range.start + range.end) / 2, range.end]
      index += step
    }
    return offsets
  }
}
