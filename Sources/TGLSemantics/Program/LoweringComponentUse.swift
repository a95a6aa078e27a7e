// A use of a component (design-whole-app.md §1.4): its arguments checked against the parameters and evaluated in the
// caller's scope, the component's tree lowered in its own file with the arguments (or the defaults), the use's
// overrides laid over the named children and its own properties over the root.

import TGLDiagnostics
import TGLSyntax

extension LoweringContext {
  mutating func use(_ syntax: ElementSyntax, _ visible: VisibleName, parentKind: ElementKind?) -> Element? {
    let state = expansion!
    let name = syntax.kind
    let kindRange = syntax.kindToken?.range ?? syntax.range
    // Only a component with a tree is ever on the stack of uses.
    let component = state.component(visible)
    guard let shape = component.shape else { return nil }
    let componentFile = component.file
    let identity = ObjectIdentifier(shape)
    if let start = state.componentStack.firstIndex(where: { $0.shape == identity }) {
      let chain = state.componentStack[start...].map(\.name) + [name]
      error(.recursiveDeclaration, kindRange, "the component '\(name)' uses itself: " + chain.joined(separator: " → "))
      return nil
    }
    let root = shape.root
    // Read once: the name is made from its token at each read.
    let ownName = syntax.name
    let useName = ownName ?? name
    let parameters = shape.parameters
    let parameterNames = shape.names
    // The header's list is found once for its bare arguments (errors) and its named ones.
    let argumentList = syntax.argumentList
    if let argumentList {
      for bare in ExpressionList(in: argumentList) {
        error(.invalidArgument, bare.range, "a use of '\(name)' takes named arguments: name: value")
      }
    }
    // Arguments, in the caller's scope: each parameter's value and origin in its place (`ArgumentSlots`), which the
    // use's scope and frame read by name and the component's tree by place.
    var symbols: [String: SymbolicValue] = [:]
    var slots = ArgumentSlots(count: parameterNames.count)
    for argumentNode in argumentList?.childNodes(.namedArgument) ?? [] {
      let argument = NamedArgumentSyntax(argumentNode)
      let argumentName = argument.name
      let argumentRange = argument.nameToken?.range ?? argument.range
      guard let index = parameterNames.firstIndex(of: argumentName) else {
        let close = NameSuggestions.closest(to: argumentName, among: parameterNames)
        report(
          Diagnostic(
            rule: .invalidArgument, severity: .error, range: argumentRange,
            message: "'\(name)' has no parameter '\(argumentName)'" + Program.didYouMean(close),
            fixes: close.map { Fix(title: "Use '\($0)'", edits: [TextEdit(range: argumentRange, newText: $0)]) }))
        continue
      }
      let type = shape.types[index]
      slots.give(index)
      guard let value = argument.value else { continue }
      do throws(LoweringFailure) {
        let converted = try Self.argument(value, type: type)
        if state.recordsSymbols { symbols[argumentName] = SymbolicValue.of(value, in: LoweringScope.current) }
        let origin = ValueOrigin.argument(
          use: useName, parameter: argumentName, FileLocation(file: state.file, range: argument.range))
        slots.fill(index, converted, origin)
      } catch {
        let type = type?.rawValue ?? "value"
        self.error(.invalidArgument, error.range, "'\(argumentName)' of '\(name)' is a \(type): \(error.message)")
      }
    }
    // Defaults, in the component's file; a parameter without one must be given.
    var missing: [ParameterSyntax] = []
    for (index, parameterName) in parameterNames.enumerated() {
      // A name is one parameter to the scope (two parameters of one name are its first's place).
      let slot = shape.slotOfParameter[index]
      if slots.slots[slot].given { continue }
      let parameter = parameters[index]
      guard let value = shape.defaults[index] else {
        missing.append(parameter)
        continue
      }
      let savedFile = state.file
      state.file = visible.file
      // The component's file's scope, found at its first need (where a cycle of imports makes scopes in order of need).
      let fileScope = componentFile.scope(visible.file, state)
      do throws(LoweringFailure) {
        let converted: ScopeValue
        // A default the program evaluated before (`DefaultValues`): its reads read again, the value taken. While a
        // style or template is made, or for the generator (symbols), it is evaluated as written.
        let memoized = !state.recordsSymbols && !state.styleReads.isRecording
        if memoized, let known = shape.defaultValues.value(index) {
          state.readAgain(known.reads, effect: known.effect)
          converted = known.value
        } else {
          // Evaluated as written; where memoized, what it reads is recorded so that later uses can take the value.
          if memoized { state.styleReads.templateReads = [] }
          let impurities = state.impurities
          defer { if memoized { state.styleReads.templateReads = nil } }
          converted = try LoweringScope.within(fileScope) {
            () throws(LoweringFailure) -> ScopeValue in try Self.argument(value, type: shape.types[index])
          }
          if memoized, state.impurities == impurities, ValueKey(converted) != nil {
            let reads = state.styleReads.templateReads ?? []
            shape.defaultValues.keep(
              index,
              DefaultValues.Default(value: converted, reads: reads, effect: state.program.readEffect(of: reads)))
          }
        }
        if state.recordsSymbols { symbols[parameterName] = SymbolicValue.of(value, in: fileScope) }
        let origin = ValueOrigin.componentDefault(
          component: name, parameter: parameterName, FileLocation(file: visible.file, range: value.range))
        slots.fill(slot, converted, origin)
      } catch {
        self.error(.invalidArgument, error.range, "the default of '\(parameterName)': \(error.message)")
      }
      state.file = savedFile
    }
    if !missing.isEmpty { reportMissing(missing, syntax, name) }
    // The use's block: the root's properties and styles, overrides of children, `when` blocks of the root. The root's
    // layer and the overrides are made at their first write (most uses write neither): their thirteen empty tables
    // were made and freed at every use.
    var own: MergeLayer?
    var rootStyles: [NamedRange] = []
    var overrides: ChildOverrides?
    var written: [PropertySyntax] = []
    for member in syntax.block?.members ?? [] {
      switch member {
      case .property(let prop):
        written.append(prop)
        if let target = prop.target {
          let (p, o) = lowerProperty(prop) { .override(use: useName, $0) }
          if overrides == nil { overrides = ChildOverrides() }
          let previous = overrides!.byName[target]
          overrides!.byName[target] = (
            (previous?.properties ?? Properties()).overlaid(by: p),
            (previous?.origins ?? [:]).merging(o) { $1 }, previous?.target ?? (prop.targetToken?.range ?? prop.range)
          )
          if state.recordsSymbols {
            SymbolicValue.record(prop, p, into: &overrides!.symbolsByName[target, default: [:]])
            BoundSymbols.record(prop, p, into: &overrides!.boundSymbolsByName[target, default: [:]])
          }
        } else if prop.name == "style" {
          styleNames(prop, into: &rootStyles)
        } else {
          let (p, o) = lowerProperty(prop) { .override(use: useName, $0) }
          if own == nil { own = MergeLayer(properties: Properties()) }
          own!.properties = own!.properties.overlaid(by: p)
          own!.origins.merge(o) { $1 }
          if state.recordsSymbols {
            SymbolicValue.record(prop, p, into: &own!.symbols)
            BoundSymbols.record(prop, p, into: &own!.boundSymbols)
          }
        }
      case .variant(let v):
        // `when landscape { top: 4; bar.height: 6 }`: the root's part, and each child's under the same condition.
        if let lowered = variant(v, keeping: { $0.target == nil }) {
          if !lowered.overrides.isEmpty || !(v.block?.properties ?? []).contains(where: { $0.target != nil }) {
            if own == nil { own = MergeLayer(properties: Properties()) }
            own!.variants.append(lowered)
            own!.variantOrigins.append(blockOrigins(lowered) { .override(use: useName, $0) })
            own!.variantSymbols.append(state.recordsSymbols ? SymbolicValue.keyed(v, in: LoweringScope.current) : [:])
            own!.variantBoundSymbols.append(state.recordsSymbols ? BoundSymbols.keyed(v, in: LoweringScope.current) : [:])
          }
          overrideVariants(v, lowered, useName: useName, into: &overrides)
        }
      case .element(let e):
        error(.invalidArgument, e.range, "a use of '\(name)' has no children of its own: the component's tree is fixed")
      case .constraint(let c):
        error(
          .invalidConstraint, c.range,
          "a use of '\(name)' holds properties and overrides only; write the constraint in a constraints container")
      }
    }
    // The use is one element of the caller's scope; its block is written there (§1.4).
    state.recordScope(ownName, written)
    // The component's tree, in its file, with the arguments and the file's constants.
    let arguments = UseArguments(shape.slots, slots)
    let scope = LoweringScope(
      arguments: arguments, fallback: componentFile.scope(visible.file, state), component: name,
      parameterSymbols: symbols)
    let useLocation = FileLocation(file: state.file, range: syntax.range)
    // The uses down to this one: the caller's, read in place, with this one appended (one array, not two).
    var uses = state.componentStack.isEmpty ? [] : state.componentStack[state.componentStack.count - 1].uses
    uses.append(useLocation)
    // The component's names are its own at this use: a scope of names of their own (`Element.scope`).
    let scopeOfUse = state.openScope(useName: useName, component: name)
    state.componentStack.append(
      ComponentFrame(
        shape: identity, scope: scopeOfUse, name: name,
        uses: uses, overrides: consume overrides,
        parameters: ParameterOrigins(arguments),
        // Two parameters of one name leave the second's slot empty: such a component makes no templates.
        makesTemplates: slots.complete))
    let savedFile = state.file
    state.file = visible.file
    let rootIndex = state.sources.count
    // Every element of the tree the use does not override is instantiated from its template when each has one.
    let tree =
      !state.recordsSymbols && state.componentStack[state.componentStack.count - 1].makesTemplates
      ? state.componentTree(shape, file: visible.file) : nil
    let lowered = LoweringScope.$current.withValue(scope) { () -> Element? in
      if let tree { return instantiate(tree, arguments: arguments) }
      return element(root, parentKind: parentKind)
    }
    state.file = savedFile
    let frame = state.componentStack.removeLast()
    // A use in a component's tree is one of its elements: the outer use's override of it (`meter.height: 4`) sets the
    // use's own properties, over what the use writes (§1.4).
    var outerOverride: MergeLayer?
    if let useOwnName = ownName, let top = state.componentStack.indices.last,
      let layer = state.componentStack[top].overrides?.layer(useOwnName)
    {
      state.componentStack[top].overrides!.applied.insert(useOwnName)
      outerOverride = layer
    }
    for (target, o) in frame.overrides?.byName ?? [:] where !frame.overrides!.applied.contains(target) {
      let names = Self.elementNames(in: root)
      let close = NameSuggestions.closest(to: target, among: names)
      // An element of a use inside the component is that use's component's, not this one's (§16.4).
      var inside = ""
      if let use = state.useDefining(target, below: frame.scope) {
        let record = state.nameScopes[Int(use)]
        inside = ": '\(target)' is inside '\(record.useName)', a use of '\(record.component)'"
      }
      report(
        Diagnostic(
          rule: .invalidArgument, severity: .error, range: o.target,
          message: "'\(name)' has no element '\(target)'" + (inside.isEmpty ? Program.didYouMean(close) : inside),
          fixes: close.map { Fix(title: "Override '\($0)'", edits: [TextEdit(range: o.target, newText: $0)]) }))
    }
    guard var element = consume lowered else { return nil }
    // The use's own properties and styles win over the root's (§1.4).
    if own.map({ !$0.properties.isEmpty || !$0.variants.isEmpty }) ?? false || !rootStyles.isEmpty
      || outerOverride != nil
    {
      let rootLayer = MergeLayer(
        properties: element.properties, origins: state.sources[rootIndex]?.origins ?? [:],
        variants: element.variants, variantOrigins: [], symbols: state.sources[rootIndex]?.symbols ?? [:],
        variantSymbols: element.variants.map { state.sources[rootIndex]?.variantSymbols[$0.condition] ?? [:] },
        boundSymbols: state.sources[rootIndex]?.boundSymbols ?? [:],
        variantBoundSymbols: element.variants.map {
          state.sources[rootIndex]?.variantBoundSymbols[$0.condition] ?? [:]
        })
      var layers = [rootLayer]
      for style in rootStyles { layers += styleLayers(style) }
      layers.append(own ?? MergeLayer(properties: Properties()))
      if let outerOverride { layers.append(outerOverride) }
      let merged = StyleMerge.merge(layers)
      element.properties = internedProperties.insert(InternedProperties(properties: merged.properties))
        .memberAfterInsert.properties
      element.variants = merged.variants
      state.sources[rootIndex]?.setMerged(
        merged, addedStyles: state.recordsSymbols ? state.program.appliedStyles(syntax.block, in: state.file) : [])
    }
    // A use is one element to its caller: its name, and where the caller wrote it.
    element.name = ownName
    element.scope = state.currentScope
    if state.componentStack.isEmpty { element.range = syntax.range.start..<syntax.range.end }
    return element
  }

