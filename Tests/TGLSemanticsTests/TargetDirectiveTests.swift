// `@target tangramkit` / `@target mylayout`: the document's library, the environment's default, and bad values.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct TargetDirectiveTests {
  @Test func theDirectiveNamesTheLibraryAndTheEnvironmentTakesIt() {
    let myLayout = Lowering.lower(source: "@target mylayout\nview A {}\n")
    #expect(myLayout.diagnostics.isEmpty, "\(myLayout.diagnostics)")
    #expect(myLayout.documents.first?.target == .myLayout)
    #expect(myLayout.documents.first.map { Environment(document: $0).library } == .myLayout)
    let tangramKit = Lowering.lower(source: "@target tangramkit\nview A {}\n")
    #expect(tangramKit.documents.first?.target == .tangramKit)
  }

  @Test func withoutTheDirectiveTheLibraryIsTangramKit() {
    let result = Lowering.lower(source: "view A {}\n")
    #expect(result.documents.first?.target == nil)
    #expect(result.documents.first.map { Environment(document: $0).library } == .tangramKit)
    #expect(Environment().library == .tangramKit)
  }

  /// The target is part of the document's value: two documents that differ only in it are not equal.
  @Test func documentsDifferingOnlyInTheTargetDiffer() {
    let a = Lowering.lower(source: "@target mylayout\nview A {}\n").documents.first
    let b = Lowering.lower(source: "view A {}\n").documents.first
    #expect(a != b)
  }

  @Test func anUnknownLibraryIsAnErrorAtTheValueNamingTheValidOnes() {
    let source = "@target uikit\nview A {}\n"
    let result = Lowering.lower(source: source)
    #expect(result.documents.first?.target == nil)
    #expect(result.diagnostics.count == 1)
    let d = result.diagnostics.first
    #expect(d?.severity == .error)
    #expect(d?.rule == .invalidValue)
    #expect(d?.message == "unknown target library; '@target' takes one library: tangramkit or mylayout")
    // `uikit` is bytes 8..<13.
    #expect(d?.range == TextRange(start: 8, end: 13))
  }

  @Test func aMissingOrSecondValueIsAnErrorAtTheDirective() {
    for source in ["@target\nview A {}\n", "@target tangramkit, mylayout\nview A {}\n", "@target \"mylayout\"\nview A {}\n"] {
      let result = Lowering.lower(source: source)
      #expect(result.documents.first?.target == nil, "\(source)")
      #expect(result.diagnostics.map(\.severity) == [.error], "\(source)")
      #expect(result.diagnostics.first?.message.contains("'@target' takes one library: tangramkit or mylayout") == true)
    }
    let quoted = Lowering.lower(source: "@target \"mylayout\"\nview A {}\n")
    #expect(quoted.diagnostics.first?.range == TextRange(start: 8, end: 18))
  }
}
