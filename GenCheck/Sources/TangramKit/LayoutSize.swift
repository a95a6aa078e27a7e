// Sizes: `tg_width`, `tg_height`, the markers `.wrap`, `.fill`, `.average`, and what `equal`, `add`, `multiply`,
// `min` and `max` record.

import UIKit

/// A size of a view in one size class, or one of the markers `wrap`, `fill` and `average`.
/// Not actor-isolated, as TangramKit's type is not.
public final class TGLayoutSize {
  package let store: TGPropertySet?
  package let owner: ObjectIdentifier?
  /// `width` or `height`; for a marker, its name.
  package let attribute: String
  /// The view whose height this is (set for heights only): TangramKit changes a label's `numberOfLines`.
  package weak var view: UIView?

  package init(store: TGPropertySet, owner: ObjectIdentifier, attribute: String) {
    self.store = store
    self.owner = owner
    self.attribute = attribute
  }

  private init(marker: String) {
    store = nil
    owner = nil
    attribute = marker
  }

  /// The content's size (`tg_width.equal(.wrap)`).
  nonisolated(unsafe) public static let wrap = TGLayoutSize(marker: "wrap")
  /// What is left of the superview (`tg_width.equal(.fill)`).
  nonisolated(unsafe) public static let fill = TGLayoutSize(marker: "fill")
  /// An equal share, stored by TangramKit as a weight of 100 %.
  nonisolated(unsafe) public static let average = TGLayoutSize(marker: "average")

  package var isMarker: Bool { store == nil }

  package var target: TGTarget? { owner.map { TGTarget(view: $0, attribute: attribute) } }

  package func update(_ body: (inout TGRecordedValue) -> Void) {
    guard let store else { preconditionFailure("TGLayoutSize.\(attribute) is a marker; it has no value to set") }
    store.update(attribute, body)
  }

  @discardableResult
  func record(_ kind: TGRecordedValue.Kind, increment: CGFloat, multiple: CGFloat) -> TGLayoutSize {
    update {
      $0.kind = kind
      $0.offset = increment
      $0.multiple = multiple
    }
    // TangramKit: making a label's height wrap (`.wrap`, or its own height) turns `numberOfLines` from 1 to 0, so
    // that it takes as many lines as its text needs; another value is left as it is (code notes §7).
    if let view {
      // The label is a view, on the main actor, where the generated code calls this.
      MainActor.assumeIsolated {
        if let label = view as? UILabel, label.numberOfLines == 1 {
          let ownHeight = TGTarget(view: label.tgID, attribute: "height")
          if kind == .wrap || kind == .reference(ownHeight) { label.numberOfLines = 0 }
        }
      }
    }
    return self
  }

  @discardableResult public func equal(_ value: Int, increment: CGFloat = 0, multiple: CGFloat = 1) -> TGLayoutSize {
    record(.number(CGFloat(value) * multiple + increment), increment: 0, multiple: 1)
  }
  @discardableResult public func equal(_ value: CGFloat, increment: CGFloat = 0, multiple: CGFloat = 1)
    -> TGLayoutSize
  {
    record(.number(value * multiple + increment), increment: 0, multiple: 1)
  }
  @discardableResult public func equal(_ weight: TGWeight, increment: CGFloat = 0, multiple: CGFloat = 1)
    -> TGLayoutSize
  {
    record(.weight(weight.value), increment: increment, multiple: multiple)
  }
  @discardableResult public func equal(_ array: [TGLayoutSize], increment: CGFloat = 0, multiple: CGFloat = 1)
    -> TGLayoutSize
  {
    record(.array(array.compactMap(\.target)), increment: increment, multiple: multiple)
  }
  /// The same size of another view.
  @discardableResult public func equal(_ view: UIView, increment: CGFloat = 0, multiple: CGFloat = 1)
    -> TGLayoutSize
  {
    record(.reference(TGTarget(view: view.tgID, attribute: attribute)), increment: increment, multiple: multiple)
  }
  /// Another view's size, a marker, or nil to clear.
  @discardableResult public func equal(_ size: TGLayoutSize?, increment: CGFloat = 0, multiple: CGFloat = 1)
    -> TGLayoutSize
  {
    guard let size else { return clear() }
    switch (size.isMarker, size.attribute) {
    case (true, "wrap"): return record(.wrap, increment: increment, multiple: multiple)
    case (true, "fill"): return record(.fill, increment: increment, multiple: multiple)
    case (true, _): return record(.average, increment: increment, multiple: multiple)
    default: return record(.reference(size.target!), increment: increment, multiple: multiple)
    }
  }

