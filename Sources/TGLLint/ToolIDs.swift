// Ids the tools print that are not lint rules: the engine's reports (`tgl layout`), the lowering's limit and the
// Swift generator's refusal. `tgl explain` explains them as it explains a rule.

import TGLDiagnostics
import TGLSemantics

extension RuleID {
  /// The engine's report of a value the container gives no meaning (`LayoutReport.Kind.ignoredValue`); the lint
  /// passes it on as `ignored-property`.
  public static let ignoredValue: RuleID = "ignored-value"
  /// `tgl gen swift`'s error for what TangramKit's API cannot say (`TGLGen`'s `RuleID.genSwift`; TGLLint does not
  /// import the generator, so the id is spelled here too).
  static let generatorRefusal: RuleID = "gen-swift"
}

extension RuleRegistry {
  /// The ids that a command prints without their being lint rules, each explained like a rule.
  public static let otherIDs: [RuleDescription] = [
    RuleDescription(
      id: .ignoredValue, defaultSeverity: .warning,
      summary: "a value the container gives no meaning, reported by the layout engine",
      explanation: """
        `tgl layout` prints the engine's own reports. `ignored-value` is a value the container gives no meaning,
        which TangramKit ignores too: a weight across a wrapped float layout, `reverseFloat` in an unbounded
        float layout, a size that refers to a position, a chain of references too long to follow, a path that
        takes too many samples. The frames are what TangramKit builds with the value left out. `tgl check`
        reports the same finding as [`ignored-property`](#ignored-property) (suppress or configure it under that
        id), unless a rule has already said the same thing about the element.

        **Bad:**

        ```tgl
        frame S {
            width: 100
            height: 100

            view A { size: 20, 20; width: B.left }
            view B { size: 20, 20 }
        }
        ```

        **Good:**

        ```tgl
        frame S {
            width: 100
            height: 100

            view A { size: 20, 20; width: B.width }
            view B { size: 20, 20 }
        }
        ```
        """),
    RuleDescription(
      id: .tooManyElements, defaultSeverity: .error,
      summary: "a file with more elements than tgl lays out",
      explanation: """
        A file with more than \(Lowering.maximumElements) elements gets this one error and no documents, so that
        layout, lint and the editor stay within seconds and a few hundred megabytes; parsing and formatting
        still work on it. Split the file: each document can live in a file of its own.
        """),
    RuleDescription(
      id: .generatorRefusal, defaultSeverity: .error,
      summary: "something a document says that generated Swift cannot say with TangramKit's API",
      explanation: """
        `tgl gen swift` writes TangramKit 1.4.2 code and refuses a document (its error says where and why)
        when TangramKit's API has no call for what it says, or when the file has an error in any size class it
        names. Nothing is generated for such a file. Rewrite the element the error points at with what
        TangramKit can express, or leave that document out of the generated code.
        """),
  ]

  private static let otherByID: [RuleID: RuleDescription] = Dictionary(
    uniqueKeysWithValues: otherIDs.map { ($0.id, $0) })

  /// A rule, or another id a command prints: what `tgl explain` explains.
  public static func explainable(_ id: RuleID) -> RuleDescription? { rule(id) ?? otherByID[id] }
}
