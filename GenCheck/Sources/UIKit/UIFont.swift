// Fonts: UIKit's system font at a size and weight, and Dynamic Type's `UIFontMetrics`.

/// A font, as much of UIKit's `UIFont` as generated code uses: the system font at a point size and weight.
open class UIFont: @unchecked Sendable {
  public let pointSize: CGFloat
  /// The weight the font was made with (UIKit keeps it in the font descriptor's traits).
  package let weight: Weight
  /// Whether `UIFontMetrics` made the font: it follows Dynamic Type (tgl's fonts not marked `fixed`).
  package let followsContentSize: Bool

  package init(pointSize: CGFloat, weight: Weight, followsContentSize: Bool) {
    self.pointSize = pointSize
    self.weight = weight
    self.followsContentSize = followsContentSize
  }

  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular, followsContentSize: false)
  }

  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight, followsContentSize: false)
  }
}

extension UIFont {
  /// UIKit's font weights; the raw values are UIKit's (`UIFontWeightRegular` is 0).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
}

/// Scales fonts for the user's content size (Dynamic Type). Here there is no content size: the scaled font has the
/// size it was given, and remembers that it follows Dynamic Type, which is what the rebuilt document says.
public final class UIFontMetrics: Sendable {
  /// The metrics of the body text style, which tgl scales every font by (language §9.12).
  public static let `default` = UIFontMetrics()

  public init() {}

  public func scaledFont(for font: UIFont) -> UIFont {
    UIFont(pointSize: font.pointSize, weight: font.weight, followsContentSize: true)
  }
}
