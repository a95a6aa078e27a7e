// `tgl lsp`'s arguments: what it refuses before it starts serving (a valid command line would serve this test
// process's own standard input, so only refusals are run here; the server is tested in LSPServerTests and
// TGLLanguageServiceTests).

import Testing

@Suite struct LSPCommandTests {
  @Test func busyPollTakesWholeMicrosecondsUpToATenthOfASecond() {
    for bad in ["fast", "-1", "2.5", "100001"] {
      let run = runTGL(["lsp", "--busy-poll", bad])
      #expect(run.status == 2)
      #expect(
        run.error
          == "tgl lsp: --busy-poll expects a whole number of microseconds from 0 to 100000 such as 250, not '\(bad)'\n")
    }
  }

  @Test func positionalArgumentsAreRefused() {
    let run = runTGL(["lsp", "file.tgl"])
    #expect(run.status == 2)
    #expect(
      run.error
        == "tgl lsp: unexpected argument 'file.tgl': the server gets its documents from the editor over standard "
        + "input (see docs/lsp.md)\n")
  }
}
