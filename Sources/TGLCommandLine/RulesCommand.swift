// `tgl rules` (the list of rules, or the Markdown reference) and `tgl explain RULE-ID`.

import TGLDiagnostics
import TGLLint

enum RulesCommand {
  static let spec = CommandSpec(
    name: "rules",
    summary: "list the rules of 'tgl check'",
    usage: "[--markdown]",
    options: [.flag("--markdown", help: "Print the rules reference (docs/rules.md) instead of the list.")],
    details: "Each line: the rule id, its default severity and what it reports. 'tgl explain ID' explains one.")

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    guard arguments.positionals.isEmpty else { throw UsageError("tgl rules takes no arguments") }
    if arguments.flag("--markdown") {
      context.writeOutput(RuleDocumentation.markdown())
      return ExitCode.success
    }
    let width = (RuleRegistry.all.map(\.id.rawValue.count).max() ?? 0) + 2
    var out = ""
    for rule in RuleRegistry.all {
      out += rule.id.rawValue.padded(to: width)
      out += rule.defaultSeverity.rawValue.padded(to: 13)
      out += rule.summary + "\n"
    }
    context.writeOutput(out)
    return ExitCode.success
  }
}

enum ExplainCommand {
  static let spec = CommandSpec(
    name: "explain",
    summary: "explain a rule of 'tgl check', with a bad and a good example",
    usage: "RULE-ID",
    options: [])

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
      throw UsageError("tgl explain takes one RULE-ID; run 'tgl rules' for the list")
    }
    guard let rule = RuleRegistry.explainable(RuleID(id)) else {
      throw UsageError("unknown rule '\(id)'; run 'tgl rules' for the list of rules")
    }
    context.writeOutput("# \(rule.id)\n\n" + RuleDocumentation.page(rule))
    return ExitCode.success
  }
}
