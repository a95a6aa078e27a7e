// The expanded tree of a file of a program (design-whole-app.md §2): constants and arguments replaced by their
// values, styles merged into each element (§1.3), each use of a component replaced by a copy of its tree with its
// arguments and overrides (§1.4). Every command works on it; each value keeps its origin.

import TGLDiagnostics
import TGLSyntax

/// Rule ids of expansion.
extension RuleID {
  /// A style, component or parameter name that nothing in scope declares.
  public static let unknownName: RuleID = "unknown-name"
  /// A use's argument that is missing, of the wrong type, or names no parameter; an override of no child.
  public static let invalidArgument: RuleID = "invalid-argument"
  /// A component that uses itself, directly or not; a style that applies itself.
  public static let recursiveDeclaration: RuleID = "recursive-declaration"
  /// A declaration that cannot be: `let wrap = 1` (a keyword is never a constant's name).
  public static let invalidDeclaration: RuleID = "invalid-declaration"
}

/// Where an element of the expanded tree is written, and where each of its values comes from.
public struct ElementSource: Sendable, Equatable {
  /// Where the element is written, its own origins and its rarely written records, in one reference: an element of a
  /// component's tree shares its node's (`TreeNode.source`) with every other element its uses make, and a copy of a
  /// source (into the expansion's table, and by each reader of the table) retains it, the uses and the arguments'
  /// origins rather than each of its strings and tables. Immutable: a write makes a new one (`Shared.replacing`), so
  /// that the linter's reads of every element's origins are inlined loads, with no check of exclusive access.
  @usableFromInline var shared: Shared
  /// The uses it was expanded through, outermost first (empty for an element of the file's own layouts).
  public var uses: [FileLocation]
  /// The origins of its properties made of a component's parameters: read in the use's arguments, which the use's
  /// other elements share, where a copy of the node's origins patched per element copied each origin (retaining its
  /// strings).
  @usableFromInline var argumentOrigins: ArgumentOrigins?

  public init(
    written: FileLocation, uses: [FileLocation], origins: PropertyMap<ValueOrigin>,
    variantOrigins: [SizeClassCondition: PropertyMap<ValueOrigin>] = [:], symbols: PropertyMap<SymbolicValue> = [:],
    variantSymbols: [SizeClassCondition: PropertyMap<SymbolicValue>] = [:],
    boundSymbols: PropertyMap<BoundSymbols> = [:],
    variantBoundSymbols: [SizeClassCondition: PropertyMap<BoundSymbols>] = [:], styles: [StyleReference] = []
  ) {
    shared = Shared(
      written: written, origins: origins, variantOrigins: variantOrigins, symbols: symbols,
      variantSymbols: variantSymbols, boundSymbols: boundSymbols, variantBoundSymbols: variantBoundSymbols,
      styles: styles)
    self.uses = uses
  }

  /// The element as written: in the file itself, or in the component whose tree it belongs to.
  @inlinable public var written: FileLocation {
    get { shared.written }
    set { shared = shared.replacing(written: newValue) }
  }
  /// The origin of each key the element's properties set: its own, with the keys of its properties made of a
  /// component's parameters at their arguments' origins. Made whole when read; `origin(of:)` reads one key without
  /// making it.
  public var origins: PropertyMap<ValueOrigin> {
    get { argumentOrigins.map { $0.laid(over: shared.origins) } ?? shared.origins }
    set {
      shared = shared.replacing(origins: newValue)
      argumentOrigins = nil
    }
  }

  /// The origin of `key`'s value (`origins[key]`, without making the whole map): the arguments' origins are looked up
  /// only for a key a property made of parameters sets. Read through optional chains: binding the arguments' origins
  /// copied them (a retain and a release of their two references).
  @inlinable public func origin(of key: PropertyKey) -> ValueOrigin? {
    if argumentOrigins?.keys.all.contains(key) == true, let origin = argumentOrigins?.origin(of: key) { return origin }
    return shared.origins[key]
  }

  /// The keys of `candidates` whose origin is a style's (`origin(of:)` is `.style`): the linter asks it of every
  /// expanded element, most of whose values are its own or its arguments', without copying their origins.
  @inlinable public func styleOriginKeys(among candidates: PropertyKeySet) -> PropertyKeySet {
    var keys = shared.styleKeys.intersection(candidates)
    for key in argumentOrigins?.keys.all.intersection(candidates) ?? PropertyKeySet() {
      if case .style? = origin(of: key)?.written { keys.insert(key) } else { keys.remove(key) }
    }
    return keys
  }

