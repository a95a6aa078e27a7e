// What a loaded program computes once for all the expansions that read it (issue 29, "Speed"): `tgl check DIR`
// expands every file of one program on several threads, and the language server expands one edit's dependents from
// one program. A `Program` is not changed after `load`, so nothing here is ever stale; each value is what the same
// computation on the program gives, whichever expansion asked first.

import Platform
import TGLSyntax

/// The per-program cache a `Program` value carries (a reference: copies of the program share it).
public final class ProgramMemo: @unchecked Sendable {
  private let lock = Lock()
  private let reaches = MemoTable<Set<String>>()
  /// Each file's reach as the places of its files in `Program.order`, what `reaches` is made from.
  private let reachedPlaces = MemoTable<FileIndexSet>()
  private let fileReached = MemoTable<ReachedNames>()
  private let entryReached = MemoTable<ReachedNames>()
  private let reachedOutsideEntries = MemoTable<DeclarationSet>()
  /// By `styleSlot`.
  private var styles: [Int: MemoizedStyle] = [:]
  private var templates: [TemplateKey: TemplateEntry] = [:]
  private var trees: [TemplateKey: TreeEntry] = [:]
  private let constantTables = MemoTable<ConstantTable>()
  /// The components' shapes, by file and name (`Program.componentShape`).
  let componentShapes = ComponentShapes()
  private var usedNameIDs: [UsedName: Int] = [:]
  private var usedNameList: [UsedName] = []
  private var importCycle: Bool?
  private var above: [AboveKey: any Sendable] = [:]

  /// A value of a module above the model, by its type and a key.
  private struct AboveKey: Hashable {
    var type: ObjectIdentifier
    var key: String
  }

  init() {}

  /// The value for `key` in `table`, computed outside the lock on a miss (two threads may both compute it; the values
  /// are equal, the first stored wins). The tables are objects read in place: through a key path of the memo, each
  /// lookup made the key path and read the table through it.
  private func value<Value>(_ table: MemoTable<Value>, _ key: String, _ make: () -> Value) -> Value {
    if let known = lock.withLock({ table.values[key] }) { return known }
    let made = make()
    return lock.withLock {
      if let known = table.values[key] { return known }
      table.values[key] = made
      return made
    }
  }

  /// What a module above the model computes once for the program (the lint's reading of a file's syntax,
  /// `WrittenFacts`), by its type and `key`: made outside the lock on a miss, the first value stored wins. The value
  /// must depend on nothing but the program and `key`.
  public func value<T: Sendable>(_ type: T.Type, _ key: String, _ make: () -> T) -> T {
    let slot = AboveKey(type: ObjectIdentifier(type), key: key)
    if let stored = lock.withLock({ above[slot] }), let known = stored as? T { return known }
    let made = make()
    return lock.withLock {
      if let stored = above[slot], let known = stored as? T { return known }
      above[slot] = made
      return made
    }
  }

  func reach(of path: String, _ make: () -> Set<String>) -> Set<String> { value(reaches, path, make) }

  func reachedFiles(of path: String, _ make: () -> FileIndexSet) -> FileIndexSet { value(reachedPlaces, path, make) }

  func reached(byFile path: String, _ make: () -> ReachedNames) -> ReachedNames { value(fileReached, path, make) }

  func reached(fromEntry path: String, _ make: () -> ReachedNames) -> ReachedNames { value(entryReached, path, make) }

  func reached(outsideEntriesFrom path: String, _ make: () -> DeclarationSet) -> DeclarationSet {
    value(reachedOutsideEntries, path, make)
  }

  /// A style's flattened layers (the style by its declaration's number), when flattening it depended on nothing but
  /// the program (`StyleMemo.swift`); `symbols` when the expansion records symbols, whose layers are not those without.
  func style(_ number: Int, symbols: Bool) -> MemoizedStyle? {
    let key = Self.styleSlot(number, symbols: symbols)
    return lock.withLock { styles[key] }
  }

  func setStyle(_ number: Int, symbols: Bool, _ style: MemoizedStyle) {
    let key = Self.styleSlot(number, symbols: symbols)
    // Each hit reads again what flattening read: a name read twice is read again once, in the order first read.
    var distinct: [StyleReadLog.Read] = []
    var seen: Set<StyleReadLog.Read> = []
    for read in style.reads where seen.insert(read).inserted { distinct.append(read) }
    let kept = MemoizedStyle(layers: style.layers, reads: distinct, effect: style.effect, nested: style.nested)
    lock.withLock { if styles[key] == nil { styles[key] = kept } }
  }

