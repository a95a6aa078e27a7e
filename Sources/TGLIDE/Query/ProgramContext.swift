// The program a document is analysed in when it imports or declares anything (issue 29): the files its imports reach,
// read by the caller (the language server: open documents first, then the disk), and a fingerprint of their texts.

import TGLLint
import TGLSemantics

/// What a document's analysis reads beyond its own text when it imports or declares something: the program of its
/// workspace (every file its imports reach, the document included; the language server adds the files that import a
/// document declaring styles or constants, whose uses decide its unused-name warnings) and its path in it. Part of the
/// analysis's key: a change to an imported file gives another fingerprint, so a new analysis; the same texts find the
/// cached one.
public struct ProgramContext: Sendable {
  /// The document's workspace path in `program`.
  public var path: String
  public var program: Program
  /// A hash of the path and text of every file the analysis reads but the document's own (its version keys that): the
  /// files the document reaches, and for a document that declares a style or constant every file of `program` (the
  /// files that import it decide its unused-name warnings). A program loaded for several documents (the language
  /// server's, for an edit's dependents) gives each the fingerprint of what it reads, not of the other documents.
  public var fingerprint: Int

  /// The files of `program` open in the editor besides the document: a finding of a component written in one of them
  /// is published there (each use a related location); one of a component in a file not open stays at the uses.
  public var openFiles: Set<String>

  /// Whether the document's unused-style and unused-constant warnings are reported: not while a file that may use its
  /// styles and constants may be missing from `program` (the language server's index of the workspace is not complete
  /// yet), nor for a library (declarations, no layouts) no file imports, which `tgl check` of a folder leaves alone.
  public var reportsUnusedDeclarations: Bool

  /// The import cycles through the document as `tgl check` of its folder reports them: each from the program of the
  /// cycle's least file (`ProgramLint.cycles`), in the file whose import closes it there.
  public var cycles: [ProgramDiagnostic]

  /// `load` gives the program of another file of a cycle through the document (the cycle's least file), when there is
  /// one; without it only the cycles whose least file is the document are found.
  public init(
    path: String, program: Program, openFiles: Set<String> = [], reportsUnusedDeclarations: Bool = true,
    load: ((String) -> Program)? = nil
  ) {
    self.path = path
    self.program = program
    self.openFiles = openFiles
    self.reportsUnusedDeclarations = reportsUnusedDeclarations
    cycles = Self.cycles(through: path, in: program, load: load)
    var hasher = Hasher()
    hasher.combine(openFiles)
    hasher.combine(reportsUnusedDeclarations)
    let declaresShared =
      program.files[path]?.declarations.declarations.contains { $0.kind != .component } ?? false
    let read = declaresShared ? program.order : Array(program.reach(of: path))
    for file in read.sorted() where file != path {
      hasher.combine(file)
      hasher.combine(program.files[file]?.text)
    }
    fingerprint = hasher.finalize()
  }

  /// The cycles through `path` that `tgl check` reports: for each cycle `program` found through it, the least of the
  /// cycle's files reports it from its own program (where the import that closes the cycle may be another).
  static func cycles(through path: String, in program: Program, load: ((String) -> Program)?) -> [ProgramDiagnostic] {
    var least: Set<String> = []
    for found in program.diagnostics where found.diagnostic.rule == .importCycle {
      let files = Set(found.diagnostic.related.compactMap(\.file) + [found.file])
      if files.contains(path), let first = files.min() { least.insert(first) }
    }
    var out = ProgramLint.cycles(through: path, in: program)
    guard let load else { return out }
    for file in least.sorted() where file != path {
      let other = load(file)
      for found in ProgramLint.cycles(through: file, in: other) where !out.contains(found) {
        let files = Set(found.diagnostic.related.compactMap(\.file) + [found.file])
        if files.contains(path) { out.append(found) }
      }
    }
    return out
  }

  /// The declarations of other files an expansion read, by declaring file: each name a file's values used
  /// (`ExpandedFile.used`), resolved in that file's scope.
  static func reads(_ used: [String: Set<String>], in program: Program) -> [String: Set<String>] {
    var out: [String: Set<String>] = [:]
    for (file, names) in used {
      guard let scope = program.files[file]?.scope else { continue }
      for name in names {
        guard let visible = scope[name] else { continue }
        out[visible.file, default: []].insert(visible.declaration.name.name)
      }
    }
    return out
  }

  /// A hash of what an analysis that read the declarations `reads` reads of the files the document reaches: each
  /// file's text, but of a declaration it did not read only its kind and name (what a name that did not resolve may
  /// resolve to now, and the closest names), its length, its line breaks and the UTF-16 length of its last line
  /// (where what follows starts): the places of what it read, in UTF-8 and in UTF-16 positions, and every import and
  /// comment. Two programs with the same hash give such a document the same expansion, so the same
  /// findings (`AnalysisHost` reuses its analysis when an imported file changed only in what it did not read). Nil for
  /// a document whose findings read more than its reach (it declares a style or constant: the files that import it
  /// decide its unused-name warnings) or whose program has a cycle of imports.
  public func readsHash(_ reads: [String: Set<String>]) -> Int? {
    guard let file = program.files[path],
      !file.declarations.declarations.contains(where: { $0.kind != .component }),
      cycles.isEmpty, !program.diagnostics.contains(where: { $0.diagnostic.rule == .importCycle })
    else { return nil }
    var hasher = Hasher()
    hasher.combine(openFiles)
    hasher.combine(reportsUnusedDeclarations)
    for other in program.reach(of: path).sorted() where other != path {
      guard let loaded = program.files[other] else { continue }
      hasher.combine(other)
      hasher.combine(loaded.declarations.syntaxErrorCount)
      let read = reads[other] ?? []
      let skipped = loaded.declarations.declarations.filter { !read.contains($0.name.name) }
        .sorted { $0.range.start < $1.range.start }
      var text = loaded.text
      text.withUTF8 { bytes in
        var at = 0
        for declaration in skipped {
          let range = declaration.range
          guard range.start >= at && range.end <= bytes.count else { continue }
          hasher.combine(declaration.kind.rawValue)
          hasher.combine(declaration.name.name)
          hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[at..<range.start])))
          Self.combineShape(of: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), into: &hasher)
          at = range.end
        }
        hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[at...])))
      }
    }
    return hasher.finalize()
  }

  /// What text left out of `readsHash` decides of the text after it: its length, its line breaks, and the
  /// UTF-16 length of its last line.
  private static func combineShape(of bytes: UnsafeBufferPointer<UInt8>, into hasher: inout Hasher) {
    var lineBreaks = 0
    var lastLineUnits = 0
    for byte in bytes {
      if byte == 0x0A {
        lineBreaks += 1
        lastLineUnits = 0
      } else if byte & 0xC0 != 0x80 {
        // A character's first byte: one UTF-16 unit, two for a character outside the basic plane (four bytes).
        lastLineUnits += byte >= 0xF0 ? 2 : 1
      }
    }
    hasher.combine(bytes.count)
    hasher.combine(lineBreaks)
    hasher.combine(lastLineUnits)
  }
}