  /// Sets the origins of the element's properties made of parameters to their arguments' at `arguments`.
  mutating func setArgumentOrigins(_ keys: ArgumentKeys, _ arguments: UseArguments) {
    if argumentOrigins != nil { origins = origins }
    argumentOrigins = ArgumentOrigins(keys: keys, arguments: arguments)
  }

  /// Takes the merge of a use's root (its own values with the use's styles and properties laid over them) in one new
  /// shared part, with `addedStyles` after its styles: the records written one at a time made a part each.
  mutating func setMerged(_ merged: MergedProperties, addedStyles: [StyleReference]) {
    shared = Shared(
      written: shared.written, origins: merged.origins, variantOrigins: shared.variantOrigins,
      symbols: merged.symbols, variantSymbols: merged.variantSymbols, boundSymbols: merged.boundSymbols,
      variantBoundSymbols: merged.variantBoundSymbols,
      styles: addedStyles.isEmpty ? shared.styles : shared.styles + addedStyles)
    argumentOrigins = nil
  }

  /// Per condition of the element's variants, the origin of each key the variant sets (a style's `when` block's is
  /// at the block), for the lint's findings through a style (`StyleFindings`).
  @inlinable public var variantOrigins: [SizeClassCondition: PropertyMap<ValueOrigin>] {
    get { shared.variantOrigins }
    set { shared = shared.replacing(variantOrigins: newValue) }
  }
  /// The expression of each key whose value was written with a constant or a parameter (`SymbolicValue`); a key
  /// without one was written as a value.
  public var symbols: PropertyMap<SymbolicValue> {
    get { shared.symbols }
    set { shared = shared.replacing(symbols: newValue) }
  }
  /// Per condition of the element's variants, the expression of each key the variant overrides with a name.
  public var variantSymbols: [SizeClassCondition: PropertyMap<SymbolicValue>] {
    get { shared.variantSymbols }
    set { shared = shared.replacing(variantSymbols: newValue) }
  }
  /// The same for the bounds of sizes and positions (`min rowHeight`).
  public var boundSymbols: PropertyMap<BoundSymbols> {
    get { shared.boundSymbols }
    set { shared = shared.replacing(boundSymbols: newValue) }
  }
  public var variantBoundSymbols: [SizeClassCondition: PropertyMap<BoundSymbols>] {
    get { shared.variantBoundSymbols }
    set { shared = shared.replacing(variantBoundSymbols: newValue) }
  }
  /// The styles applied to the element, in the order they are merged: its own `style:`, then (at a use's root) the
  /// use's.
  public var styles: [StyleReference] {
    get { shared.styles }
    set { shared = shared.replacing(styles: newValue) }
  }

  public static func == (a: ElementSource, b: ElementSource) -> Bool {
    guard a.uses == b.uses else { return false }
    if a.argumentOrigins != nil || b.argumentOrigins != nil {
      guard a.origins == b.origins else { return false }
    } else if a.shared.origins != b.shared.origins {
      return false
    }
    if a.shared === b.shared { return true }
    return a.written == b.written && a.variantOrigins == b.variantOrigins && a.symbols == b.symbols
      && a.variantSymbols == b.variantSymbols && a.boundSymbols == b.boundSymbols
      && a.variantBoundSymbols == b.variantBoundSymbols && a.styles == b.styles
  }

  /// A source's records but its uses and its arguments' origins, in one reference, never changed once made: the
  /// sources that share it (a tree node's, and every element its uses make) read it on any thread.
  @usableFromInline final class Shared: Sendable {
    @usableFromInline let written: FileLocation
    @usableFromInline let origins: PropertyMap<ValueOrigin>
    @usableFromInline let variantOrigins: [SizeClassCondition: PropertyMap<ValueOrigin>]
    /// The keys of `origins` whose origin is a style's.
    @usableFromInline let styleKeys: PropertyKeySet
    let symbols: PropertyMap<SymbolicValue>
    let variantSymbols: [SizeClassCondition: PropertyMap<SymbolicValue>]
    let boundSymbols: PropertyMap<BoundSymbols>
    let variantBoundSymbols: [SizeClassCondition: PropertyMap<BoundSymbols>]
    let styles: [StyleReference]

