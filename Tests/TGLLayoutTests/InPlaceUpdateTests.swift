// The incremental cache's fast path: a document edited in place is compared with the previous one by identity.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct InPlaceUpdateTests {
  /// S (vertical, 300 wide) holds B (horizontal: b1 10 x 10, b2 20 x 20) and C (horizontal: c1 10 x 10).
  static let document = IncrementalLayoutTests.document(b1Width: 10)

  static let environment = Environment(canvas: Size(width: 375, height: 667), scale: 2)

  @Test func anEditThatKeepsTheParentsSizeStopsThere() {
    var cache = LayoutCache()
    var recomputed: [String] = []
    cache.onRecompute = { recomputed.append($0.path) }
    _ = cache.layout(Self.document, in: Self.environment)
    var edited = Self.document
    edited.modifyProperties(at: [0, 0]) { $0.width = .number(40) }
    recomputed = []
    let result = cache.layout(edited, in: Self.environment)
    #expect(cache.lastLayoutWasUpdate)
    // B fills S's width and wraps its height: 300 x 20 before and after, so S cannot tell and keeps its last run
    // (early cutoff); only B runs again.
    #expect(recomputed == ["S/B"])
    #expect(result == layout(edited, in: Self.environment))
    // b1 is 40 wide now, so b2 starts at 40; B wraps the taller b2 (20), C follows below it.
    #expect(result.item(named: "b2")?.frame == Rect(x: 40, y: 0, width: 20, height: 20))
    #expect(result.item(named: "C")?.frame == Rect(x: 0, y: 20, width: 300, height: 10))
    // The same edit again (a new box with equal values) changes no hash: nothing runs.
    var again = edited
    again.modifyProperties(at: [0, 0]) { $0.width = .number(40) }
    recomputed = []
    #expect(cache.layout(again, in: Self.environment) == result)
    #expect(cache.lastLayoutWasUpdate)
    #expect(recomputed.isEmpty)
  }

  @Test func anEditThatChangesTheParentsSizeRecomputesTheContainersOnItsPath() {
    var cache = LayoutCache()
    var recomputed: [String] = []
    cache.onRecompute = { recomputed.append($0.path) }
    _ = cache.layout(Self.document, in: Self.environment)
    var edited = Self.document
    edited.modifyProperties(at: [0, 1]) { $0.height = .number(35) }
    recomputed = []
    let result = cache.layout(edited, in: Self.environment)
    #expect(cache.lastLayoutWasUpdate)
    // B now wraps to 35 high: B runs (deepest first), gives a new size, so S runs too and moves C down.
    #expect(recomputed == ["S/B", "S"])
    #expect(result == layout(edited, in: Self.environment))
    #expect(result.item(named: "B")?.frame == Rect(x: 0, y: 0, width: 300, height: 35))
    #expect(result.item(named: "C")?.frame == Rect(x: 0, y: 35, width: 300, height: 10))
  }

  @Test func editingBackRestoresTheFirstLayout() {
    var cache = LayoutCache()
    let first = cache.layout(Self.document, in: Self.environment)
    var edited = Self.document
    edited.modifyProperties(at: [1, 0]) { $0.height = .number(30) }
    #expect(cache.layout(edited, in: Self.environment) == layout(edited, in: Self.environment))
    edited.modifyProperties(at: [1, 0]) { $0.height = .number(10) }
    #expect(cache.layout(edited, in: Self.environment) == first)
    #expect(cache.lastLayoutWasUpdate)
  }

  @Test func aShapeChangeFallsBackToAWholeLayout() {
    var cache = LayoutCache()
    _ = cache.layout(Self.document, in: Self.environment)
    var root = Self.document.root
    root.children[1].children.append(
      view("c2") {
        $0.width = .number(5)
        $0.height = .number(5)
      })
    let grown = LayoutDocument(root: root)
    let result = cache.layout(grown, in: Self.environment)
    #expect(!cache.lastLayoutWasUpdate)
    #expect(result == layout(grown, in: Self.environment))
    // c2 follows c1 (10 wide) in the horizontal C.
    #expect(result.item(named: "c2")?.frame == Rect(x: 10, y: 0, width: 5, height: 5))
  }

  /// A rename can change where every reference to the name resolves (the first element of a name wins), so it
  /// falls back: here the outer `B` becomes a second `A`, earlier than the one `g/A` refers to.
  @Test func aRenameFallsBackAndADuplicateNameEarlierChangesResolution() {
    let inner = container(
      .relative, "g", [view("A") { $0.left = PositionValue(.reference(Reference(.element("A"), .right))) }])
    let before = LayoutDocument(root: container(.relative, nil, [view("B"), inner]))
    var cache = LayoutCache()
    _ = cache.layout(before, in: Self.environment)
    var root = before.root
    root.children[0].name = "A"
    let renamed = LayoutDocument(root: root)
    let result = cache.layout(renamed, in: Self.environment)
    #expect(!cache.lastLayoutWasUpdate)
    #expect(result == layout(renamed, in: Self.environment))
  }

  /// A table's spacing is its rows' default spacing (`applyTableRowDefaults`): editing the table in place must give
  /// its rows (which are not edited) their defaults again.
  @Test func editingATableInPlaceGivesItsRowsTheirDefaultsAgain() {
    let cell = { (name: String) in
      view(name) {
        $0.width = .number(30)
        $0.height = .number(10)
      }
    }
    let table = container(.table, "T", [container(.row, "r1", [cell("a"), cell("b")])]) {
      $0.orientation = .vertical
      $0.width = .number(200)
      $0.height = .wrap
    }
    let document = LayoutDocument(
      root: container(.linear, "S", [table]) {
        $0.width = .number(300)
        $0.height = .wrap
      })
    var cache = LayoutCache()
    _ = cache.layout(document, in: Self.environment)
    var edited = document
    edited.modifyProperties(at: [0]) { $0.hspace = 7 }
    let result = cache.layout(edited, in: Self.environment)
    #expect(cache.lastLayoutWasUpdate)
    #expect(result == layout(edited, in: Self.environment))
    // The row takes the table's hspace 7: b starts after a (30) and the gap.
    #expect(result.item(named: "b")?.frame.x == 37)
  }

  /// A spacer's main axis is its linear parent's orientation: turning the parent sideways in place re-derives it.
  @Test func turningALinearLayoutInPlaceGivesItsSpacerItsDefaultsAgain() {
    let document = LayoutDocument(
      root: container(
        .linear, "S",
        [
          view("a") {
            $0.width = .number(10)
            $0.height = .number(10)
          }, Element(.spacer, "s") { _ in },
        ]
      ) {
        $0.orientation = .vertical
        $0.width = .number(100)
        $0.height = .number(100)
      })
    var cache = LayoutCache()
    _ = cache.layout(document, in: Self.environment)
    var edited = document
    edited.modifyProperties(at: []) { $0.orientation = .horizontal }
    let result = cache.layout(edited, in: Self.environment)
    #expect(cache.lastLayoutWasUpdate)
    #expect(result == layout(edited, in: Self.environment))
    // Horizontal now: the spacer takes the spare width (100 - 10) and its cross size is 0.
    #expect(result.item(named: "s")?.frame == Rect(x: 10, y: 0, width: 90, height: 0))
  }
}
