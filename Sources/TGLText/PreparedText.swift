// A text measured once for a font: the advance and break class of each character, broken into lines on demand.

/// A text ready to be broken into lines: each grapheme cluster's advance at one font, in that font's units.
///
/// Preparing walks the text once (grapheme clusters, table lookups); breaking into lines then only adds numbers.
public struct PreparedText: Sendable {
  public let text: String
  public let font: Font
  /// Points per font unit at this size.
  let pointsPerUnit: Double
  let clusters: [Cluster]
  /// The height of one line, in points (unrounded).
  public let lineHeight: Double
  /// The distance from the top of the first line to its baseline, in points.
  public let ascent: Double
  /// `lines(maxWidth: nil).first?.width ?? 0`: the width of the text up to its first line feed, which a single-line
  /// label shows and its measurement and truncation check read (found once here rather than at each).
  public let firstLineWidth: Double

  public init(_ text: String, font: Font, metrics: FontMetrics) {
    self.text = text
    self.font = font
    let size = font.size.isFinite && font.size > 0 ? font.size : 0
    pointsPerUnit = size / metrics.unitsPerEm
    lineHeight = metrics.lineHeight(size)
    ascent = metrics.baseline(size)
    let face = metrics.face(font.weight)
    var clusters: [Cluster] = []
    // Printable ASCII, line feeds and tabs: one cluster per byte, without grapheme breaking (most texts).
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) {
      clusters.reserveCapacity(text.utf8.count)
      for (offset, byte) in text.utf8.enumerated() {
        clusters.append(CharacterClassifier.ascii(byte, face: face, offset: offset))
      }
    } else {
      var offset = 0
      for character in text {
        clusters.append(
          CharacterClassifier.classify(character, face: face, unitsPerEm: metrics.unitsPerEm, offset: offset))
        offset += character.utf8.count
      }
    }
    self.clusters = clusters
    firstLineWidth =
      clusters.isEmpty ? 0 : LineBreaker(clusters: clusters, limit: .infinity).nextLine(from: 0).width * pointsPerUnit
  }

  /// True for the empty text.
  public var isEmpty: Bool { clusters.isEmpty }

  /// The text broken into lines no wider than `maxWidth` points (nil or not positive: unbounded, so lines end only
  /// at line feeds). Breaks come after spaces and hyphens and around CJK characters; a word longer than the line is
  /// broken between characters; trailing spaces do not count; every line holds at least one character.
  public func lines(maxWidth: Double?) -> [TextLine] {
    var breaker = LineBreaker(clusters: clusters, limit: limitInUnits(maxWidth))
    return breaker.run().map { line in
      TextLine(
        clusters: line.start..<line.end, width: line.width * pointsPerUnit,
        utf8: utf8Range(line.start, line.visibleEnd))
    }
  }

  /// `lines(maxWidth:).count`, without making the lines.
  public func lineCount(maxWidth: Double?) -> Int {
    lineCount(maxWidth: maxWidth, widestOfFirst: 0).count
  }

  /// `lines(maxWidth:).count`, and the greatest width among the first `first` lines, without making the lines.
  func lineCount(maxWidth: Double?, widestOfFirst first: Int) -> (count: Int, widest: Double) {
    let breaker = LineBreaker(clusters: clusters, limit: limitInUnits(maxWidth))
    var count = 0
    var widest: Double?
    var start = 0
    while start < clusters.count {
      let line = breaker.nextLine(from: start)
      // Each width as `lines(maxWidth:)` gives it.
      if count < first { widest = Swift.max(widest ?? -.infinity, line.width * pointsPerUnit) }
      count += 1
      start = line.end
    }
    return (count, widest ?? 0)
  }

  /// A width in points as the breaker's limit in font units (nil or not positive: unbounded).
  func limitInUnits(_ maxWidth: Double?) -> Double {
    guard let maxWidth, maxWidth > 0, maxWidth.isFinite, pointsPerUnit > 0 else { return .infinity }
    // A hair of tolerance, so that text measured at exactly its own width fits.
    return maxWidth / pointsPerUnit + 1e-6
  }

  /// The width of the text on one line, without breaking (the widest of its line-feed-separated lines).
  public var naturalWidth: Double { lines(maxWidth: nil).map(\.width).max() ?? 0 }

  /// The characters of a line, trailing spaces and line feed dropped.
  public func string(of line: TextLine) -> String {
    let bytes = Array(text.utf8)
    let lower = max(0, min(bytes.count, line.utf8.lowerBound))
    let upper = max(lower, min(bytes.count, line.utf8.upperBound))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  func utf8Range(_ start: Int, _ end: Int) -> Range<Int> {
    let total = text.utf8.count
    let lower = start < clusters.count ? Int(clusters[start].offset) : total
    let upper = end < clusters.count ? Int(clusters[end].offset) : total
    return lower..<max(lower, upper)
  }
}

