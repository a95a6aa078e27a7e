// A program of several files: every file reached from the entries through imports, each loaded once, with its
// imports resolved and the names it sees (design-whole-app.md §1.1).

import Platform
import TGLDiagnostics
import TGLSyntax

/// Rule ids of name resolution across files.
extension RuleID {
  /// An import that brings nothing: a bad path, a missing file, a listed name the file does not declare, or a file
  /// with syntax errors (whose names are still used).
  public static let unresolvedImport: RuleID = "unresolved-import"
  /// An import that closes a cycle of imports; it brings nothing, so each file is still analysed.
  public static let importCycle: RuleID = "import-cycle"
  /// A name declared twice in a file, brought by two imports, or both declared and imported.
  public static let duplicateDeclaration: RuleID = "duplicate-declaration"
}

/// A diagnostic in one file of a program.
public struct ProgramDiagnostic: Hashable, Sendable {
  public var file: String
  public var diagnostic: Diagnostic

  public init(file: String, diagnostic: Diagnostic) {
    self.file = file
    self.diagnostic = diagnostic
  }
}

/// An import with the file it names.
public struct ResolvedImport: Hashable, Sendable {
  /// The fields in one object copied on write (issue 29, "Speed"): a file's imports are copied when its scope is made
  /// and each time they are read out of the program, and a copy of one object is one retain where a copy of the
  /// declaration's strings and the names was one each.
  @usableFromInline var storage: Storage

  public var declaration: ImportDeclaration {
    @inlinable _read { yield storage.declaration }
    @inlinable _modify {
      unique()
      yield &storage.declaration
    }
  }
  /// The workspace path of the file it names; nil when the path is bad or no such file exists.
  public var target: String? {
    @inlinable _read { yield storage.target }
    @inlinable _modify {
      unique()
      yield &storage.target
    }
  }
  /// True when this import closes a cycle: it brings no names.
  public var closesCycle: Bool {
    @inlinable _read { yield storage.closesCycle }
    @inlinable _modify {
      unique()
      yield &storage.closesCycle
    }
  }
  /// The names it brings into the importing file.
  public var names: [String] {
    @inlinable _read { yield storage.names }
    @inlinable _modify {
      unique()
      yield &storage.names
    }
  }

  public init(declaration: ImportDeclaration, target: String?, closesCycle: Bool, names: [String]) {
    storage = Storage(declaration: declaration, target: target, closesCycle: closesCycle, names: names)
  }

  /// Makes `storage` this import's own before a field changes (copy on write).
  @inlinable mutating func unique() {
    if !isKnownUniquelyReferenced(&storage) {
      storage = Storage(declaration: declaration, target: target, closesCycle: closesCycle, names: names)
    }
  }

  public static func == (a: ResolvedImport, b: ResolvedImport) -> Bool {
    a.storage === b.storage
      || (a.declaration == b.declaration && a.target == b.target && a.closesCycle == b.closesCycle
        && a.names == b.names)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(declaration)
    hasher.combine(target)
    hasher.combine(closesCycle)
    hasher.combine(names)
  }

  /// An import's fields. Mutated only through `unique()`, when no other value holds it, so that no two threads ever
  /// see it change: hence `@unchecked Sendable`, and no access to a field overlaps a change of it, so the fields are
  /// not checked for exclusive access at each read (every lookup of the program's files read several).
  @usableFromInline final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var declaration: ImportDeclaration
    @exclusivity(unchecked) @usableFromInline var target: String?
    @exclusivity(unchecked) @usableFromInline var closesCycle: Bool
    @exclusivity(unchecked) @usableFromInline var names: [String]

    @usableFromInline init(declaration: ImportDeclaration, target: String?, closesCycle: Bool, names: [String]) {
      self.declaration = declaration
      self.target = target
      self.closesCycle = closesCycle
      self.names = names
    }
  }
}

/// A name a file can use, and where it is declared.
public struct VisibleName: Hashable, Sendable {
  public var declaration: Declaration
  /// The workspace path of the declaring file.
  public var file: String
  /// The index of the import that brings it (in `ProgramFile.imports`); nil when the file declares it itself.
  public var importIndex: Int?
  /// The declaration's number in the program (`ProgramFile.firstNumber`): what the names reached are kept as.
  public var number: Int
}

