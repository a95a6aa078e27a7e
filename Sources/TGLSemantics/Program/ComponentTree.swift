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
  /// The template's parts a use reads, each on its own (reading one through `template` copied the whole template).
  let merged: MergedProperties
  let references: [NamedRange]
  let reads: [StyleReadLog.Read]
  let readEffect: ReadEffect?
  let syntax: ElementSyntax
  let kind: ElementKind
  let name: String?
  let range: TextRange
  let childCount: Int
  let hasParameters: Bool
  /// The slots its properties made of parameters read, in order (`ArgumentSlots`), and the first of each property's
  /// (the property's origin at a use is its first parameter's).
  let valueSlots: [Int]
  let originSlots: [Int]
  /// Its properties per the values its properties made of parameters read (`LoweringContext.instantiate`).
  let instances = InstanceTable()
  /// The names of its `style:` properties, in order (read again at an expansion's first use of its template).
  let styles: [NamedRange]
  /// Each of `styles` as the component's file sees it: its key in an expansion's cache of flattened styles
  /// (`ExpansionState.styleCache`, its declaration's number), and the finding of its name in scope
  /// (`ExpansionState.visible`) as a read, with what reading it again adds to an expansion's used names.
  let styleKeys: [Int]
  let styleReads: [StyleReadLog.Read]
  let styleEffect: ReadEffect?
  /// Its block's properties made of parameters and its children, in the block's order.
  let steps: [TreeStep]
  /// The names its element and the elements below it define, in preorder. A tree holds no use of a component, so all
  /// of them are of one scope of names, the use's: at each use that scope's names are exactly these
  /// (`instantiate(_:arguments:)`).
  let scopeNames: [String]
  /// Its source and its element's parts as each use that does not override it makes them (`finishElement` with the
  /// template's merged properties), made once: a use sets what is its own (the uses it is expanded through, where the
  /// screen shows it, its scope of names, its children, its properties for the use's values and the origins of those
  /// made of parameters) and builds no other record. The element's parts are fields of their own: reading one field
  /// of a stored element copied the whole element and destroyed the copy.
  let source: ElementSource
  let path: String
  let variants: [Variant]

  init(
    key: TemplateKey, template: ElementTemplate, syntax: ElementSyntax, kind: ElementKind, file: String,
    styles: [NamedRange], styleKeys: [Int], styleReads: [StyleReadLog.Read], styleEffect: ReadEffect?,
    steps: [TreeStep]
  ) {
    self.key = key
    self.template = template
    self.merged = template.merged
    self.references = template.references
    self.reads = template.reads
    self.readEffect = template.effect
    self.syntax = syntax
    self.kind = kind
    self.name = syntax.name
    self.range = syntax.range
    self.childCount = steps.reduce(0) { if case .child = $1 { $0 + 1 } else { $0 } }
    self.hasParameters = steps.contains { if case .parameters = $0 { true } else { false } }
    var valueSlots: [Int] = []
    var originSlots: [Int] = []
    for step in steps {
      guard case .parameters(_, _, let slots, _) = step else { continue }
      valueSlots += slots
      originSlots.append(slots[0])
    }
    self.valueSlots = valueSlots
    self.originSlots = originSlots
    self.styles = styles
    self.styleKeys = styleKeys
    self.styleReads = styleReads
    self.styleEffect = styleEffect
    self.steps = steps
    var names: [String] = syntax.name.map { [$0] } ?? []
    for step in steps { if case .child(let child) = step { names += child.scopeNames } }
    self.scopeNames = names
    let merged = template.merged
    source = ElementSource(
      written: FileLocation(file: file, range: syntax.range), uses: [], origins: merged.origins,
      variantOrigins: merged.variantOrigins, symbols: merged.symbols, variantSymbols: merged.variantSymbols,
      boundSymbols: merged.boundSymbols, variantBoundSymbols: merged.variantBoundSymbols, styles: [])
    let element = Element(kind, name: name, properties: merged.properties, variants: merged.variants)
    path = element.path
    variants = element.variants
  }
}

