// Hostile documents through the `tgl` commands, the entry point users run on files: every command answers (exit 0
// for a clean file, 1 for findings, never 2 or a trap), its JSON parses, and `tgl fmt` prints exactly the formatter's
// bytes. The full sizes run in `Fuzz/hostile.sh`.

import Foundation
import TGLCommandLine
import TGLFormat
import TGLFuzzChecks
import TGLSyntax
import Testing

// In parallel, as HostileInputTests and for the same reason.
@Suite struct HostileCommandTests {
  /// Standard output and error of one in-process `tgl` run.
  final class Streams: @unchecked Sendable {
    private let lock = NSLock()
    private var output: [UInt8] = []
    private var error = ""

    var outputBytes: [UInt8] { lock.withLock { output } }
    var errorText: String { lock.withLock { error } }

    func context(input: [UInt8]) -> CommandContext {
      CommandContext(
        writeOutput: { text in self.lock.withLock { self.output += Array(text.utf8) } },
        writeOutputBytes: { bytes in self.lock.withLock { self.output += bytes } },
        writeError: { text in self.lock.withLock { self.error += text } },
        readInput: { input },
        environment: [:],
        outputIsTerminal: false,
        currentDirectory: FileManager.default.currentDirectoryPath)
    }
  }

  /// Runs `tgl ARGUMENTS` with `input` on standard input, on a thread with the stack `tgl` has.
  static func run(_ arguments: [String], input: [UInt8]) -> (status: Int32, output: [UInt8], error: String) {
    let streams = Streams()
    let status = EntryPoints.onProductionStack { TGL.run(arguments, context: streams.context(input: input)) }
    return (status, streams.outputBytes, streams.errorText)
  }

  @Test(arguments: HostileInput.allCases)
  func everyCommandAnswersALightInput(_ input: HostileInput) throws {
    let bytes = input.bytes(.light)
    let hasSyntaxErrors = !Parser.parse(bytes: bytes).errors.isEmpty
    let clock = ContinuousClock()
    for arguments in [
      ["parse", "-"], ["fmt", "-"], ["layout", "-", "--format", "json"], ["check", "-", "--format", "json"],
      ["gen", "swift", "-"],
    ] {
      let start = clock.now
      let (status, output, error) = HostileCommandTests.run(arguments, input: bytes)
      let elapsed = clock.now - start
      let command = "\(input.rawValue): tgl \(arguments.joined(separator: " "))"
      #expect(status == 0 || status == 1, "\(command) exited \(status): \(error.prefix(300))")
      #expect(elapsed < HostileInputTests.lightBudget, "\(command) took \(elapsed)")
      // Syntax errors are findings: `parse` and `fmt` report them with exit 1 and leave the text alone.
      if arguments[0] == "parse" || arguments[0] == "fmt" {
        #expect(status == (hasSyntaxErrors ? 1 : 0), "\(command)")
      }
      if arguments[0] == "fmt" {
        let expected = hasSyntaxErrors ? [] : Formatter.formatUTF8(Parser.parse(bytes: bytes).tree)
        #expect(output == expected, "\(command): standard output is not the formatted text")
      }
      if arguments.last == "json" {
        #expect((try? JSONSerialization.jsonObject(with: Data(output))) != nil, "\(command): the output is not JSON")
      }
    }
  }
}