    init(
      written: FileLocation, origins: PropertyMap<ValueOrigin>,
      variantOrigins: [SizeClassCondition: PropertyMap<ValueOrigin>], symbols: PropertyMap<SymbolicValue>,
      variantSymbols: [SizeClassCondition: PropertyMap<SymbolicValue>], boundSymbols: PropertyMap<BoundSymbols>,
      variantBoundSymbols: [SizeClassCondition: PropertyMap<BoundSymbols>], styles: [StyleReference]
    ) {
      self.written = written
      self.origins = origins
      self.variantOrigins = variantOrigins
      self.symbols = symbols
      self.variantSymbols = variantSymbols
      self.boundSymbols = boundSymbols
      self.variantBoundSymbols = variantBoundSymbols
      self.styles = styles
      styleKeys = Self.styleKeys(of: origins)
    }

    /// The keys of `origins` whose origin is a style's, each origin's case read in place (a copy retains its strings).
    private static func styleKeys(of origins: PropertyMap<ValueOrigin>) -> PropertyKeySet {
      var keys = PropertyKeySet()
      origins.values.withUnsafeBufferPointer { values in
        var i = 0
        for key in origins.keys {
          if case .style = values[i].written { keys.insert(key) }
          i += 1
        }
      }
      return keys
    }

    /// A part with the given records and this one's others.
    @usableFromInline func replacing(
      written: FileLocation? = nil, origins: PropertyMap<ValueOrigin>? = nil,
      variantOrigins: [SizeClassCondition: PropertyMap<ValueOrigin>]? = nil,
      symbols: PropertyMap<SymbolicValue>? = nil,
      variantSymbols: [SizeClassCondition: PropertyMap<SymbolicValue>]? = nil,
      boundSymbols: PropertyMap<BoundSymbols>? = nil,
      variantBoundSymbols: [SizeClassCondition: PropertyMap<BoundSymbols>]? = nil, styles: [StyleReference]? = nil
    ) -> Shared {
      Shared(
        written: written ?? self.written, origins: origins ?? self.origins,
        variantOrigins: variantOrigins ?? self.variantOrigins, symbols: symbols ?? self.symbols,
        variantSymbols: variantSymbols ?? self.variantSymbols, boundSymbols: boundSymbols ?? self.boundSymbols,
        variantBoundSymbols: variantBoundSymbols ?? self.variantBoundSymbols, styles: styles ?? self.styles)
    }
  }
}

/// A file of a program, expanded.
public struct ExpandedFile: Sendable {
  /// The documents of the file's layouts and the diagnostics in the file itself, as `Lowering.lower` gives them.
  public var lowering: LoweringResult
  /// Diagnostics in other files (a component's or a style's body, lowered for this file), each reported once with
  /// the uses that show it as related locations.
  public var elsewhere: [ProgramDiagnostic]
  /// Per element of the documents, by its number in preorder (`ElementSources`), where the element and its values
  /// come from.
  public var sources: ElementSources
  /// The names of the scope each file's values used (constants, styles, components, parameters), by file. Made when
  /// read: only the language server reads them (what an edit makes it analyse again), so `tgl check` does not pay for
  /// turning the expansion's records of them into names.
  public var used: [String: Set<String>] { usedRecords.names() }
  let usedRecords: UsedRecords
}

/// What an expansion recorded as used, as it recorded it: the names found in scope, each file scope's names looked up,
/// and the bits of names numbered by the program's memo (`ReadEffect`), whose numbering only grows, so the bits keep
/// their meaning.
struct UsedRecords: Sendable {
  /// The names found in scope (styles, components, parameters), once per lookup, in the order looked up.
  var found: [UsedName] = []
  /// Each file scope's names looked up (`LoweringScope.lookedUp`).
  var scopes: [(file: String, names: [String])] = []
  var bits: [UInt64] = []
  var memo: ProgramMemo?

  func names() -> [String: Set<String>] {
    var used: [String: Set<String>] = [:]
    for name in found { used[name.file, default: []].insert(name.name) }
    for (file, names) in scopes { used[file, default: []].formUnion(names) }
    if let memo, !bits.isEmpty { ExpansionState.addUsedBits(bits, numbered: memo.usedNames(), into: &used) }
    // A file whose scope was made but used nothing is no file the expansion read names of.
    return used.filter { !$0.value.isEmpty }
  }
}

extension Program {
  /// Loads the program of the file at `path` from `loader`, parsing each file.
  public static func load(_ path: String, loader: some SourceLoader) -> Program {
    Program.load(entries: [path], loader: loader, declare: FileDeclarations.parsing)
  }

