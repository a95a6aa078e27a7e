// The linter's entry point: parse, lower, lay out, run every rule, apply levels and suppressions, sort.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax
import TGLText

/// What the linter checks: a parsed and lowered file.
public struct LintInput: Sendable {
  public var parse: ParseResult
  public var lowering: LoweringResult
  /// Per element number, the keys of its values that a style gives, each with the property's name as the style writes
  /// it (`space` for `vspace`) (a file of a program, `ProgramLint`): a rule that
  /// finds such a value ignored reports it even though the element's block does not write it, for `StyleFindings`
  /// to move to the style's property. Empty for a file without declarations, whose findings stay as they were.
  public var styled = StyledValues()

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
  /// A device (`--device`): replaces each document's `@device`, `@canvas` and `@scale` (`Environment.onDevice`).
  public var device: Device?
  public var canvas: Size?
  public var scale: Double?
  public var widthClass: SizeClass?
  public var heightClass: SizeClass?
  public var orientation: DeviceOrientation?
  public var rtl: Bool = false
  /// Dynamic Type: the content size category texts are measured at (nil: the default, `large`).
  public var contentSize: ContentSizeCategory?
  /// Make every text 40 % longer before measuring it.
  public var pseudoLocale = false
  /// The library to lay out for, over a document's `@target` (nil: the document's, else TangramKit).
  public var library: TargetLibrary?
  /// The metrics a `@fontMetrics` directive named, as the tool read them (nil: Inter's).
  public var fontMetrics: FontMetrics?
  /// Why the file a `@fontMetrics` directive names could not be used; reported at the directive.
  public var fontMetricsProblem: String?
  /// Lay each document out in every environment its `when` blocks declare, plus the default (and, for a document
  /// with text, the largest Dynamic Type size), and report each finding once, naming the environments it occurs in
  /// when it does not occur in all of them.
  public var allSizeClasses: Bool = false
  /// Per-rule levels; a rule not listed keeps its default severity.
  public var ruleLevels: [RuleID: RuleLevel] = [:]

  public init() {}
}

/// Runs every rule over a file.
public enum Linter {
  /// All diagnostics of `input`, sorted by `Diagnostic.sourceOrder`: syntax errors, lowering
  /// diagnostics, engine reports and every rule, with rule levels and suppressions applied.
  public static func lint(_ input: LintInput, options: LintOptions) -> [Diagnostic] {
    run(input, options: options, rules: RuleRegistry.rules)
  }

  /// `lint(_:options:)` with the documents laid out by `layout(d, environment)` (document `d` of the input in
  /// `environment`) wherever the linter would lay them out itself: the language server keeps the layouts it lints
  /// with, so that hovers and inlay hints read them instead of laying every document out again.
  /// With `leftovers`, the run's own structures are handed to it instead of freed on return (`LintLeftovers`).
  public static func lint(
    _ input: LintInput, options: LintOptions, leftovers: LintLeftovers? = nil,
    layout: @escaping (Int, Environment) -> LayoutResult
  ) -> [Diagnostic] {
    run(input, options: options, rules: RuleRegistry.rules, layoutProvider: layout, leftovers: leftovers)
  }

  /// The verdict on dependency cycles: exactly the `dependency-cycle` findings of `lint(_:options:)` (the rule's, and
  /// the engine's cycles no finding of the rule covers), with rule levels and suppressions applied. `tgl layout`,
  /// `tgl render`, `tgl check` and the editor all take their cycle errors from here, so they never disagree.
  /// `layouts`, one per document, are the caller's layouts of the documents in their base environment (the options'
  /// overrides applied), reused instead of laying each document out again when only that environment is checked.
  public static func cycles(_ input: LintInput, options: LintOptions, layouts: [LayoutResult]? = nil) -> [Diagnostic] {
    // The engine's cycle reports are covered only by dependency-cycle findings, so the other rules change nothing.
    run(input, options: options, rules: [DependencyCycle()], layouts: layouts).filter { $0.rule == .dependencyCycle }
  }