  @discardableResult public func add(_ increment: CGFloat) -> TGLayoutSize {
    update { $0.offset = increment }
    return self
  }

  @discardableResult public func multiply(_ multiple: CGFloat) -> TGLayoutSize {
    update { $0.multiple = multiple }
    return self
  }

  func bound(_ size: TGLayoutSize?, increment: CGFloat, multiple: CGFloat) -> TGRecordedBound? {
    guard let size else { return nil }
    if size.isMarker, size.attribute == "wrap" {
      return TGRecordedBound(kind: .wrap, increment: increment, multiple: multiple)
    }
    guard let target = size.target else { preconditionFailure("only .wrap and a view's size can bound a size") }
    // TangramKit recognises a bound on the view's own size ("not beyond my content size") by object identity: only
    // the very size object being bounded counts (code notes §10). The same view's size through another object (the
    // default's `view.tg_width` inside a size class) is taken as another view's size, and layout asserts ("invalid
    // min or max setting"): a crash in a debug build. So does this interface, loudly.
    if size === self {
      return TGRecordedBound(kind: .wrap, increment: increment, multiple: multiple)
    }
    if target.view == owner && target.attribute == attribute {
      fatalError(
        "TangramKit asserts: invalid min or max setting (the bound is this view's \(attribute) through another size "
          + "object than the one bounded, e.g. the default's inside a size class; use .wrap or the size class's own)")
    }
    return TGRecordedBound(kind: .reference(target), increment: increment, multiple: multiple)
  }

  @discardableResult public func min(_ value: CGFloat, increment: CGFloat = 0, multiple: CGFloat = 1)
    -> TGLayoutSize
  {
    update { $0.min = TGRecordedBound(kind: .number(value * multiple + increment)) }
    return self
  }
  @discardableResult public func min(_ size: TGLayoutSize?, increment: CGFloat = 0, multiple: CGFloat = 1)
    -> TGLayoutSize
  {
    let b = bound(size, increment: increment, multiple: multiple)
    update { $0.min = b }
    return self
  }
  @discardableResult public func min(_ view: UIView, increment: CGFloat = 0, multiple: CGFloat = 1) -> TGLayoutSize {
    min(
      TGLayoutSize(store: TGPropertySet(), owner: view.tgID, attribute: attribute), increment: increment,
      multiple: multiple)
  }
  @discardableResult public func max(_ value: CGFloat, increment: CGFloat = 0, multiple: CGFloat = 1)
    -> TGLayoutSize
  {
    update { $0.max = TGRecordedBound(kind: .number(value * multiple + increment)) }
    return self
  }
  @discardableResult public func max(_ size: TGLayoutSize?, increment: CGFloat = 0, multiple: CGFloat = 1)
    -> TGLayoutSize
  {
    let b = bound(size, increment: increment, multiple: multiple)
    update { $0.max = b }
    return self
  }
  @discardableResult public func max(_ view: UIView, increment: CGFloat = 0, multiple: CGFloat = 1) -> TGLayoutSize {
    max(
      TGLayoutSize(store: TGPropertySet(), owner: view.tgID, attribute: attribute), increment: increment,
      multiple: multiple)
  }

  /// Resets value, increment, multiple and bounds.
  @discardableResult public func clear() -> TGLayoutSize {
    store?.values[attribute] = nil
    return self
  }

  public var hasValue: Bool {
    guard let store else { return false }
    if case .none = store.value(attribute).kind { return false }
    return true
  }
  public var isWrap: Bool { store.map { $0.value(attribute).kind == .wrap } ?? false }
  public var isFill: Bool { store.map { $0.value(attribute).kind == .fill } ?? false }
  public var increment: CGFloat { store?.value(attribute).offset ?? 0 }
  public var multiple: CGFloat { store?.value(attribute).multiple ?? 1 }
}
