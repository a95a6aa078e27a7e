// Laying out one container: dispatch to its algorithm, clamp and round its size, mirror, and finalise children.

import TGLSemantics

extension LayoutEngine {
  /// Lays out container `c` in `input` (nil axes are computed from the content) and returns its size.
  /// All descendants get their final frames; an unchanged input is served from the memo.
  /// With `final`, the caller applies the result: the subtree's frames must be those of `input`. Otherwise only
  /// the size is needed and an earlier result for the same input is reused.
  mutating func layoutContainer(_ c: Int, _ input: SizeInput, final: Bool = false) -> Size {
    // The answers to a parent are kept for the early cutoff (see `noteAnswer`); the root has no parent.
    guard tracesLinearRuns, !collectors.isEmpty else { return answerContainer(c, input, final: final) }
    let mark = collectors[collectors.count - 1].count
    let size = answerContainer(c, input, final: final)
    noteAnswer(c, input, size, withReports: collectors[collectors.count - 1].count != mark)
    return size
  }

  mutating func answerContainer(_ c: Int, _ input: SizeInput, final: Bool) -> Size {
    // A paged flow also depends on its parent's size, which neither the memo nor the cache key holds.
    let pagedByParent = isPagedFlow(c)
    if pagedByParent { forgetRuns(c) }
    if memoInput[slot(c)] == input || lastRunYields(c, input) {
      // Most documents have no reports: no dictionary lookup on this path, taken several times per child.
      if !subtreeReports.isEmpty { for r in subtreeReports[c] ?? [] { emit(r) } }
      return memoOutput[slot(c)]
    }
    if !final, let (size, reports) = rememberedSize(c, input) {
      for r in reports { emit(r) }
      return size
    }
    if inProgress[slot(c)] {
      reportCycle([c], "the size of a container that depends on itself")
      return Size(width: input.width ?? 0, height: input.height ?? 0)
    }
    if !pagedByParent, let restored = restoreFromCache(c, input) { return restored }
    inProgress[slot(c)] = true
    runInputs.append(input)
    collectors.append([])
    // A container's references are its own: the depth of the chain being followed outside does not count.
    let outerDepth = referenceDepth
    referenceDepth = 0
    var size: Size
    let computed: Size
    if let partial = linearInPlace.isEmpty ? nil : linearInPlace.removeValue(forKey: c), partial.last == input,
      let inPart = relayoutLinearInPlace(c, input, changed: partial.changed)
    {
      // Laid out again in part; the children it placed have their final frames.
      recomputed?.append(c)
      referenceDepth = outerDepth
      computed = inPart
      size = finishOwnSize(c, input, computed)
    } else {
      if tracesLinearRuns { forgetAnswers(of: childrenOf(c)) }
      computed = runAlgorithm(c, input)
      referenceDepth = outerDepth
      size = finishOwnSize(c, input, computed)
      if rtl && nodes[c].kind != .path {
        for k in placedChildren(c) { slots[k].frame.x = size.width - slots[k].frame.x - slots[k].frame.width }
      }
      finalizeChildren(c)
    }
    runInputs.removeLast()
    let collected = collectors.removeLast()
    inProgress[slot(c)] = false
    // A child laid out more than once (measured, then placed) reports the same findings each time; each is kept once,
    // or the copies double with every level of nesting (a 6 KB file of nested tables took minutes; found by fuzzing).
    var seen = Set<RawReport>()
    let unique = collected.filter { seen.insert($0).inserted }
    subtreeReports[c] = unique.isEmpty ? nil : unique
    memoInput[slot(c)] = input
    memoOutput[slot(c)] = size
    memoComputed[slot(c)] = computed
    rememberSize(c, input, size, reports: collected)
    if !pagedByParent { storeInCache(c, input, size, reports: collected) }
    return size
  }

  mutating func runAlgorithm(_ c: Int, _ input: SizeInput) -> Size {
    recomputed?.append(c)
    switch nodes[c].kind {
    case .linear, .row, .table: return layoutLinear(c, input)
    case .frame: return layoutFrame(c, input)
    case .relative: return layoutRelative(c, input)
    case .flow: return layoutFlow(c, input)
    case .float: return layoutFloat(c, input)
    case .path: return layoutPath(c, input)
    case .view, .label, .image, .button, .spacer: return Size(width: input.width ?? 0, height: input.height ?? 0)
    }
  }

  /// Clamps computed (wrap) axes by the container's numeric bounds, applies `zeroPadding`, rounds.
  func finishOwnSize(_ c: Int, _ input: SizeInput, _ computed: Size) -> Size {
    var w = input.width ?? clampOwn(computed.width, ax(c, .horizontal).size)
    var h = input.height ?? clampOwn(computed.height, ax(c, .vertical).size)
    if !props[c].zeroPadding && layoutChildren(c).isEmpty {
      if input.width == nil { w = clampOwn(0, ax(c, .horizontal).size) }
      if input.height == nil { h = clampOwn(0, ax(c, .vertical).size) }
    }
    return Size(width: roundToPixel(Swift.max(0, w), scale: scale), height: roundToPixel(Swift.max(0, h), scale: scale))
  }

