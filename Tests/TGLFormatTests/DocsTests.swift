// The examples of docs/formatting.md: every `tgl` block parses, and each Before formats to its After.

import Foundation
import TGLFormat
import TGLSyntax
import Testing

@Suite struct DocsTests {
  /// The `tgl` code blocks of the page, each with the label ("Before:", "After:") on the line above it.
  static let blocks: [(label: String, code: String)] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/formatting.md")
    let page = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var out: [(String, String)] = []
    var label = ""
    var code: String?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if var current = code {
        if line == "```" {
          out.append((label, current))
          code = nil
        } else {
          current += line + "\n"
          code = current
        }
      } else if line == "```tgl" {
        code = ""
      } else if !line.isEmpty {
        label = String(line)
      }
    }
    return out
  }()

  @Test func everyBlockParses() {
    #expect(DocsTests.blocks.count >= 10)
    for block in DocsTests.blocks {
      #expect(Parser.parse(block.code).errors == [], "\(block.code)")
    }
  }

  @Test func everyBeforeFormatsToItsAfter() {
    var pairs = 0
    for (before, after) in zip(DocsTests.blocks, DocsTests.blocks.dropFirst())
    where before.label == "Before:" && after.label == "After:" {
      #expect(format(before.code) == after.code)
      #expect(format(after.code) == after.code)
      pairs += 1
    }
    #expect(pairs >= 7)
  }
}
