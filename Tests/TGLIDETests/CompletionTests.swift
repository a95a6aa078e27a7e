// Completion: what is proposed where, and how it is inserted with and without snippets.

import TGLIDE
import Testing

@Suite struct CompletionTests {
  let screen = """
    linear S (vert) {
        width: 100
        $0
        view A { width: 10; height: 10 }
        view B { height: 10 }
    }
    """

  @Test func aBlankLineInAContainerOffersItsPropertiesKindsAndWhen() {
    let labels = completionLabels(screen)
    #expect(labels.contains("height") && labels.contains("padding") && labels.contains("shrinkType"))
    #expect(labels.contains("view") && labels.contains("linear") && labels.last == "when")
    #expect(!labels.contains("width"), "already set in this block")
    #expect(!labels.contains("arrangedCount") && !labels.contains("reverseFloat") && !labels.contains("row"))
  }

  @Test func aLeafOffersViewPropertiesOnly() {
    let labels = completionLabels("linear S (vert) {\n    view A { $0 }\n}")
    #expect(labels.contains("width") && labels.contains("intrinsic"))
    #expect(!labels.contains("padding") && !labels.contains("view"))
  }

  @Test func childrenOfAFloatMayFloatInReverse() {
    let labels = completionLabels("float F (vert) {\n    view A {\n        $0\n    }\n}")
    #expect(labels.contains("reverseFloat") && labels.contains("clearFloat"))
  }

  @Test func aTableTakesRows() {
    let labels = completionLabels("table T (vert) {\n    $0\n}")
    #expect(labels.contains("row") && !labels.contains("view"))
  }

  @Test func aWhenBlockTakesPropertiesOnly() {
    let labels = completionLabels("linear S (vert) {\n    when landscape { $0 }\n}")
    #expect(labels.contains("orientation") && !labels.contains("view") && !labels.contains("when"))
  }

  /// `wid` filters the block's list (CompletionFilterTests): of its properties, kinds and `when`, only `width` has a
  /// `w` followed by an `i` and a `d` (`when` has no `i`, no other label a `w`).
  @Test func aPartlyTypedPropertyName() {
    #expect(completionLabels("linear S (vert) {\n    wid$0\n}") == ["width"])
  }

  /// Retyping a property's name: the cursor inside `width` of `width: fill` still offers `width` (it is the
  /// property being edited, not one set elsewhere in the block), and `height`, set on the same line, stays out.
  @Test func theCursorInsideAnExistingPropertyNameOffersThatProperty() {
    let labels = completionLabels("linear S (vert) {\n    view C { wi$0dth: fill; height: 40 }\n}")
    #expect(labels.contains("width"))
    #expect(!labels.contains("height"))
    let atEnd = completionLabels("linear S (vert) {\n    view C {\n        width$0: fill\n        height: 40\n    }\n}")
    #expect(atEnd.contains("width") && !atEnd.contains("height"))
  }

  /// A linear layout ignores references to siblings (docs/language.md §8.2), so none are offered there.
  @Test func sizeValuesInALinearLayoutAreKeywordsParentAndSelf() {
    let labels = completionLabels("linear S (vert) {\n    view A { width: $0 }\n    view B {}\n    view C {}\n}")
    #expect(labels == ["wrap", "fill", "average", "parent", "self"])
  }

  /// After a reference and an operator only a number goes (a value is linear in one base).
  @Test func afterABaseAndAnOperatorNothingIsOffered() {
    #expect(completionLabels("relative R {\n    view A { left: B.right + $0 }\n    view B {}\n}") == [])
    #expect(completionLabels("relative R {\n    view A { width: 50% * $0 }\n}") == [])
  }

  @Test func boundsAfterACompleteValue() {
    #expect(completionLabels("linear S {\n    view A { width: 100 $0 }\n}") == ["min", "max"])
  }

  @Test func attributesAfterADotInAnUnknownPropertyAreAll() {
    let labels = completionLabels("relative R {\n    view A { look: B.$0 }\n    view B {}\n}")
    #expect(
      labels == [
        "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "baseline", "width", "height",
      ])
    #expect(completionLabels("relative R {\n    view A { top: parent.to$0 }\n}").contains("top"))
  }

  @Test func keywordValues() {
    #expect(completionLabels("linear S {\n    orientation: $0\n}") == ["vert", "horz"])
    #expect(completionLabels("linear S {\n    view A { visibility: $0 }\n}") == ["visible", "invisible", "gone"])
    // Only `gone` has a `g`.
    #expect(completionLabels("linear S {\n    view A { visibility: g$0 }\n}") == ["gone"])
    #expect(completionLabels("linear S {\n    reverseLayout: $0\n}") == ["true", "false"])
    #expect(completionLabels("flow F {\n    lastlineGravityPolicy: $0\n}") == ["no", "always", "auto"])
  }

  @Test func gravityValuesPerAxis() {
    let labels = completionLabels("linear S {\n    gravity: $0\n}")
    #expect(labels.contains("vert.center") && labels.contains("horz.leading") && labels.contains("center"))
    #expect(completionLabels("linear S {\n    gravity: vert.$0\n}").first == "top")
    #expect(!completionLabels("linear S {\n    gravity: horz.$0\n}").contains("baseline"))
  }

  @Test func sizeClassConditions() {
    #expect(completionLabels("linear S {\n    when $0\n}") == ["landscape", "portrait", "width", "height"])
    #expect(completionLabels("linear S {\n    when width: $0 {}\n}") == ["compact", "regular", "any"])
  }

  @Test func topLevelKindsAndDirectives() {
    let labels = completionLabels("$0")
    #expect(labels.first == "linear" && labels.contains("view") && !labels.contains("row"))
    #expect(labels.suffix(4) == ["@canvas", "@scale", "@device", "@target"])
    #expect(completionLabels("@$0") == ["canvas", "scale", "device", "target"])
    #expect(completionLabels("linear S {}\n$0").first == "linear")
  }

  @Test func snippetsOnlyWhenTheClientTakesThem() {
    let plain = completions(screen).first { $0.label == "height" }
    #expect(plain?.insertText == "height: " && plain?.isSnippet == false)
    let snippet = completions(screen, snippets: true).first { $0.label == "height" }
    #expect(snippet?.insertText == "height: $0" && snippet?.isSnippet == true)
    let view = completions(screen, snippets: true).first { $0.label == "view" }
    #expect(view?.insertText == "view ${1:name} {\n\t$0\n}")
    #expect(completions(screen).first { $0.label == "view" }?.insertText == "view")
  }

  @Test func propertiesCarryTheirDocumentation() {
    let height = completions(screen).first { $0.label == "height" }
    #expect(height?.detail == "size")
    #expect(height?.documentation?.hasPrefix("The height") == true)
  }

  /// The nearer sibling first: 🙂 is next to A, 标题 one further.
  @Test func namesWithCJKAndEmoji() {
    let labels = completionLabels("relative S {\n    label 标题 {}\n    view 🙂 {}\n    view A { top: $0 }\n}")
    #expect(labels == ["🙂", "标题", "parent"])
  }
}
