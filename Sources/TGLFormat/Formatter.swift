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
    var printer = Printer(tree: tree, options: options, atoms: nil)
    printer.printSourceFile(tree.root)
    return String(decoding: printer.out, as: UTF8.self)
  }

  /// The smallest edits that turn the input into `format(tree, options:)`, sorted and non-overlapping.
  public static func formatEdits(_ tree: SyntaxTree, options: FormatOptions = .init()) -> [TextEdit] {
    let result = FormattedFile(tree: tree, options: options)
    return result.edits(where: { _ in true })
  }

  /// Edits that format the members (properties, elements, `when` blocks, directives) that intersect
  /// `range`, each member as a whole; the rest of the file is left alone. `range` is in UTF-8 byte offsets.
  public static func formatRange(_ tree: SyntaxTree, range: TextRange, options: FormatOptions = .init()) -> [TextEdit] {
    let result = FormattedFile(tree: tree, options: options)
    let unit = result.unit(covering: range)
    guard !unit.isEmpty else { return [] }
    return result.edits(where: { atom in atom.source.start < unit.end && atom.source.end > unit.start })
  }
}
