// The formatter's public entry points: whole files, text edits, and ranges for the language server.

import TGLSyntax

/// Formats `.tgl` syntax trees in the canonical style (see `docs/formatting.md`).
///
/// The formatter keeps every token and comment in order; it only changes whitespace, line breaks and
/// optional `;`. It is safe on any tree, including trees with syntax errors: error nodes are printed
/// verbatim, so no text is lost.
public enum Formatter {
  /// The whole file, formatted.
  public static func format(_ tree: SyntaxTree, options: FormatOptions = .init()) -> String {
    String(decoding: Printer.run(tree, options: options, atoms: nil).output, as: UTF8.self)
  }

  /// The whole file, formatted, as UTF-8 bytes: `format` without building a `String`, for callers that
  /// write the result out (and keep invalid UTF-8 in the input byte for byte).
  public static func formatUTF8(_ tree: SyntaxTree, options: FormatOptions = .init()) -> [UInt8] {
    Printer.run(tree, options: options, atoms: nil).output
  }

  /// The smallest edits that turn the input into `format(tree, options:)`, sorted and non-overlapping.
  public static func formatEdits(_ tree: SyntaxTree, options: FormatOptions = .init()) -> [TextEdit] {
    let result = FormattedFile(tree: tree, options: options)
    return result.edits(where: { _, _ in true })
  }

  /// Edits that format the members (properties, elements, `when` blocks, directives) that intersect
  /// `range`, each member as a whole; the rest of the file is left alone. `range` is in UTF-8 byte offsets.
  public static func formatRange(_ tree: SyntaxTree, range: TextRange, options: FormatOptions = .init()) -> [TextEdit] {
    let result = FormattedFile(tree: tree, options: options)
    let unit = result.unit(covering: range)
    guard !unit.isEmpty else { return [] }
    let lastAtom = result.atoms.last?.source ?? .empty(at: 0)
    return result.edits(where: { gap, next in
      let atom = next?.source ?? lastAtom
      let atomIsInUnit = atom.start < unit.end && atom.end > unit.start
      let gapIsInUnit = gap.start < unit.end && gap.end > unit.start
      return atomIsInUnit || gapIsInUnit
    })
  }
}
