// Each rule that keeps a file or an edit from the cheap split (`SplitRules.swift`), and the kind of split it leaves.

import TGLIDE
import TGLSemantics
import Testing

@Suite struct SplitRulesTests {
  /// `after` analysed by a host that analysed `before` first, as an editor sends one change.
  static func edited(_ before: String, to after: String) -> SourceAnalysis {
    IncrementalPrefixTests.edit(before, to: after).source
  }

  @Test func eachKindOfSplit() {
    #expect(SourceAnalysis(version: 0, text: "view A {}\nview B {}\n").splitKind == .scanned)
    #expect(SourceAnalysis(splittingTheParseOf: "view A {}\nview B {}\n").splitKind == .parsed)
    let edited = Self.edited("view A { width: 10 }\nview B {}\n", to: "view A { width: 100 }\nview B {}\n")
    #expect(edited.splitKind == .edited)
    #expect(edited.reparseReason == nil)
  }

  /// The three reasons a file is one piece.
  @Test func wholeFiles() {
    let tooMany = String(repeating: "view a {}\n", count: Lowering.maximumElements + 1)
    #expect(SourceAnalysis(version: 0, text: tooMany).splitKind == .whole(.tooManyElements))
    #expect(SourceAnalysis(version: 0, text: "view A {\nview B {}\n").splitKind == .whole(.unclosedDelimiter))
    // `@canvas 390,` ends without its second value: a syntax error at the directive's end.
    #expect(SourceAnalysis(version: 0, text: "@canvas 390,\n;\nview A {}\n").splitKind == .whole(.errorInDirective))
  }

  /// Why an edit is not split from the previous version.
  @Test func editsThatNeedTheWholeFile() {
    // The directive's number changes: the edit lies in the prefix, outside every element.
    let directive = Self.edited("@canvas 390, 844\nview A {}\n", to: "@canvas 391, 844\nview A {}\n")
    #expect(directive.reparseReason == .outsideElements)
    #expect(directive.splitKind == .scanned)
    // The file before the edit is one piece (its `{` is never closed).
    #expect(Self.edited("view A {\n", to: "view A { \n").reparseReason == .previousIsWhole)
    // `a` typed right after a stray `/`: the element's piece starts on the stray word's line.
    #expect(Self.edited("/\na", to: "/a\na").reparseReason == .joinsTextBefore)
    // `)` typed after `view B {}`: the edited text is an element and a stray character.
    let stray = Self.edited("view A {}\nview B {}\n", to: "view A {}\nview B {} )\n")
    #expect(stray.reparseReason == .notWholeElements)
    #expect(stray.splitKind == .parsed)
  }
}
