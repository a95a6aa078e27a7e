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
    let kinds = tree.tokens.kinds
    for token in kinds.indices where kinds[token] == .dot {
      guard let node = Self.writtenNode(holding: tree.tokens.range(token).start, in: tree), node.kind == .property
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

  /// The node that holds the one-byte token at `offset` among its own tokens (no child of it spans the token), when
  /// `WrittenFacts.forEachWrittenNode` passes it: nil for the root, and for a node inside one whose insides that walk
  /// skips (`WrittenFacts.skipsInside`). A node spans the token exactly when its range holds `offset`, since the
  /// token is not empty: the node is the root's innermost descendant containing `offset` (a binary search of the
  /// preorder nodes), and the walk passes it when none of its ancestors below the root is of a kind it skips inside.
  static func writtenNode(holding offset: Int, in tree: SyntaxTree) -> SyntaxNode? {
    let root = tree.root
    let node = root.innermostDescendant(containing: offset)
    guard node.index != root.index else { return nil }
    var ancestor = node.parent
    while let above = ancestor, above.index != root.index {
      if WrittenFacts.skipsInside(above.kind) { return nil }
      ancestor = above.parent
    }
    return node
  }
}
