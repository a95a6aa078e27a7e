// What one file declares and imports, with ranges: what name resolution across files reads (design-whole-app.md
// §1). Made from a parsed file; hand-built in tests.

import TGLSyntax

/// A name written at a place: a declared name, or one listed in `import A, B from`.
public struct NamedRange: Hashable, Sendable {
  public var name: String
  public var range: TextRange

  public init(_ name: String, _ range: TextRange) {
    self.name = name
    self.range = range
  }
}

/// `import "path.tgl"` or `import A, B from "path.tgl"`.
public struct ImportDeclaration: Hashable, Sendable {
  /// The path as written, without quotes.
  public var path: String
  /// The range of the path's string, quotes included.
  public var pathRange: TextRange
  /// The names listed before `from`; nil when the import brings every name.
  public var names: [NamedRange]?
  /// The whole import line.
  public var range: TextRange

  public init(path: String, pathRange: TextRange, names: [NamedRange]? = nil, range: TextRange) {
    self.path = path
    self.pathRange = pathRange
    self.names = names
    self.range = range
  }
}

/// What a top-level declaration declares.
public enum DeclarationKind: String, Hashable, Sendable {
  case constant = "constant"
  case style = "style"
  case component = "component"
}

/// A `let`, `style` or `component` of a file.
public struct Declaration: Hashable, Sendable {
  public var kind: DeclarationKind
  public var name: NamedRange
  /// The whole declaration.
  public var range: TextRange

  public init(_ kind: DeclarationKind, _ name: NamedRange, range: TextRange) {
    self.kind = kind
    self.name = name
    self.range = range
  }
}

/// The imports and declarations of one file, in source order.
public struct FileDeclarations: Sendable {
  public var imports: [ImportDeclaration]
  public var declarations: [Declaration]
  /// The file's syntax errors, reported once at each import of it.
  public var syntaxErrorCount: Int
  /// The parsed file, when it was made from one (expansion reads the declarations' bodies from it).
  public var syntax: SourceFileSyntax?

  public init(
    imports: [ImportDeclaration] = [], declarations: [Declaration] = [], syntaxErrorCount: Int = 0,
    syntax: SourceFileSyntax? = nil
  ) {
    self.imports = imports
    self.declarations = declarations
    self.syntaxErrorCount = syntaxErrorCount
    self.syntax = syntax
  }

  /// The first declaration of `name`.
  public func declaration(named name: String) -> Declaration? {
    declarations.first { $0.name.name == name }
  }
}

/// Up to three names closest to `name` among `candidates`, by edit distance (then the candidates' order), within a
/// distance that still looks like a typo: a third of the longer name, at least two (a swap of two letters).
public enum NameSuggestions {
  public static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
    let key = Array(name)
    let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
      guard candidate != name else { return nil }
      let distance = Device.editDistance(key, Array(candidate))
      let allowed = max(2, max(key.count, candidate.count) / 3)
      return distance <= allowed ? (distance, index, candidate) : nil
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
  }
}