/// One file of a program.
public struct ProgramFile: Sendable {
  /// The fields in one object copied on write (issue 29, "Speed"): a file of the program is read by value out of
  /// `Program.files` at every lookup, and a copy of one object is one retain where a copy of each string, array and
  /// table was one each.
  @usableFromInline var storage: Storage

  public var path: String {
    @inlinable _read { yield storage.path }
    @inlinable _modify {
      unique()
      yield &storage.path
    }
  }
  public var text: String {
    @inlinable _read { yield storage.text }
    @inlinable _modify {
      unique()
      yield &storage.text
    }
  }
  public var declarations: FileDeclarations {
    @inlinable _read { yield storage.declarations }
    @inlinable _modify {
      unique()
      yield &storage.declarations
    }
  }
  public var imports: [ResolvedImport] {
    @inlinable _read { yield storage.imports }
    @inlinable _modify {
      unique()
      yield &storage.imports
    }
  }
  /// Every name the file can use: its own declarations and its imports' names.
  public var scope: [String: VisibleName] {
    @inlinable _read { yield storage.scope }
    @inlinable _modify {
      unique()
      yield &storage.scope
    }
  }
  /// The program-wide number of the file's first declaration: its declaration at index `k` is numbered
  /// `firstNumber + firstOfName[k]`.
  public var firstNumber: Int {
    @inlinable _read { yield storage.firstNumber }
    @inlinable _modify {
      unique()
      yield &storage.firstNumber
    }
  }
  /// Per declaration, the index of the file's first declaration of the same name (its own index but for a name
  /// declared twice): a name is one declaration, the first.
  public var firstOfName: [Int] {
    @inlinable _read { yield storage.firstOfName }
    @inlinable _modify {
      unique()
      yield &storage.firstOfName
    }
  }
  /// The file's place in `Program.order`.
  @usableFromInline var orderIndex: Int {
    _read { yield storage.orderIndex }
    _modify {
      unique()
      yield &storage.orderIndex
    }
  }
  /// The files of the constants that imports bring into `scope` (`ConstantTable`): listed while the scope is made.
  @usableFromInline var importedConstants: ImportedConstants {
    _read { yield storage.importedConstants }
    _modify {
      unique()
      yield &storage.importedConstants
    }
  }

  public init(
    path: String, text: String, declarations: FileDeclarations, imports: [ResolvedImport],
    scope: [String: VisibleName], firstNumber: Int = 0, firstOfName: [Int] = []
  ) {
    storage = Storage(
      path: path, text: text, declarations: declarations, imports: imports, scope: scope, firstNumber: firstNumber,
      firstOfName: firstOfName)
  }

  /// Makes `storage` this file's own before a field changes (copy on write).
  @inlinable mutating func unique() {
    if !isKnownUniquelyReferenced(&storage) {
      // Every field read from the shared storage before this file's own replaces it (read after, the fields the
      // initialiser does not take would be the new storage's defaults).
      let shared = storage
      storage = Storage(
        path: shared.path, text: shared.text, declarations: shared.declarations, imports: shared.imports,
        scope: shared.scope, firstNumber: shared.firstNumber, firstOfName: shared.firstOfName)
      storage.importedConstants = shared.importedConstants
      storage.orderIndex = shared.orderIndex
    }
  }

  /// A file's fields. Mutated only through `unique()`, when no other value holds it, so that no two threads ever see
  /// it change: hence `@unchecked Sendable`, and no access to a field overlaps a change of it, so the fields are not
  /// checked for exclusive access at each read (every lookup of the program's files read several).
  @usableFromInline final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var path: String
    @exclusivity(unchecked) @usableFromInline var text: String
    @exclusivity(unchecked) @usableFromInline var declarations: FileDeclarations
    @exclusivity(unchecked) @usableFromInline var imports: [ResolvedImport]
    @exclusivity(unchecked) @usableFromInline var scope: [String: VisibleName]
    @exclusivity(unchecked) @usableFromInline var firstNumber: Int
    @exclusivity(unchecked) @usableFromInline var firstOfName: [Int]
    @exclusivity(unchecked) @usableFromInline var importedConstants = ImportedConstants()
    @exclusivity(unchecked) @usableFromInline var orderIndex = 0

