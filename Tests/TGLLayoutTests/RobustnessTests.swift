// Random documents with every kind of value (references anywhere, cycles, arrays, bounds, gravities):
// layout always terminates, never traps, and gives every element a finite frame.

import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct RobustnessTests {
  @Test(arguments: Array(UInt64(100)...UInt64(160))) func randomDocumentsLayOutFinitely(_ seed: UInt64) {
    var chaos = ChaosDocuments(rng: SplitMix64(seed: seed))
    let root = chaos.element(depth: 0)
    let document = LayoutDocument(root: root)
    for rtl in [false, true] {
      let environment = Environment(canvas: Size(width: 320, height: 480), scale: 3, rtl: rtl)
      let result = layout(document, in: environment)
      #expect(result.items.count == document.elements.count, "seed \(seed)")
      for item in result.items {
        let f = item.absolute
        let ok = [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) && f.width >= 0 && f.height >= 0
        #expect(ok, "seed \(seed): \(item.path) \(f)")
        if !ok { return }
      }
    }
  }
}

/// Random documents that use every value kind, including nonsense.
struct ChaosDocuments {
  var rng: SplitMix64
  var names: [String] = []

  mutating func number() -> Double { Double(rng.int(in: -20...200)) }

  mutating func reference(_ attributes: [Attribute]) -> Reference {
    let attribute = rng.pick(attributes) ?? .width
    switch rng.int(in: 0...5) {
    case 0: return Reference(.parent, attribute)
    case 1: return Reference(.this, attribute)
    case 2: return Reference(.element("missing"), attribute)
    default: return Reference(.element(rng.pick(names) ?? "missing"), attribute)
    }
  }

  mutating func bound() -> Bound? {
    switch rng.int(in: 0...5) {
    case 0: return .number(number())
    case 1: return Bound(.reference(reference([.width, .height, .left, .right])), multiple: 0.5, increment: 3)
    case 2: return Bound(.wrap)
    default: return nil
    }
  }

  mutating func position() -> PositionValue? {
    let kind: PositionValue.Kind
    switch rng.int(in: 0...9) {
    case 0: kind = .number(number())
    case 1: kind = .weight(Double(rng.int(in: 0...150)))
    case 2: kind = .reference(reference(Attribute.allCases))
    case 3: kind = .array([reference([.centerX, .centerY]), reference([.centerX, .centerY])])
    case 4: kind = .none
    default: return nil
    }
    return PositionValue(kind, offset: Double(rng.int(in: -5...5)), min: bound(), max: bound())
  }

  mutating func size() -> SizeValue? {
    let kind: SizeValue.Kind
    switch rng.int(in: 0...10) {
    case 0, 1: kind = .number(number())
    case 2: kind = .weight(Double(rng.int(in: 0...150)))
    case 3: kind = .wrap
    case 4: kind = .fill
    case 5: kind = .average
    case 6: kind = .reference(reference([.width, .height]))
    case 7: kind = .array([reference([.width]), reference([.width])])
    default: return nil
    }
    return SizeValue(
      kind, multiple: rng.chance(20) ? 0.5 : 1, increment: Double(rng.int(in: -5...5)), min: bound(),
      max: bound())
  }

  mutating func properties(kind: ElementKind) -> Properties {
    var p = Properties()
    p.left = position()
    p.right = position()
    p.top = position()
    p.bottom = position()
    p.centerX = position()
    p.centerY = position()
    if rng.chance(10) { p.baseline = position() }
    p.width = size()
    p.height = size()
    if rng.chance(15) { p.visibility = rng.pick([Visibility.gone, .invisible]) }
    if rng.chance(50) { p.intrinsic = Size(width: number(), height: number()) }
    if rng.chance(5) { p.frame = Rect(x: number(), y: number(), width: number(), height: number()) }
    if rng.chance(5) { p.noLayout = true }
    if rng.chance(20) { p.reverseFloat = true }
    if rng.chance(10) { p.clearFloat = true }
    if rng.chance(30) {
      p.alignment = Gravity(
        horizontal: rng.pick([.left, .center, .fill, .right]), vertical: rng.pick([.top, .center, .bottom, .fill]))
    }
    guard kind.isContainer else { return p }
    p.orientation = rng.chance(50) ? .vertical : .horizontal
    if rng.chance(40) {
      p.topPadding = number()
      p.leftPadding = number()
      p.rightPadding = number()
    }
    if rng.chance(40) {
      p.vspace = number()
      p.hspace = number()
    }
    if rng.chance(40) {
      p.gravity = Gravity(
        horizontal: rng.pick([.left, .center, .right, .fill, .between, .around, .among]),
        vertical: rng.pick([.top, .center, .bottom, .fill, .between, .around, .among, .baseline]))
    }
    if rng.chance(20) { p.arrangedGravity = Gravity(vertical: rng.pick([.center, .bottom, .fill, .between])) }
    if rng.chance(20) {
      p.shrinkType = ShrinkType(
        mode: rng.pick([.average, .weight, .auto]) ?? .average, target: rng.chance(50) ? .size : .space)
    }
    if rng.chance(30) { p.arrangedCount = rng.int(in: 0...4) }
    if rng.chance(20) { p.autoArrange = true }
    if rng.chance(20) { p.noBoundaryLimit = true }
    if rng.chance(10) { p.zeroPadding = false }
    if rng.chance(10) { p.reverseLayout = true }
    if rng.chance(20) { p.columnSize = size() }
    if rng.chance(10) { p.columnCount = rng.int(in: 0...4) }
    if kind == .path {
      p.pathEquation = rng.pick([
        PathEquation.polar(.multiply(.number(50), .call(.sin, .variable))),
        .rectangular(.divide(.number(100), .variable)), .parametric(.variable, .call(.log, .variable)),
      ])
      p.spaceType = rng.pick([PathSpaceType.flexed, .fixed(Double(rng.int(in: -5...40))), .count(rng.int(in: 0...5))])
      p.pathStart = rng.chance(30) ? number() : nil
      p.isReverse = rng.chance(30)
      p.isMath = rng.chance(30)
    }
    return p
  }

