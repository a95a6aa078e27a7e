// `tgl gen swift`: a `.tgl` file as Swift source that builds its layouts with TangramKit.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// How the generated Swift is written.
public struct SwiftGenerationOptions: Sendable, Hashable {
  /// Put before every type name, to keep apart documents of different files that have the same root name.
  public var typePrefix = ""
  /// Make the types, their properties and initialisers `public` (for a library target).
  public var isPublic = false
  /// The documents are a program's expanded tree (issue 29): the elements of a component's tree and the `when`
  /// blocks of styles are written in other files, so a marker names the line of the element (or of its use) in
  /// this file, and a use's `///` comment documents the use, not each view of its tree.
  public var expanded = false

  public init(typePrefix: String = "", isPublic: Bool = false, expanded: Bool = false) {
    self.typePrefix = typePrefix
    self.isPublic = isPublic
    self.expanded = expanded
  }
}

/// The Swift source of a file, or why there is none.
public struct SwiftGenerationResult: Sendable {
  /// The Swift source; nil when an error stopped generation.
  public var source: String?
  /// The errors that stopped generation: those among the diagnostics the caller passed (the linter's), and what
  /// TangramKit's API cannot express.
  public var errors: [Diagnostic]
  /// Warnings that do not stop generation: a file laid out for MyLayout (`@target mylayout`), whose code is
  /// TangramKit's and is laid out and checked for TangramKit.
  public var warnings: [Diagnostic] = []
  /// The generated types, one per document, in file order.
  public var typeNames: [String]
  /// The number of views the generated code builds (every element of every document).
  public var viewCount: Int
}

extension RuleID {
  /// Something a document says that the generated code cannot say with TangramKit's API.
  public static let genSwift: RuleID = "gen-swift"
}

/// Generates Swift for TangramKit from `.tgl` files. It does not lint: its callers decide which diagnostics stop
/// generation and pass them (`SwiftGenerator.lintAndGenerate` in `TGLIDE`).
public enum SwiftGenerator {
  /// A warning at each `@target mylayout`: the code written is TangramKit's, laid out and checked under TangramKit.
  public static func targetWarnings(_ file: SourceFileSyntax) -> [Diagnostic] {
    file.directives.compactMap { directive in
      guard directive.name == "target", let value = directive.value?.items.first,
        case .name(TargetLibrary.myLayout.rawValue) = value.shape
      else { return nil }
      return Diagnostic(
        rule: .genSwift, severity: .warning, range: directive.range,
        message: "the file targets MyLayout 2.0, but the generated code is TangramKit 1.4.2's: it is laid out and "
          + "checked for TangramKit, whose frames may differ from MyLayout's")
    }
  }

  /// The `///` comments of the file's elements, by the element's start offset.
  public static func documentation(of file: SourceFileSyntax) -> [Int: String] {
    var out: [Int: String] = [:]
    var pending = file.elements
    while let element = pending.popLast() {
      if let text = element.documentation { out[element.range.start] = text }
      pending += element.block?.elements ?? []
    }
    return out
  }

