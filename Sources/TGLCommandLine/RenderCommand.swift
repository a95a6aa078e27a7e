// `tgl render`: draws the computed layout as an SVG picture, one panel per environment.

import Platform
import TGLDiagnostics
import TGLLayout
import TGLRender
import TGLSemantics
import TGLSyntax

enum RenderCommand {
  static let spec = CommandSpec(
    name: "render",
    summary: "draw the computed layout as an SVG (or PNG) picture",
    usage: "FILE|- [-o OUT.svg|OUT.png] [--mode design|blueprint] [--all-size-classes] [--canvas W,H] [--scale S] "
      + "[--size-class w:C,h:C] [--orientation O] [--rtl]",
    options: [
      .value(
        "-o", "OUT.svg",
        help: "Write the picture here, atomically (default: standard output). A name ending in .png writes a PNG "
          + "through rsvg-convert (Debian: librsvg2-bin; scripts/install-render-tools.sh), 2 pixels per point."),
      .value("--output", "OUT.svg", help: "The same as -o."),
      .value(
        "--mode", "M",
        help: "blueprint (default): boxes, names and sizes; design: the screen as the device shows it.",
        choices: PictureMode.allCases.map(\.rawValue)),
      .flag("--all-size-classes", help: "One panel per declared size class (each `when` condition), side by side."),
    ] + EnvironmentOptions.specs,
    details: """
      Blueprint (the default): every element is a rectangle at its frame, filled with its background or a colour by depth and labelled
      with its name (its path when unnamed) and size where the label fits; padding is hatched, spacers are
      dashed, invisible views are faded, gone views are listed under the panel and noLayout views have a red
      dotted outline; a name that does not fit inside its box without covering a text goes on a tag beside it,
      with a leader line, or is left to the tooltip. Hover a rectangle in a browser for its exact frame.
      Design: backgrounds, text in its font broken and cut off where tgl measures it, images as placeholders
      with their size, the device's status bar and safe area; names and sizes are in the tooltips.
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
    var mode = PictureMode.blueprint
    if let name = arguments.value("--mode") {
      guard let chosen = PictureMode(rawValue: name) else { throw UsageError("--mode expects design or blueprint") }
      mode = chosen
    }
    let png = output.map { $0.lowercased().hasSuffix(".png") } ?? false
    let rasteriser = png ? Subprocess.find("rsvg-convert", path: context.environment["PATH"]) : nil
    if png, rasteriser == nil {
      throw UsageError(
        "a PNG needs rsvg-convert, which is not installed: install it (Debian: apt-get install librsvg2-bin, or "
          + "scripts/install-render-tools.sh), or write an SVG (-o out.svg)")
    }
    let options = try EnvironmentOptions.parse(arguments)
    let bytes = path == "-" ? context.readInput() : try SourceFiles.read(path)
    let parsed = Parser.parse(bytes: bytes)
    let lowered = ProgramLowering.lower(parsed, bytes: bytes, path: path).lowering
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
    let svg = Picture(rows: RenderMarks.marked(rows, diagnostics), mode: mode).svg()
    if let output, let rasteriser {
      try rasterise(svg, with: rasteriser, to: output)
    } else if let output, output != "-" {
      try SourceFiles.writeAtomically(Array(svg.utf8), to: output)
    } else {
      context.writeOutput(svg)
    }
    return diagnostics.contains { $0.severity == .error } ? ExitCode.failure : ExitCode.success
  }

  /// Writes `svg` as a PNG at `output` (2 pixels per point) through `rsvg-convert`, from a temporary SVG file.
  static func rasterise(_ svg: String, with rasteriser: String, to output: String) throws(UsageError) {
    let temporary = FileSystem.temporaryDirectory + "/tgl-render-\(UInt64.random(in: 0...UInt64.max)).svg"
    try SourceFiles.writeAtomically(Array(svg.utf8), to: temporary)
    defer { _ = FileSystem.remove(temporary) }
    switch Subprocess.run(rasteriser, ["--zoom", "2", "--format", "png", "--output", output, temporary]) {
    case .success(0): return
    case .success(let status): throw UsageError("\(rasteriser) failed (exit status \(status)) writing \(output)")
    case .failure(let error): throw UsageError("cannot run \(rasteriser): \(error.message)")
    }
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
