// Number formatting, XML escaping and width estimates of the SVG writer.

import Testing

@testable import TGLRender

@Suite struct SVGTextTests {
  @Test func numbersHaveAtMostTwoDecimals() {
    #expect(SVGText.number(20) == "20")
    #expect(SVGText.number(37.666666666666664) == "37.67")
    #expect(SVGText.number(0.5) == "0.5")
    #expect(SVGText.number(0.05) == "0.05")
    #expect(SVGText.number(-4.5) == "-4.5")
    #expect(SVGText.number(-0.001) == "0")
    #expect(SVGText.number(.infinity) == "0")
    #expect(SVGText.number(.nan) == "0")
  }

  @Test func escapingCoversMarkupAndControlCharacters() {
    #expect(SVGText.escaped("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
    #expect(SVGText.escaped("x\u{1}y\tz") == "xy z")
    #expect(SVGText.escaped("视图") == "视图")
  }

  @Test func wideCharactersCountOneEm() {
    #expect(SVGText.width("ab", fontSize: 10) == 12.4)
    #expect(SVGText.width("视图", fontSize: 10) == 20)
  }
}
