// Lowering interns property sets: equal sets share one box. The intern table hashes only which fields are set and a
// few values, so sets that agree on those and differ elsewhere land in one bucket and must still stay apart.

import TGLSemantics
import Testing

@Suite struct InterningTests {
  static func children(_ source: String) -> [Element] {
    Lowering.lower(source: source).documents[0].root.children
  }

  /// A, B and D are written alike (width 40, height 20, left 4): one box. C differs only in `vspace`, E only in the
  /// value of `right` (both outside the hashed values), F only in `width`: each its own set.
  @Test func equalSetsShareABoxAndOthersStayApart() {
    let c = Self.children(
      """
      frame S {
          view A { width: 40; height: 20; left: 4 }
          view B { width: 40; height: 20; left: 4 }
          linear C { width: 40; height: 20; left: 4; vspace: 3 }
          view D { left: 4; height: 20; width: 40 }
          view E { width: 40; height: 20; left: 4; right: 7 }
          view F { width: 41; height: 20; left: 4 }
          view G { width: 40; height: 20; left: 4; right: 8 }
      }
      """)
    let ids = c.map(\.properties.storageIdentity)
    #expect(ids[0] == ids[1])
    #expect(ids[0] == ids[3])
    #expect(ids[2] != ids[0])
    #expect(ids[4] != ids[0])
    #expect(ids[5] != ids[0])
    #expect(ids[6] != ids[4])
    #expect(c[2].properties.vspace == 3)
    #expect(c[4].properties.right == .number(7))
    #expect(c[6].properties.right == .number(8))
  }
}
