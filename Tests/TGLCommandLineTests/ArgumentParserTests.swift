// The shared argument parser: options, flags, values, positionals and one-line usage errors.

import TGLCommandLine
import Testing

@Suite struct ArgumentParserTests {
  let spec = CommandSpec(
    name: "demo", summary: "a demo", usage: "[options] FILE...",
    options: [
      .flag("--check", help: "Check."),
      .value("--canvas", "W,H", help: "Canvas."),
      .value("--rule", "ID=LEVEL", help: "Rule.", repeatable: true),
    ])

  @Test func flagsValuesAndPositionals() throws {
    let parsed = try ArgumentParser.parse(["a.tgl", "--check", "--canvas", "390,844", "b.tgl", "--rule=x=off", "--rule", "y=error"], spec: spec)
    #expect(parsed.positionals == ["a.tgl", "b.tgl"])
    #expect(parsed.flag("--check"))
    #expect(parsed.value("--canvas") == "390,844")
    #expect(parsed.allValues("--rule") == ["x=off", "y=error"])
  }

  @Test func dashIsAPositionalAndDoubleDashEndsOptions() throws {
    let parsed = try ArgumentParser.parse(["-", "--", "--check"], spec: spec)
    #expect(parsed.positionals == ["-", "--check"])
    #expect(!parsed.flag("--check"))
  }

  @Test func unknownOptionIsAOneLineError() {
    #expect(throws: UsageError("unknown option '--chek' for 'tgl demo'; see 'tgl help demo'")) {
      try ArgumentParser.parse(["--chek"], spec: spec)
    }
  }

  @Test func missingValue() {
    #expect(throws: UsageError("option '--canvas' needs a value (W,H)")) {
      try ArgumentParser.parse(["--canvas"], spec: spec)
    }
  }

  @Test func valueOnAFlag() {
    #expect(throws: UsageError("option '--check' takes no value")) {
      try ArgumentParser.parse(["--check=yes"], spec: spec)
    }
  }

  @Test func repeatedSingleOption() {
    #expect(throws: UsageError("option '--canvas' is given more than once")) {
      try ArgumentParser.parse(["--canvas", "1,2", "--canvas=3,4"], spec: spec)
    }
  }

  @Test func helpIsRecognisedAnywhere() throws {
    #expect(try ArgumentParser.parse(["x", "--help"], spec: spec).wantsHelp)
    #expect(try ArgumentParser.parse(["-h"], spec: spec).wantsHelp)
  }

  @Test func helpTextListsEveryOption() {
    #expect(spec.helpText == """
      tgl demo: a demo

      Usage: tgl demo [options] FILE...

      Options:
        --check          Check.
        --canvas W,H     Canvas.
        --rule ID=LEVEL  Rule.
        --help           Show this help.

      """)
  }
}
