// library-quirk's fixes write out the frame TangramKit 1.4.2 computes (code notes §9): the fixed text lays out with
// the same frames and the rule no longer fires.

import TGLDiagnostics
import TGLLayout
import TGLLint
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct LibraryQuirkFixTests {
  /// The text after the first fix of the first `library-quirk` finding.
  func fixed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    let diagnostics = Linter.lint(LintInput(text: text), options: LintOptions())
    guard let d = diagnostics.first(where: { $0.rule == .libraryQuirk }), let fix = d.fixes.first else {
      Issue.record("no library-quirk fix in \(diagnostics)", sourceLocation: sourceLocation)
      return nil
    }
    return String(decoding: TextEdit.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
  }

  func frames(_ text: String) -> [String: Rect] {
    let lowered = Lowering.lower(source: text)
    guard let document = lowered.documents.first else { return [:] }
    var frames: [String: Rect] = [:]
    for item in layout(document, in: Environment()).items { frames[item.path] = item.frame }
    return frames
  }

  /// Applies the fix, expects `expected` as the text, the same frames as before, and no `library-quirk` finding.
  func check(_ text: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let after = fixed(text, sourceLocation: sourceLocation) else { return }
    #expect(after == expected, sourceLocation: sourceLocation)
    #expect(frames(after) == frames(text), sourceLocation: sourceLocation)
    #expect(!frames(text).isEmpty, sourceLocation: sourceLocation)
    let left = Linter.lint(LintInput(text: after), options: LintOptions()).filter { $0.rule == .libraryQuirk }
    #expect(left.isEmpty, "\(left.map(\.message))", sourceLocation: sourceLocation)
  }

  /// Content flow: `fill` with margins 3 + 3 in 70 points of room is 58 wide.
  @Test func flowFillBecomesItsWidth() {
    check(
      "flow S (vert, 0) {\n    width: 100\n    height: 10\n    space: 10\n    view A { size: 20, 10 }\n    view B { left: 3; right: 3; width: fill; height: 10 }\n}\n",
      "flow S (vert, 0) {\n    width: 100\n    height: 10\n    space: 10\n    view A { size: 20, 10 }\n    view B { left: 3; right: 3; width: 58; height: 10 }\n}\n"
    )
  }

  /// The horizontal twin, a weight written in `size:`: room 100 − 20 − 4 = 76, height 76 × 0.5 − 4 = 34.
  @Test func flowWeightedHeightInASizePair() {
    check(
      "flow S (horz, 0) {\n    width: 10\n    height: 100\n    view A { size: 10, 20 }\n    view B { top: 2; bottom: 2; size: 10, 50% }\n}\n",
      "flow S (horz, 0) {\n    width: 10\n    height: 100\n    view A { size: 10, 20 }\n    view B { top: 2; bottom: 2; size: 10, 34 }\n}\n"
    )
  }

  /// Relative `height: fill` below a top anchor: 200 − 10 − 63 = 127.
  @Test func relativeFillBecomesItsHeight() {
    check(
      "relative S {\n    width: 200\n    height: 200\n    padding: 10, 0, 30, 0\n    view A { left: 0; top: 53; width: 20; height: fill }\n}\n",
      "relative S {\n    width: 200\n    height: 200\n    padding: 10, 0, 30, 0\n    view A { left: 0; top: 53; width: 20; height: 127 }\n}\n"
    )
  }

  /// A centred group with a leading padding of 10: A at 75, B at 105, written as margins 65 and 95.
  @Test func arrayCentreBecomesEdges() {
    check(
      "relative S {\n    width: 200\n    height: 20\n    padding: 0, 10, 0, 0\n    view A { centerX: [B.centerX]; top: 0; size: 30, 10 }\n    view B { top: 0; size: 50, 10 }\n}\n",
      "relative S {\n    width: 200\n    height: 20\n    padding: 0, 10, 0, 0\n    view A { left: 65; top: 0; size: 30, 10 }\n    view B { left: 95; top: 0; size: 50, 10 }\n}\n"
    )
  }

  /// The vertical group: top padding 20, inner 180, group 80: C at 90 (margin 70), D at 120 (margin 100).
  @Test func verticalArrayCentreBecomesEdges() {
    check(
      "relative S {\n    width: 100\n    height: 200\n    padding: 20, 0, 0, 0\n    view C { centerY: [D.centerY]; left: 0; size: 10, 30 }\n    view D { left: 20; size: 10, 50 }\n}\n",
      "relative S {\n    width: 100\n    height: 200\n    padding: 20, 0, 0, 0\n    view C { top: 70; left: 0; size: 10, 30 }\n    view D { top: 100; left: 20; size: 10, 50 }\n}\n"
    )
  }

  /// Two bounds: C keeps its 40 and is centred between 68 and 240: x 134.
  @Test func twoBoundsBecomeAnEdgeAndASize() {
    check(
      "relative S {\n    width: 300\n    height: 30\n    view A { left: 10; size: 50, 10 }\n    view B { right: 0; size: 60, 10 }\n    view C {\n        left: min A.right + 8\n        right: max B.left\n        top: 10\n        size: 40, 10\n    }\n}\n",
      "relative S {\n    width: 300\n    height: 30\n    view A { left: 10; size: 50, 10 }\n    view B { right: 0; size: 60, 10 }\n    view C {\n        left: 134\n        top: 10\n        size: 40, 10\n    }\n}\n"
    )
  }

  /// One bound: E placed at 0 and clamped to 68, 100 − 68 = 32 wide; a view without a width gets one written.
  @Test func oneBoundBecomesAnEdgeAndASize() {
    check(
      "relative S {\n    width: 300\n    height: 30\n    view A { left: 10; size: 50, 10 }\n    view E { left: min A.right + 8; top: 20; size: 100, 10 }\n}\n",
      "relative S {\n    width: 300\n    height: 30\n    view A { left: 10; size: 50, 10 }\n    view E { left: 68; top: 20; size: 32, 10 }\n}\n"
    )
    check(
      "relative S {\n    width: 300\n    height: 30\n    view A { left: 10; size: 50, 10 }\n    view F { right: max A.right; top: 20; height: 10 }\n}\n",
      "relative S {\n    width: 300\n    height: 30\n    view A { left: 10; size: 50, 10 }\n    view F { left: 0; width: 0; top: 20; height: 10 }\n}\n"
    )
  }
}
