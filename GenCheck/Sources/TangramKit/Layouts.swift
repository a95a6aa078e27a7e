// The layout classes and their own members.

import UIKit

/// The base of every layout: paddings, spacing, gravity, right to left.
open class TGBaseLayout: UIView {
  /// Right to left: left/right mean trailing/leading and children are mirrored.
  nonisolated(unsafe) public static var tg_isRTL = false

  public override init() { super.init() }
  public override init(frame: CGRect) { super.init(frame: frame) }

  var layoutDefault: TGLayoutViewSizeClassImpl {
    guard let proxy = tgDefault as? TGLayoutViewSizeClassImpl else { preconditionFailure("a layout's size class") }
    return proxy
  }

  public var tg_padding: UIEdgeInsets {
    get { layoutDefault.tg_padding }
    set { layoutDefault.tg_padding = newValue }
  }
  public var tg_topPadding: CGFloat {
    get { layoutDefault.tg_topPadding }
    set { layoutDefault.tg_topPadding = newValue }
  }
  public var tg_bottomPadding: CGFloat {
    get { layoutDefault.tg_bottomPadding }
    set { layoutDefault.tg_bottomPadding = newValue }
  }
  public var tg_leadingPadding: CGFloat {
    get { layoutDefault.tg_leadingPadding }
    set { layoutDefault.tg_leadingPadding = newValue }
  }
  public var tg_trailingPadding: CGFloat {
    get { layoutDefault.tg_trailingPadding }
    set { layoutDefault.tg_trailingPadding = newValue }
  }
  public var tg_leftPadding: CGFloat {
    get { layoutDefault.tg_leftPadding }
    set { layoutDefault.tg_leftPadding = newValue }
  }
  public var tg_rightPadding: CGFloat {
    get { layoutDefault.tg_rightPadding }
    set { layoutDefault.tg_rightPadding = newValue }
  }
  public var tg_zeroPadding: Bool {
    get { layoutDefault.tg_zeroPadding }
    set { layoutDefault.tg_zeroPadding = newValue }
  }
  open var tg_vspace: CGFloat {
    get { layoutDefault.tg_vspace }
    set { layoutDefault.tg_vspace = newValue }
  }
  open var tg_hspace: CGFloat {
    get { layoutDefault.tg_hspace }
    set { layoutDefault.tg_hspace = newValue }
  }
  /// Both spaces. The base layout's own property: it writes both spaces of this layout and nothing else (a table
  /// does not override it, so its rows keep the spacing they were created with; code notes §10).
  public var tg_space: CGFloat {
    get { layoutDefault.tg_vspace }
    set { layoutDefault.tg_space = newValue }
  }
  public var tg_reverseLayout: Bool {
    get { layoutDefault.tg_reverseLayout }
    set { layoutDefault.tg_reverseLayout = newValue }
  }
  public var tg_gravity: TGGravity {
    get { layoutDefault.tg_gravity }
    set { layoutDefault.tg_gravity = newValue }
  }
}

/// Stacks its subviews along one axis.
open class TGLinearLayout: TGBaseLayout {
  public init(_ orientation: TGOrientation) {
    super.init(frame: .zero)
    tg_orientation = orientation
  }

  public init(frame: CGRect, orientation: TGOrientation) {
    super.init(frame: frame)
    tg_orientation = orientation
  }

  public var tg_orientation: TGOrientation {
    get { layoutDefault.tg_orientation }
    set { layoutDefault.tg_orientation = newValue }
  }

  public var tg_shrinkType: TGSubviewsShrinkType {
    get { (tgDefault as? TGLinearLayoutViewSizeClassImpl)?.tg_shrinkType ?? .none }
    set { (tgDefault as? TGLinearLayoutViewSizeClassImpl)?.tg_shrinkType = newValue }
  }
}

/// Sizes a table's rows and columns accept: a number, or `.wrap`, `.fill`, `.average`.
public protocol TGTableRowColSizeType {}
extension CGFloat: TGTableRowColSizeType {}
extension Int: TGTableRowColSizeType {}
extension Double: TGTableRowColSizeType {}
extension TGLayoutSize: TGTableRowColSizeType {}

/// Rows (linear layouts of the other orientation) of cells.
open class TGTableLayout: TGLinearLayout {
  /// A new last row: its size along the table and the size of its cells.
  @discardableResult
  public func tg_addRow(size rowSize: TGTableRowColSizeType, colSize: TGTableRowColSizeType) -> TGLinearLayout {
    tg_insertRow(size: rowSize, colSize: colSize, rowIndex: tg_rowCount)
  }