  /// The expanded tree of the file at `path`, which must be loaded. A file that neither imports nor declares
  /// anything lowers exactly as `Lowering.lower` lowers it. With `recordingSymbols` (the generator), each source
  /// also holds the expressions its values were written with and the styles it applies (`SymbolicValue`): nothing
  /// else reads them, so no other command pays for recording them. Without `assigningPaths` (`tgl check`'s lint, which
  /// makes the paths it reports from the tree) the elements are not given their paths (`LayoutDocument.init`).
  public func expand(_ path: String, recordingSymbols: Bool = false, assigningPaths: Bool = true) -> ExpandedFile {
    guard let file = files[path], let syntax = file.declarations.syntax else {
      return ExpandedFile(
        lowering: LoweringResult(documents: [], diagnostics: []), elsewhere: [], sources: ElementSources(),
        usedRecords: UsedRecords())
    }
    guard file.declarations.isProgram else {
      return ExpandedFile(
        lowering: Lowering.lower(syntax, expansion: nil, assigningPaths: assigningPaths), elsewhere: [],
        sources: ElementSources(), usedRecords: UsedRecords())
    }
    let state = ExpansionState(program: self, entry: path, recordsSymbols: recordingSymbols)
    var result = LoweringScope.$current.withValue(state.fileScope(path)) {
      Lowering.lower(syntax, expansion: state, assigningPaths: assigningPaths)
    }
    result.diagnostics += state.declarationProblems(in: path)
    result.diagnostics += state.referencesIntoUses()
    result.diagnostics.sort(by: Diagnostic.sourceOrder)
    // The sources are moved out of the state, not copied, into the table by element number.
    var byElement: [ElementSource?] = []
    swap(&byElement, &state.sources)
    let sources = ElementSources(result.documents, byElement: &byElement)
    let used = UsedRecords(
      found: state.usedNames, scopes: state.scopes.map { ($0.key, $0.value.lookedUp) }, bits: state.usedBits,
      memo: memo)
    return ExpandedFile(lowering: result, elsewhere: state.elsewhere(), sources: sources, usedRecords: used)
  }
}

/// What lowering a file of a program knows beyond the file; one per expansion. Its fields are read and written by one
/// lowering on one thread, and no access to a field overlaps another: they are not checked for exclusive access at
/// run time (`@exclusivity(unchecked)`), which each read and write of a class's field otherwise is.
final class ExpansionState: @unchecked Sendable {
  let program: Program
  let entry: String
  /// The file whose syntax is being lowered.
  @exclusivity(unchecked) var file: String
  /// Per file, its constants (and the constants it imports, evaluated in their own files). Made with room for a
  /// screen's files: grown from empty, it was rehashed at each doubling.
  @exclusivity(unchecked) var scopes = [String: LoweringScope](minimumCapacity: 8)
  /// The components being expanded, outermost first: their key (`file:name`) and the use.
  @exclusivity(unchecked) var componentStack: [ComponentFrame] = []
  /// The styles being flattened (their declarations' numbers), with their names to name a cycle.
  @exclusivity(unchecked) var styleStack: [(number: Int, name: String)] = []
  /// Flattened styles, by their declarations' numbers (`VisibleName.number`): a lookup is an index, not a hash.
  @exclusivity(unchecked) var styleCache: DeclarationTable<[MergeLayer]>
  /// The styles of `styleCache` whose layers are the same wherever they are flattened (`StyleMemo.swift`).
  @exclusivity(unchecked) var contextFreeStyles = DeclarationSet()
  /// What flattening the styles being flattened read, and the styles each flattening reached, for the program's memo.
  let styleReads = StyleReadLog()
  @exclusivity(unchecked) var flattenedStyles: [(key: Int, layers: [MergeLayer])] = []
  /// Counts what makes a flattening depend on where it happens: a report, an origin from a parameter, a style reused
  /// from this expansion that was not flattened context-free.
  @exclusivity(unchecked) var impurities = 0
  /// One entry per element lowered, in preorder.
  @exclusivity(unchecked) var sources: [ElementSource?] = []
  /// The elements of components' trees whose templates this expansion used (`ComponentTemplate.swift`).
  @exclusivity(unchecked) var instantiated = SyntaxNodeSet()
  /// The roots of the components' trees this expansion instantiated whole (`ComponentTree.swift`): each of their
  /// elements' templates is in `instantiated`.
  @exclusivity(unchecked) var instantiatedTrees = SyntaxNodeSet()
  /// The components this expansion used, by their declarations' numbers, and their files
  /// (`ExpansionState.component`).
  @exclusivity(unchecked) var components: DeclarationTable<UsedComponent>
  /// By the number of each file's first declaration (`ComponentShape.fileNumber`).
  @exclusivity(unchecked) var componentFiles: DeclarationTable<ComponentFile>
  /// Names used (styles, components, parameters), once per lookup; constants are counted by the scopes. A list, not a
  /// set per file: only the language server reads them (`ExpandedFile.used`), so the names are hashed into sets when
  /// read, not at each lookup.
  @exclusivity(unchecked) var usedNames: [UsedName] = []
  /// Names recorded as used by memoized reads' effects (`ReadEffect`), by the program's numbers of them.
  @exclusivity(unchecked) var usedBits: [UInt64] = []
  /// The scopes of names (`Element.scope`): 0 is the entry file's own elements, each use of a component gets the
  /// next number. Per scope, for a use, its caller's scope, its name and its component.
  @exclusivity(unchecked) var nameScopes: [ScopeRecord] = [ScopeRecord(caller: -1, useName: "", component: "")]
  /// The names the elements define, each with its scope (a use's name is its caller's), in the order lowered: one
  /// list, grouped by scope when asked (`namesByScope`, once at the expansion's end), not a set per scope that hashed
  /// every name.
  @exclusivity(unchecked) var definedNames: [(scope: Int32, name: String)] = []
  /// The references written in each scope: the name, where, and the outermost use that expanded it.
  @exclusivity(unchecked) var scopeReferences: [ScopedReference] = []
  /// Diagnostics in files other than the entry, with the uses that showed them.
  @exclusivity(unchecked) private var foreign: [ProgramDiagnostic] = []
  @exclusivity(unchecked) private var foreignUses: [Int: [FileLocation]] = [:]
  @exclusivity(unchecked) private var foreignIndex: [ProgramDiagnostic: Int] = [:]

