// Unified diffs of two texts, line by line (Myers' O(ND) algorithm), for `tgl fmt --diff`.

/// Builds unified diffs like `diff -u`, with three lines of context.
public enum UnifiedDiff {
  public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    let oldLines = splitLines(old)
    let newLines = splitLines(new)
    let script = editScript(oldLines, newLines)
    guard script.contains(where: { $0.kind != .keep }) else { return "" }
    var out = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks(script, context: context) {
      out += hunk.header + "\n"
      for edit in hunk.edits {
        switch edit.kind {
        case .keep: out += " " + printed(oldLines[edit.oldIndex])
        case .delete: out += "-" + printed(oldLines[edit.oldIndex])
        case .insert: out += "+" + printed(newLines[edit.newIndex])
        }
      }
    }
    return out
  }

  enum Kind { case keep, delete, insert }

  struct Edit {
    var kind: Kind
    var oldIndex: Int
    var newIndex: Int
  }

  struct Hunk {
    var header: String
    var edits: [Edit]
  }

  /// Lines split after every LF, each with its LF: a last line without one differs from the same text with one,
  /// as `diff -u` sees it. Splitting the scalars, not the characters: in Swift "\r\n" is one Character, so a CRLF
  /// file split by Character would be one line. Each CR stays at the end of its line, as `diff -u` keeps it.
  static func splitLines(_ text: String) -> [String] {
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      line.append(scalar)
      if scalar == "\n" {
        lines.append(String(line))
        line = String.UnicodeScalarView()
      }
    }
    if !line.isEmpty { lines.append(String(line)) }
    return lines
  }

  /// A line as a diff prints it: a line without its LF is followed by `diff`'s marker, which `patch` reads.
  static func printed(_ line: String) -> String {
    line.unicodeScalars.last == "\n" ? line : line + "\n\\ No newline at end of file\n"
  }

  /// The shortest edit script from `a` to `b` (Myers, greedy forward search with a trace).
  static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
    let n = a.count
    let m = b.count
    let maximum = n + m
    var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
    var trace: [[Int]] = []
    var finalDistance = 0
    search: for distance in 0...max(maximum, 0) {
      trace.append(frontier)
      for k in stride(from: -distance, through: distance, by: 2) {
        var x: Int
        if k == -distance || (k != distance && frontier[maximum + k - 1] < frontier[maximum + k + 1]) {
          x = frontier[maximum + k + 1]
        } else {
          x = frontier[maximum + k - 1] + 1
        }
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        frontier[maximum + k] = x
        if x >= n && y >= m {
          finalDistance = distance
          break search
        }
      }
    }
    var edits: [Edit] = []
    var x = n
    var y = m
    for distance in stride(from: finalDistance, through: 0, by: -1) {
      let previous = trace[distance]
      let k = x - y
      let previousK: Int
      if k == -distance || (k != distance && previous[maximum + k - 1] < previous[maximum + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = distance == 0 ? 0 : previous[maximum + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        edits.append(Edit(kind: .keep, oldIndex: x, newIndex: y))
      }
      if distance > 0 {
        if x == previousX {
          y -= 1
          edits.append(Edit(kind: .insert, oldIndex: x, newIndex: y))
        } else {
          x -= 1
          edits.append(Edit(kind: .delete, oldIndex: x, newIndex: y))
        }
      }
    }
    return edits.reversed()
  }

  /// Groups changes that are at most `2 * context` unchanged lines apart, each with its context.
  static func hunks(_ script: [Edit], context: Int) -> [Hunk] {
    let changes = script.indices.filter { script[$0].kind != .keep }
    guard var groupFirst = changes.first else { return [] }
    var groupLast = groupFirst
    var groups: [(Int, Int)] = []
    for change in changes.dropFirst() {
      if change - groupLast - 1 > 2 * context {
        groups.append((groupFirst, groupLast))
        groupFirst = change
      }
      groupLast = change
    }
    groups.append((groupFirst, groupLast))
    return groups.map { first, last in
      let edits = Array(script[max(0, first - context)..<min(script.count, last + context + 1)])
      return Hunk(header: header(for: edits), edits: edits)
    }
  }

  static func header(for edits: [Edit]) -> String {
    let oldCount = edits.filter { $0.kind != .insert }.count
    let newCount = edits.filter { $0.kind != .delete }.count
    let oldStart = (edits.first?.oldIndex ?? 0) + (oldCount == 0 ? 0 : 1)
    let newStart = (edits.first?.newIndex ?? 0) + (newCount == 0 ? 0 : 1)
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
  }
}
