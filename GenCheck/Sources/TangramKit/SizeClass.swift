// Size classes: the protocols `tg_fetchSizeClass` answers with, and the objects behind them, which write into one
// size class's property set.

import UIKit

/// The members of every view that can vary by size class.
public protocol TGViewSizeClass: AnyObject {
  var tg_left: TGLayoutPos { get }
  var tg_right: TGLayoutPos { get }
  var tg_leading: TGLayoutPos { get }
  var tg_trailing: TGLayoutPos { get }
  var tg_top: TGLayoutPos { get }
  var tg_bottom: TGLayoutPos { get }
  var tg_centerX: TGLayoutPos { get }
  var tg_centerY: TGLayoutPos { get }
  var tg_baseline: TGLayoutPos { get }
  var tg_width: TGLayoutSize { get }
  var tg_height: TGLayoutSize { get }
  var tg_useFrame: Bool { get set }
  var tg_noLayout: Bool { get set }
  var tg_reverseFloat: Bool { get set }
  var tg_clearFloat: Bool { get set }
  var tg_visibility: TGVisibility { get set }
  var tg_alignment: TGGravity { get set }
}

/// The members of every layout that can vary by size class.
public protocol TGLayoutViewSizeClass: TGViewSizeClass {
  var tg_padding: UIEdgeInsets { get set }
  var tg_topPadding: CGFloat { get set }
  var tg_bottomPadding: CGFloat { get set }
  var tg_leadingPadding: CGFloat { get set }
  var tg_trailingPadding: CGFloat { get set }
  var tg_leftPadding: CGFloat { get set }
  var tg_rightPadding: CGFloat { get set }
  var tg_zeroPadding: Bool { get set }
  var tg_vspace: CGFloat { get set }
  var tg_hspace: CGFloat { get set }
  var tg_space: CGFloat { get set }
  var tg_reverseLayout: Bool { get set }
  var tg_gravity: TGGravity { get set }
}

public protocol TGSequentLayoutViewSizeClass: TGLayoutViewSizeClass {
  var tg_orientation: TGOrientation { get set }
}

public protocol TGLinearLayoutViewSizeClass: TGSequentLayoutViewSizeClass {
  var tg_shrinkType: TGSubviewsShrinkType { get set }
}

public protocol TGTableLayoutViewSizeClass: TGLinearLayoutViewSizeClass {}

public protocol TGFlowLayoutViewSizeClass: TGSequentLayoutViewSizeClass {
  var tg_arrangedCount: Int { get set }
  var tg_pagedCount: Int { get set }
  var tg_arrangedGravity: TGGravity { get set }
  var tg_lastlineGravityPolicy: TGGravityPolicy { get set }
  var tg_autoArrange: Bool { get set }
}

public protocol TGFloatLayoutViewSizeClass: TGSequentLayoutViewSizeClass {
  var tg_noBoundaryLimit: Bool { get set }
}

public protocol TGRelativeLayoutViewSizeClass: TGLayoutViewSizeClass {}
public protocol TGFrameLayoutViewSizeClass: TGLayoutViewSizeClass {}
public protocol TGPathLayoutViewSizeClass: TGLayoutViewSizeClass {}

/// A view's properties in one size class.
public class TGViewSizeClassImpl: TGViewSizeClass {
  package let store: TGPropertySet
  package let owner: ObjectIdentifier
  /// The view itself, for what TangramKit does to it when a size is set (a label's `numberOfLines`).
  package weak var view: UIView?

  required init(store: TGPropertySet, owner: ObjectIdentifier) {
    self.store = store
    self.owner = owner
  }

  /// The object of the protocol TangramKit answers with for this kind of view.
  @MainActor package static func make(for view: UIView, store: TGPropertySet) -> TGViewSizeClassImpl {
    let type: TGViewSizeClassImpl.Type
    switch view {
    case is TGTableLayout: type = TGTableLayoutViewSizeClassImpl.self
    case is TGLinearLayout: type = TGLinearLayoutViewSizeClassImpl.self
    case is TGFlowLayout: type = TGFlowLayoutViewSizeClassImpl.self
    case is TGFloatLayout: type = TGFloatLayoutViewSizeClassImpl.self
    case is TGRelativeLayout: type = TGRelativeLayoutViewSizeClassImpl.self
    case is TGFrameLayout: type = TGFrameLayoutViewSizeClassImpl.self
    case is TGPathLayout: type = TGPathLayoutViewSizeClassImpl.self
    default: type = TGViewSizeClassImpl.self
    }
    let impl = type.init(store: store, owner: view.tgID)
    impl.view = view
    return impl
  }

