// The labels of a panel in the blueprint: each inside its box where it fits without covering a text or another
// label, else (for a leaf) a tag outside the box with a leader line to it, else none (the tooltip and the
// preview's hover name it). A label never covers a label's text: its halo once erased "Welcome back" under
// `welcome 202.67×34`.

import TGLSemantics

extension LabelPlacement {
  /// Space between a tag's text and its badge's edge (`Label.isTag`).
  static let tagPadding = 3.0
  /// The length of a leader line: the gap between a tag outside its box and the box.
  static let leaderGap = 6.0
  /// Font sizes of tags outside their box: none below 9 px, which is no longer legible at 1×.
  static let tagFontSizes: [Double] = [10, 9]

  /// The labels of every box (nil where nothing fits, and for spacers, whose dashes and spring say enough).
  /// A container's name goes in its top-left corner inside, never on a badge over its outline: badges covered
  /// the neighbour above and 1-pt separators. A container with no free corner is named by its tooltip (and the
  /// preview's hover). Labels are placed in drawing order; each avoids every text and every label placed before.
  static func labels(for boxes: [Box], within area: Rect) -> [Label?] {
    let obstacles = ObstacleIndex(boxes)
    var taken = RectGrid(boxes.flatMap { box in box.text.map { $0.lineRects(in: box.frame) } ?? [] })
    let leaves = RectGrid(boxes.filter { $0.isLeaf && $0.style == .solid }.map(\.displayFrame))
    return boxes.indices.map { index in
      guard boxes[index].style != .spacer else { return nil }
      var label = label(for: index, in: boxes, obstacles, avoiding: taken)
      if label == nil, boxes[index].isLeaf { label = outsideTag(boxes[index], within: area, taken, leaves) }
      if let label { taken.insert(bounds(of: label)) }
      return label
    }
  }

  /// A tag beside `box` (above, below, then to either side, then a row farther above or below) that stays in
  /// `area` and covers no text or label; one that covers no other leaf is preferred.
  static func outsideTag(_ box: Box, within area: Rect, _ taken: RectGrid, _ leaves: RectGrid) -> Label? {
    let frame = box.displayFrame
    guard frame.width.isFinite, frame.height.isFinite else { return nil }
    for avoidLeaves in [true, false] {
      for fontSize in tagFontSizes {
        for text in [[LabelLine(primary: box.name, secondary: box.detailText)], [LabelLine(primary: box.name, secondary: "")]] {
          let width = SVGText.width(text[0].text, fontSize: fontSize) + 2 * tagPadding
          let height = fontSize * Label.lineHeight + 2
          for badge in tagCandidates(frame, width: width, height: height) {
            guard contains(area, badge), !taken.intersects(badge), !(avoidLeaves && leaves.intersects(badge)) else {
              continue
            }
            var label = Label(
              lines: text, fontSize: fontSize, x: badge.x + tagPadding, top: badge.y + 1, anchor: .start)
            label.isTag = true
            label.leader = leader(from: badge, to: frame)
            return label
          }
        }
      }
    }
    return nil
  }

  /// Where a tag of `width` × `height` may go around `frame`, best first.
  static func tagCandidates(_ frame: Rect, width: Double, height: Double) -> [Rect] {
    let gap = leaderGap
    let above = frame.y - gap - height
    let below = frame.maxY + gap
    let middle = frame.y + frame.height / 2 - height / 2
    let right = frame.maxX - width
    return [
      Rect(x: frame.x, y: above, width: width, height: height),
      Rect(x: frame.x, y: below, width: width, height: height),
      Rect(x: right, y: above, width: width, height: height),
      Rect(x: right, y: below, width: width, height: height),
      Rect(x: frame.maxX + gap, y: middle, width: width, height: height),
      Rect(x: frame.x - gap - width, y: middle, width: width, height: height),
      Rect(x: frame.x, y: above - height - gap, width: width, height: height),
      Rect(x: frame.x, y: below + height + gap, width: width, height: height),
    ]
  }

  /// The leader line from the badge to the nearest point of the box's edge.
  static func leader(from badge: Rect, to frame: Rect) -> [Point] {
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { min(max(value, low), high) }
    let onBox = Point(
      x: clamp(badge.x + badge.width / 2, frame.x, frame.maxX), y: clamp(badge.y + badge.height / 2, frame.y, frame.maxY))
    let onBadge = Point(x: clamp(onBox.x, badge.x, badge.maxX), y: clamp(onBox.y, badge.y, badge.maxY))
    return [onBadge, onBox]
  }

  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
  }
}
