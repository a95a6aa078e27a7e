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

  mutating func canonical(_ r: inout ERef, _ i: Int) {
    guard case .name(let id) = r.target, let first = tree.nameIndex[tables.names[Int(id)]] else { return }
    let j = inScope(first, from: i)
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

  mutating func canonical(_ b: inout EBound?, _ i: Int) {
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
    } else if tree.namesRepeatPerUse, case .array(let id) = value.kind {
      value.kind = .array(scopedArray(id, i))
    }
    v = value
  }

  mutating func canonical(_ v: inout ESize?, _ i: Int) {
    guard var value = v else { return }
    canonical(bounds: &value.bounds, i)
    if case .reference(var r) = value.kind {
      canonical(&r, i)
      value.kind = .reference(r)
    } else if tree.namesRepeatPerUse, case .array(let id) = value.kind {
      value.kind = .array(scopedArray(id, i))
    }
    v = value
  }

  /// Array `id` as element `i` reads it: when one of its names is repeated and `i` reaches another element of that
  /// name than the document's first (a component used twice, `inScope`), a new array of those elements; else `id`,
  /// whose names `canonicalizeArrays` resolves to the first of each. Arrays are shared by equal values, so the names of
  /// one use cannot be resolved in the shared array.
  mutating func scopedArray(_ id: Int32, _ i: Int) -> Int32 {
    var scoped = tables.arrays[Int(id)]
    var changed = false
    for r in scoped.indices {
      guard case .name(let n) = scoped[r].target, let first = tree.nameIndex[tables.names[Int(n)]] else { continue }
      let j = inScope(first, from: i)
      scoped[r].target = .node(Int32(j))
      if j != first { changed = true }
    }
    guard changed else { return id }
    tables.arrays.append(scoped)
    return Int32(tables.arrays.count - 1)
  }

  /// The element named like `first` (the document's first of that name) that element `i` refers to: `first` when it
  /// is `i`, its parent or a sibling, else the one of that name among `i`, its parent and its siblings. A component
  /// used twice repeats the names of its tree, and each use's references are its own (design-whole-app.md §1.4):
  /// TangramKit reads the views the generated code of that use made, so the second use's `b` is placed against its
  /// own `a`. Only in a document whose names repeat per use (`LayoutDocument.namesRepeatPerUse`); every other keeps
  /// the first of the name. The names are read only when `first` is out of reach.
  mutating func inScope(_ first: Int, from i: Int) -> Int {
    guard tree.namesRepeatPerUse else { return first }
    let parent = { (n: Int) in self.tree.nodes[n].parent }
    guard case .other = ResolvedTarget.resolve(element: first, from: i, parent: parent) else { return first }
    ensureIdentities()
    let name = tree.names[first]
    var candidates = [i]
    let p = tree.nodes[i].parent
    if p >= 0 {
      candidates.append(p)
      var child = p + 1
      while child < tree.nodes[p].end {
        candidates.append(child)
        child = tree.nodes[child].end
      }
    }
    switch ResolvedTarget.resolve(among: candidates.filter { tree.names[$0] == name }, from: i, parent: parent) {
    case .this: return i
    case .parent: return p
    case .sibling(let j): return j
    case .other, .unknown: return first
    }
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
