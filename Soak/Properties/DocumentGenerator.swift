// Random documents for the layout properties: all seven containers, size classes, visibility, bounds, weights.

import TGLSemantics
import TGLTestSupport

/// Builds random, valid documents from a seed. Every element is named (`n1`, `n2`, …) so that frames can be
/// matched by path. References point at earlier siblings and the parent only, so documents have no dependency cycles
/// (a cycle's frames depend on the order its members are reached, which the properties do not speak about).
public struct DocumentGenerator {
  public var rng: SplitMix64
  var counter = 0

  public init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  /// What a child's values may say: which container it is in and what it may refer to.
  struct Place {
    var parentKind: ElementKind?
    /// The parent's orientation (`vert` or `horz`) for sequential containers.
    var vertical = true
    /// Names of earlier siblings that may be referred to (references in relative layouts point only backwards).
    ///
    /// Not a sibling with a `frame:` of its own: a relative layout resolves such a sibling's edges without resetting
    /// what it resolved in its last run, so after an edit in place a reference to it reads the old value (an engine
    /// bug left to the relative layout's owners: `relative n1 { view n3 { frame: 103, 214, 54, 15.5 };
    /// image n5 { centerY: n3.centerY } }`, laid out, then given `padding: 6` in place, puts n5 at y 0 where a whole
    /// layout puts it at 6). Let such siblings be referred to again once it is fixed.
    var siblings: [String] = []
    var depth = 0
  }

  public static let canvases = [
    Size(width: 320, height: 480), Size(width: 375, height: 667), Size(width: 667, height: 375),
    Size(width: 390, height: 844), Size(width: 768, height: 1024), Size(width: 1024, height: 768),
  ]

  public mutating func document() -> SpecDocument {
    counter = 0
    let canvas = rng.pick(Self.canvases) ?? Self.canvases[0]
    let scale = rng.pick([1.0, 2, 2, 3]) ?? 2
    let kind = rng.pick(Self.containerKinds) ?? .linear
    var root = container(kind, Place(depth: 0))
    // The root's size: a number, the canvas (fill or nothing), a share of it, or wrap.
    for (axis, canvasSize) in [("width", canvas.width), ("height", canvas.height)] {
      root.properties.removeAll { $0.name == axis }
      switch rng.int(in: 0...9) {
      case 0...3: root.properties.insert(SpecProperty(axis, number(Int(canvasSize / 3)...Int(canvasSize))), at: 0)
      case 4: root.properties.insert(SpecProperty(axis, "fill"), at: 0)
      case 5: root.properties.insert(SpecProperty(axis, "\(rng.int(in: 5...10) * 10)%"), at: 0)
      case 6...8: root.properties.insert(SpecProperty(axis, "wrap" + sizeBounds(allowWrap: false)), at: 0)
      default: break
      }
    }
    safeAreaValues(&root)
    return SpecDocument(root: root, canvas: canvas, scale: scale)
  }

  /// The root's safe-area properties (code notes §10), drawn after everything else so that the rest of a seed's
  /// document is what it was before they existed.
  mutating func safeAreaValues(_ root: inout SpecElement) {
    let sets = ["left, right", "top, bottom", "all", "none", "left, top", "right, bottom", "right"]
    if rng.chance(30), let set = rng.pick(sets) { root.set("insetsPaddingFromSafeArea", set) }
    if rng.chance(20) { root.set("insetLandscapeFringePadding", "true") }
    let paddings = ["topPadding", "leftPadding", "bottomPadding", "rightPadding", "leadingPadding", "trailingPadding"]
    if rng.chance(20), let padding = rng.pick(paddings) { root.set(padding, "safeArea") }
  }

  static let containerKinds: [ElementKind] = [.linear, .relative, .frame, .table, .flow, .float, .path]
  static let leafKinds: [ElementKind] = [.view, .label, .image, .button]

  mutating func name() -> String {
    counter += 1
    return "n\(counter)"
  }

  /// A whole number in `range`, sometimes with a fraction (halves, quarters, thirds) to exercise rounding.
  mutating func number(_ range: ClosedRange<Int>) -> String {
    let whole = rng.int(in: range)
    switch rng.int(in: 0...9) {
    case 0: return "\(whole).5"
    case 1: return "\(whole).25"
    case 2: return "\(whole).3"
    default: return "\(whole)"
    }
  }

  // MARK: Containers