  /// The targeted properties of a use's `when` block (`when landscape { bar.height: 6 }`), as `when` blocks of the
  /// children they name, with `lowered`'s condition; a child named only here is an override like any other.
  mutating func overrideVariants(
    _ v: VariantSyntax, _ lowered: Variant, useName: String, into overrides: inout ChildOverrides?
  ) {
    let written = v.block?.properties ?? []
    var byTarget: [(name: String, layer: MergeLayer)] = []
    for prop in written {
      guard let target = prop.target else { continue }
      let (p, o) = lowerProperty(prop) { .override(use: useName, $0) }
      if !byTarget.contains(where: { $0.name == target }) {
        byTarget.append((target, MergeLayer(properties: Properties())))
      }
      let index = byTarget.firstIndex { $0.name == target }!
      byTarget[index].layer.properties = byTarget[index].layer.properties.overlaid(by: p)
      byTarget[index].layer.origins.merge(o) { $1 }
      if expansion!.recordsSymbols {
        SymbolicValue.record(prop, p, into: &byTarget[index].layer.symbols)
        BoundSymbols.record(prop, p, into: &byTarget[index].layer.boundSymbols)
      }
      if overrides == nil { overrides = ChildOverrides() }
      if overrides!.byName[target] == nil {
        overrides!.byName[target] = (Properties(), [:], prop.targetToken?.range ?? prop.range)
      }
    }
    for (name, layer) in byTarget {
      let variant = Variant(condition: lowered.condition, overrides: layer.properties, range: lowered.range)
      overrides!.variantsByName[name, default: []].append(
        OverrideVariant(variant: variant, origins: layer.origins, symbols: layer.symbols, bounds: layer.boundSymbols))
    }
  }

