// Log output on standard error; standard output belongs to the protocol.

import Foundation

/// Writes log lines to standard error.
public enum StandardError {
  @Sendable public static func write(_ line: String) {
    FileHandle.standardError.write(Data(("tgl lsp: " + line + "\n").utf8))
  }
}
