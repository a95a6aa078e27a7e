// The names inside a component are the component's own (design-whole-app.md §1.4): the caller names a use, never
// its insides, and only a use overrides a child's property with a dotted name.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct ComponentScopeTests {
  static let pair = """
    component Pair() {
        relative r {
            size: 100, 40
            view a { size: 50, 40 }
            view b { size: 30, 20; left: a.right }
        }
    }
    """

  func expand(_ screen: String) -> ExpandedFile {
    Program.load("screen.tgl", loader: InMemorySources(["screen.tgl": screen])).expand("screen.tgl")
  }

  func range(_ needle: String, in text: String) -> TextRange {
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    for start in 0...(bytes.count - n.count) where Array(bytes[start..<start + n.count]) == n {
      return TextRange(start: start, end: start + n.count)
    }
    return .empty(at: -1)
  }

  @Test func theCallerNamesTheUseNeverItsInsides() {
    // `c` refers to `b`, inside the use `first`: an error at the name. `d` refers to the use itself, and the
    // component's own `b` refers to its own `a` in both uses: neither is reported.
    let screen = Self.pair + """

      relative S {
          size: 300, 40
          Pair first
          Pair second { left: first.right }
          view c { size: 10, 10; left: b.right }
          view d { size: 10, 10; left: second.right }
      }
      """
    let d = expand(screen).lowering.diagnostics
    #expect(
      d.map(\.message) == [
        "'b' is inside 'first', a use of 'Pair': a use is one element to its caller; refer to 'first' or override "
          + "the child with 'b.PROPERTY:' in the use"
      ])
    let b = range("b.right }\n    view d", in: screen)
    #expect(d.map(\.range) == [TextRange(start: b.start, end: b.start + 1)])
    #expect(d.map(\.rule) == [.unknownName])
  }

  @Test func aCallerElementMayShareANameWithAnInsideOne() {
    // The caller's own `a` is in its scope: `c`'s reference names it, not the use's `a`.
    let screen = Self.pair + """

      relative S {
          size: 300, 40
          Pair first
          view a { size: 10, 10; left: first.right }
          view c { size: 10, 10; left: a.right }
      }
      """
    #expect(expand(screen).lowering.diagnostics.map(\.message) == [])
  }

  @Test func aDottedPropertyOnAnOrdinaryElementIsAnError() {
    // Not a use: `title.lines` names no child to override, and `lines` is not set on `A`.
    let source = """
      view A {
          size: 100, 20
          title.lines: 2
      }
      """
    let lowered = Lowering.lower(source: source)
    #expect(lowered.diagnostics.map(\.message) == ["only a use of a component overrides a child's property ('title.lines')"])
    #expect(lowered.diagnostics.map(\.range) == [range("title.lines", in: source)])
    #expect(lowered.documents.first?.root.properties.lines == nil)
    // In a program's file, the same.
    let program = Self.pair + "\n" + source
    let expanded = expand(program).lowering
    #expect(expanded.diagnostics.map(\.message) == ["only a use of a component overrides a child's property ('title.lines')"])
    #expect(expanded.diagnostics.map(\.range) == [range("title.lines", in: program)])
  }

  @Test func eachUseIsAScopeOfNamesOfItsOwn() {
    // Scopes are numbered as the uses are expanded, depth first: `first` 1, the use of Pair inside it 2, `second` 3,
    // its Pair 4. A use's root is of its caller's scope; the caller's own elements are of scope 0.
    let screen = Self.pair + """

      component Two() {
          linear t (vert) {
              size: wrap, wrap
              view a { size: 10, 10 }
              Pair p
          }
      }

      linear S (vert) {
          size: wrap, wrap
          Two first
          Two second
          view a { size: 10, 10 }
      }
      """
    let root = expand(screen).lowering.documents[0].root
    #expect(root.scope == 0)
    #expect(root.children.map(\.name) == ["first", "second", "a"])
    #expect(root.children.map(\.scope) == [0, 0, 0])
    let first = root.children[0]
    #expect(first.children.map(\.name) == ["a", "p"])
    #expect(first.children.map(\.scope) == [1, 1])
    #expect(first.children[1].children.map(\.name) == ["a", "b"])
    #expect(first.children[1].children.map(\.scope) == [2, 2])
    #expect(root.children[1].children.map(\.scope) == [3, 3])
    #expect(root.children[1].children[1].children.map(\.scope) == [4, 4])
  }

  @Test func aFileWithoutUsesIsAllScopeZero() {
    let lowered = Lowering.lower(source: "linear S (vert) { size: wrap, wrap\n view a { size: 10, 10 } }")
    #expect(lowered.documents[0].elements.map(\.scope) == [0, 0])
  }
}
