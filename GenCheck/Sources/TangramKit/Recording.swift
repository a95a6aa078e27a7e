// What the interface records: per view and size class, every property as tgl would write it.

import UIKit

/// A view's attribute that a value refers to.
package struct TGTarget: Hashable, Sendable {
  package var view: ObjectIdentifier
  /// The tgl attribute: `left`, `width`, …
  package var attribute: String
}

/// A min or max bound.
package struct TGRecordedBound: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    case number(CGFloat)
    case reference(TGTarget)
    /// "Not beyond my content size": a bound on the view's own size.
    case wrap
  }
  package var kind: Kind
  package var increment: CGFloat = 0
  package var multiple: CGFloat = 1
}

/// A position or a size: what it is, its offset (a size's increment) and multiple, its bounds.
package struct TGRecordedValue: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    case none
    case number(CGFloat)
    case weight(CGFloat)
    case wrap
    case fill
    case average
    case reference(TGTarget)
    case array([TGTarget])
  }
  package var kind: Kind = .none
  package var offset: CGFloat = 0
  package var multiple: CGFloat = 1
  package var min: TGRecordedBound?
  package var max: TGRecordedBound?
}

/// One recorded property.
package enum TGRecorded: Equatable, Sendable {
  case value(TGRecordedValue)
  case number(CGFloat)
  case bool(Bool)
  case int(Int)
  /// Written as it is in tgl: `gone`, `horz.fill, vert.top`, `weight, space`.
  case word(String)
}

/// The properties of one view in one size class, by tgl property name.
package final class TGPropertySet {
  package var values: [String: TGRecorded] = [:]

  package init() {}

  /// A copy (a size class fetched `from:` another starts as its copy).
  package init(copying other: TGPropertySet) { values = other.values }

  package func value(_ key: String) -> TGRecordedValue {
    if case .value(let v)? = values[key] { return v }
    return TGRecordedValue()
  }

  package func update(_ key: String, _ body: (inout TGRecordedValue) -> Void) {
    var v = value(key)
    body(&v)
    values[key] = .value(v)
  }

  package func number(_ key: String) -> CGFloat {
    if case .number(let n)? = values[key] { return n }
    return 0
  }

  package func bool(_ key: String, default fallback: Bool = false) -> Bool {
    if case .bool(let b)? = values[key] { return b }
    return fallback
  }
}

/// Everything TangramKit keeps for one view: its size classes, in the order they were made.
@MainActor
package final class TGViewState {
  package var sets: [Int: TGPropertySet] = [0: TGPropertySet()]
  package var order: [TGSizeClassType] = [.default]
  package var proxies: [Int: TGViewSizeClassImpl] = [:]
  /// A table row's column size as tgl writes it (`colWidth: average`), or its column count.
  package var column: (key: String, value: String)?
  package var columnCount: Int?

  package init() {}
}

extension UIView {
  package var tgState: TGViewState {
    if let state = tangramState as? TGViewState { return state }
    let state = TGViewState()
    tangramState = state
    return state
  }

  nonisolated package var tgID: ObjectIdentifier { ObjectIdentifier(self) }

  /// The size-class object of the default size class, through which the view's own `tg_` members write.
  package var tgDefault: TGViewSizeClassImpl { tgProxy(key: 0) }

  package func tgProxy(key: Int) -> TGViewSizeClassImpl {
    if let proxy = tgState.proxies[key] { return proxy }
    let set = tgState.sets[key] ?? TGPropertySet()
    tgState.sets[key] = set
    let proxy = TGViewSizeClassImpl.make(for: self, store: set)
    tgState.proxies[key] = proxy
    return proxy
  }
}
