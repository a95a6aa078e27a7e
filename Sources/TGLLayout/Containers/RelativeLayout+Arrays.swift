// Relative-layout arrays: sizes shared with listed siblings, and groups centred side by side (TangramKit §3.4).

import TGLSemantics

extension LayoutEngine {
  /// Runs the array passes before ordinary resolution: shared sizes first, then group centring.
  mutating func relativeArrays(_ kids: [Int], _ ctx: RelativeContext) {
    for child in kids {
      for axis in Axis.both {
        if case .array(let id)? = axisProps(child, axis).size?.kind { relativeSharedSize(child, tables.arrays[Int(id)], axis, ctx) }
      }
    }
    for child in kids {
      for axis in Axis.both {
        if case .array(let id)? = axisProps(child, axis).center?.kind { relativeGroupCentre(child, tables.arrays[Int(id)], axis, ctx) }
      }
    }
  }

  func arrayMembers(_ child: Int, _ refs: [ERef]) -> [Int] {
    var members: [Int] = []
    for r in refs {
      guard case .node(let index) = r.target, case let j = Int(index), j != child, tree.nodes[j].parent == tree.nodes[child].parent else {
        continue
      }
      if !usesFrame(j) && !members.contains(j) { members.append(j) }
    }
    return members
  }

  /// `A.width: [B.width, C.width]`: members without their own size share the inner size with A. A gone A takes no
  /// part (neither its multiple nor its increment) and is 0 (semantics §3.4 step 3: "no-layout views get 0";
  /// TangramKit starts the sum of the ratios and of the increments at 0 for a no-layout A); the members still share.
  mutating func relativeSharedSize(_ child: Int, _ refs: [ERef], _ axis: Axis, _ ctx: RelativeContext) {
    guard relative.states[child * 4 + axis.rawValue] != 2 else { return }
    let own = axisProps(child, axis).size
    let members = arrayMembers(child, refs)
    let takesPart = !isGone(child)
    var space = relInner(axis, ctx) + (takesPart ? own?.increment ?? 0 : 0)
    var sharers: [(Int, Double)] = takesPart ? [(child, own?.multiple ?? 1)] : []
    for j in members {
      if isGone(j) { continue }
      switch axisProps(j, axis).size?.kind {
      case nil, .none?, .array?: sharers.append((j, axisProps(j, axis).size?.multiple ?? 1))
      default:
        space -= relSize(j, axis, ctx)
        space += axisProps(j, axis).size?.increment ?? 0
      }
    }
    space = Swift.max(0, space)
    var ratio = sharers.reduce(0.0) { $0 + $1.1 }
    for (j, r) in sharers {
      let share = ratio > 0 ? roundToPixel(space * r / ratio, scale: scale) : 0
      space -= share
      ratio -= r
      let value = validMeasure(share, axisProps(j, axis).size, node: j, axis: axis, inner: relInnerBoth(ctx))
      relative.values[j * 4 + axis.rawValue] = value
      relative.states[j * 4 + axis.rawValue] = 2
      setScratch(j, axis, value)
    }
    for j in (takesPart ? [] : [child]) + members.filter({ isGone($0) }) {
      relative.values[j * 4 + axis.rawValue] = 0
      relative.states[j * 4 + axis.rawValue] = 2
      setScratch(j, axis, 0)
    }
  }

  /// `A.centerX: [B.centerX, C.centerX]`: A, B, C side by side, the group centred in the parent.
  mutating func relativeGroupCentre(_ child: Int, _ refs: [ERef], _ axis: Axis, _ ctx: RelativeContext) {
    let group = [child] + arrayMembers(child, refs).filter { !isGone($0) }
    var total = 0.0
    for (n, j) in group.enumerated() {
      total += relSize(j, axis, ctx)
      if n > 0 { total += axisProps(j, axis).center?.offset ?? 0 }
    }
    let pc = axisProps(ctx.container, axis)
    // TangramKit 1.4.2 (code notes §9, `tgCalcLayoutRectHelper`, the array branch): the first view's leading is
    // (inner − group) / 2 + leading padding, and then the ordinary leading branch adds the leading padding again, so
    // the group sits one leading (top) padding past the centre on either axis. MyLayout 2.0 adds it once (its test,
    // conformance `MyRelativeLayoutTestCase__testCenterXY__2`).
    let padding = library == .tangramKit ? pc.headPad + pc.headPad : pc.headPad
    var pos = (relInner(axis, ctx) - total) / 2 + padding
    for (n, j) in group.enumerated() {
      if n > 0 { pos += axisProps(j, axis).center?.offset ?? 0 }
      let size = relSize(j, axis, ctx)
      relative.values[j * 4 + 2 + axis.rawValue] = sanitized(pos)
      relative.states[j * 4 + 2 + axis.rawValue] = 2
      relative.trailingEdges[j * 2 + axis.rawValue] = sanitized(pos + size)
      pos += size
    }
  }
}
