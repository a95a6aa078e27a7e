// `TGL_TRACE_PHASES=1 tgl check`: one line per phase on standard error, the output unchanged (docs/cli.md).

import Testing

@Suite struct PhaseTraceTests {
  @Test func eachPhaseIsTracedOnStandardErrorAndTheOutputIsTheSame() throws {
    let directory = try TemporaryDirectory(files: [
      "styles.tgl": "style Title { height: 20 }\n", "screen.tgl": "import \"styles.tgl\"\nview Root { width: 10 }\n",
    ])
    defer { directory.cleanUp() }
    let plain = runTGL(["check", directory.url.path, "--format", "json"])
    let traced = runTGL(["check", directory.url.path, "--format", "json"], environment: ["TGL_TRACE_PHASES": "1"])
    #expect(traced.status == plain.status)
    #expect(traced.output == plain.output)
    #expect(plain.error == "")
    let lines = traced.error.split(separator: "\n")
    #expect(lines.map { $0.prefix { $0 != ":" } } == [
      "phase start", "phase list files", "phase read and parse", "phase load programs", "phase check files",
      "phase report elsewhere", "phase output",
    ])
    #expect(lines.first?.hasSuffix(" ms cpu before the command") == true)
    #expect(lines.dropFirst().allSatisfy { $0.contains(" ms wall, ") && $0.contains(" cores") })
    // The phases that run a parallel loop say how long a core stood idle at its end.
    #expect(lines.map { $0.hasSuffix(" ms tail") } == [false, false, true, true, true, true, false])
  }

  @Test func zeroTracesNothing() {
    let run = runTGL(["check", "-", "--format", "json"], input: "view Root { width: 10 }\n",
      environment: ["TGL_TRACE_PHASES": "0"])
    #expect(run.error == "")
  }
}
