// The program a document is analysed in when it imports or declares anything (issue 29): the files its imports reach,
// read by the caller (the language server: open documents first, then the disk), and a fingerprint of their texts.

import TGLSemantics

/// What a document's analysis reads beyond its own text when it imports or declares something: the program of its
/// workspace (every file its imports reach, the document included) and its path in it. Part of the analysis's key: a
/// change to an imported file gives another fingerprint, so a new analysis; the same texts find the cached one.
public struct ProgramContext: Sendable {
  /// The document's workspace path in `program`.
  public var path: String
  public var program: Program
  /// A hash of every file's path and text in `program` but the document's own (its version keys that).
  public var fingerprint: Int

  public init(path: String, program: Program) {
    self.path = path
    self.program = program
    var hasher = Hasher()
    for file in program.order.sorted() where file != path {
      hasher.combine(file)
      hasher.combine(program.files[file]?.text)
    }
    fingerprint = hasher.finalize()
  }
}
