// A file of a program as the generator sees it (issue 29 §3): where each expanded value comes from and what it was
// written with, and the Swift names of every file's constants and styles, so that a screen writes
// `Theme.gutter` and calls `Theme.title(label)` where the value came from `theme.tgl`.

import TGLSemantics


/// The program around the file being generated.
public struct SwiftProgram: Sendable {
  /// The workspace path of the file being generated.
  public var entry: String
  /// Per element of its documents, where each value comes from (`Program.expand`), read by element path
  /// (`ElementSources.subscript(path:)`).
  public var sources: ElementSources
  /// The file's own constants and styles, in declaration order.
  public var constants: [DeclaredConstant]
  public var styles: [DeclaredStyle]
  /// Put before the names of the enums of constants and styles (by default the type prefix): the same for every file
  /// of a program, since one file names another's enums.
  public var declarationsPrefix: String
  /// The value of every constant of the loaded files, by `file` and name (to check a symbol against the number it
  /// stands for, and to type a font).
  var constantValues: [String: [String: ScopeValue]]
  /// The styles of the loaded files whose function would set nothing (every value they give is the element's to
  /// write, and so are those of the styles they apply): they get no function, and no element calls them.
  var silentStyles: Set<StyleReference> = []
  /// The function of each style of the loaded files, unique in its file's enum.
  var styleFunctions: [StyleReference: String] = [:]

  /// The program, and the workspace read again for the expansions of a component alone (its Swift type,
  /// `SwiftComponentPlan.swift`); without a reader, every use is written inline.
  public var program: Program
  public var loader: (any SourceLoader)?
  /// Put before every component's type name (default: the type prefix); the same for every file of a program.
  public var componentPrefix: String?

  public init(
    program: Program, entry: String, sources: ElementSources, declarationsPrefix: String,
    loader: (any SourceLoader)? = nil, componentPrefix: String? = nil
  ) {
    self.program = program
    self.loader = loader
    self.componentPrefix = componentPrefix
    self.entry = entry
    self.sources = sources
    self.declarationsPrefix = declarationsPrefix
    constants = program.declaredConstants(in: entry)
    styles = program.declaredStyles(in: entry)
    var values: [String: [String: ScopeValue]] = [:]
    for file in program.files.keys {
      let declared = file == entry ? constants : program.declaredConstants(in: file)
      for c in declared { values[file, default: [:]][c.name] = c.value }
    }
    constantValues = values
    var all: [StyleReference: DeclaredStyle] = [:]
    var functions: [StyleReference: String] = [:]
    for file in program.files.keys {
      let declared = file == entry ? styles : program.declaredStyles(in: file)
      for style in declared { all[style.reference] = style }
      // A style's function is its name with a lowercase first letter, unless a constant of the file (or an earlier
      // style) has that member: then `Style` follows it (`let title` and `style Title` give `title` and `titleStyle`).
      var members = Set((values[file] ?? [:]).keys.map(Self.constantMember))
      for style in declared {
        let base = Self.styleFunctionStem(style.reference.name)
        var name = base
        if members.contains(name) { name = base + "Style" }
        var n = 2
        while members.contains(name) {
          name = base + "Style\(n)"
          n += 1
        }
        members.insert(name)
        functions[style.reference] = name
      }
    }
    styleFunctions = functions
    var speaks: [StyleReference: Bool] = [:]
    func sets(_ reference: StyleReference) -> Bool {
      if let known = speaks[reference] { return known }
      speaks[reference] = false  // a cycle (reported by the expansion) sets nothing more
      guard let style = all[reference] else { return false }
      let result = !SwiftStyles.ownKeys(style).isEmpty || style.applies.contains(where: sets)
      speaks[reference] = result
      return result
    }
    silentStyles = Set(all.keys.filter { !sets($0) })
  }