enum TreeStep: Sendable {
  /// A property made of the component's parameters (`TemplateStep.parameters`), with each parameter's place in the
  /// component's list of parameters (`ArgumentSlots`).
  case parameters(PropertySyntax, [String], slots: [Int], ValueTable)
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

/// A component's tree as its shape (`ComponentShape`, one per component and program) keeps it once the program's memo
/// has it: a use finds it without looking its root up in the memo.
final class TreeCache: @unchecked Sendable {
  private let lock = Lock()
  private var entry: TreeEntry?

  var value: TreeEntry? { lock.withLock { entry } }

  func keep(_ kept: TreeEntry) { lock.withLock { entry = kept } }
}

extension ExpansionState {
  /// The tree of the component of `shape`, declared in `file`: the shape's, once it keeps one, without reading the
  /// program (reading `program` copied it at every use).
  func componentTree(_ shape: ComponentShape, file: String) -> TreeNode? {
    switch shape.tree.value {
    case .tree(let node)?: return node
    case .none?: return nil
    case nil: return program.componentTree(shape, file: file)
    }
  }
}

extension Program {
  /// The tree of the component of `shape`, declared in `file` (`componentTree(_:parameters:file:)`).
  func componentTree(_ shape: ComponentShape, file: String) -> TreeNode? {
    switch shape.tree.value {
    case .tree(let node)?: return node
    case .none?: return nil
    case nil: break
    }
    let node = componentTree(shape.root, parameters: shape.names, file: file)
    if let entry = memo.tree(TemplateKey(element: shape.root.syntax)) { shape.tree.keep(entry) }
    return node
  }

  /// The tree of the component whose root is `root` and whose parameters are named `parameters`, when each of its
  /// elements has a template; nil while one has none yet (it is made at a use: `LoweringContext.expandedElement`).
  ///
  /// The key (the root's syntax node) is complete: the tree is made of the templates of the elements below the root,
  /// each keyed by its own node and fixed for the program (`TemplateKey`), and of their syntax; the parameters are
  /// those of the component that declares the root (`ComponentShape`), one per root.
  func componentTree(_ root: ElementSyntax, parameters: [String], file: String) -> TreeNode? {
    let key = TemplateKey(element: root.syntax)
    switch memo.tree(key) {
    case .tree(let node)?: return node
    case .none?: return nil
    case nil: break
    }
    var complete = true
    let entry = treeNode(root, parameters: parameters, file: file, complete: &complete)
    guard complete else { return nil }
    memo.setTree(key, entry.map(TreeEntry.tree) ?? .none)
    return entry
  }

  /// The node of `syntax`, or nil when the tree has none; `complete` false when an element's template is not made yet.
  private func treeNode(_ syntax: ElementSyntax, parameters: [String], file: String, complete: inout Bool)
    -> TreeNode?
  {
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
        case .parameters(let names, let table):
          // A template's property made of parameters names the parameters of the component being used.
          let slots = names.compactMap { parameters.firstIndex(of: $0) }
          guard slots.count == names.count else {
            possible = false
            return
          }
          steps.append(.parameters(PropertySyntax(node), names, slots: slots, table))
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
        guard let child = treeNode(ElementSyntax(node), parameters: parameters, file: file, complete: &complete)
        else {
          possible = false
          return
        }
        steps.append(.child(child))
      default: break  // `when` blocks are the template's; an element with constraints has no template
      }
    }
    guard possible else { return nil }
    // The template's styles reported nothing, so each name is a style visible in the component's file.
    var styleKeys: [Int] = []
    var styleReads: [StyleReadLog.Read] = []
    for style in styles {
      guard let visible = files[file]?.scope[style.name], visible.declaration.kind == .style else { return nil }
      styleKeys.append(visible.number)
      styleReads.append(.visible(file: file, name: style.name))
    }
    return TreeNode(
      key: key, template: template, syntax: syntax, kind: kind, file: file, styles: styles, styleKeys: styleKeys,
      styleReads: styleReads, styleEffect: readEffect(of: styleReads), steps: steps)
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

/// A use's parameters by their place in the component's list of parameters (`ComponentShape.names`): the value of
/// each, as the use's scope reads it and as a key (nil for one without a value, or whose value is an expression), and
/// its origin at the use. The use's scope (`LoweringScope.parameterValue`) and frame (`ComponentFrame.parameters`) read
/// them by name through the shape's `ParameterSlots`, so a use makes no table of its own; a tree's properties made of
/// parameters read them by place, without hashing a name.
struct ArgumentSlots {
  struct Slot {
    var value: ScopeValue?
    var key: ValueKey?
    var origin: ValueOrigin?
    /// Whether the use gives it an argument (then its default is not evaluated).
    var given = false
  }

