// Positions: `tg_left`, `tg_right`, … and what `equal`, `offset`, `min` and `max` record.

import UIKit

/// A position of a view in one size class. Every setter returns the position, so calls chain. Not actor-isolated:
/// TangramKit's own types are plain classes (only the views are UIKit's, on the main actor).
public final class TGLayoutPos {
  package let store: TGPropertySet
  package let owner: ObjectIdentifier
  /// The tgl attribute: `left`, `right`, `top`, `bottom`, `leading`, `trailing`, `centerX`, `centerY`, `baseline`.
  package let attribute: String

  package init(store: TGPropertySet, owner: ObjectIdentifier, attribute: String) {
    self.store = store
    self.owner = owner
    self.attribute = attribute
  }

  /// The marker for "the superview's safe-area inset".
  public static let tg_safeAreaMargin: CGFloat = -0.0001

  package var target: TGTarget { TGTarget(view: owner, attribute: attribute) }

  @discardableResult
  func record(_ kind: TGRecordedValue.Kind, offset: CGFloat) -> TGLayoutPos {
    store.update(attribute) {
      $0.kind = kind
      $0.offset = offset
    }
    return self
  }

  @discardableResult public func equal(_ value: Int, offset: CGFloat = 0) -> TGLayoutPos {
    record(.number(CGFloat(value)), offset: offset)
  }
  @discardableResult public func equal(_ value: CGFloat, offset: CGFloat = 0) -> TGLayoutPos {
    record(.number(value), offset: offset)
  }
  @discardableResult public func equal(_ weight: TGWeight, offset: CGFloat = 0) -> TGLayoutPos {
    record(.weight(weight.value), offset: offset)
  }
  @discardableResult public func equal(_ array: [TGLayoutPos], offset: CGFloat = 0) -> TGLayoutPos {
    record(.array(array.map(\.target)), offset: offset)
  }
  /// The same position of another view.
  @discardableResult public func equal(_ view: UIView, offset: CGFloat = 0) -> TGLayoutPos {
    record(.reference(TGTarget(view: view.tgID, attribute: attribute)), offset: offset)
  }
  /// Another view's position, or nil to clear.
  @discardableResult public func equal(_ pos: TGLayoutPos?, offset: CGFloat = 0) -> TGLayoutPos {
    guard let pos else { return clear() }
    return record(.reference(pos.target), offset: offset)
  }

  @discardableResult public func offset(_ value: CGFloat) -> TGLayoutPos {
    store.update(attribute) { $0.offset = value }
    return self
  }

  @discardableResult public func min(_ value: CGFloat, offset: CGFloat = 0) -> TGLayoutPos {
    store.update(attribute) { $0.min = TGRecordedBound(kind: .number(value + offset)) }
    return self
  }
  @discardableResult public func min(_ pos: TGLayoutPos?, offset: CGFloat = 0) -> TGLayoutPos {
    store.update(attribute) { $0.min = pos.map { TGRecordedBound(kind: .reference($0.target), increment: offset) } }
    return self
  }
  @discardableResult public func max(_ value: CGFloat, offset: CGFloat = 0) -> TGLayoutPos {
    store.update(attribute) { $0.max = TGRecordedBound(kind: .number(value + offset)) }
    return self
  }
  @discardableResult public func max(_ pos: TGLayoutPos?, offset: CGFloat = 0) -> TGLayoutPos {
    store.update(attribute) { $0.max = pos.map { TGRecordedBound(kind: .reference($0.target), increment: offset) } }
    return self
  }

  /// Resets value, offset and bounds.
  @discardableResult public func clear() -> TGLayoutPos {
    store.values[attribute] = nil
    return self
  }

  public var hasValue: Bool {
    if case .none = store.value(attribute).kind { return false }
    return true
  }
  public var offset: CGFloat { store.value(attribute).offset }
  public var numberVal: CGFloat! {
    if case .number(let n) = store.value(attribute).kind { return n }
    return nil
  }
  public var weightVal: TGWeight! {
    if case .weight(let w) = store.value(attribute).kind { return TGWeight(w) }
    return nil
  }
}
