// Lowering a constraints container (issue 31): its equations into `Element.constraints` with exact values and ranges,
// its leaves' content priorities, and the errors for what cannot be read.

import TGLDiagnostics
import TGLSemantics
import Testing

/// The byte range of the `occurrence`-th (from 0) appearance of `text` in `source`.
private func range(of text: String, in source: String, occurrence: Int = 0) -> Range<Int> {
  let bytes = Array(source.utf8)
  let needle = Array(text.utf8)
  var found = 0
  for start in 0...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
    if found == occurrence { return start..<start + needle.count }
    found += 1
  }
  return 0..<0
}

@Suite struct ConstraintLoweringTests {
  @Test func theCardsConstraintsLowerInSourceOrder() throws {
    let source = """
      constraints card {
          width: fill
          view avatar { intrinsic: 44, 44 }
          label title { text: "Ada" }
          avatar.leading == parent.leading + 16
          avatar.height == avatar.width
          title.trailing <= parent.trailing - 16 @750
          avatar.width == 44
          parent.bottom >= title.bottom + 12 @low
      }
      """
    let (root, diagnostics) = lowerOne(source)
    #expect(diagnostics.isEmpty)
    let card = try #require(root)
    #expect(card.kind == .constraints)
    #expect(card.constraints.count == 5)
    // `avatar.leading == parent.leading + 16`: multiplier 1, constant +16, required.
    let first = card.constraints[0]
    #expect(first.first == AnchorReference(.child("avatar"), .leading, range: range(of: "avatar.leading", in: source)))
    #expect(first.relation == .equal)
    #expect(first.second == AnchorReference(.parent, .leading, range: range(of: "parent.leading", in: source)))
    #expect(first.multiplier == 1)
    #expect(first.constant == 16)
    #expect(first.priority == .required)
    #expect(first.range == range(of: "avatar.leading == parent.leading + 16", in: source))
    // `avatar.height == avatar.width`: an item against itself.
    #expect(card.constraints[1].second?.item == .child("avatar"))
    #expect(card.constraints[1].second?.anchor == .width)
    #expect(card.constraints[1].constant == 0)
    // `- 16` is a constant of −16; `@750` a priority of 750.
    let third = card.constraints[2]
    #expect(third.first.anchor == .trailing)
    #expect(third.relation == .lessOrEqual)
    #expect(third.constant == -16)
    #expect(third.priority == ConstraintPriority(750))
    // A size against a constant has no second item.
    let fourth = card.constraints[3]
    #expect(fourth.second == nil)
    #expect(fourth.constant == 44)
    #expect(fourth.multiplier == 1)
    // `parent` on the left, `@low` is 250.
    let fifth = card.constraints[4]
    #expect(fifth.first.item == .parent)
    #expect(fifth.relation == .greaterOrEqual)
    #expect(fifth.priority == ConstraintPriority(250))
    #expect(fifth.constant == 12)
  }

  @Test func multipliersAreReadOnEitherSideAndFromADivision() throws {
    let source = """
      constraints C {
          view a {}
          a.width == 0.5 * parent.width + 8
          a.height == parent.height * 0.25 - 2
          a.centerX == parent.centerX / 2
          a.centerY == -(parent.centerY) + 3 @fittingSize
          a.top == parent.top + 2 * 4 @required
      }
      """
    let (root, diagnostics) = lowerOne(source)
    #expect(diagnostics.isEmpty)
    let c = try #require(root).constraints
    #expect(c.map(\.multiplier) == [0.5, 0.25, 0.5, -1, 1])
    #expect(c.map(\.constant) == [8, -2, 0, 3, 8])
    #expect(c.map(\.priority.value) == [1000, 1000, 1000, 50, 1000])
    #expect(c.map { $0.second?.anchor } == [.width, .height, .centerX, .centerY, .top])
  }

  @Test func aConstraintMayNameAChildWrittenBelowIt() throws {
    let (root, diagnostics) = lowerOne("constraints C {\n    a.top == b.bottom\n    view a {}\n    view b {}\n}")
    #expect(diagnostics.isEmpty)
    #expect(try #require(root).constraints.first?.second?.item == .child("b"))
  }

  @Test func contentPrioritiesPerAxisWithAutoLayoutsDefaults() throws {
    let source = """
      constraints C {
          label a { hugging: horz 251, vert 252; compression: vert 749 }
          image b { compression: horz 1 }
          button c {}
      }
      """
    let (root, diagnostics) = lowerOne(source)
    #expect(diagnostics.isEmpty)
    let a = try #require(child(root, "a")).properties
    #expect(a.hugging == AxisPriorities(horizontal: 251, vertical: 252))
    #expect(a.compression == AxisPriorities(vertical: 749))
    #expect(a.contentPriorities.hugging(.horizontal) == 251)
    #expect(a.contentPriorities.hugging(.vertical) == 252)
    // Unwritten: UIKit's defaults for a view made in code, compression 750 (`defaultHigh`), hugging 250.
    #expect(a.contentPriorities.compression(.horizontal) == 750)
    #expect(a.contentPriorities.compression(.vertical) == 749)
    let b = try #require(child(root, "b")).properties
    #expect(b.contentPriorities.compression(.horizontal) == 1)
    #expect(b.contentPriorities.hugging(.vertical) == 250)
    let c = try #require(child(root, "c")).properties
    #expect(c.hugging == nil && c.compression == nil)
    #expect(c.contentPriorities == ContentPriorities())
  }

