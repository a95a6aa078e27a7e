// A use's subtree laid out by an earlier layout of the process is put in place only for the same elements and the same
// offer: the frames equal those of the same subtree laid out from scratch (its elements marked as a screen's own,
// which are never kept).

import TGLLayout
import TGLSemantics
import Testing

@Suite struct SubtreeLayoutsTests {
  /// A cell as a component's use makes it: a horizontal layout of an image and a vertical layout of two labels, with
  /// the elements below the root in the use's scope (`scope` 0 makes them a screen's own).
  func cell(_ name: String, title: String, scope: Int32) -> Element {
    var avatar = Element(.image, "avatar") {
      $0.width = .number(40)
      $0.height = .number(40)
    }
    var titleLabel = Element(.label, "title") {
      $0.text = title
      $0.width = .fill
      $0.height = .wrap
    }
    var detail = Element(.label, "detail") {
      $0.text = "A detail long enough to wrap onto a second line in a narrow cell"
      $0.width = .fill
      $0.height = .wrap
    }
    titleLabel.scope = scope
    detail.scope = scope
    var texts = Element(.linear, "texts", children: [titleLabel, detail]) {
      $0.orientation = .vertical
      $0.width = .fill
      $0.height = .wrap
    }
    texts.scope = scope
    avatar.scope = scope
    return Element(.linear, name, children: [avatar, texts]) {
      $0.orientation = .horizontal
      $0.width = .fill
      $0.height = .wrap
      $0.hspace = 8
      $0.topPadding = 6
      $0.bottomPadding = 6
    }
  }

  /// A screen of `cells` in a vertical layout, inside a frame of `inset` padding on each side.
  func screen(_ cells: [Element], inset: Double) -> LayoutDocument {
    let list = Element(.linear, "list", children: cells) {
      $0.orientation = .vertical
      $0.width = .fill
      $0.height = .wrap
      $0.leftPadding = inset
      $0.rightPadding = inset
    }
    return LayoutDocument(
      root: Element(.linear, "screen", children: [list]) {
        $0.orientation = .vertical
        $0.width = .fill
        $0.height = .wrap
      })
  }

  /// Frames of the elements below `use` in `result`, in document order.
  func framesBelow(_ result: LayoutResult, _ use: String) -> [Rect] {
    let items = Array(result.items)
    guard let start = items.firstIndex(where: { $0.name == use }) else { return [] }
    return items[(start + 1)..<(start + 5)].map(\.frame)
  }

  /// Two screens with the same cells (one property storage per element, as a program's instance tables give) in two
  /// widths: each cell's frames, whether laid out or put in place from an earlier screen, are those of its copy made of
  /// a screen's own elements, laid out beside it.
  @Test func aKeptSubtreeGivesTheFramesOfItsLayout() {
    let environment = Environment(canvas: Size(width: 331, height: 577), scale: 3)
    let kept = cell("kept", title: "Eun-ji", scope: 1)
    let other = cell("other", title: "Farah", scope: 1)
    let own = cell("own", title: "Eun-ji", scope: 0)
    for inset in [0.0, 12, 0, 12] {
      let result = layout(screen([kept, other, kept, own], inset: inset), in: environment)
      let expected = framesBelow(result, "own")
      #expect(expected.count == 4)
      #expect(framesBelow(result, "kept") == expected, "inset \(inset)")
      let items = Array(result.items)
      let second = items.lastIndex(where: { $0.name == "kept" })!
      #expect(items[(second + 1)..<(second + 5)].map(\.frame) == expected, "inset \(inset), the second use")
      #expect(framesBelow(result, "other").count == 4)
    }
  }

  /// The same cells in another environment (another scale rounds otherwise) are laid out for it, not taken from the
  /// layouts of the first.
  @Test func keptSubtreesAreKeptPerEnvironment() {
    let kept = cell("kept", title: "山田", scope: 1)
    let own = cell("own", title: "山田", scope: 0)
    for scale in [3.0, 2, 1, 3] {
      let environment = Environment(canvas: Size(width: 333, height: 577), scale: scale)
      let result = layout(screen([kept, own], inset: 7.3), in: environment)
      #expect(framesBelow(result, "kept") == framesBelow(result, "own"), "scale \(scale)")
    }
  }
}
