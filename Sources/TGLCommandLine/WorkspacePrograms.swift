// One program per workspace for a whole `tgl check` run (issue 29, "Speed"): every checked file that imports or
// declares is an entry of its workspace's program, loaded once before the files are checked in parallel, instead of
// one program loaded per file. Each file's findings stay those of a program loaded from it alone: what a file
// sees (its scope, its imports) does not depend on the other entries, and what does (the names reached, the import
// fixes) is computed from the file's own reach (`Program.reachedNames(from:)`).

import Platform
import TGLSemantics
import TGLSyntax

/// A checked file that imports or declares: where it is, its workspace, its text and its declarations.
struct ProgramEntry: Sendable {
  /// The file's absolute path.
  var absolute: String
  /// Its workspace's root (`ProgramLowering.workspaceRoot(of:)`).
  var root: String
  var text: String
  var declarations: FileDeclarations

  /// `root` is the file's workspace root when the caller has found it (`WorkspaceRoots`).
  init(absolute: String, text: String, declarations: FileDeclarations, root: String? = nil) {
    self.absolute = absolute
    self.root = root ?? ProgramLowering.workspaceRoot(of: absolute)
    self.text = text
    self.declarations = declarations
  }
}

/// The programs of one run, by workspace root; read-only once made, so the workers share them without a lock.
struct WorkspacePrograms: Sendable {
  private var byRoot: [String: Program] = [:]

  init() {}

  /// Loads one program per workspace root of `entries`, with every entry of that root, in their order. A workspace
  /// whose imports make a cycle gets none: which import closes a cycle depends on the file loading starts from, so
  /// each of its files is loaded alone, as before.
  /// `concurrently(n, body)` runs `body` for 0..<n on every core (`WorkerPool.forEach`); the workspaces are loaded
  /// one after another, each file's scope of a workspace on every core.
  init(
    entries: [ProgramEntry], shared: WorkspaceParses,
    concurrently: (Int, @Sendable (Int) -> Void) -> Void = { n, body in for i in 0..<n { body(i) } }
  ) {
    var grouped: [String: [(entry: String, text: String)]] = [:]
    var roots: [String] = []
    // A workspace's program reads the files it imports; those the run has read already (a library folder of its
    // own workspace, `shared/` beside the screens) are taken as read.
    var known: [String: String] = [:]
    // The entries read by index, each field in place: a loop over them copied each entry whole.
    for i in entries.indices { known[entries[i].absolute] = entries[i].text }
    for i in entries.indices {
      let root = entries[i].root
      if grouped[root] == nil { roots.append(root) }
      _ = shared.declarations(of: entries[i].absolute, entries[i].text) { entries[i].declarations }
      grouped[root, default: []].append((String(entries[i].absolute.dropFirst(root.count + 1)), entries[i].text))
    }
    // The workspaces' programs are loaded one after another, each with its files' scopes made on every core (`load`'s
    // `concurrently`): a run has one or two workspaces, whose loads, side by side, left the scopes of each to the
    // thread that loaded it. Each reads only its own files and the run's shared parses (behind a lock).
    for root in roots {
      let files = grouped[root] ?? []
      var given: [String: String] = [:]
      for f in files { given[f.entry] = f.text }
      let loader = DiskSources(root: root, given: given, known: known)
      let program = Program.load(
        entries: files.map(\.entry), loader: loader,
        declare: { file, text in
          shared.declarations(of: root + "/" + file, text) { FileDeclarations.parsing(file, text) }
        },
        concurrently: concurrently)
      guard !program.diagnostics.contains(where: { $0.diagnostic.rule == .importCycle }) else { continue }
      byRoot[root] = program
    }
  }

  /// The program `program` of the workspace at `root` alone (a command on one file, `tgl gen swift`).
  init(root: String, program: Program) {
    byRoot[root] = program
  }

  /// The text a program read of the file at `absolute`, nil for a file outside every program: a related location is
  /// placed in the text that was analysed, which standard input (`stdin.tgl`) and a file changed since have only here.
  func text(ofAbsolute absolute: String) -> String? {
    for (root, program) in byRoot where absolute.hasPrefix(root + "/") {
      // In bytes: a root that ends in a combining mark would shift a count of characters.
      if let file = String(absolute.utf8.dropFirst(root.utf8.count + 1)), let text = program.files[file]?.text {
        return text
      }
    }
    return nil
  }

  /// The program of the workspace at `root` holding `entry` with `text`, if this run loaded one.
  func program(root: String, entry: String, text: String) -> Program? {
    guard let program = byRoot[root], program.files[entry]?.text == text else { return nil }
    return program
  }
}

/// The workspace roots of one run's folders (`ProgramLowering.workspaceRoot(of:)`), each found once: every file of a
/// folder has its folder's root, and finding it looks for a Package.swift in each folder above.
final class WorkspaceRoots: @unchecked Sendable {
  private let lock = Lock()
  private var byFolder: [String: String] = [:]

  init() {}

  /// The workspace root of the file at `absolute`.
  func root(of absolute: String) -> String {
    let folder = WorkspacePath.folder(of: absolute)
    if let root = lock.withLock({ byFolder[folder] }) { return root }
    let root = ProgramLowering.workspaceRoot(of: absolute)
    lock.withLock { byFolder[folder] = root }
    return root
  }
}