  static func run(
    _ input: LintInput, options: LintOptions, rules: [any LintRule], layouts: [LayoutResult]? = nil,
    layoutProvider: ((Int, Environment) -> LayoutResult)? = nil, leftovers: LintLeftovers? = nil
  ) -> [Diagnostic] {
    var file = FileContext(parse: input.parse, lowering: input.lowering, source: SourceIndex(input.parse))
    file.styled = input.styled
    var findings = Findings()
    let syntaxRanges = input.parse.errors.map(\.range)
    findings.diagnostics =
      input.parse.errors.map(Diagnostic.init(syntaxError:))
      // One bad token, one error: a value the parser already reported, inside it or right after it (`40px`, a
      // trailing `+`), is not reported again as an invalid value.
      + input.lowering.diagnostics.filter { d in
        (d.rule != .invalidValue && d.rule != .invalidConstraint) || !syntaxRanges.contains { $0.start <= d.range.end && d.range.start <= $0.end }
      }.map { d in
        switch d.rule {
        case .unknownKind: return UnknownKind.refine(d, file)
        case .unknownProperty: return UnknownProperty.refine(d, file)
        // A name the constraints container refuses that is a view elsewhere: where it is (issue 31).
        case .invalidConstraint: return ConstraintScopes.refine(d, file) ?? d
        default: return d
        }
      }
    if let problem = options.fontMetricsProblem {
      for directive in input.parse.sourceFile.directives where directive.name == "fontMetrics" {
        findings.diagnostics.append(
          Diagnostic(rule: .invalidValue, severity: .error, range: directive.range, message: problem))
      }
    }
    for rule in rules { rule.check(file: file, &findings) }
    let misplaced = misplacedRanges(findings.diagnostics, file)
    var variantDocuments: [TextRange] = []
    for (d, document) in input.lowering.documents.enumerated() {
      if file.documents[d].contains(where: { file.elements.setCount($0) > 1 }) {
        variantDocuments.append(TextRange(start: document.root.range.lowerBound, end: document.root.range.upperBound))
      }
      let found = check(
        document, index: d, file: file, options: options, rules: rules,
        layout: layouts.flatMap { d < $0.count ? $0[d] : nil },
        layoutIn: layoutProvider.map { provide in { provide(d, $0) } }, fileDiagnostics: findings.diagnostics,
        leftovers: leftovers)
      findings.diagnostics += dropMeaningfulElsewhere(
        found, document, index: d, file: file, options: options
      ).filter { d in !misplaced.contains { $0.contains(d.range.start) } }
    }
    var diagnostics = applyLevels(findings.diagnostics, options.ruleLevels)
    diagnostics = applySuppressions(
      diagnostics, file: file, options: options, skipUnusedIn: options.allSizeClasses ? [] : variantDocuments)
    diagnostics.sort(by: Diagnostic.sourceOrder)
    var unique: [Diagnostic] = []
    for d in diagnostics where unique.last != d { unique.append(d) }
    leftovers?.keep(file)
    return unique
  }

  /// The text of every element that `misplaced-element` reports (a row outside a table, a child of a leaf), its
  /// children included. TangramKit never lays such an element out as written, so what the document rules say
  /// about it and its children (a label inside a view that `truncated-text` finds too narrow) is noise beside
  /// the one error that matters.
  static func misplacedRanges(_ diagnostics: [Diagnostic], _ file: FileContext) -> [TextRange] {
    let labels = Set(diagnostics.filter { $0.rule == .misplacedElement }.map(\.range))
    guard !labels.isEmpty else { return [] }
    return file.elements.info.compactMap { info in
      guard let info, labels.contains(info.labelRange) else { return nil }
      return info.range
    }
  }

