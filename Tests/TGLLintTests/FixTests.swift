// Fixes are text edits that turn the finding's source into the corrected source.

import TGLDiagnostics
import TGLLint
import TGLSyntax
import Testing

@Suite struct FixTests {
  /// Applies the first fix of the first diagnostic of `rule` and returns the text.
  func fixed(_ text: String, _ rule: RuleID, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    let diagnostics = Linter.lint(LintInput(text: text), options: LintOptions())
    guard let d = diagnostics.first(where: { $0.rule == rule }), let fix = d.fixes.first else {
      Issue.record("no fix for \(rule) in \(diagnostics)", sourceLocation: sourceLocation)
      return nil
    }
    return String(decoding: TextEdit.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
  }

  @Test func aUnitIsDropped() {
    #expect(
      fixed("frame S {\n    view A { width: 40px; height: 12.5pt }\n}\n", .syntax)
        == "frame S {\n    view A { width: 40; height: 12.5pt }\n}\n")
  }

  @Test func aFullWidthColonBecomesAColon() {
    #expect(
      fixed("frame S {\n    view A { width： 40; height: 40 }\n}\n", .syntax)
        == "frame S {\n    view A { width: 40; height: 40 }\n}\n")
  }

  @Test func unknownKindBecomesTheClosestKind() {
    #expect(
      fixed("frame S {\n    veiw A { size: 10, 10 }\n}\n", .unknownKind)
        == "frame S {\n    view A { size: 10, 10 }\n}\n")
  }

  @Test func unknownPropertyBecomesTheClosestName() {
    #expect(
      fixed("frame S {\n    view A { size: 10, 10; widht: 4 }\n}\n", .unknownProperty)
        == "frame S {\n    view A { size: 10, 10; width: 4 }\n}\n")
  }

  @Test func duplicatePropertyRemovesTheEarlierLine() {
    let text = "frame S {\n    view A {\n        width: 40\n        height: 40\n        width: 50\n    }\n}\n"
    #expect(
      fixed(text, .duplicateProperty) == "frame S {\n    view A {\n        height: 40\n        width: 50\n    }\n}\n")
  }

  @Test func conflictingWidthIsRemovedFromAOneLineBlock() {
    let text = "frame S {\n    view A { left: 10; right: 10; width: 100; height: 40 }\n}\n"
    #expect(fixed(text, .conflictingConstraints) == "frame S {\n    view A { left: 10; right: 10; height: 40 }\n}\n")
  }

  @Test func lastPropertyOfALineTakesTheSemicolonBefore() {
    let text = "frame S {\n    view A { height: 40; left: 10; right: 10; width: 100 }\n}\n"
    #expect(fixed(text, .conflictingConstraints) == "frame S {\n    view A { height: 40; left: 10; right: 10 }\n}\n")
  }

  @Test func selfSizeBecomesWrap() {
    let text = "frame S {\n    view A { width: self.width; height: 10; intrinsic: 5, 5 }\n}\n"
    #expect(fixed(text, .dependencyCycle) == "frame S {\n    view A { width: wrap; height: 10; intrinsic: 5, 5 }\n}\n")
  }

  @Test func loneWeightBecomesFill() {
    let text = "linear S (vert) {\n    width: 10\n    height: 100\n    view A { width: fill; height: 50% }\n}\n"
    #expect(
      fixed(text, .proportionalWeight)
        == "linear S (vert) {\n    width: 10\n    height: 100\n    view A { width: fill; height: fill }\n}\n")
  }

  @Test func uselessContainerIsReplacedByItsChild() {
    let text = "linear S (vert) {\n    width: 10\n    frame {\n        view A { width: 10; height: 10 }\n    }\n}\n"
    #expect(
      fixed(text, .uselessContainer) == "linear S (vert) {\n    width: 10\n    view A { width: 10; height: 10 }\n}\n")
  }

  @Test func unusedSuppressionLosesItsIDOrItsLine() {
    let one = "frame S {\n    // tgl-ignore: overlap\n    view A { size: 10, 10 }\n}\n"
    #expect(fixed(one, .unusedSuppression) == "frame S {\n    view A { size: 10, 10 }\n}\n")
    let two =
      "frame S {\n    // tgl-ignore: overlap, conflicting-constraints\n    view A { left: 1; right: 1; width: 5; height: 10 }\n}\n"
    #expect(
      fixed(two, .unusedSuppression)
        == "frame S {\n    // tgl-ignore: conflicting-constraints\n    view A { left: 1; right: 1; width: 5; height: 10 }\n}\n"
    )
  }

  @Test func unresolvedReferenceBecomesTheClosestName() {
    let text =
      "relative S {\n    view icon { size: 10, 10 }\n    view B { left: icno.right; size: 10, 10; top: 20 }\n}\n"
    #expect(
      fixed(text, .unresolvedReference)
        == "relative S {\n    view icon { size: 10, 10 }\n    view B { left: icon.right; size: 10, 10; top: 20 }\n}\n")
  }
}

