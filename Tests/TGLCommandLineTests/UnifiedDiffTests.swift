// Unified diffs as `diff -u` prints them.

@testable import TGLCommandLine
import Testing

@Suite struct UnifiedDiffTests {
  @Test func identicalTextsHaveNoDiff() {
    #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb\n", oldName: "a", newName: "b") == "")
  }

  @Test func oneChangedLineWithContext() {
    let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
    let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n"
    #expect(UnifiedDiff.diff(old: old, new: new, oldName: "a/x", newName: "b/x") == """
      --- a/x
      +++ b/x
      @@ -2,7 +2,7 @@
       2
       3
       4
      -5
      +five
       6
       7
       8

      """)
  }

  @Test func distantChangesMakeTwoHunks() {
    let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n19\n", with: "\n")
    let diff = UnifiedDiff.diff(old: old, new: new, oldName: "a", newName: "b")
    #expect(diff == """
      --- a
      +++ b
      @@ -1,5 +1,5 @@
       1
      -2
      +two
       3
       4
       5
      @@ -16,5 +16,4 @@
       16
       17
       18
      -19
       20

      """)
  }

  @Test func insertionIntoAnEmptyText() {
    #expect(UnifiedDiff.diff(old: "", new: "x\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+x\n")
  }

  /// CRLF line ends: each line is a line (Swift's "\r\n" is one Character, which once made the whole file one
  /// line), and each keeps its CR, as `diff -u` prints it and `patch` applies it.
  @Test func crlfLinesAreLinesAndKeepTheirCarriageReturns() {
    let diff = UnifiedDiff.diff(old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n", oldName: "x", newName: "x")
    #expect(diff == "--- x\n+++ x\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n")
  }

  /// A last line without a line feed gets diff's marker, and differs from the same line with one.
  @Test func aMissingFinalNewlineIsMarked() {
    let diff = UnifiedDiff.diff(old: "a\nb", new: "a\nb\n", oldName: "x", newName: "x")
    #expect(diff == "--- x\n+++ x\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
  }
}
