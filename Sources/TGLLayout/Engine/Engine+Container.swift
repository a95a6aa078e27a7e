// Laying out one container: dispatch to its algorithm, clamp and round its size, mirror, and finalise children.

import TGLSemantics

extension LayoutEngine {
  /// Lays out container `container` in `input` (nil axes are computed from the content) and returns its size.
  /// All descendants get their final frames; an unchanged input is served from the memo.
  /// With `final`, the caller applies the result: the subtree's frames must be those of `input`. Otherwise only
  /// the size is needed and an earlier result for the same input is reused.
  mutating func layoutContainer(_ container: Int, _ input: SizeInput, final: Bool = false) -> Size {
    // A paged flow also depends on its parent's size, which the memo does not hold.
    let pagedByParent = isPagedFlow(container)
    if pagedByParent { forgetRuns(container) }
    if memo.lastInput[slot(container)] == input {
      // Most documents have no reports: no dictionary lookup on this path, taken several times per child.
      if !reports.bySubtree.isEmpty { for r in reports.bySubtree[container] ?? [] { emit(r) } }
      return memo.lastSize[slot(container)]
    }
    // The wrapped run's reports belong to this input's result too: a later memo hit replays them.
    var wrappedReports: [RawReport] = []
    if !pagedByParent && !memo.inProgress[slot(container)],
      let size = layoutAtWrapSize(container, input, final: final, reports: &wrappedReports)
    {
      return size
    }
    if !final, let (size, reports) = rememberedSize(container, input) {
      for r in reports { emit(r) }
      return size
    }
    if memo.inProgress[slot(container)] {
      reportCycle([container], "the size of a container that depends on itself")
      return Size(width: input.width ?? 0, height: input.height ?? 0)
    }
    memo.inProgress[slot(container)] = true
    memo.runInputs.append(input)
    reports.collectors.append(wrappedReports)
    // A container's references are its own: the depth of the chain being followed outside does not count.
    let outerDepth = referenceDepth
    referenceDepth = 0
    var size = runAlgorithm(container, input)
    referenceDepth = outerDepth
    size = finishOwnSize(container, input, size)
    // A path layout does not mirror; a constraints container mirrors through its leading and trailing anchors.
    if rtl && tree.nodes[container].kind != .path && tree.nodes[container].kind != .constraints {
      for child in placedChildren(container) { slots[child].frame.x = size.width - slots[child].frame.x - slots[child].frame.width }
    }
    finalizeChildren(container)
    memo.runInputs.removeLast()
    let collected = reports.collectors.removeLast()
    memo.inProgress[slot(container)] = false
    // A child laid out more than once (measured, then placed) reports the same findings each time; each is kept once,
    // or the copies double with every level of nesting (found by fuzzing with nested tables).
    // Most runs report nothing and most documents never did: no set made to find the unique ones, no hash of
    // `container` to remove what is not there.
    if !collected.isEmpty {
      var seen = Set<RawReport>()
      reports.bySubtree[container] = collected.filter { seen.insert($0).inserted }
    } else if !reports.bySubtree.isEmpty {
      reports.bySubtree[container] = nil
    }
    memo.lastInput[slot(container)] = input
    memo.lastSize[slot(container)] = size
    rememberSize(container, input, size, reports: collected)
    return size
  }

  mutating func runAlgorithm(_ container: Int, _ input: SizeInput) -> Size {
    switch tree.nodes[container].kind {
    case .linear, .row, .table: return layoutLinear(container, input)
    case .frame: return layoutFrame(container, input)
    case .relative: return layoutRelative(container, input)
    case .flow: return layoutFlow(container, input)
    case .float: return layoutFloat(container, input)
    case .path: return layoutPath(container, input)
    // UIKit's Auto Layout, not a TangramKit container (Containers/ConstraintsLayout.swift).
    case .constraints: return layoutConstraints(container, input)
    case .view, .label, .image, .button, .spacer: return Size(width: input.width ?? 0, height: input.height ?? 0)
    }
  }

  /// Clamps computed (wrap) axes by the container's numeric bounds, applies `zeroPadding`, rounds. `mutating` only so
  /// that the engine is passed by reference, not copied (see `LayoutEngine`).
  mutating func finishOwnSize(_ container: Int, _ input: SizeInput, _ computed: Size) -> Size {
    var w = input.width ?? clampOwnSize(computed.width, container, .horizontal)
    var h = input.height ?? clampOwnSize(computed.height, container, .vertical)
    if !props[container].zeroPadding && layoutChildren(container).isEmpty {
      if input.width == nil { w = clampOwnSize(0, container, .horizontal) }
      if input.height == nil { h = clampOwnSize(0, container, .vertical) }
    }
    return Size(
      width: roundToPixel(Swift.max(0, w), scale: frameScale), height: roundToPixel(Swift.max(0, h), scale: frameScale))
  }

