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
    return SpecDocument(root: root, canvas: canvas, scale: scale)
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

  // MARK: Children

  mutating func child(_ place: Place) -> SpecElement {
    let sequential = place.parentKind == .linear || place.parentKind == .row
    if sequential && rng.chance(10) {
      var spacer = SpecElement(.spacer, name())
      if rng.chance(30) { spacer.header = "\(rng.int(in: 1...3))" }
      return spacer
    }
    if place.depth < 4 && place.parentKind != .path && rng.chance(place.depth == 1 ? 35 : 20) {
      return container(rng.pick(Self.containerKinds) ?? .linear, place)
    }
    var e = SpecElement(rng.pick(Self.leafKinds) ?? .view, name())
    childValues(&e, place, isContainer: false)
    if rng.chance(12) { e.variants = variants(for: e, place) }
    return e
  }

  /// Sizes, positions, visibility and alignment of a child (container or leaf) in its parent.
  mutating func childValues(_ e: inout SpecElement, _ place: Place, isContainer: Bool) {
    var selfAxis: String?
    for axis in ["width", "height"] {
      if let value = size(axis, place, isContainer: isContainer, selfTaken: selfAxis != nil) {
        if value.hasPrefix("self.") { selfAxis = axis }
        e.set(axis, value)
      }
    }
    if !isContainer
      && (e.value(of: "width")?.contains("wrap") ?? true || e.value(of: "height")?.contains("wrap") ?? true)
    {
      if rng.chance(85) { e.set("intrinsic", "\(number(0...90)), \(number(0...40))") }
    }
    positions(&e, place, horizontal: true)
    positions(&e, place, horizontal: false)
    if place.parentKind == .relative { relativeExtras(&e, place) }
    if rng.chance(4) {
      // Margin shorthands (both sides of an axis, or all four).
      let axis = rng.pick(["margin", "horzMargin", "vertMargin"]) ?? "margin"
      let covered =
        axis == "margin" ? Self.allPositions : axis == "horzMargin" ? Self.horizontalPositions : Self.verticalPositions
      if !e.properties.contains(where: { covered.contains($0.name) }) { e.set(axis, number(0...12)) }
    }
    if rng.chance(2) { e.set("noLayout", "true") }
    if rng.chance(2) {
      // A view nobody lays out keeps this frame (language reference §9.6); its other values are ignored.
      e.set("frame", "\(rng.int(in: 0...200)), \(rng.int(in: 0...300)), \(number(0...80)), \(number(0...60))")
    }
    if rng.chance(8) {
      e.set("visibility", "gone")
    } else if rng.chance(3) {
      e.set("visibility", "invisible")
    }
    let aligns: Set<ElementKind?> = [.linear, .row, .frame, .flow, .float]
    if aligns.contains(place.parentKind) && rng.chance(15) { e.set("alignment", gravity()) }
    if place.parentKind == .float {
      if rng.chance(20) { e.set("reverseFloat", "true") }
      if rng.chance(10) { e.set("clearFloat", "true") }
    }
  }

  static let horizontalPositions: Set<String> = ["left", "right", "leading", "trailing", "centerX"]
  static let verticalPositions: Set<String> = ["top", "bottom", "centerY", "baseline"]
  static let allPositions = horizontalPositions.union(verticalPositions)

  /// What only a relative layout reads: arrays sharing the parent's size or centring a group, baselines, and edges
  /// kept within a sibling's by reference bounds.
  mutating func relativeExtras(_ e: inout SpecElement, _ place: Place) {
    guard let target = rng.pick(place.siblings) else { return }
    switch rng.int(in: 0...11) {
    case 0:
      let axis = rng.chance(50) ? "width" : "height"
      var listed = [target]
      if let second = rng.pick(place.siblings), second != target { listed.append(second) }
      e.set(axis, "[" + listed.map { "\($0).\(axis)" }.joined(separator: ", ") + "]")
    case 1:
      let axis = rng.chance(50) ? "centerX" : "centerY"
      e.properties.removeAll { Self.allPositions.contains($0.name) && ($0.name.hasPrefix("center")) }
      e.set(axis, "[\(target).\(axis)]")
    case 2:
      e.properties.removeAll { Self.verticalPositions.contains($0.name) }
      e.set("baseline", "\(target).baseline" + (rng.chance(50) ? " + \(rng.int(in: 1...8))" : ""))
    case 3:
      e.properties.removeAll { ["left", "leading"].contains($0.name) }
      e.set("left", "min \(target).right + \(rng.int(in: 0...10))")
    case 4:
      e.properties.removeAll { ["right", "trailing"].contains($0.name) }
      e.set("right", "max \(target).left + \(rng.int(in: 0...10))")
    default: break
    }
  }

  /// A size value for `axis`, or nil for none.
  mutating func size(_ axis: String, _ place: Place, isContainer: Bool, selfTaken: Bool) -> String? {
    let other = axis == "width" ? "height" : "width"
    var value: String
    switch rng.int(in: 0...19) {
    case 0...6: value = number(0...(isContainer ? 200 : 90))
    case 7...9: value = "wrap"
    case 10...11: value = "fill"
    case 12...13: value = "\(rng.pick([10, 20, 25, 33, 50, 100]) ?? 50)%"
    case 14: value = "parent.\(axis) * \(rng.pick(["0.5", "0.25", "0.3"]) ?? "0.5")"
    case 15:
      guard !selfTaken && !isContainer && place.parentKind != .path else { return nil }
      value = "self.\(other) * \(rng.pick(["0.5", "1", "0.75"]) ?? "1")"
    case 16:
      guard place.parentKind == .relative || place.parentKind == .path, let target = rng.pick(place.siblings) else {
        return nil
      }
      value = "\(target).\(rng.chance(70) ? axis : other)" + (rng.chance(30) ? " * 0.5" : "")
    case 17: value = rng.pick(["wrap + 10", "fill - 10", "50% + 5"]) ?? "wrap + 10"
    default: return isContainer || rng.chance(50) ? nil : number(0...60)
    }
    return value + sizeBounds(allowWrap: value != "wrap" && !value.hasPrefix("self."))
  }

  /// Optional `min`/`max` bounds for a size.
  mutating func sizeBounds(allowWrap: Bool) -> String {
    guard rng.chance(15) else { return "" }
    switch rng.int(in: 0...3) {
    case 0: return " min \(rng.int(in: 5...60))"
    case 1: return " max \(rng.int(in: 20...150))"
    case 2: return " min \(rng.int(in: 5...30)) max \(rng.int(in: 40...150))"
    default: return allowWrap ? " min wrap" : " min \(rng.int(in: 5...30))"
    }
  }

  /// Positions on one axis: none, the head, the tail, both or the centre; references in relative layouts.
  mutating func positions(_ e: inout SpecElement, _ place: Place, horizontal: Bool) {
    let usesLeading = horizontal && rng.chance(40)
    let head = horizontal ? (usesLeading ? "leading" : "left") : "top"
    let tail = horizontal ? (usesLeading ? "trailing" : "right") : "bottom"
    let center = horizontal ? "centerX" : "centerY"
    let relative = place.parentKind == .relative
    switch rng.int(in: 0...9) {
    case 0...3: return
    case 4...5: e.set(head, position(place, horizontal: horizontal, head: true))
    case 6: e.set(tail, position(place, horizontal: horizontal, head: false))
    case 7:
      e.set(head, position(place, horizontal: horizontal, head: true))
      e.set(tail, position(place, horizontal: horizontal, head: false))
    default:
      if relative, let target = rng.pick(place.siblings), rng.chance(50) {
        e.set(center, "\(target).\(center)" + (rng.chance(30) ? " + \(rng.int(in: 1...10))" : ""))
      } else {
        e.set(center, rng.chance(60) ? "0" : (rng.chance(80) ? number(-10...10) : "\(rng.int(in: 5...20))%"))
      }
    }
  }

  mutating func position(_ place: Place, horizontal: Bool, head: Bool) -> String {
    if place.parentKind == .relative, rng.chance(50) {
      let edges = horizontal ? ["left", "right", "centerX"] : ["top", "bottom", "centerY"]
      let target = rng.chance(70) ? rng.pick(place.siblings) ?? "parent" : "parent"
      let offset = rng.chance(40) ? " + \(rng.int(in: 1...12))" : ""
      return "\(target).\(rng.pick(edges) ?? edges[0])\(offset)"
    }
    var value = rng.chance(85) ? number(0...20) : "\(rng.int(in: 5...30))%"
    if rng.chance(8) { value += rng.chance(50) ? " min \(rng.int(in: 2...10))" : " max \(rng.int(in: 10...30))" }
    return value
  }

  mutating func gravity() -> String {
    let horizontal = ["left", "right", "leading", "trailing", "center", "fill", "between", "around", "among"]
    let vertical = ["top", "bottom", "center", "fill", "between", "around", "among"]
    var parts: [String] = []
    if rng.chance(70) { parts.append("horz." + (rng.chance(2) ? "windowCenter" : rng.pick(horizontal) ?? "center")) }
    if rng.chance(60) || parts.isEmpty { parts.append("vert." + (rng.pick(vertical) ?? "center")) }
    return parts.joined(separator: ", ")
  }

  // MARK: Size classes

  static let conditions = [
    "landscape", "portrait", "width: compact", "width: regular", "height: compact", "height: regular",
    "width: compact, height: regular", "width: regular, height: compact", "height: compact, landscape",
    "width: regular, height: regular, portrait",
  ]

  /// One or two `when` blocks overriding a few of the element's values.
  mutating func variants(for e: SpecElement, _ place: Place) -> [SpecVariant] {
    var result: [SpecVariant] = []
    var used: Set<String> = []
    for _ in 0..<rng.int(in: 1...2) {
      guard let condition = rng.pick(Self.conditions), used.insert(condition).inserted else { continue }
      var overrides: [SpecProperty] = []
      for _ in 0..<rng.int(in: 1...2) {
        let property: SpecProperty
        switch rng.int(in: 0...5) {
        case 0 where place.parentKind != nil:
          property = SpecProperty(
            "width", size("width", place, isContainer: e.kind.isContainer, selfTaken: true) ?? "40")
        case 1 where place.parentKind != nil:
          property = SpecProperty(
            "height", size("height", place, isContainer: e.kind.isContainer, selfTaken: true) ?? "30")
        case 2 where place.parentKind != nil:
          property = SpecProperty("visibility", rng.chance(60) ? "gone" : "visible")
        case 3 where e.header?.hasPrefix("vert") ?? false || e.header?.hasPrefix("horz") ?? false:
          property = SpecProperty("orientation", rng.chance(50) ? "vert" : "horz")
        case 4 where e.kind.isContainer: property = SpecProperty("padding", number(0...16))
        default:
          guard place.parentKind != nil, place.parentKind != .relative else { continue }
          property = SpecProperty(rng.chance(50) ? "top" : "left", number(0...20))
        }
        if !overrides.contains(where: { $0.name == property.name }) { overrides.append(property) }
      }
      if !overrides.isEmpty { result.append(SpecVariant(condition: condition, properties: overrides)) }
    }
    return result
  }
}
