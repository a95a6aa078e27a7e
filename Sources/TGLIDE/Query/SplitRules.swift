// How a version of a file divides into pieces, and every rule that keeps a file (or an edit) from being split the
// cheap way, each with its reason: the one place to read before changing `Split` or `SourceAnalysis.init`.
//
// What every piece shares is its prefix (`Prefix`): the file's directives and its file-wide suppressions
// (`// tgl-ignore-file`), copied before each piece's text, because both apply to every element; the findings about
// them are those every piece agrees on (`DiagnosticsCollector.prefixDiagnostics`). Comments before stray text, and
// comments after the last element, are pieces of their own, so that a suppression there is linted as in the whole
// file; a line comment after an element on its line is the element's (`Split.LineEnd`).

import TGLSemantics
import TGLSyntax

/// How one version of a file was divided into pieces.
public enum SplitKind: Equatable, Sendable {
  /// From the previous version and one edit inside top-level elements: only the touched elements were parsed, the
  /// whole file's parse waits until a feature asks for it (`Split.init(editing:to:)`).
  case edited
  /// From a byte scan of a well-formed file's top level, confirmed by each piece's parse; the whole file's parse
  /// waits too (`Split.init(scanning:reusing:built:)`).
  case scanned
  /// From a parse of the whole file: one piece per top-level element (`Split.init(_:reusing:)`).
  case parsed
  /// The whole file is one piece, for the reason given.
  case whole(WholeFileReason)
}

/// Why a file is analysed as one piece rather than one piece per top-level element.
public enum WholeFileReason: Equatable, Sendable {
  /// More elements than the model takes (`Lowering.maximumElements`): one piece gets the one error of linting the
  /// file whole, rather than a piece per element by the million.
  case tooManyElements
  /// A `{` that is never closed: where the parser's recovery ends that element depends on the text after it, which a
  /// piece does not have (found by fuzzing: a piece recovered differently from the whole file).
  case unclosedDelimiter
  /// A syntax error in a directive or at its end: the directive may read differently before each piece's text (found
  /// by fuzzing, twice).
  case errorInDirective
  /// The file imports or declares something (issue 29): it is lowered whole through its program's expansion, since a
  /// style, constant or component may be used by any element and declared anywhere in it or in an imported file.
  case program

  /// The reason the whole file's parse must stay one piece, known before it is split.
  static func beforeSplitting(_ parse: ParseResult) -> WholeFileReason? {
    if parse.tree.nodeCount(of: .element) > Lowering.maximumElements { return .tooManyElements }
    if parse.hasUnclosedDelimiter { return .unclosedDelimiter }
    return nil
  }

  /// The reason a split of the whole file's parse must give way to one piece, known once its prefix is.
  static func afterSplitting(_ parse: ParseResult, prefix: Prefix) -> WholeFileReason? {
    parse.errors.contains { prefix.touches($0.range) } ? .errorInDirective : nil
  }
}

/// Why an edit cannot be split from the previous version's pieces, so that the new text is scanned or parsed whole
/// (its unchanged pieces are still reused by their text).
package enum ReparseReason: Error, Equatable {
  /// The previous version is one piece (`WholeFileReason`): there are no elements to re-parse alone.
  case previousIsWhole
  /// The edit reaches a directive or the text between elements: the prefix, or which text makes an element, changes.
  case outsideElements
  /// An element whose `{` is never closed ends where the parser's recovery decides, which depends on the text after
  /// it (closing a brace further down moves it); with one in the file only a full parse can tell where elements end.
  case unclosedDelimiter
  /// What comes before the edited elements (a stray word, a directive, an element without a block) may read on to
  /// the end of its line in a full parse: `/` then `a` typed after it is one error `/a`, and `w` then `I` is one
  /// element `w I`, not two. So an edit on the line where the text before the elements ends needs a full parse.
  case joinsTextBefore
  /// Likewise the last edited element may read on into text after it on the same line: `ef` typed before a stray
  /// `{f` makes one element `ef{f`.
  case joinsTextAfter
  /// The edited text no longer reads as whole elements (an unclosed brace, a stray word, an error at its end, a file
  /// suppression): only a full parse can tell where elements end.
  case notWholeElements
  /// The edit brings the file over the model's element limit, which makes it one piece (`tooManyElements`).
  case tooManyElements
}