  /// Whether the sources hold the symbolic values and applied styles (`Program.expand(_:recordingSymbols:)`).
  let recordsSymbols: Bool

  init(program: Program, entry: String, recordsSymbols: Bool = false) {
    self.program = program
    self.entry = entry
    self.file = entry
    self.recordsSymbols = recordsSymbols
    styleCache = DeclarationTable(declarationCount: program.declarationCount)
    components = DeclarationTable(declarationCount: program.declarationCount)
    componentFiles = DeclarationTable(declarationCount: program.declarationCount)
  }

  /// The scope of constants of `path`.
  func fileScope(_ path: String) -> LoweringScope {
    if let scope = scopes[path] { return scope }
    let table = program.constantTable(of: path)
    if hasImportCycle {
      // A cycle of imports comes back to this file while its imports' scopes are made: there it sees the scope of its
      // own constants. Without a cycle nothing comes back, and that scope is not made.
      let scope = LoweringScope(table: table)
      scope.record(into: styleReads, as: path)
      scopes[path] = scope
    }
    var imported: [LoweringScope] = []
    imported.reserveCapacity(table.importFiles.count)
    for file in table.importFiles { imported.append(fileScope(file)) }
    let full = LoweringScope(table: table, importScopes: imported)
    full.record(into: styleReads, as: path)
    scopes[path] = full
    full.constantsFile = path
    return full
  }

  /// Whether the program has an import that closes a cycle.
  lazy var hasImportCycle = program.memo.hasImportCycle(program)

  /// A name visible in the current file, of `kind`.
  func visible(_ name: String, _ kind: DeclarationKind) -> VisibleName? {
    if currentFileNames.file != file { currentFileNames = (file, program.files[file]?.scope ?? [:]) }
    guard let v = currentFileNames.scope[name], v.declaration.kind == kind else { return nil }
    usedNames.append(UsedName(file: file, name: name))
    // The read made only when a style or template records it: made to be dropped, it retained and released its strings.
    if styleReads.isRecording { styleReads.record(.visible(file: file, name: name)) }
    return v
  }

  /// The names the file `file` sees, kept while lookups stay in one file (the elements of a screen, of a component's
  /// tree): its path is compared, not hashed, at each lookup.
  @exclusivity(unchecked) private var currentFileNames: (file: String, scope: [String: VisibleName]) = ("", [:])

  /// The names of `kind` visible in the current file, for "did you mean".
  func visibleNames(_ kind: DeclarationKind) -> [String] {
    (program.files[file]?.scope ?? [:]).filter { $0.value.declaration.kind == kind }.keys.sorted()
  }

  /// The workspace files (among those the entry reaches, as if it alone were loaded) that declare `name` but are not
  /// imported by the current file: an "import it from FILE" fix when there is exactly one.
  func importFix(for name: String) -> Fix? {
    let reach = program.reach(of: entry)
    let candidates = program.filesDeclaring(name).filter { $0 != file && reach.contains($0) }
    guard candidates.count == 1 else { return nil }
    let path = WorkspacePath.relative(to: candidates[0], from: file)
    return Fix(
      title: "Import '\(name)' from '\(path)'",
      edits: [TextEdit(range: .empty(at: 0), newText: "import \(name) from \"\(path)\"\n")])
  }

