// What UILabel's and UIButton's `sizeThatFits` answer for a prepared text, and whether a frame shows all of it.

/// The size a label or button reports for its text, and how its lines came out.
public struct TextMeasurement: Sendable, Hashable {
  /// The size, rounded up to the pixel grid (UIKit's `sizeThatFits` does the same).
  public var width: Double
  public var height: Double
  /// The lines shown (at most the line limit).
  public var lineCount: Int
  /// The lines the text needs at that width with no limit.
  public var neededLines: Int

  public init(width: Double, height: Double, lineCount: Int, neededLines: Int) {
    self.width = width
    self.height = height
    self.lineCount = lineCount
    self.neededLines = neededLines
  }
}

/// How a label or button measures its text: UILabel's rules, or UIButton's (a title label plus content insets).
public struct TextBox: Sendable {
  public let prepared: PreparedText
  /// `numberOfLines`: 0 for as many as needed.
  public var lineLimit: Int { shape.lineLimit }
  /// True for a button: its title is measured as a label, and the button adds `buttonInsets`.
  public var isButton: Bool { shape.isButton }
  /// The screen scale: sizes are rounded up to 1/scale.
  public var scale: Double { shape.scale }
  /// The box without its text (plain values).
  public let shape: Shape

  /// What checking a frame reads of a text's line breaking (`truncation(width:height:breaks:)`), apart from the text:
  /// a reader that holds the text where it need not copy it (a layout's text shared between layouts) measures with
  /// the shape and the text it holds, where a box made for it copied the text (a reference to each of its parts).
  public struct Shape: Sendable {
    /// `numberOfLines`: 0 for as many as needed.
    public let lineLimit: Int
    public let isButton: Bool
    public let scale: Double

    /// A negative line limit is 0 (as many as needed); a scale that is not positive and finite is 1.
    public init(lineLimit: Int, isButton: Bool, scale: Double) {
      self.lineLimit = max(0, lineLimit)
      self.isButton = isButton
      self.scale = scale.isFinite && scale > 0 ? scale : 1
    }
  }

  /// What a default UIButton adds around its title label: nothing across, 12 points down (6 above and below).
  /// An assumption from the commonly observed natural size of a default system button, 30 points high with 15 pt
  /// system text (whose label is 18 points high); see docs/language.md, "Text".
  public static let buttonInsets = (width: 0.0, height: 12.0)

  public init(_ prepared: PreparedText, shape: Shape) {
    self.prepared = prepared
    self.shape = shape
  }

  /// `sizeThatFits(CGSize(width: maxWidth, height: 0))` (`Shape.sizeThatFits(_:maxWidth:)`).
  public func sizeThatFits(maxWidth: Double?) -> TextMeasurement { shape.sizeThatFits(prepared, maxWidth: maxWidth) }

  /// Rounds up to the pixel grid, ignoring the last bits of floating-point noise (45.000000001 is 45).
  public func ceilToPixel(_ value: Double) -> Double { shape.ceilToPixel(value) }

  /// How the text fits in a frame of `width` × `height` points: nil when it shows whole, else what it needs.
  public func truncation(width: Double, height: Double) -> Truncation? {
    shape.truncation(prepared, width: width, height: height, breaks: prepared)
  }

  /// `truncation(width:height:)` with the text's line counts taken from `breaks`, which must give what this box's
  /// prepared text gives (a layout keeps them with its measurements, so that checking a frame does not break the
  /// text into lines again).
  @inlinable public func truncation<B: LineBreaks>(width: Double, height: Double, breaks: B) -> Truncation? {
    shape.truncation(prepared, width: width, height: height, breaks: breaks)
  }
}

extension TextBox.Shape {
  /// `sizeThatFits(CGSize(width: maxWidth, height: 0))` of `prepared` in a box of this shape: the text broken into
  /// lines at `maxWidth` (nil or not positive: unbounded), at most `lineLimit` of them; the widest shown line and the
  /// lines' height, each rounded up to the pixel grid. A single-line label is never wrapped: it is as wide as its
  /// text, at most `maxWidth`. A button adds `buttonInsets` (TangramKit: the title's height + the button's natural
  /// height − the title's).
  public func sizeThatFits(_ prepared: borrowing PreparedText, maxWidth: Double?) -> TextMeasurement {
    var m = labelSize(prepared, maxWidth: maxWidth)
    if isButton {
      m.width = ceilToPixel(m.width + TextBox.buttonInsets.width)
      m.height = ceilToPixel(m.height + TextBox.buttonInsets.height)
    }
    return m
  }

