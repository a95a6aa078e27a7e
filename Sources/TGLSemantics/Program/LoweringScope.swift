// The names a value may use while a file is lowered: its constants and, inside a component's tree, the use's
// arguments (design-whole-app.md §1.2, §1.4). The lowering's value functions are static and deep; the scope reaches
// them as a task-local value, so a file without declarations is lowered exactly as before (no scope at all).

import TGLSyntax
import TGLText

/// What a name stands for.
public enum ScopeValue: Sendable {
  case number(Double)
  case string(String)
  case color(Color)
  case font(Font)
  case bool(Bool)
  /// A `value` argument (`wrap`, `fill`, `50%`, a weight): its expression, lowered where the name is used, with the
  /// names of the scope it was written in.
  case expression(ExprSyntax, LoweringScope?)

  /// The type's name in messages.
  public var typeName: String {
    switch self {
    case .number: return "number"
    case .string: return "string"
    case .color: return "color"
    case .font: return "font"
    case .bool: return "boolean"
    case .expression: return "value"
    }
  }
}

/// A scope of names. Lookups may evaluate a constant on first use (its value may use other constants); the scope is
/// used by one lowering at a time, so its fields are not checked for exclusive access at run time
/// (`ExpansionState`'s).
public final class LoweringScope: @unchecked Sendable {
  /// The scope the lowering reads, if any.
  @TaskLocal public static var current: LoweringScope?

  /// Names with their value known.
  @exclusivity(unchecked) private var values: [String: ScopeValue]
  /// A component's scope at a use: its parameters' values, read in the use's arguments (`UseArguments`).
  @exclusivity(unchecked) private var arguments: UseArguments?
  /// The file's constants, unevaluated (each kept in `values` once evaluated, which is read first), and the names it
  /// imports: the program's table shared whole, one reference (nil in a component's scope at a use, which has none).
  private let table: ConstantTable?
  /// The constants being evaluated, in order, to name a cycle.
  @exclusivity(unchecked) private var evaluating: [String] = []
  /// Every name looked up, for the unused-name warnings: once per lookup, in order, hashed into a set only when read
  /// (`ExpandedFile.used`, read by the language server alone), not at each lookup.
  @exclusivity(unchecked) private(set) var lookedUp: [String] = []
  /// Every name looked up.
  public var used: Set<String> { Set(lookedUp) }
  /// How many lookups found a parameter of the component (a component's scope only): a value that read one is the
  /// use's, not its component's (`ComponentTemplate.swift`).
  @exclusivity(unchecked) private(set) var parameterReads = 0
  /// Constants whose evaluation failed.
  @exclusivity(unchecked) private var failed: Set<String> = []
  /// What evaluating constants found (a cycle, a bad value), at the constant's value.
  @exclusivity(unchecked) private(set) var failures: [LoweringFailure] = []

  /// What evaluating constants found, at the constants' values.
  public var problems: [(range: TextRange, message: String)] { failures.map { ($0.range, $0.message) } }

  /// Names this scope takes from others: an imported constant is evaluated in its own file's scope; a component's
  /// parameters fall back to its file's constants. Each imported name says which scope it is taken from, by its index
  /// here (`ConstantTable.Entry.imported`, its file in a program's expansion, `ExpansionState.fileScope`): the names are
  /// the program's table, shared whole, and an expansion makes one scope per imported file rather than one per
  /// imported name. Empty in a scope made without its imports (a cycle of imports' first scope): it imports nothing.
  private let importScopes: [LoweringScope]
  private let fallback: LoweringScope?
  /// A file's scope in a program's expansion: its file, and where lookups are recorded while a style is flattened.
  @exclusivity(unchecked) private var file: String?
  private weak var reads: StyleReadLog?

  func record(into reads: StyleReadLog, as file: String) {
    self.reads = reads
    self.file = file
  }

  /// A scope of `values` and `constants`, which imports nothing (a program's file scope is made from its table,
  /// `ExpansionState.fileScope`).
  public convenience init(
    values: [String: ScopeValue] = [:], constants: [String: [ExprSyntax]] = [:], fallback: LoweringScope? = nil,
    component: String? = nil, parameterSymbols: [String: SymbolicValue] = [:]
  ) {
    self.init(
      values: values, table: constants.isEmpty ? nil : ConstantTable(constants: constants), fallback: fallback,
      component: component, parameterSymbols: parameterSymbols)
  }

  /// A scope of `table`'s constants, whose imported names are taken from `importScopes`, in the order of
  /// `table.importFiles` (none: it imports nothing).
  init(
    values: [String: ScopeValue] = [:], table: ConstantTable?, importScopes: [LoweringScope] = [],
    fallback: LoweringScope? = nil, component: String? = nil, parameterSymbols: [String: SymbolicValue] = [:]
  ) {
    self.values = values
    self.table = table
    self.importScopes = importScopes
    self.fallback = fallback
    self.component = component
    self.parameterSymbols = parameterSymbols
  }

  /// A component's scope at a use: its parameters are the use's `arguments`, other names its file's (`fallback`).
  convenience init(
    arguments: UseArguments, fallback: LoweringScope, component: String, parameterSymbols: [String: SymbolicValue]
  ) {
    self.init(table: nil, fallback: fallback, component: component, parameterSymbols: parameterSymbols)
    self.arguments = arguments
  }

  /// The scope an imported name is taken from, given the name's entry in the table.
  private func imported(_ entry: ConstantTable.Entry?) -> LoweringScope? {
    guard !importScopes.isEmpty, case .imported(let index)? = entry else { return nil }
    return importScopes[index]
  }

