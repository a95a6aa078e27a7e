// Line starts: a file without "\r" is scanned with `memchr`, one with "\r" byte by byte; both must give the starts
// the line-break rules give ("\n", "\r\n" and a lone "\r" end a line).

import TGLSyntax
import Testing

@Suite struct LineIndexTests {
  /// `a\nbc\n\nd`: lines start at 0 (a), 2 (bc: after the "\n" at 1), 5 (the empty line: after the "\n" at 4) and
  /// 6 (d: after the "\n" at 5).
  @Test func lineFeedsOnly() {
    #expect(LineIndex("a\nbc\n\nd").lineStarts == [0, 2, 5, 6])
  }

  /// A final "\n" starts a last, empty line at the end of the text (offset 4 of `ab\nc\n`); no text is one line.
  @Test func trailingBreakAndEmptyText() {
    #expect(LineIndex("ab\nc\n").lineStarts == [0, 3, 5])
    #expect(LineIndex("").lineStarts == [0])
    #expect(LineIndex("\n").lineStarts == [0, 1])
  }

  /// `a\r\nb\rc\nd`: "\r\n" at 1–2 is one break (next line at 3), the lone "\r" at 4 another (5), "\n" at 6 (7).
  @Test func carriageReturns() {
    #expect(LineIndex("a\r\nb\rc\nd").lineStarts == [0, 3, 5, 7])
    #expect(LineIndex("\r\n\r\n").lineStarts == [0, 2, 4])
  }

  /// A break far into a long line is found (the `memchr` scan crosses many words): 100 `x`, "\n" at 100, `y`.
  @Test func longLine() {
    let text = String(repeating: "x", count: 100) + "\ny"
    let index = LineIndex(text)
    #expect(index.lineStarts == [0, 101])
    #expect(index.utf8Position(of: 101) == LineColumn(line: 1, column: 0))
  }
}
