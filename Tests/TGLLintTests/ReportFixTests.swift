// The quick fixes of the rules that catch what TangramKit and MyLayout users reported (issue 27): each turns the
// finding's source into text both libraries read alike.

import TGLDiagnostics
import TGLLint
import TGLSyntax
import Testing

@Suite struct ReportFixTests {
  /// Applies the fix of the first diagnostic of `rule` whose title starts with `title` and returns the text.
  func fixed(
    _ text: String, _ rule: RuleID, title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    let diagnostics = Linter.lint(LintInput(text: text), options: LintOptions())
    guard let d = diagnostics.first(where: { $0.rule == rule }),
      let fix = d.fixes.first(where: { $0.title.hasPrefix(title) })
    else {
      Issue.record("no fix '\(title)…' for \(rule) in \(diagnostics)", sourceLocation: sourceLocation)
      return nil
    }
    return String(decoding: TextEdit.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
  }

  /// TangramKit issue 30: a lone `10%` meant a tenth of the layout.
  @Test func loneWeightBecomesAFractionOfTheLayout() {
    let text = "linear S (vert) {\n    width: 320\n    height: 480\n    linear A (vert) { width: fill; height: 10% }\n}\n"
    #expect(
      fixed(text, .proportionalWeight, title: "use 'parent.height * 0.1'")
        == "linear S (vert) {\n    width: 320\n    height: 480\n    linear A (vert) { width: fill; height: parent.height * 0.1 }\n}\n"
    )
    let across = "linear S (horz) {\n    width: 320\n    height: 40\n    view A { width: 33.3%; height: 10 }\n}\n"
    #expect(
      fixed(across, .proportionalWeight, title: "use 'parent.width * 0.333'")
        == "linear S (horz) {\n    width: 320\n    height: 40\n    view A { width: parent.width * 0.333; height: 10 }\n}\n")
  }

  @Test func bothEdgesLoseTheTailEdge() {
    let text = "relative S {\n    width: 320\n    height: wrap\n    view A { left: 20; top: 10; bottom: 40; height: 60 }\n}\n"
    #expect(
      fixed(text, .edgesClearSize, title: "remove 'bottom'")
        == "relative S {\n    width: 320\n    height: wrap\n    view A { left: 20; top: 10; height: 60 }\n}\n")
  }

  /// The text wraps the cell to 8 + 30 = 38: the badge's width becomes that number.
  @Test func otherAxisReferenceBecomesTheWrappedNumber() {
    let text =
      "relative S {\n    width: wrap\n    height: wrap\n    view T { left: 0; top: 8; width: 200; height: 30 }\n    view B { left: 210; top: 0; height: 20; width: parent.height }\n}\n"
    #expect(
      fixed(text, .sizeFromWrappedAxis, title: "use the wrapped height, 38")
        == "relative S {\n    width: wrap\n    height: wrap\n    view T { left: 0; top: 8; width: 200; height: 30 }\n    view B { left: 210; top: 0; height: 20; width: 38 }\n}\n"
    )
  }

  @Test func wrapWithAMinBecomesTheMin() {
    let text =
      "linear S (vert) {\n    width: 320\n    height: wrap min 200\n    gravity: vert.bottom\n    view A { width: fill; height: 20 }\n}\n"
    #expect(
      fixed(text, .wrapMinGravity, title: "use a fixed height of 200")
        == "linear S (vert) {\n    width: 320\n    height: 200\n    gravity: vert.bottom\n    view A { width: fill; height: 20 }\n}\n")
  }

  /// One line of Inter at 17 pt is 20.5739 pt, 21 on the half-point grid.
  @Test func multilineLabelKeepsToOneLine() {
    let text =
      "linear S (horz) {\n    width: 200\n    height: wrap\n    label A { width: 100; height: wrap; text: \"The quick brown fox jumps over the lazy dog\" }\n    label B { width: 50; height: 21; text: \"42\" }\n}\n"
    #expect(
      fixed(text, .multilineLabel, title: "keep it to one line (height 21)")
        == "linear S (horz) {\n    width: 200\n    height: wrap\n    label A { width: 100; height: 21; text: \"The quick brown fox jumps over the lazy dog\" }\n    label B { width: 50; height: 21; text: \"42\" }\n}\n"
    )
  }
}

@Suite struct MissingSizeShareFixTests {
  func fixed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    let diagnostics = Linter.lint(LintInput(text: text), options: LintOptions())
    guard let d = diagnostics.first(where: { $0.rule == .missingSize }), let fix = d.fixes.first else {
      Issue.record("no fix for missing-size in \(diagnostics)", sourceLocation: sourceLocation)
      return nil
    }
    #expect(fix.title == "share the width with 'B' ('width: [B.width]')", sourceLocation: sourceLocation)
    return String(decoding: TextEdit.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
  }

  /// B copies A's width, which is 0: the array makes them share the 320 (160 each).
  @Test func aSiblingCopyingTheSizeBecomesAnArray() {
    let text =
      "relative S {\n    width: 320\n    height: 100\n    view A { left: 0; top: 0; height: 40 }\n    view B { left: A.right; top: 0; height: 40; width: A.width }\n}\n"
    #expect(
      fixed(text)
        == "relative S {\n    width: 320\n    height: 100\n    view A { width: [B.width]; left: 0; top: 0; height: 40 }\n    view B { left: A.right; top: 0; height: 40 }\n}\n"
    )
  }

  @Test func aBlockOverSeveralLinesGetsALine() {
    let text =
      "relative S {\n    width: 320\n    height: 100\n    view A {\n        left: 0\n        height: 40\n    }\n    view B { left: A.right; height: 40; width: A.width }\n}\n"
    #expect(
      fixed(text)
        == "relative S {\n    width: 320\n    height: 100\n    view A {\n        width: [B.width]\n        left: 0\n        height: 40\n    }\n    view B { left: A.right; height: 40 }\n}\n"
    )
  }

  /// Outside a relative layout an array means nothing: no fix.
  @Test func noArrayOutsideARelativeLayout() {
    let text = "frame S {\n    width: 320\n    height: 100\n    view A { left: 0; top: 0; height: 40 }\n    view B { top: 50; height: 40; width: A.width }\n}\n"
    let diagnostics = Linter.lint(LintInput(text: text), options: LintOptions())
    #expect(diagnostics.first { $0.rule == .missingSize }?.fixes.isEmpty == true)
  }
}
