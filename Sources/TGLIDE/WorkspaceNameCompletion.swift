// Completion of the names a whole app declares: those in the file's scope, and those another file of the workspace
// declares, with the import that brings them (design-whole-app.md §4).

import TGLSemantics
import TGLSyntax

/// Where the cursor takes a workspace name.
public enum NamePlace: Hashable, Sendable {
  /// A property's value: constants and the enclosing component's parameters; styles after `style:`.
  case value(styleProperty: Bool)
  /// The start of a member or a top-level line: a component's name, as an element's kind.
  case elementKind
}

/// One workspace name offered at the cursor.
public struct NameProposal: Hashable, Sendable {
  public var label: String
  public var kind: WorkspaceNameKind
  /// The workspace path of the file that declares it.
  public var file: String
  /// For a name the file does not see yet: the edit that adds `import "path"` after the file's last import (or at
  /// its start).
  public var importEdit: TextEdit?
}

extension Analysis {
  /// Whether the cursor at `offset` takes a workspace name, and which kinds.
  public func namePlace(at offset: Int) -> NamePlace? {
    let tree = source.tree
    let wordStart = tree.identifier(at: offset)?.range.start ?? offset
    switch CompletionContext.find(in: tree, offset: offset, wordStart: wordStart) {
    case .value(let property, _, let afterValue):
      return afterValue && tree.identifier(at: offset) == nil ? nil : .value(styleProperty: property.name == "style")
    case .member, .topLevel: return .elementKind
    default: return nil
    }
  }

  /// The names of the enclosing component's parameters at `offset` (none outside a component).
  func parameters(around offset: Int) -> [String] {
    let owner = source.tree.root.innermostDescendant(containing: offset)
    guard let node = owner.ancestorsAndSelf.first(where: { $0.kind == .componentDecl }) else { return [] }
    return ComponentSyntax(node).parameters.map(\.name).filter { !$0.isEmpty }
  }

  /// The workspace names the place offers in `file` of `program`: its scope's first (parameters, then its own and
  /// imported names, by name), then the other files' declarations with their import, by name and file.
  public func nameProposals(
    at offset: Int, place: NamePlace, file: String, program: Program
  ) -> [NameProposal] {
    let kinds: Set<WorkspaceNameKind>
    switch place {
    case .value(let styleProperty): kinds = styleProperty ? [.style] : [.constant]
    case .elementKind: kinds = [.component]
    }
    var out: [NameProposal] = []
    if case .value(false) = place {
      out += parameters(around: offset).map { NameProposal(label: $0, kind: .parameter, file: file) }
    }
    let scope = program.files[file]?.scope ?? [:]
    for (name, visible) in scope.sorted(by: { $0.key < $1.key }) {
      let kind = WorkspaceNameKind(visible.declaration.kind)
      if kinds.contains(kind) { out.append(NameProposal(label: name, kind: kind, file: visible.file)) }
    }
    let importAt = importInsertionOffset()
    for path in program.order.sorted() where path != file {
      for declaration in program.files[path]?.declarations.declarations ?? [] {
        let kind = WorkspaceNameKind(declaration.kind)
        guard kinds.contains(kind), scope[declaration.name.name] == nil else { continue }
        let line = "import \"\(WorkspacePath.relative(to: path, from: file))\"\n"
        out.append(
          NameProposal(
            label: declaration.name.name, kind: kind, file: path,
            importEdit: TextEdit(range: .empty(at: importAt), newText: line)))
      }
    }
    return out
  }

  /// After the line of the file's last import, or the file's start.
  func importInsertionOffset() -> Int {
    guard let last = source.file.imports.last else { return 0 }
    let bytes = source.bytes
    var end = last.range.end
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return min(end + 1, bytes.count)
  }
}
