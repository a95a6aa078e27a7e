// The one set of knobs the formatter reads: indentation, one-line block width and line endings.

import TGLSyntax

/// How the formatter lays out a file. The defaults give the canonical style described in
/// `docs/formatting.md`; a project that changes them gets a consistent, but different, style.
public struct FormatOptions: Hashable, Sendable {
  /// Which bytes end a line in the output.
  public enum LineEnding: Hashable, Sendable {
    /// CRLF when the input's first line break (outside comments) is CRLF, LF otherwise (also for a file
    /// with no line break).
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
  /// The bytes of one line break for `tree`, following the policy. Only line break tokens count, not the
  /// breaks inside block comments, so that the choice survives formatting.
  func newlineBytes(for tree: SyntaxTree) -> [UInt8] {
    switch lineEnding {
    case .lf: return [0x0A]
    case .crlf: return [0x0D, 0x0A]
    case .inferred:
      guard let first = tree.tokens.kinds.firstIndex(of: .newline) else { return [0x0A] }
      return tree.tokens.range(first).length == 2 ? [0x0D, 0x0A] : [0x0A]
    }
  }
}
