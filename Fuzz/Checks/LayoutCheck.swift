// Lowering and the layout engine on any input: no trap, finite frames, incremental layout equals from-scratch.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax

enum LayoutCheck {
  /// Environments besides each document's own: landscape and compact, right-to-left, degenerate canvases.
  static let environments: [Environment] = [
    Environment(canvas: Size(width: 844, height: 390), scale: 3, widthClass: .regular, heightClass: .compact),
    Environment(canvas: Size(width: 320, height: 480), scale: 1, widthClass: .compact, heightClass: .regular, rtl: true),
    Environment(canvas: Size(width: 0, height: 0), scale: 2),
    Environment(canvas: Size(width: 1e9, height: 1), scale: 0.5),
  ]

  static func violations(_ bytes: [UInt8]) -> [String] {
    let parse = Parser.parse(bytes: bytes)
    let lowering = Lowering.lower(parse.sourceFile)
    var problems = DiagnosticCheck.rangeViolations(lowering.diagnostics, length: bytes.count, source: "lowering")
    let variant = Lowering.lower(Parser.parse(bytes: mutant(of: bytes, tokens: parse.tree)).sourceFile)
    for (index, document) in lowering.documents.enumerated() {
      let own = Environment(document: document)
      for environment in [own] + environments {
        let result = layout(document, in: environment)
        problems += frameViolations(result, environment: environment)
      }
      // The cache first sees a slightly different file (one token deleted), then this one: the result must be
      // what a layout from scratch gives.
      var cache = LayoutCache()
      if index < variant.documents.count { _ = cache.layout(variant.documents[index], in: own) }
      let incremental = cache.layout(document, in: own)
      let fromScratch = layout(document, in: own)
      if incremental != fromScratch { problems.append("document \(index): incremental layout differs from scratch") }
      if cache.layout(document, in: own) != fromScratch { problems.append("document \(index): a cache hit differs") }
      // Then the document edited in place, as an editor would: the cache reads the edits from the document and may
      // lay out a linear layout only in part.
      var edited = document
      for (n, path) in editPaths(document.root, bytes).enumerated() {
        edited.modifyProperties(at: path) { p in
          switch (bytes.count + n) % 4 {
          case 0: p.width = .number(Double(bytes.count % 90))
          case 1: p.height = .number(Double(n * 7 % 50) + 0.5)
          case 2: p.top = .number(Double(bytes.count % 7))
          default: p.visibility = p.visibility == .gone ? .visible : .gone
          }
        }
      }
      if cache.layout(edited, in: own) != layout(edited, in: own) {
        problems.append("document \(index): an update after edits in place differs from scratch")
      }
    }
    return problems
  }

  /// Up to three elements to edit, picked from `bytes` (the same ones for the same input).
  static func editPaths(_ root: Element, _ bytes: [UInt8]) -> [[Int]] {
    var paths: [[Int]] = []
    func collect(_ e: Element, _ path: [Int]) {
      paths.append(path)
      for (i, c) in e.children.enumerated() { collect(c, path + [i]) }
    }
    collect(root, [])
    return (0..<Swift.min(3, paths.count)).map { n in
      paths[(Int(bytes.first ?? 0) &* 31 &+ n &* 17 &+ bytes.count) % paths.count]
    }
  }

  static func frameViolations(_ result: LayoutResult, environment: Environment) -> [String] {
    var problems: [String] = []
    for item in result.items {
      for rect in [item.frame, item.absolute] {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
          problems.append("\(item.path) has a frame that is not finite: \(rect) in \(environment)")
          return problems
        }
      }
    }
    return problems
  }

  /// `bytes` with one significant token (chosen from the input's hash) deleted.
  static func mutant(of bytes: [UInt8], tokens tree: SyntaxTree) -> [UInt8] {
    let significant = (0..<tree.tokens.count).filter {
      !tree.tokens.kinds[$0].isTrivia && tree.tokens.kinds[$0] != .endOfFile
    }
    guard !significant.isEmpty else { return bytes }
    let range = tree.tokens.range(significant[Int(InputHash.of(bytes) % UInt64(significant.count))])
    return Array(bytes[..<range.start] + bytes[range.end...])
  }
}

/// Checks shared by the targets that produce diagnostics.
enum DiagnosticCheck {
  /// Every diagnostic, related location and fix edit lies inside a text of `length` bytes.
  static func rangeViolations(_ diagnostics: [Diagnostic], length: Int, source: String) -> [String] {
    var problems: [String] = []
    func check(_ range: TextRange, _ what: String) {
      if range.start < 0 || range.end > length || range.start > range.end {
        problems.append("\(source): \(what) range \(range) outside the text (length \(length))")
      }
    }
    for diagnostic in diagnostics {
      check(diagnostic.range, "diagnostic [\(diagnostic.rule)] '\(diagnostic.message)'")
      for related in diagnostic.related { check(related.range, "related location") }
      for fix in diagnostic.fixes { for edit in fix.edits { check(edit.range, "fix '\(fix.title)'") } }
    }
    return problems
  }
}
