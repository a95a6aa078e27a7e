// TangramKit's value types: orientation, visibility, gravity, shrink type, weights, path spacing, radians, size
// classes. Raw values of option sets are this interface's own (TangramKit's are not part of its documented API).

import UIKit

/// The direction a sequential layout stacks its subviews in.
public enum TGOrientation: Sendable {
  case vert
  case horz
}

/// `tg_visibility`: invisible views keep their space, gone views do not.
public enum TGVisibility: Sendable {
  case visible
  case invisible
  case gone
}

/// A gravity: a horizontal part (the low 16 bits) and a vertical part (the high 16 bits).
public struct TGGravity: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let none = TGGravity([])

  /// The horizontal parts.
  public enum horz {
    public static let left = TGGravity(rawValue: 1)
    public static let center = TGGravity(rawValue: 2)
    public static let right = TGGravity(rawValue: 4)
    public static let windowCenter = TGGravity(rawValue: 8)
    public static let between = TGGravity(rawValue: 16)
    public static let leading = TGGravity(rawValue: 32)
    public static let trailing = TGGravity(rawValue: 64)
    public static let around = TGGravity(rawValue: 128)
    public static let among = TGGravity(rawValue: 256)
    public static let fill: TGGravity = [left, center, right]
    public static let mask = TGGravity(rawValue: 0xFFFF)
  }

  /// The vertical parts.
  public enum vert {
    public static let top = TGGravity(rawValue: 1 << 16)
    public static let center = TGGravity(rawValue: 2 << 16)
    public static let bottom = TGGravity(rawValue: 4 << 16)
    public static let windowCenter = TGGravity(rawValue: 8 << 16)
    public static let between = TGGravity(rawValue: 16 << 16)
    public static let baseline = TGGravity(rawValue: 32 << 16)
    public static let around = TGGravity(rawValue: 128 << 16)
    public static let among = TGGravity(rawValue: 256 << 16)
    public static let fill: TGGravity = [top, center, bottom]
    public static let mask = TGGravity(rawValue: 0xFFFF << 16)
  }

  public static let center: TGGravity = [horz.center, vert.center]
  public static let fill: TGGravity = [horz.fill, vert.fill]
  public static let between: TGGravity = [horz.between, vert.between]
  public static let around: TGGravity = [horz.around, vert.around]
  public static let among: TGGravity = [horz.among, vert.among]
}

/// Both parts of two gravities: `&` keeps the bits of both, as TangramKit's operator does.
public func & (left: TGGravity, right: TGGravity) -> TGGravity { TGGravity(rawValue: left.rawValue & right.rawValue) }

/// Whether a flow's last line gets the between/around/among/fill treatment.
public enum TGGravityPolicy: Sendable {
  case no
  case always
  case auto
}

/// How a linear layout takes back an overflow: a mode and a target.
public struct TGSubviewsShrinkType: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let none = TGSubviewsShrinkType([])
  public static let average = TGSubviewsShrinkType(rawValue: 1)
  public static let weight = TGSubviewsShrinkType(rawValue: 2)
  public static let auto = TGSubviewsShrinkType(rawValue: 4)
  public static let size = TGSubviewsShrinkType([])
  public static let space = TGSubviewsShrinkType(rawValue: 16)
}

/// A weight in percent: `20%` is 20.
public struct TGWeight: Sendable, Hashable {
  public static let zeroWeight = TGWeight(0)
  package var value: CGFloat

  public init(_ value: Int) { self.value = CGFloat(value) }
  public init(_ value: Double) { self.value = CGFloat(value) }
  public init(_ value: Float) { self.value = CGFloat(value) }
  public init(_ value: CGFloat) { self.value = value }
  public init(_ value: TGWeight) { self.value = value.value }

  /// The percentage.
  public var rawValue: CGFloat { value }
}

postfix operator %

/// `20%`: a weight of 20 percent.
public postfix func % (value: CGFloat) -> TGWeight { TGWeight(value) }
public postfix func % (value: Int) -> TGWeight { TGWeight(value) }

public func + (lhs: TGWeight, rhs: TGWeight) -> TGWeight { TGWeight(lhs.value + rhs.value) }
public func += (lhs: inout TGWeight, rhs: TGWeight) { lhs.value += rhs.value }
public func -= (lhs: inout TGWeight, rhs: TGWeight) { lhs.value -= rhs.value }

/// How a path layout spreads its subviews.
public enum TGPathSpaceType: Equatable, Sendable {
  case flexed
  case fixed(CGFloat)
  case count(Int)
}

/// An angle: `value` in radians, `angle` in degrees.
public struct TGRadian: Sendable, Hashable {
  public var value: CGFloat

  public init(angle: CGFloat) { value = angle * .pi / 180 }
  public init(value: CGFloat) { self.value = value }
  public init(_ radian: TGRadian) { value = radian.value }

  public var angle: CGFloat { value * 180 / .pi }
}

/// A size class: the default one, an orientation, or a combination of width and height classes and a screen.
public enum TGSizeClassType: Hashable, Sendable {
  public enum Width: Sendable { case any, compact, regular }
  public enum Height: Sendable { case any, compact, regular }
  public enum Screen: Sendable { case portrait, landscape }

  case `default`
  case portrait
  case landscape
  case comb(Width, Height, Screen?)

  /// TangramKit's key (code notes §8): width compact 1, regular 2; height compact 4, regular 8; portrait 64,
  /// landscape 128.
  package var key: Int {
    switch self {
    case .default: return 0
    case .portrait: return 64
    case .landscape: return 128
    case .comb(let w, let h, let s):
      let wk = w == .compact ? 1 : w == .regular ? 2 : 0
      let hk = h == .compact ? 4 : h == .regular ? 8 : 0
      let sk = s == .portrait ? 64 : s == .landscape ? 128 : 0
      return wk | hk | sk
    }
  }
}

extension IndexPath {
  /// A table cell: a row and a column.
  public init(row: Int, col: Int) { self.init(indexes: [row, col]) }
}
