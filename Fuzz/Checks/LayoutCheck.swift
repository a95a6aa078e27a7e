// Lowering and the layout engine on any input: no trap, finite frames.

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
    for document in lowering.documents {
      let own = Environment(document: document)
      for environment in [own] + environments {
        let result = layout(document, in: environment)
        problems += frameViolations(result, environment: environment)
      }
    }
    return problems
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
