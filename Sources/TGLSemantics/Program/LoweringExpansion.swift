// Lowering an element of a program's file: its styles merged (design-whole-app.md §1.3), a use of a component
// replaced by the component's tree with its arguments and overrides (§1.4), and each value's origin kept (§2).

import TGLDiagnostics
import TGLSyntax

extension LoweringContext {
  /// An element whose properties are merged with its styles and a use's overrides of it.
  mutating func expandedElement(_ syntax: ElementSyntax, kind: ElementKind) -> Element {
    let state = expansion!
    // An element of a component's tree: lowered once per program, and at each use from its template
    // (`ComponentTemplate.swift`), unless the use overrides it.
    var recorder: TemplateRecorder?
    let name = syntax.name
    // The innermost frame is read in place: a copy of it (`componentStack.last`) retained each of its tables.
    if let key = state.templateKey(syntax), let top = state.componentStack.indices.last,
      state.componentStack[top].overrides == nil
        || name.flatMap({ state.componentStack[top].overrides!.byName[$0] }) == nil
    {
      switch state.program.memo.template(key) {
      case .template(let template)?: return instantiate(template, key, syntax, kind: kind)
      case .none?: break
      case nil: if state.componentStack[top].makesTemplates { recorder = TemplateRecorder() }
      }
    }
    let sourceIndex = state.sources.count
    state.sources.append(nil)
    let here = FileLocation(file: state.file, range: syntax.range)
    var header = PropertyValues()
    let headerPart = recorder.map { _ in state.beginPart() }
    headerArguments(syntax, kind: kind, into: &header)
    if let headerPart { recorder!.fixed(state.end(headerPart)) }
    var own = Properties(values: header)
    // One origin for all the header's keys (an origin is a reference, `ValueOrigin`).
    var origins = PropertyMap<ValueOrigin>(own.setKeys, .own(here))
    var variants: [Variant] = []
    var variantOrigins: [PropertyMap<ValueOrigin>] = []
    var symbols: PropertyMap<SymbolicValue> = [:]
    var variantSymbols: [PropertyMap<SymbolicValue>] = []
    var bounds: PropertyMap<BoundSymbols> = [:]
    var variantBounds: [PropertyMap<BoundSymbols>] = []
    var children: [Element] = []
    var styles: [NamedRange] = []
    // The references to elements the properties write, an override's excepted, in their order.
    var references: [NamedRange] = []
    var constraintNodes: [SyntaxNode] = []
    syntax.syntax.child(.block)?.forEachChildNode { node in
      switch node.kind {
      case .property:
        let prop = PropertySyntax(node)
        let parts = PropertyParts(prop)
        if parts.hasTarget {
          recorder?.steps.append(.target)
          reportTarget(prop)
          return
        }
        ExpansionState.references(of: prop, into: &references)
        if parts.nameSpells("style") {
          recorder?.steps.append(.style)
          let impurities = state.impurities
          styleNames(prop, into: &styles)
          if state.impurities != impurities { recorder?.stylesReport = true }
        } else {
          let part = recorder.map { _ in state.beginPart() }
          // A template being recorded and the symbols keep each property's own set; nothing else needs it boxed.
          let kept = lowerProperty(
            parts, over: &own, origins: &origins, keeping: recorder != nil || state.recordsSymbols) { .own($0) }
          if let part, let kept { recorder!.property(kept, state.end(part), parameters: state.parameterItems(prop)) }
          if state.recordsSymbols, let kept {
            SymbolicValue.record(prop, kept, into: &symbols)
            BoundSymbols.record(prop, kept, into: &bounds)
          }
        }
      case .element:
        if let child = element(ElementSyntax(node), parentKind: kind) { children.append(child) }
      case .variant:
        let part = recorder.map { _ in state.beginPart() }
        let lowered = variant(VariantSyntax(node))
        if let part { recorder!.fixed(state.end(part)) }
        if let v = lowered {
          variants.append(v)
          variantOrigins.append(blockOrigins(v) { .own($0) })
          variantSymbols.append(state.recordsSymbols ? SymbolicValue.keyed(VariantSyntax(node), in: LoweringScope.current) : [:])
          variantBounds.append(state.recordsSymbols ? BoundSymbols.keyed(VariantSyntax(node), in: LoweringScope.current) : [:])
        }
      case .constraint:
        recorder?.possible = false
        constraintNodes.append(node)
      default: break
      }
    }
    state.recordScope(name, references: references)
    var layers: [MergeLayer] = []
    layers.reserveCapacity(styles.count + 2)
    let impurities = state.impurities
    for style in styles { layers += styleLayers(style) }
    if state.impurities != impurities { recorder?.stylesReport = true }
    layers.append(
      MergeLayer(
        properties: own, origins: origins, variants: variants, variantOrigins: variantOrigins, symbols: symbols,
        variantSymbols: variantSymbols, boundSymbols: bounds, variantBoundSymbols: variantBounds))
    // A use's override of this child wins over the child's own value (§1.4).
    if let name, let top = state.componentStack.indices.last,
      let overrideLayer = state.componentStack[top].overrides?.layer(name)
    {
      state.componentStack[top].overrides!.applied.insert(name)
      layers.append(overrideLayer)
    }
    let merged = StyleMerge.merge(layers)
    if let key = state.templateKey(syntax), let recorder {
      var entry = recorder.entry(merged, references: references)
      if case .template(var template) = entry {
        template.effect = state.program.readEffect(of: template.reads)
        entry = .template(template)
      }
      state.program.memo.setTemplate(key, entry)
    }
    return finishElement(
      syntax, name: name, kind: kind, sourceIndex: sourceIndex, merged: merged, children: children,
      constraintNodes: constraintNodes)
  }

