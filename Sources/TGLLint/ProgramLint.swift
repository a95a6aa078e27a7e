// Linting the files of a program as `tgl check` of their folder lints them (issue 29): each file expanded with its
// imports, its resolution and unused-name findings linted with it (so that rule levels and suppressions apply to them),
// a style or constant reported unused only when no file reaches it, and what a file's expansion found in another
// file reported once in that file, every use as a related location.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// One file of a program, linted.
public struct ProgramFileLint: Sendable {
  /// The file's findings, levels and suppressions applied.
  public var diagnostics: [Diagnostic]
  /// What the file's expansion found in other files, by workspace path.
  public var elsewhere: [ProgramDiagnostic]
  /// The file's unused-style and unused-constant findings (among `diagnostics`), by declaration (its number in
  /// `program`), and its unused-suppression findings of suppressions a style's finding may use, by key: to drop when
  /// another file reaches the declaration or uses the suppression.
  public var unusedCandidates: [(key: UnusedKey, diagnostic: Diagnostic)]
  /// The declarations the file's expansion reached, by their numbers in `program`: what its own names reach and what
  /// those of the files it imports that are no entries of its program reach.
  public var reached: DeclarationSet
  /// The suppressions of styles that suppressed a finding moved there (`StyleFindings.suppressionKey`).
  public var usedSuppressions: Set<String> = []
  /// The program the file was linted in, whose numbers `reached` and `unusedCandidates` hold.
  public var program: Program?
  /// The file's path in `program`.
  var path: String?
  /// True for a library: a file with declarations and no layouts, whose styles and constants only importers use.
  public var isLibrary = false

  /// The files the file imports, directly or not (itself excluded), read from its program when asked: a run asks
  /// whether some file imports a library (`unusedToDrop`) of a few files, and the set of every file, made as it was
  /// linted, hashed each path of the file's reach again.
  public var imports: [String] {
    guard let program, let path else { return [] }
    return program.imported(by: path)
  }

  /// The unused-style and unused-constant findings to drop once every file of a run is linted: those another file
  /// reaches, and every one of a library that no file of the run imports (`UnusedLibraryNames`).
  /// `root` is the folder the keys of the file's program are relative to, as it was added to `reached`.
  public func unusedToDrop(
    reached: ReachedDeclarations, imported: Set<String>, path: String, root: String = ""
  ) -> [Diagnostic] {
    let silent = isLibrary && !imported.contains(path)
    return unusedCandidates.filter { silent || reached.reaches($0.key, in: program, root: root) }.map(\.diagnostic)
  }
}

/// What an unused-name finding is about: a declaration, by its number in its program (`VisibleName.number`), or a
/// suppression a style's finding may use (`StyleFindings.suppressionKey`).
public enum UnusedKey: Sendable, Hashable {
  case declaration(Int)
  case suppression(String)
}

public enum ProgramLint {
  /// Lints the file at `path` of `program` (loaded from it), its text parsed as `parse`.
  public static func lint(
    _ path: String, parse: ParseResult, in program: Program, options: LintOptions
  ) -> ProgramFileLint {
    lint(path, parse: parse, in: program) { _ in options }
  }

