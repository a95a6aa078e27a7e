// Where each element's label goes: the largest text that fits inside its rectangle without covering what is
// drawn over it.

import TGLSemantics

/// One line of a label: the name part drawn dark, the detail part (size, markers) drawn lighter.
struct LabelLine: Equatable {
  var primary: String
  var secondary: String

  var text: String { [primary, secondary].filter { !$0.isEmpty }.joined(separator: " ") }
}

/// A label to draw: one or two lines at one font size, anchored at the centre or a corner of its block.
struct Label: Equatable {
  enum Anchor: Equatable { case start, middle, end }

  var lines: [LabelLine]
  var fontSize: Double
  /// The x of the anchor: the left edge, the centre or the right edge of the text block.
  var x: Double
  /// The top of the text block.
  var top: Double
  var anchor: Anchor
  /// A tag: a small filled badge on the container's outline, used when no plain label fits inside.
  var isTag = false
  /// For a tag outside its box: the line from the badge to the box.
  var leader: [Point] = []

  static let lineHeight = 1.2

  /// The baseline of line `index`: the line box's centre plus a third of the font size.
  func baseline(_ index: Int) -> Double {
    top + (Double(index) + 0.5) * fontSize * Label.lineHeight + fontSize * 0.34
  }
}

/// Chooses labels for the boxes of one panel.
enum LabelPlacement {
  static let inset = 2.0
  /// None below 9 px, which is no longer legible at 1×: a box too small for that is named by its tooltip or a tag.
  static let leafFontSizes: [Double] = [12, 11, 10, 9]
  static let containerFontSizes: [Double] = [11, 10, 9]

  /// The label of `boxes[index]`, or nil when no text fits. Leaves are labelled in the middle (name above size),
  /// containers in a corner (name and size on one line); text never leaves the rectangle and never covers a box
  /// drawn later that overlaps it (its children, or a sibling on top). Name and size at a readable size come
  /// first, then the name alone, then the last path component of an unnamed element.
  static func label(for index: Int, in boxes: [Box], _ obstacleIndex: ObstacleIndex, avoiding taken: RectGrid) -> Label? {
    let box = boxes[index]
    let obstacles = obstacleIndex.obstacles(after: index, overlapping: box.displayFrame)
    for phase in phases(box) {
      for fontSize in phase.fontSizes {
        for lines in phase.texts {
          for placement in placements(box.isLeaf) {
            guard let label = make(lines, fontSize, placement, in: box.displayFrame),
              !obstacles.contains(where: { intersects($0, bounds(of: label)) }), !taken.intersects(bounds(of: label))
            else { continue }
            return label
          }
        }
      }
    }
    return nil
  }

  enum Placement { case center, topLeft, topRight, bottomLeft, bottomRight }

  /// Texts tried at each font size of `fontSizes` (larger sizes first) before the next phase.
  struct Phase {
    var texts: [[LabelLine]]
    var fontSizes: [Double]
  }

  /// The texts to try, most informative first.
  static func phases(_ box: Box) -> [Phase] {
    let size = box.detailText
    let fontSizes = box.isLeaf ? leafFontSizes : containerFontSizes
    let readable = fontSizes.filter { $0 >= 9 }
    var full: [[LabelLine]] = []
    if box.isLeaf {
      full.append([LabelLine(primary: box.name, secondary: ""), LabelLine(primary: "", secondary: size)])
    }
    full.append([LabelLine(primary: box.name, secondary: size)])
    var out = [
      Phase(texts: full, fontSizes: readable),
      Phase(texts: [[LabelLine(primary: box.name, secondary: "")]], fontSizes: fontSizes),
    ]
    if box.shortName != box.name {
      out.append(
        Phase(
          texts: [
            [LabelLine(primary: box.shortName, secondary: size)], [LabelLine(primary: box.shortName, secondary: "")],
          ],
          fontSizes: fontSizes))
    }
    return out
  }

  static func placements(_ isLeaf: Bool) -> [Placement] {
    isLeaf
      ? [.center, .topLeft, .bottomLeft, .topRight, .bottomRight]
      : [.topLeft]
  }

  /// The label of `lines` at `fontSize` placed in `frame`, or nil when it does not fit inside.
  static func make(_ lines: [LabelLine], _ fontSize: Double, _ placement: Placement, in frame: Rect) -> Label? {
    let width = lines.map { SVGText.width($0.text, fontSize: fontSize) }.max() ?? 0
    let height = Double(lines.count) * fontSize * Label.lineHeight
    guard width + 2 * inset <= frame.width, height + 2 * inset <= frame.height else { return nil }
    let left = frame.x + inset
    let right = frame.maxX - inset
    let top = frame.y + inset
    let bottom = frame.maxY - inset - height
    switch placement {
    case .center:
      return Label(
        lines: lines, fontSize: fontSize, x: frame.x + frame.width / 2, top: frame.y + (frame.height - height) / 2,
        anchor: .middle)
    case .topLeft: return Label(lines: lines, fontSize: fontSize, x: left, top: top, anchor: .start)
    case .topRight: return Label(lines: lines, fontSize: fontSize, x: right, top: top, anchor: .end)
    case .bottomLeft: return Label(lines: lines, fontSize: fontSize, x: left, top: bottom, anchor: .start)
    case .bottomRight: return Label(lines: lines, fontSize: fontSize, x: right, top: bottom, anchor: .end)
    }
  }

  /// The rectangle a label covers.
  static func bounds(of label: Label) -> Rect {
    let width = label.lines.map { SVGText.width($0.text, fontSize: label.fontSize) }.max() ?? 0
    let height = Double(label.lines.count) * label.fontSize * Label.lineHeight
    let x: Double
    switch label.anchor {
    case .start: x = label.x
    case .middle: x = label.x - width / 2
    case .end: x = label.x - width
    }
    guard label.isTag else { return Rect(x: x, y: label.top, width: width, height: height) }
    return Rect(x: x - tagPadding, y: label.top - 1, width: width + 2 * tagPadding, height: height + 2)
  }

  /// True when the rectangles share some area (touching edges do not count).
  static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }
}
