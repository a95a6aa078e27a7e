// The hover on a view in a constraints container (issue 31): for each edge, the constraints that decided it, in the
// order the system added them (the container's size, the intrinsic sizes, then the members as written).

import TGLIDE
import Testing

@Suite struct ConstraintHoverTests {
  static let box = """
    constraints root {
        view $0box

        box.leading == parent.leading + 16
        box.trailing == parent.trailing - 16
        box.top == parent.top + 20
        box.height == 44
    }
    """

  func hover(_ marked: String, _ format: MarkupFormat = .plainText) -> String {
    let (source, offset) = cursor(marked)
    return Analysis(text: source).hover(at: offset, format: format)?.text ?? ""
  }

  /// In the default 375-point canvas: x is 16 from the leading member alone; the width, 375 − 16 − 16 = 343, moves with
  /// the container's width and both edge members; y and the height each come from one member.
  @Test func eachEdgeNamesTheConstraintsThatDecidedIt() {
    let lines = hover(Self.box).split(separator: "\n").map(String.init)
    let expected = [
      "Constraints (Auto Layout), in the order solved:",
      "x = 16: box.leading == parent.leading + 16",
      "y = 20: box.top == parent.top + 20",
      "width = 343: parent.width == 375 (the container's size from its parent); box.leading == parent.leading + 16; "
        + "box.trailing == parent.trailing - 16",
      "height = 44: box.height == 44",
    ]
    guard let start = lines.firstIndex(of: expected[0]) else {
      Issue.record("no constraints in \(lines)")
      return
    }
    #expect(Array(lines[start..<min(lines.count, start + 5)]) == expected)
  }

  /// Markdown puts each constraint in code: `0.5 * parent.width` is not read as emphasis.
  @Test func markdownPutsConstraintsInCode() {
    let text = hover(Self.box, .markdown)
    #expect(
      text.contains(
        "\n- width = 343: `parent.width == 375 (the container's size from its parent)`, "
          + "`box.leading == parent.leading + 16`, `box.trailing == parent.trailing - 16`"), "\(text)")
  }

  /// A view with its leading edge alone: its width, y and height are free, so the solver leaves them at 0 and the
  /// hover says no constraint decides them.
  @Test func anEdgeNoConstraintDecidesIsAmbiguous() {
    let lines = hover(
      """
      constraints root {
          view $0a
          a.leading == parent.leading + 8
      }
      """
    ).split(separator: "\n").map(String.init)
    let free = " (ambiguous: the constraints leave it free, Auto Layout puts it anywhere)"
    #expect(lines.contains("x = 8: a.leading == parent.leading + 8"), "\(lines)")
    #expect(lines.contains("width = 0: no constraint decides it" + free), "\(lines)")
    #expect(lines.contains("y = 0: no constraint decides it" + free), "\(lines)")
  }

  /// A view in a TangramKit container keeps its derivations, with no constraints.
  @Test func aViewElsewhereHasNoConstraintLines() {
    let text = hover(
      """
      linear root (vert) {
          view $0a { size: 10, 10 }
      }
      """)
    #expect(!text.contains("Constraints (Auto Layout)"), "\(text)")
  }
}