  /// A new last row whose cells share it in `colCount` equal parts. Not `@discardableResult` in TangramKit 1.4.2
  /// (its sibling with `colSize:` is): a bare call warns, which `-warnings-as-errors` turns into a failure.
  public func tg_addRow(size rowSize: TGTableRowColSizeType, colCount: Int) -> TGLinearLayout {
    let row = tg_insertRow(size: rowSize, colSize: TGLayoutSize.wrap, rowIndex: tg_rowCount)
    row.tgState.column = nil
    row.tgState.columnCount = colCount
    return row
  }

  @discardableResult
  public func tg_insertRow(size rowSize: TGTableRowColSizeType, colSize: TGTableRowColSizeType, rowIndex: Int)
    -> TGLinearLayout
  {
    let vertical = tg_orientation == .vert
    let row = TGTableRowLayout(vertical ? .horz : .vert)
    func size(_ value: TGTableRowColSizeType, what: String) -> TGRecordedValue {
      switch value {
      case let n as Int: return TGRecordedValue(kind: .number(CGFloat(n)))
      case let n as CGFloat: return TGRecordedValue(kind: .number(n))
      case let n as Double: return TGRecordedValue(kind: .number(CGFloat(n)))
      case let s as TGLayoutSize where s === TGLayoutSize.wrap: return TGRecordedValue(kind: .wrap)
      case let s as TGLayoutSize where s === TGLayoutSize.average: return TGRecordedValue(kind: .average)
      case let s as TGLayoutSize where s === TGLayoutSize.fill && what == "column":
        return TGRecordedValue(kind: .fill)
      default: preconditionFailure("a table's \(what) size is a number, .wrap, .average (or .fill for columns)")
      }
    }
    let column: String
    switch size(colSize, what: "column").kind {
    case .number(let n): column = TGRebuild.number(n)
    case .average: column = "average"
    case .fill: column = "fill"
    default: column = "wrap"
    }
    row.tgState.column = (vertical ? "colWidth" : "colHeight", column)
    row.tgDefault.store.values[vertical ? "height" : "width"] = .value(size(rowSize, what: "row"))
    // TangramKit copies the table's current spacing into the new row; later only `tg_hspace`/`tg_vspace` reach it
    // (code notes §10).
    row.tgDefault.store.values["vspace"] = .number(layoutDefault.tg_vspace)
    row.tgDefault.store.values["hspace"] = .number(layoutDefault.tg_hspace)
    super.insertSubview(row, at: rowIndex)
    return row
  }

  /// The table's vertical space; TangramKit's table passes it on to every existing row (code notes §10).
  open override var tg_vspace: CGFloat {
    get { layoutDefault.tg_vspace }
    set {
      layoutDefault.tg_vspace = newValue
      for row in subviews { row.tgDefault.store.values["vspace"] = .number(newValue) }
    }
  }
  /// The table's horizontal space, passed on to every existing row.
  open override var tg_hspace: CGFloat {
    get { layoutDefault.tg_hspace }
    set {
      layoutDefault.tg_hspace = newValue
      for row in subviews { row.tgDefault.store.values["hspace"] = .number(newValue) }
    }
  }

  public var tg_rowCount: Int { subviews.count }

  public func tg_rowView(at rowIndex: Int) -> TGLinearLayout {
    guard let row = subviews[rowIndex] as? TGLinearLayout else { preconditionFailure("a table's subviews are rows") }
    return row
  }

  /// A new last cell of row `rowIndex`. What TangramKit does at this moment, and only now (code notes §10): a
  /// number, `average` or column-count column overwrites the cell's size along the row whatever it was; a cell whose
  /// size across the row is unset and whose bounds are zero on that axis gets the row's size (a reference to it).
  /// A size set later wins over both; a cell whose frame was set first keeps its own.
  public func tg_addCol(_ colView: UIView, inRow rowIndex: Int) {
    let row = tg_rowView(at: rowIndex)
    let vertical = tg_orientation == .vert
    let along = vertical ? "width" : "height"
    let across = vertical ? "height" : "width"
    let cell = colView.tgDefault.store
    if let count = row.tgState.columnCount, count > 0 {
      let n = CGFloat(count)
      let space = vertical ? row.layoutDefault.tg_hspace : row.layoutDefault.tg_vspace
      cell.values[along] = .value(
        TGRecordedValue(
          kind: .reference(TGTarget(view: row.tgID, attribute: along)), offset: -space * (n - 1) / n, multiple: 1 / n))
    } else if let column = row.tgState.column {
      switch column.value {
      case "average": cell.values[along] = .value(TGRecordedValue(kind: .average))
      case "wrap", "fill": break
      default:
        if let n = Double(column.value) { cell.values[along] = .value(TGRecordedValue(kind: .number(CGFloat(n)))) }
      }
    }
    let bounds = vertical ? colView.bounds.height : colView.bounds.width
    if case .none = cell.value(across).kind, bounds == 0 {
      cell.values[across] = .value(TGRecordedValue(kind: .reference(TGTarget(view: row.tgID, attribute: across))))
    }
    row.addSubview(colView)
  }

