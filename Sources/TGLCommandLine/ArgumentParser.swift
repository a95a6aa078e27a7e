// The argument parser shared by every subcommand: options, flags, positionals and usage errors.

/// One option of a command: a flag (`--check`) or an option with a value (`--canvas 390,844`).
public struct OptionSpec: Sendable {
  public var name: String
  public var valueName: String?
  public var repeatable: Bool
  public var help: String
  /// The values the option takes, when they are a fixed list: offered by the shell completions.
  public var choices: [String] = []

  public static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, repeatable: false, help: help)
  }

  public static func value(
    _ name: String, _ valueName: String, help: String, repeatable: Bool = false, choices: [String] = []
  ) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, repeatable: repeatable, help: help, choices: choices)
  }

  public var takesValue: Bool { valueName != nil }
}

/// What a command accepts; also the source of its help text.
public struct CommandSpec: Sendable {
  public var name: String
  public var summary: String
  /// The usage line after `tgl NAME`, such as `[options] FILE|DIR...`.
  public var usage: String
  public var options: [OptionSpec]
  /// Paragraphs printed after the options in `tgl help NAME`.
  public var details: String

  public init(name: String, summary: String, usage: String, options: [OptionSpec], details: String = "") {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.options = options
    self.details = details
  }

  public var helpText: String {
    var out = "tgl \(name): \(summary)\n\nUsage: tgl \(name) \(usage)\n"
    let all = options + [.flag("--help", help: "Show this help.")]
    out += "\nOptions:\n"
    let labels = all.map { option in option.valueName.map { "\(option.name) \($0)" } ?? option.name }
    let width = labels.map(\.count).max() ?? 0
    for (label, option) in zip(labels, all) {
      out += "  " + label.padded(to: width + 2) + option.help + "\n"
    }
    if !details.isEmpty { out += "\n" + details + (details.hasSuffix("\n") ? "" : "\n") }
    return out
  }
}

/// A mistake in the command line: reported in one line, exit code 2.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) { self.message = message }
}

/// The parsed command line of one command.
public struct ParsedArguments: Equatable, Sendable {
  public var values: [String: [String]] = [:]
  public var flags: Set<String> = []
  public var positionals: [String] = []
  public var wantsHelp = false

  public func flag(_ name: String) -> Bool { flags.contains(name) }
  public func value(_ name: String) -> String? { values[name]?.last }
  public func allValues(_ name: String) -> [String] { values[name] ?? [] }
}

public enum ArgumentParser {
  /// Parses `arguments` (without the command name) against `spec`. Accepts `--name value`,
  /// `--name=value`, `--` to end options, and `-` as a positional (standard input).
  public static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        parsed.wantsHelp = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw UsageError("unknown option '\(name)' for 'tgl \(spec.name)'; see 'tgl help \(spec.name)'")
      }
      guard option.takesValue else {
        if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("option '\(name)' needs a value (\(option.valueName ?? "VALUE"))")
      }
      if !option.repeatable, parsed.values[name] != nil {
        throw UsageError("option '\(name)' is given more than once")
      }
      parsed.values[name, default: []].append(value)
    }
    return parsed
  }
}

extension String {
  /// The string cut or filled with spaces to `width` characters: the columns of help texts and `tgl rules`.
  func padded(to width: Int) -> String {
    count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
  }
}
