// `tgl gen swift` on any program: no trap, a result that is either Swift or errors, every finding inside its file.
// The fuzz builds are optimised and run under AddressSanitizer, so memory bugs that only an optimised build shows
// (a use-after-free in `ComponentPlans.build`, session 17) fail here and not in the debug suite.

import TGLDiagnostics
import TGLGen
import TGLIDE
import TGLLint
import TGLSemantics
import TGLSyntax

enum GenSwiftCheck {
  /// A line that starts a file of the program: `//# file: cells.tgl`. The text before the first such line is the
  /// file `main.tgl`; an input without one is a program of that file alone.
  static let fileMarker = "//# file: "
  /// At most this many files are generated per input (each is generated in the program of all of them).
  static let fileLimit = 8

  /// The files of the input, by workspace path, in the order written; a path written twice keeps its first text.
  static func files(_ text: String) -> [(path: String, text: String)] {
    var out: [(path: String, text: String)] = []
    var path = "main.tgl"
    var lines: [Substring] = []
    var first = true
    func flush(atMarker: Bool) {
      let body = lines.joined(separator: "\n")
      // Blank lines before the first marker are no file.
      let blank = body.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
      if !(first && atMarker && blank), !out.contains(where: { $0.path == path }) { out.append((path, body)) }
      first = false
      lines = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(fileMarker) {
        flush(atMarker: true)
        path = workspacePath(line.dropFirst(fileMarker.count))
      } else {
        lines.append(line)
      }
    }
    flush(atMarker: false)
    return out
  }

  /// A written name as the tools name a file of a workspace: relative, without `.` or `..`, ending in `.tgl`.
  static func workspacePath(_ written: Substring) -> String {
    let parts = written.filter { $0 != " " && $0 != "\r" }.split(separator: "/").filter { $0 != "." && $0 != ".." }
    let path = parts.joined(separator: "/")
    if path.isEmpty { return "main.tgl" }
    return path.hasSuffix(".tgl") ? path : path + ".tgl"
  }

  static func violations(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    let written = files(text)
    let sources = InMemorySources(Dictionary(written, uniquingKeysWith: { first, _ in first }))
    var problems: [String] = []
    for (path, fileText) in written.prefix(fileLimit) {
      let result = generate(path, fileText, sources: sources)
      let length = fileText.utf8.count
      switch (result.source, result.errors.isEmpty) {
      case (let source?, true):
        if !source.contains("import TangramKit") { problems.append("\(path): generated Swift without its imports") }
      case (_?, false): problems.append("\(path): Swift generated despite \(result.errors.count) errors")
      case (nil, true): problems.append("\(path): nothing generated, and no error says why")
      case (nil, false): break
      }
      // Related locations and fixes may name other files; the finding itself is in this one.
      for diagnostic in result.errors + result.warnings {
        let range = diagnostic.range
        if range.start < 0 || range.end > length || range.start > range.end {
          problems.append("\(path): [\(diagnostic.rule)] '\(diagnostic.message)' at \(range), outside the file (\(length))")
        }
      }
    }
    return problems
  }

  /// What `tgl gen swift` does with the file at `path` (`GenCommand.generate`): a file that imports or declares is
  /// generated from its expanded program, with its components as Swift types; any other from its own lowering.
  static func generate(_ path: String, _ text: String, sources: InMemorySources) -> SwiftGenerationResult {
    let bytes = Array(text.utf8)
    let parse = Parser.parse(bytes: bytes)
    let lineIndex = LineIndex(bytes: bytes)
    let declarations = FileDeclarations(parse.sourceFile, syntaxErrorCount: parse.errors.count)
    guard declarations.isProgram else {
      return SwiftGenerator.lintAndGenerate(LintInput(bytes: bytes), lineIndex: lineIndex, fileName: path)
    }
    let program = Program.load(path, loader: sources)
    var expanded = program.expand(path, recordingSymbols: true)
    expanded.lowering.diagnostics += program.diagnostics(in: path)
    expanded.lowering.diagnostics.sort(by: Diagnostic.sourceOrder)
    let swift = SwiftProgram(
      program: program, entry: path, sources: expanded.sources, declarationsPrefix: "", loader: sources)
    return SwiftGenerator.lintAndGenerate(
      LintInput(parse: parse, lowering: expanded.lowering), lineIndex: lineIndex, fileName: path,
      options: SwiftGenerationOptions(expanded: true), program: swift)
  }
}
