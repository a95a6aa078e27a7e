// The same input gives the same bytes from every run of `tgl`: generated Swift goes into people's repositories (a
// run that reorders it is a diff nobody wrote), and `gen --check` and CI compare outputs byte for byte. Swift seeds
// its hashing anew in each process, so a `Dictionary` or `Set` walked in its own order shows up here as two runs
// that differ; within one process the order would repeat and a test could not see it.

import Foundation
import TGLTestSupport
import Testing

@Suite struct OutputDeterminismTests {
  /// The multi-file app of the generator's fixtures (a theme, cells, three screens) and the examples.
  static let app = "Tests/Data/gen/app"
  static let examples = "examples"

  /// Runs the built `tgl` with `arguments` from `folder` (the package's directory by default); its standard output
  /// and exit status.
  static func run(_ arguments: [String], in folder: URL = Fixtures.repositoryRoot()) throws -> (
    output: Data, status: Int32
  ) {
    let tgl = try #require(
      AtomicFormatTests.tglExecutable, "the tgl executable is not beside the test bundle; run `swift build` first")
    let process = Process()
    process.executableURL = tgl
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (data, process.terminationStatus)
  }

  /// Every Swift file below `directory`, by relative path, with its bytes.
  static func contents(of directory: URL) throws -> [String: Data] {
    var out: [String: Data] = [:]
    for url in Fixtures.files(in: directory, withSuffix: ".swift") {
      out[String(url.path.dropFirst(directory.path.count))] = try Data(contentsOf: url)
    }
    return out
  }

  @Test func generatedSwiftIsTheSameInEveryProcess() throws {
    var runs: [[String: Data]] = []
    for _ in 0..<3 {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-determinism-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let generated = try Self.run(["gen", "swift", Self.app, "-o", directory.path])
      #expect(generated.status == 0)
      runs.append(try Self.contents(of: directory))
    }
    // The app's five files each give one Swift file.
    #expect(runs[0].count == 5, "\(runs[0].keys.sorted())")
    #expect(runs[0].values.allSatisfy { !$0.isEmpty })
    for run in runs.dropFirst() {
      #expect(run.keys.sorted() == runs[0].keys.sorted())
      for (path, bytes) in runs[0] { #expect(run[path] == bytes, "\(path) differs between two runs") }
    }
  }

  @Test(arguments: [
    ["check", app, "--format", "json", "--all-size-classes"],
    ["check", examples, "--format", "json", "--all-size-classes"],
    ["layout", "\(app)/people.tgl", "--format", "json"],
    ["render", "\(app)/people.tgl"],
  ])
  func outputIsTheSameInEveryProcess(_ arguments: [String]) throws {
    let first = try Self.run(arguments)
    #expect(!first.output.isEmpty)
    for _ in 0..<2 {
      let again = try Self.run(arguments)
      #expect(again.status == first.status)
      #expect(again.output == first.output, "\(arguments.joined(separator: " ")) differs between two runs")
    }
  }
}