  /// A style's key in `styles`: its number, and whether its layers hold symbols.
  private static func styleSlot(_ number: Int, symbols: Bool) -> Int { number &* 2 &+ (symbols ? 1 : 0) }

  func constantTable(of path: String, _ make: () -> ConstantTable) -> ConstantTable {
    value(constantTables, path, make)
  }

  /// The number of each of `names` (`ReadEffect`), given in the order first asked for.
  func ids(of names: [UsedName]) -> [Int] {
    lock.withLock {
      names.map { name in
        if let id = usedNameIDs[name] { return id }
        usedNameIDs[name] = usedNameList.count
        usedNameList.append(name)
        return usedNameList.count - 1
      }
    }
  }

  /// Whether `program` (whose memo this is) has an import that closes a cycle.
  func hasImportCycle(_ program: Program) -> Bool {
    if let known = lock.withLock({ importCycle }) { return known }
    let found = program.diagnostics.contains { $0.diagnostic.rule == .importCycle }
    lock.withLock { importCycle = found }
    return found
  }

  /// The names numbered so far, by number.
  func usedNames() -> [UsedName] { lock.withLock { usedNameList } }

  /// The template of an element of a component's tree (`ComponentTemplate.swift`), or that it has none.
  func template(_ key: TemplateKey) -> TemplateEntry? { lock.withLock { templates[key] } }

  func setTemplate(_ key: TemplateKey, _ entry: TemplateEntry) {
    lock.withLock { if templates[key] == nil { templates[key] = entry } }
  }

  /// The tree of a component, by its root (`ComponentTree.swift`), or that it has none.
  func tree(_ key: TemplateKey) -> TreeEntry? { lock.withLock { trees[key] } }

  func setTree(_ key: TemplateKey, _ entry: TreeEntry) {
    lock.withLock { if trees[key] == nil { trees[key] = entry } }
  }
}

/// One table of a `ProgramMemo`, by workspace path; read and written under the memo's lock only.
private final class MemoTable<Value>: @unchecked Sendable {
  var values: [String: Value] = [:]
}

/// Files of one program by their places in `Program.order` (`ProgramFile.orderIndex`), one bit each: a file's reach is
/// its imports' reaches merged, and merging sets of paths hashed each path again at each file that reaches it.
struct FileIndexSet: Sendable {
  private var words: [UInt64] = []

  mutating func insert(_ index: Int) {
    let word = index >> 6
    if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
    words[word] |= 1 << UInt64(index & 63)
  }

  mutating func formUnion(_ other: FileIndexSet) {
    if other.words.count > words.count {
      words.append(contentsOf: repeatElement(0, count: other.words.count - words.count))
    }
    for i in other.words.indices { words[i] |= other.words[i] }
  }

  var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

