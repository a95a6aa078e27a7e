// A document's layouts as a hover reads them, looked up once per analysis snapshot.

import TGLLayout
import TGLSemantics

/// A document's current environment and layout, and its layouts in the environments its `when` blocks name.
///
/// Each hover looked these up again, on the main thread: the current environment from the settings,
/// `declaredEnvironments` (the size classes' labels and environments) and every layout in its piece's memo under the
/// memo's lock. They depend only on the snapshot (the text and the settings), so the analysis keeps them, per document,
/// made on first use by whichever thread asks (`Analysis.documentLayouts`).
final class DocumentLayouts: Sendable {
  let current: CurrentLayout
  /// The layouts in each environment the document's `when` blocks name (`declaredEnvironments`), made on first use:
  /// reading an item in the current environment (`Analysis.item(at:)`) does not lay the document out in the others.
  let declared: Lazy<[DeclaredLayout]>

  init(current: CurrentLayout, declared: @escaping @Sendable () -> [DeclaredLayout]) {
    self.current = current
    self.declared = Lazy(declared)
  }
}

/// The layout of a document in an environment its `when` blocks name.
struct DeclaredLayout: Sendable {
  var named: NamedEnvironment
  var items: LayoutItems
}

extension Analysis {
  /// The layouts of document `document` (see `DocumentLayouts`), from this snapshot's memo.
  func documentLayouts(_ document: Int) -> DocumentLayouts {
    documentLayoutsMemo.value(document) { [self] in
      let environment = environment(ofDocument: document)
      let current = CurrentLayout(
        environment: environment, items: layout(ofDocument: document, in: environment).items)
      // The size classes' environments are worked out here, their layouts on first use; the closure holds the source,
      // not the analysis, whose own memo keeps it (a cycle until the layouts were asked for).
      let named = declaredEnvironments(ofDocument: document)
      return DocumentLayouts(current: current) { [source] in
        named.map { DeclaredLayout(named: $0, items: source.layout(ofDocument: document, in: $0.environment).items) }
      }
    }
  }
}