  /// The expanded element of `syntax`, named `name`, with its merged properties and children, and its source recorded.
  mutating func finishElement(
    _ syntax: ElementSyntax, name: String?, kind: ElementKind, sourceIndex: Int, merged: MergedProperties,
    children: [Element], constraintNodes: [SyntaxNode], interning: Bool = true, place: ElementPlace? = nil
  ) -> Element {
    let state = expansion!
    let here = FileLocation(file: state.file, range: place?.written ?? syntax.range)
    state.sources[sourceIndex] = ElementSource(
      written: here, uses: place?.uses ?? state.innermostUses, origins: merged.origins,
      variantOrigins: merged.variantOrigins, symbols: merged.symbols,
      variantSymbols: merged.variantSymbols, boundSymbols: merged.boundSymbols,
      variantBoundSymbols: merged.variantBoundSymbols,
      styles: state.recordsSymbols ? state.program.appliedStyles(syntax.block, in: state.file) : [])
    let properties =
      interning
      ? internedProperties.insert(InternedProperties(properties: merged.properties)).memberAfterInsert.properties
      : merged.properties
    // Inside a component, the element is found in the screen at its outermost use.
    let range =
      place?.range ?? state.outermostUse.map { $0.range.start..<$0.range.end } ?? syntax.range.start..<syntax.range.end
    var lowered = Element(
      kind, name: name, properties: properties, variants: merged.variants,
      children: children, range: range)
    // A constraint names children of its container, which are of the same use: each use's equations are its own.
    if !constraintNodes.isEmpty {
      var written = constraints(constraintNodes, kind: kind, name: name, children: children)
      // Like its container, a member of a component's tree is found in the screen at the outermost use: its range
      // indexes the text of the file being expanded, never the component's (a finding about it is the component's
      // through its subject, `ComponentFindings`).
      if !state.componentStack.isEmpty {
        for i in written.indices {
          written[i].range = range
          written[i].first.range = range
          written[i].second?.range = range
        }
      }
      lowered.constraints = written
    }
    lowered.scope = place?.scope ?? state.currentScope
    return lowered
  }

  /// `title.lines: 2` on an element that is no use of a component.
  mutating func reportTarget(_ prop: PropertySyntax) {
    error(
      .invalidArgument, prop.qualifiedNameRange ?? prop.range,
      "only a use of a component overrides a child's property ('\(prop.target ?? "").\(prop.name)')")
  }

  /// One property lowered alone, with the origin of each key it sets: an argument's or a default's when the value is
  /// a parameter of the component being expanded (and the property is not a style's).
  mutating func lowerProperty(_ prop: PropertySyntax, _ origin: (FileLocation) -> ValueOrigin)
    -> (Properties, PropertyMap<ValueOrigin>)
  {
    let parts = PropertyParts(prop)
    let p = Properties { property(parts, into: &$0) }
    return (p, PropertyMap(p.setKeys, self.origin(of: parts, origin)))
  }

