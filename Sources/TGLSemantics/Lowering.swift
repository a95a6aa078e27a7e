// Lowering a parsed file into layout documents; what cannot be understood is left out and reported.

import TGLDiagnostics
import TGLSyntax

/// The documents of a file (one per top-level element) and the problems found while lowering.
public struct LoweringResult: Sendable {
  /// One document per top-level element that could be lowered.
  public var documents: [LayoutDocument]
  /// What was left out, with the source range and a rule id.
  public var diagnostics: [Diagnostic]
}

/// Rule ids of the lowering diagnostics.
extension RuleID {
  public static let unknownProperty: RuleID = "unknown-property"
  public static let invalidValue: RuleID = "invalid-value"
  public static let unknownKind: RuleID = "unknown-kind"
  public static let unknownDirective: RuleID = "unknown-directive"
  public static let tooManyElements: RuleID = "too-many-elements"
}

/// Lowers syntax into the model. Never fails: broken input gives diagnostics and a partial model.
public enum Lowering {
  /// Parses and lowers `source`.
  public static func lower(source: String) -> LoweringResult {
    lower(Parser.parse(source).sourceFile)
  }

  /// The most elements a file may have. A larger file gets one error and no documents, so that layout, lint and the
  /// editor features on it stay within seconds and a few hundred megabytes (laying out costs time and memory in
  /// proportion to the elements); parsing and formatting still work on it.
  public static let maximumElements = 200_000

  /// Lowers a parsed file.
  public static func lower(_ file: SourceFileSyntax) -> LoweringResult { lower(file, expansion: nil) }

  /// Lowers a parsed file; with `expansion`, a file of a program: its styles, constants and components expanded.
  /// Without `assigningPaths` the documents' elements are not given their paths (`LayoutDocument.init`).
  static func lower(
    _ file: SourceFileSyntax, expansion: ExpansionState?, assigningPaths: Bool = true
  ) -> LoweringResult {
    let elementCount = file.syntax.tree.nodeCount(of: .element)
    guard elementCount <= maximumElements else {
      let message = "the file has \(elementCount) elements, more than the \(maximumElements) tgl lays out; split it"
      let tooMany = Diagnostic(rule: .tooManyElements, severity: .error, range: .empty(at: 0), message: message)
      return LoweringResult(documents: [], diagnostics: [tooMany])
    }
    var context = LoweringContext()
    context.expansion = expansion
    // At most one property set per element: no rehashing while the table grows.
    context.internedProperties.reserveCapacity(elementCount)
    var canvas: Size?
    var scale: Double?
    var fontMetrics: String?
    var target: TargetLibrary?
    var device: DeviceChoice?
    for directive in file.directives {
      if directive.name == "device" {
        device = context.deviceDirective(directive) ?? device
      } else {
        context.directive(directive, canvas: &canvas, scale: &scale, fontMetrics: &fontMetrics, target: &target)
      }
    }
    if let device { context.checkDeviceContradictions(device, file.directives) }
    var documents: [LayoutDocument] = []
    for element in file.elements {
      if let root = context.element(element, parentKind: nil) {
        // Moved, not copied: a copy alive while the document assigns paths made every array of children be copied.
        var document = LayoutDocument(
          root: consume root, canvas: canvas, scale: scale, fontMetrics: fontMetrics, target: target,
          assigningPaths: assigningPaths)
        document.device = device
        documents.append(document)
      }
    }
    return LoweringResult(documents: documents, diagnostics: context.diagnostics)
  }
}

struct LoweringContext {
  var diagnostics: [Diagnostic] = []
  /// Every distinct property set lowered so far: equal sets share one box (hash-consing), so that the engine,
  /// which normalises each stored set once, does the work once for the thousand rows written alike.
  var internedProperties: Set<InternedProperties> = []
  /// Set when the file is one of a program: what its styles, constants and components expand to (`Expansion.swift`).
  var expansion: ExpansionState?

  mutating func error(_ rule: RuleID, _ range: TextRange, _ message: String, severity: Severity = .error) {
    report(Diagnostic(rule: rule, severity: severity, range: range, message: message))
  }

