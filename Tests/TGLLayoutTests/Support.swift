// Helpers for layout tests: building models by hand and checking frames.

import TGLLayout
import TGLSemantics
import Testing

func view(_ name: String? = nil, _ configure: (inout Properties) -> Void = { _ in }) -> Element {
  Element(.view, name, configure)
}

func container(
  _ kind: ElementKind, _ name: String? = nil, _ children: [Element], _ configure: (inout Properties) -> Void = { _ in }
) -> Element {
  Element(kind, name, children: children, configure)
}

func runLayout(_ root: Element, canvas: Size = Size(width: 375, height: 667), scale: Double = 2, rtl: Bool = false)
  -> LayoutResult
{
  layout(LayoutDocument(root: root), in: Environment(canvas: canvas, scale: scale, rtl: rtl))
}

/// Expects the frame (parent coordinates) of the element named `name`.
func expectFrame(
  _ result: LayoutResult, _ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let item = result.item(named: name) else {
    Issue.record("no element named \(name)", sourceLocation: sourceLocation)
    return
  }
  let f = item.frame
  let ok = abs(f.x - x) < 0.01 && abs(f.y - y) < 0.01 && abs(f.width - w) < 0.01 && abs(f.height - h) < 0.01
  #expect(
    ok, "\(name): got (\(f.x), \(f.y), \(f.width), \(f.height)), expected (\(x), \(y), \(w), \(h))",
    sourceLocation: sourceLocation)
}
