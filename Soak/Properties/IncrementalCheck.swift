// Whole layouts against layouts through one cache: every size class in two orders, then edits made in place.

import TGLLayout
import TGLSemantics
import TGLTestSupport

extension PropertyChecks {
  /// A whole layout, a layout through a `LayoutCache` that saw other environments first (each environment a `when`
  /// block of the document names, and right to left, in a random order, twice), the cache's in-place updates after
  /// random edits made with `modifyProperties`, and its layout of the document with one element fewer all agree
  /// (architecture invariant 7).
  public static func incremental(_ document: SpecDocument, _ environment: Environment, editSeed: UInt64)
    -> Violation?
  {
    guard let model = document.lowered() else { return nil }
    var rng = SplitMix64(seed: editSeed)
    var environments = [environment, environment.with(rtl: true), environment.with(rounding: false)]
    for condition in conditions(document.root) {
      var env = environment
      env.widthClass = condition.width ?? .any
      env.heightClass = condition.height ?? .any
      env.orientation = condition.orientation ?? environment.orientation
      if !environments.contains(env) { environments.append(env) }
    }
    var cache = LayoutCache()
    for pass in 0..<2 {
      var order = environments
      order.shuffle(using: &rng)
      for env in order {
        let cached = cache.layout(model, in: env)
        let whole = layout(model, in: env)
        if let v = difference(cached, whole, document, env, setup: "through one cache, pass \(pass + 1)", editSeed) {
          return v
        }
      }
    }
    // Edits in place: each changes one element's own properties, as an editor would.
    var current = document
    var edited = model
    var steps: [String] = []
    _ = cache.layout(edited, in: environment)
    for step in 0..<4 {
      guard let path = rng.pick(current.root.paths) else { break }
      var next = current
      DocumentEdits.edit(&next.root[path[...]], isRoot: path.isEmpty, &rng)
      guard let lowered = next.lowered() else { continue }
      let properties = element(lowered.root, at: path).properties
      edited.modifyProperties(at: path) { $0 = properties }
      current = next
      steps.append(current.text)
      let cached = cache.layout(edited, in: environment)
      let whole = layout(edited, in: environment)
      if var v = difference(
        cached, whole, document, environment, setup: "after \(step + 1) edits in place (\(next.elementPath(path)))",
        editSeed)
      {
        v.steps = steps
        return v
      }
    }
    // Then another shape: one element fewer, laid out whole with the containers restored from the cache by hash.
    let removable = current.root.paths.dropFirst().filter {
      !current.root.referencedNames.contains(current.root[$0[...]].name)
    }
    if let path = rng.pick(removable), let last = path.last {
      current.root[path.dropLast()].children.remove(at: last)
      if let smaller = current.lowered() {
        steps.append(current.text)
        if var v = difference(
          cache.layout(smaller, in: environment), layout(smaller, in: environment), document, environment,
          setup: "after the edits in place and \(document.elementPath(path)) removed", editSeed)
        {
          v.steps = steps
          return v
        }
      }
    }
    return nil
  }

  static func element(_ root: Element, at path: [Int]) -> Element {
    path.reduce(root) { $0.children[$1] }
  }

  /// The conditions of every `when` block in the subtree.
  static func conditions(_ e: SpecElement) -> [SizeClassCondition] {
    var result: [SizeClassCondition] = []
    for v in e.variants {
      var condition = SizeClassCondition()
      for part in v.condition.split(separator: ",").map({ $0.trimmingCharacters(in: " ") }) {
        switch part {
        case "landscape": condition.orientation = .landscape
        case "portrait": condition.orientation = .portrait
        case "width: compact": condition.width = .compact
        case "width: regular": condition.width = .regular
        case "height: compact": condition.height = .compact
        case "height: regular": condition.height = .regular
        default: break
        }
      }
      if !result.contains(condition) { result.append(condition) }
    }
    for c in e.children { result += conditions(c).filter { !result.contains($0) } }
    return result
  }

  static func difference(
    _ cached: LayoutResult, _ whole: LayoutResult, _ document: SpecDocument, _ env: Environment, setup: String,
    _ editSeed: UInt64
  ) -> Violation? {
    guard cached != whole else { return nil }
    let wholeFrames = FrameMap(whole)
    var element = "(reports)"
    var expected = "\(whole.reports.count) reports"
    var got = "\(cached.reports.count) reports"
    for item in cached.items {
      guard let w = wholeFrames[item.path] else {
        element = item.path
        expected = "no element"
        got = describe(item.frame)
        break
      }
      if w != item {
        element = item.path
        expected = "\(describe(w.frame)) (whole layout)"
        got = "\(describe(item.frame)) (cache)"
        break
      }
    }
    return Violation(
      property: .incremental, target: .edits(editSeed), document: document, environment: env, setup: setup,
      element: element, expected: expected, got: got)
  }
}

/// Random edits of one element's own properties (its `when` blocks stay).
enum DocumentEdits {
  static func edit(_ e: inout SpecElement, isRoot: Bool, _ rng: inout SplitMix64) {
    switch rng.int(in: 0...7) {
    case 0: e.set("width", "\(rng.int(in: 0...150))")
    case 1: e.set("height", rng.pick(["wrap", "\(rng.int(in: 0...120))", "fill", "50%"]) ?? "wrap")
    case 2 where !isRoot: e.set("visibility", e.value(of: "visibility") == "gone" ? "visible" : "gone")
    case 3 where !isRoot: e.set(rng.chance(50) ? "top" : "left", "\(rng.int(in: 0...20))")
    case 4 where e.kind.isContainer: e.set("padding", "\(rng.int(in: 0...12))")
    case 5 where e.kind.isContainer: e.set("space", "\(rng.int(in: 0...10))")
    case 6 where !e.properties.isEmpty:
      if let victim = rng.pick(e.properties), !["polar", "rectangular", "parametric"].contains(victim.name) {
        e.properties.removeAll { $0.name == victim.name }
      }
    default: e.set("height", "\(rng.int(in: 10...80)).5")
    }
  }
}
