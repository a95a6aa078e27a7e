// Elements of a kind the language does not have (reported by the lowering; suggestions added here).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// An element kind that does not exist.
///
/// Lint: reports an element whose kind is not one of the containers and leaves of the language, with the
/// closest kind when there is one; the element and its children are left out of the layout. Fix: the closest
/// kind.
struct UnknownKind: LintRule {
  static let description = RuleDescription(
    id: .unknownKind, defaultSeverity: .error, summary: "an element of a kind that does not exist",
    explanation: """
      The kinds are the containers `linear`, `relative`, `frame`, `table`, `row`, `flow`, `float` and `path`,
      and the leaves `view`, `label`, `image`, `button` and `spacer`. An element of any other kind still
      parses, but it is left out of the layout together with its children.

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 100

          veiw A { width: fill; height: 40 }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 100

          view A { width: fill; height: 40 }
      }
      ```
      """)

  /// Adds the closest kind to the lowering's message, with a fix.
  static func refine(_ d: Diagnostic, _ file: FileContext) -> Diagnostic {
    var d = d
    let written = file.text(d.range)
    if let suggestion = Spelling.closest(to: written, among: ElementKind.allCases.map(\.rawValue)) {
      d.message += "; did you mean '\(suggestion)'?"
      d.fixes = [Fix(title: "change to '\(suggestion)'", edits: [TextEdit(range: d.range, newText: suggestion)])]
    } else {
      d.message += "; use one of " + ElementKind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
    return d
  }
}

/// Finding the closest name for "did you mean" suggestions.
enum Spelling {
  /// The candidate closest to `word` when it is close enough: one edit for words of up to five characters,
  /// two for longer ones (a swap of neighbours counts as one edit). Names of one or two characters get none.
  static func closest(to word: String, among candidates: [String]) -> String? {
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
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
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
