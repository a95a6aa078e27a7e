// Whether two models lay out the same: everything the engine reads, ignoring where the source text sits.

import TGLSemantics

extension LayoutDocument {
  /// True when `other` has the same directives and an element tree with the same kinds, names, properties,
  /// variants and children; source ranges are ignored, so an edit elsewhere in the file leaves this true.
  func hasSameLayout(as other: LayoutDocument) -> Bool {
    canvas == other.canvas && scale == other.scale && root.hasSameLayout(as: other.root)
  }
}

extension Element {
  func hasSameLayout(as other: Element) -> Bool {
    guard kind == other.kind, name == other.name, properties == other.properties,
      variants.count == other.variants.count, children.count == other.children.count
    else { return false }
    for (mine, theirs) in zip(variants, other.variants)
    where mine.condition != theirs.condition || mine.overrides != theirs.overrides {
      return false
    }
    for index in children.indices where !children[index].hasSameLayout(as: other.children[index]) {
      return false
    }
    return true
  }
}
