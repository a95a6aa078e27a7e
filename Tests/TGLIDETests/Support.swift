// The check functions of the IDE tests: each is the only caller of the feature it checks.

import Foundation
import TGLDiagnostics
import TGLIDE
import TGLSemantics
import TGLSyntax
import TGLTestSupport
import Testing

/// The text of a marked source and the offset of its `$0`.
func cursor(_ marked: String) -> (text: String, offset: Int) {
  let parsed = MarkedText(marked)
  return (parsed.text, parsed.offset)
}

/// The part of `source` that `range` covers.
func text(_ source: String, _ range: TextRange) -> String {
  String(decoding: Array(source.utf8)[range.start..<range.end], as: UTF8.self)
}

/// The hover at `$0`, compared with `expected` exactly.
func checkHover(
  _ marked: String, _ expected: String?, format: MarkupFormat = .plainText, settings: LayoutSettings = LayoutSettings(),
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let (source, offset) = cursor(marked)
  let hover = Analysis(text: source, settings: settings).hover(at: offset, format: format)
  #expect(hover?.text == expected, sourceLocation: sourceLocation)
}

/// The labels of the completions at `$0`, in order.
func completionLabels(_ marked: String, snippets: Bool = false) -> [String] {
  completions(marked, snippets: snippets).map(\.label)
}

func completions(_ marked: String, snippets: Bool = false) -> [CompletionItem] {
  let (source, offset) = cursor(marked)
  return Analysis(text: source).completions(at: offset, options: CompletionOptions(snippets: snippets))
}

/// The source after renaming the view at `$0` to `newName`, or the error message.
func renamed(_ marked: String, to newName: String) -> String {
  let (source, offset) = cursor(marked)
  switch Analysis(text: source).rename(at: offset, to: newName) {
  case .success(let edits): return String(decoding: TextEdit.apply(edits, to: Array(source.utf8)), as: UTF8.self)
  case .failure(let error): return "error: \(error.message)"
  }
}

/// Each diagnostic as `line:column severity[rule]: message` (1-based line, UTF-8 column), in source order.
func diagnostics(_ source: String, settings: LayoutSettings = LayoutSettings()) -> [String] {
  let index = LineIndex(source)
  return Analysis(text: source, settings: settings).diagnostics.map { diagnostic in
    let position = index.utf8Position(of: diagnostic.range.start)
    return
      "\(position.line + 1):\(position.column + 1) \(diagnostic.severity.rawValue)[\(diagnostic.rule)]: \(diagnostic.message)"
  }
}

/// The source with each inlay hint inserted as `⟨label⟩`.
func withInlayHints(_ source: String, settings: LayoutSettings = LayoutSettings()) -> String {
  let hints = Analysis(text: source, settings: settings).inlayHints(in: TextRange(start: 0, end: source.utf8.count))
  let edits = hints.map { TextEdit(range: .empty(at: $0.offset), newText: "⟨\($0.label)⟩") }
  return String(decoding: TextEdit.apply(edits, to: Array(source.utf8)), as: UTF8.self)
}

/// The texts of ranges in `source`.
func texts(_ source: String, _ ranges: [TextRange]) -> [String] { ranges.map { text(source, $0) } }

/// The README example of the language reference (§1).
let readmeExample = """
  linear S (vert) {
      width: 100
      height: wrap
      vspace: 10

      view A { left: 20%; right: 30%; height: A.width }
      view B { left: 40; width: fill; height: 40 }
      view C { width: fill; height: 40 }
      view D { right: 20; width: 50%; height: 40 }
  }

  """

/// `readmeExample` with the cursor marker put before the first occurrence of `needle`.
func readme(at needle: String) -> String {
  guard let range = readmeExample.range(of: needle) else { return readmeExample }
  return readmeExample.replacingCharacters(in: range, with: "$0" + needle)
}
