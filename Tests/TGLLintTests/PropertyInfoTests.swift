// The source index keeps a property as a value: its keys as bits of a `KeySet`, read back in ascending raw value,
// and its syntax node by number, found again from the root. The keys must come back in the order of the arrays they
// replaced, and the node must be the property's own.

import TGLSemantics
import TGLSyntax
import Testing

@testable import TGLLint

@Suite struct PropertyInfoTests {
  /// Every name the index looks up: the specification's key lists are written in ascending raw value (`margin` is
  /// left, right, top, bottom: 0, 1, 2, 3), so that a set of bits reads them back as the array gave them.
  @Test func keySetReadsKeysInTheirWrittenOrder() {
    for spec in PropertySpec.all {
      #expect(Array(KeySet(spec.keys)) == spec.keys, "\(spec.name)")
      #expect(Array(PropertyKey.keys(forPropertyNamed: spec.name)) == spec.keys, "\(spec.name)")
    }
    // A model key's own name reads as that key, written property or not (`pathStart` is `start`'s key).
    for key in PropertyKey.allCases {
      #expect(Array(PropertyKey.keys(forPropertyNamed: key.name)) == [key], "\(key)")
    }
    #expect(PropertyKey.pathStart.name == "pathStart")
    #expect(PropertyKey.keys(forPropertyNamed: "colour").isEmpty)
    #expect(
      Array(PropertyKey.keys(forPropertyNamed: "padding")) == [
        .topPadding, .leftPadding, .bottomPadding, .rightPadding,
      ])
    #expect(KeySet([.height, .width]).count == 2)
    #expect(KeySet() == [])
  }

  /// `view A { size: 40, 20; left: B.right min 4 }`: "frame S {\n    " is 14 bytes, so `view A` starts at 14 and
  /// `size` at 14 + 9 = 23; `size: 40, 20` is 12 bytes, then "; " (2), so `left` is at 23 + 14 = 37.
  @Test func propertiesFindTheirOwnNodes() {
    let text = "frame S {\n    view A { size: 40, 20; left: B.right min 4 }\n    view B { width: 10 }\n}\n"
    let index = SourceIndex(Parser.parse(bytes: Array(text.utf8)))
    let a = index.elements[1]
    #expect(index.properties(of: a).map(\.range.start) == [23, 37])
    // The `;` after `size: 40, 20` belongs to the block: the property ends with its value, at 23 + 12 = 35; `left`
    // has no `;` and ends with the block's last value, `min 4`, at 56.
    #expect(index.properties(of: a).map(\.range.end) == [35, 56])
    for property in index.properties {
      let node = index.syntax(of: property).syntax
      #expect(node.kind == .property)
      #expect(node.index == Int(property.node))
      #expect(node.range.start == property.range.start)
    }
    let size = index.properties(of: a).first!
    #expect(index.name(of: size) == "size")
    // `40` at 23 + 6 = 29, `20` at 33: the two items of `size` are where width and height are reported.
    #expect(size.valueRange(of: .width) == TextRange(start: 29, end: 31))
    #expect(size.valueRange(of: .height) == TextRange(start: 33, end: 35))
    // `min 4` after "left: B.right " (14 bytes): 37 + 14 = 51 to 56.
    #expect(index.bounds(of: index.properties(of: a).last!).map(\.range) == [TextRange(start: 51, end: 56)])
    #expect(index.bounds(of: index.properties(of: a).last!).map(\.isMinimum) == [true])
  }

  /// An element has bounds when a property of its block or of a `when` block has a `min` or `max`: S has only
  /// children, A writes `min 4` in its block, B none, C `max 20` in its `when` block only.
  @Test func elementsKnowWhetherTheyWriteBounds() {
    let text = """
      frame S {
          view A { left: B.right min 4 }
          view B { width: 10 }
          view C {
              width: 10
              when landscape { width: 10 max 20 }
          }
      }

      """
    let index = SourceIndex(Parser.parse(bytes: Array(text.utf8)))
    #expect(index.elements.map(\.hasBounds) == [false, true, false, true])
  }
}