@Suite struct OptionsTests {
  let text =
    "frame S {\n    width: 100\n    height: 100\n    view A { left: 10; right: 10; width: 100; height: 40 }\n}\n"

  @Test func ruleLevelsChangeSeverityOrSilence() {
    var options = LintOptions()
    options.ruleLevels[.conflictingConstraints] = .error
    #expect(Linter.lint(LintInput(text: text), options: options).map(\.severity) == [.error])
    options.ruleLevels[.conflictingConstraints] = .off
    #expect(Linter.lint(LintInput(text: text), options: options).isEmpty)
  }

  @Test func aRuleThatIsOffLeavesItsSuppressionsAlone() {
    var options = LintOptions()
    options.ruleLevels[.overlap] = .off
    let suppressed = "frame S {\n    // tgl-ignore: overlap\n    view A { size: 10, 10 }\n}\n"
    #expect(Linter.lint(LintInput(text: suppressed), options: options).isEmpty)
  }

  @Test func fileSuppressionCoversEverything() {
    let suppressed = "// tgl-ignore-file: conflicting-constraints\n" + text
    #expect(Linter.lint(LintInput(text: suppressed), options: LintOptions()).isEmpty)
    let all = "// tgl-ignore-file\n" + text
    #expect(Linter.lint(LintInput(text: all), options: LintOptions()).isEmpty)
  }

  @Test func canvasOverrideChangesTheEnvironment() {
    let layout = "frame S {\n    view A { left: 380; size: 10, 10 }\n}\n"
    #expect(Linter.lint(LintInput(text: layout), options: LintOptions()).map(\.rule) == [.outsideContainer])
    var options = LintOptions()
    options.canvas = .init(width: 400, height: 400)
    #expect(Linter.lint(LintInput(text: layout), options: options).isEmpty)
  }

  @Test func resultsAreSortedAndStable() {
    let layout = "frame S {\n    view B { left: 380; size: 10, 10; reverseFloat: true }\n    veiw C { }\n}\n"
    let first = Linter.lint(LintInput(text: layout), options: LintOptions())
    #expect(first == first.sorted(by: Diagnostic.sourceOrder))
    #expect(first == Linter.lint(LintInput(text: layout), options: LintOptions()))
  }
}

extension FixTests {
  /// The timeline's line: both edges replace the reference, and the fixed cell has nothing left to report.
  @Test func sizeBeforeWrapAnchorsBothEdges() {
    let text = """
      relative Cell {
          width: 320
          height: wrap
          view line { left: 20; width: 2; height: parent.height }
          view text { left: 40; top: 8; width: 200; height: 30 }
      }

      """
    let after = fixed(text, .sizeBeforeWrap)
    #expect(after == text.replacingOccurrences(of: "height: parent.height", with: "top: 0; bottom: 0"))
    let left = Linter.lint(LintInput(text: after ?? ""), options: LintOptions())
    #expect(left.isEmpty, "\(left)")
  }

  /// A view that already has a top gets the warning without the fix: 'top: 0; bottom: 0' would move it.
  @Test func sizeBeforeWrapHasNoFixBesideAPosition() {
    let text = """
      relative Cell {
          width: 320
          height: wrap
          view line { left: 20; top: 4; width: 2; height: parent.height }
          view text { left: 40; top: 8; width: 200; height: 30 }
      }

      """
    let found = Linter.lint(LintInput(text: text), options: LintOptions()).filter { $0.rule == .sizeBeforeWrap }
    #expect(found.count == 1 && found.first?.fixes.isEmpty == true, "\(found)")
  }
}
