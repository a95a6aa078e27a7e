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
  /// Every element of every document, in document order, with where it is written (`ElementTable`).
  let elements: ElementTable
  /// Per document: every element with a name, by name, as indices into the document's elements (document order,
  /// the numbering of `DocumentContext.nodes`), made when first read (`DocumentNames`) and then shared by the file's
  /// rules and every environment's context.
  let names: DocumentNames
  /// Per element number, the keys whose values a style gives (`LintInput.styled`).
  var styled = StyledValues()

  init(parse: ParseResult, lowering: LoweringResult, source: SourceIndex) {
    self.parse = parse
    self.lowering = lowering
    self.source = source
    let elements = ElementTable(lowering, source: source)
    self.elements = elements
    names = DocumentNames(elements)
  }

  /// The elements of each document (ranges into `elements`).
  var documents: [Range<Int>] { elements.documents }

  var bytes: [UInt8] { parse.tree.bytes }
  var tree: SyntaxTree { parse.tree }
  func text(_ range: TextRange) -> String { parse.tree.text(of: range) }
}

/// The findings of the rules, before severities, suppressions and sorting are applied.
struct Findings: Sendable {
  var diagnostics: [Diagnostic] = []

  /// Reports a finding of `rule` (its severity is filled in by the linter), about the element `subject` (its number in
  /// the file's expanded tree, `DocumentContext.subject`, `Diagnostic.subject`) when it is about one.
  mutating func report(
    _ rule: RuleID, _ range: TextRange, _ message: String, related: [RelatedLocation] = [], fixes: [Fix] = [],
    about subject: Int? = nil, property: PropertyKey? = nil
  ) {
    var d = Diagnostic(rule: rule, severity: .warning, range: range, message: message, related: related, fixes: fixes)
    d.subject = subject
    d.subjectProperty = property?.name
    diagnostics.append(d)
  }
}

/// A message of many pieces (a rule that reports once per use of a component makes hundreds), built as UTF-8 bytes
/// and made a `String` once: appending a piece to a `String` checks and may grow its storage each time, where
/// appending the piece's bytes to an array reserved at about the message's size is a copy.
struct MessageText {
  private var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// Appends each piece in turn.
  mutating func append(_ pieces: String...) {
    for piece in pieces { bytes.append(contentsOf: piece.utf8) }
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }
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
  let units = Int64(scaled)
  let whole = units / Int64(scale)
  // The fraction's digits without trailing zeros, counted on the integer (`String.count` and `hasSuffix` on the
  // digits cost more than the rest: the messages of proportional weights format three numbers each).
  var fraction = units % Int64(scale)
  var digits = places
  while digits > 0, fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  var text = value < 0 && scaled > 0 ? "-" : ""
  text += String(whole)
  guard digits > 0 else { return text }
  let fractionText = String(fraction)
  text += "."
  for _ in fractionText.utf8.count..<digits { text += "0" }
  return text + fractionText
}