  mutating func container(_ kind: ElementKind, _ place: Place) -> SpecElement {
    var e = SpecElement(kind, name())
    let vertical = rng.chance(50)
    switch kind {
    case .linear, .float, .table: e.header = vertical ? "vert" : "horz"
    case .flow: e.header = (vertical ? "vert" : "horz") + ", \(rng.int(in: 0...4))"
    default: break
    }
    if place.parentKind != nil { childValues(&e, place, isContainer: true) }
    containerValues(&e)
    var inner = Place(parentKind: kind, vertical: vertical, depth: place.depth + 1)
    if kind == .table {
      for _ in 0..<rng.int(in: 1...3) { e.children.append(row(tableVertical: vertical, inner)) }
    } else {
      let count = place.depth == 0 ? rng.int(in: 1...6) : rng.int(in: 0...5)
      for _ in 0..<count {
        let child = self.child(inner)
        if child.value(of: "frame") == nil { inner.siblings.append(child.name) }
        e.children.append(child)
      }
    }
    switch kind {
    case .linear: if rng.chance(6) { e.set("shrinkType", rng.pick(Self.shrinkTypes) ?? "average") }
    case .flow: flowValues(&e)
    case .float: if rng.chance(4) { e.set("noBoundaryLimit", "true") }
    case .path: pathValues(&e)
    default: break
    }
    if kind != .path && rng.chance(12) { e.variants = variants(for: e, place) }
    return e
  }

  static let shrinkTypes = ["average", "weight", "auto", "average, space", "weight, space"]

  mutating func containerValues(_ e: inout SpecElement) {
    if rng.chance(35) {
      switch rng.int(in: 0...4) {
      case 0: e.set("padding", number(0...12))
      case 1: e.set("padding", "\(rng.int(in: 0...10)), \(rng.int(in: 0...10))")
      case 2: e.set("padding", (0..<4).map { _ in "\(rng.int(in: 0...12))" }.joined(separator: ", "))
      case 3: e.set(rng.chance(50) ? "leftPadding" : "rightPadding", number(1...12))
      default: e.set(rng.chance(50) ? "leadingPadding" : "trailingPadding", number(1...12))
      }
    }
    if rng.chance(35) {
      switch rng.int(in: 0...2) {
      case 0: e.set("space", number(0...10))
      case 1: e.set("vspace", number(0...10))
      default: e.set("hspace", number(0...10))
      }
    }
    if e.kind != .relative && e.kind != .path && rng.chance(25) { e.set("gravity", gravity()) }
    if rng.chance(3) { e.set("zeroPadding", "false") }
    if (e.kind == .linear || e.kind == .flow || e.kind == .float) && rng.chance(5) { e.set("reverseLayout", "true") }
  }

  mutating func flowValues(_ e: inout SpecElement) {
    if rng.chance(20) { e.set("arrangedGravity", gravity()) }
    if rng.chance(8) { e.set("autoArrange", "true") }
    if rng.chance(10) { e.set("lastlineGravityPolicy", rng.pick(["no", "always", "auto"]) ?? "no") }
    let count = Int(e.header?.split(separator: " ").last ?? "0") ?? 0
    if count > 0 && rng.chance(3) { e.set("pagedCount", "\(count * rng.int(in: 1...3))") }
  }

  mutating func pathValues(_ e: inout SpecElement) {
    let r = rng.int(in: 20...120)
    switch rng.int(in: 0...3) {
    case 0: e.set("polar", "\(r)")
    case 1: e.set("polar", "\(r) * (1 + cos(t))")
    case 2: e.set("rectangular", "\(rng.int(in: 10...60)) * sin(x / \(rng.int(in: 10...40)))")
    default: e.set("parametric", "\(r) * cos(t / 57.3), \(r) * sin(t / 57.3)")
    }
    if rng.chance(50) { e.set("origin", rng.pick(["0.5, 0.5", "0, 0.5", "0.5, 0.2", "0.25, 0.75"]) ?? "0.5, 0.5") }
    if rng.chance(20) { e.set("isMath", "true") }
    if rng.chance(15) { e.set("isReverse", "true") }
    if rng.chance(30) {
      e.set("spaceType", rng.chance(50) ? "fixed(\(rng.int(in: 10...60)))" : "count(\(rng.int(in: 2...6)))")
    }
  }

  mutating func row(tableVertical: Bool, _ place: Place) -> SpecElement {
    var e = SpecElement(.row, name())
    let rowSize = tableVertical ? "height" : "width"
    let columnSize = tableVertical ? "colWidth" : "colHeight"
    switch rng.int(in: 0...3) {
    case 0: e.set(rowSize, number(10...60))
    case 1: e.set(rowSize, "average")
    case 2: e.set(rowSize, "wrap")
    default: break
    }
    switch rng.int(in: 0...5) {
    case 0: e.set(columnSize, number(10...80))
    case 1: e.set(columnSize, "average")
    case 2: e.set(columnSize, "wrap")
    case 3: e.set(columnSize, "fill")
    case 4: e.set("colCount", "\(rng.int(in: 1...4))")
    default: break
    }
    if rng.chance(20) { e.set("padding", number(0...6)) }
    if rng.chance(15) { e.set("gravity", gravity()) }
    // A row is a linear layout across the table's orientation.
    var inner = Place(parentKind: .row, vertical: !tableVertical, depth: place.depth + 1)
    for _ in 0..<rng.int(in: 0...4) {
      let child = self.child(inner)
      if child.value(of: "frame") == nil { inner.siblings.append(child.name) }
      e.children.append(child)
    }
    if rng.chance(5) { e.set("visibility", "gone") }
    return e
  }
}
