// A component's tree lowered once per program, each use a copy of it (issue 29, "Speed"): `tgl check` of a workspace
// expands thousands of uses of a few components, and lowering each use's tree from its syntax (every property
// evaluated, every style flattened and merged) was most of the expansion's work.
//
// The template is per element of a component's tree: its merged properties, and which of its block's properties each
// use lowers again. A property whose value read a parameter of the component, took its origin from one, or reported
// anything is the use's; every other property, the element's header and its `when` blocks read nothing but the
// component's file (its constants, the names it sees) and the program's styles, which are the same at every use. A
// use walks the element's syntax as lowering it does (children, nested uses, names and scopes in the same order),
// lowers only the use's properties, reads the styles and the constants the template read again (so each expansion
// records the same names as used and reports the same about its styles), and lays the use's values over the
// template's merged properties.

import Platform
import TGLText
import TGLDiagnostics
import TGLSyntax

/// An element of a component's tree: its syntax node, in the syntax of its component's file that the program holds
/// (the node's tree is that file's, so two files never share a key).
///
/// The key is complete: a `Program` is not changed after `load`, so the file's syntax, its scope of constants and of
/// visible names and the program's styles are fixed for the program's memo. What else lowering the element reads is
/// left out of the template by construction: a parameter's value or origin and anything reported (those properties
/// are lowered at each use), a use's override of the element (a use that overrides the element lowers it whole, and a
/// template is made only without one), the use's ranges, uses and scope of names (set at each use), and the symbols
/// the generator records (it never uses templates).
struct TemplateKey: Hashable, Sendable {
  var element: SyntaxNode
}

/// A component's declaration as its uses read it, made once per program (a syntax's name or type is made from its
/// tokens at each read): its tree's root, and each parameter with its name, type and default. A class: each use
/// takes it from the expansion's table (`ComponentFile`) with one reference, not a copy of each list.
final class ComponentShape: Sendable {
  let root: ElementSyntax
  let parameters: [ParameterSyntax]
  let names: [String]
  let types: [ParameterType?]
  let defaults: [ValueSyntax?]
  /// Each parameter's name and its place (the first parameter of that name's, `ArgumentSlots`).
  let slots: ParameterSlots
  /// Each parameter's place by its index (`slots` by its name, found once here rather than hashed at every use).
  let slotOfParameter: [Int]
  /// The defaults' values, filled by the uses.
  let defaultValues = DefaultValues()
  /// Its tree, once the program has it.
  let tree = TreeCache()
  /// The number of its file's first declaration (`ProgramFile.firstNumber`): an expansion finds what its uses of the
  /// file's components share (`ComponentFile`) by it, not by hashing the file's path.
  let fileNumber: Int

  init(root: ElementSyntax, parameters: [ParameterSyntax], fileNumber: Int) {
    self.root = root
    self.fileNumber = fileNumber
    self.parameters = parameters
    names = parameters.map(\.name)
    types = parameters.map(\.type)
    defaults = parameters.map(\.defaultValue)
    var slots: [String: Int] = Dictionary(minimumCapacity: names.count)
    for (index, name) in names.enumerated() where slots[name] == nil { slots[name] = index }
    self.slots = ParameterSlots(byName: slots)
    slotOfParameter = names.map { slots[$0]! }
  }
}

/// Each parameter's default value, as the uses of the component evaluated it: a default is evaluated in the
/// component's file's scope (`LoweringComponentUse.swift`), whose constants are fixed for the program, so its value is
/// the same at every use. What evaluating it read (constants looked up) is kept with it and read again at each use
/// that takes it, so each expansion records the same names as used. Kept only when evaluating it reported nothing and
/// its value is no expression (a `value` parameter's expression keeps the scope of the expansion it was read in).
final class DefaultValues: @unchecked Sendable {
  struct Default {
    var value: ScopeValue
    var reads: [StyleReadLog.Read]
    var effect: ReadEffect?
  }

  private let lock = Lock()
  private var byIndex: [Int: Default] = [:]

  func value(_ index: Int) -> Default? { lock.withLock { byIndex[index] } }

  func keep(_ index: Int, _ kept: Default) {
    lock.withLock { if byIndex[index] == nil { byIndex[index] = kept } }
  }
}

