// The one set of knobs the formatter reads: indentation, one-line block width and line endings.

/// How the formatter lays out a file. The defaults give the canonical style described in
/// `docs/formatting.md`; a project that changes them gets a consistent, but different, style.
public struct FormatOptions: Hashable, Sendable {
  /// Which bytes end a line in the output.
  public enum LineEnding: Hashable, Sendable {
    /// CRLF when the input's first line break is CRLF, LF otherwise (also for a file with no line break).
    case inferred
    /// Always "\n".
    case lf
    /// Always "\r\n".
    case crlf
  }

  /// Spaces per level of nesting. Indentation is always made of spaces.
  public var indentWidth: Int
  /// The widest line, in columns, that a one-line block (`view A { width: 10; height: 20 }`) may
  /// produce, indentation included; a block whose one-line form is wider is expanded. A column is one
  /// Unicode scalar, so a CJK character or an emoji counts as one. Other lines are never wrapped.
  public var maxLineWidth: Int
  /// The line ending policy.
  public var lineEnding: LineEnding

  public init(indentWidth: Int = 4, maxLineWidth: Int = 100, lineEnding: LineEnding = .inferred) {
    self.indentWidth = indentWidth
    self.maxLineWidth = maxLineWidth
    self.lineEnding = lineEnding
  }
}

extension FormatOptions {
  /// The bytes of one line break for `input`, following the policy.
  func newlineBytes(for input: [UInt8]) -> [UInt8] {
    switch lineEnding {
    case .lf: return [0x0A]
    case .crlf: return [0x0D, 0x0A]
    case .inferred:
      guard let first = input.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
      let isCRLF = input[first] == 0x0D && first + 1 < input.count && input[first + 1] == 0x0A
      return isCRLF ? [0x0D, 0x0A] : [0x0A]
    }
  }
}