  /// `prop` lowered over `own`, each key it sets taking its origin (`lowerProperty`). The property is lowered alone
  /// first all the same (a value may read what its own set holds: a padding's `safeArea` marks), in a set on the
  /// stack: a box per property cost an allocation, a scan of its fields and a copy-on-write overlay. With `keeping`,
  /// the property's own set is also returned, boxed (for a template being recorded, or the symbols).
  mutating func lowerProperty(
    _ parts: PropertyParts, over own: inout Properties, origins: inout PropertyMap<ValueOrigin>, keeping: Bool,
    _ origin: (FileLocation) -> ValueOrigin
  ) -> Properties? {
    var values = PropertyValues()
    property(parts, into: &values)
    let how = self.origin(of: parts, origin)
    withUnsafeMutablePointer(to: &values) { lowered in
      let fields = PropertyBox.setFields(of: lowered)
      guard fields != 0 else { return }
      own.overlay(fields, from: lowered)
      origins.set(PropertyField.keys(of: fields), to: how)
    }
    return keeping ? Properties(values: values) : nil
  }

  /// The origin of the value of `prop`, just lowered: `origin` at its written range, or the origin of the argument or
  /// default of the component's parameter the value names.
  mutating func origin(of parts: PropertyParts, _ origin: (FileLocation) -> ValueOrigin) -> ValueOrigin {
    let prop = parts.syntax
    // From the name to the end of the value: a `;` after it is not the property's.
    var written = parts.qualifiedNameRange ?? prop.range
    if let value = prop.value { written = written.union(value.range) }
    let state = expansion!
    var how = origin(FileLocation(file: state.file, range: written))
    // Only a value that starts with a name can be a parameter's: other values are not read again as shapes (a
    // literal's shape decodes its string or parses its number). The name is read only when a style or template being
    // made records it or a component's parameter may give the origin (a screen's own element neither).
    let parameters = state.styleStack.isEmpty && !state.componentStack.isEmpty
    if parameters || state.styleReads.isRecording, let first = prop.value?.itemList.first,
      first.syntax.kind == .nameRef, case .name(let name) = first.shape
    {
      state.styleReads.record(.bare(name))
      // A style's block is lowered in the style's file with that file's constants (§1.3): a bare name there is never
      // the parameter of the component the style is applied in, whatever its spelling. (The frame is read in place:
      // `last` copied the whole frame.)
      if parameters,
        let parameter = state.componentStack.withUnsafeBufferPointer({ frames in
          frames.isEmpty ? nil : frames[frames.count - 1].parameters[name]
        })
      {
        how = parameter
        state.impurities += 1
      }
    }
    return how
  }

  /// The origin of each key a `when` block sets, at the block.
  func blockOrigins(_ v: Variant, _ origin: (FileLocation) -> ValueOrigin) -> PropertyMap<ValueOrigin> {
    let at = origin(FileLocation(file: expansion!.file, range: TextRange(start: v.range.lowerBound, end: v.range.upperBound)))
    return PropertyMap(v.overrides.setKeys, at)
  }

  /// The names of `style: A, B`.
  mutating func styleNames(_ prop: PropertySyntax, into out: inout [NamedRange]) {
    guard let items = prop.value?.itemList else { return }
    for item in items {
      guard case .name(let name) = item.shape else {
        error(.invalidValue, item.range, "'style' takes the names of styles: style: Title, Body")
        continue
      }
      out.append(NamedRange(name, item.range))
    }
  }

