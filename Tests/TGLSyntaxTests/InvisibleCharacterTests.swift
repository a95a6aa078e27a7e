// Characters that cannot be seen are named by their code point: quoting them would show nothing.

import TGLSyntax
import Testing

@Suite struct InvisibleCharacterTests {
  static func messages(_ source: String) -> [String] { Parser.parse(source).errors.map(\.message) }

  @Test func aByteOrderMarkInsideTheFileIsNamed() {
    let errors = Parser.parse("linear S {\n    \u{FEFF}width: 10\n}\n").errors
    #expect(
      errors.map(\.message) == [
        "unexpected byte order mark (U+FEFF) inside the file; delete it (only the start of a file may have one)"
      ])
    // Line 2, column 5: the mark's three bytes.
    #expect(errors.first?.range == TextRange(start: 15, end: 18))
  }

  @Test func aByteOrderMarkAtTheStartIsAccepted() {
    #expect(Self.messages("\u{FEFF}linear S {\n    width: 10\n}\n") == [])
  }

  @Test func zeroWidthCharactersAreNamedByCodePoint() {
    #expect(
      Self.messages("linear S {\n    width:\u{200B} 10\n}\n") == [
        "unexpected invisible character U+200B; delete it or replace it with a space"
      ])
    #expect(
      Self.messages("linear S {\n    width: 10\u{2060}\n}\n") == [
        "unexpected invisible character U+2060; delete it or replace it with a space"
      ])
    // A no-break space is read as a space.
    #expect(Self.messages("linear S {\n    width:\u{00A0}10\n}\n") == [])
  }

  @Test func visibleCharactersAreQuoted() {
    #expect(Self.messages("linear S {\n    width: 10 $\n}\n").first == "unexpected character '$'")
  }
}