  /// `clampOwn(x, …)` by container `container`'s size on `axis`, the size read where it is stored. A size without
  /// bounds (most) gives `x` back without the call, which copied the engine to pass it (see `LayoutEngine`) and the
  /// axis's whole property set (`axisProps`) to read the size.
  @inline(__always) mutating func clampOwnSize(_ x: Double, _ container: Int, _ axis: Axis) -> Double {
    guard let s = sizeOf(container, axis), s.bounds >= 0 else { return x }
    return clampOwn(x, s)
  }

  /// Rounds the children's working frames into final frames and lays out child containers in their final size.
  mutating func finalizeChildren(_ container: Int) {
    // By index in the child list: a loop over `childrenOf(container)` copied the slice (a retain and a release of the
    // list) for each container.
    for at in tree.childStart[container]..<tree.childStart[container + 1] { finalizeChild(tree.childList[at]) }
  }

  /// Rounds child `child`'s working frame into its final frame; a container is laid out in its final size.
  mutating func finalizeChild(_ child: Int) {
    if usesFrame(child), let f = props[child].useFrame {
      slots[child].frame = Rect(
        x: sanitized(f.x), y: sanitized(f.y), width: Swift.max(0, sanitized(f.width)),
        height: Swift.max(0, sanitized(f.height)))
      if isContainer(child) {
        _ = layoutContainer(child, SizeInput(width: slots[child].frame.width, height: slots[child].frame.height), final: true)
      }
      return
    }
    var r = slots[child].frame
    r.width = Swift.max(0, r.width)
    r.height = Swift.max(0, r.height)
    if isContainer(child) {
      let x0 = roundToPixel(r.x, scale: frameScale)
      let y0 = roundToPixel(r.y, scale: frameScale)
      let x1 = roundToPixel(r.x + r.width, scale: frameScale)
      let y1 = roundToPixel(r.y + r.height, scale: frameScale)
      // Unrounded, the size is the working size: x + w − x can differ from w in the last bit.
      slots[child].frame =
        frameScale > 0
        ? Rect(
          x: x0, y: y0, width: Swift.max(0, pixelSpan(from: x0, to: x1, scale: frameScale)),
          height: Swift.max(0, pixelSpan(from: y0, to: y1, scale: frameScale)))
        : Rect(x: sanitized(r.x), y: sanitized(r.y), width: sanitized(r.width), height: sanitized(r.height))
      _ = layoutContainer(child, SizeInput(width: slots[child].frame.width, height: slots[child].frame.height), final: true)
    } else {
      slots[child].frame = Rect(
        x: roundToPixel(r.x, scale: frameScale), y: roundToPixel(r.y, scale: frameScale),
        width: roundToPixel(r.width, scale: frameScale), height: roundToPixel(r.height, scale: frameScale))
    }
  }

  /// `finalizeChild` on one axis, for a child whose other axis already has its final value (it did not move
  /// across): the rounding of each axis reads that axis alone.
  mutating func finalizeChildAlong(_ child: Int, _ axis: Axis) {
    let pos = workPos(child, axis)
    let size = Swift.max(0, workSize(child, axis))
    var final: (pos: Double, size: Double)
    if isContainer(child) {
      let p0 = roundToPixel(pos, scale: frameScale)
      let p1 = roundToPixel(pos + size, scale: frameScale)
      final =
        frameScale > 0
        ? (p0, Swift.max(0, pixelSpan(from: p0, to: p1, scale: frameScale))) : (sanitized(pos), sanitized(size))
    } else {
      final = (roundToPixel(pos, scale: frameScale), roundToPixel(size, scale: frameScale))
    }
    if axis == .horizontal {
      slots[child].frame.x = final.pos
      slots[child].frame.width = final.size
    } else {
      slots[child].frame.y = final.pos
      slots[child].frame.height = final.size
    }
    if isContainer(child) {
      _ = layoutContainer(child, SizeInput(width: slots[child].frame.width, height: slots[child].frame.height), final: true)
    }
  }

  /// A container given exactly the size it wraps to on the axes where its own size is wrap (or unset) is laid out as
  /// wrap there: its size and frames are those of its wrapped run. So a wrap container measured, then measured again
  /// at its width, then placed at its size, runs once. Nil, with the wrapped runs' `reports`, when `input` fixes no
  /// such axis or another size there.
  ///
  /// The wrapped run is found from `input` alone, never from whichever input `container` ran last: a float with a weighted
  /// item, for one, gives that item a share of a bounded line but nothing of an unbounded one, so laid out at its own
  /// wrap width it can come out taller than its wrapped run. Had the answer depended on the last run, an in-place
  /// update (which keeps the runs of the previous layout) would have given another height than a whole layout (found
  /// by the random edit sequences, seed 466). So every input that fixes a wrap axis asks for the wrapped run first,
  /// and is only run itself when that gives another size; its memo then stands for both.
  ///
  /// A container that wraps both axes may have one of them decided by its parent (both margins in a frame layout, a
  /// fill gravity): it was measured with that axis fixed and the other free, so when the run wrapping both axes gives
  /// another size, the runs wrapping one axis are asked too, height first (the height is measured at a width). Laid
  /// out at (355, 33) after measuring 33 at (355, wrap), a horizontal count flow whose weighted item shares what its
  /// column leaves gave that item the share of a 33-high column, where its wrapped run (and the same flow with a
  /// number for its width) gave it nothing (found by the layout properties' wrap check, `LayoutPropertyTests`).
  mutating func layoutAtWrapSize(_ container: Int, _ input: SizeInput, final: Bool, reports: inout [RawReport]) -> Size? {
    let wrapsWidth = input.width != nil && wrapsContent(container, .horizontal)
    let wrapsHeight = input.height != nil && wrapsContent(container, .vertical)
    guard wrapsWidth || wrapsHeight else { return nil }
    let both = SizeInput(width: wrapsWidth ? nil : input.width, height: wrapsHeight ? nil : input.height)
    if let size = layoutWrapped(container, input, both, final: final, reports: &reports) { return size }
    guard wrapsWidth && wrapsHeight else { return nil }
    for wrapped in [SizeInput(width: input.width, height: nil), SizeInput(width: nil, height: input.height)] {
      if let size = layoutWrapped(container, input, wrapped, final: final, reports: &reports) { return size }
    }
    return nil
  }