  /// A missing argument: at the use's kind, with a fix that adds it with a placeholder of its type.
  mutating func reportMissing(_ missing: [ParameterSyntax], _ syntax: ElementSyntax, _ name: String) {
    let range = syntax.kindToken?.range ?? syntax.range
    let written = missing.map { "\($0.name): \(Self.placeholder($0.type))" }.joined(separator: ", ")
    let edit: TextEdit
    if let list = syntax.argumentList {
      let hasArguments = !syntax.namedArguments.isEmpty
      edit = TextEdit(range: .empty(at: list.range.end - 1), newText: (hasArguments ? ", " : "") + written)
    } else {
      edit = TextEdit(range: .empty(at: (syntax.nameToken ?? syntax.kindToken)?.range.end ?? range.end), newText: " (\(written))")
    }
    let names = missing.map { "'\($0.name)'" }.joined(separator: ", ")
    report(
      Diagnostic(
        rule: .invalidArgument, severity: .error, range: range,
        message: "'\(name)' needs the argument\(missing.count == 1 ? "" : "s") \(names)",
        fixes: [Fix(title: "Add \(names)", edits: [edit])]))
  }

  static func placeholder(_ type: ParameterType?) -> String {
    switch type {
    case .number?: return "0"
    case .string?: return "\"\""
    case .color?: return "#000000"
    case .font?: return "17"
    case .boolean?: return "false"
    case .value?, nil: return "wrap"
    }
  }

