// The names a whole app declares across its files (issue 29): constants, styles, components and components'
// parameters, every place each is written, and what definition, references, rename and workspace symbols answer.
// A pure function of a snapshot of the workspace: the program (files, imports, scopes) and each file's parse.

import TGLSemantics
import TGLSyntax

/// What kind of thing a workspace name is.
public enum WorkspaceNameKind: String, Hashable, Sendable {
  /// `element`: a named element of a component's tree, which a use's dotted override names (`title.lines: 2`).
  case constant, style, component, parameter, element

  /// The kind of a file's declaration.
  public init(_ kind: DeclarationKind) {
    switch kind {
    case .constant: self = .constant
    case .style: self = .style
    case .component: self = .component
    }
  }
}

/// One declared name of the workspace: a file's constant, style or component, or a parameter of a component.
public struct DeclaredName: Hashable, Sendable {
  public var kind: WorkspaceNameKind
  public var name: String
  /// The workspace path of the file that declares it.
  public var file: String
  /// For a parameter or an element of a component's tree, the component it belongs to.
  public var component: String?

  public init(kind: WorkspaceNameKind, name: String, file: String, component: String? = nil) {
    self.kind = kind
    self.name = name
    self.file = file
    self.component = component
  }
}

/// One place a workspace name is written.
public struct NameSite: Hashable, Sendable {
  public var file: String
  public var range: TextRange
  /// True at the declaration, false where it is used (a value, a use's kind or argument, an import list).
  public var isDeclaration: Bool

  public init(file: String, range: TextRange, isDeclaration: Bool) {
    self.file = file
    self.range = range
    self.isDeclaration = isDeclaration
  }
}

/// A declaration listed by workspace symbols.
public struct WorkspaceDeclarationSymbol: Hashable, Sendable {
  public var name: DeclaredName
  /// The declared name's range.
  public var range: TextRange
}

/// Every place a workspace name is written in a set of files, resolved through the program's scopes.
public struct WorkspaceNames: Sendable {
  /// Per file, its sites in source order with the name each stands for.
  public private(set) var sites: [String: [(site: NameSite, name: DeclaredName)]] = [:]

  /// Classifies every identifier of every file of `program` that has a parse in `sources` (workspace path to parse).
  public init(program: Program, sources: [String: SourceFileSyntax]) {
    for path in program.order {
      guard let file = program.files[path], let syntax = sources[path] else { continue }
      var walker = SiteWalker(program: program, file: file)
      walker.walk(syntax.syntax, component: nil, use: nil)
      sites[path] = walker.found
    }
  }

  /// The name written at `offset` in `file` (the token under the cursor, or the one that ends at it).
  public func name(at offset: Int, in file: String) -> DeclaredName? {
    sites[file]?.first { $0.site.range.start <= offset && offset <= $0.site.range.end }?.name
  }

  /// Where `name` is declared.
  public func definition(of name: DeclaredName) -> NameSite? {
    sites[name.file]?.first { $0.name == name && $0.site.isDeclaration }?.site
  }

  /// Every place `name` is written, declaration first, then by file and offset.
  public func occurrences(of name: DeclaredName) -> [NameSite] {
    let all = sites.keys.sorted().flatMap { file in (sites[file] ?? []).filter { $0.name == name }.map(\.site) }
    return all.filter(\.isDeclaration) + all.filter { !$0.isDeclaration }
  }

  /// The edits, by file, that rename `name` to `newName` everywhere it is written. Refuses a new name that is not one
  /// identifier, is a keyword, or is already a name where the renamed one is written (it would mean the other).
  public func rename(_ name: DeclaredName, to newName: String) -> Result<[String: [TextEdit]], RenameError> {
    if let problem = Analysis.problem(withNewName: newName) { return .failure(RenameError(message: problem)) }
    guard newName != name.name else { return .success([:]) }
    let places = occurrences(of: name)
    for file in Set(places.map(\.file)).sorted() {
      if let other = sites[file]?.first(where: { $0.name.name == newName && $0.name != name }) {
        return .failure(
          RenameError(message: "'\(newName)' is already the \(other.name.kind.rawValue) '\(newName)' in \(file)"))
      }
    }
    var edits: [String: [TextEdit]] = [:]
    for place in places { edits[place.file, default: []].append(TextEdit(range: place.range, newText: newName)) }
    return .success(edits)
  }

  /// The constants, styles and components every file declares, by file and offset (parameters and the elements of
  /// components are not listed).
  public var declarations: [WorkspaceDeclarationSymbol] {
    sites.keys.sorted().flatMap { file in
      (sites[file] ?? []).filter {
        $0.site.isDeclaration && $0.name.kind != .parameter && $0.name.kind != .element
      }.map {
        WorkspaceDeclarationSymbol(name: $0.name, range: $0.site.range)
      }
    }
  }
}

/// The walk of one file's tree that finds its name sites.
private struct SiteWalker {
  let program: Program
  let file: ProgramFile
  var found: [(site: NameSite, name: DeclaredName)] = []
  /// The names of the elements of the component whose body the walk is in.
  var children: Set<String> = []

