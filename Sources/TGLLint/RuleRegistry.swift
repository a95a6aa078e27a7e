// The rules: their ids, default severities and documentation, in one array.

import TGLDiagnostics
import TGLSemantics

/// The documentation of a rule.
public struct RuleDescription: Sendable, Hashable {
  public var id: RuleID
  public var defaultSeverity: Severity
  /// One line, lowercase, no trailing period.
  public var summary: String
  /// Markdown, with a bad and a good example (the blocks after the lines `**Bad:**` and `**Good:**`).
  public var explanation: String

  public init(id: RuleID, defaultSeverity: Severity, summary: String, explanation: String) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.explanation = explanation
  }
}

/// The ids of the rules (those of the parser and the lowering are declared beside them).
extension RuleID {
  public static let duplicateName: RuleID = "duplicate-name"
  public static let duplicateProperty: RuleID = "duplicate-property"
  public static let unresolvedReference: RuleID = "unresolved-reference"
  public static let unsupportedReference: RuleID = "unsupported-reference"
  public static let invalidWeight: RuleID = "invalid-weight"
  public static let dependencyCycle: RuleID = "dependency-cycle"
  public static let conflictingConstraints: RuleID = "conflicting-constraints"
  public static let proportionalWeight: RuleID = "proportional-weight"
  public static let ignoredProperty: RuleID = "ignored-property"
  public static let negativeSize: RuleID = "negative-size"
  public static let outsideContainer: RuleID = "outside-container"
  public static let overlap: RuleID = "overlap"
  public static let uselessContainer: RuleID = "useless-container"
  public static let nestedWeights: RuleID = "nested-weights"
  public static let missingSize: RuleID = "missing-size"
  public static let sizeBeforeWrap: RuleID = "size-before-wrap"
  public static let libraryQuirk: RuleID = "library-quirk"
  public static let unboundedFloat: RuleID = "unbounded-float"
  public static let misplacedElement: RuleID = "misplaced-element"
  public static let unusedSuppression: RuleID = "unused-suppression"
  public static let truncatedText: RuleID = "truncated-text"
  public static let textPushesOut: RuleID = "text-pushes-out"
  public static let edgesClearSize: RuleID = "edges-clear-size"
  public static let sizeFromWrappedAxis: RuleID = "size-from-wrapped-axis"
  public static let multilineLabel: RuleID = "multiline-label"
  public static let wrapMinGravity: RuleID = "wrap-min-gravity"
  public static let unsafeArea: RuleID = "unsafe-area"
  // Auto Layout's typing rules in a constraints container (issue 31).
  public static let constraintAxis: RuleID = "constraint-axis"
  public static let constraintDirection: RuleID = "constraint-direction"
  public static let constraintDimension: RuleID = "constraint-dimension"
  public static let constraintMultiplier: RuleID = "constraint-multiplier"
  public static let constraintBaseline: RuleID = "constraint-baseline"
  public static let strayContentPriority: RuleID = "stray-content-priority"
  // The constraints container's diagnostics (issue 31).
  public static let unsatisfiableConstraints: RuleID = "unsatisfiable-constraints"
  public static let ambiguousLayout: RuleID = "ambiguous-layout"
  public static let redundantConstraint: RuleID = "redundant-constraint"
  public static let constraintScope: RuleID = "constraint-scope"
  public static let managedViewConstraint: RuleID = "managed-view-constraint"
  public static let inertPriority: RuleID = "inert-priority"
}

/// Every rule the linter knows, in the order of `tgl rules` and `docs/rules.md`.
public enum RuleRegistry {
  static let rules: [any LintRule] = [
    SyntaxRule(),
    UnknownKind(),
    UnknownProperty(),
    UnknownDirective(),
    // A program's resolution and expansion (issue 29).
    UnresolvedImport(),
    ImportCycle(),
    DuplicateDeclaration(),
    UnknownName(),
    InvalidArgument(),
    RecursiveDeclaration(),
    InvalidDeclaration(),
    DeviceContradiction(),
    InvalidValue(),
    InvalidConstraint(),
    ConstraintAxis(),
    ConstraintDirection(),
    ConstraintDimension(),
    ConstraintMultiplier(),
    ConstraintBaseline(),
    StrayContentPriority(),
    MisplacedElement(),
    DuplicateName(),
    DuplicateProperty(),
    UnresolvedReference(),
    UnsupportedReference(),
    InvalidWeight(),
    DependencyCycle(),
    ConflictingConstraints(),
    ProportionalWeight(),
    IgnoredProperty(),
    UnboundedFloat(),
    NegativeSize(),
    MissingSize(),
    SizeBeforeWrap(),
    SizeFromWrappedAxis(),
    EdgesClearSize(),
    WrapMinGravity(),
    LibraryQuirk(),
    OutsideContainer(),
    UnsafeArea(),
    TruncatedText(),
    TextPushesOut(),
    MultilineLabel(),
    Overlap(),
    UselessContainer(),
    NestedWeights(),
    UnsatisfiableConstraints(),
    AmbiguousLayout(),
    RedundantConstraint(),
    ConstraintScope(),
    ManagedViewConstraint(),
    InertPriority(),
    UnusedImport(),
    UnusedStyle(),
    UnusedConstant(),
    UnusedParameter(),
    UnusedSuppression(),
  ]

  /// The documentation of every rule.
  public static let all: [RuleDescription] = rules.map { type(of: $0).description }

  private static let byID: [RuleID: RuleDescription] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

  /// The rule with this id, if there is one.
  public static func rule(_ id: RuleID) -> RuleDescription? { byID[id] }
}
