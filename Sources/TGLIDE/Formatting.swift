// Formatting for the editor: the `tgl fmt` engine, and nothing at all while the file has syntax errors.

import TGLFormat
import TGLSyntax

extension Analysis {
  /// The edits that format the whole file in the canonical style; none while it has syntax errors, so that
  /// formatting on save never reshapes text the parser did not understand.
  public func formattingEdits() -> [TextEdit] {
    guard source.parse.errors.isEmpty else { return [] }
    return Formatter.formatEdits(source.tree)
  }

  /// The edits that format the members touching `range`; none while the file has syntax errors.
  public func rangeFormattingEdits(_ range: TextRange) -> [TextEdit] {
    guard source.parse.errors.isEmpty else { return [] }
    return Formatter.formatRange(source.tree, range: range)
  }
}
