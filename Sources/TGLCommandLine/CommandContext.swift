// The outside world of a command: standard streams, environment and terminal, swappable in tests.

import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command reads and writes. `tgl`'s `main` uses the process's streams; tests capture them.
public struct CommandContext: Sendable {
  public var writeOutput: @Sendable (String) -> Void
  /// Writes bytes as they are: `tgl fmt -` passes invalid UTF-8 in comments and strings through unchanged, which a
  /// `String` would replace with U+FFFD.
  public var writeOutputBytes: @Sendable ([UInt8]) -> Void
  public var writeError: @Sendable (String) -> Void
  public var readInput: @Sendable () -> [UInt8]
  public var environment: [String: String]
  public var outputIsTerminal: Bool
  public var currentDirectory: String

  public init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeOutputBytes: @escaping @Sendable ([UInt8]) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    readInput: @escaping @Sendable () -> [UInt8],
    environment: [String: String],
    outputIsTerminal: Bool,
    currentDirectory: String
  ) {
    self.writeOutput = writeOutput
    self.writeOutputBytes = writeOutputBytes
    self.writeError = writeError
    self.readInput = readInput
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
    self.currentDirectory = currentDirectory
  }

  /// The real process: stdout, stderr, stdin.
  public static func process() -> CommandContext {
    CommandContext(
      writeOutput: { text in StandardStreams.write(1, text.utf8) },
      writeOutputBytes: { bytes in StandardStreams.write(1, bytes) },
      writeError: { text in StandardStreams.write(2, text.utf8) },
      readInput: { (try? StandardStreams.readAll(0).get()) ?? [] },
      environment: ProcessEnvironment.all(),
      outputIsTerminal: isatty(1) != 0,
      currentDirectory: FileSystem.currentDirectory)
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set.
  public var usesColor: Bool { outputIsTerminal && environment["NO_COLOR"] == nil }
}

/// Exit codes shared by every command.
public enum ExitCode {
  public static let success: Int32 = 0
  /// Findings: syntax errors, files that would change, layout errors.
  public static let failure: Int32 = 1
  /// A usage or I/O error.
  public static let usage: Int32 = 2
}