  /// A diagnostic in the file being lowered; while a program's expansion lowers another file's declarations, in that
  /// file, reported once with the uses that show it (design-whole-app.md §2).
  mutating func report(_ diagnostic: Diagnostic) {
    expansion?.impurities += 1
    if let expansion, expansion.file != expansion.entry {
      expansion.reportElsewhere(diagnostic)
    } else {
      diagnostics.append(diagnostic)
    }
  }

  mutating func directive(
    _ d: DirectiveSyntax, canvas: inout Size?, scale: inout Double?, fontMetrics: inout String?,
    target: inout TargetLibrary?
  ) {
    let items = d.value?.items ?? []
    do throws(LoweringFailure) {
      switch d.name {
      case "canvas"?:
        guard items.count == 2 else { throw LoweringFailure(range: d.range, message: "'@canvas' takes W, H") }
        canvas = Size(width: try LinearEvaluator.number(items[0]), height: try LinearEvaluator.number(items[1]))
      case "scale"?:
        guard items.count == 1 else { throw LoweringFailure(range: d.range, message: "'@scale' takes one number") }
        let s = try LinearEvaluator.number(items[0])
        guard s > 0 else { throw LoweringFailure(range: items[0].range, message: "the scale must be positive") }
        scale = s
      case "fontMetrics"?:
        guard items.count == 1 else {
          throw LoweringFailure(range: d.range, message: "'@fontMetrics' takes one string, the metrics file's path")
        }
        let path = try ValueLowering.string(items[0])
        guard !path.isEmpty else { throw LoweringFailure(range: items[0].range, message: "the path is empty") }
        fontMetrics = path
      case "target"?:
        target = try Self.target(items, d.range)
      default:
        error(.unknownDirective, d.range, "unknown directive '@\(d.name ?? "")'", severity: .warning)
      }
    } catch {
      self.error(.invalidValue, error.range, error.message)
    }
  }

  /// `@target tangramkit` or `@target mylayout`: the library the document is laid out for.
  static func target(_ items: [ExprSyntax], _ range: TextRange) throws(LoweringFailure) -> TargetLibrary {
    let valid = "'@target' takes one library: \(TargetLibrary.spellings)"
    guard items.count == 1 else { throw LoweringFailure(range: range, message: valid) }
    guard case .name(let word) = items[0].shape, let library = TargetLibrary(rawValue: word) else {
      throw LoweringFailure(range: items[0].range, message: "unknown target library; \(valid)")
    }
    return library
  }

  mutating func element(_ syntax: ElementSyntax, parentKind: ElementKind?) -> Element? {
    guard let kind = syntax.kindToken.flatMap({ ElementKind(spelling: $0.bytes) }) else {
      if let expansion { return unknownKindInProgram(syntax, expansion, parentKind: parentKind) }
      error(.unknownKind, syntax.kindToken?.range ?? syntax.range, "unknown element kind '\(syntax.kind)'")
      return nil
    }
    if expansion != nil { return expandedElement(syntax, kind: kind) }
    // The values are written in place and boxed once, when complete: writing through `Properties` checked the box's
    // uniqueness and copied the empty set's 52 fields on the first write of every element.
    var values = PropertyValues()
    headerArguments(syntax, kind: kind, into: &values)
    var variants: [Variant] = []
    var children: [Element] = []
    var constraintNodes: [SyntaxNode] = []
    // The block's members are walked in place: `BlockSyntax.members` built an array of them for every element.
    syntax.syntax.child(.block)?.forEachChildNode { node in
      switch node.kind {
      case .property:
        let prop = PropertySyntax(node)
        // `title.lines: 2` overrides a child of a component's use (design-whole-app.md §1.4); on an ordinary element
        // it names nothing, and lowering it as `lines` would set the element's own property.
        if let target = prop.target {
          error(
            .invalidArgument, prop.qualifiedNameRange ?? prop.range,
            "only a use of a component overrides a child's property ('\(target).\(prop.name)')")
        } else {
          property(prop, into: &values)
        }
      case .element:
        if let lowered = element(ElementSyntax(node), parentKind: kind) { children.append(lowered) }
      case .variant:
        if let lowered = variant(VariantSyntax(node)) { variants.append(lowered) }
      case .constraint: constraintNodes.append(node)
      default: break
      }
    }
    // After the children: a constraint may name a child written below it.
    let constraints =
      constraintNodes.isEmpty ? [] : self.constraints(constraintNodes, kind: kind, name: syntax.name, children: children)
    let range = syntax.range.start..<syntax.range.end
    // Consumed: the box takes the values without a copy of the 52 fields and a destruction of the original.
    let interned = InternedProperties(properties: Properties(values: consume values))
    let shared = internedProperties.insert(interned).memberAfterInsert.properties
    var lowered = Element(
      kind, name: syntax.name, properties: shared, variants: variants, children: children, range: range)
    lowered.constraints = constraints
    return lowered
  }