  func syntax(of visible: VisibleName) -> SourceFileSyntax? { program.files[visible.file]?.declarations.syntax }

  /// Reports a diagnostic in the current file when it is not the entry: once per (rule, file, range, message), with
  /// each use that shows it.
  func reportElsewhere(_ diagnostic: Diagnostic) {
    reportElsewhere(diagnostic, in: file, use: outermostUse)
  }

  /// Reports a diagnostic in `file`, shown by the outermost use `use`.
  func reportElsewhere(_ diagnostic: Diagnostic, in file: String, use: FileLocation?) {
    let key = ProgramDiagnostic(file: file, diagnostic: diagnostic)
    if let index = foreignIndex[key] {
      if let use, !(foreignUses[index] ?? []).contains(use) { foreignUses[index, default: []].append(use) }
      return
    }
    foreignIndex[key] = foreign.count
    if let use { foreignUses[foreign.count] = [use] }
    foreign.append(key)
  }

  /// The diagnostics in other files, each with its uses as related locations.
  func elsewhere() -> [ProgramDiagnostic] {
    foreign.enumerated().map { index, d in
      var d = d
      for use in foreignUses[index] ?? [] {
        d.diagnostic.related.append(RelatedLocation(range: use.range, message: "used here", file: use.file))
      }
      return d
    }
  }

  /// Problems of the file's own declarations: a constant named like a keyword, a parameter named like a size keyword,
  /// a constant whose value failed.
  func declarationProblems(in path: String) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for c in program.files[path]?.declarations.syntax?.constants ?? [] {
      guard let token = c.nameToken else { continue }
      if Self.keywords.contains(token.text) {
        out.append(
          Diagnostic(
            rule: .invalidDeclaration, severity: .error, range: token.range,
            message: "'\(token.text)' is a keyword of values; a constant needs another name"))
      }
    }
    // A parameter is read only inside its component, where a value that takes a number also takes the size
    // keywords: a parameter named like one would turn `width: fill` into the parameter's number without a word.
    // The other keywords are read as words where they fit (`gravity: left`), so a parameter may take their names
    // (`Divider(left: number)` writing `left: left`).
    for component in program.files[path]?.declarations.syntax?.components ?? [] {
      for parameter in component.parameters {
        guard let token = parameter.nameToken, Self.sizeKeywords.contains(token.text) else { continue }
        out.append(
          Diagnostic(
            rule: .invalidDeclaration, severity: .error, range: token.range,
            message: "'\(token.text)' is a size keyword; inside the component 'width: \(token.text)' would read the "
              + "parameter, so the parameter needs another name"))
      }
    }
    for problem in scopes[path]?.problems ?? [] {
      out.append(Diagnostic(rule: .invalidValue, severity: .error, range: problem.range, message: problem.message))
    }
    return out
  }

  /// The keywords of sizes: never a component parameter's name.
  static let sizeKeywords: Set<String> = ["wrap", "fill", "average"]

  /// The bare words values use as keywords: never a constant's name (design-whole-app.md §1.2).
  static let keywords: Set<String> = [
    "wrap", "fill", "average", "gone", "invisible", "visible", "center", "left", "right", "top", "bottom",
    "leading", "trailing", "true", "false", "safeArea", "parent", "self", "vert", "horz", "fixed",
  ]
}

/// A scope of names of an expansion: the entry file's elements (scope 0) or a use of a component.
struct ScopeRecord {
  /// The scope the use is written in (-1 for scope 0).
  var caller: Int32
  var useName: String
  var component: String
}

/// A reference written in a scope of names (its target's name), for `ExpansionState.referencesIntoUses`.
struct ScopedReference {
  var name: String
  var range: TextRange
  var file: String
  var scope: Int32
  /// The outermost use being expanded when it was written (nil in scope 0).
  var use: FileLocation?
}

extension ExpansionState {
  /// The scope of names of the elements being lowered: the innermost use's, or 0.
  var currentScope: Int32 { componentStack.isEmpty ? 0 : componentStack[componentStack.count - 1].scope }
  /// The uses down to the innermost, `[]` outside components. These read one field of a frame in place: a copy of the
  /// frame (`componentStack.last`) retained each of its tables.
  var innermostUses: [FileLocation] { componentStack.isEmpty ? [] : componentStack[componentStack.count - 1].uses }
  /// Where the outermost use is written, nil outside components.
  var outermostUse: FileLocation? { componentStack.isEmpty ? nil : componentStack[0].uses[0] }

