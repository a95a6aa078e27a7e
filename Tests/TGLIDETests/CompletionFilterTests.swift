// The word typed before the cursor filters the proposals on the server: a case-insensitive subsequence of the label.

import Foundation
import TGLSyntax
import Testing

@testable import TGLIDE

@Suite struct CompletionFilterTests {
  /// The proposals at `$0` and whether the filter left any out.
  func proposals(_ marked: String) -> (labels: [String], isFiltered: Bool) {
    let (source, offset) = cursor(marked)
    let proposals = Analysis(text: source).completionProposals(at: offset, options: CompletionOptions())
    return (proposals.items.map(\.label), proposals.isFiltered)
  }

  let attributes = "relative R {\n    view A { look: B.$0 }\n    view B {}\n}"
  let visibility = "linear S {\n    view A { visibility: $0 }\n}"
  let names = "relative S {\n    label 标题 {}\n    view 🙂 {}\n    view A { top: $0 }\n}"

  /// `marked` with `word` typed at its cursor (`word` carries the cursor on).
  func typing(_ word: String, in marked: String) -> String {
    guard let at = marked.firstRange(of: "$0") else { return marked }
    return String(marked[..<at.lowerBound]) + word + String(marked[at.upperBound...])
  }

  /// Nothing typed: every proposal, as before the filter, and nothing left out.
  @Test func nothingTypedKeepsEveryItem() {
    let all = proposals(attributes)
    #expect(
      all.labels == [
        "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "baseline", "width", "height",
      ])
    #expect(!all.isFiltered)
    #expect(proposals(visibility) == (["visible", "invisible", "gone"], false))
    #expect(proposals("linear S {\n    when $0\n}") == (["landscape", "portrait", "width", "height"], false))
  }

  /// `VIS`: v, i, s in order are in `visible` and in `invisible` (i-n-**v**-**i**-**s**), not in `gone`; `CX` is
  /// `c` then `X` of `centerX` only (`centerY` has no x).
  @Test func theTypedWordMatchesWhateverItsCase() {
    #expect(proposals(typing("VIS$0", in: visibility)) == (["visible", "invisible"], true))
    #expect(proposals(typing("CX$0", in: attributes)) == (["centerX"], true))
  }

  /// `tn`: a `t` followed later by an `n` is in `trailing` alone (`left`, `right`, `top`, `bottom`, `centerX`,
  /// `width`, `height` have no `n` after their `t`; `leading`, `baseline` no `t`); `ie` is in `visible` and
  /// `invisible`, not in `gone`.
  @Test func theTypedWordMatchesAsASubsequence() {
    #expect(proposals(typing("tn$0", in: attributes)) == (["trailing"], true))
    #expect(proposals(typing("ie$0", in: visibility)) == (["visible", "invisible"], true))
  }

  /// `e` is in all three words: nothing is left out, so the list is complete for any longer word too.
  @Test func aWordEveryItemMatchesLeavesNothingOut() {
    #expect(proposals(typing("e$0", in: visibility)) == (["visible", "invisible", "gone"], false))
  }

  /// Names in CJK and emoji are matched by character: `题` and `标` are in `标题` and not in `🙂` or `parent`.
  @Test func cjkAndEmojiNames() {
    #expect(proposals(typing("题$0", in: names)) == (["标题"], true))
    #expect(proposals(typing("标$0", in: names)) == (["标题"], true))
    #expect(proposals(typing("🙂$0", in: names)) == (["🙂"], true))
  }

  /// The cursor inside `gvis`: the part before it, `g`, filters (only `gone` has a g), not the whole word (no item
  /// has `gvis`); the item still replaces the whole word.
  @Test func theCursorInsideAWordFiltersByThePartBeforeIt() {
    let marked = typing("g$0vis", in: visibility)
    #expect(proposals(marked) == (["gone"], true))
    #expect(completions(marked).first?.range == TextRange(start: 36, end: 40))
  }

  /// Ranks are the places in the list sent: the first item left is `0000`.
  @Test func ranksCountTheItemsSent() {
    #expect(completions(typing("ie$0", in: visibility)).map(\.sortText) == ["0000", "0001"])
  }

  /// The letters of a property's name rule out only labels the full comparison rules out: for every property name
  /// and every prefix, in either case, of every name, and for words with digits, `_` and CJK, both answers agree.
  @Test func lettersRuleOutOnlyWhatTheComparisonDoes() {
    let names = PropertyCatalog.all.map(\.name)
    var words = Set(["", "x9", "h_", "标", "zz", "W1dth"])
    for name in names {
      for length in 1...name.count {
        words.insert(String(name.prefix(length)))
        words.insert(String(name.prefix(length)).uppercased())
      }
    }
    for word in words {
      let filter = CompletionFilter(typed: Substring(word))
      for name in names {
        #expect(filter.matches(name, letters: CompletionFilter.letters(of: name)) == filter.matches(name))
      }
    }
  }

  /// At every offset (of a character) of every example and layout fixture, the list filtered before its items are
  /// built is the whole list filtered afterwards, item for item, and it is marked filtered exactly when that left an
  /// item out.
  @Test func filteringBeforeBuildingIsFilteringAfter() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var files: [URL] = []
    for folder in ["examples", "Tests/Data/layout"] {
      let directory = root.appendingPathComponent(folder)
      files += try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "tgl" }
    }
    #expect(files.count > 100)
    var checked = 0
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let analysis = Analysis(text: text)
      let bytes = Array(text.utf8)
      for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
        // The identifier the cursor is in or right after, up to the cursor, as the request reads it. Every offset took
        // 27 s in debug: every other one in a word, one in eleven elsewhere (where nothing is typed to filter by).
        let token = analysis.source.tree.identifier(at: offset)
        guard offset % (token == nil ? 11 : 2) == 0 else { continue }
        let filtered = analysis.completionProposals(at: offset, options: CompletionOptions(), filtering: true)
        let all = analysis.completionProposals(at: offset, options: CompletionOptions(), filtering: false)
        let word = token.map { String(decoding: Array($0.text.utf8).prefix(offset - $0.range.start), as: UTF8.self) }
        let kept = all.items.filter { CompletionFilter(typed: Substring(word ?? "")).matches($0.label) }
        #expect(filtered.items.map(\.label) == kept.map(\.label), "\(file.lastPathComponent) at \(offset)")
        #expect(filtered.isFiltered == (kept.count < all.items.count), "\(file.lastPathComponent) at \(offset)")
        checked += 1
      }
    }
    #expect(checked > 10_000)
  }
}