  public func tg_colCount(inRow rowIndex: Int) -> Int { tg_rowView(at: rowIndex).subviews.count }

  /// A view added to a table is a new cell of the last row, as in TangramKit.
  open override func addSubview(_ view: UIView) {
    tg_addCol(view, inRow: tg_rowCount - 1)
  }
}

/// A table's row.
final class TGTableRowLayout: TGLinearLayout {}

/// Children docked to the layout's edges, centre or corners.
open class TGFrameLayout: TGBaseLayout {}

/// Children placed against the layout and each other.
open class TGRelativeLayout: TGBaseLayout {}

/// Children in lines that wrap, by count or by size.
open class TGFlowLayout: TGBaseLayout {
  public init(_ orientation: TGOrientation = .vert, arrangedCount: Int = 0) {
    super.init(frame: .zero)
    tg_orientation = orientation
    tg_arrangedCount = arrangedCount
  }

  var flowDefault: TGFlowLayoutViewSizeClassImpl {
    guard let proxy = tgDefault as? TGFlowLayoutViewSizeClassImpl else { preconditionFailure("a flow's size class") }
    return proxy
  }

  public var tg_orientation: TGOrientation {
    get { flowDefault.tg_orientation }
    set { flowDefault.tg_orientation = newValue }
  }
  public var tg_arrangedCount: Int {
    get { flowDefault.tg_arrangedCount }
    set { flowDefault.tg_arrangedCount = newValue }
  }
  public var tg_pagedCount: Int {
    get { flowDefault.tg_pagedCount }
    set { flowDefault.tg_pagedCount = newValue }
  }
  public var tg_autoArrange: Bool {
    get { flowDefault.tg_autoArrange }
    set { flowDefault.tg_autoArrange = newValue }
  }
  public var tg_arrangedGravity: TGGravity {
    get { flowDefault.tg_arrangedGravity }
    set { flowDefault.tg_arrangedGravity = newValue }
  }
  public var tg_lastlineGravityPolicy: TGGravityPolicy {
    get { flowDefault.tg_lastlineGravityPolicy }
    set { flowDefault.tg_lastlineGravityPolicy = newValue }
  }
}

/// Children that float to one side.
open class TGFloatLayout: TGBaseLayout {
  public init(_ orientation: TGOrientation = .vert) {
    super.init(frame: .zero)
    tg_orientation = orientation
  }

  var floatDefault: TGFloatLayoutViewSizeClassImpl {
    guard let proxy = tgDefault as? TGFloatLayoutViewSizeClassImpl else { preconditionFailure("a float's size class") }
    return proxy
  }

  public var tg_orientation: TGOrientation {
    get { floatDefault.tg_orientation }
    set { floatDefault.tg_orientation = newValue }
  }
  public var tg_noBoundaryLimit: Bool {
    get { floatDefault.tg_noBoundaryLimit }
    set { floatDefault.tg_noBoundaryLimit = newValue }
  }
}

/// Where a path's curve starts and how it is read.
public final class TGCoordinateSetting {
  /// Fractions of the layout's inner size.
  public var origin: CGPoint = .zero
  public var isMath = false
  public var isReverse = false
  /// Nil: from the equation (radians for a polar equation).
  public var start: CGFloat!
  public var end: CGFloat!

  public func reset() {
    origin = .zero
    isMath = false
    isReverse = false
    start = nil
    end = nil
  }
}

/// Children spread along a curve.
open class TGPathLayout: TGBaseLayout {
  public let tg_coordinateSetting = TGCoordinateSetting()
  /// Setting one equation clears the others.
  public var tg_rectangularEquation: ((CGFloat) -> CGFloat?)? {
    didSet { if tg_rectangularEquation != nil { clearEquations(but: 0) } }
  }
  public var tg_parametricEquation: ((CGFloat) -> CGPoint?)? {
    didSet { if tg_parametricEquation != nil { clearEquations(but: 1) } }
  }
  public var tg_polarEquation: ((TGRadian) -> CGFloat?)? {
    didSet { if tg_polarEquation != nil { clearEquations(but: 2) } }
  }
  public var tg_spaceType: TGPathSpaceType = .flexed {
    didSet { spaceTypeWasSet = true }
  }
  package var spaceTypeWasSet = false
  public var tg_distanceError: CGFloat = 0.5

  private func clearEquations(but kept: Int) {
    if kept != 0, tg_rectangularEquation != nil { tg_rectangularEquation = nil }
    if kept != 1, tg_parametricEquation != nil { tg_parametricEquation = nil }
    if kept != 2, tg_polarEquation != nil { tg_polarEquation = nil }
  }
}
