// `file:` URIs built and read without Foundation: the same text Foundation's `URL` gave for file paths.

import LSPProtocol
import Testing

@Suite struct FileURITests {
  @Test func pathsArePercentEncodedAsFoundationEncodesThem() {
    #expect(FileURI.uri(forPath: "/work/a/Screen.tgl") == "file:///work/a/Screen.tgl")
    // Space, `%`, `#`, `?` and non-ASCII are encoded; RFC 3986 sub-delimiters, `:` and `@` are kept.
    #expect(FileURI.uri(forPath: "/a b/100%/x#y?z") == "file:///a%20b/100%25/x%23y%3Fz")
    #expect(FileURI.uri(forPath: "/é/日") == "file:///%C3%A9/%E6%97%A5")
    #expect(FileURI.uri(forPath: "/-._~!$&'()*+,;=:@") == "file:///-._~!$&'()*+,;=:@")
  }

  @Test func pathsAreReadBack() {
    for path in ["/work/a/Screen.tgl", "/a b/100%/x#y?z", "/é/日", "/"] {
      #expect(FileURI.path(of: FileURI.uri(forPath: path)) == path)
    }
    #expect(FileURI.path(of: "file://localhost/a/b.tgl") == "/a/b.tgl")
    #expect(FileURI.path(of: "FILE:/a/b.tgl") == "/a/b.tgl")
    #expect(FileURI.path(of: "file:///a/dir/") == "/a/dir")
    #expect(FileURI.path(of: "file:///a/b.tgl?query#fragment") == "/a/b.tgl")
  }

  @Test func otherURIsHaveNoPath() {
    #expect(FileURI.path(of: "untitled:Untitled-1") == nil)
    #expect(FileURI.path(of: "https://example.com/a.tgl") == nil)
    #expect(FileURI.path(of: "file://otherhost/a.tgl") == nil)
    #expect(FileURI.path(of: "file://") == nil)
    // A bad escape or bytes that are not UTF-8.
    #expect(FileURI.path(of: "file:///a%2") == nil)
    #expect(FileURI.path(of: "file:///a%FF") == nil)
  }

  @Test func lastComponents() {
    #expect(FileURI.lastPathComponent(of: "file:///work/My%20Screen.tgl") == "My Screen.tgl")
    #expect(FileURI.lastPathComponent(of: "untitled:Untitled-1") == "Untitled-1")
    #expect(FileURI.lastPathComponent(of: "file:///work/dir/") == "dir")
    #expect(FileURI.lastPathComponent(of: "file:///") == nil)
  }
}
