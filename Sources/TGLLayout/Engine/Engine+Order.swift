// Orders siblings so that the ones a view refers to come before it, which keeps on-demand resolution shallow.

import TGLSemantics

extension LayoutEngine {
  /// `kids` with every child after the siblings it refers to (Kahn's algorithm; children in a cycle keep their
  /// document order at the end). With `positions`, position references count too, not only size references.
  func dependencyOrder(_ kids: [Int], positions: Bool) -> [Int] {
    guard kids.count > 1, kids.contains(where: { refersToSibling($0, positions: positions) }) else { return kids }
    var slot: [Int: Int] = [:]
    slot.reserveCapacity(kids.count)
    for (n, child) in kids.enumerated() { slot[child] = n }
    var dependents = Array(repeating: [Int](), count: kids.count)
    var waiting = Array(repeating: 0, count: kids.count)
    for (n, child) in kids.enumerated() {
      var seen: Set<Int> = []
      forEachReferenceTarget(child, positions: positions) { target in
        guard case .node(let j) = target, let m = slot[Int(j)], m != n, seen.insert(m).inserted else { return }
        dependents[m].append(n)
        waiting[n] += 1
      }
    }
    var order: [Int] = []
    order.reserveCapacity(kids.count)
    var ready = (0..<kids.count).filter { waiting[$0] == 0 }
    var next = 0
    while next < ready.count {
      let n = ready[next]
      next += 1
      order.append(kids[n])
      for d in dependents[n] {
        waiting[d] -= 1
        if waiting[d] == 0 { ready.append(d) }
      }
    }
    if order.count < kids.count {
      for (n, child) in kids.enumerated() where waiting[n] > 0 { order.append(child) }
    }
    return order
  }

  /// True when one of `child`'s values refers to an element by index (a name resolved while flattening).
  func refersToSibling(_ child: Int, positions: Bool) -> Bool {
    var found = false
    forEachReferenceTarget(child, positions: positions) { target in
      if case .node = target { found = true }
    }
    return found
  }

  /// The targets of every reference in `child`'s values, as canonicalised (`self`, `parent`, an element, or a name
  /// that names no element).
  func referenceTargets(_ child: Int, positions: Bool) -> [ERef.Target] {
    var out: [ERef.Target] = []
    forEachReferenceTarget(child, positions: positions) { out.append($0) }
    return out
  }

  /// Calls `body` with the target of every reference in `child`'s values, in the order of `referenceTargets`. (Ordering
  /// the children of every relative layout built two arrays per child that refers to something.)
  func forEachReferenceTarget(_ child: Int, positions: Bool, _ body: (ERef.Target) -> Void) {
    func add(_ r: ERef) { body(r.target) }
    func add(bounds: Int32) {
      guard bounds >= 0 else { return }
      let pair = tables.pairs[Int(bounds)]
      if case .reference(let r)? = pair.min?.kind { add(r) }
      if case .reference(let r)? = pair.max?.kind { add(r) }
    }
    func add(_ p: EPos?) {
      guard let p else { return }
      switch p.kind {
      case .reference(let r): add(r)
      case .array(let id): for r in tables.arrays[Int(id)] { add(r) }
      default: break
      }
      add(bounds: p.bounds)
    }
    for axis in Axis.both {
      let a = axisProps(child, axis)
      if let s = a.size {
        switch s.kind {
        case .reference(let r): add(r)
        case .array(let id): for r in tables.arrays[Int(id)] { add(r) }
        default: break
        }
        add(bounds: s.bounds)
      }
      if positions {
        add(a.head)
        add(a.tail)
        add(a.center)
      }
    }
    if positions { add(props[child].baseline) }
  }
}
