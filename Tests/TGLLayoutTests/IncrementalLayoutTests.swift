// The incremental cache: exactly the containers whose inputs changed are recomputed, and results always equal
// a from-scratch layout over seeded random edit sequences.

import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct IncrementalLayoutTests {
  static func document(b1Width: Double) -> LayoutDocument {
    LayoutDocument(
      root: container(
        .linear, "S",
        [
          container(
            .linear, "B",
            [
              view("b1") {
                $0.width = .number(b1Width)
                $0.height = .number(10)
              },
              view("b2") {
                $0.width = .number(20)
                $0.height = .number(20)
              },
            ]
          ) {
            $0.orientation = .horizontal
            $0.width = .fill
            $0.height = .wrap
          },
          container(
            .linear, "C",
            [
              view("c1") {
                $0.width = .number(10)
                $0.height = .number(10)
              }
            ]
          ) {
            $0.orientation = .horizontal
            $0.width = .fill
            $0.height = .wrap
          },
        ]
      ) {
        $0.orientation = .vertical
        $0.width = .number(300)
        $0.height = .wrap
      })
  }

  @Test func editingALeafRecomputesOnlyItsAncestors() {
    var cache = LayoutCache()
    var recomputed: [String] = []
    cache.onRecompute = { recomputed.append($0.path) }
    let environment = Environment()
    let first = cache.layout(Self.document(b1Width: 10), in: environment)
    #expect(recomputed == ["S", "S/B", "S/C"])
    #expect(first == layout(Self.document(b1Width: 10), in: environment))
    recomputed = []
    let second = cache.layout(Self.document(b1Width: 40), in: environment)
    #expect(recomputed == ["S", "S/B"])
    #expect(second == layout(Self.document(b1Width: 40), in: environment))
    #expect(second.item(named: "b2")?.frame == Rect(x: 40, y: 0, width: 20, height: 20))
  }

  @Test func anUnchangedDocumentRecomputesNothing() {
    var cache = LayoutCache()
    var recomputed: [String] = []
    cache.onRecompute = { recomputed.append($0.path) }
    _ = cache.layout(Self.document(b1Width: 10), in: Environment())
    recomputed = []
    _ = cache.layout(Self.document(b1Width: 10), in: Environment())
    #expect(recomputed.isEmpty)
  }

  @Test func editingTheRootsPaddingKeepsAFixedSizeChild() {
    func document(padding: Double) -> LayoutDocument {
      LayoutDocument(
        root: container(
          .linear, "S",
          [
            container(
              .frame, "F",
              [
                view("f1") {
                  $0.width = .number(10)
                  $0.height = .number(10)
                }
              ]
            ) {
              $0.width = .number(100)
              $0.height = .number(50)
            },
            container(
              .frame, "G",
              [
                view("g1") {
                  $0.width = .fill
                  $0.height = .number(10)
                }
              ]
            ) {
              $0.width = .fill
              $0.height = .number(20)
            },
          ]
        ) {
          $0.orientation = .vertical
          $0.width = .number(300)
          $0.height = .wrap
          $0.leftPadding = padding
        })
    }
    var cache = LayoutCache()
    var recomputed: [String] = []
    cache.onRecompute = { recomputed.append($0.path) }
    _ = cache.layout(document(padding: 0), in: Environment())
    recomputed = []
    let result = cache.layout(document(padding: 10), in: Environment())
    // F is offered the same 100 x 50 and is restored; G fills the new inner width 290 and is laid out again.
    #expect(recomputed == ["S", "S/G"])
    #expect(result == layout(document(padding: 10), in: Environment()))
    #expect(result.item(named: "F")?.frame == Rect(x: 10, y: 0, width: 100, height: 50))
    #expect(result.item(named: "g1")?.frame == Rect(x: 0, y: 0, width: 290, height: 10))
  }

  @Test func aNewCanvasRecomputesTheRootButNotFixedSizeChildren() {
    var cache = LayoutCache()
    var recomputed: [String] = []
    cache.onRecompute = { recomputed.append($0.path) }
    _ = cache.layout(Self.document(b1Width: 10), in: Environment(canvas: Size(width: 375, height: 667)))
    recomputed = []
    _ = cache.layout(Self.document(b1Width: 10), in: Environment(canvas: Size(width: 375, height: 800)))
    #expect(recomputed.isEmpty, "the root's size does not depend on the canvas height here")
  }

  @Test(arguments: Array(UInt64(1)...UInt64(40))) func randomEditsMatchFromScratch(_ seed: UInt64) {
    Self.checkRandomEdits(seed)
  }

  /// Seed 466 of 600 (found by running 600 seeds): after an in-place edit of a table row, a 0-wide float below it
  /// was 166 high where a whole layout gave 92 (whether a wrap container laid out at its own wrap size reused its
  /// wrapped run depended on which of its runs came last; minimised in `WrapSizeTests`).
  @Test func randomEditsSeed466() {
    Self.checkRandomEdits(466)
  }

  static func checkRandomEdits(_ seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var generator = RandomDocuments(rng: rng)
    var root = generator.element(depth: 0)
    rng = generator.rng
    var cache = LayoutCache()
    let environment = Environment(canvas: Size(width: 320, height: 480), scale: 2)
    for step in 0..<25 {
      let document = LayoutDocument(root: root)
      let incremental = cache.layout(document, in: environment)
      let scratch = layout(document, in: environment)
      #expect(incremental == scratch, "seed \(seed), step \(step): incremental differs from scratch")
      if incremental != scratch { return }
      generator.rng = rng
      generator.edit(&root)
      rng = generator.rng
    }
  }
}

