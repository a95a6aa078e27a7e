// Dynamic Type: the user's text size setting, and how much it scales fonts.

/// UIKit's content size categories (`UIContentSizeCategory`), smallest first. `large` is the default.
///
/// Fonts scale as UIKit scales the body text style (`UIFontMetrics.default`): by the body size at the category over
/// its size at `large`, 17 points. The body sizes are those of Apple's Human Interface Guidelines, "Typography",
/// Dynamic Type sizes for iOS: 14, 15, 16, 17, 19, 21, 23 and, for the accessibility sizes, 28, 33, 40, 47, 53.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The largest category: what `tgl check --all-size-classes` also checks.
  public static let largest = ContentSizeCategory.accessibility5

  /// The body text style's size at this category, in points.
  public var bodySize: Double {
    switch self {
    case .xSmall: return 14
    case .small: return 15
    case .medium: return 16
    case .large: return 17
    case .xLarge: return 19
    case .xxLarge: return 21
    case .xxxLarge: return 23
    case .accessibility1: return 28
    case .accessibility2: return 33
    case .accessibility3: return 40
    case .accessibility4: return 47
    case .accessibility5: return 53
    }
  }

  /// The factor fonts are scaled by: the body size over 17.
  public var scale: Double { bodySize / 17 }

  /// `font` at this category (unchanged when it is `fixed`).
  public func scaled(_ font: Font) -> Font {
    self == .large || !font.scales ? font : Font(size: font.size * scale, weight: font.weight)
  }

  /// UIKit's name: `UIContentSizeCategory.accessibilityExtraExtraExtraLarge` for `accessibility5`.
  public var uikitName: String {
    switch self {
    case .xSmall: return "extraSmall"
    case .small: return "small"
    case .medium: return "medium"
    case .large: return "large"
    case .xLarge: return "extraLarge"
    case .xxLarge: return "extraExtraLarge"
    case .xxxLarge: return "extraExtraExtraLarge"
    case .accessibility1: return "accessibilityMedium"
    case .accessibility2: return "accessibilityLarge"
    case .accessibility3: return "accessibilityExtraLarge"
    case .accessibility4: return "accessibilityExtraExtraLarge"
    case .accessibility5: return "accessibilityExtraExtraExtraLarge"
    }
  }

  /// A category by its name here or UIKit's.
  public init?(name: String) {
    if let category = ContentSizeCategory(rawValue: name) {
      self = category
      return
    }
    guard let category = ContentSizeCategory.allCases.first(where: { $0.uikitName == name }) else { return nil }
    self = category
  }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.bodySize < rhs.bodySize
  }
}