  func labelSize(_ prepared: borrowing PreparedText, maxWidth: Double?) -> TextMeasurement {
    guard !prepared.isEmpty else { return TextMeasurement(width: 0, height: 0, lineCount: 0, neededLines: 0) }
    let bound = maxWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    // The lines are counted and measured, not made (an array of lines per measurement was most of its cost).
    if lineLimit == 1 {
      let width = prepared.firstLineWidth
      let needed = prepared.lineCount(maxWidth: bound)
      return TextMeasurement(
        width: ceilToPixel(min(width, bound ?? width)), height: ceilToPixel(prepared.lineHeight), lineCount: 1,
        neededLines: needed)
    }
    let lines = prepared.lineCount(maxWidth: bound, widestOfFirst: lineLimit == 0 ? Int.max : lineLimit)
    let shown = lineLimit == 0 ? lines.count : min(lines.count, lineLimit)
    let widest = lines.widest
    return TextMeasurement(
      width: ceilToPixel(bound.map { min(widest, $0) } ?? widest), height: ceilToPixel(Double(shown) * prepared.lineHeight),
      lineCount: shown, neededLines: lines.count)
  }

  /// Rounds up to the pixel grid, ignoring the last bits of floating-point noise (45.000000001 is 45).
  public func ceilToPixel(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return (value * scale - PixelGrid.noiseTolerance).rounded(.up) / scale
  }

  /// How `prepared` fits in a frame of `width` × `height` points in a box of this shape, its line counts taken from
  /// `breaks` (which must give what `prepared` gives): nil when it shows whole, else what it needs.
  @inlinable public func truncation<B: LineBreaks>(
    _ prepared: borrowing PreparedText, width: Double, height: Double, breaks: B
  ) -> Truncation? {
    guard !prepared.isEmpty else { return nil }
    let titleHeight = isButton ? height - TextBox.buttonInsets.height : height
    let titleWidth = isButton ? width - TextBox.buttonInsets.width : width
    let tolerance = 0.5 / scale + 1e-6
    if lineLimit == 1 {
      let naturalCount = breaks.lineCount(maxWidth: nil)
      if naturalCount > 1 {
        return Truncation(neededLines: naturalCount, shownLines: 1, neededWidth: nil, neededHeight: nil, lineLimit: 1)
      }
      let needed = prepared.firstLineWidth
      if needed > titleWidth + tolerance {
        return Truncation(neededLines: 1, shownLines: 1, neededWidth: ceilToPixel(needed), neededHeight: nil, lineLimit: 1)
      }
      if prepared.lineHeight > titleHeight + tolerance {
        return Truncation(
          neededLines: 1, shownLines: 0, neededWidth: nil, neededHeight: ceilToPixel(prepared.lineHeight),
          lineLimit: 1)
      }
      return nil
    }
    let lines = breaks.lineCount(maxWidth: titleWidth > 0 ? titleWidth : nil)
    let fitting = prepared.lineHeight > 0 ? Int(((titleHeight + tolerance) / prepared.lineHeight).rounded(.down)) : 0
    let allowed = lineLimit == 0 ? lines : min(lines, lineLimit)
    let shown = max(0, min(allowed, fitting))
    guard shown < lines else { return nil }
    return Truncation(
      neededLines: lines, shownLines: shown, neededWidth: nil,
      neededHeight: ceilToPixel(Double(lines) * prepared.lineHeight), lineLimit: lineLimit)
  }
}

/// What checking a frame reads of a text's line breaking (`TextBox.truncation(width:height:breaks:)`): a prepared
/// text answers by breaking itself; a cache of the answers gives the same numbers without breaking it again.
public protocol LineBreaks {
  /// `lines(maxWidth:).count` of the text (nil or not positive: unbounded).
  func lineCount(maxWidth: Double?) -> Int
}

extension PreparedText: LineBreaks {}

/// A text that does not show whole in its frame.
public struct Truncation: Sendable, Hashable {
  /// The lines the text needs at the frame's width (for a single-line label: its line-feed-separated lines).
  public var neededLines: Int
  /// The whole lines the frame shows.
  public var shownLines: Int
  /// For a single-line label too narrow for its text: the width the line needs.
  public var neededWidth: Double?
  /// For a label too low for its lines: the height they need.
  public var neededHeight: Double?
  /// The label's `numberOfLines`.
  public var lineLimit: Int

  public init(neededLines: Int, shownLines: Int, neededWidth: Double?, neededHeight: Double?, lineLimit: Int) {
    self.neededLines = neededLines
    self.shownLines = shownLines
    self.neededWidth = neededWidth
    self.neededHeight = neededHeight
    self.lineLimit = lineLimit
  }
}

/// The screen's pixel grid, as text measurement and the layout engine snap to it.
public enum PixelGrid {
  /// Floating-point noise, in pixels, that snapping ignores: the error of a few sums of coordinates below a million
  /// points is far below it, and no written value lies that close to a pixel edge. Text measurement (`ceilToPixel`)
  /// and the engine's rounding of halves share it, so that a value reached two ways lands on the same pixel.
  /// Inlinable, so that the engine's rounding, on every frame, reads a constant and not another module's global.
  @inlinable public static var noiseTolerance: Double { 1e-7 }
}