  func pos(_ attribute: String) -> TGLayoutPos { TGLayoutPos(store: store, owner: owner, attribute: attribute) }

  // TangramKit: left and right have no storage of their own; they are the leading and trailing objects, chosen
  // by the global RTL flag when they are called (code notes §10). Set the flag later and nothing is remapped.
  public var tg_left: TGLayoutPos { pos(TGBaseLayout.tg_isRTL ? "trailing" : "leading") }
  public var tg_right: TGLayoutPos { pos(TGBaseLayout.tg_isRTL ? "leading" : "trailing") }
  public var tg_leading: TGLayoutPos { pos("leading") }
  public var tg_trailing: TGLayoutPos { pos("trailing") }
  public var tg_top: TGLayoutPos { pos("top") }
  public var tg_bottom: TGLayoutPos { pos("bottom") }
  public var tg_centerX: TGLayoutPos { pos("centerX") }
  public var tg_centerY: TGLayoutPos { pos("centerY") }
  public var tg_baseline: TGLayoutPos { pos("baseline") }
  // One object per size and size class, as TangramKit keeps them: a bound on the view's own size is recognised by
  // the identity of this object (code notes §10).
  private lazy var widthObject = TGLayoutSize(store: store, owner: owner, attribute: "width")
  private lazy var heightObject: TGLayoutSize = {
    let size = TGLayoutSize(store: store, owner: owner, attribute: "height")
    size.view = view
    return size
  }()
  public var tg_width: TGLayoutSize { widthObject }
  public var tg_height: TGLayoutSize { heightObject }

  func flag(_ key: String) -> Bool { store.bool(key) }
  func setFlag(_ key: String, _ value: Bool) { store.values[key] = .bool(value) }

  public var tg_useFrame: Bool {
    get { flag("useFrame") }
    set { setFlag("useFrame", newValue) }
  }
  public var tg_noLayout: Bool {
    get { flag("noLayout") }
    set { setFlag("noLayout", newValue) }
  }
  public var tg_reverseFloat: Bool {
    get { flag("reverseFloat") }
    set { setFlag("reverseFloat", newValue) }
  }
  public var tg_clearFloat: Bool {
    get { flag("clearFloat") }
    set { setFlag("clearFloat", newValue) }
  }
  public var tg_visibility: TGVisibility {
    get {
      switch store.values["visibility"] {
      case .word("invisible")?: return .invisible
      case .word("gone")?: return .gone
      default: return .visible
      }
    }
    set { store.values["visibility"] = .word("\(newValue)") }
  }
  public var tg_alignment: TGGravity {
    get { gravity("alignment") }
    set { setGravity("alignment", newValue) }
  }

  func gravity(_ key: String) -> TGGravity {
    if case .int(let raw)? = store.values[key] { return TGGravity(rawValue: raw) }
    return .none
  }
  func setGravity(_ key: String, _ value: TGGravity) { store.values[key] = .int(value.rawValue) }
}

/// A layout's properties in one size class.
public class TGLayoutViewSizeClassImpl: TGViewSizeClassImpl, TGLayoutViewSizeClass {
  func padding(_ key: String) -> CGFloat { store.number(key) }
  func setPadding(_ key: String, _ value: CGFloat) { store.values[key] = .number(value) }

