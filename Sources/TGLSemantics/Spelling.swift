// "Did you mean" suggestions: the closest of a set of names, shared by the lowering's and the lint's messages.

/// Finding the closest name for "did you mean" suggestions.
public enum Spelling {
  /// The candidate closest to `word` when it is close enough: one edit for words of up to five characters,
  /// two for longer ones (a swap of neighbours counts as one edit). Names of one or two characters get none.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let characters = Array(word.lowercased())
    guard characters.count > 2 else { return nil }
    let limit = characters.count <= 5 ? 1 : 2
    var best: (String, Int)?
    for candidate in candidates where candidate != word {
      let d = distance(characters, Array(candidate.lowercased()))
      if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
    }
    return best?.0
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
  public static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = Array(repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
      }
      before = previous
      previous = current
    }
    return previous[b.count]
  }
}
