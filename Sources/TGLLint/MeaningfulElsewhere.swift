// A property that one size class makes meaningful is not "ignored": `hspace` in a vertical linear layout whose
// `when landscape` block turns it horizontal is exactly what its author meant for landscape.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

extension Linter {
  /// Drops each `ignored-property` finding about a written property that is in effect, and not ignored, in
  /// another environment the document's `when` blocks declare. Every such environment is considered, whether or
  /// not the options check it: the property means something there either way.
  static func dropMeaningfulElsewhere(
    _ diagnostics: [Diagnostic], _ document: LayoutDocument, index d: Int, file: FileContext, options: LintOptions
  ) -> [Diagnostic] {
    guard diagnostics.contains(where: { $0.rule == .ignoredProperty }),
      file.documents[d].contains(where: { file.elements.setCount($0) > 1 })
    else { return diagnostics }
    var every = options
    every.allSizeClasses = true
    // Which properties are in effect does not depend on the text size: the largest Dynamic Type size adds nothing.
    let base = options.baseEnvironment(for: document).contentSize
    let environments = every.environments(for: document).filter { $0.environment.contentSize == base }
    let contexts = environments.map { checked in
      DocumentContext(
        document: document, environment: checked.environment, source: file.source, elements: file.elements, index: d,
        names: file.names)
    }
    // Per environment: the ranges of the written properties in effect, and where the rule reports.
    let inEffect = contexts.map(writtenPropertiesInEffect)
    let ignored = contexts.map { context in
      var findings = Findings()
      IgnoredProperty().check(document: context, &findings)
      return findings.diagnostics.map(\.range)
    }
    return diagnostics.filter { d in
      guard d.rule == .ignoredProperty else { return true }
      return !contexts.indices.contains { e in
        guard let property = inEffect[e].first(where: { $0.contains(d.range) }) else { return false }
        return !ignored[e].contains { property.contains($0) }
      }
    }
  }

  /// The ranges of the properties that set some value of some element in `context`'s environment.
  private static func writtenPropertiesInEffect(_ context: DocumentContext) -> [TextRange] {
    var ranges: [TextRange] = []
    for n in context.nodes.indices {
      let node = context.nodes[n]
      guard let info = context.info(node.index) else { continue }
      func add(_ written: ArraySlice<PropertyInfo>) {
        for property in written
        where property.keys.contains(where: { context.property(node.index, $0)?.node == property.node }) {
          ranges.append(property.range)
        }
      }
      add(context.source.properties(of: info))
      for variant in context.source.variants(of: info) { add(context.source.properties(of: variant)) }
    }
    return ranges
  }
}