    @usableFromInline init(
      path: String, text: String, declarations: FileDeclarations, imports: [ResolvedImport],
      scope: [String: VisibleName], firstNumber: Int, firstOfName: [Int]
    ) {
      self.path = path
      self.text = text
      self.declarations = declarations
      self.imports = imports
      self.scope = scope
      self.firstNumber = firstNumber
      self.firstOfName = firstOfName
    }
  }
}

/// The files reached from some entries, each once (a diamond is one file), and what resolving their imports found.
public struct Program: Sendable {
  /// The fields in one object copied on write (issue 29, "Speed"): the expansion and the program's lint hold the
  /// program by value in many places (each use of a component, each file's lint), and a copy of one object is one
  /// retain where a copy of each table and array was one each.
  @usableFromInline var storage: Storage

  /// Workspace path to file, for every file loaded.
  public private(set) var files: [String: ProgramFile] {
    @inlinable _read { yield storage.files }
    _modify {
      unique()
      yield &storage.files
    }
  }
  /// The files in the order they were first reached, depth first from the entries.
  public private(set) var order: [String] {
    @inlinable _read { yield storage.order }
    _modify {
      unique()
      yield &storage.order
    }
  }
  /// Problems of imports and names, each in the file where it is written.
  public private(set) var diagnostics: [ProgramDiagnostic] {
    @inlinable _read { yield storage.diagnostics }
    _modify {
      unique()
      yield &storage.diagnostics
    }
  }
  /// What the expansions of this program compute once (`ProgramMemo`); made anew by each `load`.
  public private(set) var memo: ProgramMemo {
    @inlinable _read { yield storage.memo }
    _modify {
      unique()
      yield &storage.memo
    }
  }
  /// The entries it was loaded from (those that exist).
  public private(set) var entries: Set<String> {
    @inlinable _read { yield storage.entries }
    _modify {
      unique()
      yield &storage.entries
    }
  }
  /// The files with declarations, in the order of their numbers, each with its first number (`ProgramFile.firstNumber`).
  private var numbered: [(file: String, first: Int)] {
    _read { yield storage.numbered }
    _modify {
      unique()
      yield &storage.numbered
    }
  }
  /// How many numbers the files' declarations take: every number is below it.
  public private(set) var declarationCount: Int {
    @inlinable _read { yield storage.declarationCount }
    _modify {
      unique()
      yield &storage.declarationCount
    }
  }

  init() {
    storage = Storage(
      files: [:], order: [], diagnostics: [], memo: ProgramMemo(), entries: [], numbered: [], declarationCount: 0)
  }

  /// Makes `storage` this program's own before a field changes (copy on write).
  @inlinable mutating func unique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// A program's fields. Mutated only through `unique()`, when no other value holds it, so that no two threads ever
  /// see it change: hence `@unchecked Sendable`, and no access to a field overlaps a change of it, so the fields are
  /// not checked for exclusive access at each read (every lookup of the program's files read several).
  @usableFromInline final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var files: [String: ProgramFile]
    @exclusivity(unchecked) @usableFromInline var order: [String]
    @exclusivity(unchecked) @usableFromInline var diagnostics: [ProgramDiagnostic]
    @exclusivity(unchecked) @usableFromInline var memo: ProgramMemo
    @exclusivity(unchecked) @usableFromInline var entries: Set<String>
    @exclusivity(unchecked) @usableFromInline var numbered: [(file: String, first: Int)]
    @exclusivity(unchecked) @usableFromInline var declarationCount: Int

    @usableFromInline init(
      files: [String: ProgramFile], order: [String], diagnostics: [ProgramDiagnostic], memo: ProgramMemo,
      entries: Set<String>, numbered: [(file: String, first: Int)], declarationCount: Int
    ) {
      self.files = files
      self.order = order
      self.diagnostics = diagnostics
      self.memo = memo
      self.entries = entries
      self.numbered = numbered
      self.declarationCount = declarationCount
    }

