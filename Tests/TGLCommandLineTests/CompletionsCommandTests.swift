// `tgl completions`: every command and option that `tgl --help` and `tgl help COMMAND` show is in each script.
// (The scripts run in real shells in packaging/tests/test_install.py.)

import Testing

@Suite struct CompletionsCommandTests {
  /// The commands `tgl --help` lists, each with the options `tgl help COMMAND` lists (read from the help text,
  /// not from the tables the scripts are generated from).
  static let commands: [(name: String, options: [String])] = {
    let overview = runTGL(["--help"]).output
    let commandLines = overview.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "Commands:" }.dropFirst().prefix { !$0.isEmpty }
    return commandLines.map { line in
      let name = String(line.split(separator: " ")[0])
      guard name != "help" else { return (name, []) }
      let help = runTGL(["help", name]).output
      let optionLines = help.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "Options:" }.dropFirst().prefix { !$0.isEmpty }
      return (name, optionLines.map { String($0.split(separator: " ")[0]) })
    }
  }()

  /// The part of a bash or zsh script that handles `command` (from its `case` label to its `;;`).
  func caseBlock(_ script: String, _ command: String) -> Substring? {
    guard let start = script.firstRange(of: "\n    \(command))\n") else { return nil }
    let rest = script[start.upperBound...]
    guard let end = rest.firstRange(of: "\n      ;;\n") else { return nil }
    return rest[..<end.lowerBound]
  }

  @Test func theHelpListsTheCommands() {
    let names = Self.commands.map(\.name)
    #expect(names.contains("check") && names.contains("fmt") && names.contains("lsp") && names.contains("completions"))
    #expect(Self.commands.first { $0.name == "check" }?.options.contains("--max-warnings") == true)
  }

  @Test func bashNamesEveryCommandAndOption() {
    let run = runTGL(["completions", "bash"])
    #expect(run.status == 0)
    let script = run.output
    #expect(script.contains("complete -F _tgl tgl"))
    // The first word: the commands and tgl's own options.
    let first = script.split(separator: "\n").first { $0.contains("COMPREPLY=($(compgen -W '") } ?? ""
    let firstWords = Set(first.split(whereSeparator: { " '".contains($0) }).map(String.init))
    #expect(firstWords.contains("--version"))
    for (name, options) in Self.commands {
      #expect(firstWords.contains(name), "bash: \(name) as the first word")
      guard let block = caseBlock(script, name) else {
        Issue.record("bash: no case for \(name)")
        continue
      }
      let words = Set(block.split(whereSeparator: { " '()|\n".contains($0) }).map(String.init))
      for option in options { #expect(words.contains(option), "bash: \(name) \(option)") }
    }
    // Fixed values are offered after their option.
    #expect(caseBlock(script, "check")?.contains("--format) COMPREPLY=($(compgen -W 'text json sarif'") == true)
  }

  @Test func zshNamesEveryCommandAndOption() {
    let script = runTGL(["completions", "zsh"]).output
    #expect(script.hasPrefix("#compdef tgl\n"))
    for (name, options) in Self.commands {
      #expect(script.contains("    '\(name):"), "zsh: \(name) in the command list")
      guard let block = caseBlock(script, name) else {
        Issue.record("zsh: no case for \(name)")
        continue
      }
      for option in options {
        let forms = ["'\(option)[", "'\(option)=[", "'*\(option)=[", "'\(option)+["]
        #expect(forms.contains { block.contains($0) }, "zsh: \(name) \(option)")
      }
    }
    #expect(caseBlock(script, "layout")?.contains(":F:(text json)'") == true)
  }

  @Test func fishNamesEveryCommandAndOption() {
    let script = runTGL(["completions", "fish"]).output
    let lines = script.split(separator: "\n")
    for (name, options) in Self.commands {
      #expect(lines.contains { $0.contains("-a \(name) -d ") }, "fish: \(name) in the command list")
      let own = lines.filter { $0.contains("\"__fish_seen_subcommand_from \(name)\"") }
      for option in options {
        let flag = option.hasPrefix("--") ? "-l \(option.dropFirst(2)) " : "-s \(option.dropFirst()) "
        #expect(own.contains { $0.contains(flag) }, "fish: \(name) \(option)")
      }
    }
    #expect(lines.contains { $0.contains("__fish_seen_subcommand_from explain") && $0.contains("unknown-property") })
  }

  @Test func anUnknownShellIsAUsageError() {
    let run = runTGL(["completions", "powershell"])
    #expect(run.status == 2)
    #expect(run.error == "tgl completions: tgl completions takes one shell: bash, zsh or fish\n")
  }
}
