// Constants and arguments in values (design-whole-app.md §1.2): a value that names a constant lowers exactly as the
// value written in its place; a cycle or a value of the wrong type is an error at the use.

@testable import TGLSemantics
import TGLSyntax
import TGLText
import Testing

@Suite struct LoweringScopeTests {
  /// The items of `value` as a property's value.
  func items(_ value: String) -> [ExprSyntax] {
    let file = Parser.parse("view X { text: \(value) }").sourceFile
    guard case .property(let p)? = file.elements.first?.block?.members.first else { return [] }
    return p.value?.items ?? []
  }

  /// The elements in preorder without their source ranges (the texts compared differ in length): kind, name and
  /// properties.
  func shape(_ result: LoweringResult) -> [String] {
    var out: [String] = []
    func visit(_ e: Element) {
      out.append("\(e.kind) \(e.name ?? "")")
      e.children.forEach(visit)
    }
    result.documents.forEach { visit($0.root) }
    return out
  }

  func properties(_ result: LoweringResult) -> [Properties] {
    var out: [Properties] = []
    func visit(_ e: Element) {
      out.append(e.properties)
      e.children.forEach(visit)
    }
    result.documents.forEach { visit($0.root) }
    return out
  }

  func lower(_ source: String, _ scope: LoweringScope) -> LoweringResult {
    LoweringScope.$current.withValue(scope) { Lowering.lower(source: source) }
  }

  func scope() -> LoweringScope {
    LoweringScope(constants: [
      "gutter": items("16"), "rowHeight": items("gutter * 3"), "brand": items("#0A84FF"),
      "greeting": items("\"Hello\""), "titleFont": items("17, semibold"), "clip": items("true"),
      "captionSize": items("13"),
    ])
  }

  @Test func aConstantLowersAsTheValueWrittenInItsPlace() {
    let named = lower(
      "linear S (vert) { width: rowHeight; height: gutter + 4; padding: gutter; background: brand\n"
        + "label A { text: greeting; font: titleFont; size: wrap, wrap }\nlabel B { text: \"b\"; font: captionSize } }",
      scope())
    let written = Lowering.lower(
      source: "linear S (vert) { width: 48; height: 20; padding: 16; background: #0A84FF\n"
        + "label A { text: \"Hello\"; font: 17, semibold; size: wrap, wrap }\nlabel B { text: \"b\"; font: 13 } }")
    #expect(named.diagnostics.isEmpty)
    #expect(shape(named) == shape(written))
    #expect(properties(named) == properties(written))
  }

  @Test func theScopeRecordsTheNamesUsed() {
    let s = scope()
    _ = lower("view S { width: rowHeight; height: 10 }", s)
    #expect(s.used == ["rowHeight", "gutter"])
  }

  @Test func aConstantCycleIsReportedOnceAtTheConstantAndTheUseHasNoValue() {
    // a = b + 1, b = a * 2: evaluating a evaluates b, which names a again.
    let cycle = LoweringScope(constants: ["a": items("b + 1"), "b": items("a * 2")])
    let result = lower("view S { width: a; height: 10 }", cycle)
    #expect(result.diagnostics.map(\.message) == ["the constant 'a' has no value"])
    // `view S { width: ` is 16 bytes: the use is 16..<17.
    #expect(result.diagnostics.map(\.range) == [TextRange(start: 16, end: 17)])
    #expect(cycle.problems.map(\.message) == ["the constant 'a' is defined through itself: a → b → a"])
  }

  @Test func aValueOfTheWrongTypeNamesBothTypes() {
    let result = lower("label S { size: 10, 10; font: brand; text: gutter }", scope())
    #expect(
      result.diagnostics.map(\.message) == [
        "'brand' is a color; expected a font such as 17, semibold", "'gutter' is a number; expected a string",
      ])
  }

  @Test func aValueArgumentIsLoweredWithItsOwnScope() {
    let caller = LoweringScope(constants: ["gap": items("8")])
    let args = LoweringScope(values: [
      "w": .expression(items("wrap")[0], nil), "h": .expression(items("wrap + gap")[0], caller),
    ])
    let named = lower("linear S (vert) { size: 100, 100\nlabel A { text: \"x\"; width: w; height: h } }", args)
    let written = Lowering.lower(source: "linear S (vert) { size: 100, 100\nlabel A { text: \"x\"; width: wrap; height: wrap + 8 } }")
    #expect(named.diagnostics.isEmpty)
    #expect(shape(named) == shape(written))
    #expect(properties(named) == properties(written))
  }
}