/// One line of a broken text.
public struct TextLine: Sendable, Hashable {
  /// The clusters the line takes, trailing spaces and its line feed included.
  public var clusters: Range<Int>
  /// Its width in points, trailing spaces excluded.
  public var width: Double
  /// The UTF-8 range of its visible characters in the text.
  public var utf8: Range<Int>
}

/// Greedy line breaking over clusters: each line takes as much as fits, broken at the last opportunity.
struct LineBreaker {
  struct Line {
    var start: Int
    /// Exclusive; includes hanging spaces and the line feed.
    var end: Int
    /// Exclusive end of the visible characters (trailing spaces dropped).
    var visibleEnd: Int
    var width: Double
  }

  let clusters: [Cluster]
  let limit: Double

  mutating func run() -> [Line] {
    var lines: [Line] = []
    guard !clusters.isEmpty else { return lines }
    var start = 0
    while start < clusters.count {
      let line = nextLine(from: start)
      lines.append(line)
      start = line.end
    }
    // A line feed at the very end starts no line of its own (CoreText's suggested frame size ignores it).
    return lines
  }

  /// The line that starts at `start`.
  func nextLine(from start: Int) -> Line {
    var width = 0.0
    /// Width of the spaces since the last visible character: they count only if something follows on the line.
    var pending = 0.0
    var visibleEnd = start
    var lastBreak: (end: Int, visibleEnd: Int, width: Double)?
    var i = start
    while i < clusters.count {
      let c = clusters[i]
      switch c.breakClass {
      case .newline:
        return Line(start: start, end: i + 1, visibleEnd: visibleEnd, width: width)
      case .space:
        pending += c.advance
      default:
        let candidate = width + pending + c.advance
        if candidate > limit && i > start && visibleEnd > start {
          if let lastBreak {
            return Line(start: start, end: lastBreak.end, visibleEnd: lastBreak.visibleEnd, width: lastBreak.width)
          }
          // No opportunity on this line: break the word between characters.
          return Line(start: start, end: i, visibleEnd: visibleEnd, width: width)
        }
        width = candidate
        pending = 0
        visibleEnd = i + 1
      }
      if canBreak(after: i) {
        // A break after a run of spaces takes the spaces onto this line, where they hang.
        lastBreak = (i + 1, visibleEnd, width)
      }
      i += 1
    }
    return Line(start: start, end: clusters.count, visibleEnd: visibleEnd, width: width)
  }

  /// Whether the line may end after cluster `i` (the next line starting at `i + 1`): never before a space, a line
  /// feed or closing punctuation, nor after opening punctuation; always after spaces, hyphens and zero-width
  /// spaces; and before or after a CJK character.
  func canBreak(after i: Int) -> Bool {
    guard i + 1 < clusters.count else { return false }
    let here = clusters[i]
    let next = clusters[i + 1]
    switch next.breakClass {
    case .space, .newline, .closing: return false
    default: break
    }
    switch here.breakClass {
    case .opening: return false
    case .space, .zeroWidthBreak, .hyphen: return true
    default: return here.wide || next.wide
    }
  }
}
