// Views' Swift names: kept where Swift takes them, spelled deterministically where it does not, never one the
// generated code uses itself.

import Testing

@testable import TGLGen

@Suite struct SwiftIdentifierTests {
  /// Swift takes letters of any script and emoji; a snowman is no identifier character (`_u2603`), a combining mark
  /// cannot start a name (a `_` goes first); each checked with swiftc 6.3 by hand.
  @Test func spelling() {
    #expect(SwiftIdentifiers.spelling(of: "个人资料") == "个人资料")
    #expect(SwiftIdentifiers.spelling(of: "a😀b") == "a😀b")
    #expect(SwiftIdentifiers.spelling(of: "٣x") == "٣x")
    #expect(SwiftIdentifiers.spelling(of: "☃x") == "_u2603x")
    #expect(SwiftIdentifiers.spelling(of: "x⌘") == "x_u2318")
    #expect(SwiftIdentifiers.spelling(of: "\u{301}x") == "_\u{301}x")
  }

  /// Keywords are written in backquotes; names that even backquotes do not rescue, and the generated code's own,
  /// get a `_`; a name already taken gets a number.
  @Test func members() {
    #expect(SwiftIdentifiers.member(for: "default", avoiding: []) == "default")
    #expect(SwiftIdentifiers.written("default") == "`default`")
    #expect(SwiftIdentifiers.member(for: "self", avoiding: []) == "self_")
    #expect(SwiftIdentifiers.member(for: "cos", avoiding: []) == "cos_")
    #expect(SwiftIdentifiers.member(for: "root", avoiding: []) == "root_")
    #expect(SwiftIdentifiers.member(for: "self", avoiding: ["self_"]) == "self__2")
  }

  /// In a document: the root is `root`, a child called `root` is `root_`, unnamed views are `view1`, `view2` … by
  /// kind, skipping names that are taken.
  @Test func inADocument() throws {
    let source =
      "frame f {\n    view root { width: 1; height: 1 }\n    view view1 { width: 1; height: 1 }\n    view\n}\n"
    let swift = try #require(generate(source).source)
    #expect(swift.contains("  let root_: UIView\n"))
    #expect(swift.contains("  let view1: UIView\n"))
    #expect(swift.contains("    let view2 = UIView()\n"))
  }
}
