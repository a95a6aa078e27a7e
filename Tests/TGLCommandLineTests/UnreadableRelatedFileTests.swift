// A related location in a file that cannot be read when the output is written (removed during the run, or never
// readable): the output still names the file, and gives the location's byte offsets, with no line or column it could
// not count.

import Foundation
import TGLDiagnostics
import TGLSyntax
import Testing

@testable import TGLCommandLine

@Suite struct UnreadableRelatedFileTests {
  /// A file checked by the run, `screen.tgl`, whose finding has one related location in itself and one in a file
  /// that does not exist.
  func result() -> CheckCommand.FileResult {
    let text = "view a { width: 10 }\nview b { width: 20 }\n"
    var result = CheckCommand.FileResult(path: "screen.tgl")
    result.bytes = Array(text.utf8)
    result.absolute = "/checked/screen.tgl"
    result.diagnostics = [
      Diagnostic(
        rule: "unknown-property", severity: .error, range: TextRange(start: 26, end: 31), message: "the finding",
        related: [
          RelatedLocation(range: TextRange(start: 5, end: 6), message: "here"),
          RelatedLocation(range: TextRange(start: 40, end: 47), message: "used here", file: "/no-such-folder/gone.tgl"),
        ])
    ]
    return result
  }

  @Test func jsonNamesTheFileAndGivesOffsetsOnly() throws {
    let files = RunFiles(currentDirectory: "/checked", relative: false)
    let json = CheckOutput.fileJSON(result(), files: files)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let diagnostic = try #require((object["diagnostics"] as? [[String: Any]])?.first)
    let related = try #require(diagnostic["related"] as? [[String: Any]])
    #expect(related.count == 2)
    // The location in the checked file, in its lines and columns (0-based), as every range is written.
    let own = try #require(related[0]["range"] as? [String: [String: Int]])
    #expect(
      own == [
        "start": ["line": 0, "utf16": 5, "utf8": 5, "offset": 5], "end": ["line": 0, "utf16": 6, "utf8": 6, "offset": 6],
      ])
    #expect(related[0]["file"] == nil)
    // The unreadable file: named as given, its range as byte offsets alone.
    #expect(related[1]["file"] as? String == "/no-such-folder/gone.tgl")
    let other = try #require(related[1]["range"] as? [String: [String: Int]])
    #expect(other == ["start": ["offset": 40], "end": ["offset": 47]])
  }

  @Test func sarifPutsItInTheFilesArtifactWithAByteRegion() throws {
    let files = RunFiles(currentDirectory: "/checked", relative: false)
    let results = CheckOutput.sarifResults(result(), files: files)
    let first = try #require(results.first)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    let related = try #require(object["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 2)
    let physical = try #require(related[1]["physicalLocation"] as? [String: Any])
    let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
    #expect(uri == "file:///no-such-folder/gone.tgl")
    #expect(physical["region"] as? [String: Int] == ["byteOffset": 40, "byteLength": 7])
  }
}
