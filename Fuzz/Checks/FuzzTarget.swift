// The fuzz targets by name, and the one entry point that runs a target's checks on an input.

/// One entry point under fuzzing. The raw value names the fuzz executable (`fuzz-<rawValue>`) and the
/// directory of its regression corpus (`Tests/Data/fuzz-failures/<rawValue>/`).
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// The parser: no trap, the tree's text is the input byte for byte, node ranges nest.
  case parser
  /// The formatter: tokens and comments kept, output parses, idempotent, edits agree with the whole-file result.
  case format
  /// Lowering and the layout engine: no trap, no hang, every frame finite, incremental equals from-scratch.
  case layout
  /// The IDE analysis and the linter: no trap, every range and edit inside the document.
  case analysis
  /// `tgl gen swift` of a program (files split at `//# file: NAME` lines): no trap, Swift or errors, findings in
  /// their file. Optimised and under AddressSanitizer, it meets what only release builds show.
  case gen
  /// JSON-RPC: framing does not depend on how the stream is split; JSON round-trips through the serializer.
  case jsonrpc
  /// The language server fed arbitrary bytes: no trap, it ends when its input ends.
  case serverBytes = "server-bytes"
  /// The language server fed well-framed messages (one JSON body per line): no trap, every request answered once.
  case serverMessages = "server-messages"

  /// Runs the target's checks on `bytes`; returns what went wrong, empty when every invariant holds.
  public func violations(_ bytes: [UInt8]) -> [String] {
    switch self {
    case .parser: ParserCheck.violations(bytes)
    case .format: FormatCheck.violations(bytes)
    case .layout: LayoutCheck.violations(bytes)
    case .analysis: AnalysisCheck.violations(bytes)
    case .gen: GenSwiftCheck.violations(bytes)
    case .jsonrpc: JSONRPCCheck.violations(bytes)
    case .serverBytes: ServerCheck.bytesViolations(bytes)
    case .serverMessages: ServerCheck.messagesViolations(bytes)
    }
  }
}

/// A deterministic 64-bit hash of bytes (FNV-1a), so a target derives the same choices from the same input.
enum InputHash {
  static func of(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
