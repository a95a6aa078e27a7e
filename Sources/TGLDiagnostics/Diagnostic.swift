// Diagnostics: what is wrong, where, how bad, and how to fix it.

import TGLSyntax

/// How serious a finding is.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
  case error
  case warning
  case information
  case hint

  private var rank: Int {
    switch self {
    case .error: return 3
    case .warning: return 2
    case .information: return 1
    case .hint: return 0
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// The stable, kebab-case id of a rule (`dependency-cycle`), used in output, suppressions and docs.
public struct RuleID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  public var description: String { rawValue }
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Syntax errors from the parser.
  public static let syntax: RuleID = "syntax"
}

/// Another place that helps explain a diagnostic (the other members of a cycle, the first definition).
public struct RelatedLocation: Hashable, Sendable {
  public var range: TextRange
  public var message: String
  /// The workspace path of the file the range is in, when it is not the diagnostic's own file (an import on a
  /// cycle, the use of a component written elsewhere); nil for the same file.
  public var file: String?

  public init(range: TextRange, message: String, file: String? = nil) {
    self.range = range
    self.message = message
    self.file = file
  }
}

/// A fix: a title for the editor and the edits that apply it.
public struct Fix: Hashable, Sendable {
  public var title: String
  public var edits: [TextEdit]

  public init(title: String, edits: [TextEdit]) {
    self.title = title
    self.edits = edits
  }
}

/// One finding in one file. Messages are lowercase, without a trailing period, and say what to do.
public struct Diagnostic: Hashable, Sendable {
  public var severity: Severity
  public var range: TextRange
  /// The rest, the fields that hold references, in one object copied on write (issue 29, "Speed"): a finding is
  /// copied through several arrays on its way out (found, levels applied, moved to a style, deduplicated, sorted,
  /// reported elsewhere), and a copy of one object is one retain where a copy of each string and array was one each.
  @usableFromInline var storage: Storage

  public var rule: RuleID {
    @inlinable _read { yield storage.rule }
    @inlinable _modify {
      unique()
      yield &storage.rule
    }
  }
  public var message: String {
    @inlinable _read { yield storage.message }
    @inlinable _modify {
      unique()
      yield &storage.message
    }
  }
  public var related: [RelatedLocation] {
    @inlinable _read { yield storage.related }
    @inlinable _modify {
      unique()
      yield &storage.related
    }
  }
  public var fixes: [Fix] {
    @inlinable _read { yield storage.fixes }
    @inlinable _modify {
      unique()
      yield &storage.fixes
    }
  }
  /// What the finding is about, when it is about an element: the element's number in its file's expanded tree (in
  /// preorder over the file's documents, as the lint and `ElementSources` number them). Set by the lint where a rule
  /// reports on an element, so that a finding on an element of a component's tree is known to be the component's
  /// whatever its message names (issue 29); a number, since the findings' relocation reads the element and its uses
  /// by number, and only a finding reported in the file reads it. It says what the finding is about, not what it
  /// says: two diagnostics equal but for their subjects are equal, and no output shows it.
  public var subject: Int? {
    @inlinable _read { yield storage.subject }
    @inlinable _modify {
      unique()
      yield &storage.subject
    }
  }
  /// The subject's property the finding is about (its model key's name, `hspace`), set where a rule found the value
  /// in the element's merged values and not written in its block: a value a style gives, which the program's lint
  /// reports at the style's property (issue 29, language.md §16.3). Like `subject`, no part of equality or output.
  public var subjectProperty: String? {
    @inlinable _read { yield storage.subjectProperty }
    @inlinable _modify {
      unique()
      yield &storage.subjectProperty
    }
  }
  /// The condition (as the lint names it, `landscape`) of the subject's `when` block that gives the value of
  /// `subjectProperty` through a style's `when` block or a use's `when` block's override, where the value is written
  /// then (issue 29). Like `subject`, no part of equality or output.
  public var subjectVariant: String? {
    @inlinable _read { yield storage.subjectVariant }
    @inlinable _modify {
      unique()
      yield &storage.subjectVariant
    }
  }

  /// The fields of a diagnostic that hold references. Mutated only through `unique()`, when no other diagnostic
  /// holds it, so that no two threads ever see it change: hence `@unchecked Sendable`.
  @usableFromInline final class Storage: @unchecked Sendable {
    @usableFromInline var rule: RuleID
    @usableFromInline var message: String
    @usableFromInline var related: [RelatedLocation]
    @usableFromInline var fixes: [Fix]
    @usableFromInline var subject: Int?
    @usableFromInline var subjectProperty: String?
    @usableFromInline var subjectVariant: String?

    @usableFromInline init(
      rule: RuleID, message: String, related: [RelatedLocation], fixes: [Fix], subject: Int?,
      subjectProperty: String?, subjectVariant: String?
    ) {
      self.rule = rule
      self.message = message
      self.related = related
      self.fixes = fixes
      self.subject = subject
      self.subjectProperty = subjectProperty
      self.subjectVariant = subjectVariant
    }

    @usableFromInline func copy() -> Storage {
      Storage(
        rule: rule, message: message, related: related, fixes: fixes, subject: subject,
        subjectProperty: subjectProperty, subjectVariant: subjectVariant)
    }
  }

  /// Makes `storage` this diagnostic's own before a field changes (copy on write).
  @inlinable mutating func unique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  public init(
    rule: RuleID, severity: Severity, range: TextRange, message: String,
    related: [RelatedLocation] = [], fixes: [Fix] = []
  ) {
    self.severity = severity
    self.range = range
    storage = Storage(
      rule: rule, message: message, related: related, fixes: fixes, subject: nil, subjectProperty: nil,
      subjectVariant: nil)
  }

  /// A parser error as a diagnostic.
  public init(syntaxError: SyntaxError) {
    self.init(rule: .syntax, severity: .error, range: syntaxError.range, message: syntaxError.message)
    if let replacement = syntaxError.replacement {
      fixes = [
        Fix(title: "replace with '\(replacement)'", edits: [TextEdit(range: syntaxError.range, newText: replacement)])
      ]
    }
  }

  public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
    guard a.severity == b.severity, a.range == b.range else { return false }
    // A copy shares its fields' object: equal without reading them.
    if a.storage === b.storage { return true }
    return a.rule == b.rule && a.message == b.message && a.related == b.related && a.fixes == b.fixes
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rule)
    hasher.combine(severity)
    hasher.combine(range)
    hasher.combine(message)
    hasher.combine(related)
    hasher.combine(fixes)
  }

  /// Orders diagnostics by position, then rule, then message, so output is stable.
  public static func sourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    // Field by field, the strings read in place: a tuple of them copied each (a retain) at every comparison.
    if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
    if lhs.range.end != rhs.range.end { return lhs.range.end < rhs.range.end }
    if lhs.rule.rawValue != rhs.rule.rawValue { return lhs.rule.rawValue < rhs.rule.rawValue }
    return lhs.message < rhs.message
  }
}