  /// Opens the scope of names of a use of `component` named `useName`, written in the current scope.
  func openScope(useName: String, component: String) -> Int32 {
    nameScopes.append(ScopeRecord(caller: currentScope, useName: useName, component: component))
    return Int32(nameScopes.count - 1)
  }

  /// Records the name an element defines in the current scope and the references its properties write there.
  func recordScope(_ name: String?, _ properties: [PropertySyntax]) {
    recordScope(name, references: Self.references(in: properties))
  }

  /// Records the name an element defines in the current scope and `references`, the references its properties write.
  func recordScope(_ name: String?, references: [NamedRange]) {
    let scope = currentScope
    if let name { definedNames.append((scope, name)) }
    for ref in references {
      scopeReferences.append(
        ScopedReference(name: ref.name, range: ref.range, file: file, scope: scope, use: outermostUse))
    }
  }

  /// The references to elements `properties` write (the referred name, at its token), an override's excepted.
  static func references(in properties: [PropertySyntax]) -> [NamedRange] {
    var out: [NamedRange] = []
    for prop in properties where prop.target == nil { references(below: prop.syntax, into: &out) }
    return out
  }

  /// The references to elements that `prop`, no override, writes: appended to `out`.
  static func references(of prop: PropertySyntax, into out: inout [NamedRange]) {
    references(below: prop.syntax, into: &out)
  }

  /// The references of the member expressions of `node`'s subtree, in preorder, walked in place (`descendants` made
  /// an array of every node of every property).
  private static func references(below node: SyntaxNode, into out: inout [NamedRange]) {
    node.forEachChildNode { child in
      if child.kind == .memberExpr, let ref = ExprSyntax(child).reference {
        out.append(NamedRange(ref.name, ref.nameToken.range))
      }
      references(below: child, into: &out)
    }
  }

  /// A reference to an element inside a use (at any depth) from the use's caller: a use is one element to its
  /// caller, whose insides are the component's own (design-whole-app.md §1.4). Reported in the entry file here, in
  /// another file once with the uses that show it (`elsewhere`).
  func referencesIntoUses() -> [Diagnostic] {
    guard !scopeReferences.isEmpty else { return [] }
    let names = namesByScope()
    var out: [Diagnostic] = []
    for ref in scopeReferences where !names.contains(ref.name, in: ref.scope) {
      // The first use inside the referrer's scope whose insides define the name, and its use in the referrer's scope.
      guard let use = names.useDefining(ref.name, below: ref.scope, nameScopes) else { continue }
      let component = nameScopes[Int(use)].component
      let useName = nameScopes[Int(use)].useName
      // An override names an element of the component's own tree, not one inside a use in it (§16.4).
      let override =
        names.contains(ref.name, in: use)
        ? " or override the child with '\(ref.name).PROPERTY:' in the use" : ""
      let diagnostic = Diagnostic(
        rule: .unknownName, severity: .error, range: ref.range,
        message: "'\(ref.name)' is inside '\(useName)', a use of '\(component)': a use is one element to its caller; "
          + "refer to '\(useName)'" + override)
      if ref.file == entry { out.append(diagnostic) } else { reportElsewhere(diagnostic, in: ref.file, use: ref.use) }
    }
    return out
  }

  /// The use written in `scope` whose insides (at any depth: a use in it, a use in that, …) define `name`; the first
  /// such use.
  func useDefining(_ name: String, below scope: Int32) -> Int32? {
    namesByScope().useDefining(name, below: scope, nameScopes)
  }

  /// The names the elements lowered so far define, by scope.
  func namesByScope() -> ScopeNames {
    // A counting sort by scope: each scope's names are one slice, in the order lowered.
    var start = [Int](repeating: 0, count: nameScopes.count + 1)
    // Each name's scope read in place (a copy of the pair retained the name).
    for k in definedNames.indices { start[Int(definedNames[k].scope) + 1] += 1 }
    for s in nameScopes.indices { start[s + 1] += start[s] }
    var next = start
    var order = [Int32](repeating: 0, count: definedNames.count)
    for k in definedNames.indices {
      let scope = Int(definedNames[k].scope)
      order[next[scope]] = Int32(k)
      next[scope] += 1
    }
    // The last scope inside each scope (at any depth): a use's scope is opened after its caller's, so one pass from the
    // last scope back carries each scope's last inside to its caller.
    var lastInside = nameScopes.indices.map { Int32($0) }
    for t in nameScopes.indices.reversed() where nameScopes[t].caller >= 0 {
      let caller = Int(nameScopes[t].caller)
      lastInside[caller] = max(lastInside[caller], lastInside[t])
    }
    return ScopeNames(start: start, order: order, defined: definedNames, lastInside: lastInside)
  }
}

