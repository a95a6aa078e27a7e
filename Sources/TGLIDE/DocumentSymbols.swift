// Document symbols: the element tree of a file, for outlines and breadcrumbs.

import TGLSyntax

/// One element in the outline.
public struct DocumentSymbol: Hashable, Sendable {
  /// The element's name, or its path (`S/linear[2]`) when it has none.
  public var name: String
  /// The element kind (`linear`, `view`), shown as the symbol's detail.
  public var kind: String
  public var isContainer: Bool
  /// The whole element.
  public var range: TextRange
  /// The name (or the kind when unnamed): what the editor selects.
  public var selectionRange: TextRange
  public var children: [DocumentSymbol]
}

public enum DocumentSymbols {
  /// The element tree: top-level elements, their children, and the elements inside `when` blocks.
  public static func symbols(_ file: SourceFileSyntax) -> [DocumentSymbol] {
    var counters: [String: Int] = [:]
    return file.elements.map { element in
      counters[element.kind, default: 0] += 1
      return symbol(element, parentPath: nil, ordinal: counters[element.kind] ?? 1)
    }
  }

  static func symbol(_ element: ElementSyntax, parentPath: String?, ordinal: Int) -> DocumentSymbol {
    let label = element.name ?? "\(element.kind)[\(ordinal)]"
    let path = parentPath.map { "\($0)/\(label)" } ?? label
    var children: [DocumentSymbol] = []
    var counters: [String: Int] = [:]
    for child in childElements(element) {
      counters[child.kind, default: 0] += 1
      children.append(symbol(child, parentPath: path, ordinal: counters[child.kind] ?? 1))
    }
    let selection = element.nameToken?.range ?? element.kindToken?.range ?? element.range
    return DocumentSymbol(
      name: element.name ?? path, kind: element.kind, isContainer: Vocabulary.containerKinds.contains(element.kind),
      range: element.range, selectionRange: selection, children: children)
  }

  /// Child elements in source order, including those declared inside `when` blocks.
  static func childElements(_ element: ElementSyntax) -> [ElementSyntax] {
    guard let block = element.block else { return [] }
    var out: [ElementSyntax] = []
    for member in block.members {
      switch member {
      case .element(let child): out.append(child)
      case .variant(let variant): out += variant.block?.elements ?? []
      case .property, .constraint: break
      }
    }
    return out
  }
}