extension Program {
  /// The component `visible` names (the first component of its name in its file), when it has a tree.
  func componentShape(_ visible: VisibleName) -> ComponentShape? {
    memo.componentShapes.shape(visible.number) {
      let name = visible.declaration.name.name
      guard let file = files[visible.file],
        let component = file.declarations.syntax?.components.first(where: { $0.name == name }),
        let root = component.element
      else { return nil }
      return ComponentShape(root: root, parameters: component.parameters, fileNumber: file.firstNumber)
    }
  }
}

/// The components' shapes of a program (`ProgramMemo.componentShapes`), by their declarations' numbers
/// (`VisibleName.number`): a look-up hashes one integer, not the file's path and the name.
final class ComponentShapes: @unchecked Sendable {
  private let lock = Lock()
  private var shapes: [Int: ComponentShape?] = [:]

  /// The shape of the component numbered `key`, made by `make` at its first need.
  func shape(_ key: Int, _ make: () -> ComponentShape?) -> ComponentShape? {
    if let known = lock.withLock({ shapes[key] }) { return known }
    let made = make()
    return lock.withLock {
      if let known = shapes[key] { return known }
      shapes[key] = .some(made)
      return made
    }
  }
}

/// What an expansion's uses of one component read each time (`ExpansionState.components`): its shape, from the
/// program's memo once per component and expansion rather than once per use (its lock), and its file's constants.
final class UsedComponent {
  let shape: ComponentShape?
  let file: ComponentFile

  init(shape: ComponentShape?, file: ComponentFile) {
    self.shape = shape
    self.file = file
  }
}

/// What an expansion's uses of the components of one file share: the file's scope of constants, found at its first
/// need.
final class ComponentFile {
  var scope: LoweringScope?
}

extension ExpansionState {
  /// The component `visible` names, as this expansion's uses read it: found by its declaration's number, and its file
  /// by the file's (`ComponentShape.fileNumber`) at its first use.
  func component(_ visible: VisibleName) -> UsedComponent {
    if let known = components[visible.number] { return known }
    let shape = program.componentShape(visible)
    // A component without a tree is never expanded: its file's scope is never read.
    let file: ComponentFile
    if let shape, let known = componentFiles[shape.fileNumber] {
      file = known
    } else {
      file = ComponentFile()
      if let shape { componentFiles[shape.fileNumber] = file }
    }
    let made = UsedComponent(shape: shape, file: file)
    components[visible.number] = made
    return made
  }
}

extension ComponentFile {
  /// The file's scope of constants: `ExpansionState.fileScope`, which is the same from its first call on (a cycle of
  /// imports makes scopes in order of need, while `fileScope` runs, and no use is expanded meanwhile).
  func scope(_ file: String, _ state: ExpansionState) -> LoweringScope {
    if let scope { return scope }
    let made = state.fileScope(file)
    scope = made
    return made
  }
}

/// What a use does with one property of the element's block.
enum TemplateStep: Sendable {
  /// In the template: lowered once.
  case kept
  /// Lowered at each use (it reads a parameter, takes its origin from one or reports something).
  case lowered
  /// Lowered at each use, and made of parameters only (`text: name`, `size: side, side`): what it sets depends on
  /// their values alone, and is lowered once per values (`ValueTable`).
  case parameters([String], ValueTable)
  /// `style: A, B`: the names read again at each use (reports, used names), the styles flattened (cached).
  case style
  /// `title.lines: 2` on an element that is no use: reported at each use.
  case target
}

/// An element of a component's tree, lowered once.
struct ElementTemplate: Sendable {
  /// The merged properties at the use the template was made for; the properties each use lowers are laid over them.
  var merged: MergedProperties
  /// One step per property of the element's block, in order.
  var steps: [TemplateStep]
  /// The fields each `.lowered` property set when the template was made: a use whose property sets others is merged
  /// whole (a failed argument sets none).
  var loweredFields: [PropertyFields]
  /// What the kept properties, the header and the `when` blocks read (constants looked up).
  var reads: [StyleReadLog.Read]
  /// What reading `reads` again adds to an expansion's used names.
  var effect: ReadEffect? = nil
  /// Whether its `style:` properties and the styles they name reported something: then each use reads them again
  /// (each use that shows a finding is one of its related locations); else only the expansion's first use of the
  /// template does (what it reads is then recorded as used).
  var stylesReport: Bool
  /// The references to elements its properties write (`ExpansionState.recordScope`).
  var references: [NamedRange]
  /// When every property a use lowers is made of parameters: the element's properties per their values, the same
  /// set for the uses that give the same values.
  var byValues = ValueTable()
}

