// The shape of a rule, the file a rule sees, and the collector rules report into.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A rule: its documentation and its checks. A rule checks the file once (what does not depend on the
/// environment) and every document once per environment it is laid out in.
protocol LintRule: Sendable {
  static var description: RuleDescription { get }
  /// Checks that do not depend on the environment: the syntax, the names, the written properties.
  func check(file: FileContext, _ findings: inout Findings)
  /// Checks of one document in one environment, with the engine's frames.
  func check(document: DocumentContext, _ findings: inout Findings)
}

extension LintRule {
  func check(file: FileContext, _ findings: inout Findings) {}
  func check(document: DocumentContext, _ findings: inout Findings) {}
  var id: RuleID { Self.description.id }
}

/// The file being checked: its syntax, its model and where everything is written.
struct FileContext: Sendable {
  let parse: ParseResult
  let lowering: LoweringResult
  let source: SourceIndex
  var bytes: [UInt8] { parse.tree.bytes }
  var tree: SyntaxTree { parse.tree }
  func text(_ range: TextRange) -> String { parse.tree.text(of: range) }
}

/// The findings of the rules, before severities, suppressions and sorting are applied.
struct Findings: Sendable {
  var diagnostics: [Diagnostic] = []

  /// Reports a finding of `rule` (its severity is filled in by the linter).
  mutating func report(
    _ rule: RuleID, _ range: TextRange, _ message: String, related: [RelatedLocation] = [], fixes: [Fix] = []
  ) {
    diagnostics.append(
      Diagnostic(rule: rule, severity: .warning, range: range, message: message, related: related, fixes: fixes))
  }
}

/// Numbers in messages: whole numbers without a fraction, others with at most two decimals.
func format(_ value: Double) -> String {
  guard value.isFinite else { return value > 0 ? "infinity" : "-infinity" }
  return decimal(value, places: 2)
}

/// A percentage in messages: `40%`, `33.3%`.
func percent(_ value: Double) -> String { decimal(value, places: 1) + "%" }

/// `value` rounded to `places` decimals, without trailing zeros.
func decimal(_ value: Double, places: Int) -> String {
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  guard scaled < 1e15 else { return String(value) }
  let whole = Int64(scaled) / Int64(scale)
  var fraction = String(Int64(scaled) % Int64(scale))
  while fraction.count < places { fraction = "0" + fraction }
  while fraction.hasSuffix("0") { fraction.removeLast() }
  let sign = value < 0 && scaled > 0 ? "-" : ""
  return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
}