  /// Rounds the children's working frames into final frames and lays out child containers in their final size.
  mutating func finalizeChildren(_ c: Int) {
    for k in childrenOf(c) { finalizeChild(k) }
  }

  /// Rounds child `k`'s working frame into its final frame; a container is laid out in its final size.
  mutating func finalizeChild(_ k: Int) {
    if usesFrame(k), let f = props[k].useFrame {
      slots[k].frame = Rect(
        x: sanitized(f.x), y: sanitized(f.y), width: Swift.max(0, sanitized(f.width)),
        height: Swift.max(0, sanitized(f.height)))
      if isContainer(k) {
        _ = layoutContainer(k, SizeInput(width: slots[k].frame.width, height: slots[k].frame.height), final: true)
      }
      return
    }
    var r = slots[k].frame
    r.width = Swift.max(0, r.width)
    r.height = Swift.max(0, r.height)
    if isContainer(k) {
      let x0 = roundToPixel(r.x, scale: scale)
      let y0 = roundToPixel(r.y, scale: scale)
      let x1 = roundToPixel(r.x + r.width, scale: scale)
      let y1 = roundToPixel(r.y + r.height, scale: scale)
      slots[k].frame = Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
      _ = layoutContainer(k, SizeInput(width: slots[k].frame.width, height: slots[k].frame.height), final: true)
    } else {
      slots[k].frame = Rect(
        x: roundToPixel(r.x, scale: scale), y: roundToPixel(r.y, scale: scale),
        width: roundToPixel(r.width, scale: scale), height: roundToPixel(r.height, scale: scale))
    }
  }

  /// `finalizeChild` on one axis, for a child whose other axis already has its final value (it did not move
  /// across): the rounding of each axis reads that axis alone.
  mutating func finalizeChildAlong(_ k: Int, _ axis: Axis) {
    let pos = workPos(k, axis)
    let size = Swift.max(0, workSize(k, axis))
    var final: (pos: Double, size: Double)
    if isContainer(k) {
      let p0 = roundToPixel(pos, scale: scale)
      let p1 = roundToPixel(pos + size, scale: scale)
      final = (p0, Swift.max(0, p1 - p0))
    } else {
      final = (roundToPixel(pos, scale: scale), roundToPixel(size, scale: scale))
    }
    if axis == .horizontal {
      slots[k].frame.x = final.pos
      slots[k].frame.width = final.size
    } else {
      slots[k].frame.y = final.pos
      slots[k].frame.height = final.size
    }
    if isContainer(k) {
      _ = layoutContainer(k, SizeInput(width: slots[k].frame.width, height: slots[k].frame.height), final: true)
    }
  }

  /// True when the last run computed some axes and they came out exactly as `input` asks (a wrap container laid
  /// out at its own wrap size), the other axes being the same: its size and frames are already those of `input`.
  /// So a wrap container measured, then measured again at its width, then placed at its size, runs once.
  ///
  /// "Came out" is the size the run placed the children in, before rounding: a wrap size of 29.5 rounded to 29.67
  /// does not yield 29.67, whose children may sit differently. Otherwise the frames would depend on whether the run
  /// before the placement was the wrap measurement, which an in-place update does not repeat.
  @inline(__always) func lastRunYields(_ c: Int, _ input: SizeInput) -> Bool {
    let last = memoInput[slot(c)]
    guard last != .unset else { return false }
    for axis in Axis.both {
      if let v = input[axis] {
        if let l = last[axis] {
          guard l == v else { return false }
        } else {
          let output = axis == .horizontal ? memoComputed[slot(c)].width : memoComputed[slot(c)].height
          guard abs(output - v) < 1e-9 else { return false }
        }
      } else if last[axis] != nil {
        return false
      }
    }
    return true
  }

  /// Keeps the last `sizeMemoDepth` sizes of `c` (a ring: `sizeMemoCount` entries written so far).
  /// The reports of the run are kept with the size: a later layout that reuses the size without running `c` (see
  /// `LayoutCache`) reports what running it would have.
  mutating func rememberSize(_ c: Int, _ input: SizeInput, _ size: Size, reports: [RawReport]) {
    let n = Int(sizeMemoCount[slot(c)])
    sizeMemo[slot(c) * Self.sizeMemoDepth + n % Self.sizeMemoDepth] = MemoEntry(
      input: input, size: size, reports: reports)
    sizeMemoCount[slot(c)] = UInt8(n + 1 == 2 * Self.sizeMemoDepth ? Self.sizeMemoDepth : n + 1)
  }

  @inline(__always) func rememberedSize(_ c: Int, _ input: SizeInput) -> (Size, [RawReport])? {
    let base = slot(c) * Self.sizeMemoDepth
    for k in 0..<Swift.min(Int(sizeMemoCount[slot(c)]), Self.sizeMemoDepth) where sizeMemo[base + k].input == input {
      return (sizeMemo[base + k].size, sizeMemo[base + k].reports)
    }
    return nil
  }
}

/// A container's size for one input.
struct MemoEntry {
  var input: SizeInput
  var size: Size
  /// What the run reported about the subtree (members are element indices).
  var reports: [RawReport] = []
}