  /// Lints the file at `path` of `program`, with the options `options` gives for its expanded tree (the command line
  /// reads the `@fontMetrics` the tree names).
  public static func lint(
    _ path: String, parse: ParseResult, in program: Program, options: (LoweringResult) -> LintOptions
  ) -> ProgramFileLint {
    // The expanded tree is read by the lint alone, which makes the paths of the elements it reports on.
    let (expanded, prepared, reached) = prepare(path, in: program, reachedFromEntry: true, assigningPaths: false)
    var candidates = prepared
    var input = LintInput(parse: parse, lowering: expanded.lowering)
    input.styled = StyleFindings.styledKeys(expanded.sources, program: program)
    let lintOptions = options(expanded.lowering)
    let linted = Linter.lint(input, options: lintOptions)
    // A style's finding first: one of an element of a component's tree whose value a style gives is the style's.
    // One placer for both moves: what the lint reads of the files' syntax (`WrittenFacts`), the files read kept.
    var placer = StyleFindings.Placer(program: program, path: path, onlyThisFile: false)
    let styles = StyleFindings.relocate(
      linted, path: path, lowering: expanded.lowering, sources: expanded.sources, program: program,
      options: lintOptions, placer: &placer)
    let (diagnostics, moved) = ComponentFindings.relocate(
      styles.kept, path: path, lowering: expanded.lowering, sources: expanded.sources, program: program,
      published: nil, placer: &placer)
    // A suppression that suppressed a finding moved to a style's property is used: its unused-suppression finding
    // (the style's file linted alone reports nothing there) is a candidate dropped when some file uses it.
    for d in diagnostics where d.rule == .unusedSuppression {
      candidates.append((.suppression(StyleFindings.suppressionKey(file: path, at: d.range.start)), d))
    }
    // A candidate suppressed or turned off is no longer among the findings: nothing to drop later.
    let kept = candidates.filter { c in diagnostics.contains { sameFinding($0, c.diagnostic) } }
    let layouts = program.files[path]?.declarations.syntax?.elements ?? []
    return ProgramFileLint(
      diagnostics: diagnostics,
      elsewhere: expanded.elsewhere + styles.elsewhere + moved + cycles(through: path, in: program),
      unusedCandidates: kept, reached: reachedElsewhere(from: path, in: program, own: reached.declarations),
      usedSuppressions: styles.usedSuppressions, program: program,
      path: path, isLibrary: program.files[path]?.declarations.syntax != nil && layouts.isEmpty)
  }

  /// Whether `path`'s unused-name findings read its own names' reach alone, the other files' added after
  /// (`reachedElsewhere`):
  /// for a file that declares no style or constant (only its own names decide its unused-name findings) in a
  /// program without import cycles (where what a file's names reach depends on nothing but the files: in a cycle,
  /// which import brings nothing depends on where loading started).
  static func splitsReached(_ path: String, in program: Program) -> Bool {
    let declaresShared = program.files[path]?.declarations.declarations.contains { $0.kind != .component } ?? false
    return !declaresShared && !program.diagnostics.contains { $0.diagnostic.rule == .importCycle }
  }

  /// `own`, what `path`'s names reach (`prepare`), with what the names of the files `path` reaches that are no
  /// entries of `program` reach where `splitsReached` (else `own` holds them): together
  /// `program.reachedNames(from: path).declarations`, read through `path`'s imports (`reachedOutsideEntries`, made
  /// once per file of the program). As numbers, merging them into each importer's is a few words, so that the run's
  /// merge after the parallel phase has nothing left to read.
  static func reachedElsewhere(from path: String, in program: Program, own: DeclarationSet) -> DeclarationSet {
    guard splitsReached(path, in: program) else { return own }
    var reached = own
    for i in program.files[path]?.imports ?? [] {
      if let target = i.target, !i.closesCycle { reached.formUnion(program.reachedOutsideEntries(from: target)) }
    }
    return reached
  }

  /// The expanded tree of the file at `path` with the program's findings in the file among its diagnostics (the
  /// resolution's, and the unused-name warnings), in source order, ready for `Linter.lint` to apply levels and
  /// suppressions to them as to any finding; the unused-style and unused-constant warnings by declaration key, and what
  /// the program's files reach. A program loaded with the files that import this one among its entries (the language
  /// server's) reaches what they use, so it reports no style or constant they use, as `merged` drops them for a
  /// checked folder.
  ///
  /// With `reachingEveryFile: false` (the language server, which reads `reached` for nothing else), a file that
  /// declares no style or constant reads only its own names: its unused imports depend on nothing else, and each
  /// dependent an edit re-analyses need not walk every file of the program.
  ///
  /// With `reachedFromEntry` (`tgl check`, whose one program per run has every checked file as an entry), what the
  /// file and the files it reaches use, as a program loaded from the file alone reaches it; where `splitsReached`,
  /// what its own names reach (`reachedElsewhere` adds the rest).
  ///
  /// Without `assigningPaths` the expanded elements are not given their paths (`Program.expand`): for a caller that
  /// reads the tree only through the linter, which makes the paths it needs.
  public static func prepare(
    _ path: String, in program: Program, reachingEveryFile: Bool = true, reachedFromEntry: Bool = false,
    assigningPaths: Bool = true
  ) -> (expanded: ExpandedFile, candidates: [(key: UnusedKey, diagnostic: Diagnostic)], reached: ReachedNames) {
    var expanded = program.expand(path, assigningPaths: assigningPaths)
    expanded.lowering.diagnostics += program.diagnostics(in: path)
    let declaresShared = program.files[path]?.declarations.declarations.contains { $0.kind != .component } ?? false
    var reached = ReachedNames()
    if reachedFromEntry && splitsReached(path, in: program) {
      // Only the file's own names decide its unused imports, and it declares nothing another file's names reach:
      // what the other files' names reach is added to its `ProgramFileLint.reached` after (`reachedElsewhere`).
      reached = program.reachedNames(byFile: path)
    } else if reachedFromEntry {
      reached = program.reachedNames(from: path)
    } else if reachingEveryFile || declaresShared {
      reached = program.reachedNames()
    } else {
      reached = program.reachedNames(byFile: path)
    }
    var candidates: [(key: UnusedKey, diagnostic: Diagnostic)] = []
    for warning in program.unusedWarnings(in: path, reached: reached) {
      if let number = warning.declaration { candidates.append((.declaration(number), warning.diagnostic)) }
      expanded.lowering.diagnostics.append(warning.diagnostic)
    }
    expanded.lowering.diagnostics.sort(by: Diagnostic.sourceOrder)
    return (expanded, candidates, reached)
  }

