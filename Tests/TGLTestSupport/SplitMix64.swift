// A seeded random number generator for property tests (SplitMix64), so failures can be replayed.

/// SplitMix64: small, fast, and good enough for generating test inputs. Print the seed on failure.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  public private(set) var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly chosen element; nil only for an empty collection.
  public mutating func pick<C: Collection>(_ collection: C) -> C.Element? {
    guard !collection.isEmpty else { return nil }
    let offset = Int(next() % UInt64(collection.count))
    return collection[collection.index(collection.startIndex, offsetBy: offset)]
  }

  /// True with probability `percent` / 100.
  public mutating func chance(_ percent: Int) -> Bool { Int(next() % 100) < percent }

  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
