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
}