  /// The layers of style `style` (its own styles first, depth first, at the place of their `style:` member), lowered
  /// in the style's file with that file's constants.
  mutating func styleLayers(_ style: NamedRange) -> [MergeLayer] {
    let state = expansion!
    guard let visible = state.visible(style.name, .style) else {
      let close = NameSuggestions.closest(to: style.name, among: state.visibleNames(.style))
      var fixes = close.map { Fix(title: "Use '\($0)'", edits: [TextEdit(range: style.range, newText: $0)]) }
      if let fix = state.importFix(for: style.name) { fixes.append(fix) }
      report(
        Diagnostic(
          rule: .unknownName, severity: .error, range: style.range,
          message: "unknown style '\(style.name)'" + Program.didYouMean(close), fixes: fixes))
      return []
    }
    let key = visible.number
    if let cached = state.styleCache[key] {
      if !state.contextFreeStyles.contains(key) { state.impurities += 1 }
      if state.styleReads.active > 0 {
        state.flattenedStyles.append((key, cached))
        // The style being flattened reads what this one read when it was flattened (or taken from the memo): an
        // expansion that takes the outer style from the memo must record those names as used too. (A style not
        // flattened context-free has no memo, and the outer one is then not memoized.)
        if let memo = state.program.memo.style(key, symbols: state.recordsSymbols) {
          for read in memo.reads { state.styleReads.record(read) }
        }
      }
      return cached
    }
    if let start = state.styleStack.firstIndex(where: { $0.number == key }) {
      let chain = state.styleStack[start...].map(\.name) + [style.name]
      error(
        .recursiveDeclaration, style.range,
        "the style '\(style.name)' applies itself: " + chain.joined(separator: " → "))
      return []
    }
    if let layers = state.memoizedStyle(key) {
      state.styleCache[key] = layers
      state.contextFreeStyles.insert(key)
      if state.styleReads.active > 0 { state.flattenedStyles.append((key, layers)) }
      return layers
    }
    guard let syntax = state.syntax(of: visible)?.styles.first(where: { $0.name == style.name }) else { return [] }
    state.styleStack.append((key, style.name))
    let savedFile = state.file
    state.file = visible.file
    let impurities = state.impurities
    let readsStart = state.styleReads.reads.count
    let flattenedStart = state.flattenedStyles.count
    state.styleReads.active += 1
    let layers = LoweringScope.$current.withValue(state.fileScope(visible.file)) {
      styleBlock(syntax, name: style.name)
    }
    state.styleReads.active -= 1
    state.file = savedFile
    state.styleStack.removeLast()
    state.styleCache[key] = layers
    if state.impurities == impurities {
      // Flattened without anything that depends on where: the program's expansions may take it from the memo.
      state.contextFreeStyles.insert(key)
      let reads = Array(state.styleReads.reads[readsStart...])
      state.program.memo.setStyle(
        key, symbols: state.recordsSymbols,
        MemoizedStyle(
          layers: layers, reads: reads, effect: state.program.readEffect(of: reads),
          nested: Array(state.flattenedStyles[flattenedStart...])))
    }
    if state.styleReads.active > 0 {
      state.flattenedStyles.append((key, layers))
    } else {
      state.styleReads.reads.removeAll(keepingCapacity: true)
      state.flattenedStyles.removeAll(keepingCapacity: true)
    }
    return layers
  }

  private mutating func styleBlock(_ syntax: StyleSyntax, name: String) -> [MergeLayer] {
    var layers: [MergeLayer] = []
    var current = MergeLayer(properties: Properties())
    for member in syntax.block?.members ?? [] {
      switch member {
      case .property(let prop):
        if prop.nameToken?.spells("style") == true, prop.target == nil {
          layers.append(current)
          current = MergeLayer(properties: Properties())
          var nested: [NamedRange] = []
          styleNames(prop, into: &nested)
          for style in nested { layers += styleLayers(style) }
        } else {
          let (p, o) = lowerProperty(prop) { .style(name: name, $0) }
          current.properties.overlay(by: p)
          current.origins.merge(o) { $1 }
          if expansion!.recordsSymbols {
            SymbolicValue.record(prop, p, into: &current.symbols)
            BoundSymbols.record(prop, p, into: &current.boundSymbols)
          }
        }
      case .variant(let v):
        if let lowered = variant(v) {
          current.variants.append(lowered)
          current.variantOrigins.append(blockOrigins(lowered) { .style(name: name, $0) })
          current.variantSymbols.append(expansion!.recordsSymbols ? SymbolicValue.keyed(v, in: LoweringScope.current) : [:])
          current.variantBoundSymbols.append(expansion!.recordsSymbols ? BoundSymbols.keyed(v, in: LoweringScope.current) : [:])
        }
      case .element: break  // the parser reports an element in a style
      case .constraint(let c):
        error(
          .invalidConstraint, c.range,
          "a style holds properties and 'when' blocks only; write the constraint in a constraints container")
      }
    }
    layers.append(current)
    return layers.filter { !$0.properties.isEmpty || !$0.variants.isEmpty }
  }

  /// An element whose kind is no element kind: a use of a component in scope, or an unknown kind (with the
  /// components' names among the suggestions and an import fix).
  mutating func unknownKindInProgram(_ syntax: ElementSyntax, _ state: ExpansionState, parentKind: ElementKind?)
    -> Element?
  {
    let name = syntax.kind
    if let visible = state.visible(name, .component) { return use(syntax, visible, parentKind: parentKind) }
    let close = NameSuggestions.closest(to: name, among: state.visibleNames(.component))
    let range = syntax.kindToken?.range ?? syntax.range
    var fixes = close.map { Fix(title: "Use '\($0)'", edits: [TextEdit(range: range, newText: $0)]) }
    if let fix = state.importFix(for: name) { fixes.append(fix) }
    report(
      Diagnostic(
        rule: .unknownKind, severity: .error, range: range,
        message: "unknown element kind '\(name)'" + Program.didYouMean(close), fixes: fixes))
    return nil
  }
}
