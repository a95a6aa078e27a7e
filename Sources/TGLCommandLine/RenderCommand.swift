// `tgl render`: draws the computed layout as an SVG picture, one panel per environment.

import TGLDiagnostics
import TGLLayout
import TGLRender
import TGLSemantics
import TGLSyntax

enum RenderCommand {
  static let spec = CommandSpec(
    name: "render",
    summary: "draw the computed layout as an SVG picture",
    usage: "FILE|- [-o OUT.svg] [--all-size-classes] [--canvas W,H] [--scale S] [--size-class w:C,h:C] "
      + "[--orientation O] [--rtl]",
    options: [
      .value("-o", "OUT.svg", help: "Write the picture here, atomically (default: standard output)."),
      .value("--output", "OUT.svg", help: "The same as -o."),
      .flag("--all-size-classes", help: "One panel per declared size class (each `when` condition), side by side."),
    ] + EnvironmentOptions.specs,
    details: """
      Every element is a rectangle at its frame, filled with its background or a colour by depth and labelled
      with its name (its path when unnamed) and size where the label fits; padding is hatched, spacers are
      dashed, invisible views are faded, gone views are listed under the panel and noLayout views have a red
      dotted outline. Hover a rectangle in a browser for its exact frame.
      With --all-size-classes, the first panel is the file's environment (with the options above) and each
      further one applies one `when` condition of the file; a landscape condition turns the canvas.
      Problems in the file are printed to standard error; the picture still shows what could be laid out.
      Exit codes: 0 no errors, 1 errors in the file, 2 usage or I/O error.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError("tgl render takes one FILE (or '-' for standard input)")
    }
    if arguments.value("-o") != nil, arguments.value("--output") != nil {
      throw UsageError("give the output file once, with -o or --output")
    }
    let output = arguments.value("-o") ?? arguments.value("--output")
    if let output, output.isEmpty { throw UsageError("-o expects a file name such as out.svg") }
    let options = try EnvironmentOptions.parse(arguments)
    let bytes = path == "-" ? context.readInput() : try SourceFiles.read(path)
    let parsed = Parser.parse(bytes: bytes)
    let lowered = Lowering.lower(parsed.sourceFile)
    let (fonts, fontProblems) = EnvironmentOptions.fonts(parsed, lowered, path: path)
    var diagnostics = parsed.errors.map(Diagnostic.init(syntaxError:)) + lowered.diagnostics + fontProblems
    diagnostics += LayoutCommand.cycles(parsed, lowered, options, allSizeClasses: arguments.flag("--all-size-classes"))
    let rows = lowered.documents.map { document in
      let base = options.environment(for: document, fonts: fonts)
      let environments =
        arguments.flag("--all-size-classes")
        ? declaredSizeClassEnvironments(of: document, base: base)
        : [SizeClassEnvironment(condition: nil, environment: base)]
      return panels(document, in: environments)
    }
    var seen = Set(diagnostics)
    for row in rows {
      for panel in row {
        // Once per panel, and a set for the duplicates: thousands of reports must not make this quadratic.
        let ranges = LayoutCommand.elementRanges(panel.document)
        for report in panel.result.reports {
          guard let diagnostic = LayoutCommand.report(for: report, ranges: ranges) else { continue }
          if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
      }
    }
    diagnostics.sort(by: Diagnostic.sourceOrder)
    let renderer = DiagnosticRenderer(
      path: path == "-" ? "<stdin>" : path, index: LineIndex(bytes: bytes),
      options: RenderOptions(color: false, excerpts: false))
    context.writeError(diagnostics.map(renderer.render).joined())
    let svg = Picture(rows: RenderMarks.marked(rows, diagnostics)).svg()
    if let output, output != "-" {
      try SourceFiles.writeAtomically(Array(svg.utf8), to: output)
    } else {
      context.writeOutput(svg)
    }
    return diagnostics.contains { $0.severity == .error } ? ExitCode.failure : ExitCode.success
  }

  /// One panel per environment: the document laid out in it.
  static func panels(_ document: LayoutDocument, in environments: [SizeClassEnvironment]) -> [Panel] {
    environments.map { environment in
      Panel(
        document: document, environment: environment.environment,
        result: TGLLayout.layout(document, in: environment.environment), condition: environment.condition)
    }
  }
}