enum TemplateEntry: Sendable {
  case template(ElementTemplate)
  /// Lowered at each use: its header or a `when` block read a parameter or reported, it has constraints (they name its
  /// children, of the same use), or a property of the use's is overwritten by a later kept one or by a `when` block.
  case none
}

/// A property lowered alone (`lowerProperty`): what it sets and the origin of each key it sets.
struct LoweredProperty {
  typealias Origins = PropertyMap<ValueOrigin>
  var properties: Properties
  var origins: Origins
}

extension LoweredProperty {
  init(_ lowered: (Properties, Origins)) { self.init(properties: lowered.0, origins: lowered.1) }
}

/// A parameter's value as a key: every type but a `value` argument (an expression, lowered where it is used).
enum ValueKey: Hashable, Sendable {
  case number(Double)
  case string(String)
  case color(Color)
  case font(Font)
  case bool(Bool)

  init?(_ value: ScopeValue) {
    switch value {
    case .number(let n): self = .number(n)
    case .string(let s): self = .string(s)
    case .color(let c): self = .color(c)
    case .font(let f): self = .font(f)
    case .bool(let b): self = .bool(b)
    case .expression: return nil
    }
  }
}

/// What the uses keep per the values of parameters (the first kept for a key stays).
final class ValuesTable<Key: Hashable, Kept: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var table: [Key: Kept] = [:]

  func lowered(_ key: Key) -> Kept? { lock.withLock { table[key] } }

  func keep(_ key: Key, _ kept: Kept) {
    lock.withLock { if table[key] == nil { table[key] = kept } }
  }
}

/// Property sets per the values of parameters, filled by the uses: what a property made of parameters sets (lowering
/// it reads nothing else; a value that made it report something is never kept, so the next use with it lowers it
/// again and reports), or an element's properties with those of its properties made of parameters laid over it.
typealias ValueTable = ValuesTable<[ValueKey], (properties: Properties, keys: [PropertyKey])>

/// Collects an element's template while the element is lowered.
struct TemplateRecorder {
  var steps: [TemplateStep] = []
  var loweredFields: [PropertyFields] = []
  var reads: [StyleReadLog.Read] = []
  /// The fields of each lowered and each kept property, in order.
  var order: [(lowered: Bool, fields: PropertyFields)] = []
  var possible = true
  var stylesReport = false

  /// Records a lowered property: kept when `part` was pure; by the values of its parameters when it is made of
  /// `parameters` only and its lowering reported nothing and read no constant (its one impurity is its origin, the
  /// parameter's).
  mutating func property(_ p: Properties, _ part: TemplatePartEnd, parameters: [String]?) {
    let fields = p.setFields
    if part.pure {
      steps.append(.kept)
      reads += part.reads
    } else {
      if let parameters, part.impurities == 1,
        !part.reads.contains(where: { if case .bare = $0 { return false } else { return true } })
      {
        steps.append(.parameters(parameters, ValueTable()))
      } else {
        steps.append(.lowered)
      }
      loweredFields.append(fields)
    }
    order.append((!part.pure, fields))
  }

  /// Records the header or a `when` block: the template holds it only when it was pure.
  mutating func fixed(_ part: TemplatePartEnd) {
    if part.pure { reads += part.reads } else { possible = false }
  }

  /// The template, when laying the use's properties over `merged` gives what merging them gives: no kept property
  /// after a use's property and no `when` block sets a field the use's property sets.
  func entry(_ merged: MergedProperties, references: [NamedRange]) -> TemplateEntry {
    guard possible else { return .none }
    var later = PropertyFields()
    for variant in merged.variants { later.formUnion(variant.overrides.setFields) }
    for part in order.reversed() {
      if !part.lowered {
        later.formUnion(part.fields)
      } else if !part.fields.isDisjoint(with: later) {
        return .none
      }
    }
    // A name read twice is read again once.
    var distinct: [StyleReadLog.Read] = []
    for read in reads where !distinct.contains(read) { distinct.append(read) }
    return .template(
      ElementTemplate(
        merged: merged, steps: steps, loweredFields: loweredFields, reads: distinct, stylesReport: stylesReport,
        references: references))
  }
}

/// The state of an expansion when a part of an element (a property, its header, a `when` block) begins to lower.
struct TemplatePart {
  var impurities: Int
  var parameterReads: Int
}

/// What lowering a part did: whether it read no parameter and reported nothing, how many impurities it counted
/// (reports, an origin from a parameter), and what it read.
struct TemplatePartEnd {
  var pure: Bool
  var impurities: Int
  var reads: [StyleReadLog.Read]
}

