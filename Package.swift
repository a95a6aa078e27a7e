// swift-tools-version:6.0
// The tgl package: the .tgl language toolkit. No package dependencies, by design.
import PackageDescription

let package = Package(
  name: "tgl",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "tgl", targets: ["tgl"]),
    // For packages that keep .tgl files in their targets (docs/codegen.md): the Swift generated at build time, and
    // `swift package tgl-format` / `swift package tgl-check`.
    .plugin(name: "TGLGenPlugin", targets: ["TGLGenPlugin"]),
    .plugin(name: "TGLFormatPlugin", targets: ["TGLFormatPlugin"]),
    .plugin(name: "TGLCheckPlugin", targets: ["TGLCheckPlugin"]),
  ],
  targets: [
    // Platform: threads, locks, files and standard streams over the C library, so that the shipped binary does not
    // link Foundation (see docs/install.md). CPlatform holds the few calls Swift cannot make on Linux.
    .target(name: "CPlatform"),
    .target(name: "Platform", dependencies: ["CPlatform"]),
    // JSON: the value, the parser, the protocol's compact writer and the command line's spaced text; knows nothing
    // about LSP or tgl.
    .target(name: "TGLJSON", dependencies: ["Platform"]),
    // Syntax: lexer, parser, lossless tree. Depends on nothing.
    .target(name: "TGLSyntax"),
    // Diagnostics: severities, rule ids, fixes, text rendering.
    .target(name: "TGLDiagnostics", dependencies: ["TGLSyntax"]),
    // Text: fonts (Inter's metrics as a generated table), line breaking, label and button measurement. No I/O.
    .target(name: "TGLText"),
    // Font files: a `@fontMetrics` file's JSON as `FontMetrics`; its callers (CLI, server) read the file.
    .target(name: "TGLFontFiles", dependencies: ["TGLText", "TGLJSON"]),
    // Semantics: lowering of syntax into layout documents (the model), environments, size classes.
    .target(name: "TGLSemantics", dependencies: ["TGLSyntax", "TGLDiagnostics", "TGLText", "Platform"]),
    // Solver: the incremental simplex (Cassowary) behind issue 31's constraints container. Depends on nothing.
    .target(name: "TGLSolver"),
    // Layout: the engine that computes frames from the model; a constraints container solves with TGLSolver.
    .target(name: "TGLLayout", dependencies: ["TGLSemantics", "TGLText", "TGLSolver", "Platform"]),
    // Lint: rules, suppressions and the checks behind `tgl check` and the language server's diagnostics.
    .target(
      name: "TGLLint",
      dependencies: ["TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLText", "TGLSolver"]),
    // Render: pictures of computed layouts as SVG (pure; the command writes the file).
    .target(name: "TGLRender", dependencies: ["TGLSemantics", "TGLLayout", "TGLText"]),
    // Gen: Swift source that builds a document's layout with TangramKit (`tgl gen swift`); its callers lint first.
    .target(name: "TGLGen", dependencies: ["TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLText"]),
    // Format: the formatter (works on the syntax tree alone).
    .target(name: "TGLFormat", dependencies: ["TGLSyntax"]),
    // IDE: analysis snapshots and editor features as pure functions (no LSP types).
    .target(
      name: "TGLIDE",
      dependencies: [
        "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLFormat", "TGLLint", "TGLGen", "TGLText",
        "Platform",
      ]),
    // LSPProtocol: JSON-RPC framing and LSP types (in TGLJSON's types, which it re-exports); knows nothing about tgl.
    .target(name: "LSPProtocol", dependencies: ["TGLJSON", "Platform"]),
    // LSPServer: a generic language server (main loop, documents, dispatch); a language service plugs in through
    // `Features`. Knows nothing about tgl.
    .target(name: "LSPServer", dependencies: ["LSPProtocol", "Platform"]),
    // Preview: the live preview's loopback HTTP server, event streams and page (POSIX sockets, no dependencies).
    .target(
      name: "TGLPreview",
      dependencies: ["TGLJSON", "TGLIDE", "TGLRender", "TGLSemantics", "TGLLayout", "TGLSyntax", "Platform"]),
    // Language service: the tgl features (`Features.tgl`) over LSPServer's hooks, converting TGLIDE results; TextRange
    // and Diagnostic come from below it.
    .target(
      name: "TGLLanguageService",
      dependencies: [
        "LSPServer", "LSPProtocol", "TGLIDE", "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLPreview", "TGLGen",
        "TGLText", "TGLFontFiles", "Platform",
      ]),
    // CommandLine: the shared argument parser and the subcommands of `tgl`.
    .target(
      name: "TGLCommandLine",
      dependencies: [
        "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLFormat", "TGLLint", "TGLRender", "TGLGen",
        "LSPServer", "TGLLanguageService", "LSPProtocol", "TGLPreview", "TGLIDE", "TGLText", "TGLJSON",
        "TGLFontFiles",
        "Platform",
      ]
    ),
    .executableTarget(name: "tgl", dependencies: ["TGLCommandLine", "Platform"]),
    // Plugins: generate Swift from a target's .tgl files at build time; format and check them on request.
    .plugin(name: "TGLGenPlugin", capability: .buildTool(), dependencies: ["tgl"]),
    .plugin(
      name: "TGLFormatPlugin",
      capability: .command(
        intent: .custom(verb: "tgl-format", description: "Format the .tgl files of the package's targets with tgl fmt"),
        permissions: [.writeToPackageDirectory(reason: "tgl fmt rewrites .tgl files in place")]),
      dependencies: ["tgl"]),
    .plugin(
      name: "TGLCheckPlugin",
      capability: .command(
        intent: .custom(verb: "tgl-check", description: "Check the .tgl files of the package's targets with tgl check")),
      dependencies: ["tgl"]),
    // Benchmarks (run in release builds; see Benchmarks/README.md).
    .executableTarget(
      name: "tgl-bench",
      dependencies: ["TGLSyntax", "TGLFormat", "TGLSemantics", "TGLLayout", "TGLLint", "TGLIDE", "TGLText"],
      path: "Benchmarks/TGLBenchmarks"
    ),
    // The constraint solver against kiwisolver (Benchmarks/vs-kiwi.sh); builds the solver alone.
    .executableTarget(name: "tgl-solver-bench", dependencies: ["TGLSolver"], path: "Benchmarks/Solver"),
    // Compares the documents that generated Swift builds with their .tgl files (scripts/gen-check.sh).
    .executableTarget(name: "tgl-gen-check", dependencies: ["TGLSemantics", "TGLLayout", "TGLText"], path: "GenCheck/Compare"),
    // Fuzz checks: the invariants each fuzz target asserts, shared with the tests that replay Tests/Data/fuzz-failures.
    .target(
      name: "TGLFuzzChecks",
      dependencies: [
        "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLFormat", "TGLLint", "TGLIDE", "LSPProtocol",
        "LSPServer", "TGLLanguageService", "TGLTestSupport", "TGLGen",
      ],
      path: "Fuzz/Checks"),
    // Layout properties: a seeded generator of random documents and the properties every layout must have
    // (right-to-left mirrors, gone views, wrap sizes, incremental agreement, rounding); run by the tests and `tgl-soak`.
    .target(
      name: "TGLLayoutProperties",
      dependencies: ["TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLTestSupport"],
      path: "Soak/Properties"),
    // The soak: many generated documents, each checked for every property (`scripts/soak.sh`).
    .executableTarget(name: "tgl-soak", dependencies: ["TGLLayoutProperties"], path: "Soak/Main"),
    // Test support: fixtures, seeded random numbers, golden files.
    .target(name: "TGLTestSupport", dependencies: ["TGLSyntax"], path: "Tests/TGLTestSupport"),
    // LSP test support: a server run in-process on an in-memory transport, and a toy language service.
    .target(name: "LSPTestSupport", dependencies: ["LSPServer", "LSPProtocol"], path: "Tests/LSPTestSupport"),

    .testTarget(name: "TGLSyntaxTests", dependencies: ["TGLSyntax", "TGLTestSupport"]),
    .testTarget(name: "TGLTextTests", dependencies: ["TGLText", "TGLTestSupport"]),
    .testTarget(name: "TGLSolverTests", dependencies: ["TGLSolver", "TGLTestSupport"]),
    .testTarget(name: "TGLDiagnosticsTests", dependencies: ["TGLDiagnostics", "TGLSyntax"]),
    .testTarget(
      name: "TGLSemanticsTests", dependencies: ["TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLTestSupport"]
    ),
    .testTarget(
      name: "TGLLayoutTests",
      dependencies: ["TGLSyntax", "TGLSemantics", "TGLLayout", "TGLText", "TGLTestSupport", "TGLLayoutProperties"]
    ),
    .testTarget(
      name: "TGLLintTests",
      dependencies: [
        "TGLLint", "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLText", "TGLSolver", "TGLLayout",
        "TGLTestSupport",
      ]
    ),
    .testTarget(name: "TGLRenderTests", dependencies: ["TGLRender", "TGLSemantics", "TGLLayout"]),
    .testTarget(name: "TGLGenTests", dependencies: ["TGLGen", "TGLIDE", "TGLLint", "TGLSyntax", "TGLDiagnostics"]),
    .testTarget(name: "TGLFormatTests", dependencies: ["TGLSyntax", "TGLFormat", "TGLTestSupport"]),
    .testTarget(
      name: "TGLIDETests",
      dependencies: ["TGLIDE", "TGLSyntax", "TGLSemantics", "TGLDiagnostics", "TGLLint", "TGLTestSupport"]),
    .testTarget(name: "TidyTests", dependencies: ["TGLTestSupport"]),
    .testTarget(name: "TGLJSONTests", dependencies: ["TGLJSON"]),
    .testTarget(name: "LSPProtocolTests", dependencies: ["LSPProtocol", "TGLTestSupport"]),
    // The generic server with a toy language service only: it needs nothing of tgl.
    .testTarget(
      name: "LSPServerTests", dependencies: ["LSPServer", "LSPProtocol", "LSPTestSupport", "TGLTestSupport"]),
    .testTarget(
      name: "TGLLanguageServiceTests",
      dependencies: [
        "TGLLanguageService", "LSPServer", "LSPProtocol", "LSPTestSupport", "TGLIDE", "TGLJSON", "TGLPreview",
        // The server's diagnostics of a program's files compared with `tgl check`'s (`ProgramLint`).
        "TGLLint", "TGLDiagnostics", "TGLSyntax",
      ]),
    .testTarget(
      name: "TGLPreviewTests",
      dependencies: ["TGLPreview", "TGLJSON", "TGLIDE", "TGLRender", "TGLSemantics", "TGLLanguageService"]),
    .testTarget(
      name: "TGLCommandLineTests",
      dependencies: [
        "TGLCommandLine", "TGLIDE", "TGLDiagnostics", "TGLSyntax", "TGLTestSupport", "TGLLint", "TGLLayout", "TGLGen",
        "TGLSemantics", "TGLLanguageService",
      ]),
    // Reliability: the fuzz regression corpus, hostile inputs for every entry point and `tgl` command, `tgl fmt` killed
    // mid-write.
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "TGLFuzzChecks", "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLFormat", "TGLLint", "TGLIDE",
        "LSPProtocol", "LSPServer", "TGLLanguageService", "TGLCommandLine", "TGLTestSupport",
      ]),
  ]
)