  /// Generates Swift for `documents` (of the file `fileName`) whose diagnostics are already known: any error among
  /// them stops generation. `only` picks one document (the editor's "Show generated Swift"); `documentation` (by
  /// element start offset) goes into the doc comments of the views' properties.
  public static func generate(
    _ documents: [LayoutDocument], diagnostics: [Diagnostic], lineIndex: LineIndex, fileName: String,
    options: SwiftGenerationOptions = .init(), only: Int? = nil, documentation: [Int: String] = [:],
    program: SwiftProgram? = nil
  ) -> SwiftGenerationResult {
    let errors = diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { return SwiftGenerationResult(source: nil, errors: errors, typeNames: [], viewCount: 0) }
    let access = options.isPublic ? "public " : ""
    if let program {
      let clashes = SwiftDeclarationsEnum.clashes(program, componentPrefix: program.componentPrefix ?? options.typePrefix)
      guard clashes.isEmpty else { return SwiftGenerationResult(source: nil, errors: clashes, typeNames: [], viewCount: 0) }
    }
    let names = typeNames(documents, fileName: fileName, prefix: options.typePrefix)
    var types: [String] = []
    var failures: [Diagnostic] = []
    var views = 0
    var generated: [String] = []
    // A program's components are Swift types (`SwiftComponentPlan.swift`), built from the workspace as needed.
    let plans = program.flatMap { program in
      program.loader.map {
        ComponentPlans(
          loader: $0, prefix: program.componentPrefix ?? options.typePrefix,
          declarationsPrefix: program.declarationsPrefix, access: access)
      }
    }
    for (d, document) in documents.enumerated() where only == nil || only == d {
      var writer = SwiftDocumentWriter(
        document: document, typeName: names[d], lineIndex: lineIndex, access: access, documentation: documentation)
      writer.expanded = options.expanded
      writer.program = program
      if let plans, let program {
        writer.componentTypes = ComponentTypes(
          plans: plans, program: program.program, sources: program.sources, marked: false)
        writer.layOutUses()
      }
      if let type = writer.write() {
        types.append(type)
        generated.append(names[d])
        views += writer.views.count
      } else if let failure = writer.failure {
        failures.append(
          Diagnostic(
            rule: .genSwift, severity: .error,
            range: TextRange(start: failure.range.lowerBound, end: failure.range.lowerBound),
            message: "cannot be generated for TangramKit: \(failure.message)"))
      }
    }
    guard failures.isEmpty else {
      return SwiftGenerationResult(source: nil, errors: failures, typeNames: [], viewCount: 0)
    }
    if let program, let plans, only == nil {
      types += componentTypes(declaredIn: program, plans: plans)
    }
    var out = header(fileName: fileName)
    // A file of a program: its constants and styles first (`SwiftConstants.swift`, `SwiftStyles.swift`).
    if let program, only == nil {
      let declarations = [SwiftDeclarationsEnum.source(program, lineIndex: lineIndex, access: access)].compactMap { $0 }
      out += (declarations + types).joined(separator: "\n")
    } else {
      out += types.joined(separator: "\n")
    }
    return SwiftGenerationResult(source: out, errors: [], typeNames: generated, viewCount: views)
  }

  static func header(fileName: String) -> String {
    """
    // Generated by `tgl gen swift` from \(fileName); do not edit: change \(fileName) and generate again.
    // One type per layout: `root` is the root view, and every named element has a property of its own.
    // Right to left: `init(rightToLeft: true)`, or `TGBaseLayout.tg_isRTL` set before a type is created (see its
    // documentation); left/right and leading/trailing are passed on as written.

    import TangramKit
    import UIKit


    """
  }

  /// One type name per document: the root's name in upper camel case plus `Layout` (`login` → `LoginLayout`), the
  /// file's name for an unnamed root; a name used twice in the file gets a number.
  static func typeNames(_ documents: [LayoutDocument], fileName: String, prefix: String) -> [String] {
    var used: Set<String> = []
    var names: [String] = []
    let base = fileName.hasSuffix(".tgl") ? String(fileName.dropLast(4)) : fileName
    for document in documents {
      var stem = typeStem(document.root.name ?? base)
      if !stem.hasSuffix("Layout") { stem += "Layout" }
      stem = prefix + stem
      if !SwiftIdentifiers.isHead(stem.unicodeScalars.first ?? "_") { stem = "_" + stem }
      if SwiftIdentifiers.taken.contains(stem) || SwiftIdentifiers.keywords.contains(stem) { stem += "_" }
      var name = stem
      var n = 2
      while used.contains(name) {
        name = "\(stem)\(n)"
        n += 1
      }
      used.insert(name)
      names.append(name)
    }
    return names
  }

  /// `user_profile` → `UserProfile`, `circle-menu` → `CircleMenu`: the parts between characters that cannot be in a
  /// Swift identifier (and `_`), each with an uppercase first letter.
  static func typeStem(_ name: String) -> String {
    var parts: [String] = []
    var current = ""
    for scalar in name.unicodeScalars {
      let valid = (SwiftIdentifiers.isHead(scalar) || SwiftIdentifiers.isContinuation(scalar)) && scalar != "_"
      if valid {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        parts.append(current)
        current = ""
      }
    }
    if !current.isEmpty { parts.append(current) }
    let stem = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return stem.isEmpty ? "Unnamed" : stem
  }
}
