// Log output on standard error; standard output belongs to the protocol.

import Platform

/// Writes log lines to standard error.
public enum StandardError {
  /// A log that writes each line to standard error after `prefix` (the server's name, so that its lines can be told
  /// from the editor's own).
  public static func writer(prefix: String) -> @Sendable (String) -> Void {
    { line in StandardStreams.write(2, (prefix + line + "\n").utf8) }
  }
}
