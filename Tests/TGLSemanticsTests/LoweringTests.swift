// Lowering syntax into the model: sugar, values, references, bounds, and broken input reported, not fatal.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

func lowerOne(_ source: String) -> (Element?, [Diagnostic]) {
  let result = Lowering.lower(source: source)
  return (result.documents.first?.root, result.diagnostics)
}

func child(_ root: Element?, _ name: String) -> Element? {
  root?.children.first { $0.name == name }
}

@Suite struct LoweringTests {
  /// A 50 MB file of 1.4 million views took 67 s and 5.5 GB to lay out and 15 GB to lint; past the limit the file
  /// gets one clear error instead.
  @Test func filesWithTooManyElementsGetOneError() {
    let count = Lowering.maximumElements + 1
    let result = Lowering.lower(source: "linear S {\n" + String(repeating: "view a {}\n", count: count - 1) + "}\n")
    #expect(result.documents.isEmpty)
    #expect(result.diagnostics.map(\.rule) == [.tooManyElements])
    #expect(
      result.diagnostics.first?.message
        == "the file has \(count) elements, more than the \(Lowering.maximumElements) tgl lays out; split it")
  }

  @Test func headerArgumentsAreSugar() {
    let (root, diagnostics) = lowerOne("flow F (vert, 4) {\n spacer(2)\n linear L (horz) {}\n}")
    #expect(diagnostics.isEmpty)
    #expect(root?.properties.orientation == .vertical)
    #expect(root?.properties.arrangedCount == 4)
    #expect(root?.children.first?.properties.shares == 2)
    #expect(root?.children.last?.properties.orientation == .horizontal)
  }

  @Test func paddingExpandsToFourSides() {
    let (root, _) = lowerOne(
      "frame S {\n frame A { padding: 10 }\n frame B { padding: 10, 20 }\n frame C { padding: 1, 2, 3, 4 }\n}")
    let a = child(root, "A")?.properties
    #expect([a?.topPadding, a?.leftPadding, a?.bottomPadding, a?.rightPadding] == [10, 10, 10, 10])
    let b = child(root, "B")?.properties
    #expect([b?.topPadding, b?.leftPadding, b?.bottomPadding, b?.rightPadding] == [10, 20, 10, 20])
    let c = child(root, "C")?.properties
    #expect([c?.topPadding, c?.leftPadding, c?.bottomPadding, c?.rightPadding] == [1, 2, 3, 4])
  }

  @Test func sizeAndMarginSugar() {
    let (root, _) = lowerOne(
      "frame S {\n view A { size: 40, wrap; margin: 5 }\n view B { horzMargin: 3; vertMargin: 4 }\n}")
    let a = child(root, "A")?.properties
    #expect(a?.width == .number(40))
    #expect(a?.height == .wrap)
    #expect([a?.left, a?.right, a?.top, a?.bottom] == Array(repeating: PositionValue.number(5), count: 4))
    let b = child(root, "B")?.properties
    #expect(b?.left == .number(3) && b?.right == .number(3) && b?.top == .number(4) && b?.bottom == .number(4))
  }

  @Test func referencesWithMultipleAndIncrement() {
    let (root, diagnostics) = lowerOne(
      """
      relative S {
          view A { height: B.height * 0.5 + 10; width: (B.width + 10) * 0.5 }
          view B { right: A.left + 10; width: wrap + 20; height: fill - 10 }
          view C { left: min B.right + 8; width: B.width min 20 max parent.width * 0.5; height: 20% + 5 }
          view D { centerX: [B.centerX, C.centerX]; width: [B.width]; height: self.width }
      }
      """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let a = child(root, "A")?.properties
    #expect(a?.height == .ref(.element("B"), .height, multiple: 0.5, increment: 10))
    #expect(a?.width == .ref(.element("B"), .width, multiple: 0.5, increment: 5))
    let b = child(root, "B")?.properties
    #expect(b?.right == .ref(.element("A"), .left, offset: 10))
    #expect(b?.width == SizeValue(.wrap, increment: 20))
    #expect(b?.height == SizeValue(.fill, increment: -10))
    let c = child(root, "C")?.properties
    #expect(c?.left == PositionValue(.none, min: Bound(.reference(Reference(.element("B"), .right)), increment: 8)))
    #expect(
      c?.width
        == SizeValue(
          .reference(Reference(.element("B"), .width)), min: .number(20),
          max: Bound(.reference(Reference(.parent, .width)), multiple: 0.5)))
    #expect(c?.height == SizeValue(.weight(20), increment: 5))
    let d = child(root, "D")?.properties
    #expect(
      d?.centerX == PositionValue(.array([Reference(.element("B"), .centerX), Reference(.element("C"), .centerX)])))
    #expect(d?.width == SizeValue(.array([Reference(.element("B"), .width)])))
    #expect(d?.height == .ref(.this, .width))
  }

  @Test func brokenInputIsReportedAndTheRestIsKept() {
    let source =
      "linear S (vert) {\n width: 100\n colour: red\n height: A.width * B.width\n gadget G {}\n view A { width: 10 }\n}"
    let (root, diagnostics) = lowerOne(source)
    #expect(diagnostics.map(\.rule.rawValue) == ["unknown-property", "invalid-value", "unknown-kind"])
    #expect(
      diagnostics.map(\.message) == [
        "unknown property 'colour'", "a product of two references is not linear", "unknown element kind 'gadget'",
      ])
    let bytes = Array(source.utf8)
    let first = diagnostics[0].range
    #expect(String(decoding: bytes[first.start..<first.end], as: UTF8.self) == "colour")
    #expect(root?.properties.width == .number(100))
    #expect(root?.properties.height == nil)
    #expect(root?.children.map(\.name) == ["A"])
  }

  @Test func pathsNameUnnamedElementsByKindAndIndex() {
    let (root, _) = lowerOne("linear S (vert) {\n linear (horz) {}\n linear (horz) {\n view {}\n view V {}\n }\n}")
    let document = LayoutDocument(root: root ?? Element(.view))
    #expect(
      document.elements.map(\.path) == ["S", "S/linear[1]", "S/linear[2]", "S/linear[2]/view[1]", "S/linear[2]/V"])
    #expect(document.elements.map(\.id.path) == document.elements.map(\.path))
  }

  @Test func directivesAndElementRanges() {
    let source = "@canvas 390, 844\n@scale 3\nlinear S (vert) { view A {} }\n"
    let result = Lowering.lower(source: source)
    #expect(result.documents.first?.canvas == Size(width: 390, height: 844))
    #expect(result.documents.first?.scale == 3)
    let range = result.documents.first?.root.children.first?.range
    #expect(range.map { String(decoding: Array(source.utf8)[$0], as: UTF8.self) } == "view A {}")
  }

  @Test func pathEquationsAndSpaceTypes() {
    let (root, diagnostics) = lowerOne(
      "path P {\n polar: 50 * sin(t) + 2\n origin: 0.5, 0.5\n isMath: true\n spaceType: fixed(20)\n start: 0\n end: 180\n}"
    )
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(root?.properties.pathEquation == .polar(.add(.multiply(.number(50), .call(.sin, .variable)), .number(2))))
    #expect(root?.properties.spaceType == .fixed(20))
    #expect(root?.properties.pathOrigin == Point(x: 0.5, y: 0.5))
    #expect(root?.properties.isMath == true)
    #expect(root?.properties.pathEnd == 180)
  }

  /// A polar equation's limits are radians, so `start` and `end` read `pi` and `e`; they are still plain numbers.
  @Test func pathLimitsAndDistanceError() {
    let (root, diagnostics) = lowerOne("path P {\n polar: 50\n start: -pi / 2\n end: 2 * π\n distanceError: 0.1\n}")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(root?.properties.pathStart == -Double.pi / 2)
    #expect(root?.properties.pathEnd == 2 * Double.pi)
    #expect(root?.properties.distanceError == 0.1)
    for value in ["t", "B.width", "sin(1)", "wrap"] {
      let (_, wrong) = lowerOne("path P {\n polar: 50\n start: \(value)\n}")
      #expect(wrong.map(\.message) == ["expected a number, such as '90', '-40' or 'pi / 2'"], "\(value)")
    }
  }

  @Test func gravityValues() {
    let (root, _) = lowerOne(
      "frame S {\n gravity: horz.fill, vert.top\n frame A { gravity: center }\n frame B { gravity: fill }\n}")
    #expect(root?.properties.gravity == Gravity(horizontal: .fill, vertical: .top))
    #expect(child(root, "A")?.properties.gravity == Gravity(horizontal: .center, vertical: .center))
    #expect(child(root, "B")?.properties.gravity == Gravity(horizontal: .fill, vertical: .fill))
  }
}
