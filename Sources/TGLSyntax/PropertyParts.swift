// The tokens of one property read in one walk. Lowering a property reads its target, its name and the range of its
// whole name; each of `PropertySyntax`'s getters walks the property's tokens again for them.

/// A property's target (`title` in `title.lines: 2`) and name, found in one walk of its tokens.
public struct PropertyParts {
  public let syntax: PropertySyntax
  /// The token index of the target; nil for a plain property.
  let targetIndex: Int?
  /// The token index of the name; nil when the property has none (error recovery).
  let nameIndex: Int?

  public init(_ property: PropertySyntax) {
    syntax = property
    var first: Int?
    var second: Int?
    var dotted = false
    property.syntax.walkDirectTokens { token, kind in
      switch kind {
      case .identifier:
        if first == nil { first = token } else if second == nil { second = token }
      case .dot: dotted = true
      default: break
      }
      return true
    }
    // As `PropertySyntax` reads them: a dot makes the first identifier the target and the second the name.
    targetIndex = dotted ? first : nil
    nameIndex = dotted ? second : first
  }

  /// Whether the property overrides a child of a use (`title.lines: 2`).
  public var hasTarget: Bool { targetIndex != nil }
  public var target: String? { targetIndex.map { syntax.syntax.tree.tokenText($0) } }
  public var nameToken: SyntaxToken? { nameIndex.map { SyntaxToken(tree: syntax.syntax.tree, index: $0) } }

  /// Whether the name is spelled `spelling`, read from its bytes.
  public func nameSpells(_ spelling: StaticString) -> Bool {
    guard let nameIndex else { return false }
    return syntax.syntax.tree.tokenIs(nameIndex, spelling)
  }

  /// The whole name as written, `title.lines` or `width`, and its range (`PropertySyntax.qualifiedNameRange`).
  public var qualifiedNameRange: TextRange? {
    guard let nameIndex else { return nil }
    let tokens = syntax.syntax.tree.tokens
    return tokens.range(targetIndex ?? nameIndex).union(tokens.range(nameIndex))
  }
}
