// The rules: their ids, default severities and documentation.

import TGLDiagnostics

/// The documentation of a rule.
public struct RuleDescription: Sendable, Hashable {
  public var id: RuleID
  public var defaultSeverity: Severity
  /// One line, lowercase, no trailing period.
  public var summary: String
  /// Markdown, with a bad and a good example.
  public var explanation: String

  public init(id: RuleID, defaultSeverity: Severity, summary: String, explanation: String) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.explanation = explanation
  }
}

/// Every rule the linter knows.
public enum RuleRegistry {
  public static let all: [RuleDescription] = [
    RuleDescription(id: .syntax, defaultSeverity: .error, summary: "the file does not parse", explanation: "")
  ]

  public static func rule(_ id: RuleID) -> RuleDescription? { all.first { $0.id == id } }
}
