// The two axes as a sequence that holds no reference, for loops run per element or per container run.

import TGLSemantics

/// `Axis.both` (horizontal, then vertical) as a value: a loop over `Axis.both`, a global array, retained and released
/// the array each time it ran.
struct BothAxes: Sequence, IteratorProtocol {
  private var upcoming: Axis? = .horizontal

  mutating func next() -> Axis? {
    defer { upcoming = upcoming == .horizontal ? .vertical : nil }
    return upcoming
  }
}
