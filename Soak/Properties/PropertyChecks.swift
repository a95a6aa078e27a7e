// Checking every property on one generated document, in environments chosen from a seed.

import TGLLayout
import TGLSemantics
import TGLTestSupport

/// The layout properties, checked on generated documents (by the tests and `tgl-soak`).
public enum PropertyChecks {
  /// Checks every property on `document` in environments and with targets (gone views, wrapped containers, edits)
  /// chosen from `seed`; at most one violation per check.
  public static func check(_ document: SpecDocument, seed: UInt64) -> [Violation] {
    var tally = CheckTally()
    return check(document, seed: seed, tally: &tally)
  }

  /// `check(_:seed:)`, counting the checks that compared layouts in `tally`.
  public static func check(_ document: SpecDocument, seed: UInt64, tally: inout CheckTally) -> [Violation] {
    var rng = SplitMix64(seed: seed ^ 0x9E37_79B9)
    var environment = randomEnvironment(document, &rng)
    environment.safeArea = randomSafeArea(environment.orientation, seed: seed)
    var violations: [Violation] = []
    tally.count(.mirror)
    if let v = mirror(document, environment) { violations.append(v) }
    var goneCandidates = goneTargets(document)
    for _ in 0..<2 {
      guard let name = rng.pick(goneCandidates) else { break }
      goneCandidates.removeAll { $0 == name }
      tally.count(.gone)
      if let v = gone(document, environment, name) { violations.append(v) }
    }
    var wrapCandidates = wrapTargets(document, environment)
    for _ in 0..<2 {
      guard let target = rng.pick(wrapCandidates) else { break }
      wrapCandidates.removeAll { $0 == target }
      switch wrapOutcome(document, environment, target.name, target.axis) {
      case .held: tally.count(.wrap)
      case .notApplicable(let why): tally.wrapNotApplicable[why, default: 0] += 1
      case .violated(let v):
        tally.count(.wrap)
        violations.append(v)
      }
    }
    tally.count(.rounding)
    if let v = rounding(document, environment) { violations.append(v) }
    return violations
  }

  /// Checks one property again, as `violation` did, on `document` (for minimising).
  public static func recheck(_ violation: Violation, on document: SpecDocument) -> Violation? {
    let environment = violation.environment
    switch (violation.property, violation.target) {
    case (.mirror, _): return mirror(document, environment)
    case (.gone, .element(let name)): return gone(document, environment, name)
    case (.wrap, .axis(let name, let axis)): return wrap(document, environment, name, axis)
    case (.rounding, _): return rounding(document, environment)
    default: return nil
    }
  }

  /// A canvas and scale from the document's directives; size classes and orientation at random.
  static func randomEnvironment(_ document: SpecDocument, _ rng: inout SplitMix64) -> Environment {
    let classes: [SizeClass] = [.any, .compact, .regular]
    let orientation: DeviceOrientation? =
      rng.chance(70) ? nil : (rng.chance(50) ? .portrait : .landscape)
    return Environment(
      canvas: document.canvas, scale: document.scale, widthClass: rng.pick(classes) ?? .any,
      heightClass: rng.pick(classes) ?? .any, orientation: orientation)
  }

  /// Half the time none, else the insets of a device of the catalogue in `orientation` (code notes §10), from a
  /// generator of their own so that the other choices of a seed are what they were before safe areas.
  static func randomSafeArea(_ orientation: DeviceOrientation, seed: UInt64) -> SafeAreaInsets {
    var rng = SplitMix64(seed: seed ^ 0x5AFE_A8EA)
    guard rng.chance(50), let device = rng.pick(Device.catalogue) else { return .zero }
    return device.insets(orientation)
  }

