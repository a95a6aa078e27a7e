// Rewriting references by name to the element itself or its parent into `self.` and `parent.` forms.

import TGLSemantics

extension LayoutEngine {
  /// After flattening: `A.width` inside A becomes `self.width`, `P.width` inside P's child becomes `parent.width`.
  mutating func canonicalizeReferences() {
    for i in referringNodes {
      var p = props[i]
      var changed = false
      for axis in Axis.both {
        var a = p[axis]
        changed = canonical(&a.head, i) || changed
        changed = canonical(&a.tail, i) || changed
        changed = canonical(&a.center, i) || changed
        changed = canonical(&a.size, i) || changed
        p[axis] = a
      }
      changed = canonical(&p.baseline, i) || changed
      if changed { props[i] = p }
    }
  }

  func canonicalTarget(_ t: ReferenceTarget, _ i: Int) -> ReferenceTarget? {
    guard case .element(let name) = t, let j = nameIndex[name] else { return nil }
    if j == i { return .this }
    if j == parents[i] { return .parent }
    return nil
  }

  func canonical(_ r: inout Reference, _ i: Int) -> Bool {
    guard let t = canonicalTarget(r.target, i) else { return false }
    r.target = t
    return true
  }

  func canonical(_ b: inout Bound?, _ i: Int) -> Bool {
    guard var bound = b, case .reference(var r) = bound.kind, canonical(&r, i) else { return false }
    bound.kind = .reference(r)
    b = bound
    return true
  }

  func canonical(_ v: inout PositionValue?, _ i: Int) -> Bool {
    guard var value = v else { return false }
    var changed = canonical(&value.min, i)
    changed = canonical(&value.max, i) || changed
    switch value.kind {
    case .reference(var r):
      if canonical(&r, i) {
        value.kind = .reference(r)
        changed = true
      }
    case .array(var rs):
      var any = false
      for k in rs.indices { any = canonical(&rs[k], i) || any }
      if any {
        value.kind = .array(rs)
        changed = true
      }
    default: break
    }
    if changed { v = value }
    return changed
  }

  func canonical(_ v: inout SizeValue?, _ i: Int) -> Bool {
    guard var value = v else { return false }
    var changed = canonical(&value.min, i)
    changed = canonical(&value.max, i) || changed
    switch value.kind {
    case .reference(var r):
      if canonical(&r, i) {
        value.kind = .reference(r)
        changed = true
      }
    case .array(var rs):
      var any = false
      for k in rs.indices { any = canonical(&rs[k], i) || any }
      if any {
        value.kind = .array(rs)
        changed = true
      }
    default: break
    }
    if changed { v = value }
    return changed
  }
}