  @Test func aVariantOverridesContentPriorities() throws {
    let (root, _) = lowerOne(
      "constraints C {\n    label a {\n        hugging: horz 300\n        when landscape { hugging: vert 10 }\n    }\n}")
    let a = try #require(child(root, "a"))
    #expect(a.properties.hugging == AxisPriorities(horizontal: 300))
    #expect(a.variants.first?.overrides.hugging == AxisPriorities(vertical: 10))
    #expect(a.properties.overlaid(by: a.variants[0].overrides).hugging == AxisPriorities(vertical: 10))
  }

  /// Each broken constraint is one error at its place, and is left out; the others stay.
  @Test(arguments: [
    (
      "a.leadng == parent.leading", "leadng",
      "unknown anchor 'leadng'; did you mean 'leading'? the anchors are 'leading', 'trailing', 'left', 'right', "
        + "'top', 'bottom', 'width', 'height', 'centerX', 'centerY', 'firstBaseline', 'lastBaseline'"
    ),
    (
      "a.top == parent.top @1001", "@1001",
      "the priority '@1001' is out of range; a priority is a whole number from 1 to 1000 (1000 is required, the default)"
    ),
    (
      "a.top == parent.top @0", "@0",
      "the priority '@0' is out of range; a priority is a whole number from 1 to 1000 (1000 is required, the default)"
    ),
    (
      "a.top == parent.top @hihg", "@hihg",
      "unknown priority '@hihg'; did you mean '@high'? write a whole number from 1 to 1000 or '@required', '@high', "
        + "'@low', '@fittingSize'"
    ),
    (
      "a.top == parnet.bottom", "parnet",
      "'parnet' is not a child of this constraints container; did you mean 'parent'? a constraint relates the "
        + "container's children, by name, and 'parent'"
    ),
    (
      "a.top == c.bottom", "c",
      "'c' is not a child of this constraints container; a constraint relates the container's children, by name, "
        + "and 'parent'"
    ),
    ("a.top == C.top", "C", "'C' is this constraints container; write 'parent.top'"),
    (
      "a.left >= b.right + a.width", "b.right + a.width",
      "a constraint relates one anchor to at most one other; write 'M * item.anchor + C' on the right, such as "
        + "'0.5 * parent.width - 16'"
    ),
    (
      "a.width * 2 == b.width", "a.width * 2",
      "the left side of a constraint is one anchor, such as 'title.leading'; write the multiplier and the constant on "
        + "the right: 'a.width == 0.5 * b.width + 8'"
    ),
    ("a.width == b", "b", "'b' needs an anchor: write 'b.leading', 'b.width' and so on"),
  ])
  func brokenConstraintsAreReportedAtTheirPlace(_ line: String, _ marked: String, _ message: String) throws {
    let source = "constraints C {\n    view a {}\n    view b {}\n    \(line)\n    a.top == parent.top\n}"
    let (root, diagnostics) = lowerOne(source)
    #expect(diagnostics.map(\.message) == [message])
    #expect(diagnostics.map(\.rule) == [.invalidConstraint])
    #expect(diagnostics.first?.severity == .error)
    let lineStart = range(of: line, in: source).lowerBound
    let offset = range(of: marked, in: line).lowerBound
    #expect(diagnostics.first?.range == .init(start: lineStart + offset, end: lineStart + offset + marked.utf8.count))
    #expect(try #require(root).constraints.count == 1)
  }

  @Test func aConstraintOutsideAConstraintsContainerIsAnError() throws {
    let source = "linear L {\n    view a {}\n    a.top == parent.top\n}"
    let (root, diagnostics) = lowerOne(source)
    #expect(
      diagnostics.map(\.message) == [
        "a constraint belongs in a 'constraints' container, and this is a 'linear'; make it 'constraints L { ... }' "
          + "or set the views' positions with properties"
      ])
    let r = range(of: "a.top == parent.top", in: source)
    #expect(diagnostics.first?.range == .init(start: r.lowerBound, end: r.upperBound))
    #expect(try #require(root).constraints.isEmpty)
  }

  @Test func aConstraintInAWhenBlockIsAnError() throws {
    let source = "constraints C {\n    view a {}\n    when landscape { a.top == parent.top }\n}"
    let (_, diagnostics) = lowerOne(source)
    #expect(
      diagnostics.map(\.message) == [
        "a 'when' block holds properties only; write the constraint in the constraints container, outside 'when'"
      ])
    let r = range(of: "a.top == parent.top", in: source)
    #expect(diagnostics.first?.range == .init(start: r.lowerBound, end: r.upperBound))
  }

  @Test(arguments: [
    ("hugging: horz 1001", "1001", "a priority is a whole number from 1 to 1000, such as 251 or 749"),
    ("hugging: vert 2.5", "2.5", "a priority is a whole number from 1 to 1000, such as 251 or 749"),
    (
      "compression: 750", "750",
      "expected 'horz' or 'vert' and a priority; write 'compression: horz 251, vert 251' (either axis may be written "
        + "alone)"
    ),
    ("hugging: horz 1, horz 2", "horz 2", "'horz' is written twice in 'hugging'; keep one"),
  ])
  func badContentPrioritiesAreInvalidValues(_ property: String, _ marked: String, _ message: String) {
    let source = "constraints C {\n    label a { \(property) }\n}"
    let (_, diagnostics) = lowerOne(source)
    #expect(diagnostics.map(\.message) == [message])
    #expect(diagnostics.map(\.rule) == [.invalidValue])
    let r = range(of: marked, in: source)
    #expect(diagnostics.first?.range == .init(start: r.lowerBound, end: r.upperBound))
  }
}
