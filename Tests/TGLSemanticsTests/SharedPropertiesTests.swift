// Property sets shared between threads: the language server compares and hashes one document's sets on its main
// loop and its diagnostics thread at once, and every element without properties shares `Properties()`'s box.
// CI runs this suite under ThreadSanitizer (.ci/sanitize.sh), which reported reading a shared box in place through
// an inout access as a race.

import Dispatch
import TGLSemantics
import Testing

@Suite struct SharedPropertiesTests {
  static func sized(_ width: Double) -> Properties {
    var properties = Properties()
    properties.width = .number(width)
    return properties
  }

  @Test func sharedSetsCompareAndHashTheSameOnEveryThread() {
    let empty = Properties()
    let forty = Self.sized(40)
    let fortyAgain = Self.sized(40)
    let fifty = Self.sized(50)
    let expectedHash = forty.hashValue
    let rounds = 2_000
    let mismatches = Mismatches()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<rounds {
        let right =
          Properties() == empty && empty.isEmpty && !forty.isEmpty && forty == fortyAgain && forty != fifty
          && fortyAgain.hashValue == expectedHash && empty != forty
        if !right { mismatches.add() }
      }
    }
    #expect(mismatches.count == 0)
  }

  @Test func aCopyChangedOnOneThreadLeavesTheSharedSetAlone() {
    let shared = Self.sized(40)
    let results = Mismatches()
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      for round in 0..<500 {
        var copy = shared
        copy.height = .number(Double(index * 1000 + round))
        if copy == shared || shared.height != nil || copy.width != .number(40) { results.add() }
      }
    }
    #expect(results.count == 0)
    #expect(shared == Self.sized(40))
  }
}

/// A counter the threads of a test share.
private final class Mismatches: @unchecked Sendable {
  private let queue = DispatchQueue(label: "mismatches")
  private var value = 0
  func add() { queue.sync { value += 1 } }
  var count: Int { queue.sync { value } }
}