extension ExpansionState {
  /// The key of the template of `syntax`, an element being lowered: nil outside a component's tree and when the
  /// expansion records symbols.
  func templateKey(_ syntax: ElementSyntax) -> TemplateKey? {
    guard !componentStack.isEmpty, !recordsSymbols else { return nil }
    return TemplateKey(element: syntax.syntax)
  }

  func beginPart() -> TemplatePart {
    styleReads.templateReads = []
    return TemplatePart(impurities: impurities, parameterReads: LoweringScope.current?.parameterReads ?? 0)
  }

  /// What the part begun at `part` did.
  func end(_ part: TemplatePart) -> TemplatePartEnd {
    let reads = styleReads.templateReads ?? []
    styleReads.templateReads = nil
    let pure = impurities == part.impurities && (LoweringScope.current?.parameterReads ?? 0) == part.parameterReads
    return TemplatePartEnd(pure: pure, impurities: impurities - part.impurities, reads: reads)
  }

  /// The parameters of the innermost use's component that `prop`'s value is made of, when each of its items is one.
  func parameterItems(_ prop: PropertySyntax) -> [String]? {
    guard let top = componentStack.indices.last, let items = prop.value?.items, !items.isEmpty else { return nil }
    var names: [String] = []
    for item in items {
      guard case .name(let name) = item.shape, componentStack[top].parameters[name] != nil else { return nil }
      names.append(name)
    }
    return names
  }
}

extension LoweringContext {
  /// The element `syntax` of a component's tree at this use, from its template `key`.
  mutating func instantiate(
    _ template: ElementTemplate, _ key: TemplateKey, _ syntax: ElementSyntax, kind: ElementKind
  ) -> Element {
    let state = expansion!
    // What the styles and the kept parts read is read at the expansion's first use of the template: the names it
    // records as used are the same at every use.
    let readsAgain = state.instantiated.insert(key.element) || template.stylesReport
    let sourceIndex = state.sources.count
    state.sources.append(nil)
    var children: [Element] = []
    var styles: [NamedRange] = []
    var lowered: [LoweredProperty] = []
    // The values of the properties made of parameters, in order; nil once one is lowered otherwise.
    var values: [ValueKey]? = []
    var step = 0
    syntax.syntax.child(.block)?.forEachChildNode { node in
      switch node.kind {
      case .property:
        switch template.steps[step] {
        case .kept: break
        case .lowered:
          values = nil
          lowered.append(LoweredProperty(lowerProperty(PropertySyntax(node)) { .own($0) }))
        case .parameters(let names, let table):
          lowered.append(lowerProperty(PropertySyntax(node), names, table, values: &values))
        case .style: if readsAgain { styleNames(PropertySyntax(node), into: &styles) }
        case .target: reportTarget(PropertySyntax(node))
        }
        step += 1
      case .element:
        if let child = element(ElementSyntax(node), parentKind: kind) { children.append(child) }
      default: break  // the `when` blocks are the template's; an element with constraints has none
      }
    }
    state.recordScope(syntax.name, references: template.references)
    return finishInstance(
      template, syntax, kind: kind, sourceIndex: sourceIndex, children: children, styles: styles, lowered: lowered,
      values: values, readsAgain: readsAgain)
  }

