// Laying out one container: dispatch to its algorithm, clamp and round its size, mirror, and finalise children.

import TGLSemantics

extension LayoutEngine {
  /// Lays out container `c` in `input` (nil axes are computed from the content) and returns its size.
  /// All descendants get their final frames; an unchanged input is served from the memo.
  mutating func layoutContainer(_ c: Int, _ input: SizeInput) -> Size {
    if memoInput[c] == input { return memoOutput[c] }
    if inProgress[c] {
      reportCycle([c], "the size of a container that depends on itself")
      return Size(width: input.width ?? 0, height: input.height ?? 0)
    }
    if let restored = restoreFromCache(c, input) { return restored }
    inProgress[c] = true
    defer { inProgress[c] = false }
    var size = runAlgorithm(c, input)
    size = finishOwnSize(c, input, size)
    if rtl && kinds[c] != .path {
      for k in placedChildren(c) { work[k].x = size.width - work[k].x - work[k].width }
    }
    finalizeChildren(c)
    memoInput[c] = input
    memoOutput[c] = size
    storeInCache(c, input, size)
    return size
  }

  mutating func runAlgorithm(_ c: Int, _ input: SizeInput) -> Size {
    onRecompute?(c)
    switch kinds[c] {
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
    var w = input.width ?? clampOwn(computed.width, props[c][.horizontal].size)
    var h = input.height ?? clampOwn(computed.height, props[c][.vertical].size)
    if !props[c].zeroPadding && layoutChildren(c).isEmpty {
      if input.width == nil { w = clampOwn(0, props[c][.horizontal].size) }
      if input.height == nil { h = clampOwn(0, props[c][.vertical].size) }
    }
    return Size(width: roundToPixel(Swift.max(0, w), scale: scale), height: roundToPixel(Swift.max(0, h), scale: scale))
  }

  /// Rounds the children's working frames into final frames and lays out child containers in their final size.
  mutating func finalizeChildren(_ c: Int) {
    for k in children[c] {
      if let f = props[k].useFrame {
        frames[k] = Rect(x: finite(f.x), y: finite(f.y), width: Swift.max(0, finite(f.width)),
                         height: Swift.max(0, finite(f.height)))
        if isContainer(k) {
          _ = layoutContainer(k, SizeInput(width: frames[k].width, height: frames[k].height))
        }
        continue
      }
      var r = work[k]
      r.width = Swift.max(0, finite(r.width))
      r.height = Swift.max(0, finite(r.height))
      r.x = finite(r.x)
      r.y = finite(r.y)
      if isContainer(k) {
        let x0 = roundToPixel(r.x, scale: scale)
        let y0 = roundToPixel(r.y, scale: scale)
        let x1 = roundToPixel(r.x + r.width, scale: scale)
        let y1 = roundToPixel(r.y + r.height, scale: scale)
        frames[k] = Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
        _ = layoutContainer(k, SizeInput(width: frames[k].width, height: frames[k].height))
      } else {
        frames[k] = Rect(
          x: roundToPixel(r.x, scale: scale), y: roundToPixel(r.y, scale: scale),
          width: roundToPixel(r.width, scale: scale), height: roundToPixel(r.height, scale: scale))
      }
    }
  }
}
