// Log output on standard error; standard output belongs to the protocol.

import Platform

/// Writes log lines to standard error.
public enum StandardError {
  @Sendable public static func write(_ line: String) {
    StandardStreams.write(2, ("tgl lsp: " + line + "\n").utf8)
  }
}
