// A component's Swift type, planned from the component's own expansion (docs/codegen.md, "A component as a Swift
// type"). The component is expanded alone, in a document of one use, twice: with two different sets of stand-in
// arguments. A statement that is the same in both does not depend on the arguments; one that differs only where
// each set has its stand-in for a parameter is that parameter's statement, written with the parameter's Swift name;
// any other (arithmetic of a parameter, a `value`, `font` or `boolean` parameter, whose statements change shape)
// is left to the uses. A third expansion, with the defaults, gives the Swift defaults.

import TGLSemantics
import TGLSyntax
import TGLText

/// A parameter of a component's initialiser.
struct PlanParameter {
  /// The tgl name.
  var name: String
  /// The argument label (the tgl name, spelled for Swift).
  var label: String
  /// The name inside the initialiser (the label, unless a view of the type takes it).
  var local: String
  var swiftType: String
  /// The default, as Swift, when the component has one that the type writes.
  var defaultText: String?

  /// Whether a use's value, as its statement writes it, is an argument of the parameter's Swift type: a `value`
  /// parameter of a number default takes no marker or weight (`.wrap`, `50%`), one of a marker default only a
  /// marker; any argument is one whole expression (not the first line of a broken statement). A use whose value is
  /// not leaves the argument out and sets the statement itself.
  func accepts(_ text: String) -> Bool {
    var depth = 0
    for c in text {
      if c == "(" { depth += 1 }
      if c == ")" {
        depth -= 1
        if depth < 0 { return false }
      }
    }
    guard depth == 0 else { return false }
    switch swiftType {
    case "CGFloat": return !text.hasPrefix(".") && !text.hasPrefix("[") && !text.contains("%") && !text.contains("tg_")
    case "TGLayoutSize": return [".wrap", ".fill", ".average"].contains(text)
    case "TGWeight": return text.hasSuffix("%") && !text.dropLast().contains { $0 == " " || $0 == "(" }
    default: return true
    }
  }
}

/// A component's type: its views, what its initialiser and `applySizeClasses()` leave on each (template lines in
/// the type's names, `TemplateMark`), its parameters, and its source.
struct ComponentPlan {
  var key: ComponentKey
  var typeName: String
  /// The type name without prefix, for a use's local constant (`personCell1`).
  var typeStem: String
  var views: [(kind: ElementKind, name: String?, identifier: String, accessible: Bool)]
  var defaults: [[String]]
  var variants: [[(condition: SizeClassCondition, body: [String])]]
  var parameters: [PlanParameter]
  var source: String
  /// Whether the type has `applySizeClasses()`: a view of its tree has a size class of its own, or a nested use's
  /// type or its `when` blocks give one (docs/codegen.md). A type without any has no such method, and no use calls it.
  var sizeClasses: Bool
}

/// The plans of the components a file uses or declares, built once each.
final class ComponentPlans {
  let loader: any SourceLoader
  let prefix: String
  /// The prefix of the enums of constants and styles (`SwiftProgram.declarationsPrefix`), which the types name.
  let declarationsPrefix: String
  let access: String
  private var cache: [ComponentKey: ComponentPlan] = [:]
  /// Why a component is not a type, by component.
  private(set) var failures: [ComponentKey: String] = [:]
  private var building: Set<ComponentKey> = []

  init(loader: any SourceLoader, prefix: String, declarationsPrefix: String, access: String) {
    self.loader = loader
    self.prefix = prefix
    self.declarationsPrefix = declarationsPrefix
    self.access = access
  }

  func plan(_ key: ComponentKey, _ syntax: ComponentSyntax, program: Program) -> ComponentPlan? {
    if let plan = cache[key] { return plan }
    guard failures[key] == nil, !building.contains(key) else { return nil }
    building.insert(key)
    defer { building.remove(key) }
    do throws(PlanFailure) {
      let plan = try build(key, syntax, program: program)
      cache[key] = plan
      return plan
    } catch {
      failures[key] = error.message
      return nil
    }
  }

