// `duplicate-property` sizes its per-block table by `PropertyKey.caseCount` and indexes it by raw value: the count
// must be the number of keys, and every raw value below it.

import TGLSemantics
import Testing

@Suite struct PropertyKeyCountTests {
  @Test func caseCountCoversEveryRawValue() {
    #expect(PropertyKey.caseCount == PropertyKey.allCases.count)
    for key in PropertyKey.allCases {
      #expect(Int(key.rawValue) < PropertyKey.caseCount, "\(key)")
    }
  }
}