  /// The element of a template at this use, once its children and the use's properties are lowered: the styles and
  /// the template's reads read again when `readsAgain`, the use's properties laid over the template's.
  mutating func finishInstance(
    _ template: ElementTemplate, _ syntax: ElementSyntax, kind: ElementKind, sourceIndex: Int, children: [Element],
    styles: [NamedRange], lowered: [LoweredProperty], values: [ValueKey]?, readsAgain: Bool,
    place: ElementPlace? = nil, over: MergeLayer? = nil
  ) -> Element {
    let state = expansion!
    var styles = styles
    var values = values
    var layers: [MergeLayer] = []
    for style in styles { layers += styleLayers(style) }
    if readsAgain {
      state.readAgain(template.reads, effect: template.effect)
    }
    var merged = template.merged
    if lowered.count == template.loweredFields.count
      && zip(lowered, template.loweredFields).allSatisfy({ $0.properties.setFields == $1 })
    {
      if !lowered.isEmpty, let values, let known = template.byValues.lowered(values) {
        merged.properties = known.properties
      } else if !lowered.isEmpty {
        for one in lowered { merged.properties = merged.properties.overlaid(by: one.properties) }
        if let values { template.byValues.keep(values, (merged.properties, [])) }
      }
      for one in lowered {
        for (key, origin) in one.origins { merged.origins[key] = origin }
      }
      if let over { merged = StyleMerge.merge([MergeLayer(merged), over]) }
    } else {
      values = nil
      // The styles were not read here (or were read by the caller, `readStylesAgain`): their names are in the syntax.
      if styles.isEmpty {
        for node in syntax.syntax.child(.block)?.childNodes(.property) ?? [] {
          let prop = PropertySyntax(node)
          if prop.target == nil && prop.name == "style" { styleNames(prop, into: &styles) }
        }
        for style in styles { layers += styleLayers(style) }
      }
      layers.append(ownLayer(syntax, kind: kind, template: template, lowered: lowered))
      if let over { layers.append(over) }
      merged = StyleMerge.merge(layers)
    }
    // Properties that are the template's, or its properties for this use's values, are shared already.
    return finishElement(
      syntax, name: place?.name ?? syntax.name, kind: kind, sourceIndex: sourceIndex, merged: merged,
      children: children, constraintNodes: [], interning: values == nil, place: place)
  }

  /// A property made of the parameters `names` at this use: what `table` holds for their values, or lowered; their
  /// values appended to `values` (nil when the property is lowered without them).
  mutating func lowerProperty(
    _ prop: PropertySyntax, _ names: [String], _ table: ValueTable, values: inout [ValueKey]?
  ) -> LoweredProperty {
    let state = expansion!
    var key: [ValueKey] = []
    for name in names {
      guard let value = LoweringScope.current?.parameterValue(name).flatMap(ValueKey.init) else {
        values = nil
        return LoweredProperty(lowerProperty(prop) { .own($0) })
      }
      key.append(value)
    }
    // Its origin is the first parameter's at this use (`lowerProperty`).
    guard let top = state.componentStack.indices.last, let origin = state.componentStack[top].parameters[names[0]] else {
      values = nil
      return LoweredProperty(lowerProperty(prop) { .own($0) })
    }
    values?.append(contentsOf: key)
    if let known = table.lowered(key) {
      var origins: LoweredProperty.Origins = [:]
      for k in known.keys { origins[k] = origin }
      return LoweredProperty(properties: known.properties, origins: origins)
    }
    let impurities = state.impurities
    let (p, origins) = lowerProperty(prop) { .own($0) }
    // Its one impurity is its origin: it reported nothing. (A value that reported lowers the element's properties
    // without the table: they are the same, and the next use with it reports again.)
    if state.impurities - impurities == 1 {
      table.keep(key, (p, origins.map(\.key)))
    } else {
      values = nil
    }
    return LoweredProperty(properties: p, origins: origins)
  }

  /// The element's own layer at this use, as lowering it whole gives it: the kept properties, the header and the
  /// `when` blocks lowered again (they report nothing), the use's properties as `lowered` holds them.
  private mutating func ownLayer(
    _ syntax: ElementSyntax, kind: ElementKind, template: ElementTemplate,
    lowered: [LoweredProperty]
  ) -> MergeLayer {
    let here = FileLocation(file: expansion!.file, range: syntax.range)
    var header = PropertyValues()
    headerArguments(syntax, kind: kind, into: &header)
    var layer = MergeLayer(properties: Properties(values: header))
    // One origin for all the header's keys (an origin is a reference, `ValueOrigin`).
    layer.origins = PropertyMap(layer.properties.setKeys, .own(here))
    var step = 0
    var next = 0
    syntax.syntax.child(.block)?.forEachChildNode { node in
      switch node.kind {
      case .property:
        var p: LoweredProperty?
        switch template.steps[step] {
        case .kept: p = LoweredProperty(lowerProperty(PropertySyntax(node)) { .own($0) })
        case .lowered, .parameters:
          p = lowered[next]
          next += 1
        case .style, .target: break
        }
        step += 1
        if let p {
          layer.properties = layer.properties.overlaid(by: p.properties)
          layer.origins.merge(p.origins) { $1 }
        }
      case .variant:
        if let v = variant(VariantSyntax(node)) {
          layer.variants.append(v)
          layer.variantOrigins.append(blockOrigins(v) { .own($0) })
          layer.variantSymbols.append([:])
          layer.variantBoundSymbols.append([:])
        }
      default: break
      }
    }
    return layer
  }
}