  /// The enum of a file's constants and styles (docs/codegen.md, "Names of the enums"): the file's name as an unnamed
  /// root's type is named, after the declarations prefix (`theme.tgl` → `Theme`, `shared/brand-colors.tgl` →
  /// `BrandColors`), never its folder. A name the generator gives another type too (a component the file declares,
  /// a layout's `…Layout`) or that the generated code uses or Swift reserves gets `Declarations` after it
  /// (`badge.tgl` with `component Badge` → `BadgeDeclarations`). It depends on the file alone, so that every file
  /// that names the enum names it alike.
  func enumName(of file: String) -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let base = name.hasSuffix(".tgl") ? String(name.dropLast(4)) : name
    var stem = SwiftGenerator.typeStem(base)
    let components = program.files[file]?.declarations.declarations.filter { $0.kind == .component } ?? []
    if stem.hasSuffix("Layout") || components.contains(where: { SwiftGenerator.typeStem($0.name.name) == stem })
      || SwiftIdentifiers.taken.contains(declarationsPrefix + stem)
      || SwiftIdentifiers.keywords.contains(declarationsPrefix + stem)
    {
      stem += "Declarations"
    }
    var full = declarationsPrefix + stem
    if !SwiftIdentifiers.isHead(full.unicodeScalars.first ?? "_") { full = "_" + full }
    return full
  }

  /// The member of a constant (`gutter`), as written in Swift.
  static func constantMember(_ name: String) -> String {
    SwiftIdentifiers.written(SwiftIdentifiers.member(for: name, avoiding: []))
  }

  /// A style's name with a lowercase first letter (`Title` → `title`), as written in Swift.
  static func styleFunctionStem(_ name: String) -> String {
    let lowered = name.prefix(1).lowercased() + name.dropFirst()
    return SwiftIdentifiers.written(SwiftIdentifiers.member(for: lowered, avoiding: []))
  }

  /// The function of a style in its file's enum (`title`, or `titleStyle` beside a constant `title`).
  func styleFunction(_ style: StyleReference) -> String {
    styleFunctions[style] ?? Self.styleFunctionStem(style.name)
  }

  /// `Theme.title`: what an element calls with its view.
  func call(_ style: StyleReference) -> String {
    enumName(of: style.file) + "." + styleFunction(style)
  }

  /// The Swift expression of a symbolic number (parameters replaced by their arguments), or nil when it has none or
  /// does not give `value` (the generator then writes the value as before).
  func number(_ symbol: SymbolicValue?, giving value: Double) -> String? {
    guard let resolved = symbol?.resolvingParameters, resolved.usesNames,
      let n = evaluate(resolved), n == value
    else { return nil }
    return written(resolved)
  }

  /// The constant a colour, string or font value was written with (`brand`), when it is one of that type.
  func named(_ symbol: SymbolicValue?, _ matches: (ScopeValue) -> Bool) -> String? {
    guard case .constant(let name, let file)? = symbol?.resolvingParameters,
      let value = constantValues[file]?[name], matches(value)
    else { return nil }
    return enumName(of: file) + "." + Self.constantMember(name)
  }

  /// The boolean constant a flag was written with, when it has that value.
  func flag(_ symbol: SymbolicValue?, _ value: Bool) -> String? {
    named(symbol) { if case .bool(let b) = $0 { return b == value } else { return false } }
  }

  func written(_ symbol: SymbolicValue) -> String {
    symbol.written(number: SwiftValues.number) {
      guard case .constant(let name, let file) = $0 else { return "" }
      return enumName(of: file) + "." + Self.constantMember(name)
    }
  }

  /// The number a resolved symbol stands for, computed as Swift computes it (in `Double`, as `CGFloat` is).
  func evaluate(_ symbol: SymbolicValue) -> Double? {
    switch symbol {
    case .number(let n): return n
    case .constant(let name, let file):
      guard case .number(let n)? = constantValues[file]?[name] else { return nil }
      return n
    case .parameter: return nil
    case .negate(let v): return evaluate(v).map { -$0 }
    case .binary(let l, let op, let r):
      guard let a = evaluate(l), let b = evaluate(r) else { return nil }
      switch op {
      case .add: return a + b
      case .subtract: return a - b
      case .multiply: return a * b
      case .divide: return a / b
      }
    }
  }
}
