// Every ```tgl block of the documentation and every file in examples/ must parse without syntax errors.

import Foundation
import TGLSyntax
import Testing

@Suite struct DocumentationExamplesTests {
  @Test func everyTGLBlockInTheDocumentationParses() throws {
    let files = DocumentationFiles.markdownFiles()
    var blockCount = 0
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for block in FencedBlock.extract(from: text, language: "tgl") {
        blockCount += 1
        let errors = Parser.parse(block.code).errors
        if !errors.isEmpty {
          Issue.record(
            Comment(rawValue: failureReport(DocumentationFiles.relativePath(of: file), block: block, errors: errors)))
        }
      }
    }
    let languageReference = DocumentationFiles.root.appendingPathComponent("docs/language.md")
    if FileManager.default.fileExists(atPath: languageReference.path) {
      #expect(blockCount > 0, "docs/language.md exists but no ```tgl block was found in the documentation")
    }
  }

  @Test func everyExampleFileParses() throws {
    let files = DocumentationFiles.exampleFiles()
    #expect(!files.isEmpty, "no .tgl file found under examples/")
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let errors = Parser.parse(text).errors
      if !errors.isEmpty {
        let block = FencedBlock(code: text, firstLine: 1)
        Issue.record(
          Comment(rawValue: failureReport(DocumentationFiles.relativePath(of: file), block: block, errors: errors)))
      }
    }
  }

  @Test func exampleFilesFollowTheHouseStyle() throws {
    for file in DocumentationFiles.exampleFiles() {
      let path = DocumentationFiles.relativePath(of: file)
      let text = try String(contentsOf: file, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      #expect(
        lines.first?.hasPrefix("// ") == true,
        "\(path): the first line must be a '//' comment saying what the example shows")
      #expect(text.contains("@canvas 390, 844\n"), "\(path): examples are laid out on '@canvas 390, 844'")
      #expect(text.contains("@scale 3\n"), "\(path): examples are laid out at '@scale 3'")
      #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(path): the file must end with exactly one newline")
      for (index, line) in lines.enumerated() {
        #expect(!line.hasSuffix(" "), "\(path):\(index + 1): trailing whitespace")
        #expect(!line.contains("\t"), "\(path):\(index + 1): tab character; indent with 4 spaces")
        #expect(!line.contains("\r"), "\(path):\(index + 1): carriage return; use '\\n' line endings")
        if index > 0 {
          #expect(
            !(line.isEmpty && lines[index - 1].isEmpty && index < lines.count - 1),
            "\(path):\(index + 1): more than one blank line")
        }
        let indentation = line.prefix(while: { $0 == " " }).count
        #expect(indentation % 4 == 0, "\(path):\(index + 1): indentation is not a multiple of 4 spaces")
      }
    }
  }

  /// A message naming the file, the line of every error (in file coordinates) and the error itself.
  func failureReport(_ path: String, block: FencedBlock, errors: [SyntaxError]) -> String {
    let index = LineIndex(block.code)
    var report = "\(path):\(block.firstLine): block has \(errors.count) syntax error(s)"
    for error in errors {
      let line = block.firstLine + index.line(of: error.range.start)
      report += "\n  \(path):\(line): \(error.message)"
    }
    report += "\n--- block ---\n" + block.code
    return report
  }
}

/// The files the tests read, found from this source file's path.
enum DocumentationFiles {
  /// The repository root: three levels above Tests/TGLSyntaxTests/<this file>.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `README.md`, `docs/language.md` and every other `docs/*.md` that exists, in that order.
  static func markdownFiles() -> [URL] {
    let manager = FileManager.default
    var files: [URL] = []
    for candidate in ["README.md", "docs/language.md"] {
      let url = root.appendingPathComponent(candidate)
      if manager.fileExists(atPath: url.path) { files.append(url) }
    }
    let docs = root.appendingPathComponent("docs")
    let names = (try? manager.contentsOfDirectory(atPath: docs.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".md") && name != "language.md" {
      files.append(docs.appendingPathComponent(name))
    }
    return files
  }

  /// Every `.tgl` file below `examples/`, sorted by path.
  static func exampleFiles() -> [URL] {
    let examples = root.appendingPathComponent("examples")
    guard let enumerator = FileManager.default.enumerator(atPath: examples.path) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".tgl") { paths.append(relative) }
    }
    return paths.sorted().map { examples.appendingPathComponent($0) }
  }

  static func relativePath(of file: URL) -> String {
    let rootPath = root.standardizedFileURL.path
    let path = file.standardizedFileURL.path
    guard path.hasPrefix(rootPath) else { return path }
    return String(path.dropFirst(rootPath.count).drop(while: { $0 == "/" }))
  }
}

/// A fenced code block of a Markdown file: its code and the 1-based line of the code's first line.
struct FencedBlock {
  var code: String
  var firstLine: Int

  /// The blocks fenced with backticks and the info string `language`. Blocks of other languages are
  /// skipped whole, so a ```tgl line inside a ````markdown block does not start a block.
  static func extract(from markdown: String, language: String) -> [FencedBlock] {
    var blocks: [FencedBlock] = []
    var open: (fence: Int, indentation: Int, isWanted: Bool, firstLine: Int)?
    var code: [String] = []
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    for (index, line) in lines.enumerated() {
      let indentation = line.prefix(while: { $0 == " " }).count
      let trimmed = line.dropFirst(indentation)
      let fence = trimmed.prefix(while: { $0 == "`" }).count
      if let current = open {
        if fence >= current.fence && trimmed.dropFirst(fence).allSatisfy({ $0 == " " }) {
          if current.isWanted {
            blocks.append(FencedBlock(code: code.map { $0 + "\n" }.joined(), firstLine: current.firstLine))
          }
          open = nil
          code = []
        } else {
          code.append(String(line.dropFirst(min(current.indentation, indentation))))
        }
      } else if fence >= 3 {
        let info = trimmed.dropFirst(fence).trimmingCharacters(in: .whitespaces)
        let word = info.split(separator: " ").first.map(String.init) ?? ""
        open = (fence, indentation, word == language, index + 2)
      }
    }
    return blocks
  }
}
