// One verdict on dependency cycles: `tgl layout`, `tgl check` and the editor's analysis report the same cycle errors
// for any document (a property test over seeded random documents).

import TGLDiagnostics
import TGLIDE
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct CycleVerdictTests {
  /// The headlines of the error-level dependency-cycle findings (`<stdin>:L:C: error[dependency-cycle]: ...`).
  static func cycleErrors(_ text: String) -> Set<String> {
    Set(errors(text).filter { $0.contains(": error[dependency-cycle]: ") })
  }

  /// Every error headline in a command's output.
  static func errors(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<stdin>:") && $0.contains(": error[") }
  }

  /// The editor's error-level cycle findings, rendered as the commands render theirs.
  static func editorCycleErrors(_ text: String) -> Set<String> {
    let renderer = DiagnosticRenderer(
      path: "<stdin>", index: LineIndex(bytes: Array(text.utf8)), options: RenderOptions(color: false, excerpts: false))
    let found = Analysis(text: text).diagnostics.filter { $0.severity == .error && $0.rule == .dependencyCycle }
    return Set(found.map { renderer.render($0).split(separator: "\n").first.map(String.init) ?? "" })
  }

  @Test func layoutCheckAndEditorAgreeOnRandomDocuments() {
    var withCycles = 0
    var wrappedParentSizes = 0
    for seed in UInt64(1)...UInt64(100) {
      var generator = CycleDocuments(rng: SplitMix64(seed: seed))
      let text = generator.document()
      if generator.wrappedRelativeWithParentSize { wrappedParentSizes += 1 }
      let layout = runTGL(["layout", "-"], input: text)
      let check = runTGL(["check", "-"], input: text)
      let layoutErrors = Self.errors(layout.error)
      let verdict = Self.cycleErrors(layout.error)
      #expect(verdict == Self.cycleErrors(check.output), "seed \(seed): layout and check\n\(text)")
      #expect(verdict == Self.editorCycleErrors(text), "seed \(seed): layout and the editor\n\(text)")
      #expect(layout.status == (layoutErrors.isEmpty ? 0 : 1), "seed \(seed): the exit status follows the errors")
      #expect(Set(layoutErrors).isSubset(of: Self.errors(check.output)), "seed \(seed): an error check does not give")
      if !verdict.isEmpty { withCycles += 1 }
    }
    // The documents exercise both answers and the timeline idiom, or the agreement says little.
    #expect(withCycles > 10 && withCycles < 90, "\(withCycles) documents with cycles")
    #expect(wrappedParentSizes > 5, "\(wrappedParentSizes) wrapped relative layouts with a child sized from them")
  }

  /// The timeline cell: a line as tall as its wrapped cell is no cycle for any of the three.
  @Test func aLineAsTallAsItsWrappedCellIsNoError() {
    let text = """
      linear List (vert) {
          width: 320
          height: wrap
          relative Cell {
              width: fill
              height: wrap
              view line { left: 20; width: 2; height: parent.height }
              label text { left: 40; top: 8; width: 200; height: 30 }
          }
      }

      """
    #expect(runTGL(["layout", "-"], input: text).status == 0)
    #expect(Self.cycleErrors(runTGL(["check", "-"], input: text).output).isEmpty)
    #expect(Self.editorCycleErrors(text).isEmpty)
  }
}

/// Random `.tgl` documents whose sizes and positions wrap, fill, weigh, and refer to the parent, to siblings (before
/// and after them, so that cycles form) and to themselves, in every kind of container.
struct CycleDocuments {
  var rng: SplitMix64
  var count = 0
  /// True once a wrapped relative layout has a child whose size refers to the layout (the timeline idiom).
  var wrappedRelativeWithParentSize = false

  init(rng: SplitMix64) { self.rng = rng }

  mutating func document() -> String {
    container("Root", depth: 0, indent: "", isRoot: true)
  }

  static let containers = [
    "linear (vert)", "linear (horz)", "frame", "relative", "relative", "flow (vert, 2)", "float (vert)", "table (vert)",
    "path",
  ]

  mutating func container(_ name: String, depth: Int, indent: String, isRoot: Bool) -> String {
    let header = rng.pick(Self.containers) ?? "relative"
    let parts = header.split(separator: " ", maxSplits: 1).map(String.init)
    count += 1
    let wrapsHeight = !isRoot && rng.chance(60) || isRoot && rng.chance(40)
    var lines = ["\(indent)\(parts[0]) \(name)\(parts.count > 1 ? " " + parts[1] : "") {"]
    let inner = indent + "    "
    if isRoot {
      lines.append(inner + "width: " + (rng.chance(70) ? "320" : "wrap"))
      lines.append(inner + "height: " + (wrapsHeight ? "wrap" : "480"))
    } else {
      lines.append(inner + "width: " + (rng.pick(["fill", "wrap", "200", "50%"]) ?? "wrap"))
      lines.append(inner + "height: " + (wrapsHeight ? "wrap" : rng.pick(["120", "fill", "40%"]) ?? "120"))
    }
    if parts[0] == "path" { lines.append(inner + "rectangular: 0; spaceType: count(4)") }
    if parts[0] == "table" {
      for row in 0..<rng.int(in: 1...2) {
        count += 1
        lines.append(inner + "row R\(count)x\(row) {")
        lines.append(inner + "    height: " + (rng.pick(["wrap", "30", "fill", "parent.height"]) ?? "wrap"))
        lines += children(depth: depth, indent: inner + "    ", inRelative: false, wraps: true)
        lines.append(inner + "}")
      }
    } else {
      lines += children(depth: depth, indent: inner, inRelative: parts[0] == "relative", wraps: wrapsHeight)
    }
    if parts[0] == "relative" && rng.chance(40) {
      // The timeline's line, spanning the cell by a reference to it or by both edges.
      let span = rng.pick(["height: parent.height", "top: 0; bottom: 0", "height: parent.height - 4"]) ?? ""
      lines.append(inner + "view L\(count) { left: 4; width: 2; \(span) }")
      if wrapsHeight && span.hasPrefix("height") { wrappedRelativeWithParentSize = true }
    }
    lines.append(indent + "}")
    return lines.joined(separator: "\n") + (isRoot ? "\n" : "")
  }

  mutating func children(depth: Int, indent: String, inRelative: Bool, wraps: Bool) -> [String] {
    let names = (0..<rng.int(in: 2...4)).map { "V\(count)x\($0)" }
    var lines: [String] = []
    for (n, child) in names.enumerated() {
      let siblings = names.enumerated().filter { $0.offset != n }.map(\.element)
      if depth < 2 && rng.chance(25) {
        lines.append(container(child, depth: depth + 1, indent: indent, isRoot: false))
      } else {
        lines.append(leaf(child, siblings: siblings, indent: indent, inRelative: inRelative, wraps: wraps))
      }
    }
    return lines
  }

  mutating func leaf(_ name: String, siblings: [String], indent: String, inRelative: Bool, wraps: Bool) -> String {
    var properties: [String] = []
    let width = size("width", siblings: siblings)
    let height = size("height", siblings: siblings)
    if let width { properties.append("width: \(width)") }
    if let height {
      properties.append("height: \(height)")
      if inRelative && wraps && height.hasPrefix("parent.height") { wrappedRelativeWithParentSize = true }
    }
    for key in ["left", "right", "top", "bottom", "centerX", "centerY"] where rng.chance(18) {
      properties.append("\(key): \(position(key, siblings: siblings))")
    }
    if rng.chance(8) { properties.append("visibility: gone") }
    let kind = rng.pick(["view", "view", "label"]) ?? "view"
    return "\(indent)\(kind) \(name) { " + properties.joined(separator: "; ") + " }"
  }

  mutating func size(_ key: String, siblings: [String]) -> String? {
    let sibling = rng.pick(siblings) ?? "parent"
    switch rng.int(in: 0...11) {
    case 0, 1: return String(rng.int(in: 10...80))
    case 2: return "wrap"
    case 3: return "fill"
    case 4: return "\(rng.int(in: 10...60))%"
    case 5: return "parent.\(key)"
    case 6: return "parent.\(key == "width" ? "height" : "width")"
    case 7: return "\(sibling).\(rng.pick(["width", "height"]) ?? "width")"
    case 8: return "\(sibling).\(key) + 4"
    case 9: return "self.\(key == "width" ? "height" : "width")"
    case 10: return "\(rng.int(in: 10...80)) min \(sibling).\(key)"
    default: return nil
    }
  }

  mutating func position(_ key: String, siblings: [String]) -> String {
    let horizontal = ["left", "right", "centerX"].contains(key)
    let edges = horizontal ? ["left", "right", "centerX"] : ["top", "bottom", "centerY"]
    let sibling = rng.pick(siblings) ?? "parent"
    switch rng.int(in: 0...4) {
    case 0: return String(rng.int(in: 0...20))
    case 1: return "\(rng.int(in: 5...30))%"
    case 2: return "parent.\(rng.pick(edges) ?? key)"
    default: return "\(sibling).\(rng.pick(edges) ?? key) + \(rng.int(in: 0...8))"
    }
  }
}
