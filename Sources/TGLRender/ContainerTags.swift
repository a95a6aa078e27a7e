// The labels of a panel: each in the one place its kind gets (leaves in the middle, containers in the top-left
// corner inside), and only where nothing else is drawn.

import TGLSemantics

extension LabelPlacement {
  /// Space between a tag's text and its badge's edge (`Label.isTag`).
  static let tagPadding = 3.0

  /// The labels of every box (nil where nothing fits, and for spacers, whose dashes and spring say enough).
  /// A container's name goes in its top-left corner inside, never on a badge over its outline: badges covered
  /// the neighbour above and 1-pt separators. A container with no free corner is named by its tooltip (and the
  /// preview's hover).
  static func labels(for boxes: [Box], within area: Rect) -> [Label?] {
    let obstacles = ObstacleIndex(boxes)
    return boxes.indices.map { boxes[$0].style == .spacer ? nil : label(for: $0, in: boxes, obstacles) }
  }

  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
  }
}