  public var tg_padding: UIEdgeInsets {
    get {
      UIEdgeInsets(top: padding("topPadding"), left: tg_leftPadding, bottom: padding("bottomPadding"), right: tg_rightPadding)
    }
    set {
      setPadding("topPadding", newValue.top)
      tg_leftPadding = newValue.left
      setPadding("bottomPadding", newValue.bottom)
      tg_rightPadding = newValue.right
    }
  }
  public var tg_topPadding: CGFloat {
    get { padding("topPadding") }
    set { setPadding("topPadding", newValue) }
  }
  public var tg_bottomPadding: CGFloat {
    get { padding("bottomPadding") }
    set { setPadding("bottomPadding", newValue) }
  }
  public var tg_leadingPadding: CGFloat {
    get { padding("leadingPadding") }
    set { setPadding("leadingPadding", newValue) }
  }
  public var tg_trailingPadding: CGFloat {
    get { padding("trailingPadding") }
    set { setPadding("trailingPadding", newValue) }
  }
  /// The leading or trailing padding, by the RTL flag at the moment of the call (code notes §10).
  public var tg_leftPadding: CGFloat {
    get { padding(TGBaseLayout.tg_isRTL ? "trailingPadding" : "leadingPadding") }
    set { setPadding(TGBaseLayout.tg_isRTL ? "trailingPadding" : "leadingPadding", newValue) }
  }
  public var tg_rightPadding: CGFloat {
    get { padding(TGBaseLayout.tg_isRTL ? "leadingPadding" : "trailingPadding") }
    set { setPadding(TGBaseLayout.tg_isRTL ? "leadingPadding" : "trailingPadding", newValue) }
  }
  public var tg_zeroPadding: Bool {
    get { store.bool("zeroPadding", default: true) }
    set { setFlag("zeroPadding", newValue) }
  }
  public var tg_vspace: CGFloat {
    get { store.number("vspace") }
    set { store.values["vspace"] = .number(newValue) }
  }
  public var tg_hspace: CGFloat {
    get { store.number("hspace") }
    set { store.values["hspace"] = .number(newValue) }
  }
  /// Both spaces.
  public var tg_space: CGFloat {
    get { tg_vspace }
    set {
      tg_vspace = newValue
      tg_hspace = newValue
    }
  }
  public var tg_reverseLayout: Bool {
    get { flag("reverseLayout") }
    set { setFlag("reverseLayout", newValue) }
  }
  public var tg_gravity: TGGravity {
    get { gravity("gravity") }
    set { setGravity("gravity", newValue) }
  }
  public var tg_orientation: TGOrientation {
    get { store.values["orientation"] == .word("horz") ? .horz : .vert }
    set { store.values["orientation"] = .word("\(newValue)") }
  }
}

public class TGLinearLayoutViewSizeClassImpl: TGLayoutViewSizeClassImpl, TGLinearLayoutViewSizeClass {
  public var tg_shrinkType: TGSubviewsShrinkType {
    get {
      if case .int(let raw)? = store.values["shrinkType"] { return TGSubviewsShrinkType(rawValue: raw) }
      return .none
    }
    set { store.values["shrinkType"] = .int(newValue.rawValue) }
  }
}

public final class TGTableLayoutViewSizeClassImpl: TGLinearLayoutViewSizeClassImpl, TGTableLayoutViewSizeClass {}

public final class TGFlowLayoutViewSizeClassImpl: TGLayoutViewSizeClassImpl, TGFlowLayoutViewSizeClass {
  public var tg_arrangedCount: Int {
    get {
      if case .int(let n)? = store.values["arrangedCount"] { return n }
      return 0
    }
    set { store.values["arrangedCount"] = .int(newValue) }
  }
  public var tg_pagedCount: Int {
    get {
      if case .int(let n)? = store.values["pagedCount"] { return n }
      return 0
    }
    set { store.values["pagedCount"] = .int(newValue) }
  }
  public var tg_arrangedGravity: TGGravity {
    get { gravity("arrangedGravity") }
    set { setGravity("arrangedGravity", newValue) }
  }
  public var tg_lastlineGravityPolicy: TGGravityPolicy {
    get {
      switch store.values["lastlineGravityPolicy"] {
      case .word("always")?: return .always
      case .word("auto")?: return .auto
      default: return .no
      }
    }
    set { store.values["lastlineGravityPolicy"] = .word("\(newValue)") }
  }
  public var tg_autoArrange: Bool {
    get { flag("autoArrange") }
    set { setFlag("autoArrange", newValue) }
  }
}

public final class TGFloatLayoutViewSizeClassImpl: TGLayoutViewSizeClassImpl, TGFloatLayoutViewSizeClass {
  public var tg_noBoundaryLimit: Bool {
    get { flag("noBoundaryLimit") }
    set { setFlag("noBoundaryLimit", newValue) }
  }
}

public final class TGRelativeLayoutViewSizeClassImpl: TGLayoutViewSizeClassImpl, TGRelativeLayoutViewSizeClass {}
public final class TGFrameLayoutViewSizeClassImpl: TGLayoutViewSizeClassImpl, TGFrameLayoutViewSizeClass {}
public final class TGPathLayoutViewSizeClassImpl: TGLayoutViewSizeClassImpl, TGPathLayoutViewSizeClass {}