  init(program: Program, file: ProgramFile) {
    self.program = program
    self.file = file
  }

  mutating func add(_ token: SyntaxToken?, _ name: DeclaredName?, declaration: Bool = false) {
    guard let token, let name else { return }
    found.append((NameSite(file: file.path, range: token.range, isDeclaration: declaration), name))
  }

  /// The name `written` means in this file's scope (its own declarations and its imports').
  func resolve(_ written: String) -> DeclaredName? {
    guard let visible = file.scope[written] else { return nil }
    return DeclaredName(kind: WorkspaceNameKind(visible.declaration.kind), name: written, file: visible.file)
  }


  /// `component`: the component whose body the walk is in (its parameters come before the file's names); `use`:
  /// the component of the element whose header the walk is in (its named arguments are that component's parameters).
  /// The dotted overrides of a use's block (`title` in `title.lines: 2`): each names an element of the component's
  /// tree, when it has one of that name.
  mutating func addOverrides(_ use: ElementSyntax, of component: DeclaredName) {
    guard
      let declared = program.files[component.file]?.declarations.syntax?.components.first(where: {
        $0.name == component.name
      })
    else { return }
    let names = Self.elementNames(in: declared)
    for case .property(let property) in use.block?.members ?? [] {
      guard let target = property.targetToken, names.contains(target.text) else { continue }
      add(target, DeclaredName(kind: .element, name: target.text, file: component.file, component: component.name))
    }
  }

  /// The names of the elements of a component's tree.
  static func elementNames(in component: ComponentSyntax) -> Set<String> {
    var names: Set<String> = []
    func visit(_ node: SyntaxNode) {
      if node.kind == .element, let name = ElementSyntax(node).name { names.insert(name) }
      node.forEachChildNode(visit)
    }
    if let body = component.body { visit(body.syntax) }
    return names
  }

  mutating func walk(_ node: SyntaxNode, component: ComponentSyntax?, use: DeclaredName?) {
    var component = component
    var use = use
    switch node.kind {
    case .letDecl:
      let view = LetSyntax(node)
      add(view.nameToken, view.name.map { DeclaredName(kind: .constant, name: $0, file: file.path) }, declaration: true)
    case .styleDecl:
      let view = StyleSyntax(node)
      add(view.nameToken, view.name.map { DeclaredName(kind: .style, name: $0, file: file.path) }, declaration: true)
    case .componentDecl:
      let view = ComponentSyntax(node)
      component = view
      children = Self.elementNames(in: view)
      add(
        view.nameToken, view.name.map { DeclaredName(kind: .component, name: $0, file: file.path) }, declaration: true)
      for parameter in view.parameters {
        add(
          parameter.nameToken,
          DeclaredName(kind: .parameter, name: parameter.name, file: file.path, component: view.name),
          declaration: true)
      }
    case .importDecl:
      let view = ImportSyntax(node)
      let target = file.imports.first { $0.declaration.pathRange == view.pathRange }?.target
      for token in view.names {
        guard let target, let declared = program.files[target]?.declarations.declaration(named: token.text) else {
          continue
        }
        add(token, DeclaredName(kind: WorkspaceNameKind(declared.kind), name: token.text, file: target))
      }
      return
    case .element:
      let view = ElementSyntax(node)
      if let component, let name = view.name {
        add(view.nameToken, DeclaredName(kind: .element, name: name, file: file.path, component: component.name),
          declaration: true)
      }
      if let resolved = resolve(view.kind), resolved.kind == .component {
        add(view.kindToken, resolved)
        use = resolved
        addOverrides(view, of: resolved)
      } else {
        use = nil
      }
    case .namedArgument:
      let view = NamedArgumentSyntax(node)
      if let use {
        add(view.nameToken, DeclaredName(kind: .parameter, name: view.name, file: use.file, component: use.name))
      }
    case .memberExpr:
      // `title.right` in a component's tree: the element of the component the reference names.
      if let component, let reference = node.child(.nameRef), let token = reference.token(.identifier),
        children.contains(token.text)
      {
        add(token, DeclaredName(kind: .element, name: token.text, file: file.path, component: component.name))
        return
      }
    case .nameRef:
      // A bare name (`gutter`, `Title`): a reference always has a dot, so one identifier alone is a constant, a
      // style, or a parameter of the component the walk is in (design-whole-app.md §1.2).
      let identifiers = node.childTokens.filter { $0.kind == .identifier }
      if identifiers.count == 1, node.token(.dot) == nil, let token = identifiers.first {
        if let component, component.parameters.contains(where: { $0.name == token.text }) {
          add(token, DeclaredName(kind: .parameter, name: token.text, file: file.path, component: component.name))
        } else {
          add(token, resolve(token.text))
        }
      }
    default: break
    }
    node.forEachChildNode { child in
      // The header's named arguments belong to the element's use; its block's elements are uses of their own.
      walk(child, component: component, use: child.kind == .argumentList || child.kind == .namedArgument ? use : nil)
    }
  }
}
