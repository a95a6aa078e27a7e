// The free space a linear layout shares among weights on its main axis, for `20% of the free space of S (185) = 37`.

import TGLLayout
import TGLSemantics

/// What the weights on a linear main axis share: the spare space and the total of the weights that share it.
struct FreeSpace: Hashable {
  var spare: Double
  /// The weights of the sizes (`fill` and `average` count as 100) and of the margins on the axis, in percent.
  var weights: Double
}

extension Analysis {
  /// The free space of the linear layout (table, row) at `parent` on its main axis, read from its layout: the inner
  /// size less the children's fixed sizes, their fixed margins and the spacing (docs/language.md §7.1). Nil when the
  /// parent is not sequential, has a main-axis gravity (weights are then ignored) or no child is weighted.
  /// `items`: the document's layout in `environment`, when the caller has it already.
  func freeSpace(of parent: ElementLocation, in environment: Environment, items: LayoutItems? = nil) -> FreeSpace? {
    // The parent borrowed where it lies and its children read in place: looked up by location, each child was
    // copied out of the document along its whole path.
    source.withElement(at: parent) { element in
      freeSpace(of: element, at: parent, in: environment, items: items)
    }
  }

  private func freeSpace(
    of element: borrowing Element, at parent: ElementLocation, in environment: Environment, items: LayoutItems?
  ) -> FreeSpace? {
    switch element.kind {
    case .linear, .table, .row: break
    default: return nil
    }
    let properties = element.resolvedProperties(in: environment)
    let vertical = (properties.orientation ?? (element.kind == .row ? .horizontal : .vertical)) == .vertical
    if vertical ? properties.gravity?.vertical != nil : properties.gravity?.horizontal != nil { return nil }
    let items = items ?? layout(ofDocument: parent.document, in: environment).items
    guard parent.index < items.count else { return nil }
    let frame = items.frame(at: parent.index)
    // The root's paddings hold the safe-area insets (code notes §10, TangramKit).
    let safe = source.parent(of: parent) == nil ? SafeAreaPadding(root: properties, in: environment) : .none
    let padded = safe.applied(
      leading: properties.leadingPadding ?? properties.leftPadding ?? 0,
      trailing: properties.trailingPadding ?? properties.rightPadding ?? 0, top: properties.topPadding ?? 0,
      bottom: properties.bottomPadding ?? 0)
    let inner = vertical ? frame.height - padded.top - padded.bottom : frame.width - padded.leading - padded.trailing
    var fixed = 0.0
    var weights = 0.0
    var count = 0
    // The document index lists the children in the order of the element's array of children.
    let locations = source.children(of: parent)
    element.children.withUnsafeBufferPointer { children in
      for (position, child) in zip(children.indices, locations) where child.index < items.count {
        let c = children[position].resolvedProperties(in: environment)
        if c.visibility == .gone { continue }
        count += 1
        switch (vertical ? c.height : c.width)?.kind {
        case .weight(let weight)?: weights += weight
        case .fill?, .average?: weights += 100
        default:
          // The frame alone, read by index: the whole item walks the tree and copies the child's name and path.
          let frame = items.frame(at: child.index)
          fixed += vertical ? frame.height : frame.width
        }
        // The two margins one at a time: an array of them was allocated and freed for every child.
        func add(_ margin: PositionValue?) {
          switch margin?.kind {
          case .weight(let weight)?:
            weights += weight
            fixed += margin?.offset ?? 0
          case .number(let number)?:
            fixed += number
          default:
            break
          }
        }
        add(vertical ? c.top : c.leading ?? c.left)
        add(vertical ? c.bottom : c.trailing ?? c.right)
      }
    }
    guard weights > 0 else { return nil }
    let space = (vertical ? properties.vspace : properties.hspace) ?? 0
    return FreeSpace(spare: inner - fixed - space * Double(max(0, count - 1)), weights: weights)
  }
}

extension Derivation {
  /// The free space of the parent when `weight` percent of it is the computed size, for `20% of the free space of S
  /// (185)`; nil when that share is not the computed size (rounding, shrinking, bounds).
  static func freeSpaceShare(weight: Double, _ c: DerivationContext, _ actual: Double) -> FreeSpace? {
    guard let parent = c.parent, let free = parent.freeSpace else { return nil }
    return close(free.spare * weight / free.weights, actual, c) ? free : nil
  }

  /// ` of the free space of S (185)` after the share's prefix, or ` of the free space of S: 20/50 of 185` when the
  /// weights do not add up to 100%.
  static func appendShare(_ free: FreeSpace, weight: Double, _ c: DerivationContext, to out: inout TextBytes) {
    out.append(" of the free space of ")
    out += c.parent?.label ?? ""
    if abs(free.weights - 100) < 1e-9 {
      out.append(" (")
      Numbers.append(free.spare, to: &out)
      out.append(")")
      return
    }
    out.append(": ")
    Numbers.append(weight, to: &out)
    out.append("/")
    Numbers.append(free.weights, to: &out)
    out.append(" of ")
    Numbers.append(free.spare, to: &out)
  }
}
