// The quick fixes of the constraints diagnostics, applied to the text: each gives the file the fix's title promises.

import TGLDiagnostics
import TGLLint
import TGLSyntax
import Testing

@Suite struct ConstraintDiagnosticsFixTests {
  /// The text after the first fix (or fix number `index`) of the first finding of `rule` whose message starts with
  /// `prefix`.
  func fixed(_ text: String, _ rule: RuleID, fix index: Int = 0, message prefix: String = "") -> String? {
    let diagnostics = Linter.lint(LintInput(text: text), options: LintOptions())
    guard let d = diagnostics.first(where: { $0.rule == rule && $0.message.hasPrefix(prefix) }), index < d.fixes.count
    else { return nil }
    return String(decoding: TextEdit.apply(d.fixes[index].edits, to: Array(text.utf8)), as: UTF8.self)
  }

  static func card(_ members: [String], children: String = "view a") -> String {
    "constraints card {\n    width: 300\n    height: 100\n\n    \(children)\n\n"
      + members.map { "    \($0)\n" }.joined() + "}\n"
  }

  /// The broken member gets priority 999 (written after it), or is deleted with its line.
  @Test func theBrokenMemberIsLoweredOrDeleted() {
    let members = [
      "a.leading == parent.leading + 10", "a.trailing == parent.trailing - 10", "a.width == 500", "a.top == parent.top",
      "a.height == 40",
    ]
    var lowered = members
    lowered[2] = "a.width == 500 @999"
    var deleted = members
    deleted.remove(at: 2)
    #expect(fixed(Self.card(members), .unsatisfiableConstraints) == Self.card(lowered))
    #expect(fixed(Self.card(members), .unsatisfiableConstraints, fix: 1) == Self.card(deleted))
  }

  /// A written `@required` is replaced.
  @Test func aWrittenRequiredPriorityIsReplaced() {
    let members = ["a.leading == parent.leading", "a.width == 100", "a.width == 120 @required", "a.top == parent.top", "a.height == 40"]
    var lowered = members
    lowered[2] = "a.width == 120 @999"
    #expect(fixed(Self.card(members), .unsatisfiableConstraints) == Self.card(lowered))
  }

  /// The pin goes on a line after the last member, with its indentation; a position at 0 has no constant.
  @Test func theAmbiguousPositionIsPinnedAfterTheLastMember() {
    let members = ["a.top == parent.top", "a.width == 100", "a.height == 40"]
    #expect(
      fixed(Self.card(members), .ambiguousLayout) == Self.card(members + ["a.leading == parent.leading"]))
  }

  /// A container without members: the pins go before its closing brace, one level deeper than the container. A view
  /// nothing constrains is free in size and position: its width is pinned where the solver leaves it (0), then its
  /// leading edge (0).
  @Test func aContainerWithoutMembersGetsThePinsBeforeItsBrace() {
    let text = "constraints card {\n    width: 300\n    height: 100\n\n    view a\n}\n"
    let horizontal = "constraints card {\n    width: 300\n    height: 100\n\n    view a\n"
      + "    a.width == 0\n    a.leading == parent.leading\n}\n"
    #expect(fixed(text, .ambiguousLayout, message: "width") == horizontal)
  }

  /// The redundant member's line goes.
  @Test func theRedundantMemberIsDeleted() {
    let members = ["a.leading == parent.leading", "a.width == 100", "a.width >= 50", "a.top == parent.top", "a.height == 40"]
    var deleted = members
    deleted.remove(at: 2)
    #expect(fixed(Self.card(members), .redundantConstraint) == Self.card(deleted))
  }

  /// The inert priority goes with the space before it.
  @Test func theInertPriorityIsDropped() {
    let members = ["a.leading == parent.leading", "a.width == 100 @750", "a.top == parent.top", "a.height == 40"]
    var dropped = members
    dropped[1] = "a.width == 100"
    #expect(fixed(Self.card(members), .inertPriority) == Self.card(dropped))
  }

  /// A view a child linear layout places: the constraint names the linear layout instead.
  @Test func theManagedViewIsReplacedByItsHolder() {
    let children = "linear row {\n        orientation: horz\n        size: wrap, wrap\n\n        view dot { size: 10, 10 }\n    }"
    let members = ["row.leading == parent.leading", "row.top == parent.top", "dot.centerX == parent.centerX"]
    var replaced = members
    replaced[2] = "row.centerX == parent.centerX"
    #expect(
      fixed(Self.card(members, children: children), .managedViewConstraint)
        == Self.card(replaced, children: children))
  }

  /// A member naming a view of another container goes with its line.
  @Test func theOutOfScopeMemberIsDeleted() {
    let inner = ["a.leading == parent.leading", "a.top == badge.top", "a.width == 10", "a.height == 10"]
    func text(_ members: [String]) -> String {
      "linear screen {\n    orientation: vert\n    width: 300\n    height: wrap\n\n    view badge { size: 20, 20 }\n"
        + "    constraints card {\n        width: fill\n        height: 100\n\n        view a\n\n"
        + members.map { "        \($0)\n" }.joined() + "    }\n}\n"
    }
    var deleted = inner
    deleted.remove(at: 1)
    #expect(fixed(text(inner), .constraintScope) == text(deleted))
  }
}