/// Random documents and edits for the incremental property test.
struct RandomDocuments {
  var rng: SplitMix64
  var counter = 0

  mutating func name() -> String {
    counter += 1
    return "n\(counter)"
  }

  mutating func number(_ range: ClosedRange<Int>) -> Double { Double(rng.int(in: range)) }

  mutating func leaf() -> Element {
    var p = Properties()
    p.width = rng.chance(20) ? .weight(number(10...100)) : .number(number(0...80))
    p.height = rng.chance(15) ? .wrap : .number(number(0...60))
    if rng.chance(30) { p.left = .number(number(0...12)) }
    if rng.chance(20) { p.top = .number(number(0...12)) }
    if rng.chance(10) { p.visibility = .gone }
    p.intrinsic = Size(width: number(0...30), height: number(0...30))
    return Element(.view, name: name(), properties: p)
  }

  mutating func element(depth: Int) -> Element {
    let kinds: [ElementKind] = [.linear, .frame, .relative, .flow, .float, .table]
    let kind = rng.pick(kinds) ?? .linear
    var children: [Element] = []
    for _ in 0..<rng.int(in: 1...4) {
      if rng.chance(10) {
        children.append(Element(.spacer, properties: Properties()))
      } else {
        children.append(depth < 2 && rng.chance(35) ? element(depth: depth + 1) : leaf())
      }
    }
    if kind == .frame && rng.chance(30) {
      // A reference to the parent by name (the parent's name is the next one assigned, below).
      children[0].properties.width = .ref(.element("n\(counter + 1)"), .width, multiple: 0.5)
    }
    if kind == .relative && children.count > 1 {
      for i in 1..<children.count where rng.chance(50) {
        if let previous = children[i - 1].name {
          children[i].properties.left = .ref(.element(previous), .right, offset: number(0...8))
        }
      }
    }
    var p = Properties()
    p.orientation = rng.chance(50) ? .vertical : .horizontal
    p.width = depth == 0 ? .number(number(200...320)) : (rng.chance(50) ? .wrap : .fill)
    p.height = rng.chance(60) ? .wrap : .number(number(50...300))
    if rng.chance(40) {
      p.topPadding = number(0...10)
      p.leftPadding = number(0...10)
    }
    if rng.chance(40) {
      p.vspace = number(0...8)
      p.hspace = number(0...8)
    }
    if kind == .flow { p.arrangedCount = rng.int(in: 0...3) }
    if kind == .table {
      var row = Properties()
      row.height = rng.chance(50) ? .number(number(10...40)) : .wrap
      row.columnSize = rng.pick([SizeValue.average, .number(number(10...60)), .wrap])
      children = [Element(.row, name: name(), properties: row, children: children)]
    }
    return Element(kind, name: name(), properties: p, children: children)
  }

  /// One random edit somewhere in the tree.
  mutating func edit(_ root: inout Element) {
    var paths: [[Int]] = []
    func collect(_ e: Element, _ path: [Int]) {
      paths.append(path)
      for (i, c) in e.children.enumerated() { collect(c, path + [i]) }
    }
    collect(root, [])
    guard let path = rng.pick(paths) else { return }
    modify(&root, path[...])
  }

  mutating func modify(_ e: inout Element, _ path: ArraySlice<Int>) {
    if let first = path.first {
      modify(&e.children[first], path.dropFirst())
      return
    }
    switch rng.int(in: 0...6) {
    case 6: if e.name != nil { e.name = "r\(rng.int(in: 0...3))" }
    case 0: if !e.kind.isContainer { e.properties.width = .number(number(0...90)) }
    case 1: e.properties.visibility = e.properties.visibility == .gone ? .visible : .gone
    case 2: e.properties.topPadding = number(0...15)
    case 3: if e.kind.isContainer { e.children.append(leaf()) }
    case 4: if e.kind.isContainer && e.children.count > 1 { e.children.removeLast() }
    default: e.properties.height = .number(number(0...70))
    }
    if e.properties.visibility == .gone && e.id.path == "n1" { e.properties.visibility = .visible }
  }
}
