// What the lint reads of the syntax of a program's files, once per program (issue 29, "Speed"): where each element
// is written, which uses override a child (`title.lines: 2`), where a property's name is, and the file's
// suppressions. A finding on a style's property, on a component's element or on a use's override is about a file
// that many checked files import; each checked file used to find the same nodes again (an innermost-node lookup per
// element). A `Program` is not changed after `load`, so what a file's syntax gives is the same whichever checked file
// (or the language server's analysis) asks first: kept in the program's memo (`ProgramMemo.value`), by file.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A file of a program as the lint reads its syntax: its elements and the uses that override a child. A class: an
/// expanded element's lookups pass it around without copying its tables.
final class WrittenFacts: Sendable {
  /// The file's syntax tree: the program's own, parsed again only for a file the program was not made from a parse of.
  let tree: SyntaxTree
  /// The `// tgl-ignore` comments of the file.
  let suppressions: [Suppression]
  /// Each element written in the file (a screen's, a component's, a use), by the offset where it starts: the element
  /// an expanded element's `ElementSource.written` (or a use, `ElementSource.uses`) names.
  let elements: [Int: SyntaxNode]
  /// The uses whose blocks write dotted properties, by the offset where they start.
  let overridingUses: [Int: OverridingUse]
  /// Each `when` block, by the offset where it starts (where a style's `when` block's values have their origin).
  let variants: [Int: SyntaxNode]

  /// A use's overrides of its component's children.
  struct OverridingUse: Sendable {
    /// The component it uses, as written.
    var component: String
    /// Its dotted properties: its block's, then each of its `when` blocks'.
    var properties: [PropertySyntax]
    /// The child each property overrides (`PropertySyntax.target`), read once here: every element of the use's tree
    /// compares its name with them, and reading a target from the syntax made a `String` each time.
    var targets: [String]

    init(component: String, properties: [PropertySyntax]) {
      self.component = component
      self.properties = properties
      targets = properties.map { $0.target ?? "" }
    }
  }

  /// The facts of `file`, a file of `program`, made once per program.
  static func of(_ file: String, in program: Program) -> WrittenFacts? {
    guard let programFile = program.files[file] else { return nil }
    return program.memo.value(WrittenFacts.self, file) {
      WrittenFacts(tree: programFile.declarations.syntax?.syntax.tree ?? Parser.parse(bytes: Array(programFile.text.utf8)).tree)
    }
  }

  init(tree: SyntaxTree) {
    self.tree = tree
    suppressions = Suppressions.find(in: tree)
    var elements: [Int: SyntaxNode] = [:]
    var variants: [Int: SyntaxNode] = [:]
    var overriding: [SyntaxNode] = []
    // One pass over the nodes in preorder, but not into a value's expression (of most of a file's nodes, and no
    // element, `when` block or property in them). An element that starts where an earlier one does is inside it (an
    // empty element, of a syntax error, starts nowhere): the innermost is kept, as a lookup of the innermost node there
    // finds.
    func visit(_ node: SyntaxNode) {
      node.forEachChildNode { child in
        switch child.kind {
        case .element:
          let range = child.range
          if !range.isEmpty { elements[range.start] = child }
          visit(child)
        case .variant:
          let range = child.range
          if !range.isEmpty { variants[range.start] = child }
          visit(child)
        case .property:
          guard child.token(.dot) != nil else { return }
          // The element whose block (or whose `when` block) holds the property.
          guard let block = child.parent, block.kind == .block, var owner = block.parent else { return }
          if owner.kind == .variant, let outerBlock = owner.parent, outerBlock.kind == .block,
            let element = outerBlock.parent
          {
            owner = element
          }
          if owner.kind == .element, overriding.last != owner { overriding.append(owner) }
        case .value, .argumentList, .condition, .constraint:
          break
        default:
          visit(child)
        }
      }
    }
    visit(tree.root)
    self.elements = elements
    self.variants = variants
    var uses: [Int: OverridingUse] = [:]
    for node in overriding {
      let syntax = ElementSyntax(node)
      guard let block = syntax.block else { continue }
      let properties = (block.properties + block.variants.flatMap { $0.block?.properties ?? [] }).filter {
        $0.target != nil
      }
      if !properties.isEmpty { uses[node.range.start] = OverridingUse(component: syntax.kind, properties: properties) }
    }
    overridingUses = uses
  }

  /// The element written at `range` (where an element's or a use's syntax starts).
  func element(at range: TextRange) -> SyntaxNode? { elements[range.start] }

  /// The name (else the kind) of the element written at `range`, where findings on an element are shown.
  func header(of range: TextRange) -> TextRange {
    guard let node = element(at: range) else { return range }
    let syntax = ElementSyntax(node)
    return syntax.nameToken?.range ?? syntax.kindToken?.range ?? range
  }

  /// The suppression of the file that covers `d` (at a range in this file).
  func suppression(covering d: Diagnostic) -> Suppression? { suppressions.first { $0.covers(d) } }
}

/// Where the names of a file's properties are, by where each property's written name starts (as a value's origin
/// records it, `ValueOrigin`): made once per program for a file a finding is moved to (a style's file).
struct WrittenPropertyNames: Sendable {
  let names: [Int: TextRange]

  static func of(_ file: String, in program: Program) -> WrittenPropertyNames? {
    guard let facts = WrittenFacts.of(file, in: program) else { return nil }
    return program.memo.value(WrittenPropertyNames.self, file) {
      var names: [Int: TextRange] = [:]
      for node in facts.tree.root.descendants where node.kind == .property {
        let property = PropertySyntax(node)
        guard let name = property.nameToken else { continue }
        names[(property.qualifiedNameRange ?? node.range).start] = name.range
      }
      return WrittenPropertyNames(names: names)
    }
  }
}