  /// `body` of each index, in increasing order.
  func forEach(_ body: (Int) -> Void) {
    for i in words.indices {
      var rest = words[i]
      while rest != 0 {
        body((i << 6) + rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
  }
}

/// A file's constants as its scope of constants reads them (`ExpansionState.fileScope`): each own constant's value
/// unevaluated, and for an imported constant the file that declares it. A final class of constants: each
/// scope of constants an expansion makes holds the table as one reference, where it held a copy of each of its tables.
final class ConstantTable: Sendable {
  /// What a name of the table is.
  enum Entry: Sendable {
    /// An own constant's value, unevaluated.
    case own([ExprSyntax])
    /// An imported constant, with the index in `importFiles` of the file that declares it.
    case imported(Int)
  }

  /// The own constants.
  private let own: [String: [ExprSyntax]]
  /// The file's scope in its program, whose names say which import brings them, and each import's file among
  /// `importFiles`: an imported constant is found there, so that the names a file imports, which the program's table
  /// holds already, are not put in a table of their own for each file.
  private let scope: [String: VisibleName]
  private let imports: ImportedConstants
  /// The files of the imported constants, each once, in the order of the file's imports: an expansion makes their
  /// scopes in this order (in a cycle of imports the order decides which scope sees the other's constants).
  var importFiles: [String] { imports.files }

  /// The constants of a file: its own, and those its `scope` brings by import (`imports` says from which files).
  init(
    constants: [String: [ExprSyntax]], scope: [String: VisibleName] = [:],
    imports: ImportedConstants = ImportedConstants()
  ) {
    own = constants
    self.scope = scope
    self.imports = imports
  }

  /// What `name` is in the table, if anything. A name a file's scope holds is either its own or imported, never both.
  func entry(_ name: String) -> Entry? {
    if !own.isEmpty, let items = own[name] { return .own(items) }
    guard !imports.files.isEmpty, let visible = scope[name], visible.declaration.kind == .constant,
      let importIndex = visible.importIndex, let index = imports.file(ofImport: importIndex)
    else { return nil }
    return .imported(index)
  }
}

extension Program {
  /// The constants of the file at `path` (`ConstantTable`), made once for the program.
  func constantTable(of path: String) -> ConstantTable {
    memo.constantTable(of: path) {
      guard let file = files[path] else { return ConstantTable(constants: [:]) }
      var constants: [String: [ExprSyntax]] = [:]
      for c in file.declarations.syntax?.constants ?? [] {
        // A constant named like a keyword is reported (`declarationProblems`) and left out: the keyword keeps its
        // meaning.
        guard let name = c.name, constants[name] == nil, !ExpansionState.keywords.contains(name) else { continue }
        constants[name] = c.value?.items ?? []
      }
      return ConstantTable(constants: constants, scope: file.scope, imports: file.importedConstants)
    }
  }

  /// The file at `path` and every file it imports, directly or not: the files a program loaded from `path` alone
  /// holds.
  public func reach(of path: String) -> Set<String> {
    memo.reach(of: path) {
      // Without an import cycle a file's reach is itself and each of its imports' reaches (`reachedFiles`); with one,
      // walked from the file, since the files of a cycle reach each other.
      if diagnostics.contains(where: { $0.diagnostic.rule == .importCycle }) || files[path] == nil {
        return Set([path] + importsOf(path))
      }
      let reached = reachedFiles(of: path)
      var reach = Set<String>(minimumCapacity: reached.count)
      reached.forEach { reach.insert(order[$0]) }
      return reach
    }
  }

  /// The files the file at `path` imports, directly or not: `reach(of:)` without `path`, as a list (in the program's
  /// order when it has no import cycle), read from the program's table of reached files without hashing a path.
  public func imported(by path: String) -> [String] {
    guard !diagnostics.contains(where: { $0.diagnostic.rule == .importCycle }), let file = files[path] else {
      return Array(reach(of: path).subtracting([path]))
    }
    var paths: [String] = []
    reachedFiles(of: path).forEach { if $0 != file.orderIndex { paths.append(order[$0]) } }
    return paths
  }

  /// The places in `order` of the file at `path` (a loaded file) and of each file it reaches through its imports, in a
  /// program without import cycles: each file's made once for the program from its imports' (a checked folder's
  /// screens import the same files).
  private func reachedFiles(of path: String) -> FileIndexSet {
    memo.reachedFiles(of: path) {
      var reached = FileIndexSet()
      guard let file = files[path] else { return reached }
      reached.insert(file.orderIndex)
      for i in file.imports {
        if let target = i.target { reached.formUnion(reachedFiles(of: target)) }
      }
      return reached
    }
  }

  /// What the names of `entry` and of the files it reaches that are no entries reach: for a program loaded from
  /// `entry` alone, `reachedNames()`. Another entry's names are left to that entry's own findings, so that what a
  /// run of several entries reports is the same as running each alone: in a program without import cycles only
  /// `entry` itself reaches `entry`'s declarations, and the entries' reached names together are every file's.
  public func reachedNames(from entry: String) -> ReachedNames {
    memo.reached(fromEntry: entry) {
      var reached = ReachedNames()
      for file in reach(of: entry) where file == entry || !entries.contains(file) {
        let own = reachedNames(byFile: file)
        reached.declarations.formUnion(own.declarations)
        for (f, indices) in own.imports { reached.imports[f, default: []].formUnion(indices) }
        for (f, used) in own.usedByFile { reached.usedByFile[f, default: DeclarationSet()].formUnion(used) }
      }
      return reached
    }
  }

  /// What the names of the files `path` reaches that are no entries of the program reach (`path`'s own when it is
  /// none), for a program without import cycles: each file's made once from its imports', so that the files a checked
  /// folder's screens import are merged once per file, not once per screen.
  public func reachedOutsideEntries(from path: String) -> DeclarationSet {
    memo.reached(outsideEntriesFrom: path) {
      var reached = entries.contains(path) ? DeclarationSet() : reachedNames(byFile: path).declarations
      for i in files[path]?.imports ?? [] {
        if let target = i.target, !i.closesCycle { reached.formUnion(reachedOutsideEntries(from: target)) }
      }
      return reached
    }
  }

  /// What the names of the file at `path` alone reach. Its `imports` and `usedByFile` are the file's own and nothing
  /// else (a file's names say which of its own imports are used), the same as `reachedNames(from:)` gives for it.
  public func reachedNames(byFile path: String) -> ReachedNames {
    memo.reached(byFile: path) {
      var one = ReachedNames()
      addOwnNames(of: path, into: &one)
      return one
    }
  }
}