  struct PlanFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }

  /// The form of a `value` parameter's default, which gives its Swift type: a number, a number constant or arithmetic
  /// of them (`CGFloat`, what `equal` takes for a number), one of TangramKit's size markers `wrap`, `fill`, `average`
  /// (`TGLayoutSize`), or a weight (`50%`: `TGWeight`, which TangramKit's `%` makes). A parameter without a default,
  /// or with another (a negative weight, a reference), is not the type's: each use writes its statements.
  enum ValueForm {
    case number
    case marker
    case weight
  }

  /// `constant` gives the value of a name in the component's file (`gap: value = gutter`).
  static func valueForm(_ parameter: ParameterSyntax, constant: (String) -> ScopeValue? = { _ in nil }) -> ValueForm? {
    guard parameter.type == .value, let value = parameter.defaultValue, value.bounds.isEmpty, value.items.count == 1
    else { return nil }
    switch value.items[0].shape {
    case .weight(let percent): return percent >= 0 ? .weight : nil
    case .name(let word) where ["wrap", "fill", "average"].contains(word): return .marker
    default: return isNumber(value.items[0], constant: constant) ? .number : nil
    }
  }

  /// Whether `expression` is a number: a literal, a number constant, or arithmetic of them (`gutter * 2`).
  static func isNumber(_ expression: ExprSyntax, constant: (String) -> ScopeValue?) -> Bool {
    switch expression.shape {
    case .number: return true
    case .name(let word): if case .number? = constant(word) { return true } else { return false }
    case .negate(let inner?), .parenthesized(let inner?): return isNumber(inner, constant: constant)
    case .binary(let left, _, let right?): return isNumber(left, constant: constant) && isNumber(right, constant: constant)
    default: return false
    }
  }

  /// The value of the constant `name` as the component's file sees it (its own, or one it imports).
  static func constantValue(_ name: String, in file: String, program: Program) -> ScopeValue? {
    guard let visible = program.files[file]?.scope[name] else { return nil }
    return program.declaredConstants(in: visible.file).first { $0.name == visible.declaration.name.name }?.value
  }

  /// The stand-in arguments of set `set` (0 or 1): tgl text, and the Swift text that stands for the parameter (nil
  /// where other values write the same text: a boolean's `true` and a size marker's `.wrap` are found by turning the
  /// parameter over, `markingTurned`).
  static func standIn(_ parameter: ParameterSyntax, index k: Int, set: Int, form: ValueForm?) -> (tgl: String, swift: String?) {
    switch parameter.type {
    case .number?:
      let n = (set == 0 ? 913_570 : 824_680) + k
      return ("\(n)", "\(n)")
    case .string?:
      let s = "tgl\(set == 0 ? "A" : "B")\(k)x"
      return ("\"\(s)\"", "\"\(s)\"")
    case .color?:
      let (r, g, b) = set == 0 ? (0x11, 0x22, 0x30 + k) : (0x44, 0x55, 0x60 + k)
      let hex = String(format2(r) + format2(g) + format2(b))
      let color = Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
      return ("#" + hex, SwiftValues.color(color))
    case .font?:
      // Two fonts that both follow Dynamic Type, so that the statements differ only in the font's expression (a
      // `fixed` one leaves out the `adjustsFontForContentSizeCategory` line, which a use then turns off again).
      let size = (set == 0 ? 611 : 622) + k
      let font = Font(size: Double(size), weight: set == 0 ? .regular : .bold)
      return (set == 0 ? "\(size), regular" : "\(size), bold", LeafContent.expression(font))
    case .boolean?: return (set == 0 ? "true" : "false", nil)
    case .value?, nil:
      switch form {
      case .number?:
        let n = (set == 0 ? 913_770 : 824_880) + k
        return ("\(n)", "\(n)")
      case .weight?:
        let n = (set == 0 ? 913_990 : 824_990) + k
        return ("\(n)%", "\(n)%")
      case .marker?: return (set == 0 ? "wrap" : "fill", nil)
      case nil: return (set == 0 ? "\(913_770 + k)" : "wrap", nil)
      }
    }
  }

  /// The values that stand for a parameter found by turning it over (`markingTurned`): the tgl text of the turned
  /// argument, and the Swift texts of set 0's value and set 1's.
  static func turnedStandIns(_ parameter: ParameterSyntax, form: ValueForm?) -> (tgl: [String], swift: [String])? {
    if parameter.type == .boolean { return (["false", "true"], ["true", "false"]) }
    if form == .marker { return (["fill", "wrap"], [".wrap", ".fill"]) }
    return nil
  }

  static func format2(_ n: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[(n / 16) % 16], digits[n % 16]])
  }

  static func swiftType(_ parameter: ParameterSyntax, form: ValueForm?) -> String? {
    switch parameter.type {
    case .number?: return "CGFloat"
    case .string?: return "String"
    case .color?: return "UIColor"
    case .boolean?: return "Bool"
    case .font?: return "UIFont"
    case .value?:
      switch form {
      case .number?: return "CGFloat"
      case .marker?: return "TGLayoutSize"
      case .weight?: return "TGWeight"
      case nil: return nil
      }
    case nil: return nil
    }
  }

  /// One expansion of the component alone, written as a document's views.
  struct Expansion {
    var writer: SwiftDocumentWriter
    /// Per view of the component's tree (the writer's index minus 1): its statements and size-class blocks.
    var lines: [(defaults: [String], variants: [(SizeClassCondition, [String], [String])])]
  }

  func expand(
    _ key: ComponentKey, _ syntax: ComponentSyntax, program: Program, arguments: [String], typeName: String
  ) throws(PlanFailure) -> Expansion {
    let folder = WorkspacePath.folder(of: key.file)
    let base = key.file.split(separator: "/").last.map(String.init) ?? key.file
    let path = (folder.isEmpty ? "" : folder + "/") + "tgl-gen-type-\(key.name).tgl"
    var text = "import \(key.name) from \"\(base)\"\n\nframe tglHost {\n    \(key.name) tglUse"
    if !arguments.isEmpty { text += " (\(arguments.joined(separator: ", ")))" }
    text += "\n}\n"
    let overlay = OverlaySources(base: loader, extra: [path: text])
    let alone = Program.load(path, loader: overlay)
    let expanded = alone.expand(path, recordingSymbols: true)
    guard let document = expanded.lowering.documents.first, document.root.children.count == 1 else {
      throw PlanFailure("its tree does not expand alone")
    }
    let lineIndex = LineIndex(text)
    var writer = SwiftDocumentWriter(
      document: document, typeName: typeName, lineIndex: lineIndex, access: access, documentation: [:])
    writer.expanded = true
    // Constants and styles by name, as in any file of the program (`SwiftProgram.swift`).
    writer.program = SwiftProgram(
      program: alone, entry: path, sources: expanded.sources, declarationsPrefix: declarationsPrefix)
    // The markers name the line where each view is written in the component's file (a view of a nested use: the
    // nested use's line there).
    let fileIndex = alone.files[key.file].map { LineIndex($0.text) }
    for i in writer.views.indices.dropFirst() {
      guard let source = expanded.sources[writer.views[i].element.path], let fileIndex else { continue }
      let location = source.uses.count > 1 ? source.uses[1] : source.written
      writer.views[i].line = fileIndex.humanPosition(of: location.range.start).line
    }
    // The root has the use's name in an expansion; in the type it is the component's root, named as written.
    writer.views[1].element.name = syntax.element?.name
    writer.views[0].identifier = TemplateMark.view("tglHost")
    writer.componentTypes = ComponentTypes(plans: self, program: alone, sources: expanded.sources, marked: true)
    writer.assignIdentifiers(uses: [:], marked: true, firstOwn: 1)
    writer.views[1].identifier = TemplateMark.view("root")
    writer.layOutUses(firstOwn: 2)
    writer.views[1].identifier = TemplateMark.view("root")
    var lines: [(defaults: [String], variants: [(SizeClassCondition, [String], [String])])] = []
    for i in writer.views.indices.dropFirst() {
      guard writer.views[i].element.kind != .constraints else {
        throw PlanFailure("a constraints container's equations are written once every view is in place")
      }
      guard let l = writer.inlineStatements(i) else {
        var why = "its tree cannot be generated"
        do throws(ElementFailure) {
          _ = try writer.elementStatements(i)
          for (condition, overrides, _) in writer.variants(of: i) {
            _ = try writer.variantBody(i, condition: condition, overrides: overrides)
          }
        } catch {
          why = "`\(writer.views[i].title)` cannot be generated for TangramKit (\(error.message))"
        }
        throw PlanFailure(why)
      }
      lines.append(l)
    }
    return Expansion(writer: writer, lines: lines)
  }

  func build(_ key: ComponentKey, _ syntax: ComponentSyntax, program: Program) throws(PlanFailure) -> ComponentPlan {
    let stem = SwiftGenerator.typeStem(key.name)
    var typeName = prefix + stem
    if !SwiftIdentifiers.isHead(typeName.unicodeScalars.first ?? "_") { typeName = "_" + typeName }
    if SwiftIdentifiers.taken.contains(typeName) || SwiftIdentifiers.keywords.contains(typeName) { typeName += "_" }
    let parameters = syntax.parameters
    let forms = parameters.map { parameter in
      Self.valueForm(parameter) { Self.constantValue($0, in: key.file, program: program) }
    }
    var sets: [[String]] = [[], []]
    var standInValues: [[String?]] = [[], []]
    var defaultsSet: [String] = []
    for (k, parameter) in parameters.enumerated() {
      for set in 0..<2 {
        let s = Self.standIn(parameter, index: k, set: set, form: forms[k])
        sets[set].append("\(parameter.name): \(s.tgl)")
        standInValues[set].append(s.swift)
      }
      if parameter.defaultValue == nil { defaultsSet.append(sets[0].last!) }
    }
    // A constant for the local functions below to capture: with the variable captured, the optimiser released its
    // box twice when a later expansion threw (a use-after-free in release builds only, found by valgrind).
    let standIns = standInValues
    var a = try expand(key, syntax, program: program, arguments: sets[0], typeName: typeName)
    var b = try expand(key, syntax, program: program, arguments: sets[1], typeName: typeName)
    // A boolean's stand-ins are `true` and `false`, a size marker's `wrap` and `fill`, which other values also write:
    // each such parameter is found by one more expansion per set with only that parameter turned over, and marked
    // where the two differ by it alone.
    for (k, parameter) in parameters.enumerated() {
      guard let turnedValues = Self.turnedStandIns(parameter, form: forms[k]) else { continue }
      for set in 0..<2 {
        var turned = sets[set]
        turned[k] = "\(parameter.name): \(turnedValues.tgl[set])"
        let other = try expand(key, syntax, program: program, arguments: turned, typeName: typeName)
        let value = turnedValues.swift[set]
        let otherValue = turnedValues.swift[1 - set]
        if set == 0 {
          a = Self.markingTurned(parameter.name, in: a, turned: other, value: value, other: otherValue)
        } else {
          b = Self.markingTurned(parameter.name, in: b, turned: other, value: value, other: otherValue)
        }
      }
    }
    let d = try expand(key, syntax, program: program, arguments: defaultsSet, typeName: typeName)
    guard a.lines.count == b.lines.count, a.lines.count == d.lines.count else {
      throw PlanFailure("its tree changes with its arguments")
    }
    // A line with each stand-in replaced by its parameter's mark.
    func generic(_ line: String, _ set: Int) -> String {
      var out = line
      for (k, parameter) in parameters.enumerated() {
        guard let swift = standIns[set][k] else { continue }
        out = Self.replacing(swift, in: out, with: TemplateMark.parameter(parameter.name))
      }
      return out
    }
    func common(_ x: [String], _ y: [String]) -> [String] {
      var rest = y.map { generic($0, 1) }
      var out: [String] = []
      for line in x.map({ generic($0, 0) }) {
        if let k = rest.firstIndex(of: line) {
          rest.remove(at: k)
          out.append(line)
        }
      }
      return out
    }
    // A nested use is written by the type as it is: its arguments, and what it writes, must be exactly parameters.
    guard Set(a.writer.typeUses.keys) == Set(b.writer.typeUses.keys) else {
      throw PlanFailure("its nested uses change with its arguments")
    }
    for (c, use) in a.writer.typeUses {
      let other = b.writer.typeUses[c]!
      let same =
        generic(use.arguments, 0) == generic(other.arguments, 1)
        && use.defaults.map { $0.map { generic($0, 0) } } == other.defaults.map { $0.map { generic($0, 1) } }
        && use.variants.map { $0.map { generic($0, 0) } } == other.variants.map { $0.map { generic($0, 1) } }
      guard same else { throw PlanFailure("a nested use's arguments are not exactly its parameters") }
    }
    let writer = a.writer
    let own = { (i: Int) in writer.useOwner[i] == nil }
    var defaults: [[String]] = []
    var variants: [[(condition: SizeClassCondition, body: [String])]] = []
    for k in a.lines.indices {
      let i = k + 1
      var lines: [String]
      if own(i) {
        lines = common(a.lines[k].defaults, b.lines[k].defaults)
        // The root's size and place, and its adding to a parent, are the use's (they depend on the parent).
        if k == 0 { lines = lines.filter { Self.isTypeRootStatement($0) } }
      } else {
        lines = a.lines[k].defaults.map { generic($0, 0) }
        guard lines == b.lines[k].defaults.map({ generic($0, 1) }) else {
          throw PlanFailure("a nested use's arguments are not exactly its parameters")
        }
      }
      defaults.append(lines)
      var blocks: [(condition: SizeClassCondition, body: [String])] = []
      for (condition, notes, body) in a.lines[k].variants {
        guard let other = b.lines[k].variants.first(where: { $0.0 == condition }) else { continue }
        let kept = own(i) ? common(notes + body, other.1 + other.2) : (notes + body).map { generic($0, 0) }
        if !own(i) && kept != (other.1 + other.2).map({ generic($0, 1) }) {
          throw PlanFailure("a nested use's arguments are not exactly its parameters")
        }
        if kept.contains(where: { !$0.hasPrefix("//") }) { blocks.append((condition, kept)) }
      }
      variants.append(blocks)
    }
    // The parameters the type writes, with their defaults as the defaults' expansion writes them.
    var uses: Set<String> = []
    for lines in defaults { for line in lines { uses.formUnion(TemplateMark.parameters(in: line)) } }
    for blocks in variants { for block in blocks { for line in block.body { uses.formUnion(TemplateMark.parameters(in: line)) } } }
    for (_, use) in writer.typeUses { uses.formUnion(TemplateMark.parameters(in: generic(use.arguments, 0))) }
    var defaultValues: [String: String] = [:]
    for k in d.lines.indices {
      for t in defaults[k] where t.contains(TemplateMark.parameter) {
        for line in d.lines[k].defaults where StatementLine.key(line) == StatementLine.key(t) {
          for (name, value) in StatementLine.match(t, line) ?? [:] where defaultValues[name] == nil {
            defaultValues[name] = value
          }
        }
      }
    }
    var viewNames: Set<String> = ["root"]
    for view in writer.views.dropFirst() {
      let id = TemplateMark.replacingMarked(view.identifier, TemplateMark.view) { $0 }
      viewNames.insert(String(id.split(separator: ".").first ?? ""))
    }
    var planParameters: [PlanParameter] = []
    for (k, parameter) in parameters.enumerated() where uses.contains(parameter.name) {
      guard let swiftType = Self.swiftType(parameter, form: forms[k]) else { continue }
      var label = SwiftIdentifiers.spelling(of: parameter.name)
      if SwiftIdentifiers.unusable.contains(label) { label += "_" }
      var local = label
      while viewNames.contains(local) || SwiftIdentifiers.taken.contains(local) || SwiftIdentifiers.keywords.contains(local) {
        local += "_"
      }
      let defaultText = parameter.defaultValue == nil ? nil : defaultValues[parameter.name]
      planParameters.append(
        PlanParameter(
          name: parameter.name, label: label, local: local, swiftType: swiftType, defaultText: defaultText))
    }
    var planViews: [(kind: ElementKind, name: String?, identifier: String, accessible: Bool)] = []
    for view in writer.views.dropFirst() {
      let id = TemplateMark.replacingMarked(view.identifier, TemplateMark.view) { $0 }
      let head = String(id.split(separator: ".").first ?? "")
      let headView = writer.views.dropFirst().first { TemplateMark.replacingMarked($0.identifier, TemplateMark.view) { $0 } == head }
      let nestedUse = writer.useIdentifiers.first { $0.value == head }.map { writer.views[$0.key] }
      let accessible = head == "root" || (headView ?? nestedUse)?.element.name != nil
      planViews.append((view.element.kind, view.element.name, id, accessible))
    }
    let sizeClasses =
      variants.contains { !$0.isEmpty }
      || writer.typeUses.values.contains { use in use.sizeClasses || use.variants.contains { !$0.isEmpty } }
    var plan = ComponentPlan(
      key: key, typeName: typeName, typeStem: stem, views: planViews, defaults: defaults, variants: variants,
      parameters: planParameters, source: "", sizeClasses: sizeClasses)
    plan.source = try ComponentTypeWriter(plan: plan, writer: writer, generic: { generic($0, 0) }, syntax: syntax)
      .source()
    return plan
  }

  /// `expansion` with parameter `name` marked where `turned` (the same arguments but that parameter, turned over)
  /// differs from it by `value` (there `other`) alone: `true` and `false`, `.wrap` and `.fill`.
  static func markingTurned(
    _ name: String, in expansion: Expansion, turned: Expansion, value: String, other: String
  ) -> Expansion {
    func mark(_ x: [String], _ y: [String]) -> [String] {
      guard x.count == y.count else { return x }
      return zip(x, y).map { line, flipped in
        guard line != flipped else { return line }
        let l = Array(line)
        let f = Array(flipped)
        var common = 0
        while common < l.count, common < f.count, l[common] == f[common] { common += 1 }
        // The values may share their first characters (`.wrap`, `.fill`): the value starts at most that far back.
        for p in stride(from: common, through: max(0, common - value.count), by: -1) {
          guard String(l[p...]).hasPrefix(value), String(f[p...]).hasPrefix(other),
            l[(p + value.count)...] == f[(p + other.count)...]
          else { continue }
          return String(l[..<p]) + TemplateMark.parameter(name) + String(l[(p + value.count)...])
        }
        return line
      }
    }
    var out = expansion
    guard expansion.lines.count == turned.lines.count else { return out }
    for k in out.lines.indices {
      out.lines[k].defaults = mark(expansion.lines[k].defaults, turned.lines[k].defaults)
      for (n, block) in expansion.lines[k].variants.enumerated() {
        guard let flipped = turned.lines[k].variants.first(where: { $0.0 == block.0 }) else { continue }
        out.lines[k].variants[n].1 = mark(block.1, flipped.1)
        out.lines[k].variants[n].2 = mark(block.2, flipped.2)
      }
    }
    for (c, use) in expansion.writer.typeUses {
      guard let flipped = turned.writer.typeUses[c], flipped.count == use.count else { continue }
      var marked = use
      marked.arguments = mark([use.arguments], [flipped.arguments])[0]
      marked.defaults = zip(use.defaults, flipped.defaults).map { mark($0, $1) }
      marked.variants = zip(use.variants, flipped.variants).map { mark($0, $1) }
      out.writer.typeUses[c] = marked
    }
    return out
  }

  /// Whether a statement of the component's root belongs to the type: not its size, place or adding to a parent.
  static func isTypeRootStatement(_ line: String) -> Bool {
    let root = TemplateMark.view("root")
    let key = StatementLine.key(line)
    if key.hasPrefix(root + ".") && StatementLine.isSizeOrPosition(key) && key.split(separator: ".").count == 2 {
      return false
    }
    if line.contains(TemplateMark.view("tglHost")) { return false }
    return !line.hasPrefix("//")
  }

  /// `line` with every whole occurrence of `text` replaced (a number is not part of a longer number).
  static func replacing(_ text: String, in line: String, with replacement: String) -> String {
    var out = ""
    var rest = line[...]
    while let r = rest.firstRange(of: text) {
      let before = r.lowerBound == line.startIndex ? nil : line[line.index(before: r.lowerBound)]
      let after = r.upperBound == line.endIndex ? nil : line[r.upperBound]
      func part(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false }
      out += rest[..<r.lowerBound]
      if text.first == "\"" || (!part(before) && !part(after)) {
        out += replacement
      } else {
        out += rest[r]
      }
      rest = rest[r.upperBound...]
    }
    return out + rest
  }
}

extension SwiftGenerator {
  /// The types of the components the file declares, in file order; a component that cannot be a type says why, and
  /// its uses write its tree inline.
  static func componentTypes(declaredIn program: SwiftProgram, plans: ComponentPlans) -> [String] {
    guard let syntax = program.program.files[program.entry]?.declarations.syntax else { return [] }
    var out: [String] = []
    for component in syntax.components where component.element != nil && component.name != nil {
      let key = ComponentKey(file: program.entry, name: component.name ?? "")
      if let plan = plans.plan(key, component, program: program.program) {
        out.append(plan.source)
      } else {
        let why = plans.failures[key] ?? "it cannot be expanded alone"
        out.append("// The component `\(key.name)` is not a type: \(why). Each use writes its tree inline.\n")
      }
    }
    return out
  }
}