  private(set) var slots: [Slot]
  /// How many slots have no value yet.
  private var missing: Int

  init(count: Int) {
    slots = Array(repeating: Slot(), count: count)
    missing = count
  }

  /// Whether every parameter has a value and an origin at the use (`ComponentFrame.makesTemplates`).
  var complete: Bool { missing == 0 }

  mutating func give(_ index: Int) { slots[index].given = true }

  /// The value of parameter `index` and its origin, taken (a use makes them for the slot).
  mutating func fill(_ index: Int, _ value: consuming ScopeValue, _ origin: consuming ValueOrigin) {
    // The slot is read once and written whole: three writes of its fields checked the array's uniqueness and copied
    // and destroyed each field's old value.
    let given = slots[index].given
    if case .none = slots[index].origin { missing -= 1 }
    let key = ValueKey(copy value)
    slots[index] = Slot(value: value, key: key, origin: origin, given: given)
  }
}

/// A component's parameter names, each with its place among the parameters (two parameters of one name are the
/// first's place): made once per component (`ComponentShape`), shared by its uses' scopes and frames.
struct ParameterSlots: Sendable {
  let byName: [String: Int]
}

/// A use's arguments once filled (`ArgumentSlots`), shared by its scope, its frame and the instantiation of its tree.
final class UseArguments: @unchecked Sendable {
  let names: ParameterSlots
  let slots: [ArgumentSlots.Slot]

  init(_ names: ParameterSlots, _ arguments: ArgumentSlots) {
    self.names = names
    self.slots = arguments.slots
  }

  func value(_ name: String) -> ScopeValue? {
    guard let index = names.byName[name] else { return nil }
    return slots[index].value
  }

  func origin(_ name: String) -> ValueOrigin? {
    guard let index = names.byName[name] else { return nil }
    return slots[index].origin
  }
}

/// The origin of each parameter's value at a use, by name (`ComponentFrame.parameters`): read in the use's
/// arguments, not copied into a table per use.
struct ParameterOrigins: ExpressibleByDictionaryLiteral {
  private var arguments: UseArguments?

  init(_ arguments: UseArguments) { self.arguments = arguments }

  /// No parameters (only the empty literal: a frame's origins are its use's).
  init(dictionaryLiteral elements: (String, ValueOrigin)...) { arguments = nil }

  var isEmpty: Bool { arguments?.names.byName.isEmpty ?? true }

  subscript(name: String) -> ValueOrigin? { arguments?.origin(name) }
}

/// A use instantiating a tree: its arguments, the origin of each, and where its elements go.
struct TreeUse {
  var arguments: UseArguments
  /// The use's overrides of its children, nil when it has none.
  var overrides: ChildOverrides?
  var place: ElementPlace
  /// Whether the expansion instantiates this tree for the first time: then each element reads what its template read
  /// at its first use in the expansion, as `instantiate(_:_:_:kind:)` does.
  var first: Bool
}

extension LoweringContext {
  /// The tree `root` at the innermost use, whose arguments are `arguments`.
  mutating func instantiate(_ root: TreeNode, arguments: UseArguments) -> Element {
    let state = expansion!
    // The frame's parts are read in place: a copy of the frame retained each of its tables.
    let top = state.componentStack.count - 1
    let scope = state.componentStack[top].scope
    let outermost = state.componentStack[0].uses[0].range
    // The use's scope of names, opened for it, holds the names of the tree's elements (`TreeNode.scopeNames`): each
    // element records only the references it writes.
    // Appended one by one, each name read in place (the list's accesses are unchecked, `ExpansionState`): appending
    // a lazy map of the names went through the generic sequence path at every use.
    let names = root.scopeNames
    for k in names.indices { state.definedNames.append((scope, names[k])) }
    let use = TreeUse(
      arguments: arguments,
      overrides: state.componentStack[top].overrides,
      place: ElementPlace(
        written: root.range, name: nil, uses: state.componentStack[top].uses, range: outermost.start..<outermost.end,
        scope: scope),
      first: state.instantiatedTrees.insert(root.key.element))
    return instantiate(root, use, state)
  }

