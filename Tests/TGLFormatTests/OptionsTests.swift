// FormatOptions: indentation width, the one-line width limit and the line ending policy.

import TGLFormat
import TGLSyntax
import Testing

@Suite struct OptionsTests {
  static let input = "linear root (vert) {\nwidth: 10\nview A { left: 1; top: 2 }\n}\n"

  @Test func defaultsAreTheCanonicalStyle() {
    let options = FormatOptions()
    #expect(options.indentWidth == 4)
    #expect(options.maxLineWidth == 100)
    #expect(options.lineEnding == .inferred)
  }

  @Test func indentWidth() {
    let expected = "linear root (vert) {\n  width: 10\n  view A { left: 1; top: 2 }\n}\n"
    #expect(format(OptionsTests.input, options: FormatOptions(indentWidth: 2)) == expected)
  }

  @Test func maxLineWidthExpandsBlocksThatDoNotFit() {
    let expected = "linear root (vert) {\n    width: 10\n    view A {\n        left: 1\n        top: 2\n    }\n}\n"
    #expect(format(OptionsTests.input, options: FormatOptions(maxLineWidth: 29)) == expected)
    // "    view A { left: 1; top: 2 }" is exactly 30 columns.
    #expect(format(OptionsTests.input, options: FormatOptions(maxLineWidth: 30)) == format(OptionsTests.input))
  }

  @Test func lineEndingPolicy() {
    let lf = format(OptionsTests.input)
    let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(format(OptionsTests.input, options: FormatOptions(lineEnding: .crlf)) == crlf)
    #expect(format(crlf, options: FormatOptions(lineEnding: .lf)) == lf)
    #expect(format(crlf) == crlf)
    // The first line break decides; later ones are normalised.
    #expect(
      format("view A {\r\nwidth: 1\n}\n", options: FormatOptions(maxLineWidth: 0))
        == "view A {\r\n    width: 1\r\n}\r\n")
    #expect(
      format("view A {\nwidth: 1\r\n}\r\n", options: FormatOptions(maxLineWidth: 0)) == "view A {\n    width: 1\n}\n")
  }
}
