// Directives other than `@canvas`, `@scale`, `@fontMetrics` and `@device` (reported by the lowering; described here).

import TGLDiagnostics

/// A directive that does not exist.
///
/// Lint: reports a directive other than `@canvas`, `@scale`, `@fontMetrics` and `@device`; it is ignored. Fix: none.
struct UnknownDirective: LintRule {
  static let description = RuleDescription(
    id: .unknownDirective, defaultSeverity: .warning, summary: "a directive other than '@canvas', '@scale', '@fontMetrics' and '@device'",
    explanation: """
      A file may start with `@canvas W, H` (the size of the screen the root is laid out in), `@scale S` (the
      screen scale frames are rounded to), `@fontMetrics "file.json"` (the metrics text is measured with) and
      `@device "iPhone 15"` (a device's screen, scale and safe area). Any other directive is ignored.

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
