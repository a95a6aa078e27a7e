// Shared helpers of the formatter tests: golden files, token sequences and the invariant checks.

import Foundation
import TGLFormat
import TGLSyntax

/// The golden pairs in `Tests/Data/format`: `NAME.tgl` and the hand-written `NAME.formatted.tgl`.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Data/format")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".formatted.tgl") }.map { String($0.dropLast(".formatted.tgl".count)) }.sorted()
  }()

  static func bytes(_ file: String) -> [UInt8] {
    (try? Data(contentsOf: directory.appendingPathComponent(file))).map { Array($0) } ?? []
  }

  static func input(_ name: String) -> [UInt8] { bytes(name + ".tgl") }
  static func expected(_ name: String) -> [UInt8] { bytes(name + ".formatted.tgl") }
}

/// Formats bytes through the public API.
func format(_ bytes: [UInt8], options: FormatOptions = .init()) -> [UInt8] {
  Array(Formatter.format(Parser.parse(bytes: bytes).tree, options: options).utf8)
}

func format(_ text: String, options: FormatOptions = .init()) -> String {
  Formatter.format(Parser.parse(text).tree, options: options)
}

/// The non-trivia tokens of a text, `;` and the end of file left out, as "KIND text".
func significantTokens(_ bytes: [UInt8]) -> [String] {
  let tree = Parser.parse(bytes: bytes).tree
  var out: [String] = []
  for index in 0..<tree.tokens.count {
    let kind = tree.tokens.kinds[index]
    guard !kind.isTrivia, kind != .semicolon, kind != .endOfFile else { continue }
    out.append("\(kind.dumpName) \(tree.text(of: tree.tokens.range(index)))")
  }
  return out
}

/// The comments of a text, in order, without trailing blanks.
func comments(_ bytes: [UInt8]) -> [String] {
  let tree = Parser.parse(bytes: bytes).tree
  var out: [String] = []
  for index in 0..<tree.tokens.count where tree.tokens.kinds[index].isComment {
    var text = tree.text(of: tree.tokens.range(index))
    while text.last == " " || text.last == "\t" { text.removeLast() }
    out.append(text)
  }
  return out
}

/// Checks the formatter's invariants on one input and returns what went wrong (empty when all hold):
/// tokens and comments kept in order (modulo `;`), no new syntax errors, idempotency.
func invariantViolations(_ input: [UInt8], options: FormatOptions = .init()) -> [String] {
  var problems: [String] = []
  let inputErrors = Parser.parse(bytes: input).errors
  let once = format(input, options: options)
  if significantTokens(once) != significantTokens(input) { problems.append("the token sequence changed") }
  if comments(once) != comments(input) { problems.append("the comments changed") }
  let outputErrors = Parser.parse(bytes: once).errors
  if inputErrors.isEmpty && !outputErrors.isEmpty {
    problems.append("the output has syntax errors: \(outputErrors)")
  }
  if inputErrors.isEmpty {
    let twice = format(once, options: options)
    if twice != once { problems.append("not idempotent:\n\(text(once))\n---- formats to ----\n\(text(twice))") }
  }
  return problems
}

func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// Lines with trailing blanks, or a missing or doubled final newline.
func layoutViolations(_ output: [UInt8]) -> [String] {
  var problems: [String] = []
  let string = text(output)
  for (number, line) in string.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
    if trimmed.last == " " || trimmed.last == "\t" { problems.append("line \(number + 1) has trailing whitespace") }
  }
  if !output.isEmpty && output.last != 0x0A { problems.append("no newline at the end") }
  if string.hasSuffix("\n\n") || string.hasSuffix("\r\n\r\n") { problems.append("blank line at the end") }
  return problems
}
