// What a leaf shows, as opposed to where it goes: the extension point for content properties.

import TGLSemantics

/// The statements that give a leaf its content. Layout properties are written elsewhere; this is the one place for
/// the properties that say what a label, button or image shows, so that new content properties (a label's `text`,
/// `font` and `lines`) are added here and nowhere else.
enum LeafContent {
  /// The statements for `element`'s content, on the view `view`. `properties` are the element's own (the default
  /// size class): content does not vary by size class in UIKit.
  static func statements(for element: Element, properties: Properties, view: String) -> [String] {
    guard !element.kind.isContainer else { return [] }
    var lines: [String] = []
    if let size = properties.intrinsic {
      // tgl lays a wrapped leaf out at its `intrinsic` size. A plain UIView answers `sizeThatFits` with its current
      // size (code notes §7), so this initial size is what `wrap` gives; a label, button or image measures its
      // content instead once it has some.
      lines.append(
        "\(view).frame.size = CGSize(width: \(SwiftValues.number(size.width)), "
          + "height: \(SwiftValues.number(size.height)))  // intrinsic")
    }
    return lines
  }
}
