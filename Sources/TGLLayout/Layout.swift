// The engine's entry point: lay out a document in an environment.

import TGLSemantics

/// Lays out `document` in `environment` and returns every element's frame, in document order.
public func layout(_ document: LayoutDocument, in environment: Environment) -> LayoutResult {
  var engine = LayoutEngine(environment: environment)
  return engine.run(document)
}

extension LayoutEngine {
  /// Flattens the document, places the root and lays out the tree.
  mutating func run(_ document: LayoutDocument) -> LayoutResult {
    reserve(document.root.subtreeCount)
    flatten(document.root, parent: -1)
    canonicalizeReferences()
    if cache != nil { computeSubtreeHashes() }
    allocateState()
    placeRoot()
    return makeResult()
  }

  /// The root sits at (0, 0) of the canvas; a number is its size, fill or no size means the canvas, a weight is a
  /// share of the canvas, wrap is computed; its margins are ignored and its min/max clamp the size it gets.
  mutating func placeRoot() {
    let canvas = environment.canvas
    var input = SizeInput(width: nil, height: nil)
    for axis in Axis.both {
      let canvasSize = sanitized(axis == .horizontal ? canvas.width : canvas.height)
      let s = ax(0, axis).size
      var value: Double?
      switch s?.kind {
      case nil, .none?, .fill?, .average?, .array?: value = canvasSize
      case .number(let n)?: value = measure(n, s)
      case .weight(let w)?: value = measure(canvasSize * w / 100, s)
      case .wrap?: value = isContainer(0) ? nil : measure(contentSize(0, axis, other: nil), s)
      case .reference(let r)?:
        if r.attribute.isSize, r.target == .parent {
          value = measure(r.attribute == .height ? sanitized(canvas.height) : sanitized(canvas.width), s)
        } else {
          report(.ignoredValue, [0], "the root's size cannot refer to another view; the canvas size is used")
          value = canvasSize
        }
      }
      if let v = value {
        let clamped = validMeasure(v, s, node: 0, axis: axis, inner: Inner(width: canvas.width, height: canvas.height))
        if axis == .horizontal { input.width = clamped } else { input.height = clamped }
      }
    }
    if isContainer(0) {
      let size = layoutContainer(0, input)
      frames[0] = Rect(x: 0, y: 0, width: size.width, height: size.height)
    } else {
      frames[0] = Rect(
        x: 0, y: 0, width: roundToPixel(Swift.max(0, input.width ?? 0), scale: scale),
        height: roundToPixel(Swift.max(0, input.height ?? 0), scale: scale))
    }
  }

  func makeResult() -> LayoutResult {
    var items: [LayoutItem] = []
    items.reserveCapacity(count)
    var absolute = frames
    for i in 0..<count {
      let p = parents[i]
      if p >= 0 {
        absolute[i].x += absolute[p].x
        absolute[i].y += absolute[p].y
      }
      items.append(
        LayoutItem(
          id: ids[i], name: names[i], path: ids[i].path, kind: kinds[i], frame: frames[i], absolute: absolute[i],
          isApplied: !props[i].noLayout))
    }
    return LayoutResult(items: items, reports: finalReports())
  }
}
