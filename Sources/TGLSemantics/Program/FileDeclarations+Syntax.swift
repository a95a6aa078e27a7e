// A file's imports and declarations read from its syntax (the views of `SyntaxViews+Declarations.swift`).

import TGLSyntax

extension FileDeclarations {
  /// The declarations of a parsed file; `syntaxErrorCount` is the parse's error count.
  public init(_ file: SourceFileSyntax, syntaxErrorCount: Int) {
    var imports: [ImportDeclaration] = []
    var declarations: [Declaration] = []
    for declaration in file.declarations {
      switch declaration {
      case .import(let i):
        guard let path = i.path, let pathRange = i.pathRange else { continue }
        let names = i.importsWholeFile ? nil : i.names.map { NamedRange($0.text, $0.range) }
        imports.append(ImportDeclaration(path: path, pathRange: pathRange, names: names, range: i.range))
      case .constant(let c):
        guard let token = c.nameToken else { continue }
        declarations.append(Declaration(.constant, NamedRange(token.text, token.range), range: c.range))
      case .style(let s):
        guard let token = s.nameToken else { continue }
        declarations.append(Declaration(.style, NamedRange(token.text, token.range), range: s.range))
      case .component(let c):
        guard let token = c.nameToken else { continue }
        declarations.append(Declaration(.component, NamedRange(token.text, token.range), range: c.range))
      }
    }
    self.init(imports: imports, declarations: declarations, syntaxErrorCount: syntaxErrorCount, syntax: file)
  }

  /// Parses `text` and reads its declarations: the `declare` of `Program.load` for the tools.
  public static func parsing(_ path: String, _ text: String) -> FileDeclarations {
    let parse = Parser.parse(text)
    return FileDeclarations(parse.sourceFile, syntaxErrorCount: parse.errors.count)
  }

  /// True when the file imports or declares anything: only such a file is expanded (any other is lowered as before).
  public var isProgram: Bool { !imports.isEmpty || !declarations.isEmpty }
}
