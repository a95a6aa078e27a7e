// What a file of a program declares, evaluated for the generator (issue 29 §3): each constant with its value and the
// expression it is written with, each style with its properties merged (its own styles first) and the styles it
// applies, so that a file that only declares still generates its constants and style functions.

import TGLSyntax

/// A style by its name and the workspace path of the file that declares it.
public struct StyleReference: Hashable, Sendable {
  public var name: String
  public var file: String

  public init(name: String, file: String) {
    self.name = name
    self.file = file
  }
}

/// A constant of a file, evaluated.
public struct DeclaredConstant: Sendable {
  public var name: String
  /// Its value; nil when it has none (a cycle, a bad value: reported by the expansion).
  public var value: ScopeValue?
  /// The expression it is written with (`gutter * 3`, `2 * 8`, `brand`); nil for one literal, a string, a colour or
  /// a font written out.
  public var symbol: SymbolicValue?
  /// The declaration.
  public var range: TextRange
}

/// A style of a file, flattened.
public struct DeclaredStyle: Sendable {
  public var reference: StyleReference
  /// The declaration.
  public var range: TextRange
  /// Its properties with the styles it applies merged in their place (design-whole-app.md §1.3), the origin of each
  /// key (`.style(name:)` of this style or of one it applies) and the symbol of each key written with a name.
  public var merged: MergedProperties
  /// The styles its `style:` members apply, in order.
  public var applies: [StyleReference]
}

extension Program {
  /// The constants `path` declares, in declaration order (the first of a name; a keyword's name is left out).
  public func declaredConstants(in path: String) -> [DeclaredConstant] {
    let state = ExpansionState(program: self, entry: path, recordsSymbols: true)
    let scope = state.fileScope(path)
    var seen: Set<String> = []
    var out: [DeclaredConstant] = []
    for c in files[path]?.declarations.syntax?.constants ?? [] {
      guard let name = c.name, !seen.contains(name), !ExpansionState.keywords.contains(name) else { continue }
      seen.insert(name)
      let value = try? scope.value(of: name, at: c.range)
      let items = c.value?.items ?? []
      var symbol: SymbolicValue?
      if items.count == 1, let s = SymbolicValue.of(items[0], in: scope) {
        if case .number = s {} else { symbol = s }
      }
      out.append(DeclaredConstant(name: name, value: value ?? nil, symbol: symbol, range: c.range))
    }
    return out
  }

  /// The styles `path` declares, in declaration order (the first of a name), each flattened in its file's scope.
  public func declaredStyles(in path: String) -> [DeclaredStyle] {
    let state = ExpansionState(program: self, entry: path, recordsSymbols: true)
    var context = LoweringContext()
    context.expansion = state
    var seen: Set<String> = []
    var out: [DeclaredStyle] = []
    for style in files[path]?.declarations.syntax?.styles ?? [] {
      guard let name = style.name, !seen.contains(name), let token = style.nameToken else { continue }
      seen.insert(name)
      let layers = LoweringScope.$current.withValue(state.fileScope(path)) {
        context.styleLayers(NamedRange(name, token.range))
      }
      out.append(
        DeclaredStyle(
          reference: StyleReference(name: name, file: path), range: style.range, merged: StyleMerge.merge(layers),
          applies: appliedStyles(style.block, in: path)))
    }
    return out
  }

  /// The styles the `style:` members of `block` name, resolved in the scope of `file` (unknown names left out).
  func appliedStyles(_ block: BlockSyntax?, in file: String) -> [StyleReference] {
    var out: [StyleReference] = []
    for member in block?.members ?? [] {
      guard case .property(let prop) = member, prop.name == "style", prop.target == nil else { continue }
      for item in prop.value?.items ?? [] {
        guard case .name(let name) = item.shape, let visible = files[file]?.scope[name],
          visible.declaration.kind == .style
        else { continue }
        out.append(StyleReference(name: name, file: visible.file))
      }
    }
    return out
  }
}
