// The paths `tgl check` names files by, run as a process from the files' folder: a component's file that only another
// file's finding is in is named as the run's other files are, relative when they were given relative (a check of
// `contacts.tgl` names `cells.tgl`, not its absolute path), absolute when they were given absolute.

import Foundation
import TGLTestSupport
import Testing

@Suite struct CheckPathsProcessTests {
  static let files = [
    "cells.tgl": """
      component Cell(name: string) {
          label title { text: name; size: wrap, wrap; weight: 2 }
      }

      """,
    "contacts.tgl": """
      import "cells.tgl"

      linear people (vert) {
          size: 100, wrap

          Cell a (name: "A")
          Cell b (name: "B")
      }

      """,
  ]

  /// `tgl check` with `arguments`, run from a folder holding `files`: its standard output, and the folder.
  static func check(_ arguments: (URL) -> [String]) throws -> (output: String, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-paths-\(UUID().uuidString)")
      .standardizedFileURL
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    let run = try OutputDeterminismTests.run(["check"] + arguments(folder), in: folder)
    #expect(run.status == 1)
    return (String(decoding: run.output, as: UTF8.self), folder)
  }

  @Test func aFileGivenRelativeNamesTheComponentsFileRelativeToo() throws {
    let (output, folder) = try Self.check { _ in ["contacts.tgl"] }
    defer { try? FileManager.default.removeItem(at: folder) }
    // `weight` is line 2, column 49 of cells.tgl; the uses are lines 6 and 7 of contacts.tgl, column 5.
    #expect(output.hasPrefix("cells.tgl:2:49: error[unknown-property]: unknown property 'weight'\n"))
    #expect(output.contains("\ncontacts.tgl:6:5: note: used here\ncontacts.tgl:7:5: note: used here\n"))
    #expect(!output.contains(folder.path))
  }

  @Test func jsonNamesItAsTheTextDoes() throws {
    let (output, folder) = try Self.check { _ in ["contacts.tgl", "--format", "json"] }
    defer { try? FileManager.default.removeItem(at: folder) }
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.map { $0["path"] as? String } == ["contacts.tgl", "cells.tgl"])
    let finding = try #require((files.last?["diagnostics"] as? [[String: Any]])?.first)
    let related = try #require(finding["related"] as? [[String: Any]])
    #expect(related.map { $0["file"] as? String } == ["contacts.tgl", "contacts.tgl"])
  }

  @Test func aFileGivenAbsoluteNamesTheComponentsFileAbsolute() throws {
    let (output, folder) = try Self.check { [$0.appendingPathComponent("contacts.tgl").path] }
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(output.hasPrefix(folder.path + "/cells.tgl:2:49: error[unknown-property]: unknown property 'weight'\n"))
    #expect(output.contains("\n" + folder.path + "/contacts.tgl:6:5: note: used here\n"))
  }
}