  /// An argument's value, of its parameter's type, in the current scope.
  static func argument(_ value: ValueSyntax, type: ParameterType?) throws(LoweringFailure) -> ScopeValue {
    let items = value.itemList
    guard let first = items.first else { throw LoweringFailure(range: value.range, message: "expected a value") }
    if type != .font, items.count > 1 {
      throw LoweringFailure(range: items[1].range, message: "expected one value")
    }
    switch type {
    case .number?: return .number(try LinearEvaluator.number(first))
    case .string?:
      if let literal = Self.stringLiteral(first) { return .string(literal) }
      return .string(try ValueLowering.string(first))
    case .color?: return .color(try ValueLowering.color(first))
    case .font?: return .font(try ValueLowering.font(Array(items), value.range))
    case .boolean?: return .bool(try ValueLowering.bool(first))
    case .value?, nil: return .expression(first, LoweringScope.current)
    }
  }

  /// A string literal without escapes, as its value (what `ValueLowering.string` gives it: the bytes between the
  /// quotes), made from the token's bytes: one `String` per argument, where its shape made the token's text and then
  /// the value; nil for any other value (a name, an escape), which `ValueLowering.string` reads.
  static func stringLiteral(_ expr: ExprSyntax) -> String? {
    guard expr.syntax.kind == .literal, let token = expr.syntax.firstSignificantChildToken, token.kind == .string
    else { return nil }
    let quote = UInt8(ascii: "\"")
    var bytes = token.bytes
    guard !bytes.contains(UInt8(ascii: "\\")) else { return nil }
    if bytes.first == quote { bytes = bytes.dropFirst() }
    if bytes.last == quote { bytes = bytes.dropLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The names of the elements of a component's tree.
  static func elementNames(in root: ElementSyntax) -> [String] {
    var out: [String] = []
    func visit(_ e: ElementSyntax) {
      if let name = e.name { out.append(name) }
      for child in e.block?.elements ?? [] { visit(child) }
    }
    visit(root)
    return out
  }
}