// Fuzz targets, one per entry point (see Fuzz/README.md): libFuzzer executables, declared only when TGL_FUZZ=1 so
// that `swift build` and `swift test` never compile them. `Fuzz/run.sh TARGET SECONDS` builds and runs one.
if Context.environment["TGL_FUZZ"] == "1" {
  package.targets.append(.target(name: "FuzzDriver", path: "Fuzz/Driver"))
  // Runs one hostile input or client at full size; `Fuzz/hostile.sh` measures it (a release build, no sanitizers).
  package.targets.append(.executableTarget(name: "tgl-hostile", dependencies: ["TGLFuzzChecks"], path: "Fuzz/Hostile"))
  for name in ["parser", "format", "layout", "analysis", "gen", "jsonrpc", "server-bytes", "server-messages"] {
    package.targets.append(
      .executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzDriver", "TGLFuzzChecks"], path: "Fuzz/Targets/\(name)"))
  }
}

// Sanitized CI runs (`.ci/sanitize.sh`) compile only what they test:
//   TGL_SANITIZE_SUBSET=tests    the whole test suite under ASan: without the benchmark, soak and gen-check tools, and
//                                without the plugins, whose tool dependency SwiftPM compiles a second time for the
//                                host (every module of `tgl` again, as `-tool`; the plugins are built by
//                                Samples/GenSample in CI);
//   TGL_SANITIZE_SUBSET=threads  the tests of the threaded code under TSan (server, protocol, analysis host, hostile
//                                clients, shared property sets): without the command line, the tools, the plugins and
//                                the other test targets, and of the semantics and IDE tests only the files that hold
//                                the threaded ones.
switch Context.environment["TGL_SANITIZE_SUBSET"] {
case "tests":
  package.targets.removeAll {
    $0.type == .plugin || ["tgl-bench", "tgl-solver-bench", "tgl-soak", "tgl-gen-check"].contains($0.name)
  }
  package.products.removeAll { $0.name != "tgl" }
case "threads":
  let threadTests: Set<String> = [
    "LSPServerTests", "TGLLanguageServiceTests", "LSPProtocolTests", "TGLIDETests", "TGLSemanticsTests",
    "ReliabilityTests",
  ]
  package.targets.removeAll { target in
    switch target.type {
    case .test: return !threadTests.contains(target.name)
    case .executable, .plugin: return true
    default: return target.name == "TGLCommandLine" || target.name == "TGLLayoutProperties"
    }
  }
  package.products.removeAll()
  // Of the two large suites, only the files with threaded tests (and their helpers).
  for target in package.targets where target.name == "TGLSemanticsTests" {
    target.sources = ["SharedPropertiesTests.swift"]
  }
  for target in package.targets where target.name == "TGLIDETests" {
    target.sources = ["DiagnosticsTests.swift", "Support.swift"]
  }
  for target in package.targets where target.name == "ReliabilityTests" {
    // The command tests run `tgl` itself; the other reliability tests need neither.
    target.dependencies.removeAll { dependency in
      if case .byNameItem(name: "TGLCommandLine", _) = dependency { return true }
      return false
    }
    target.exclude = [
      "HostileCommandTests.swift", "AtomicFormatTests.swift", "HugePageProcessTests.swift", "OutputDeterminismTests.swift",
      "CheckPathsProcessTests.swift",
    ]
  }
default:
  break
}
