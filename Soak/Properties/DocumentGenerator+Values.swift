// The random values of the generator's elements: children, sizes, positions, gravities and size-class blocks.

import TGLSemantics
import TGLTestSupport

extension DocumentGenerator {
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
