// A font as a label or button names it: a size in points and a UIFont weight.

/// UIFont's weights, lightest first (`UIFont.Weight.ultraLight` … `.black`).
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Comparable {
  case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The CSS weight of the same name (100 … 900), for SVG.
  public var cssWeight: Int {
    switch self {
    case .ultralight: return 100
    case .thin: return 200
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.cssWeight < rhs.cssWeight }
}

/// A font size and weight; the family comes from the `FontMetrics` it is measured with.
public struct Font: Sendable, Hashable {
  /// The size in points (the em).
  public var size: Double
  public var weight: FontWeight
  /// False for a font that ignores Dynamic Type (`font: 17, semibold, fixed`): a font not made with
  /// `UIFontMetrics` or a text style, such as a navigation bar's title.
  public var scales: Bool

  public init(size: Double, weight: FontWeight = .regular, scales: Bool = true) {
    self.size = size
    self.weight = weight
    self.scales = scales
  }

  /// UILabel's default font: the system font at 17 points.
  public static let labelDefault = Font(size: 17)
  /// UIButton's default title font: the system font at 15 points.
  public static let buttonDefault = Font(size: 15)

  /// `17 pt`, `15 pt bold`, `46.76 pt` (at most two decimals).
  public var description: String {
    let rounded = (size * 100).rounded() / 100
    let text = rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    return (weight == .regular ? "\(text) pt" : "\(text) pt \(weight.rawValue)") + (scales ? "" : " fixed")
  }
}
