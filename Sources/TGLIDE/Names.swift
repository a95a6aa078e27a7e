// View names in a document: where each is declared and where values refer to it.

import TGLSyntax

/// The names declared and referred to inside one top-level element (names are unique within a document).
public struct NameTable: Sendable {
  /// The top-level element the table covers.
  public var scope: TextRange
  /// Each declared name's element(s), in source order (a duplicate name has several).
  public var declarations: [String: [ElementSyntax]] = [:]
  /// Each name token in a value that names a declared view, in source order.
  public var references: [String: [TextRange]] = [:]

  init(_ element: ElementSyntax) {
    scope = element.range
    var candidates: [SyntaxToken] = []
    for node in element.syntax.descendants {
      switch node.kind {
      case .element:
        let declared = ElementSyntax(node)
        if let name = declared.name { declarations[name, default: []].append(declared) }
      case .nameRef where node.parent?.kind != .argumentList || node.parent?.parent?.kind != .element:
        if let token = node.token(.identifier) { candidates.append(token) }
      default:
        break
      }
    }
    for token in candidates where declarations[token.text] != nil {
      references[token.text, default: []].append(token.range)
    }
  }

  /// The declaration of `name` that references resolve to (the first one).
  public func declaration(of name: String) -> ElementSyntax? { declarations[name]?.first }
}

extension SourceAnalysis {
  /// The name table of the top-level element containing `offset`.
  public func names(at offset: Int) -> NameTable? {
    let elements = file.elements
    guard let index = elements.firstIndex(where: { $0.range.containsInclusive(offset) }) else { return nil }
    return nameTables.value(index) { NameTable(elements[index]) }
  }
}