  /// The element of `node` and its children at `use`, as `instantiate(_:_:_:kind:)` makes each from its syntax. The
  /// expansion is passed down (`expansion!` retained and released it at every element).
  private mutating func instantiate(_ node: TreeNode, _ use: TreeUse, _ state: ExpansionState) -> Element {
    // After the tree's first instantiation in the expansion, each of its elements' templates has been used.
    let readsAgain = use.first && state.instantiated.insert(node.key.element)
    let sourceIndex = state.sources.count
    state.sources.append(nil)
    // The use's override of the element wins over everything the element merges (§1.4): laid over its merged
    // properties, which gives what laying it last among the element's layers gives (`StyleMerge.merge` lays each
    // layer's block, then per condition its `when` block, over what the layers before it left).
    var over: MergeLayer?
    // The overrides are read in place: binding them copied their five tables at every element.
    if let name = node.name, let layer = use.overrides?.layer(name) {
      state.componentStack[state.componentStack.count - 1].overrides!.applied.insert(name)
      over = layer
    }
    // The element's properties for the use's values, when a use gave the same values before; an element without
    // properties made of parameters has the template's.
    var known: InstanceTable.Kept?
    if node.hasParameters, let hash = valuesHash(node, use) {
      known = node.instances.lowered(hash, slots: node.valueSlots, of: use.arguments)
    }
    if !node.hasParameters || known != nil {
      var children: [Element] = []
      // A leaf reserves nothing: reserving on the empty array made a buffer call at every leaf.
      if node.childCount > 0 { children.reserveCapacity(node.childCount) }
      for step in node.steps {
        if case .child(let child) = step { children.append(instantiate(child, use, state)) }
      }
      if !node.references.isEmpty { state.recordScope(nil, references: node.references) }
      if readsAgain {
        readStylesAgain(node)
        state.readAgain(node.reads, effect: node.readEffect)
      }
      if let over {
        var merged = node.merged
        // Each property's origin is its first parameter's, which `valuesHash` found.
        if let known {
          merged.properties = known.properties
          merged.origins = ArgumentOrigins(keys: known.keys, arguments: use.arguments).laid(over: merged.origins)
        }
        merged = merged.overlaid(by: over) ?? StyleMerge.merge([MergeLayer(merged), over])
        let at = place(of: node, use)
        return finishElement(
          node.syntax, name: at.name, kind: node.kind, sourceIndex: sourceIndex, merged: merged, children: children,
          constraintNodes: [], interning: false, place: at)
      }
      // The node's records with what is the use's own (`TreeNode.source`): what `finishElement` makes of them. The
      // node's source is one reference to its shared part; the use's uses and arguments are set on the copy, which is
      // moved into the table in one access (each access of the expansion's table is checked for exclusivity).
      var source = node.source
      source.uses = use.place.uses
      if let known { source.setArgumentOrigins(known.keys, use.arguments) }
      state.sources[sourceIndex] = source
      guard let known else {
        // The template's properties: an element without properties made of parameters (no origin of its own).
        return Element(
          kind: node.kind, name: node.name, path: node.path, range: use.place.range,
          properties: node.merged.properties, variants: node.variants, children: children, scope: use.place.scope)
      }
      return Element(
        kind: node.kind, name: node.name, path: node.path, range: use.place.range,
        properties: known.properties, variants: node.variants, children: children, scope: use.place.scope)
    }
    var children: [Element] = []
    children.reserveCapacity(node.childCount)
    var lowered: [LoweredProperty] = []
    var values: [ValueKey]? = []
    for step in node.steps {
      switch step {
      case .parameters(let prop, let names, _, let table):
        lowered.append(lowerProperty(prop, names, table, values: &values))
      case .child(let child):
        children.append(instantiate(child, use, state))
      }
    }
    if !node.references.isEmpty { state.recordScope(nil, references: node.references) }
    // The styles were read here: `finishInstance` finds them again in the syntax only where it merges them.
    if readsAgain { readStylesAgain(node) }
    let element = finishInstance(
      node.template, node.syntax, kind: node.kind, sourceIndex: sourceIndex, children: children,
      styles: [], lowered: lowered, values: values, readsAgain: readsAgain, place: place(of: node, use),
      over: over)
    // Kept for the next use with the same values when the use's properties were laid over the template's (their
    // fields are the template's) and each came from its values alone (`values` is nil otherwise).
    if over == nil, let values, !lowered.isEmpty,
      zip(lowered, node.template.loweredFields).allSatisfy({ $0.properties.setFields == $1 })
    {
      let keys = ArgumentKeys(keys: lowered.map { $0.properties.setKeys }, slots: node.originSlots)
      node.instances.keep(values, (element.properties, keys))
    }
    return element
  }