    @usableFromInline func copy() -> Storage {
      Storage(
        files: files, order: order, diagnostics: diagnostics, memo: memo, entries: entries, numbered: numbered,
        declarationCount: declarationCount)
    }
  }

  /// Loads `entries` and every file they import. `declare` reads a file's declarations from its text (a parse, in
  /// the tools; hand-made in tests). An entry that does not exist is skipped. `concurrently(n, body)` runs `body` for
  /// 0..<n, in any order and on any threads (`tgl check` passes its `WorkerPool`): the files' scopes
  /// are made with it, each from the loaded files alone, so the program is the same whichever way they run.
  public static func load(
    entries: [String], loader: some SourceLoader, declare: @escaping (String, String) -> FileDeclarations,
    concurrently: (Int, @Sendable (Int) -> Void) -> Void = { n, body in for i in 0..<n { body(i) } }
  ) -> Program {
    var program = Program()
    var loader = Loading(loader: loader, declare: declare)
    for entry in entries { loader.visit(entry, into: &program) }
    program.makeScopes(concurrently: concurrently)
    program.entries = Set(entries.filter { program.files[$0] != nil })
    program.memo = ProgramMemo()
    return program
  }

  /// The diagnostics of `file`, in source order.
  public func diagnostics(in file: String) -> [Diagnostic] {
    diagnostics.filter { $0.file == file }.map(\.diagnostic).sorted(by: Diagnostic.sourceOrder)
  }

  /// The files that declare `name`, among those loaded.
  public func filesDeclaring(_ name: String) -> [String] {
    order.filter { files[$0]?.declarations.declaration(named: name) != nil }
  }

  /// The files that `path` imports, directly or not (itself excluded).
  public func importsOf(_ path: String) -> [String] {
    var seen: Set<String> = [path]
    var stack = [path]
    var result: [String] = []
    while let next = stack.popLast() {
      for i in files[next]?.imports ?? [] {
        guard let target = i.target, !seen.contains(target) else { continue }
        seen.insert(target)
        result.append(target)
        stack.append(target)
      }
    }
    return result
  }

  fileprivate mutating func report(
    _ file: String, _ rule: RuleID, _ range: TextRange, _ message: String, related: [RelatedLocation] = [],
    fixes: [Fix] = []
  ) {
    let d = Diagnostic(rule: rule, severity: .error, range: range, message: message, related: related, fixes: fixes)
    diagnostics.append(ProgramDiagnostic(file: file, diagnostic: d))
  }

  fileprivate mutating func add(_ file: consuming ProgramFile) {
    // Each declaration numbered once, when its file is loaded (issue 29, "Speed"): the names reached across files are
    // kept as these numbers, a key string made only for a declaration a message or another program must name.
    file.firstNumber = declarationCount
    file.orderIndex = order.count
    var first: [String: Int] = [:]
    file.firstOfName = file.declarations.declarations.indices.map { k in
      let name = file.declarations.declarations[k].name.name
      if let known = first[name] { return known }
      first[name] = k
      return k
    }
    if !file.declarations.declarations.isEmpty { numbered.append((file.path, declarationCount)) }
    declarationCount += file.declarations.declarations.count
    files[file.path] = file
    order.append(file.path)
  }

  /// The key (`ReachedNames.key`, `file:name`) of the declaration numbered `number`.
  public func declarationKey(_ number: Int) -> String? {
    // The last file whose first number is not above `number`.
    var low = 0
    var high = numbered.count
    while low < high {
      let mid = (low + high) / 2
      if numbered[mid].first <= number { low = mid + 1 } else { high = mid }
    }
    guard low > 0, let file = files[numbered[low - 1].file] else { return nil }
    let k = number - numbered[low - 1].first
    guard k < file.declarations.declarations.count else { return nil }
    return ReachedNames.key(file.path, file.declarations.declarations[k].name.name)
  }

  /// The keys of the declarations of `numbers`.
  public func declarationKeys(_ numbers: DeclarationSet) -> Set<String> {
    var keys: Set<String> = []
    numbers.forEach { if let key = declarationKey($0) { keys.insert(key) } }
    return keys
  }

  fileprivate mutating func setImports(_ imports: [ResolvedImport], of path: String) {
    files[path]?.imports = imports
  }

  /// Every file's scope and imported names (`scope(of:)`), with their diagnostics in the order of the files.
  private mutating func makeScopes(concurrently: (Int, @Sendable (Int) -> Void) -> Void) {
    // The scopes made from a copy of the program that is gone before they are stored: while it lived, each file's
    // storage was shared with it, and storing a scope copied the file's storage.
    let made = scopes(concurrently: concurrently)
    for (path, scope) in zip(order, made) {
      guard let scope else { continue }
      // One lookup of the file for its three fields.
      files[path]?.take(scope)
      diagnostics += scope.diagnostics
    }
  }

  /// Every file's scope (`scope(of:)`), by the file's place in `order`.
  private func scopes(concurrently: (Int, @Sendable (Int) -> Void) -> Void) -> [FileScope?] {
    let loaded = self
    let order = self.order
    let made = ScopeSlots(count: order.count)
    concurrently(order.count) { index in made.set(index, loaded.scope(of: order[index])) }
    return made.values
  }

  /// The file's own names, then each import's: a name declared twice or brought by two files is an error at the
  /// second place with the first as related location; the first is kept. Reads the files' declarations and this
  /// file's imports, which the scopes of other files do not change.
  private func scope(of path: String) -> FileScope? {
    guard let file = files[path] else { return nil }
    var found = FileScope()
    var imports = file.imports
    // Each import's file, looked up once; the scope is made at the size of every name it may hold (grown from empty,
    // it was rehashed several times per file).
    let targets: [ProgramFile?] = imports.map { resolved in
      guard let target = resolved.target, !resolved.closesCycle else { return nil }
      return files[target]
    }
    // The declarations read through one array each, taken out of the file once: read through the file at each name,
    // each read copied the file's declarations (a retain per table).
    let own = file.declarations.declarations
    var capacity = own.count
    for (resolved, target) in zip(imports, targets) {
      guard let target else { continue }
      capacity += resolved.declaration.names?.count ?? target.declarations.declarations.count
    }
    var scope: [String: VisibleName] = [:]
    scope.reserveCapacity(capacity)
    // Each name is put in the scope before asking whether it was there (`updateValue` gives the name's former value),
    // so that a name hashes once; the rare name already there (a duplicate, a diamond) has its first value put back.
    let ownFirst = file.firstNumber
    for (k, declaration) in own.enumerated() {
      let name = declaration.name.name
      let visible = VisibleName(declaration: declaration, file: path, importIndex: nil, number: ownFirst + k)
      guard let first = scope.updateValue(visible, forKey: name) else { continue }
      scope[name] = first
      found.report(
        path, .duplicateDeclaration, declaration.name.range, "'\(name)' is already declared in this file",
        related: [RelatedLocation(range: first.declaration.name.range, message: "first declared here")])
    }
    for (index, resolved) in imports.enumerated() {
      guard let target = resolved.target, let targetFile = targets[index] else { continue }
      var brought: [String] = []
      let listed = resolved.declaration.names
      let declarations = targetFile.declarations.declarations
      let firstOfName = targetFile.firstOfName
      // Read once, out of the file's shared storage.
      let targetFirst = targetFile.firstNumber
      // The names read where they are (the import's list, or the target's declarations): an array of them made first
      // retained each name once more.
      let count = listed?.count ?? declarations.count
      brought.reserveCapacity(count)
      for position in 0..<count {
        let written = listed?[position] ?? declarations[position].name
        // An import of every name brings each declaration, a name declared twice as its first; a listed name is
        // looked up.
        var match: Int?
        if listed == nil {
          match = firstOfName[position]
        } else {
          for k in declarations.indices where declarations[k].name.name == written.name {
            match = k
            break
          }
        }
        guard let k = match else {
          let declared = declarations.map(\.name.name)
          let close = NameSuggestions.closest(to: written.name, among: declared)
          found.report(
            path, .unresolvedImport, written.range,
            "'\(target)' declares no '\(written.name)'" + Self.didYouMean(close),
            fixes: close.map { Fix(title: "Import '\($0)'", edits: [TextEdit(range: written.range, newText: $0)]) })
          continue
        }
        let declaration = declarations[k]
        let name = written.name
        let visible = VisibleName(declaration: declaration, file: target, importIndex: index, number: targetFirst + k)
        if let first = scope.updateValue(visible, forKey: name) {
          scope[name] = first
          // The same declaration through two imports (a diamond, or the file imported twice) is no conflict.
          if first.file == target && first.declaration == declaration { continue }
          let here = resolved.declaration.names == nil ? resolved.declaration.range : written.range
          let (where1, range1) =
            first.importIndex.map { (imports[$0].declaration.range, "brought here by '\(imports[$0].target ?? "")'") }
            ?? (first.declaration.name.range, "declared here")
          found.report(
            path, .duplicateDeclaration, here,
            "'\(name)' is brought by '\(target)' and " + (first.importIndex == nil
              ? "declared in this file" : "also by '\(first.file)'"),
            related: [RelatedLocation(range: where1, message: range1)])
          continue
        }
        brought.append(name)
        if declaration.kind == .constant { found.importedConstants.add(from: target, byImport: index) }
      }
      imports[index].names = brought
    }
    found.imports = imports
    found.names = scope
    return found
  }

  static func didYouMean(_ names: [String]) -> String {
    guard !names.isEmpty else { return "" }
    return "; did you mean " + names.map { "'\($0)'" }.joined(separator: ", ") + "?"
  }
}