  mutating func element(depth: Int) -> Element {
    let kinds: [ElementKind] = [.linear, .relative, .frame, .table, .row, .flow, .float, .path]
    let isContainer = depth < 3 && rng.chance(depth == 0 ? 100 : 40)
    let kind = isContainer ? (rng.pick(kinds) ?? .linear) : (rng.pick([ElementKind.view, .label, .spacer]) ?? .view)
    let name = "e\(names.count)"
    names.append(name)
    var children: [Element] = []
    if isContainer {
      for _ in 0..<rng.int(in: 0...5) { children.append(element(depth: depth + 1)) }
    }
    return Element(kind, name: name, properties: properties(kind: kind), children: children)
  }
}

/// Broken sources: every fixture with random cuts and duplications still lowers and lays out.
@Suite struct BrokenSourceTests {
  @Test func mutatedFixturesLowerAndLayOut() throws {
    let directory = Fixtures.dataDirectory("layout")
    let files = Fixtures.files(in: directory, withSuffix: ".tgl")
    try #require(!files.isEmpty)
    var rng = SplitMix64(seed: 7)
    for file in files {
      guard let source = Fixtures.read(file) else { continue }
      let bytes = Array(source.utf8)
      for _ in 0..<6 {
        var mutated = bytes
        let a = rng.int(in: 0...max(0, mutated.count - 1))
        let b = min(mutated.count, a + rng.int(in: 1...12))
        if rng.chance(50) {
          mutated.removeSubrange(a..<b)
        } else {
          mutated.insert(contentsOf: mutated[a..<b], at: b)
        }
        let text = String(decoding: mutated, as: UTF8.self)
        let lowered = Lowering.lower(source: text)
        for document in lowered.documents {
          let result = layout(document, in: Environment(document: document))
          #expect(result.items.count == document.elements.count, "\(file.lastPathComponent)")
          #expect(
            result.items.allSatisfy {
              [$0.absolute.x, $0.absolute.y, $0.absolute.width, $0.absolute.height].allSatisfy(\.isFinite)
            })
        }
      }
    }
  }
}

/// Deep nesting of wrapping containers stays linear in the depth (no repeated measuring of subtrees).
@Suite struct DeepNestingTests {
  @Test func deeplyNestedWrapContainers() {
    let kinds: [ElementKind] = [.linear, .relative, .frame, .flow, .float, .table]
    var element = Element(
      .view, name: "leaf",
      properties: {
        var p = Properties()
        p.width = .number(10)
        p.height = .number(10)
        return p
      }())
    for depth in 0..<120 {
      var p = Properties()
      p.width = .wrap
      p.height = .wrap
      p.topPadding = 1
      p.leftPadding = 1
      let kind = kinds[depth % kinds.count]
      if kind == .table {
        element = Element(.row, name: "r\(depth)", properties: p, children: [element])
      }
      element = Element(kind, name: "c\(depth)", properties: p, children: [element])
    }
    let document = LayoutDocument(root: element)
    // MyLayout's rules: for TangramKit a wrapped content flow keeps a new view's width, 0 (code notes §2).
    var environment = Environment()
    environment.library = .myLayout
    let result = layout(document, in: environment)
    #expect(result.items.count == document.elements.count)
    // The leaf's 10 plus 1 point of padding per level: 120 containers and 20 rows.
    let width = result.item(named: "c119")?.frame.width ?? 0
    #expect(width == 150, "\(width)")
  }

  /// Far deeper than the parser allows (128): the engine moves to a large stack, so the caller's thread (a small
  /// GCD worker stack here) does not overflow, in debug builds too.
  @Test func nestingFarBeyondTheParsersLimit() {
    var element = Element(.view, "leaf") {
      $0.width = .number(10)
      $0.height = .number(10)
    }
    let depth = 500
    for level in 0..<depth {
      element = Element(level % 2 == 0 ? .linear : .frame, "c\(level)", children: [element]) {
        $0.width = .wrap
        $0.height = .wrap
        $0.leftPadding = 1
      }
    }
    let result = layout(LayoutDocument(root: element), in: Environment())
    // Each level adds its left padding of 1 to the width; heights stay the leaf's 10.
    #expect(result.items.first?.frame == Rect(x: 0, y: 0, width: 510, height: 10))
    #expect(result.item(named: "leaf")?.absolute == Rect(x: 500, y: 0, width: 10, height: 10))
  }

  /// 300 levels, the leaf edited: the edited document moves to the large stack as the first did.
  @Test func aDeepDocumentEdited() {
    var element = Element(.view, "leaf") {
      $0.width = .number(10)
      $0.height = .number(10)
    }
    for level in 0..<300 {
      element = Element(level % 2 == 0 ? .linear : .frame, "c\(level)", children: [element]) {
        $0.width = .wrap
        $0.height = .wrap
        $0.leftPadding = 1
      }
    }
    var document = LayoutDocument(root: element)
    #expect(layout(document, in: Environment()).items.first?.frame == Rect(x: 0, y: 0, width: 310, height: 10))
    document.modifyProperties(at: Array(repeating: 0, count: 300)) { $0.width = .number(30) }
    let result = layout(document, in: Environment())
    // The leaf is 30 wide now: 300 levels of left padding 1 around it.
    #expect(result.items.first?.frame == Rect(x: 0, y: 0, width: 330, height: 10))
  }
}