  /// The size of `container`'s run at `wrapped` (the offer `input` with some of its wrap axes free) when that run comes out at
  /// `input` exactly; its frames are put in place when `final`. Nil otherwise; the run's reports are added to
  /// `reports` either way.
  mutating func layoutWrapped(
    _ container: Int, _ input: SizeInput, _ wrapped: SizeInput, final: Bool, reports: inout [RawReport]
  ) -> Size? {
    let size: Size
    if memo.lastInput[slot(container)] == wrapped {
      // The common case, a container placed at the size it was just measured at: no nested call.
      // Most runs report nothing: nothing appended then (an append of an empty array still cost a call).
      if !self.reports.bySubtree.isEmpty, let replayed = self.reports.bySubtree[container] {
        for r in replayed { emit(r) }
        reports += replayed
      }
      size = memo.lastSize[slot(container)]
    } else {
      self.reports.collectors.append([])
      size = layoutContainer(container, wrapped)
      let collected = self.reports.collectors.removeLast()
      if !collected.isEmpty { reports += collected }
    }
    let yields = Axis.both.allSatisfy { axis in
      guard let v = input[axis], wrapped[axis] == nil else { return true }
      return abs((axis == .horizontal ? size.width : size.height) - v) < 1e-9
    }
    guard yields else { return nil }
    // A size from the size memo has no frames in place: the wrapped run is repeated to put them there.
    if final && memo.lastInput[slot(container)] != wrapped { _ = layoutContainer(container, wrapped, final: true) }
    return size
  }

  /// True when container `container` computes its own size on `axis` from its content (wrap, or no size below the root).
  @inline(__always) func wrapsContent(_ container: Int, _ axis: Axis) -> Bool {
    // The size alone, not a copy of the axis's whole property set (`axisProps`).
    let i = Int(props.index[container])
    switch (axis == .horizontal ? props.specs[i].axes.0.size : props.specs[i].axes.1.size)?.kind {
    // The root without a size takes the canvas (language reference §9.1): asked for its wrapped run first, it
    // reported what that run found (a wrapped linear layout ignoring a reference) about a layout that does not wrap.
    case nil, .none?: return container != 0
    case .wrap?: return true
    default: return false
    }
  }

  /// Keeps the last `sizeMemoDepth` sizes of `container` (a ring: `memo.recentCount` entries written so far).
  /// The reports of the run are kept with the size: a later request that reuses the size without running `container`
  /// reports what running it would have.
  mutating func rememberSize(_ container: Int, _ input: SizeInput, _ size: Size, reports: [RawReport]) {
    let n = Int(memo.recentCount[slot(container)])
    let entry = slot(container) * Self.sizeMemoDepth + n % Self.sizeMemoDepth
    memo.recent[entry] = MemoEntry(input: input, size: size)
    // Most runs report nothing and most documents never did: no hash of `entry` to remove what is not there.
    if !reports.isEmpty {
      memo.recentReports[entry] = reports
    } else if !memo.recentReports.isEmpty {
      memo.recentReports[entry] = nil
    }
    memo.recentCount[slot(container)] = UInt8(n + 1 == 2 * Self.sizeMemoDepth ? Self.sizeMemoDepth : n + 1)
  }

  @inline(__always) func rememberedSize(_ container: Int, _ input: SizeInput) -> (Size, [RawReport])? {
    let base = slot(container) * Self.sizeMemoDepth
    for child in 0..<Swift.min(Int(memo.recentCount[slot(container)]), Self.sizeMemoDepth) where memo.recent[base + child].input == input {
      return (memo.recent[base + child].size, memo.recentReports.isEmpty ? [] : memo.recentReports[base + child] ?? [])
    }
    return nil
  }
}

/// A container's size for one input (its run's reports are in `ContainerMemo.recentReports`: kept apart, an entry is
/// plain memory, and the memo of a run is made without counting a reference per entry).
struct MemoEntry {
  var input: SizeInput
  var size: Size
}