/// What making one file's scope found: its imports with the names each brings, its scope, its diagnostics.
private struct FileScope: Sendable {
  var imports: [ResolvedImport] = []
  var names: [String: VisibleName] = [:]
  var importedConstants = ImportedConstants()
  var diagnostics: [ProgramDiagnostic] = []

  /// Adds an error in `file`.
  mutating func report(
    _ file: String, _ rule: RuleID, _ range: TextRange, _ message: String, related: [RelatedLocation] = [],
    fixes: [Fix] = []
  ) {
    let d = Diagnostic(rule: rule, severity: .error, range: range, message: message, related: related, fixes: fixes)
    diagnostics.append(ProgramDiagnostic(file: file, diagnostic: d))
  }
}

extension ProgramFile {
  /// Stores what making the file's scope found (`Program.makeScopes`).
  fileprivate mutating func take(_ found: FileScope) {
    imports = found.imports
    scope = found.names
    importedConstants = found.importedConstants
  }
}

/// The files whose constants a file's imports bring into its scope, in the order of the imports, and for each import
/// the index of its file among them (-1 for an import that brings no constant). The names are not listed: the file's
/// `ConstantTable` finds an imported constant in the file's scope, which names the import that brings it.
@usableFromInline struct ImportedConstants: Sendable {
  var files: [String] = []
  var fileOfImport: [Int] = []

