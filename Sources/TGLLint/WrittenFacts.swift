// What the lint reads of the syntax of a program's files, once per program (issue 29, "Speed"): where each element
// and `when` block is written, where a property's name is, and the file's suppressions (which uses override a child,
// `title.lines: 2`, is `WrittenOverrides`). A finding on a style's property, on a component's element or on a use's
// override is about a file that many checked files import; each checked file used to find the same nodes again (an
// innermost-node lookup per element). A `Program` is not changed after `load`, so what a file's syntax gives is the
// same whichever checked file (or the language server's analysis) asks first: kept in the program's memo
// (`ProgramMemo.value`), by file.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A file of a program as the lint reads its syntax: its elements, `when` blocks and suppressions (the uses that
/// override a child are `WrittenOverrides`). A class: an expanded element's lookups pass it around without copying
/// its tables.
final class WrittenFacts: Sendable {
  /// The file's syntax tree: the program's own, parsed again only for a file the program was not made from a parse of.
  let tree: SyntaxTree
  /// The `// tgl-ignore` comments of the file.
  let suppressions: [Suppression]
  /// Each element written in the file (a screen's, a component's, a use), by the offset where it starts: the element
  /// an expanded element's `ElementSource.written` (or a use, `ElementSource.uses`) names.
  let elements: [Int: SyntaxNode]
  /// Each `when` block, by the offset where it starts (where a style's `when` block's values have their origin).
  let variants: [Int: SyntaxNode]

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
    var elements: [Int: SyntaxNode] = Dictionary(minimumCapacity: tree.nodeCount(of: .element))
    var variants: [Int: SyntaxNode] = [:]
    // An element that starts where an earlier one does is inside it (an empty element, of a syntax error, starts
    // nowhere): the innermost is kept, as a lookup of the innermost node there finds.
    Self.forEachWrittenNode(of: tree) { node in
      switch node.kind {
      case .element:
        let range = node.range
        if !range.isEmpty { elements[range.start] = node }
      case .variant:
        let range = node.range
        if !range.isEmpty { variants[range.start] = node }
      default:
        break
      }
    }
    self.elements = elements
    self.variants = variants
  }

  /// `body` with each node of `tree` in preorder but those inside a property or a value's expression (of most of a
  /// file's nodes, and no element, `when` block or property in them; the property or value itself is passed). The
  /// tree keeps its nodes in preorder, each subtree a run of indices: the walk is a loop over them that skips a
  /// subtree by its end, where a recursive walk called a closure per child.
  static func forEachWrittenNode(of tree: SyntaxTree, _ body: (SyntaxNode) -> Void) {
    let nodes = tree.root.descendants
    var next = nodes.startIndex + 1
    while next < nodes.endIndex {
      let node = nodes[next]
      next = skipsInside(node.kind) ? node.descendants.endIndex : next + 1
      body(node)
    }
  }

  /// The kinds whose insides `forEachWrittenNode` skips (the node itself is passed): a property, a value, an argument
  /// list, a condition, a constraint.
  @inline(__always) static func skipsInside(_ kind: SyntaxKind) -> Bool {
    switch kind {
    case .property, .value, .argumentList, .condition, .constraint: return true
    default: return false
    }
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
