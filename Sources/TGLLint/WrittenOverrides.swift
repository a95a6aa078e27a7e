// Which uses of a program's file override a child of their component (`title.lines: 2`), and with what, once per
// program. Every element of a component's tree asks about the uses it was expanded through (`OverrideFindings`),
// written mostly in the checked screens, whose other facts (`WrittenFacts`: where each element and `when` block is,
// the suppressions) are read only where a finding is moved: made apart, those tables are not made for every screen.

import TGLSemantics
import TGLSyntax

/// The uses of a file whose blocks write dotted properties, by the offset where they start.
struct WrittenOverrides: Sendable {
  let uses: [Int: OverridingUse]

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

  /// The overriding uses of `file`, a file of `program`, made once per program from the program's syntax tree of the
  /// file (or the one its `WrittenFacts` parsed).
  static func of(_ file: String, in program: Program) -> WrittenOverrides? {
    guard let programFile = program.files[file] else { return nil }
    return program.memo.value(WrittenOverrides.self, file) {
      guard let tree = programFile.declarations.syntax?.syntax.tree ?? WrittenFacts.of(file, in: program)?.tree else {
        return WrittenOverrides(uses: [:])
      }
      return WrittenOverrides(tree: tree)
    }
  }

  private init(uses: [Int: OverridingUse]) { self.uses = uses }

  init(tree: SyntaxTree) {
    // The elements whose blocks (or whose `when` blocks) hold a dotted property, in the order written. A dotted
    // property holds a dot among its own tokens, and a file has few dots (its overrides, and values such as
    // `vert.center`): each dot is followed down from the root to the node that holds it, rather than every node of
    // the file visited to find a few.
    var overriding: [SyntaxNode] = []
    var path = NodePath(tree)
    let kinds = tree.tokens.kinds
    for token in kinds.indices where kinds[token] == .dot {
      guard let node = path.writtenNode(holding: tree.tokens.range(token).start), node.kind == .property
      else { continue }
      guard let block = node.parent, block.kind == .block, var owner = block.parent else { continue }
      if owner.kind == .variant, let outerBlock = owner.parent, outerBlock.kind == .block,
        let element = outerBlock.parent
      {
        owner = element
      }
      if owner.kind == .element, overriding.last != owner { overriding.append(owner) }
    }
    var uses: [Int: OverridingUse] = [:]
    for node in overriding {
      let syntax = ElementSyntax(node)
      guard let block = syntax.block else { continue }
      let properties = (block.properties + block.variants.flatMap { $0.block?.properties ?? [] }).filter {
        $0.target != nil
      }
      if !properties.isEmpty { uses[node.range.start] = OverridingUse(component: syntax.kind, properties: properties) }
    }
    self.uses = uses
  }

  /// The nodes from the root down to the one that holds a token, for tokens asked about in the order written: the
  /// next one is looked for from the deepest of them that still spans it (a use's dots are in one block), not from
  /// the root.
  struct NodePath {
    private var nodes: [SyntaxNode]

    init(_ tree: SyntaxTree) { nodes = [tree.root] }

    /// The node that holds the one-byte token at `offset` among its own tokens (no child of it spans the token), when
    /// `WrittenFacts.forEachWrittenNode` passes it: nil for the root, and for a node inside a property, a value, an
    /// argument list, a condition or a constraint (whose insides that walk skips). A node spans the token exactly
    /// when its range holds `offset`, since the token is not empty.
    mutating func writtenNode(holding offset: Int) -> SyntaxNode? {
      // The nodes that span `offset` are the path's first ones (each node's range holds its children's).
      while nodes.count > 1, !Self.spans(nodes[nodes.count - 1], offset) { nodes.removeLast() }
      while true {
        var inner: SyntaxNode?
        nodes[nodes.count - 1].forEachChildNode { child in
          if inner == nil, Self.spans(child, offset) { inner = child }
        }
        guard let inner else { break }
        nodes.append(inner)
      }
      guard nodes.count > 1 else { return nil }
      for k in 1..<(nodes.count - 1) {
        switch nodes[k].kind {
        case .property, .value, .argumentList, .condition, .constraint: return nil
        default: continue
        }
      }
      return nodes[nodes.count - 1]
    }

    private static func spans(_ node: SyntaxNode, _ offset: Int) -> Bool {
      let range = node.range
      return range.start <= offset && offset < range.end
    }
  }
}