  @usableFromInline init() {}

  /// Records that the import at `importIndex` brings a constant from `file`. One import's names are added one after
  /// the other, so its file is looked up once.
  mutating func add(from file: String, byImport importIndex: Int) {
    if fileOfImport.count <= importIndex {
      fileOfImport.append(contentsOf: repeatElement(-1, count: importIndex + 1 - fileOfImport.count))
    }
    guard fileOfImport[importIndex] < 0 else { return }
    if let known = files.firstIndex(of: file) {
      fileOfImport[importIndex] = known
    } else {
      fileOfImport[importIndex] = files.count
      files.append(file)
    }
  }

  /// The index in `files` of the file of a constant brought by the import at `importIndex`.
  func file(ofImport importIndex: Int) -> Int? {
    guard importIndex < fileOfImport.count, fileOfImport[importIndex] >= 0 else { return nil }
    return fileOfImport[importIndex]
  }
}

/// The scopes made by `Program.makeScopes`, by file index, filled from any thread.
private final class ScopeSlots: @unchecked Sendable {
  private var slots: [FileScope?]
  private let lock = Lock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ scope: FileScope?) { lock.withLock { slots[index] = scope } }
  var values: [FileScope?] { lock.withLock { slots } }
}

/// An import path as written in a file of `folder`.
private struct ResolvedPathKey: Hashable {
  var folder: String
  var written: String
}

