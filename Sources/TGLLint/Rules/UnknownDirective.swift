// Directives other than `@canvas` and `@scale` (reported by the lowering; described here).

import TGLDiagnostics

/// A directive that does not exist.
///
/// Lint: reports a directive other than `@canvas` and `@scale`; it is ignored. Fix: none.
struct UnknownDirective: LintRule {
  static let description = RuleDescription(
    id: .unknownDirective, defaultSeverity: .warning, summary: "a directive other than '@canvas' and '@scale'",
    explanation: """
      A file may start with `@canvas W, H` (the size of the screen the root is laid out in) and `@scale S` (the
      screen scale frames are rounded to). Any other directive is ignored.

      **Bad:**

      ```tgl
      @screen 390, 844

      frame S { view A { width: 10; height: 10 } }
      ```

      **Good:**

      ```tgl
      @canvas 390, 844

      frame S { view A { width: 10; height: 10 } }
      ```
      """)
}