  /// The findings of one document in every environment it is checked in, each reported once.
  static func check(
    _ document: LayoutDocument, index d: Int, file: FileContext, options: LintOptions, rules: [any LintRule],
    layout: LayoutResult? = nil, layoutIn: ((Environment) -> LayoutResult)? = nil,
    fileDiagnostics: [Diagnostic], leftovers: LintLeftovers? = nil
  ) -> [Diagnostic] {
    let environments = options.environments(for: document)
    var perEnvironment: [[Diagnostic]] = []
    for checked in environments {
      var context = DocumentContext(
        document: document, environment: checked.environment, source: file.source, elements: file.elements, index: d,
        names: file.names, styled: file.styled)
      if let layout, environments.count == 1 {
        context.layout = layout
      } else if let layoutIn {
        context.layout = layoutIn(checked.environment)
      } else {
        context.runLayout()
      }
      var findings = Findings()
      for rule in rules { rule.check(document: context, &findings) }
      // A view that text pushes out of its container is outside it: the finding that says why is enough.
      let pushed = Set(findings.diagnostics.filter { $0.rule == .textPushesOut }.map(\.range))
      if !pushed.isEmpty {
        findings.diagnostics.removeAll { $0.rule == .outsideContainer && pushed.contains($0.range) }
      }
      EngineReports.add(context, &findings, fileDiagnostics: fileDiagnostics)
      if !file.styled.isEmpty { StyledValues.markVariants(&findings.diagnostics, context) }
      perEnvironment.append(findings.diagnostics)
      leftovers?.keep(context)
    }
    guard environments.count > 1 else { return perEnvironment.first ?? [] }
    struct Key: Hashable {
      var rule: RuleID
      var range: TextRange
      var message: String
      /// A value a style's or a use's `when` block gives is reported where that block writes it (`StyledValues`).
      var variant: String?
    }
    var order: [Key] = []
    var found: [Key: (diagnostic: Diagnostic, environments: [Int])] = [:]
    for (e, diagnostics) in perEnvironment.enumerated() {
      for d in diagnostics {
        let key = Key(rule: d.rule, range: d.range, message: d.message, variant: d.subjectVariant)
        if found[key] == nil {
          order.append(key)
          found[key] = (d, [e])
        } else if found[key]?.environments.last != e {
          found[key]?.environments.append(e)
        }
      }
    }
    return order.compactMap { key in
      guard let entry = found[key] else { return nil }
      var d = entry.diagnostic
      let environmentsFound = entry.environments
      if environmentsFound.count < environments.count {
        d.message += " (in " + environmentsFound.map { environments[$0].name }.joined(separator: " and ") + ")"
      }
      return d
    }
  }

  /// Drops rules that are off and gives every diagnostic its rule's severity (or the configured one).
  static func applyLevels(_ diagnostics: [Diagnostic], _ levels: [RuleID: RuleLevel]) -> [Diagnostic] {
    diagnostics.compactMap { d in
      var d = d
      switch levels[d.rule] {
      case .off?: return nil
      case .warning?: d.severity = .warning
      case .error?: d.severity = .error
      case nil: d.severity = RuleRegistry.rule(d.rule)?.defaultSeverity ?? d.severity
      }
      return d
    }
  }

  /// Removes suppressed diagnostics and reports suppressions that suppressed nothing.
  static func applySuppressions(
    _ diagnostics: [Diagnostic], file: FileContext, options: LintOptions, skipUnusedIn: [TextRange]
  ) -> [Diagnostic] {
    let suppressions = Suppressions.find(in: file.tree)
    guard !suppressions.isEmpty else { return diagnostics }
    var used = Array(repeating: Set<Int>(), count: suppressions.count)
    var usedAll = Array(repeating: false, count: suppressions.count)
    var kept: [Diagnostic] = []
    for d in diagnostics {
      var suppressed = false
      for (s, suppression) in suppressions.enumerated() where suppression.covers(d) {
        suppressed = true
        if suppression.ids.isEmpty { usedAll[s] = true }
        for (k, entry) in suppression.ids.enumerated() where entry.id == d.rule { used[s].insert(k) }
      }
      if !suppressed { kept.append(d) }
    }
    var unused = Findings()
    for (s, suppression) in suppressions.enumerated() {
      if let problem = suppression.misplaced {
        unused.report(.unusedSuppression, suppression.comment, problem)
        continue
      }
      if skipUnusedIn.contains(where: { $0.contains(suppression.comment.start) }) { continue }
      if suppression.ids.isEmpty {
        if !usedAll[s] {
          unused.report(
            .unusedSuppression, suppression.comment, "nothing is reported here; remove the suppression",
            fixes: [UnusedSuppression.removeComment(suppression, file)])
        }
        continue
      }
      for (k, entry) in suppression.ids.enumerated() where !used[s].contains(k) {
        guard RuleRegistry.rule(entry.id) != nil else {
          unused.report(
            .unusedSuppression, entry.range, "unknown rule '\(entry.id)'; run 'tgl rules' for the list of rules")
          continue
        }
        if options.ruleLevels[entry.id] == .off { continue }
        unused.report(
          .unusedSuppression, entry.range, "'\(entry.id)' is not reported here; remove it from the suppression",
          fixes: [UnusedSuppression.removeID(k, of: suppression, file)])
      }
    }
    for d in applyLevels(unused.diagnostics, options.ruleLevels)
    where !suppressions.contains(where: { $0.covers(d) && !$0.ids.isEmpty }) {
      kept.append(d)
    }
    return kept
  }
}
