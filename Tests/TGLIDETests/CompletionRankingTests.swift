// Completion as rust-analyzer users expect it: edits over the word being typed, lists filtered by what the cursor's
// place accepts, ranked with the likely item first, each item with the type of its value.

import TGLIDE
import TGLSyntax
import Testing

/// The source after accepting the item labelled `label` at `$0` (its text edit applied).
func accepting(_ label: String, _ marked: String, snippets: Bool = false) -> String? {
  let (source, _) = cursor(marked)
  guard let item = completions(marked, snippets: snippets).first(where: { $0.label == label }) else { return nil }
  let edit = TextEdit(range: item.range, newText: item.insertText)
  return String(decoding: TextEdit.apply([edit], to: Array(source.utf8)), as: UTF8.self)
}

@Suite struct CompletionRankingTests {
  /// A linear root with its width set and its orientation in the header: its height and what it arranges come first,
  /// then every other property it may still set in the order of the reference, then child kinds, then `when`.
  /// `width` (set), `size` (width is set), `orientation` (the header), `intrinsic` (a leaf's content size) and the
  /// children-of-float, flow, row and path properties are not offered.
  @Test func aContainerOffersItsLikelyPropertiesFirstAndNothingItSets() {
    let labels = completionLabels(
      """
      linear S (vert) {
          width: 100
          $0
          view A { width: 10; height: 10 }
      }
      """)
    #expect(
      labels == [
        "height", "padding", "space", "gravity",
        "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "baseline", "margin",
        "horzMargin", "vertMargin", "visibility", "alignment", "frame", "noLayout", "background",
        "topPadding", "leftPadding", "bottomPadding", "rightPadding", "leadingPadding", "trailingPadding",
        "zeroPadding", "insetsPaddingFromSafeArea", "insetLandscapeFringePadding", "vspace", "hspace", "reverseLayout",
        "shrinkType",
        "linear", "relative", "frame", "table", "flow", "float", "path", "view", "label", "image", "button", "spacer",
        "constraints", "when",
      ])
  }

  /// In a relative layout a view's edges come right after its size.
  @Test func aViewInARelativeLayoutOffersItsEdgesAfterItsSize() {
    let labels = completionLabels(
      """
      relative R {
          view A {
              width: 40
              $0
          }
      }
      """)
    #expect(
      labels == [
        "height", "left", "top", "right", "bottom", "centerX", "centerY",
        "leading", "trailing", "baseline", "margin", "horzMargin", "vertMargin", "visibility", "alignment",
        "intrinsic", "frame", "noLayout", "background", "when",
      ])
  }

  /// A `when` block overrides: what the element sets outside it comes first, in source order. 37 in all: the 34 of
  /// the test above, and `width`, `size` and `orientation`, which a `when` block may override.
  @Test func aWhenBlockOffersWhatTheElementSetsFirst() {
    let labels = completionLabels(
      """
      linear S (vert) {
          padding: 8
          width: 100
          when landscape { $0 }
      }
      """)
    #expect(Array(labels.prefix(4)) == ["padding", "width", "left", "right"])
    #expect(labels.count == 37 && !labels.contains("when") && !labels.contains("view"))
  }

  @Test func aFlowOffersItsCountAfterItsSizeAndOrientationWhenTheHeaderLacksThem() {
    #expect(
      Array(completionLabels("flow F {\n    $0\n}").prefix(7)) == [
        "width", "height", "orientation", "arrangedCount", "padding", "space", "gravity",
      ])
    #expect(
      Array(completionLabels("flow F (vert, 3) {\n    $0\n}").prefix(4)) == ["width", "height", "padding", "space"])
  }

  /// The item replaces the whole word under the cursor; retyping the name of a property that has its ':' inserts the
  /// name alone, and that property is offered although the block sets it. With `wi` before the cursor `width` is the
  /// only label with a `w` then an `i`; with the cursor at the word's start nothing is typed, every item is offered
  /// and `left` replaces all of `width`.
  @Test func retypingAPropertyNameReplacesTheWord() {
    let marked = "linear S (vert) {\n    view C { wi$0dth: fill; height: 40 }\n}"
    let item = completions(marked).first { $0.label == "width" }
    #expect(item?.range == TextRange(start: 31, end: 36))
    #expect(item?.insertText == "width")
    #expect(accepting("width", marked) == "linear S (vert) {\n    view C { width: fill; height: 40 }\n}")
    #expect(completionLabels(marked) == ["width"])
    let atStart = "linear S (vert) {\n    view C { $0width: fill; height: 40 }\n}"
    #expect(completions(atStart).first?.label == "width")
    #expect(accepting("left", atStart) == "linear S (vert) {\n    view C { left: fill; height: 40 }\n}")
    #expect(accepting("left", atStart, snippets: true) == "linear S (vert) {\n    view C { left: fill; height: 40 }\n}")
  }

  @Test func typingANewPropertyInsertsItsColon() {
    let marked = "linear S (vert) {\n    wid$0\n}"
    #expect(completions(marked).first { $0.label == "width" }?.range == TextRange(start: 22, end: 25))
    #expect(accepting("width", marked) == "linear S (vert) {\n    width: \n}")
    #expect(accepting("width", marked, snippets: true) == "linear S (vert) {\n    width: $0\n}")
  }

  /// Without a word under the cursor the edit is an insertion at the cursor.
  @Test func withoutAWordTheEditInsertsAtTheCursor() {
    let marked = "linear S (vert) {\n    view A { width: $0 }\n}"
    #expect(completions(marked).map(\.range) == Array(repeating: TextRange(start: 38, end: 38), count: 5))
    #expect(
      accepting("fill", "linear S (vert) {\n    view A { width: fi$0 }\n}")
        == "linear S (vert) {\n    view A { width: fill }\n}")
  }

  /// `vi` before the cursor: of the linear's members, the labels with a `v` then an `i` are `gravity`, `vertMargin`,
  /// `visibility` and `view`, in the list's order; at the word's start all are offered.
  @Test func retypingAnElementKindKeepsItsNameAndBlock() {
    #expect(
      completionLabels("linear S (vert) {\n    vi$0ew A { width: 10 }\n}") == [
        "gravity", "vertMargin", "visibility", "view",
      ])
    let marked = "linear S (vert) {\n    $0view A { width: 10 }\n}"
    #expect(accepting("label", marked, snippets: true) == "linear S (vert) {\n    label A { width: 10 }\n}")
  }

  /// After `width: A.` only sizes, the same dimension first; after an edge, that axis's positions, the opposite edge
  /// first; `self` in a height offers the other dimension first.
  @Test func attributesFitTheProperty() {
    let relative = "relative R {\n    view A { PROPERTY: B.$0 }\n    view B {}\n}"
    func labels(_ property: String) -> [String] {
      completionLabels(relative.replacingOccurrences(of: "PROPERTY", with: property))
    }
    #expect(labels("width") == ["width", "height"])
    #expect(labels("height") == ["height", "width"])
    #expect(labels("left") == ["right", "left", "centerX", "leading", "trailing"])
    #expect(labels("trailing") == ["leading", "trailing", "centerX", "left", "right"])
    #expect(labels("top") == ["bottom", "top", "centerY", "baseline"])
    #expect(labels("baseline") == ["baseline", "top", "bottom", "centerY"])
    #expect(completionLabels("linear S {\n    view A { height: self.$0 }\n}") == ["width", "height"])
    #expect(completionLabels("relative R {\n    view A { width: 10 max parent.$0 }\n}") == ["width", "height"])
  }

  @Test func attributesReplaceTheWordAfterTheDot() {
    let marked = "relative R {\n    view A { left: B.ri$0 }\n    view B {}\n}"
    #expect(accepting("right", marked) == "relative R {\n    view A { left: B.right }\n    view B {}\n}")
  }

  /// A relative layout resolves every sibling: the nearest first (C and E are next to D, then B, then A), `parent`
  /// last; a position takes no `self`.
  @Test func nearbyViewsComeBeforeFarOnes() {
    let labels = completionLabels(
      """
      relative R {
          view A {}
          view B {}
          view C {}
          view D { left: $0 }
          view E {}
      }
      """)
    #expect(labels == ["C", "E", "B", "A", "parent"])
  }

  /// A frame reads a sibling's frame as computed so far: only earlier siblings, the nearest first.
  @Test func aFrameOffersOnlyEarlierSiblingsForASize() {
    let labels = completionLabels(
      "frame F {\n    view A {}\n    view B {}\n    view C { width: $0 }\n    view D {}\n}")
    #expect(labels == ["wrap", "fill", "average", "B", "A", "parent", "self"])
    #expect(completionLabels("frame F {\n    view A {}\n    view C { left: $0 }\n}") == [])
  }

  @Test func boundsAndArrays() {
    #expect(completionLabels("relative R {\n    view A { width: 100 min 10 $0 }\n}") == ["max"])
    #expect(
      completionLabels("relative R {\n    view A { width: 100 min $0 }\n    view B {}\n}") == [
        "wrap", "B", "parent", "self",
      ])
    #expect(
      completionLabels("relative R {\n    view A { width: [B.width, $0] }\n    view B {}\n    view C {}\n}") == [
        "B", "C", "parent", "self",
      ])
  }

  @Test func headerArguments() {
    #expect(completionLabels("linear L ($0) {}") == ["vert", "horz"])
    #expect(completionLabels("float F (h$0) {}") == ["horz"])
    #expect(completionLabels("flow F (vert, $0) {}") == ["0", "2", "3", "4"])
    #expect(completionLabels("relative R ($0) {}") == [])
    #expect(accepting("horz", "linear L ($0ve) {}") == "linear L (horz) {}")
  }

  @Test func itemsCarryTheTypeOfTheirValueAndTheirRank() {
    let members = completions("relative R {\n    view A { $0 }\n    label B {}\n}")
    #expect(members.prefix(3).map(\.labelDescription) == ["size", "size", "position"])
    #expect(members.first { $0.label == "visibility" }?.labelDescription == "visible | invisible | gone")
    #expect(members.prefix(3).map(\.sortText) == ["0000", "0001", "0002"])
    let values = completions("relative R {\n    view A { width: $0 }\n    label B {}\n}")
    #expect(values.map(\.labelDescription) == ["size", "size", "size", "label", "reference", "reference"])
    let colours = completions("linear S {\n    background: $0\n}")
    #expect(colours.first?.label == "black" && colours.first?.labelDescription == "#000000")
    #expect(colours.first { $0.label == "orange" }?.labelDescription == "#FF8000")
  }

  @Test func valuesAndWordsCarryWhatTheyMean() {
    let fill = completions("linear S {\n    view A { width: $0 }\n}").first { $0.label == "fill" }
    #expect(fill?.documentation?.hasPrefix("fill: the space that is left") == true)
    let gone = completions("linear S {\n    view A { visibility: $0 }\n}").first { $0.label == "gone" }
    #expect(gone?.documentation == "gone: takes no space and is not laid out.")
  }

  /// The word being typed is CJK: the edit covers its three UTF-8 bytes.
  @Test func aCJKWordIsReplacedWhole() {
    let marked = "relative S {\n    label 标题 {}\n    view A { top: 标$0 }\n}"
    #expect(completions(marked).first?.range == TextRange(start: 51, end: 54))
    #expect(accepting("标题", marked) == "relative S {\n    label 标题 {}\n    view A { top: 标题 }\n}")
  }
}
