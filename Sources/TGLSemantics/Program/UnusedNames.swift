// Warnings for what a program declares or imports and never uses (design-whole-app.md §1.1–§1.4): `unused-import`,
// `unused-style`, `unused-constant`, `unused-parameter`, each with a fix that deletes it.

import TGLDiagnostics
import TGLSyntax

extension RuleID {
  public static let unusedImport: RuleID = "unused-import"
  public static let unusedStyle: RuleID = "unused-style"
  public static let unusedConstant: RuleID = "unused-constant"
  public static let unusedParameter: RuleID = "unused-parameter"
}

/// What the names some expansions used reach: declarations (by their numbers in the program, `VisibleName.number`)
/// and, per file, the imports used.
public struct ReachedNames: Sendable {
  public var declarations = DeclarationSet()
  public var imports: [String: Set<Int>] = [:]
  /// Per file, the declarations of its scope that its own names use (`VisibleName.number`): a scope holds one name
  /// per declaration, so this says which names of its scope the file writes.
  public var usedByFile: [String: DeclarationSet] = [:]

  public init() {}

  /// The key of a declaration, where it is named apart from its program (`Program.declarationKey`).
  public static func key(_ file: String, _ name: String) -> String {
    // One string of the exact size: `file + ":" + name` made two.
    var key = ""
    key.reserveCapacity(file.utf8.count + 1 + name.utf8.count)
    key += file
    key += ":"
    key += name
    return key
  }
}

/// An unused-name warning, with the declaration it is about (its number, `VisibleName.number`) when another file
/// could use it.
public struct UnusedWarning: Sendable {
  public var declaration: Int?
  public var diagnostic: Diagnostic
}

extension Program {
  /// Adds what the names the file at `path` writes reach: the bare names in its values (constants, parameters, the
  /// styles of `style:`) and the kinds of its elements (components), read from its text, not from an expansion, so that
  /// a library's component counts what it uses even where nothing uses the component. Each name of the file's scope is
  /// asked whether the file writes it: no name is made into a `String`, and each is hashed once.
  func addOwnNames(of path: String, into reached: inout ReachedNames) {
    guard let file = files[path] else { return }
    let scope = file.scope
    var used = DeclarationSet()
    var imports = Set<Int>(minimumCapacity: file.imports.count)
    if let syntax = file.declarations.syntax?.syntax {
      WrittenNames.reading(syntax) { written in
        for position in scope.indices where written.contains(scope.keys[position]) {
          let number = scope.values[position].number
          used.insert(number)
          reached.declarations.insert(number)
          if let index = scope.values[position].importIndex { imports.insert(index) }
        }
      }
    }
    reached.usedByFile[path, default: DeclarationSet()].formUnion(used)
    // The file's used imports stored once (an entry only when one is used).
    if !imports.isEmpty { reached.imports[path, default: []].formUnion(imports) }
  }

