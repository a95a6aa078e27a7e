// The enum of a file's constants and styles (issue 29 §3, docs/codegen.md "Names of the enums"): one enum per file,
// named for the file (`theme.tgl` → `Theme`), with its constants as `static let`s and its styles as `static func`s,
// so that a screen writes `Theme.gutter` and calls `Theme.title(label)`.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

enum SwiftDeclarationsEnum {
  /// The enum of the file being generated; nil when it declares no constant and no style that sets something.
  static func source(_ program: SwiftProgram, lineIndex: LineIndex, access: String) -> String? {
    let constants = SwiftConstants.members(program, lineIndex: lineIndex, access: access)
    let styles = SwiftStyles.members(program, lineIndex: lineIndex, access: access)
    guard !constants.isEmpty || !styles.isEmpty else { return nil }
    let file = "`\(SwiftStyles.fileName(program.entry))`"
    var out: String
    switch (constants.isEmpty, styles.isEmpty) {
    case (false, true): out = "/// The constants of \(file), in declaration order.\n"
    case (true, _):
      out = "/// The styles of \(file), one function each: it applies the styles the style applies, then\n"
      out += "/// sets what the style means wherever it is applied (fonts, colours, paddings, spacing, gravity). An element\n"
      out += "/// calls its styles in order, then sets its own properties; sizes, `lines`, visibility and `when` blocks are\n"
      out += "/// set by each element (docs/codegen.md, \"Styles\").\n"
    case (false, false):
      out = "/// The constants of \(file), in declaration order, then its styles, one function each: a style's function\n"
      out += "/// applies the styles the style applies, then sets what the style means wherever it is applied (fonts,\n"
      out += "/// colours, paddings, spacing, gravity). An element calls its styles in order, then sets its own properties;\n"
      out += "/// sizes, `lines`, visibility and `when` blocks are set by each element (docs/codegen.md, \"Styles\").\n"
    }
    out += "@MainActor\n\(access)enum \(program.enumName(of: program.entry)) {\n"
    out += constants.joined()
    if !constants.isEmpty && !styles.isEmpty { out += "\n" }
    out += styles.joined(separator: "\n")
    out += "}\n"
    return out
  }

  /// Two Swift types of the program with one name: the enums of two files named alike in different folders, or a
  /// file's enum and another file's component. One Swift module takes a type name once (and a file name once: both
  /// files would be `NAME.tgl.swift`), so the file that sees both generates nothing and says which to rename. The
  /// error is at the import of the entry that reaches the second file (or its first declaration when it is one).
  static func clashes(_ program: SwiftProgram, componentPrefix: String) -> [Diagnostic] {
    let entry = program.entry
    let files = [entry] + program.program.importsOf(entry)
    var owners: [String: (file: String, what: String)] = [:]
    var out: [Diagnostic] = []
    for file in files {
      guard let declarations = program.program.files[file]?.declarations.declarations else { continue }
      var names: [(String, String)] = []
      if declarations.contains(where: { $0.kind != .component }) {
        names.append((program.enumName(of: file), "the enum of `\(file)`"))
      }
      for d in declarations where d.kind == .component {
        names.append((componentPrefix + SwiftGenerator.typeStem(d.name.name), "the component `\(d.name.name)` of `\(file)`"))
      }
      for (name, what) in names {
        guard let first = owners[name] else {
          owners[name] = (file, what)
          continue
        }
        guard first.file != file else { continue }
        let range = location(reaching: file, from: entry, in: program.program)
        var d = Diagnostic(
          rule: .genSwift, severity: .error, range: range,
          message: "cannot be generated for TangramKit: \(first.what) and \(what) would both be the Swift type "
            + "`\(name)`, which one module declares once; "
            + (first.what.hasPrefix("the enum") && what.hasPrefix("the enum")
              ? "rename one of the files" : "rename the component or the file"))
        for f in [first.file, file] {
          let start = program.program.files[f]?.declarations.declarations.first?.range ?? TextRange(start: 0, end: 0)
          d.related.append(RelatedLocation(range: start, message: "`\(f)`", file: f == entry ? nil : f))
        }
        out.append(d)
      }
    }
    return out
  }

  /// Where the entry reaches `file`: the first of its imports whose closure holds it, or the file's first
  /// declaration when `file` is the entry.
  static func location(reaching file: String, from entry: String, in program: Program) -> TextRange {
    guard let entryFile = program.files[entry] else { return TextRange(start: 0, end: 0) }
    if file == entry { return entryFile.declarations.declarations.first?.range ?? TextRange(start: 0, end: 0) }
    for i in entryFile.imports {
      guard let target = i.target else { continue }
      if target == file || program.importsOf(target).contains(file) { return i.declaration.range }
    }
    return TextRange(start: 0, end: 0)
  }
}