/// The depth-first walk that loads files and finds cycles.
private struct Loading<Loader: SourceLoader> {
  let loader: Loader
  let declare: (String, String) -> FileDeclarations
  /// The imports being followed, outermost first: (importing file, import).
  var stack: [(file: String, declaration: ImportDeclaration)] = []
  var onStack: Set<String> = []
  /// Each import path resolved so far, by the importing file's folder and the path as written: what
  /// `WorkspacePath.resolve` gives depends on nothing else, and the screens of a folder import the same few files.
  var resolvedPaths: [ResolvedPathKey: Result<String, ImportPathProblem>] = [:]

  init(loader: Loader, declare: @escaping (String, String) -> FileDeclarations) {
    self.loader = loader
    self.declare = declare
  }

  mutating func visit(_ path: String, into program: inout Program) {
    guard program.files[path] == nil, let text = loader.text(of: path) else { return }
    let declarations = declare(path, text)
    program.add(ProgramFile(path: path, text: text, declarations: declarations, imports: [], scope: [:]))
    onStack.insert(path)
    var imports: [ResolvedImport] = []
    imports.reserveCapacity(declarations.imports.count)
    let folder = WorkspacePath.folder(of: path)
    for declaration in declarations.imports {
      imports.append(resolve(declaration, in: path, folder: folder, into: &program))
    }
    program.setImports(imports, of: path)
    onStack.remove(path)
  }

  /// Resolves an import of the file at `path`, whose folder is `folder`.
  mutating func resolve(
    _ declaration: ImportDeclaration, in path: String, folder: String, into program: inout Program
  ) -> ResolvedImport {
    var resolved = ResolvedImport(declaration: declaration, target: nil, closesCycle: false, names: [])
    let target: String
    let key = ResolvedPathKey(folder: folder, written: declaration.path)
    let resolution: Result<String, ImportPathProblem>
    if let known = resolvedPaths[key] {
      resolution = known
    } else {
      resolution = WorkspacePath.resolve(declaration.path, from: path)
      resolvedPaths[key] = resolution
    }
    switch resolution {
    case .failure(let problem):
      program.report(path, .unresolvedImport, declaration.pathRange, problem.message)
      return resolved
    case .success(let t): target = t
    }
    if onStack.contains(target) {
      resolved.target = target
      resolved.closesCycle = true
      // Every import on the cycle: those on the stack from the one that left `target`, then this one.
      let start = stack.firstIndex { $0.file == target } ?? stack.count
      let cycle = stack[start...]
      let chain = (cycle.map(\.file) + [path, target]).joined(separator: " → ")
      program.report(
        path, .importCycle, declaration.pathRange, "this import closes a cycle: \(chain); it brings no names",
        related: cycle.map {
          RelatedLocation(range: $0.declaration.pathRange, message: "imported here", file: $0.file)
        })
      return resolved
    }
    var syntaxErrorCount = program.files[target]?.declarations.syntaxErrorCount
    if syntaxErrorCount == nil {
      guard loader.text(of: target) != nil else {
        let folder = WorkspacePath.folder(of: target)
        let candidates = loader.tglFiles(in: folder).map(WorkspacePath.fileName(of:))
        let close = NameSuggestions.closest(to: WorkspacePath.fileName(of: target), among: candidates)
        let writtenFolder = WorkspacePath.folder(of: declaration.path)
        let fixes = close.map { name -> Fix in
          let replacement = writtenFolder.isEmpty ? name : writtenFolder + "/" + name
          return Fix(
            title: "Import '\(replacement)'",
            edits: [TextEdit(range: declaration.pathRange, newText: "\"\(replacement)\"")])
        }
        program.report(
          path, .unresolvedImport, declaration.pathRange, "no file '\(target)'" + Program.didYouMean(close),
          fixes: fixes)
        return resolved
      }
      stack.append((path, declaration))
      visit(target, into: &program)
      stack.removeLast()
      syntaxErrorCount = program.files[target]?.declarations.syntaxErrorCount
    }
    resolved.target = target
    if let errors = syntaxErrorCount, errors > 0 {
      let noun = errors == 1 ? "a syntax error" : "\(errors) syntax errors"
      program.report(
        path, .unresolvedImport, declaration.pathRange,
        "'\(target)' has \(noun); the names it still declares are used")
    }
    return resolved
  }
}
