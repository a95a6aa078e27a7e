// Go to definition, references, document highlights and rename, for view names.

import TGLSyntax

/// One place a view name appears.
public struct NameOccurrence: Hashable, Sendable {
  public var range: TextRange
  /// True at the element that declares the name, false in a value that refers to it.
  public var isDeclaration: Bool
}

/// Why a rename was refused; `message` is for the user.
public struct RenameError: Error, Hashable, Sendable {
  public var message: String
}

extension Analysis {
  /// Where the view named at `offset` is declared; for `parent` and `self`, the element they mean.
  public func definition(at offset: Int) -> [TextRange] {
    if let (name, table) = nameSymbol(at: offset) {
      return (table.declarations[name] ?? []).compactMap { $0.nameToken?.range }
    }
    guard let token = source.tree.identifier(at: offset), ["parent", "self"].contains(token.text) else { return [] }
    let owner = source.tree.root.owner(ofTokenAt: token.range.start)
    guard owner.kind == .nameRef, let target = referencedElement(token, owner)?.element else { return [] }
    return [target.nameToken?.range ?? target.kindToken?.range ?? target.range]
  }

  /// Every occurrence of the view name at `offset` in its document, declarations first when included.
  public func references(at offset: Int, includeDeclaration: Bool) -> [TextRange] {
    occurrences(at: offset).filter { includeDeclaration || !$0.isDeclaration }.map(\.range)
  }

  /// The occurrences of the view name at `offset`, for highlighting.
  public func occurrences(at offset: Int) -> [NameOccurrence] {
    guard let (name, table) = nameSymbol(at: offset) else { return [] }
    let declarations = (table.declarations[name] ?? []).compactMap(\.nameToken).map {
      NameOccurrence(range: $0.range, isDeclaration: true)
    }
    let references = (table.references[name] ?? []).map { NameOccurrence(range: $0, isDeclaration: false) }
    return declarations + references
  }

  /// The name that a rename at `offset` would change, and its range.
  public func renameTarget(at offset: Int) -> (range: TextRange, name: String)? {
    guard let (name, _) = nameSymbol(at: offset), let token = source.tree.identifier(at: offset) else { return nil }
    return (token.range, name)
  }

  /// The edits that rename the view at `offset` to `newName` in its document.
  ///
  /// Refuses (with a message for the user) a position that is not a view name, a new name that is not an
  /// identifier or is a keyword, and a name that another view of the document already has.
  public func rename(at offset: Int, to newName: String) -> Result<[TextEdit], RenameError> {
    guard let (name, table) = nameSymbol(at: offset) else {
      return .failure(RenameError(message: "there is no view name here to rename"))
    }
    if let problem = Self.problem(withNewName: newName) { return .failure(RenameError(message: problem)) }
    guard newName != name else { return .success([]) }
    if table.declarations[newName] != nil {
      return .failure(RenameError(message: "a view named '\(newName)' already exists in this document"))
    }
    return .success(occurrences(at: offset).map { TextEdit(range: $0.range, newText: newName) })
  }

  /// Words a view may not be renamed to: they already mean something in a value or a header.
  public static let reservedNames: Set<String> = [
    "parent", "self", "when", "min", "max", "wrap", "fill", "average", "true", "false",
  ]

  static func problem(withNewName newName: String) -> String? {
    let tokens = Parser.parse(newName).tree.tokens
    guard tokens.count == 2, tokens.kinds[0] == .identifier else {
      return "'\(newName)' is not a valid name: use a letter or '_', then letters, digits or '_'"
    }
    if reservedNames.contains(newName) { return "'\(newName)' is a keyword and cannot name a view" }
    return nil
  }

  /// The declared view name at `offset` (on its declaration or in a reference) and its document's name table.
  func nameSymbol(at offset: Int) -> (String, NameTable)? {
    guard let token = source.tree.identifier(at: offset), let table = source.names(at: offset) else { return nil }
    let owner = source.tree.root.owner(ofTokenAt: token.range.start)
    switch owner.kind {
    case .element where ElementSyntax(owner).nameToken == token:
      return (token.text, table)
    case .nameRef where table.references[token.text]?.contains(token.range) == true:
      return (token.text, table)
    default:
      return nil
    }
  }
}
