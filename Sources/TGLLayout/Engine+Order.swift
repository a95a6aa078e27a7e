// Orders siblings so that the ones a view refers to come before it, which keeps on-demand resolution shallow.

import TGLSemantics

extension LayoutEngine {
  /// `kids` with every child after the siblings it refers to (Kahn's algorithm; children in a cycle keep their
  /// document order at the end). With `positions`, position references count too, not only size references.
  func dependencyOrder(_ kids: [Int], positions: Bool) -> [Int] {
    guard kids.count > 1, kids.contains(where: { refersToSibling($0, positions: positions) }) else { return kids }
    var slot: [Int: Int] = [:]
    slot.reserveCapacity(kids.count)
    for (n, k) in kids.enumerated() { slot[k] = n }
    var dependents = Array(repeating: [Int](), count: kids.count)
    var waiting = Array(repeating: 0, count: kids.count)
    for (n, k) in kids.enumerated() {
      var seen: Set<Int> = []
      for j in siblingReferences(k, positions: positions) {
        guard let m = slot[j], m != n, seen.insert(m).inserted else { continue }
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
      for (n, k) in kids.enumerated() where waiting[n] > 0 { order.append(k) }
    }
    return order
  }

  func refersToSibling(_ k: Int, positions: Bool) -> Bool {
    !siblingReferences(k, positions: positions).isEmpty
  }

  /// The element indices that `k`'s values refer to by name (resolved references only).
  func siblingReferences(_ k: Int, positions: Bool) -> [Int] {
    referenceTargets(k, positions: positions).compactMap { target in
      if case .node(let j) = target { return Int(j) }
      return nil
    }
  }

  /// The targets of every reference in `k`'s values, as canonicalised (`self`, `parent`, an element, or a name
  /// that names no element).
  func referenceTargets(_ k: Int, positions: Bool) -> [ERef.Target] {
    var out: [ERef.Target] = []
    func add(_ r: ERef) { out.append(r.target) }
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
      let a = ax(k, axis)
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
    if positions { add(props[k].baseline) }
    return out
  }
}
