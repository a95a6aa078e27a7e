// Declarations that cannot be (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// A declaration that cannot be: a constant named by a keyword of values (`wrap`, `fill`, `average`, …), a component's
/// parameter named by a size keyword (`wrap`, `fill`, `average`).
///
/// Lint: reported at the name. Fix: none.
struct InvalidDeclaration: LintRule {
  static let description = RuleDescription(
    id: .invalidDeclaration, defaultSeverity: .error,
    summary: "a constant named by a keyword of values, a parameter named by a size keyword",
    explanation: """
      A constant's name is read wherever a value is: a constant named `wrap`, `fill` or another keyword of values
      would change what every such value means. Give it another name.

      A component's parameter is read inside its component, where a size takes `wrap`, `fill` and `average`: a
      parameter named like one would make `width: fill` read the parameter's number. The other keywords are read as
      words where they fit (`gravity: left`), so a parameter may be called `left` and set `left: left`.

      **Bad:**

      ```tgl
      let wrap = 1
      component Bar(fill: number) { view bar { width: fill; height: 1 } }

      view A { width: 10; height: 10 }
      ```

      **Good:**

      ```tgl
      let thin = 1
      component Bar(length: number) { view bar { width: length; height: 1 } }

      view A { width: thin; height: 10 }
      ```
      """)
}
