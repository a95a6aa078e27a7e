// Element kinds are read from token bytes, not through `init(rawValue:)`: both must agree on every spelling.

@testable import TGLSemantics
import Testing

@Suite struct ElementKindSpellingTests {
  @Test func everyKindIsReadFromItsSpelling() {
    for kind in ElementKind.allCases {
      #expect(ElementKind(spelling: ArraySlice(kind.rawValue.utf8)) == kind)
    }
  }

  /// Words that share a first letter or a length with a kind (`lab`, `views`, `flo`), other case, other words and
  /// the empty word are no kind.
  @Test func otherWordsAreNoKind() {
    for word in ["", "lab", "labels", "views", "flo", "Label", "VIEW", "rows", "fram", "spacers", "pat", "x"] {
      #expect(ElementKind(spelling: ArraySlice(word.utf8)) == nil, "\(word)")
      #expect(ElementKind(rawValue: word) == nil, "\(word)")
    }
  }

  /// A slice in the middle of a larger buffer (as a token's bytes are) is read from its own bounds.
  @Test func aSliceIsReadWithinItsBounds() {
    let bytes = Array("xxlabelyy".utf8)
    #expect(ElementKind(spelling: bytes[2..<7]) == .label)
    #expect(ElementKind(spelling: bytes[2..<6]) == nil)
  }

  /// `ordinal` is the position in `allCases` (the path counter of each kind is indexed by it), and `ordinalCount`
  /// the number of kinds.
  @Test func ordinalsAreAllCasesPositions() {
    for (position, kind) in ElementKind.allCases.enumerated() {
      #expect(kind.ordinal == position, "\(kind)")
    }
    #expect(ElementKind.ordinalCount == ElementKind.allCases.count)
  }
}
