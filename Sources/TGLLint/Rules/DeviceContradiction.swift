// A `@canvas` or `@scale` that contradicts the file's `@device` (reported by the lowering; described here).

import TGLDiagnostics
import TGLSemantics

/// A canvas or scale other than the device's.
///
/// Lint: reports a `@canvas` or `@scale` whose value is not that of the `@device` beside it (in its orientation); the
/// written value is used. Fix: none (remove the directive, or the device).
struct DeviceContradiction: LintRule {
  static let description = RuleDescription(
    id: .deviceContradiction, defaultSeverity: .warning,
    summary: "a '@canvas' or '@scale' that contradicts the file's '@device'",
    explanation: """
      `@device "iPhone 15"` sets the canvas (the device's screen in its orientation), the scale, the size classes
      and the safe-area insets. A `@canvas` or `@scale` beside it wins, so that a window smaller than the screen
      (an iPad split view) can be described, but then the device's safe area belongs to another screen than the
      one laid out. Write one or the other; an equal value is not reported.

      **Bad:**

      ```tgl
      @device "iPhone 15"
      @canvas 390, 844

      frame S { view A { width: 10; height: 10 } }
      ```

      **Good:**

      ```tgl
      @device "iPhone 15"

      frame S { view A { width: 10; height: 10 } }
      ```
      """)
}