  /// The workspace path of the file whose constants these are, set by the expansion (nil for a component's
  /// parameters): a constant's `SymbolicValue` names it.
  var constantsFile: String?
  /// A component's parameters: the component's name and each parameter's symbolic argument (`SymbolicValue`).
  private let component: String?
  private let parameterSymbols: [String: SymbolicValue]

  /// What `name` stands for as written (a constant of a file, a parameter of the component), without evaluating or
  /// counting it as used; nil when the scope has no such name.
  func symbol(of name: String) -> SymbolicValue? {
    let entry = table?.entry(name)
    if let constantsFile, case .own? = entry { return .constant(name: name, file: constantsFile) }
    if let component, known(name) != nil {
      return .parameter(name: name, component: component, argument: parameterSymbols[name])
    }
    if let other = imported(entry) { return other.symbol(of: name) }
    return fallback?.symbol(of: name)
  }

  /// The value of the component's parameter `name` at this use (a component's scope only), not counted as used.
  func parameterValue(_ name: String) -> ScopeValue? { component == nil ? nil : known(name) }

  /// The value `name` has without evaluating anything: a parameter's, or a constant's once evaluated.
  private func known(_ name: String) -> ScopeValue? {
    // An empty table is not asked: a lookup hashes the name even there.
    arguments?.value(name) ?? (values.isEmpty ? nil : values[name])
  }

  /// Whether evaluating the constant `name` failed.
  private func hasFailed(_ name: String) -> Bool { !failed.isEmpty && failed.contains(name) }

  /// True when the scope knows `name`.
  public func contains(_ name: String) -> Bool {
    if known(name) != nil { return true }
    let entry = table?.entry(name)
    if case .own? = entry, !hasFailed(name) { return true }
    return imported(entry) != nil || fallback?.contains(name) == true
  }

  /// The value of `name`, or nil when the scope has no such name; a constant is evaluated on first use. A constant
  /// that has no value (a cycle, a bad value: recorded once in `failures`, at the constant) fails where it is used.
  func value(of name: String, at range: TextRange) throws(LoweringFailure) -> ScopeValue? {
    if let reads, reads.isRecording, let file { reads.record(.constant(file: file, name: name)) }
    if let v = known(name) {
      lookedUp.append(name)
      if component != nil { parameterReads += 1 }
      return v
    }
    if hasFailed(name) {
      lookedUp.append(name)
      throw LoweringFailure(range: range, message: "the constant '\(name)' has no value")
    }
    let entry = table?.entry(name)
    guard case .own(let items)? = entry else {
      if let other = imported(entry) {
        lookedUp.append(name)
        return try other.value(of: name, at: range)
      }
      return try fallback?.value(of: name, at: range)
    }
    lookedUp.append(name)
    if let start = evaluating.firstIndex(of: name) {
      let chain = (evaluating[start...] + [name]).joined(separator: " → ")
      throw LoweringFailure(range: range, message: "the constant '\(name)' is defined through itself: \(chain)")
    }
    evaluating.append(name)
    defer { evaluating.removeLast() }
    do throws(LoweringFailure) {
      let v = try Self.evaluate(items, in: self)
      values[name] = v
      return v
    } catch {
      failed.insert(name)
      // Reported once, where it arose (the innermost constant of a cycle says the whole chain).
      if !error.message.hasPrefix("the constant ") || error.message.contains("defined through itself") {
        if !failures.contains(where: { $0.range == error.range }) { failures.append(error) }
      }
      throw LoweringFailure(range: range, message: "the constant '\(name)' has no value")
    }
  }

  /// A constant's value: a number (arithmetic of numbers and other constants), a colour, a string, `true`/`false`
  /// or a font (`17, semibold`).
  static func evaluate(_ items: [ExprSyntax], in scope: LoweringScope) throws(LoweringFailure) -> ScopeValue {
    try Self.within(scope) { () throws(LoweringFailure) -> ScopeValue in
      guard let first = items.first else {
        throw LoweringFailure(range: .empty(at: 0), message: "expected a value")
      }
      if items.count > 1 {
        return .font(try ValueLowering.font(items, first.range.union(items[items.count - 1].range)))
      }
      switch first.shape {
      case .string(let s): return .string(s)
      case .color: return .color(try ValueLowering.color(first))
      case .name("true"): return .bool(true)
      case .name("false"): return .bool(false)
      case .name(let other):
        if let v = try scope.value(of: other, at: first.range) { return v }
        throw LoweringFailure(range: first.range, message: "unknown name '\(other)'")
      default: return .number(try LinearEvaluator.number(first))
      }
    }
  }

  /// Runs `body` with `scope` as the lowering's scope.
  static func within<T>(_ scope: LoweringScope?, _ body: () throws(LoweringFailure) -> T) throws(LoweringFailure) -> T {
    let result: Result<T, LoweringFailure> = LoweringScope.$current.withValue(scope) {
      do throws(LoweringFailure) { return .success(try body()) } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// The value of a bare name in a value where the lowering expects `expected`, or nil when no scope knows it.
  static func lookup(_ name: String, at range: TextRange) throws(LoweringFailure) -> ScopeValue? {
    guard let scope = current else { return nil }
    return try scope.value(of: name, at: range)
  }

  static func mismatch(_ name: String, _ value: ScopeValue, expected: String, at range: TextRange) -> LoweringFailure {
    LoweringFailure(range: range, message: "'\(name)' is a \(value.typeName); expected \(expected)")
  }
}
