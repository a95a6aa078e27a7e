// A component's whole tree instantiated at a use from its elements' templates, without walking its syntax (issue 29,
// "Speed"): a use of a component whose elements all have templates (`ComponentTemplate.swift`) did, per element, a
// walk of the element's block, a lookup of its kind's spelling, of its name, of the use's overrides of it and of its
// template in the program's memo, and read its `style:` names again. The tree holds all of that once per program, and
// a use instantiates each element from it exactly as `instantiate(_:_:_:kind:)` does from the syntax, in the same
// order (each element's source first, then its block's properties made of parameters and its children as the block
// writes them, then its scope, styles and reads), so that every use records and reports what it did before. A use's
// override of an element is laid over the element's merged properties.

import Platform
import TGLSyntax

/// An element of a component's tree as a use instantiates it.
final class TreeNode: Sendable {
  let key: TemplateKey
  let template: ElementTemplate
  let syntax: ElementSyntax
  let kind: ElementKind
  let name: String?
  let range: TextRange
  let childCount: Int
  let hasParameters: Bool
  /// Its properties per the values its properties made of parameters read (`LoweringContext.instantiate`).
  let instances = InstanceTable()
  /// The names of its `style:` properties, in order (read again at an expansion's first use of its template).
  let styles: [NamedRange]
  /// Its block's properties made of parameters and its children, in the block's order.
  let steps: [TreeStep]

  init(
    key: TemplateKey, template: ElementTemplate, syntax: ElementSyntax, kind: ElementKind, styles: [NamedRange],
    steps: [TreeStep]
  ) {
    self.key = key
    self.template = template
    self.syntax = syntax
    self.kind = kind
    self.name = syntax.name
    self.range = syntax.range
    self.childCount = steps.reduce(0) { if case .child = $1 { $0 + 1 } else { $0 } }
    self.hasParameters = steps.contains { if case .parameters = $0 { true } else { false } }
    self.styles = styles
    self.steps = steps
  }
}

enum TreeStep: Sendable {
  /// A property made of the component's parameters (`TemplateStep.parameters`).
  case parameters(PropertySyntax, [String], ValueTable)
  case child(TreeNode)
}

/// A component's tree, or that a use lowers it element by element.
enum TreeEntry: Sendable {
  case tree(TreeNode)
  /// An element of the tree has no template or one a use does more with than `TreeNode` holds: a property lowered
  /// at each use (`TemplateStep.lowered`), a child's override it reports (`.target`), styles that report; or the tree
  /// holds a use of a component (its arguments are lowered at each use).
  case none
}

extension Program {
  /// The tree of the component whose root is `root`, when each of its elements has a template; nil while one has none
  /// yet (it is made at a use: `LoweringContext.expandedElement`).
  ///
  /// The key (the root's syntax node) is complete: the tree is made of the templates of the elements below the root,
  /// each keyed by its own node and fixed for the program (`TemplateKey`), and of their syntax.
  func componentTree(_ root: ElementSyntax) -> TreeNode? {
    let key = TemplateKey(element: root.syntax)
    switch memo.tree(key) {
    case .tree(let node)?: return node
    case .none?: return nil
    case nil: break
    }
    var complete = true
    let entry = treeNode(root, complete: &complete)
    guard complete else { return nil }
    memo.setTree(key, entry.map(TreeEntry.tree) ?? .none)
    return entry
  }

  /// The node of `syntax`, or nil when the tree has none; `complete` false when an element's template is not made yet.
  private func treeNode(_ syntax: ElementSyntax, complete: inout Bool) -> TreeNode? {
    // A kind that is no element kind is a use of a component (or unknown): lowered at each use.
    guard let kind = syntax.kindToken.flatMap({ ElementKind(spelling: $0.bytes) }) else { return nil }
    let key = TemplateKey(element: syntax.syntax)
    guard let entry = memo.template(key) else {
      complete = false
      return nil
    }
    guard case .template(let template) = entry, !template.stylesReport else { return nil }
    var styles: [NamedRange] = []
    var steps: [TreeStep] = []
    var index = 0
    var possible = true
    syntax.syntax.child(.block)?.forEachChildNode { node in
      guard possible else { return }
      switch node.kind {
      case .property:
        switch template.steps[index] {
        case .kept: break
        case .parameters(let names, let table): steps.append(.parameters(PropertySyntax(node), names, table))
        case .style:
          // The template's styles reported nothing, so each item is a name (`LoweringContext.styleNames`).
          for item in PropertySyntax(node).value?.items ?? [] {
            guard case .name(let name) = item.shape else {
              possible = false
              return
            }
            styles.append(NamedRange(name, item.range))
          }
        case .lowered, .target: possible = false
        }
        index += 1
      case .element:
        guard let child = treeNode(ElementSyntax(node), complete: &complete) else {
          possible = false
          return
        }
        steps.append(.child(child))
      default: break  // `when` blocks are the template's; an element with constraints has no template
      }
    }
    guard possible else { return nil }
    return TreeNode(key: key, template: template, syntax: syntax, kind: kind, styles: styles, steps: steps)
  }
}

/// Where an element of a use's tree goes, found once per use rather than from the expansion's stack per element
/// (`finishElement`).
struct ElementPlace {
  /// The element as written in its component's file.
  var written: TextRange
  var name: String?
  /// The uses it is expanded through (`ElementSource.uses`).
  var uses: [FileLocation]
  /// Where the screen shows it: its outermost use.
  var range: Range<Int>
  /// Its use's scope of names.
  var scope: Int32
}

