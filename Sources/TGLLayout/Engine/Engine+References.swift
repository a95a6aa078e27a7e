// Resolving names in references to element indices, names of the element itself or its parent to `self.` and
// `parent.`, and a reference's target while laying out (the rule is the model's `ResolvedTarget.resolve`).

import TGLSemantics

extension LayoutEngine {
  /// After flattening: `A.width` inside A becomes `self.width`, `P.width` inside P's child becomes `parent.width`,
  /// and any other known name becomes its element's index.
  mutating func canonicalizeReferences() {
    for i in specSharing.referringNodes { canonicalize(i) }
    canonicalizeArrays(from: 0)
  }

  /// Gives element `i` its own property set with its references canonical.
  mutating func canonicalize(_ i: Int) {
    var p = props[i]
    for axis in Axis.both {
      var a = p[axis]
      canonical(&a.head, i)
      canonical(&a.tail, i)
      canonical(&a.center, i)
      canonical(&a.size, i)
      p[axis] = a
    }
    canonical(&p.baseline, i)
    props[i] = p
  }

  /// Resolves the names in the reference arrays from `first` on to element indices.
  mutating func canonicalizeArrays(from first: Int) {
    for child in first..<tables.arrays.count {
      for r in tables.arrays[child].indices {
        if case .name(let id) = tables.arrays[child][r].target, let j = tree.nameIndex[tables.names[Int(id)]] {
          tables.arrays[child][r].target = .node(Int32(j))
        }
      }
    }
  }

  func canonical(_ r: inout ERef, _ i: Int) {
    guard case .name(let id) = r.target, let j = tree.nameIndex[tables.names[Int(id)]] else { return }
    switch ResolvedTarget.resolve(element: j, from: i, parent: { tree.nodes[$0].parent }) {
    case .this: r.target = .this
    case .parent: r.target = .parent
    case .sibling, .other, .unknown: r.target = .node(Int32(j))
    }
  }

  mutating func canonical(bounds: inout Int32, _ i: Int) {
    guard bounds >= 0 else { return }
    var pair = tables.pairs[Int(bounds)]
    canonical(&pair.min, i)
    canonical(&pair.max, i)
    bounds = tables.pair(pair.min, pair.max)
  }

  func canonical(_ b: inout EBound?, _ i: Int) {
    guard var bound = b, case .reference(var r) = bound.kind else { return }
    canonical(&r, i)
    bound.kind = .reference(r)
    b = bound
  }

  mutating func canonical(_ v: inout EPos?, _ i: Int) {
    guard var value = v else { return }
    canonical(bounds: &value.bounds, i)
    if case .reference(var r) = value.kind {
      canonical(&r, i)
      value.kind = .reference(r)
    }
    v = value
  }

  mutating func canonical(_ v: inout ESize?, _ i: Int) {
    guard var value = v else { return }
    canonical(bounds: &value.bounds, i)
    if case .reference(var r) = value.kind {
      canonical(&r, i)
      value.kind = .reference(r)
    }
    v = value
  }

  /// Resolves a reference target from element `node`: it must be a sibling or the parent; any other target is
  /// reported and reads as no reference (`.other` or `.unknown`).
  mutating func resolveTarget(_ target: ERef.Target, from node: Int) -> ResolvedTarget {
    switch target {
    case .parent: return .parent
    case .this: return .this
    case .node(let j):
      let resolved = ResolvedTarget.resolve(element: Int(j), from: node) { tree.nodes[$0].parent }
      if case .other(let index) = resolved {
        // The names and ids of the whole document, read only for the report (every relative layout resolves
        // references).
        ensureIdentities()
        let name = tree.names[index] ?? tree.ids[index].path
        report(.unresolvedReference, [node], "'\(name)' is not a sibling or the parent; the reference is ignored")
      }
      return resolved
    case .name(let id):
      let name = Int(id) < tables.names.count ? tables.names[Int(id)] : "?"
      report(.unresolvedReference, [node], "'\(name)' is not a sibling or the parent; the reference is ignored")
      return .unknown
    }
  }
}
