// The `tg_` members of every view: they write the default size class.

import UIKit

extension UIView {
  public var tg_left: TGLayoutPos { tgDefault.tg_left }
  public var tg_right: TGLayoutPos { tgDefault.tg_right }
  public var tg_leading: TGLayoutPos { tgDefault.tg_leading }
  public var tg_trailing: TGLayoutPos { tgDefault.tg_trailing }
  public var tg_top: TGLayoutPos { tgDefault.tg_top }
  public var tg_bottom: TGLayoutPos { tgDefault.tg_bottom }
  public var tg_centerX: TGLayoutPos { tgDefault.tg_centerX }
  public var tg_centerY: TGLayoutPos { tgDefault.tg_centerY }
  public var tg_baseline: TGLayoutPos { tgDefault.tg_baseline }
  public var tg_width: TGLayoutSize { tgDefault.tg_width }
  public var tg_height: TGLayoutSize { tgDefault.tg_height }

  public var tg_useFrame: Bool {
    get { tgDefault.tg_useFrame }
    set { tgDefault.tg_useFrame = newValue }
  }
  public var tg_noLayout: Bool {
    get { tgDefault.tg_noLayout }
    set { tgDefault.tg_noLayout = newValue }
  }
  /// Also hides the view (UIKit's `isHidden`) unless it is visible.
  public var tg_visibility: TGVisibility {
    get { tgDefault.tg_visibility }
    set {
      tgDefault.tg_visibility = newValue
      isHidden = newValue != .visible
    }
  }
  public var tg_alignment: TGGravity {
    get { tgDefault.tg_alignment }
    set { tgDefault.tg_alignment = newValue }
  }
  public var tg_reverseFloat: Bool {
    get { tgDefault.tg_reverseFloat }
    set { tgDefault.tg_reverseFloat = newValue }
  }
  public var tg_clearFloat: Bool {
    get { tgDefault.tg_clearFloat }
    set { tgDefault.tg_clearFloat = newValue }
  }

  /// Sets the leading and top positions.
  public func tg_origin(_ point: CGPoint) {
    tg_leading.equal(point.x)
    tg_top.equal(point.y)
  }

  /// Sets the trailing and bottom positions.
  public func tg_end(_ point: CGPoint) {
    tg_trailing.equal(point.x)
    tg_bottom.equal(point.y)
  }

  public func tg_size(_ size: CGSize) {
    tg_width.equal(size.width)
    tg_height.equal(size.height)
  }

  /// All four margins (leading, trailing, top, bottom).
  public func tg_margin(_ value: CGFloat) {
    tg_horzMargin(value)
    tg_vertMargin(value)
  }

  public func tg_horzMargin(_ value: CGFloat) {
    tg_leading.equal(value)
    tg_trailing.equal(value)
  }

  public func tg_vertMargin(_ value: CGFloat) {
    tg_top.equal(value)
    tg_bottom.equal(value)
  }

  /// The properties for size class `type`: the existing ones, else a copy of `from`'s (when that size class
  /// exists), else an empty set (code notes §8).
  public func tg_fetchSizeClass(with type: TGSizeClassType, from source: TGSizeClassType? = nil) -> TGViewSizeClass {
    let key = type.key
    if tgState.sets[key] == nil {
      let copied = source.flatMap { tgState.sets[$0.key] }
      tgState.sets[key] = copied.map { TGPropertySet(copying: $0) } ?? TGPropertySet()
      tgState.order.append(type)
    }
    return tgProxy(key: key)
  }

  /// Removes a size class's properties.
  public func tg_clearLayout(inSizeClass type: TGSizeClassType = .default) {
    tgState.sets[type.key] = type == .default ? TGPropertySet() : nil
    tgState.proxies[type.key] = nil
    tgState.order.removeAll { $0 != .default && $0 == type }
  }
}
