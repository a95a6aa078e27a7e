// swift-tools-version:6.0
// The tgl package: the .tgl language toolkit. No package dependencies, by design.
import PackageDescription

let package = Package(
  name: "tgl",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "tgl", targets: ["tgl"])
  ],
  targets: [
    // Platform: threads, locks, files and standard streams over the C library, so that the shipped binary does not
    // link Foundation (see docs/install.md). CPlatform holds the few calls Swift cannot make on Linux.
    .target(name: "CPlatform"),
    .target(name: "Platform", dependencies: ["CPlatform"]),
    // Syntax: lexer, parser, lossless tree. Depends on nothing.
    .target(name: "TGLSyntax"),
    // Diagnostics: severities, rule ids, fixes, text rendering.
    .target(name: "TGLDiagnostics", dependencies: ["TGLSyntax"]),
    // Semantics: lowering of syntax into layout documents (the model), environments, size classes.
    .target(name: "TGLSemantics", dependencies: ["TGLSyntax", "TGLDiagnostics"]),
    // Layout: the engine that computes frames from the model.
    .target(name: "TGLLayout", dependencies: ["TGLSemantics", "Platform"]),
    // Lint: rules, suppressions and the checks behind `tgl check` and the language server's diagnostics.
    .target(name: "TGLLint", dependencies: ["TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout"]),
    // Render: pictures of computed layouts as SVG (pure; the command writes the file).
    .target(name: "TGLRender", dependencies: ["TGLSemantics", "TGLLayout"]),
    // Format: the formatter (works on the syntax tree alone).
    .target(name: "TGLFormat", dependencies: ["TGLSyntax"]),
    // IDE: analysis snapshots and editor features as pure functions (no LSP types).
    .target(
      name: "TGLIDE",
      dependencies: ["TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLFormat", "TGLLint", "Platform"]),
    // LSPProtocol: JSON, JSON-RPC framing and LSP types; knows nothing about tgl.
    .target(name: "LSPProtocol", dependencies: ["Platform"]),
    // Server: the LSP main loop, documents, dispatch; features plug in through `Features`.
    // The tgl features (`Features.tgl`) convert TGLIDE results; TextRange and Diagnostic come from below it.
    .target(
      name: "TGLServer",
      dependencies: ["LSPProtocol", "TGLIDE", "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "Platform"]),
    // CommandLine: the shared argument parser and the subcommands of `tgl`.
    .target(
      name: "TGLCommandLine",
      dependencies: [
        "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLFormat", "TGLLint", "TGLRender", "TGLServer",
        "LSPProtocol", "Platform",
      ]
    ),
    .executableTarget(name: "tgl", dependencies: ["TGLCommandLine"]),
    // Benchmarks (run in release builds; see Benchmarks/README.md).
    .executableTarget(
      name: "tgl-bench",
      dependencies: ["TGLSyntax", "TGLFormat", "TGLSemantics", "TGLLayout", "TGLLint", "TGLIDE"],
      path: "Benchmarks/TGLBenchmarks"
    ),
    // Fuzz checks: the invariants each fuzz target asserts, shared with the tests that replay Tests/Data/fuzz-failures.
    .target(
      name: "TGLFuzzChecks",
      dependencies: [
        "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLFormat", "TGLLint", "TGLIDE", "LSPProtocol",
        "TGLServer", "TGLTestSupport",
      ],
      path: "Fuzz/Checks"),
    // Test support: fixtures, seeded random numbers, golden files.
    .target(name: "TGLTestSupport", dependencies: ["TGLSyntax"], path: "Tests/TGLTestSupport"),

    .testTarget(name: "TGLSyntaxTests", dependencies: ["TGLSyntax", "TGLTestSupport"]),
    .testTarget(name: "TGLDiagnosticsTests", dependencies: ["TGLDiagnostics", "TGLSyntax"]),
    .testTarget(
      name: "TGLSemanticsTests", dependencies: ["TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLTestSupport"]
    ),
    .testTarget(
      name: "TGLLayoutTests",
      dependencies: ["TGLSyntax", "TGLSemantics", "TGLLayout", "TGLTestSupport"]
    ),
    .testTarget(
      name: "TGLLintTests",
      dependencies: ["TGLLint", "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLTestSupport"]
    ),
    .testTarget(name: "TGLRenderTests", dependencies: ["TGLRender", "TGLSemantics", "TGLLayout"]),
    .testTarget(name: "TGLFormatTests", dependencies: ["TGLSyntax", "TGLFormat", "TGLTestSupport"]),
    .testTarget(
      name: "TGLIDETests",
      dependencies: ["TGLIDE", "TGLSyntax", "TGLSemantics", "TGLDiagnostics", "TGLLint", "TGLTestSupport"]),
    .testTarget(name: "TidyTests", dependencies: ["TGLTestSupport"]),
    .testTarget(name: "LSPProtocolTests", dependencies: ["LSPProtocol", "TGLTestSupport"]),
    .testTarget(name: "TGLServerTests", dependencies: ["TGLServer", "LSPProtocol", "TGLTestSupport"]),
    .testTarget(name: "TGLCommandLineTests", dependencies: ["TGLCommandLine", "TGLTestSupport"]),
    // Reliability: the fuzz regression corpus, hostile inputs for every entry point and `tgl` command, `tgl fmt` killed
    // mid-write.
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "TGLFuzzChecks", "TGLSyntax", "TGLDiagnostics", "TGLSemantics", "TGLLayout", "TGLFormat", "TGLLint", "TGLIDE",
        "LSPProtocol", "TGLServer", "TGLCommandLine", "TGLTestSupport",
      ]),
  ]
)

// Fuzz targets, one per entry point (see Fuzz/README.md): libFuzzer executables, declared only when TGL_FUZZ=1 so
// that `swift build` and `swift test` never compile them. `Fuzz/run.sh TARGET SECONDS` builds and runs one.
if Context.environment["TGL_FUZZ"] == "1" {
  package.targets.append(.target(name: "FuzzDriver", path: "Fuzz/Driver"))
  // Runs one hostile input or client at full size; `Fuzz/hostile.sh` measures it (a release build, no sanitizers).
  package.targets.append(.executableTarget(name: "tgl-hostile", dependencies: ["TGLFuzzChecks"], path: "Fuzz/Hostile"))
  for name in ["parser", "format", "layout", "analysis", "jsonrpc", "server-bytes", "server-messages"] {
    package.targets.append(
      .executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzDriver", "TGLFuzzChecks"], path: "Fuzz/Targets/\(name)"))
  }
}
