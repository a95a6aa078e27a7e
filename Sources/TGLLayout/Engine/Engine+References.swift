// Resolving names in references to element indices, names of the element itself or its parent to `self.` and
// `parent.`, and a reference's target while laying out (the rule is the model's `ResolvedTarget.resolve`). A name
// means the element of that name in the referrer's scope (`Element.scope`).

import TGLSemantics

extension LayoutEngine {
  /// After flattening: `A.width` inside A becomes `self.width`, `P.width` inside P's child becomes `parent.width`,
  /// and any other known name becomes its element's index.
  mutating func canonicalizeReferences() {
    // The arrays `scopedArray` adds are resolved already: those before them are the shared ones, read in scope 0.
    let shared = tables.arrays.count
    for i in specSharing.referringNodes { canonicalize(i) }
    canonicalizeArrays(0..<shared)
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

  /// Resolves the names in the reference arrays `ids` to element indices.
  mutating func canonicalizeArrays(_ ids: Range<Int>) {
    for child in ids {
      for r in tables.arrays[child].indices {
        if case .name(let id) = tables.arrays[child][r].target, let j = tree.nameIndex[tables.names[Int(id)]] {
          tables.arrays[child][r].target = .node(Int32(j))
        }
      }
    }
  }

  mutating func canonical(_ r: inout ERef, _ i: Int) {
    guard case .name(let id) = r.target, let j = element(named: id, from: i) else { return }
    switch ResolvedTarget.resolve(element: j, from: i, parent: { tree.nodes[$0].parent }) {
    case .this: r.target = .this
    case .parent: r.target = .parent
    case .sibling, .other, .unknown: r.target = .node(Int32(j))
    }
  }

  /// The element that name `id` means when element `i` refers to it: the element of that name in `i`'s scope of
  /// names (`Element.scope`). The expansion numbered the scopes, one per use of a component, so a component used twice
  /// refers to its own children at each use (design-whole-app.md §1.4): TangramKit reads the views the generated
  /// code of that use made. In a document without uses every element is of scope 0: the first of the name.
  func element(named id: Int32, from i: Int) -> Int? {
    let name = tables.names[Int(id)]
    guard !tree.scopes.isEmpty, tree.scopes[i] != 0 else { return tree.nameIndex[name] }
    return tree.scopedNameIndex[ScopedName(name: name, scope: tree.scopes[i])]
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
    } else if !tree.scopes.isEmpty, tree.scopes[i] != 0, case .array(let id) = value.kind {
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
    } else if !tree.scopes.isEmpty, tree.scopes[i] != 0, case .array(let id) = value.kind {
      value.kind = .array(scopedArray(id, i))
    }
    v = value
  }

  /// Array `id` as element `i`, of a scope other than 0, reads it: a new array of the elements of its names in `i`'s
  /// scope. Arrays are shared by equal values (the same array at each use of a component), and
  /// `canonicalizeArrays` resolves the shared ones in scope 0.
  mutating func scopedArray(_ id: Int32, _ i: Int) -> Int32 {
    var scoped = tables.arrays[Int(id)]
    for r in scoped.indices {
      guard case .name(let n) = scoped[r].target, let j = element(named: n, from: i) else { continue }
      scoped[r].target = .node(Int32(j))
    }
    tables.arrays.append(scoped)
    return Int32(tables.arrays.count - 1)
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