  /// The cycles of imports through `path` that loading it found in other files (the import that closes a cycle is in
  /// the file reached last): each reported from the entry whose path is the least of the cycle's files, so that a
  /// checked folder reports a cycle once.
  public static func cycles(through path: String, in program: Program) -> [ProgramDiagnostic] {
    program.diagnostics.filter { found in
      guard found.file != path, found.diagnostic.rule == .importCycle else { return false }
      let files = Set(found.diagnostic.related.compactMap(\.file) + [found.file])
      return files.contains(path) && files.min() == path
    }
  }

  /// Lints every file of `files` (workspace path → text) as one checked folder: per path, its findings and those
  /// other files' expansions found in it.
  public static func lint(files: [String: String], options: LintOptions) -> [String: [Diagnostic]] {
    let loader = InMemorySources(files)
    var results: [String: ProgramFileLint] = [:]
    for path in files.keys.sorted() {
      let parse = Parser.parse(bytes: Array((files[path] ?? "").utf8))
      let declarations = FileDeclarations(parse.sourceFile, syntaxErrorCount: parse.errors.count)
      let program = Program.load(entries: [path], loader: loader) { file, text in
        file == path ? declarations : FileDeclarations.parsing(file, text)
      }
      results[path] = lint(path, parse: parse, in: program, options: options)
    }
    return merged(results)
  }

  /// The findings per path: unused candidates another file reaches, or of a library no file imports, dropped;
  /// findings elsewhere added once.
  public static func merged(_ results: [String: ProgramFileLint]) -> [String: [Diagnostic]] {
    var all = ReachedDeclarations()
    for result in results.values { all.add(result) }
    all.finish()
    let imported = results.values.reduce(into: Set<String>()) { $0.formUnion($1.imports) }
    var out: [String: [Diagnostic]] = [:]
    for (path, result) in results {
      let drop = result.unusedToDrop(reached: all, imported: imported, path: path)
      out[path] = result.diagnostics.filter { d in !drop.contains { sameFinding($0, d) } }
    }
    for path in results.keys.sorted() {
      for found in results[path]?.elsewhere ?? [] { add(found.diagnostic, to: &out[found.file, default: []]) }
    }
    for path in out.keys { out[path]?.sort(by: Diagnostic.sourceOrder) }
    return out
  }

  /// Adds `d` to `diagnostics`, or its related locations to the same finding already there (same rule, range and
  /// message): one finding in a component several files use, every use related.
  public static func add(_ d: Diagnostic, to diagnostics: inout [Diagnostic]) {
    if let same = diagnostics.firstIndex(where: { sameFinding($0, d) }) {
      for r in d.related where !diagnostics[same].related.contains(r) { diagnostics[same].related.append(r) }
    } else {
      diagnostics.append(d)
    }
  }

