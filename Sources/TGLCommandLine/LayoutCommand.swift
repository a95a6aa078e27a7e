// `tgl layout`: computes every element's frame and prints a tree (text) or the documented JSON.

import TGLDiagnostics
import TGLJSON
import TGLLayout
import TGLLint
import TGLSemantics
import TGLSyntax

enum LayoutCommand {
  static let spec = CommandSpec(
    name: "layout",
    summary: "compute the frame of every element, as a tree or as JSON",
    usage: "FILE|- [--canvas W,H] [--scale S] [--size-class w:C,h:C] [--orientation O] [--rtl] [--format text|json]",
    options: EnvironmentOptions.specs + [
      .value("--format", "F", help: "text (an indented tree, the default) or json.", choices: ["text", "json"])
    ],
    details: """
      Frames are [x, y, width, height]: 'frame' in the parent's coordinates (as UIKit's view.frame), 'absolute'
      in the root's. Every element appears; unnamed ones by their path (S/linear[2]/view[1]).
      Problems in the file are printed to standard error; frames are still printed for what could be laid out.
      Exit codes: 0 no errors, 1 errors in the file, 2 usage or I/O error. The JSON shape is in docs/cli.md.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError("tgl layout takes one FILE (or '-' for standard input)")
    }
    let format = arguments.value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("--format expects text or json, not '\(format)'")
    }
    let options = try EnvironmentOptions.parse(arguments)
    let bytes = path == "-" ? context.readInput() : try SourceFiles.read(path)
    let displayPath = path == "-" ? "<stdin>" : path
    let parsed = Parser.parse(bytes: bytes)
    let lowered = ProgramLowering.lower(parsed, bytes: bytes, path: path).lowering
    let (fonts, fontProblems) = EnvironmentOptions.fonts(parsed, lowered, path: path)
    var diagnostics = parsed.errors.map(Diagnostic.init(syntaxError:)) + lowered.diagnostics + fontProblems
    var documents: [(LayoutDocument, Environment, LayoutResult)] = []
    for document in lowered.documents {
      let environment = options.environment(for: document, fonts: fonts)
      let result = TGLLayout.layout(document, in: environment)
      documents.append((document, environment, result))
      let ranges = elementRanges(document)
      diagnostics += result.reports.compactMap { report(for: $0, ranges: ranges) }
    }
    diagnostics += cycles(parsed, lowered, options, allSizeClasses: false, layouts: documents.map(\.2))
    diagnostics.sort(by: Diagnostic.sourceOrder)
    let renderer = DiagnosticRenderer(
      path: displayPath, index: LineIndex(bytes: bytes),
      options: RenderOptions(color: false, excerpts: false))
    context.writeError(diagnostics.map(renderer.render).joined())
    switch format {
    case "json": context.writeOutput(json(path: displayPath, documents) + "\n")
    default: context.writeOutput(documents.map { text($0.2) }.joined(separator: "\n"))
    }
    return diagnostics.contains { $0.severity == .error } ? ExitCode.failure : ExitCode.success
  }

  /// The source range of every element of `document`, computed once: a file with thousands of reports must not
  /// walk the document once per report.
  static func elementRanges(_ document: LayoutDocument) -> [ElementID: TextRange] {
    var ranges: [ElementID: TextRange] = [:]
    for element in document.elements where ranges[element.id] == nil {
      ranges[element.id] = TextRange(start: element.range.lowerBound, end: element.range.upperBound)
    }
    return ranges
  }

  /// The dependency cycles of the file, as `tgl check` and the editor report them (`Linter.cycles`): the one
  /// verdict on cycles, and the only errors the layout adds to the file's syntax and lowering errors.
  /// `layouts` are the documents' layouts in their environments, when the caller has them.
  static func cycles(
    _ parsed: ParseResult, _ lowered: LoweringResult, _ options: EnvironmentOptions, allSizeClasses: Bool,
    layouts: [LayoutResult]? = nil
  ) -> [Diagnostic] {
    var lint = LintOptions()
    lint.device = options.device
    lint.canvas = options.canvas
    lint.scale = options.scale
    lint.widthClass = options.widthClass
    lint.heightClass = options.heightClass
    lint.orientation = options.orientation
    lint.rtl = options.rtl
    lint.allSizeClasses = allSizeClasses
    return Linter.cycles(LintInput(parse: parsed, lowering: lowered), options: lint, layouts: layouts)
  }

  /// An engine report as a warning at its first member, with the other members as related locations; nil for a
  /// cycle, which is the lint's to judge (`cycles`): a wrapped container whose child sizes from it is no error.
  static func report(for report: LayoutReport, in document: LayoutDocument) -> Diagnostic? {
    self.report(for: report, ranges: elementRanges(document))
  }

  /// `report(for:in:)` with the element ranges computed once for all the reports of a document.
  static func report(for report: LayoutReport, ranges: [ElementID: TextRange]) -> Diagnostic? {
    guard report.kind != .cycle && report.kind != .wrapCycle else { return nil }
    func range(_ id: ElementID) -> TextRange { ranges[id] ?? .empty(at: 0) }
    return Diagnostic(
      rule: RuleID(report.kind.rawValue), severity: .warning,
      range: report.members.first.map(range) ?? .empty(at: 0), message: report.message,
      related: report.members.dropFirst().map { RelatedLocation(range: range($0), message: "\($0.path) is part of it") })
  }

  static func text(_ result: LayoutResult) -> String {
    var depthOf: [String: Int] = [:]
    var out = ""
    for item in result.items {
      let parentPath = item.path.split(separator: "/").dropLast().joined(separator: "/")
      let depth = parentPath.isEmpty ? 0 : (depthOf[parentPath] ?? 0) + 1
      depthOf[item.path] = depth
      let label = item.name ?? String(item.path.split(separator: "/").last ?? "")
      let frame = [item.frame.x, item.frame.y, item.frame.width, item.frame.height].map(SpacedJSON.number)
      let absolute = [item.absolute.x, item.absolute.y].map(SpacedJSON.number)
      out += String(repeating: "  ", count: depth) + "\(item.kind.rawValue) \(label) (\(frame.joined(separator: ", ")))"
      if depth > 0 { out += " at (\(absolute.joined(separator: ", ")))" }
      if !item.isApplied { out += " noLayout" }
      out += "\n"
    }
    return out
  }

  static func json(path: String, _ documents: [(LayoutDocument, Environment, LayoutResult)]) -> String {
    let documentsJSON = documents.map { document, environment, result in
      let environmentJSON = SpacedJSON.object([
        ("canvas", SpacedJSON.array([SpacedJSON.number(environment.canvas.width), SpacedJSON.number(environment.canvas.height)])),
        ("scale", SpacedJSON.number(environment.scale)),
        ("sizeClass", SpacedJSON.object([
          ("width", SpacedJSON.string(environment.widthClass.rawValue)),
          ("height", SpacedJSON.string(environment.heightClass.rawValue)),
        ])),
        ("orientation", SpacedJSON.string(environment.orientation.rawValue)),
        ("rtl", environment.rtl ? "true" : "false"),
        ("library", SpacedJSON.string(environment.library.rawValue)),
        ("safeArea", SpacedJSON.object([
          ("top", SpacedJSON.number(environment.safeArea.top)),
          ("left", SpacedJSON.number(environment.safeArea.left)),
          ("bottom", SpacedJSON.number(environment.safeArea.bottom)),
          ("right", SpacedJSON.number(environment.safeArea.right)),
        ])),
      ])
      let views = result.items.map { item in
        SpacedJSON.object([
          ("path", SpacedJSON.string(item.path)),
          ("name", item.name.map(SpacedJSON.string) ?? "null"),
          ("kind", SpacedJSON.string(item.kind.rawValue)),
          ("frame", rect(item.frame)),
          ("absolute", rect(item.absolute)),
        ])
      }
      return SpacedJSON.object([
        ("name", SpacedJSON.string(document.root.name ?? document.root.path)),
        ("environment", environmentJSON),
        ("views", "[" + views.joined(separator: ", ") + "]"),
      ])
    }
    return SpacedJSON.object([("file", SpacedJSON.string(path)), ("documents", "[" + documentsJSON.joined(separator: ", ") + "]")])
  }

  static func rect(_ rect: Rect) -> String {
    SpacedJSON.array([rect.x, rect.y, rect.width, rect.height].map(SpacedJSON.number))
  }
}
