// Table layouts: a linear layout of rows, each row a linear layout of the other orientation (TangramKit §3.5).

import TGLSemantics

extension LayoutEngine {
  /// A row stacks its columns across the table; it stretches across the table for average, fill and count
  /// column sizes and wraps its columns otherwise. Spacing comes from the table unless the row sets its own.
  func applyTableRowDefaults(_ n: inout NodeProps, table: Int) {
    let tableProps = props[table]
    let tableMain: Axis = tableProps.orientation == .vertical ? .vertical : .horizontal
    let across = tableMain.other
    n.orientation = tableProps.orientation == .vertical ? .horizontal : .vertical
    if n[.horizontal].space == 0 { n[.horizontal].space = tableProps[.horizontal].space }
    if n[.vertical].space == 0 { n[.vertical].space = tableProps[.vertical].space }
    let stretches: Bool
    if n.columnCount != nil {
      stretches = true
    } else if let column = n.columnSize {
      switch column.kind {
      case .average, .fill, .weight: stretches = true
      default: stretches = false
      }
    } else {
      stretches = false
    }
    if stretches {
      n[across].size = .fill
    } else if n[across].size == nil
      || {
        if case .wrap? = n[across].size?.kind { return true }
        return false
      }()
    {
      n[across].size = .wrap
    }
  }

  /// A column without a size along its row takes the row's column size; without a size across the row it
  /// refers to the row's size (not for wrap layouts).
  func applyTableColumnDefaults(_ n: inout NodeProps, row: Int, kind: ElementKind) {
    let rowProps = props[row]
    let along: Axis = rowProps.orientation == .horizontal ? .horizontal : .vertical
    let across = along.other
    let ownAlong = n[along].size
    let unsetAlong: Bool = {
      guard let s = ownAlong else { return true }
      if case .none = s.kind { return true }
      return kind.isContainer
        && {
          if case .wrap = s.kind { return true }
          return false
        }() && rowProps.columnSize != nil
    }()
    if unsetAlong {
      if let count = rowProps.columnCount, count > 0 {
        let space = rowProps[along].space
        let n1 = Double(count)
        n[along].size = .ref(
          .parent, along == .horizontal ? .width : .height, multiple: 1 / n1, increment: -space * (n1 - 1) / n1)
      } else if let column = rowProps.columnSize {
        switch column.kind {
        case .number, .average, .weight: n[along].size = column
        default: break
        }
      }
    }
    if n[across].size == nil && !kind.isContainer {
      n[across].size = .ref(.parent, across == .horizontal ? .width : .height)
    }
  }
}
