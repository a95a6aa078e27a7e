// `FileSystem.standardized`: an absolute path with `.`, `..` and empty components removed, links not resolved.

import Platform
import Testing

@Suite struct StandardizedPathTests {
  @Test func aPlainAbsolutePathIsItself() {
    #expect(FileSystem.standardized("/tmp/wapp/screen_000.tgl") == "/tmp/wapp/screen_000.tgl")
    #expect(FileSystem.standardized("/tmp/画面/セル.tgl") == "/tmp/画面/セル.tgl")
  }

  @Test func dotsAndEmptyComponentsAreRemoved() {
    #expect(FileSystem.standardized("/a/./b/../c.tgl") == "/a/c.tgl")
    #expect(FileSystem.standardized("/a//b/") == "/a/b")
    #expect(FileSystem.standardized("/") == "/")
    #expect(FileSystem.standardized("/../x") == "/x")
    // A component that starts with a dot but is neither `.` nor `..` is kept.
    #expect(FileSystem.standardized("/a/.hidden/x.tgl") == "/a/.hidden/x.tgl")
  }

  @Test func aRelativePathIsFromTheCurrentDirectory() {
    #expect(FileSystem.standardized("x/y.tgl") == FileSystem.standardized(FileSystem.currentDirectory) + "/x/y.tgl")
  }
}
