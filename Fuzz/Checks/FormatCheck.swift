// The formatter's invariants on any input: nothing lost or reordered, output parses, idempotent, edits agree.

import TGLFormat
import TGLSyntax

enum FormatCheck {
  static func violations(_ bytes: [UInt8]) -> [String] {
    let input = Parser.parse(bytes: bytes)
    let options = options(for: bytes)
    let once = Formatter.formatUTF8(input.tree, options: options)
    var problems = contentViolations(input: input.tree, output: once)
    let output = Parser.parse(bytes: once)
    if input.errors.isEmpty {
      if !output.errors.isEmpty { problems.append("the output has syntax errors: \(output.errors.prefix(3))") }
      let twice = Formatter.formatUTF8(output.tree, options: options)
      if twice != once { problems.append("not idempotent") }
    }
    if Formatter.format(input.tree, options: options) != String(decoding: once, as: UTF8.self) {
      problems.append("format and formatUTF8 disagree")
    }
    let edited = TextEdit.apply(Formatter.formatEdits(input.tree, options: options), to: bytes)
    if edited != once { problems.append("formatEdits do not produce the formatted file") }
    let range = range(for: bytes)
    let rangeEdits = Formatter.formatRange(input.tree, range: range, options: options)
    for edit in rangeEdits where edit.range.start < 0 || edit.range.end > bytes.count {
      problems.append("range formatting edit \(edit.range) outside the text")
    }
    let rangeFormatted = Parser.parse(bytes: TextEdit.apply(rangeEdits, to: bytes)).tree
    problems += contentViolations(input: input.tree, output: rangeFormatted.bytes).map { "range \(range): " + $0 }
    return problems
  }

  /// Every non-trivia token (except `;`) and every comment (without trailing blanks) of `input`, in order,
  /// appears in `output`; the formatter may change only whitespace, line breaks and optional `;`.
  static func contentViolations(input: SyntaxTree, output: [UInt8]) -> [String] {
    let outputTree = Parser.parse(bytes: output).tree
    var problems: [String] = []
    if content(input, keepComments: false) != content(outputTree, keepComments: false) {
      problems.append("the token sequence changed")
    }
    if content(input, keepComments: true).filter(\.isComment) != content(outputTree, keepComments: true).filter(\.isComment) {
      problems.append("the comments changed")
    }
    return problems
  }

  struct Atom: Equatable {
    var kind: SyntaxKind
    var bytes: ArraySlice<UInt8>
    var isComment: Bool { kind.isComment }
  }

  static func content(_ tree: SyntaxTree, keepComments: Bool) -> [Atom] {
    var atoms: [Atom] = []
    for index in 0..<tree.tokens.count {
      let kind = tree.tokens.kinds[index]
      let range = tree.tokens.range(index)
      if kind.isComment && keepComments {
        var end = range.end
        while end > range.start && (tree.bytes[end - 1] == 0x20 || tree.bytes[end - 1] == 0x09) { end -= 1 }
        atoms.append(Atom(kind: kind, bytes: tree.bytes[range.start..<end]))
      } else if !kind.isTrivia && kind != .semicolon && kind != .endOfFile {
        atoms.append(Atom(kind: kind, bytes: tree.bytes[range.start..<range.end]))
      }
    }
    return atoms
  }

  /// Options chosen from the input, so the fuzzer explores narrow widths, other indents and line endings.
  static func options(for bytes: [UInt8]) -> FormatOptions {
    let hash = InputHash.of(bytes)
    let endings: [FormatOptions.LineEnding] = [.inferred, .inferred, .lf, .crlf]
    let widths = [100, 100, 40, 1]
    return FormatOptions(
      indentWidth: [4, 2, 0, 8][Int(hash % 4)], maxLineWidth: widths[Int((hash >> 8) % 4)],
      lineEnding: endings[Int((hash >> 16) % 4)])
  }

  static func range(for bytes: [UInt8]) -> TextRange {
    let hash = InputHash.of(bytes) >> 24
    let count = UInt64(bytes.count + 1)
    let start = Int(hash % count)
    return TextRange(start: start, end: start + Int((hash >> 20) % (count - UInt64(start))))
  }
}
