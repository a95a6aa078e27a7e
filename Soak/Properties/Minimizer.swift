// Shrinking a violating document: drop elements, `when` blocks and properties while the same property still fails.

/// Greedy minimisation of a violation's document.
public enum Minimizer {
  /// The smallest document found (within `budget` re-checks) on which the violation's property still fails, with
  /// that violation.
  public static func minimize(_ violation: Violation, budget: Int = 600) -> Violation {
    var best = violation
    var checks = 0
    func attempt(_ candidate: SpecDocument) -> Bool {
      guard checks < budget else { return false }
      checks += 1
      guard candidate.lowered() != nil, let v = PropertyChecks.recheck(violation, on: candidate) else { return false }
      best = v
      return true
    }
    var progress = true
    while progress && checks < budget {
      progress = false
      // Whole subtrees, the last ones first (their removal keeps the paths of the others).
      for path in best.document.root.paths.reversed() where !path.isEmpty {
        var candidate = best.document
        candidate.root[path.dropLast()].children.remove(at: path[path.count - 1])
        if attempt(candidate) {
          progress = true
          break
        }
      }
      if progress { continue }
      for path in best.document.root.paths {
        let e = best.document.root[path[...]]
        for i in e.variants.indices.reversed() {
          var candidate = best.document
          candidate.root[path[...]].variants.remove(at: i)
          if attempt(candidate) { progress = true }
          if progress { break }
        }
        if progress { break }
        for i in e.properties.indices.reversed() {
          var candidate = best.document
          candidate.root[path[...]].properties.remove(at: i)
          if attempt(candidate) { progress = true }
          if progress { break }
        }
        if progress { break }
        for i in e.variants.indices where e.variants[i].properties.count > 1 {
          for j in e.variants[i].properties.indices {
            var candidate = best.document
            candidate.root[path[...]].variants[i].properties.remove(at: j)
            if attempt(candidate) { progress = true }
            if progress { break }
          }
          if progress { break }
        }
        if progress { break }
      }
    }
    return best
  }
}