/// A use instantiating a tree: its arguments, the origin of each, and where its elements go.
struct TreeUse {
  var arguments: LoweringScope
  /// The use's overrides of its children, nil when it has none.
  var overrides: ChildOverrides?
  var parameters: [String: ValueOrigin]
  var place: ElementPlace
  /// Whether the expansion instantiates this tree for the first time: then each element reads what its template read
  /// at its first use in the expansion, as `instantiate(_:_:_:kind:)` does.
  var first: Bool
}

extension LoweringContext {
  /// The tree `root` at the innermost use, whose arguments are `arguments`.
  mutating func instantiate(_ root: TreeNode, arguments: LoweringScope) -> Element {
    let state = expansion!
    let frame = state.componentStack.withUnsafeBufferPointer { $0[$0.count - 1] }
    let outermost = state.componentStack.withUnsafeBufferPointer { $0[0].use.range }
    let overridden = !frame.overrides.byName.isEmpty
    let use = TreeUse(
      arguments: arguments, overrides: overridden ? frame.overrides : nil, parameters: frame.parameters,
      place: ElementPlace(
        written: root.range, name: nil, uses: frame.uses, range: outermost.start..<outermost.end, scope: frame.scope),
      first: state.instantiatedTrees.insert(root.key).inserted)
    return instantiate(root, use)
  }

  /// The element of `node` and its children at `use`, as `instantiate(_:_:_:kind:)` makes each from its syntax.
  private mutating func instantiate(_ node: TreeNode, _ use: TreeUse) -> Element {
    let state = expansion!
    let template = node.template
    // After the tree's first instantiation in the expansion, each of its elements' templates has been used.
    let readsAgain = use.first && state.instantiated.insert(node.key).inserted
    let sourceIndex = state.sources.count
    state.sources.append(nil)
    var place = use.place
    place.written = node.range
    place.name = node.name
    // The use's override of the element wins over everything the element merges (§1.4): laid over its merged
    // properties, which gives what laying it last among the element's layers gives (`StyleMerge.merge` lays each
    // layer's block, then per condition its `when` block, over what the layers before it left).
    var over: MergeLayer?
    if let overrides = use.overrides, let name = node.name, let layer = overrides.layer(name) {
      state.componentStack[state.componentStack.count - 1].overrides.applied.insert(name)
      over = layer
    }
    // The element's properties for the use's values, when a use gave the same values before.
    if node.hasParameters, let (values, origins) = parameterValues(node, use),
      let known = node.instances.lowered(values)
    {
      var children: [Element] = []
      children.reserveCapacity(node.childCount)
      for step in node.steps {
        if case .child(let child) = step { children.append(instantiate(child, use)) }
      }
      state.recordScope(node.name, references: template.references)
      if readsAgain {
        for style in node.styles { _ = styleLayers(style) }
        state.readAgain(template.reads, effect: template.effect)
      }
      var merged = template.merged
      merged.properties = known.properties
      for (keys, origin) in zip(known.keys, origins) {
        for key in keys { merged.origins[key] = origin }
      }
      if let over { merged = StyleMerge.merge([MergeLayer(merged), over]) }
      return finishElement(
        node.syntax, kind: node.kind, sourceIndex: sourceIndex, merged: merged, children: children,
        constraintNodes: [], interning: false, place: place)
    }
    var children: [Element] = []
    children.reserveCapacity(node.childCount)
    var lowered: [LoweredProperty] = []
    var values: [ValueKey]? = []
    for step in node.steps {
      switch step {
      case .parameters(let prop, let names, let table):
        lowered.append(lowerProperty(prop, names, table, values: &values))
      case .child(let child):
        children.append(instantiate(child, use))
      }
    }
    state.recordScope(node.name, references: template.references)
    let element = finishInstance(
      template, node.syntax, kind: node.kind, sourceIndex: sourceIndex, children: children,
      styles: readsAgain ? node.styles : [], lowered: lowered, values: values, readsAgain: readsAgain, place: place,
      over: over)
    // Kept for the next use with the same values when the use's properties were laid over the template's (their
    // fields are the template's) and each came from its values alone (`values` is nil otherwise).
    if over == nil, let values, !lowered.isEmpty,
      zip(lowered, template.loweredFields).allSatisfy({ $0.properties.setFields == $1 })
    {
      node.instances.keep(values, (element.properties, lowered.map { $0.properties.setKeys }))
    }
    return element
  }

  /// The values of the use's arguments that `node`'s properties made of parameters read, in order, and the origin of
  /// each such property (its first parameter's); nil when one has no value that is a key or no origin.
  private func parameterValues(_ node: TreeNode, _ use: TreeUse) -> ([ValueKey], [ValueOrigin])? {
    var values: [ValueKey] = []
    var origins: [ValueOrigin] = []
    for step in node.steps {
      guard case .parameters(_, let names, _) = step else { continue }
      guard let origin = use.parameters[names[0]] else { return nil }
      for name in names {
        guard let value = use.arguments.parameterValue(name).flatMap(ValueKey.init) else { return nil }
        values.append(value)
      }
      origins.append(origin)
    }
    return (values, origins)
  }
}

/// An element's properties per the values of its properties made of parameters, with the keys each of those
/// properties set, filled by the uses of its tree.
typealias InstanceTable = ValuesTable<(properties: Properties, keys: [PropertyKeySet])>

extension MergeLayer {
  /// Merged properties as one layer of a later merge.
  init(_ merged: MergedProperties) {
    self.init(
      properties: merged.properties, origins: merged.origins, variants: merged.variants,
      variantOrigins: merged.variants.map { merged.variantOrigins[$0.condition] ?? [:] }, symbols: merged.symbols,
      variantSymbols: merged.variants.map { merged.variantSymbols[$0.condition] ?? [:] })
    boundSymbols = merged.boundSymbols
    variantBoundSymbols = merged.variants.map { merged.variantBoundSymbols[$0.condition] ?? [:] }
  }
}
