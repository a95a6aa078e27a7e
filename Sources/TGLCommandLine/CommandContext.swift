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

  /// Takes what a command has finished with once its output is written. The real process exits right after the
  /// command (`tgl`'s `main`), which gives all its memory back at once: freeing a large check's trees and results
  /// one by one first would only delay the exit, on one core. A test's context lets them be freed as usual.
  public var keepUntilExit: @Sendable (any Sendable) -> Void = { _ in }

  /// The real process: stdout, stderr, stdin.
  public static func process() -> CommandContext {
    var context = CommandContext(
      writeOutput: { text in StandardStreams.write(1, text.utf8) },
      writeOutputBytes: { bytes in StandardStreams.write(1, bytes) },
      writeError: { text in StandardStreams.write(2, text.utf8) },
      readInput: { (try? StandardStreams.readAll(0).get()) ?? [] },
      environment: ProcessEnvironment.all(),
      outputIsTerminal: isatty(1) != 0,
      currentDirectory: FileSystem.currentDirectory)
    context.keepUntilExit = { value in leftovers.keep(value) }
    return context
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

/// What the real process's commands leave to its exit (`CommandContext.keepUntilExit`), never released.
private let leftovers = Leftovers()

private final class Leftovers: @unchecked Sendable {
  private let lock = Lock()
  private var kept: [any Sendable] = []

  func keep(_ value: any Sendable) { lock.withLock { kept.append(value) } }
}
