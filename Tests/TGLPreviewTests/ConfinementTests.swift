// Which paths the preview serves: `.tgl` files inside the root, nothing above it or beside it.

import TGLPreview
import Testing

@Suite struct ConfinementTests {
  @Test func filesInsideTheRoot() {
    #expect(PathConfinement.relativePath(of: "/work/app/a.tgl", under: "/work/app") == "a.tgl")
    #expect(PathConfinement.relativePath(of: "/work/app/s/b.tgl", under: "/work/app/") == "s/b.tgl")
    #expect(PathConfinement.relativePath(of: "/work/app/x/../a.tgl", under: "/work/app") == "a.tgl")
    #expect(PathConfinement.relativePath(of: "/a.tgl", under: "/") == "a.tgl")
  }

  @Test func filesOutsideTheRoot() {
    #expect(PathConfinement.relativePath(of: "/work/application/a.tgl", under: "/work/app") == nil)
    #expect(PathConfinement.relativePath(of: "/work/app/../secret.tgl", under: "/work/app") == nil)
    #expect(PathConfinement.relativePath(of: "/work/app", under: "/work/app") == nil)
    #expect(PathConfinement.relativePath(of: "/etc/passwd", under: "/work/app") == nil)
    #expect(PathConfinement.relativePath(of: "/work/app/notes.txt", under: "/work/app") == nil)
    #expect(PathConfinement.relativePath(of: "relative/a.tgl", under: "/work/app") == nil)
    #expect(PathConfinement.relativePath(of: "/../../a.tgl", under: "/") == nil)
  }

  @Test func relativeNames() {
    #expect(PathConfinement.normalizedRelative("s/b.tgl") == "s/b.tgl")
    for bad in ["", "/a.tgl", "../a.tgl", "s/../../a.tgl", "./a.tgl", "s//a.tgl", "a\\..\\b.tgl", "a\u{0}.tgl",
      "a.tgl/", "a.txt"]
    {
      #expect(PathConfinement.normalizedRelative(bad) == nil, "\(bad)")
    }
  }

  @Test func fileURIs() {
    #expect(PathConfinement.filePath(ofURI: "file:///work/app/%E6%A0%87%20a.tgl") == "/work/app/标 a.tgl")
    #expect(PathConfinement.filePath(ofURI: "file://host/work/a.tgl") == nil)
    #expect(PathConfinement.filePath(ofURI: "untitled:Untitled-1") == nil)
  }
}
