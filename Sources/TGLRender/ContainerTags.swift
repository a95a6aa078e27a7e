// Tags: the labels of containers that have no free corner inside, drawn as small badges on their outline.

import TGLSemantics

extension LabelPlacement {
  static let tagFontSizes: [Double] = [10, 9, 8]
  /// Space between a tag's text and its badge's edge.
  static let tagPadding = 3.0
  /// Distance between a tag and the corner of its container.
  static let tagIndent = 6.0

  /// The labels of every box (nil where nothing fits, and for spacers, whose dashes and spring say enough):
  /// plain labels inside first, then tags for the containers that got none. A tag stays inside `area` and
  /// covers no other label or tag.
  static func labels(for boxes: [Box], within area: Rect) -> [Label?] {
    let obstacles = ObstacleIndex(boxes)
    var labels = boxes.indices.map { boxes[$0].style == .spacer ? nil : label(for: $0, in: boxes, obstacles) }
    var taken = labels.compactMap { $0.map(bounds(of:)) }
    for index in boxes.indices where labels[index] == nil && !boxes[index].isLeaf {
      guard let tag = tag(for: boxes[index], avoiding: taken, within: area) else { continue }
      labels[index] = tag
      taken.append(bounds(of: tag))
    }
    return labels
  }

  /// A tag centred on the top edge (left, then right), else on the bottom edge.
  static func tag(for box: Box, avoiding taken: [Rect], within area: Rect) -> Label? {
    var texts = [
      [LabelLine(primary: box.name, secondary: box.detailText)], [LabelLine(primary: box.name, secondary: "")],
    ]
    if box.shortName != box.name {
      texts += [
        [LabelLine(primary: box.shortName, secondary: box.detailText)],
        [LabelLine(primary: box.shortName, secondary: "")],
      ]
    }
    let frame = box.displayFrame
    for lines in texts {
      for fontSize in tagFontSizes {
        let width = lines.map { SVGText.width($0.text, fontSize: fontSize) }.max() ?? 0
        let height = fontSize * Label.lineHeight
        guard width + 2 * tagPadding + 2 * tagIndent <= frame.width else { continue }
        for edgeY in [frame.y, frame.maxY] {
          for x in [frame.x + tagIndent + tagPadding, frame.maxX - tagIndent - tagPadding - width] {
            let tag = Label(
              lines: lines, fontSize: fontSize, x: x, top: edgeY - height / 2, anchor: .start, isTag: true)
            let covered = bounds(of: tag)
            guard contains(area, covered), !taken.contains(where: { intersects($0, covered) }) else { continue }
            return tag
          }
        }
      }
    }
    return nil
  }

  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
  }
}
