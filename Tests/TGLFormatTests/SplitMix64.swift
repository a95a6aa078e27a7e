// Helpers on the shared seeded generator (`TGLTestSupport.SplitMix64`) for the random documents.

import TGLTestSupport

extension SplitMix64 {
  /// A uniformly chosen element of a non-empty array of literal choices.
  mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }
}
