// The recursive enums keep their case in a byte of its own, not in spare bits of a box's pointer: a leak checker
// that scans memory for pointers (LeakSanitizer in the sanitized runs, valgrind's memcheck) does not recognise a
// tagged pointer, and reports a value still held when the process exits as leaked (`PathExpression`'s comment).

@testable import TGLSemantics
import Testing

@Suite struct IndirectEnumLayoutTests {
  /// A `Double` payload (8 bytes, no spare bits) and a byte for the case: 9 bytes. With every case `indirect` the
  /// value would be one tagged pointer, 8 bytes.
  @Test func pathExpressionsKeepTheirCaseOutsideThePointer() {
    #expect(MemoryLayout<PathExpression>.size == 9)
    let expression = PathExpression.add(.negate(.number(2)), .multiply(.variable, .number(3)))
    #expect(expression == .add(.negate(.number(2)), .multiply(.variable, .number(3))))
    #expect(PathExpression.subtract(.number(1), .negate(.number(2))).constantValue == 3)
  }

  @Test func symbolicValuesKeepTheirCaseOutsideThePointer() {
    #expect(MemoryLayout<SymbolicValue>.size == 9)
    let value = SymbolicValue.binary(.constant(name: "gutter", file: "styles.tgl"), .multiply, .number(2))
    #expect(value.usesNames)
    #expect(!SymbolicValue.negate(.number(4)).usesNames)
  }
}