  /// The unused-name warnings of the file at `path`. A style or constant another file may use carries its key: the
  /// caller drops the warning when another file's expansion reaches it.
  public func unusedWarnings(in path: String, reached: ReachedNames) -> [UnusedWarning] {
    guard let file = files[path] else { return [] }
    var out: [UnusedWarning] = []
    // The text read in place where a fix deletes whole lines: an array of its bytes was copied for every file.
    let text = file.text
    // The file's scope, used imports and used names taken out once, each name's import read in place in the scope:
    // looked up through the program at each name, each lookup copied the file and the name.
    let scope = file.scope
    let usedImports = reached.imports[path]
    let usedByFile = reached.usedByFile[path]
    for (index, resolved) in file.imports.enumerated() where resolved.target != nil && !resolved.closesCycle {
      let usedHere = usedImports?.contains(index) == true
      let declaration = resolved.declaration
      if let listed = declaration.names, usedHere {
        // `import A, B from`: each listed name nothing uses.
        let usedNames = Set(
          resolved.names.filter { name in
            guard let position = scope.index(forKey: name) else { return false }
            return scope.values[position].importIndex == index
              && usedByFile?.contains(scope.values[position].number) == true
          })
        for (k, name) in listed.enumerated() where !usedNames.contains(name.name) && resolved.names.contains(name.name) {
          // The name with the comma and space after it (or before it, for the last).
          let range: TextRange =
            k + 1 < listed.count
            ? TextRange(start: name.range.start, end: listed[k + 1].range.start)
            : TextRange(start: listed[k - 1 < 0 ? 0 : k - 1].range.end, end: name.range.end)
          out.append(
            UnusedWarning(
              declaration: nil,
              diagnostic: Diagnostic(
                rule: .unusedImport, severity: .warning, range: name.range,
                message: "'\(name.name)' is imported and never used",
                fixes: [Fix(title: "Remove '\(name.name)' from the import", edits: [TextEdit(range: range, newText: "")])])))
        }
      } else if !usedHere {
        out.append(
          UnusedWarning(
            declaration: nil,
            diagnostic: Diagnostic(
              rule: .unusedImport, severity: .warning, range: declaration.range,
              message: "nothing imported from '\(declaration.path)' is used",
              fixes: [Fix(title: "Remove the import", edits: [TextEdit(range: Self.line(of: declaration.range, in: text), newText: "")])])))
      }
    }
    for (k, declaration) in file.declarations.declarations.enumerated() where declaration.kind != .component {
      // A name declared twice is one declaration, the first.
      let key = file.firstNumber + file.firstOfName[k]
      guard !reached.declarations.contains(key) else { continue }
      let isStyle = declaration.kind == .style
      out.append(
        UnusedWarning(
          declaration: key,
          diagnostic: Diagnostic(
            rule: isStyle ? .unusedStyle : .unusedConstant, severity: .warning, range: declaration.name.range,
            message: "the \(isStyle ? "style" : "constant") '\(declaration.name.name)' is never used",
            fixes: [
              Fix(
                title: "Remove '\(declaration.name.name)'",
                edits: [TextEdit(range: Self.line(of: declaration.range, in: text), newText: "")])
            ])))
    }
    for component in file.declarations.syntax?.components ?? [] {
      guard let body = component.body else { continue }
      var referenced: Set<String> = []
      Self.nameReferences(in: body.syntax, into: &referenced)
      let parameters = component.parameters
      for (k, parameter) in parameters.enumerated() where !referenced.contains(parameter.name) {
        let range =
          k + 1 < parameters.count
          ? TextRange(start: parameter.range.start, end: parameters[k + 1].range.start)
          : TextRange(start: k > 0 ? parameters[k - 1].range.end : parameter.range.start, end: parameter.range.end)
        out.append(
          UnusedWarning(
            declaration: nil,
            diagnostic: Diagnostic(
              rule: .unusedParameter, severity: .warning, range: parameter.nameToken?.range ?? parameter.range,
              message: "the parameter '\(parameter.name)' of '\(component.name ?? "")' is never used",
              fixes: [Fix(title: "Remove '\(parameter.name)'", edits: [TextEdit(range: range, newText: "")])])))
      }
    }
    return out
  }

  /// What every loaded file's names reach.
  public func reachedNames() -> ReachedNames {
    var reached = ReachedNames()
    for path in order { addOwnNames(of: path, into: &reached) }
    return reached
  }

  /// The bare names a subtree's values use, and the kinds of its elements.
  static func nameReferences(in node: SyntaxNode, into names: inout Set<String>) {
    // The subtree's nodes in one pass, in preorder: a recursion through every child cost a closure call per node.
    // Borrowed nodes and the kind's text read without its token: no retain of the tree per node.
    node.forEachDescendant { n in
      switch n.kind {
      case .nameRef: names.insert(n.text)
      case .element: if let kind = ElementSyntax(n).kindText { names.insert(kind) }
      default: break
      }
    }
  }

  /// `range` widened to whole lines, with the line break after it: what deleting a declaration removes.
  static func line(of range: TextRange, in text: String) -> TextRange {
    var text = text
    return text.withUTF8 { text in
      var start = min(range.start, text.count)
      while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      var end = range.end
      while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
      if end < text.count { end += 1 }
      return TextRange(start: start, end: end)
    }
  }
}
