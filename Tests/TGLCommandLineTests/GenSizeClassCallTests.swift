// `applySizeClasses()` only where there is a size class to fetch (issue 29 §3, docs/codegen.md "A component as a
// Swift type"): `Tests/Data/gen/calls/` beside the Swift expected from it (`NAME.tgl.swift`, written by hand from the
// rules: `Dot` has no `when` block, so no method and no call; `Pair`'s nested use `right` has one, so `Pair` fetches
// it and its use calls it; `b`'s own `when` block is a `do` block of the screen). `scripts/gen-check.sh` proves the
// frames of the same files.

import Foundation
import Testing

@Suite struct GenSizeClassCallTests {
  @Test func aTypeWithoutSizeClassesHasNoMethodAndNoCall() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Data/gen/calls").standardizedFileURL
    var files: [String: String] = [:]
    for name in ["dots.tgl", "board.tgl"] {
      files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift", directory.path("dots.tgl"), directory.path("board.tgl")])
    #expect(run.status == 0, "\(run.error)")
    for name in ["dots.tgl", "board.tgl"] {
      let expected = try String(contentsOf: folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
      #expect(directory.read(name + ".swift") == expected, "\(name)")
    }
    let dots = try String(contentsOf: folder.appendingPathComponent("dots.tgl.swift"), encoding: .utf8)
    let board = try String(contentsOf: folder.appendingPathComponent("board.tgl.swift"), encoding: .utf8)
    // One method (Pair's), one call (p's): none for Dot, nor for its uses a and b.
    #expect(dots.components(separatedBy: "func applySizeClasses()").count == 2)
    #expect(board.components(separatedBy: ".applySizeClasses()").count == 2)
  }
}
