// The value of a string literal (`ExprSyntax.decodeString`): quotes removed, escapes decoded.

import TGLSyntax
import Testing

@Suite struct StringLiteralTests {
  @Test func aLiteralWithoutEscapesIsItsTextBetweenTheQuotes() {
    #expect(ExprSyntax.decodeString(#""Chloé 山田""#) == "Chloé 山田")
    #expect(ExprSyntax.decodeString(#""""#) == "")
    // Unterminated: only the opening quote goes; a lone quote is an empty string.
    #expect(ExprSyntax.decodeString(#""open"#) == "open")
    #expect(ExprSyntax.decodeString(#"""#) == "")
    // A combining mark right after the opening quote stays: the quote is removed as a scalar, not as a character.
    #expect(ExprSyntax.decodeString("\"\u{301}e\"") == "\u{301}e")
  }

  @Test func escapesAreDecoded() {
    #expect(ExprSyntax.decodeString(#""a\nb\tc""#) == "a\nb\tc")
    #expect(ExprSyntax.decodeString(#""say \"hi\"""#) == "say \"hi\"")
    #expect(ExprSyntax.decodeString(#""\u{1F600}!""#) == "😀!")
    #expect(ExprSyntax.decodeString(#""back\\slash""#) == "back\\slash")
  }
}
