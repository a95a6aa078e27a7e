// The linter's entry point: parse, lower, lay out, run every rule, apply suppressions, sort.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax

/// What the linter checks: a parsed and lowered file.
public struct LintInput: Sendable {
  public var parse: ParseResult
  public var lowering: LoweringResult

  /// A file already parsed and lowered (the language server keeps both in its snapshot).
  public init(parse: ParseResult, lowering: LoweringResult) {
    self.parse = parse
    self.lowering = lowering
  }

  /// Parses and lowers `bytes`.
  public init(bytes: [UInt8]) {
    let parse = Parser.parse(bytes: bytes)
    self.init(parse: parse, lowering: Lowering.lower(parse.sourceFile))
  }

  /// Parses and lowers `text`.
  public init(text: String) { self.init(bytes: Array(text.utf8)) }
}

/// How a rule is configured: off, or reported at a severity.
public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
  case off, warning, error
}

/// What to check against: environment overrides, which environments, rule levels.
public struct LintOptions: Sendable, Hashable {
  /// Overrides of each document's environment (`@canvas`, `@scale`, size classes, orientation, RTL).
  public var canvas: Size?
  public var scale: Double?
  public var widthClass: SizeClass?
  public var heightClass: SizeClass?
  public var orientation: DeviceOrientation?
  public var rtl: Bool = false
  /// Lay each document out in every environment its `when` blocks declare, plus the default.
  public var allSizeClasses: Bool = false
  /// Per-rule levels; a rule not listed keeps its default severity.
  public var ruleLevels: [RuleID: RuleLevel] = [:]

  public init() {}
}

/// Runs every rule over a file.
public enum Linter {
  /// All diagnostics of `input`, sorted by `Diagnostic.sourceOrder`: syntax errors, lowering
  /// diagnostics, engine reports and every rule, with suppressions applied.
  public static func lint(_ input: LintInput, options: LintOptions) -> [Diagnostic] {
    var diagnostics = input.parse.errors.map(Diagnostic.init(syntaxError:)) + input.lowering.diagnostics
    diagnostics.sort(by: Diagnostic.sourceOrder)
    return diagnostics
  }
}
