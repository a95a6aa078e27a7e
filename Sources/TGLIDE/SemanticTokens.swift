// Semantic tokens: a classification of every significant token, for editor highlighting.

import TGLSyntax

public struct SemanticToken: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case comment, string, number, keyword, `operator`, type, `class`, property, variable, enumMember, macro
  }

  public enum Modifier: String, Hashable, Sendable, CaseIterable {
    case declaration, documentation, readonly
  }

  public var range: TextRange
  public var kind: Kind
  public var modifiers: Set<Modifier>
}

public enum SemanticTokens {
  /// Words that read as constants in values.
  static let constants: Set<String> = [
    "wrap", "fill", "average", "vert", "horz", "true", "false", "visible", "invisible", "gone", "compact",
    "regular", "any", "landscape", "portrait", "center", "top", "bottom", "left", "right", "leading", "trailing",
    "between", "around", "among", "windowCenter", "baseline", "flexed", "none", "auto", "always", "no", "size",
    "space", "weight",
    // Font weights (`font: 17, bold`).
    "ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black", "fixed",
  ]

  public static func tokens(_ tree: SyntaxTree) -> [SemanticToken] {
    var out: [SemanticToken] = []
    visit(tree.root, into: &out)
    return out
  }

  static func visit(_ node: SyntaxNode, into out: inout [SemanticToken]) {
    node.forEachChild { element in
      switch element {
      case .node(let child):
        visit(child, into: &out)
      case .token(let token):
        if let classified = classify(token, in: node) { out.append(classified) }
      }
    }
  }

  static func classify(_ token: SyntaxToken, in parent: SyntaxNode) -> SemanticToken? {
    func make(_ kind: SemanticToken.Kind, _ modifiers: Set<SemanticToken.Modifier> = []) -> SemanticToken {
      SemanticToken(range: token.range, kind: kind, modifiers: modifiers)
    }
    switch token.kind {
    case .lineComment, .blockComment: return make(.comment)
    case .docComment: return make(.comment, [.documentation])
    case .string: return make(.string)
    case .number, .weight: return make(.number)
    case .color: return make(.string)
    case .plus, .minus, .star, .slash, .equalEqual, .lessEqual, .greaterEqual: return make(.operator)
    case .at: return make(.macro)
    case .identifier: return classifyIdentifier(token, in: parent, make)
    default: return nil
    }
  }

  static func classifyIdentifier(
    _ token: SyntaxToken, in parent: SyntaxNode, _ make: (SemanticToken.Kind, Set<SemanticToken.Modifier>) -> SemanticToken
  ) -> SemanticToken {
    switch parent.kind {
    case .element:
      let element = ElementSyntax(parent)
      if element.kindToken == token { return make(.type, []) }
      return make(.class, [.declaration])
    case .property:
      return make(.property, [])
    case .directive:
      return make(.macro, [])
    case .variant, .bound:
      return make(.keyword, [])
    case .conditionItem:
      return ConditionItemSyntax(parent).keyToken == token && ConditionItemSyntax(parent).valueToken != nil
        ? make(.property, []) : make(.enumMember, [])
    case .memberExpr:
      return make(.property, [])
    case .nameRef:
      let text = token.text
      if parent.parent?.kind == .memberExpr {
        return text == "parent" || text == "self" ? make(.keyword, []) : make(.variable, [])
      }
      return constants.contains(text) ? make(.enumMember, [.readonly]) : make(.variable, [])
    case .callExpr:
      return make(.keyword, [])
    // `@high` and the `horz` of `hugging: horz 251`: words of the language, like the constants of values.
    case .priority, .axisValue:
      return make(.enumMember, [.readonly])
    default:
      return make(.variable, [])
    }
  }
}