  /// Elements that may be made gone: any but the root, that no other element refers to (a reference to a gone view
  /// drops its offset, language reference §9.5, so it is not the same as no view), without arrays:
  /// - a gone view's `centerX: [B.centerX]` still centres the group it names (semantics §3.4 step 3: the relative
  ///   layout walks every subview, and the group is the visible views), so it is not the same as no view;
  /// - a gone view's `width: [B.width, C.width]` takes no share and is 0 (semantics §3.4 step 3, fixture
  ///   `relative_array_gone_owner`), but the members it lists that have no size of their own still share the parent's
  ///   size between them, which they would not do without the view.
  static func goneTargets(_ document: SpecDocument) -> [String] {
    let referenced = document.root.referencedNames
    return document.root.paths.dropFirst().map { document.root[$0[...]] }.filter { e in
      !referenced.contains(e.name) && !e.properties.contains { $0.value.hasPrefix("[") }
        && !e.variants.contains { $0.properties.contains { $0.value.hasPrefix("[") } }
    }.map(\.name)
  }

  struct WrapTarget: Equatable {
    var name: String
    var axis: String
  }

  /// Containers that wrap an axis in `environment` (a `wrap` size, or none below the root); for a table row only
  /// the row's own size (its other size comes from the column size); no path layouts, no paged flows.
  static func wrapTargets(_ document: SpecDocument, _ environment: Environment) -> [WrapTarget] {
    guard let model = document.lowered() else { return [] }
    var targets: [WrapTarget] = []
    func visit(_ e: Element, _ parent: Element?, isRoot: Bool, parentVertical: Bool?) {
      let p = e.resolvedProperties(in: environment)
      // A path's curve is laid out in its current size, not the size being computed (code notes §1), so a wrapped
      // path's children are placed in another size than the one it wraps to: not a wrap target.
      // Nor a paged flow or its child: a paged flow's pages run along its lines when it wraps its width, across them
      // when it does not (code notes §2), and a child layout of a paged flow has its wrap cleared.
      let paged = { (x: Element) in x.kind == .flow && (x.resolvedProperties(in: environment).pagedCount ?? 0) > 0 }
      if e.kind.isContainer, e.kind != .path, !paged(e), !(parent.map(paged) ?? false), let name = e.name {
        for axis in ["width", "height"] {
          if e.kind == .row, (axis == "height") != (parentVertical ?? true) { continue }
          let size = axis == "width" ? p.width : p.height
          switch size?.kind {
          case .wrap?: targets.append(WrapTarget(name: name, axis: axis))
          case nil where !isRoot: targets.append(WrapTarget(name: name, axis: axis))
          default: break
          }
        }
      }
      for c in e.children { visit(c, e, isRoot: false, parentVertical: p.orientation != .horizontal) }
    }
    visit(model.root, nil, isRoot: true, parentVertical: nil)
    return targets
  }
}

/// How many checks of each property compared layouts, and how many wrapped containers were not compared (a cycle
/// through them, bounds that acted, a parent that sized them otherwise).
public struct CheckTally: Sendable {
  public var checks: [LayoutProperty: Int] = [:]
  public var wrapNotApplicable: [String: Int] = [:]
  public init() {}
  mutating func count(_ property: LayoutProperty) { checks[property, default: 0] += 1 }
}

/// Frames by path.
struct FrameMap {
  var items: [String: LayoutItem] = [:]
  var order: [String] = []

  init(_ result: LayoutResult) {
    for item in result.items {
      items[item.path] = item
      order.append(item.path)
    }
  }

  subscript(path: String) -> LayoutItem? { items[path] }
}

/// The path of the parent of the element at `path`, nil for the root.
func parentPath(_ path: String) -> String? {
  path.lastIndex(of: "/").map { String(path[..<$0]) }
}

/// Equal up to the error of adding the same numbers in another order.
func nearlyEqual(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}

extension Environment {
  func with(rtl: Bool? = nil, rounding: Bool? = nil) -> Environment {
    var copy = self
    if let rtl { copy.rtl = rtl }
    if let rounding { copy.roundsToPixels = rounding }
    return copy
  }
}