  /// Where `node`'s element goes at `use`.
  private func place(of node: TreeNode, _ use: TreeUse) -> ElementPlace {
    var place = use.place
    place.written = node.range
    place.name = node.name
    return place
  }

  /// Reads `node`'s styles again at the expansion's first use of its template, as flattening them does
  /// (`styleLayers`): a style the expansion has not flattened yet is taken from the program's memo or flattened (its
  /// reads recorded, its layers cached), and each name is found in scope. Flattening a style the expansion has cached
  /// does nothing else but count an impurity when it was not flattened context-free, which only a style or template
  /// being made reads: then (and while one is made, which records each read) the styles are flattened as written.
  private mutating func readStylesAgain(_ node: TreeNode) {
    let state = expansion!
    guard !state.styleReads.isRecording else {
      for style in node.styles { _ = styleLayers(style) }
      return
    }
    for (style, key) in zip(node.styles, node.styleKeys) where state.styleCache[key] == nil {
      if let layers = state.memoizedStyle(key) {
        state.styleCache[key] = layers
        state.contextFreeStyles.insert(key)
      } else {
        _ = styleLayers(style)
      }
    }
    state.readAgain(node.styleReads, effect: node.styleEffect)
  }

  /// The hash of the values of the use's arguments that `node`'s properties made of parameters read, in order
  /// (`InstanceTable.hash(slots:of:)`); nil when one has no value that is a key or no origin.
  private func valuesHash(_ node: TreeNode, _ use: TreeUse) -> Int? {
    for slot in node.originSlots where use.arguments.slots[slot].origin == nil { return nil }
    guard !node.valueSlots.isEmpty else { return nil }
    return InstanceTable.hash(slots: node.valueSlots, of: use.arguments)
  }

}

extension MergedProperties {
  /// What `StyleMerge.merge([MergeLayer(self), layer])` gives when the layer has no `when` blocks and sets nothing
  /// these `when` blocks set (nil otherwise): the layer's properties over these, each key it sets with its origin and
  /// names or none, and the same `when` blocks. (Merging lays each layer's block over the last: the first's over
  /// nothing gives its own properties and maps, whose keys are among those its properties set; a condition's block is
  /// its properties over the block, kept to what its `when` blocks set, which the layer leaves as they are.)
  func overlaid(by layer: MergeLayer) -> MergedProperties? {
    guard layer.variants.isEmpty else { return nil }
    let fields = layer.properties.setFields
    for variant in variants where !variant.overrides.setFields.isDisjoint(with: fields) { return nil }
    var merged = self
    merged.properties = properties.overlaid(by: layer.properties)
    let keys = layer.properties.setKeys
    merged.origins.replace(keys, from: layer.origins)
    merged.symbols.replace(keys, from: layer.symbols)
    merged.boundSymbols.replace(keys, from: layer.boundSymbols)
    return merged
  }
}

extension MergeLayer {
  /// Merged properties as one layer of a later merge.
  init(_ merged: MergedProperties) {
    self.init(
      properties: merged.properties, origins: merged.origins, variants: merged.variants,
      variantOrigins: merged.variants.map { merged.variantOrigins[$0.condition] ?? [:] }, symbols: merged.symbols,
      variantSymbols: merged.variants.map { merged.variantSymbols[$0.condition] ?? [:] },
      boundSymbols: merged.boundSymbols,
      variantBoundSymbols: merged.variants.map { merged.variantBoundSymbols[$0.condition] ?? [:] })
  }
}
