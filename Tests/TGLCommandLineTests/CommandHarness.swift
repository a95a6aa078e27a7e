// Runs `tgl` in-process with captured output, for the command-line tests.

import Foundation
import TGLCommandLine

/// Collects what a command writes.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var outputBytes: [UInt8] = []
  private var errorText = ""

  var output: String { String(decoding: bytes, as: UTF8.self) }
  var bytes: [UInt8] { lock.withLock { outputBytes } }
  var error: String { lock.withLock { errorText } }

  func appendOutput(_ text: String) { appendOutput(bytes: Array(text.utf8)) }
  func appendOutput(bytes: [UInt8]) { lock.withLock { outputBytes += bytes } }
  func appendError(_ text: String) { lock.withLock { errorText += text } }
}

struct CommandRun {
  var status: Int32
  var output: String
  /// Standard output byte for byte.
  var outputBytes: [UInt8]
  var error: String
}

func runTGL(_ arguments: [String], input: String = "", environment: [String: String] = [:], terminal: Bool = false)
  -> CommandRun
{
  runTGL(arguments, inputBytes: Array(input.utf8), environment: environment, terminal: terminal)
}

func runTGL(_ arguments: [String], inputBytes bytes: [UInt8], environment: [String: String] = [:], terminal: Bool = false)
  -> CommandRun
{
  let captured = Captured()
  let context = CommandContext(
    writeOutput: { captured.appendOutput($0) },
    writeOutputBytes: { captured.appendOutput(bytes: $0) },
    writeError: { captured.appendError($0) },
    readInput: { bytes },
    environment: environment,
    outputIsTerminal: terminal,
    currentDirectory: FileManager.default.currentDirectoryPath)
  let status = TGL.run(arguments, context: context)
  return CommandRun(status: status, output: captured.output, outputBytes: captured.bytes, error: captured.error)
}

/// A fresh temporary directory with the given files; removed by the caller with `cleanUp`.
struct TemporaryDirectory {
  let url: URL

  init(files: [String: String]) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, contents) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: file, atomically: true, encoding: .utf8)
    }
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