  /// `add(_:to:)` of each of `found` in turn, with the findings and their related locations looked up in tables: a
  /// finding in a component that hundreds of screens use has hundreds of related locations, each added once.
  public static func add(contentsOf found: [Diagnostic], to diagnostics: inout [Diagnostic]) {
    var first: [Finding: Int] = Dictionary(minimumCapacity: diagnostics.count + found.count)
    for (i, d) in diagnostics.enumerated() {
      let key = Finding(d)
      if first[key] == nil { first[key] = i }
    }
    var related: [Int: Set<Related>] = [:]
    for d in found {
      let key = Finding(d)
      guard let same = first[key] else {
        first[key] = diagnostics.count
        diagnostics.append(d)
        continue
      }
      // The set is changed in its table, in place: a copy taken out and written back is copied again at its first
      // insertion (the table still holds it), once per found diagnostic. Made at the size it may reach, so that it
      // is not hashed again as it grows.
      if related[same] == nil {
        var set = Set<Related>(minimumCapacity: diagnostics[same].related.count + found.count)
        for r in diagnostics[same].related { set.insert(Related(r)) }
        related[same] = set
      }
      for r in d.related where related[same]!.insert(Related(r)).inserted { diagnostics[same].related.append(r) }
    }
  }

  /// A finding as `sameFinding` tells findings apart, hashed by its range alone: the message (hundreds of bytes for
  /// some rules) is compared only between findings at one range.
  private struct Finding: Hashable {
    let diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    static func == (a: Finding, b: Finding) -> Bool { sameFinding(a.diagnostic, b.diagnostic) }
    func hash(into hasher: inout Hasher) {
      hasher.combine(diagnostic.range.start)
      hasher.combine(diagnostic.range.end)
    }
  }

  /// A related location, hashed by its range and file: its message is one of a few words, compared only between
  /// locations of one range and file.
  private struct Related: Hashable {
    let location: RelatedLocation
    init(_ location: RelatedLocation) { self.location = location }
    static func == (a: Related, b: Related) -> Bool { a.location == b.location }
    func hash(into hasher: inout Hasher) {
      hasher.combine(location.range.start)
      hasher.combine(location.range.end)
      hasher.combine(location.file)
    }
  }

  /// Whether two diagnostics are one finding: the same rule, range and message (the range first: two integers tell
  /// most findings apart before a string is compared).
  public static func sameFinding(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    a.range == b.range && a.rule == b.rule && a.message == b.message
  }
}

/// The declarations the files of a run reach: each file's `reached`. The numbers of one program are merged as they are, then named by key once (`finish`): the programs of a run are one per
/// workspace, or one per file (a workspace with an import cycle, `ProgramLint.lint(files:)`), and a file of one
/// workspace may reach a declaration of a file another workspace checks (a folder `shared/` without a Package.swift
/// beside the screens is a workspace of its own), which only the file's absolute path names in both.
public struct ReachedDeclarations: Sendable {
  /// Per program (a program's memo is its own), the folder its paths are relative to and the numbers of the
  /// declarations reached.
  private var reached: [(program: Program, root: String, numbers: DeclarationSet)] = []
  /// The suppressions used, their keys made absolute (`StyleFindings.suppressionKey`).
  private var usedSuppressions: Set<String> = []
  /// The keys of every declaration reached, absolute (`finish`).
  private var keys: Set<String> = []

  public init() {}

  /// Adds what `lint` reached, its paths relative to `root` (empty: they are the run's own).
  public mutating func add(_ lint: ProgramFileLint, root: String = "") {
    for key in lint.usedSuppressions { usedSuppressions.insert(Self.absolute(key, root)) }
    if let program = lint.program { merge(lint.reached, of: program, root: root) }
  }

  static func absolute(_ key: String, _ root: String) -> String { root.isEmpty ? key : root + "/" + key }

  private mutating func merge(_ numbers: DeclarationSet, of program: Program, root: String) {
    if let i = reached.firstIndex(where: { $0.program.memo === program.memo && $0.root == root }) {
      reached[i].numbers.formUnion(numbers)
    } else {
      reached.append((program, root, numbers))
    }
  }

  /// Names each declaration reached by its key, once, when every file is added.
  public mutating func finish() {
    for (program, root, numbers) in reached {
      numbers.forEach { number in
        if let key = program.declarationKey(number) { keys.insert(Self.absolute(key, root)) }
      }
    }
  }

  /// Whether a file of the run reaches `key`, a candidate of a file linted in `program` whose paths are relative to
  /// `root`; read once `finish` has merged the files added.
  public func reaches(_ key: UnusedKey, in program: Program?, root: String = "") -> Bool {
    switch key {
    case .suppression(let suppression): return usedSuppressions.contains(Self.absolute(suppression, root))
    case .declaration(let number):
      guard let key = program?.declarationKey(number) else { return false }
      return keys.contains(Self.absolute(key, root))
    }
  }
}
