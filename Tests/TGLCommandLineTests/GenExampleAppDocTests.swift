// docs/codegen.md, "The example app, generated", shows the Swift `tgl gen swift` writes for `examples/app/`: each
// block after `<!-- tgl gen swift examples/app/NAME.tgl -->` is compared with what the generator writes for that
// file, so the page is kept true (issue 29 §3).

import Foundation
import Testing

@Suite struct GenExampleAppDocTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardizedFileURL

  /// The blocks of the page, by the file they were generated from.
  func blocks() throws -> [String: String] {
    let page = try String(contentsOf: root.appendingPathComponent("docs/codegen.md"), encoding: .utf8)
    let lines = page.components(separatedBy: "\n")
    var out: [String: String] = [:]
    var k = 0
    while k < lines.count {
      let line = lines[k]
      guard line.hasPrefix("<!-- tgl gen swift "), line.hasSuffix(" -->") else {
        k += 1
        continue
      }
      let file = String(line.dropFirst("<!-- tgl gen swift ".count).dropLast(" -->".count))
      #expect(lines[k + 1] == "```swift", "\(file)")
      var body: [String] = []
      k += 2
      while k < lines.count, lines[k] != "```" {
        body.append(lines[k])
        k += 1
      }
      out[file] = body.joined(separator: "\n") + "\n"
      k += 1
    }
    return out
  }

  @Test func everyFileOfTheAppIsOnThePageAsGenerated() throws {
    let blocks = try blocks()
    let names = ["cells.tgl", "contacts.tgl", "settings.tgl", "styles.tgl"]
    // Every file of the app is shown, and nothing else.
    #expect(blocks.keys.sorted() == names.map { "examples/app/" + $0 })
    let directory = try TemporaryDirectory(files: [:])
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift", root.appendingPathComponent("examples/app").path, "-o", directory.path("out")])
    #expect(run.status == 0, "\(run.error)")
    for name in names {
      let generated = try #require(directory.read("out/\(name).swift"))
      #expect(blocks["examples/app/" + name] == generated, "\(name): docs/codegen.md differs from tgl gen swift")
    }
  }
}
