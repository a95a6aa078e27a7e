// Finding `@fontMetrics "file"` in a document's text before it is analysed (every hover and completion asks).

import TGLLanguageService
import Testing

@Suite struct FontMetricsDirectiveTests {
  @Test(arguments: [
    ("@fontMetrics \"sf.json\"\nview a {}", "sf.json"),
    ("@canvas 390, 844\n  \t@fontMetrics\t\"metrics/sf pro.json\"\n", "metrics/sf pro.json"),
    ("@fontMetrics \"a\\\"b\\\\c.json\"", "a\"b\\c.json"),
    ("@canvas 390, 844\r\n@fontMetrics \"crlf.json\"\r\nview a {}\r\n", "crlf.json"),
    ("@fontMetrics\"tight.json\"", "tight.json"),
    ("@fontMetrics \"字体/度量.json\"", "字体/度量.json"),
    // The first directive that starts a line counts; an `@` inside a line (a text) is not one.
    ("label a { text: \"@fontMetrics \\\"no.json\\\"\" }\n@fontMetrics \"yes.json\"", "yes.json"),
    ("@fontMetrics \"one.json\"\n@fontMetrics \"two.json\"", "one.json"),
    // A longer directive name is another directive.
    ("@fontMetricsFile \"no.json\"\n@fontMetrics \"yes.json\"", "yes.json"),
  ])
  func findsThePath(_ text: String, _ path: String) {
    #expect(FontMetricsDirective.path(in: text) == path)
  }

  @Test(arguments: [
    "", "view a { width: 10 }", "@canvas 390, 844", "@fontMetrics", "@fontMetrics sf.json",
    "@fontMetrics \"unclosed.json\nview a {}", "x @fontMetrics \"inline.json\"", "@", "@fontMetric \"short.json\"",
  ])
  func findsNothing(_ text: String) {
    #expect(FontMetricsDirective.path(in: text) == nil)
  }

  @Test func aStringThatIsNotContiguousIsSearchedToo() {
    let bridged = String(Substring("x\n@fontMetrics \"sub.json\"\n").dropFirst(2))
    #expect(FontMetricsDirective.path(in: bridged) == "sub.json")
  }
}