  mutating func property(_ prop: PropertySyntax, into values: inout PropertyValues) {
    property(PropertyParts(prop), into: &values)
  }

  mutating func property(_ parts: PropertyParts, into values: inout PropertyValues) {
    let prop = parts.syntax
    // Found from the name token's bytes: no `String` of the name unless it is reported.
    let nameToken = parts.nameToken
    guard let name = nameToken.flatMap({ PropertyName(spelling: $0.bytes) }) else {
      error(.unknownProperty, nameToken?.range ?? prop.range, "unknown property '\(prop.name)'")
      return
    }
    guard let value = prop.value else { return }
    do throws(LoweringFailure) {
      // No range of the property: nothing reports it (a size's errors point at its value).
      try PropertyLowering.apply(name, value, to: &values)
    } catch {
      self.error(.invalidValue, error.range, error.message)
    }
  }

  /// `(vert)`, `(horz, 4)`, `spacer(2)`: orientation, arranged count, spacer shares.
  mutating func headerArguments(_ syntax: ElementSyntax, kind: ElementKind, into p: inout PropertyValues) {
    guard let list = syntax.argumentList else { return }
    for argument in ExpressionList(in: list) {
      do throws(LoweringFailure) {
        if let word = LinearEvaluator.word(argument) {
          p.orientation = try PropertyLowering.orientation(argument)
          _ = word
        } else {
          let n = try LinearEvaluator.number(argument)
          switch kind {
          case .spacer: p.shares = n
          case .flow: p.arrangedCount = try ValueLowering.integer(argument)
          default:
            throw LoweringFailure(range: argument.range, message: "'\(kind.rawValue)' takes no number argument")
          }
        }
      } catch {
        self.error(.invalidValue, error.range, error.message)
      }
    }
  }

  mutating func variant(_ v: VariantSyntax) -> Variant? { variant(v, keeping: { _ in true }) }

  /// A `when` block with only the properties `keep` accepts (a use's block lowers the properties that override a
  /// child apart from the root's).
  mutating func variant(_ v: VariantSyntax, keeping keep: (PropertySyntax) -> Bool) -> Variant? {
    var condition = SizeClassCondition()
    for item in v.conditions {
      switch (item.key, item.value) {
      case ("landscape", nil): condition.orientation = .landscape
      case ("portrait", nil): condition.orientation = .portrait
      case ("width", let value?), ("height", let value?):
        guard let sizeClass = SizeClass(rawValue: value) else {
          error(.invalidValue, item.range, "expected 'any', 'compact' or 'regular'")
          return nil
        }
        let c: SizeClass? = sizeClass == .any ? nil : sizeClass
        if item.key == "width" { condition.width = c } else { condition.height = c }
      default:
        error(.invalidValue, item.range, "expected 'landscape', 'portrait', 'width: C' or 'height: C'")
        return nil
      }
    }
    var overrides = PropertyValues()
    for member in v.block?.members ?? [] {
      switch member {
      case .property(let prop): if keep(prop) { property(prop, into: &overrides) }
      case .element(let e):
        error(.invalidValue, e.range, "a 'when' block holds properties only; move the element out of it")
      case .variant(let inner):
        error(.invalidValue, inner.range, "'when' blocks cannot be nested")
      case .constraint(let c):
        error(
          .invalidConstraint, c.range,
          "a 'when' block holds properties only; write the constraint in the constraints container, outside 'when'")
      }
    }
    return Variant(condition: condition, overrides: Properties(values: overrides), range: v.range.start..<v.range.end)
  }
}
