// The engine's entry point: lay out a document in an environment.

import TGLSemantics

/// Lays out `document` in `environment` and returns every element's frame, in document order.
public func layout(_ document: LayoutDocument, in environment: Environment) -> LayoutResult {
  DeepStack.whenDeep(document.root) { count in
    var engine = LayoutEngine(environment: environment)
    return engine.run(document, elementCount: count)
  }
}

extension LayoutEngine {
  /// Flattens the document, places the root and lays out the tree. `elementCount`: the document's number of
  /// elements, when the caller has counted them.
  mutating func run(_ document: LayoutDocument, elementCount: Int? = nil) -> LayoutResult {
    reserve(elementCount ?? document.root.subtreeCount)
    tree.documentRoot = document.root
    flatten(document.root, parent: -1)
    indexReferencedNames()
    buildChildLists()
    canonicalizeReferences()
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
      let s = axisProps(0, axis).size
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
      slots[0].frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    } else {
      slots[0].frame = Rect(
        x: 0, y: 0, width: roundToPixel(Swift.max(0, input.width ?? 0), scale: frameScale),
        height: roundToPixel(Swift.max(0, input.height ?? 0), scale: frameScale))
    }
  }

  /// The result keeps the engine's arrays and makes items when they are read (see `LayoutItems`).
  mutating func makeResult() -> LayoutResult {
    if !reports.raw.isEmpty { ensureIdentities() }
    guard let root = tree.documentRoot else { return LayoutResult(items: [], reports: finalReports()) }
    return LayoutResult(items: LayoutItems(EngineFrames(root: root, engine: self)), reports: finalReports())
  }

  /// Calls `body` with element `i` of the document whose root is `root` (the engine's `tree.documentRoot`).
  func element<R>(_ i: Int, below root: Element, _ body: (UnsafePointer<Element>) -> R) -> R {
    withUnsafePointer(to: root) {
      LayoutItems.element(i, from: $0, at: 0, childList: tree.childList, childStart: tree.childStart, body)
    }
  }

  /// Fills `tree.ids` and `tree.names` from the document (only needed for reports). Each id is made from the
  /// element's place (`LayoutDocument.forEachChildPath`): a checked file's elements hold no paths.
  mutating func ensureIdentities() {
    guard tree.ids.count < count, let root = tree.documentRoot else { return }
    tree.ids.removeAll(keepingCapacity: true)
    tree.names.removeAll(keepingCapacity: true)
    func visit(_ pointer: UnsafePointer<Element>, _ path: String) {
      tree.ids.append(ElementID(path))
      tree.names.append(pointer.pointee.name)
      pointer.pointee.children.span.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        LayoutDocument.forEachChildPath(in: buffer, parent: path) { child, childPath in visit(base + child, childPath) }
      }
    }
    withUnsafePointer(to: root) { visit($0, LayoutDocument.path(ofRoot: $0)) }
  }
}