/// The names the elements of an expansion define, by scope of names (`ExpansionState.namesByScope`): a scope holds a
/// few names, and scanning them costs less than hashing each name into a set per scope.
struct ScopeNames {
  /// Scope `s`'s names are those of `defined` at the indices `order[start[s]..<start[s + 1]]`: indices, so that
  /// grouping the names copies no string (a copy of each name was a retain, and its release when the groups were
  /// dropped).
  var start: [Int]
  var order: [Int32]
  /// `ExpansionState.definedNames`, shared.
  var defined: [(scope: Int32, name: String)]
  /// The last scope inside scope `s`, at any depth (`s` itself when none is): no scope after it is inside `s`.
  var lastInside: [Int32]

  func contains(_ name: String, in scope: Int32) -> Bool {
    for k in order[start[Int(scope)]..<start[Int(scope) + 1]] where defined[Int(k)].name == name { return true }
    return false
  }

  /// The use written in `scope` whose insides (at any depth: a use in it, a use in that, …) define `name`; the first
  /// such use.
  func useDefining(_ name: String, below scope: Int32, _ nameScopes: [ScopeRecord]) -> Int32? {
    // Only the scopes up to the last inside `scope` can be: a reference that names nothing (`vert.center`'s `vert`)
    // scanned every later scope's names.
    let last = Int(lastInside[Int(scope)])
    guard last > Int(scope) else { return nil }
    for t in Int(scope) + 1...last where contains(name, in: Int32(t)) {
      var use = Int32(t)
      while nameScopes[Int(use)].caller > scope { use = nameScopes[Int(use)].caller }
      if nameScopes[Int(use)].caller == scope { return use }
    }
    return nil
  }
}

/// The overrides a use writes for the children of its component (`title.lines: 2`), by child name.
struct ChildOverrides {
  var byName: [String: (properties: Properties, origins: PropertyMap<ValueOrigin>, target: TextRange)] = [:]
  var applied: Set<String> = []
  /// The symbolic value of each key an override sets with a name, by child name.
  var symbolsByName: [String: PropertyMap<SymbolicValue>] = [:]
  var boundSymbolsByName: [String: PropertyMap<BoundSymbols>] = [:]
  /// The use's `when` blocks that override a child (`when landscape { bar.height: 6 }`), by child name, in order.
  var variantsByName: [String: [OverrideVariant]] = [:]

  /// The layer the overrides of child `name` add over the child's own block (§1.4): last, so that an override beats
  /// the child's own `when` block, and its `when` blocks beat both; nil when the use overrides nothing of it.
  func layer(_ name: String) -> MergeLayer? {
    guard let o = byName[name] else { return nil }
    let variants = variantsByName[name] ?? []
    return MergeLayer(
      properties: o.properties, origins: o.origins, variants: variants.map(\.variant),
      variantOrigins: variants.map(\.origins), symbols: symbolsByName[name] ?? [:],
      variantSymbols: variants.map(\.symbols), boundSymbols: boundSymbolsByName[name] ?? [:],
      variantBoundSymbols: variants.map(\.bounds))
  }
}

/// The part of a use's `when` block that overrides one child: the child's properties under the block's condition.
struct OverrideVariant {
  var variant: Variant
  var origins: PropertyMap<ValueOrigin>
  var symbols: PropertyMap<SymbolicValue>
  var bounds: PropertyMap<BoundSymbols>
}

/// A component being expanded: which, at which use, with the use's overrides and the origin of each parameter's value.
struct ComponentFrame {
  /// The component's shape, by identity: one per component and program (`ComponentShapes`), which holds it, so that
  /// the frame holds no reference for the check of a use of itself.
  var shape: ObjectIdentifier
  /// The use's scope of names (`Element.scope`).
  var scope: Int32
  var name: String
  /// The uses of the stack down to this one, outermost first (`ElementSource.uses` of the elements it expands): the
  /// last is this frame's (a field of its own retained and released its file's name at every use).
  var uses: [FileLocation] = []
  /// The use's overrides of its children; nil when it writes none (its five empty tables were copied and freed at
  /// every use).
  var overrides: ChildOverrides?
  var parameters: ParameterOrigins
  /// Whether its elements may make templates (`ComponentTemplate.swift`): every parameter has a value at this use, so
  /// that a name the component's tree reads as a parameter is never read as a constant of the same name here.
  var makesTemplates = false
}
