// What a use writes after its component's type (docs/codegen.md, "A component as a Swift type"): the statements
// the type lacks, a size or position the type set differently cleared first, a label's line count again after a
// height, and nothing at all when the type did something the use cannot set again.

import Testing

@testable import TGLGen

@Suite struct StatementLineTests {
  let p = TemplateMark.parameter("level")

  @Test func keys() {
    #expect(StatementLine.key("bob.bar.tg_width.equal(.wrap).min(20)") == "bob.bar.tg_width")
    #expect(StatementLine.key("bob.title.numberOfLines = 2") == "bob.title.numberOfLines")
    #expect(StatementLine.key("go.setTitle(\"Go\", for: .normal)") == "go.setTitle")
    #expect(StatementLine.key("root.addSubview(bob.root)") == "root.addSubview(bob.root)")
    #expect(StatementLine.property(of: "bob.bar.tg_width") == .width)
    #expect(StatementLine.property(of: "bob.root.backgroundColor") == .background)
  }

  @Test func aTemplateGivesTheArgumentsThatMakeTheLine() {
    #expect(StatementLine.match("bar.tg_width.equal(\(p))", "bar.tg_width.equal(56)") == ["level": "56"])
    // A string argument may hold the text that follows the parameter: it is taken up to the last possible end.
    let text = TemplateMark.parameter("name")
    #expect(StatementLine.match("t.text = \(text)", "t.text = \"a) b\"") == ["name": "\"a) b\""])
    // Two marks of one parameter must have one value.
    #expect(StatementLine.match("v.tg_padding = UIEdgeInsets(top: \(p), left: \(p))", "v.tg_padding = UIEdgeInsets(top: 1, left: 2)") == nil)
    #expect(StatementLine.match("bar.tg_height.equal(\(p))", "bar.tg_width.equal(56)") == nil)
  }

  @Test func theUseWritesWhatTheTypeLacks() {
    let done = ["bob.bar.tg_width.equal(40)", "bob.root.addSubview(bob.bar)"]
    let wanted = ["bob.bar.tg_width.equal(40)", "bob.bar.tg_height.equal(8)", "bob.root.addSubview(bob.bar)"]
    #expect(StatementLine.corrections(done: done, wanted: wanted, allowCalls: false) == ["bob.bar.tg_height.equal(8)"])
    #expect(StatementLine.corrections(done: wanted, wanted: wanted, allowCalls: false) == [])
  }

  @Test func aSizeTheTypeSetDifferentlyIsClearedFirst() {
    let done = ["b.t.tg_height.equal(.wrap).min(20)", "b.t.numberOfLines = 1"]
    let wanted = ["b.t.tg_height.equal(.wrap)", "b.t.numberOfLines = 1"]
    // Setting the height again keeps the type's `min 20`; and `wrap` makes TangramKit set 0 lines, so the line
    // count follows it again.
    #expect(
      StatementLine.corrections(done: done, wanted: wanted, allowCalls: false)
        == ["b.t.tg_height.clear()", "b.t.tg_height.equal(.wrap)", "b.t.numberOfLines = 1"])
    // A size the use does not have at all is cleared only.
    #expect(StatementLine.corrections(done: ["b.t.tg_width.equal(.wrap)"], wanted: [], allowCalls: false) == ["b.t.tg_width.clear()"])
  }

  @Test func whatTheUseCannotUndoIsNoCorrection() {
    // A call the type made that the use would not make, and a setting that no statement of the use sets again.
    #expect(StatementLine.corrections(done: ["b.root.addSubview(b.x)"], wanted: [], allowCalls: true) == nil)
    #expect(StatementLine.corrections(done: ["b.t.numberOfLines = 2"], wanted: [], allowCalls: false) == nil)
    // Only the use's root is added to its parent by the use.
    #expect(StatementLine.corrections(done: [], wanted: ["root.addSubview(b.root)"], allowCalls: false) == nil)
    #expect(
      StatementLine.corrections(done: [], wanted: ["root.addSubview(b.root)"], allowCalls: true)
        == ["root.addSubview(b.root)"])
  }
}
