// What one expansion keeps per declaration of its program, found by the declaration's number (issue 29, "Speed"):
// the flattened styles and the used components of a screen were tables hashed at every lookup and grown from empty
// for every screen.

/// A value per declaration of one program (`VisibleName.number`): per number, the place of its value among the values
/// set, made at the first write with room for every declaration of the program, so that a lookup is two indexes and
/// no hash. The places are integers, so that making them counts no references (an array of optional values retained
/// each empty one as it was filled).
struct DeclarationTable<Value> {
  /// Per number, the place of its value in `values`; -1 for none.
  private var places: [Int32] = []
  private var values: [Value] = []
  /// How many declarations the program has: the size of `places` at the first write.
  private let declarationCount: Int

  init(declarationCount: Int) {
    self.declarationCount = declarationCount
  }

  subscript(number: Int) -> Value? {
    get {
      guard number >= 0 && number < places.count else { return nil }
      let place = Int(places[number])
      return place < 0 ? nil : values[place]
    }
    set {
      guard number >= 0 else { return }
      if number >= places.count {
        places.append(contentsOf: repeatElement(-1, count: max(number + 1, declarationCount) - places.count))
      }
      let place = Int(places[number])
      guard let newValue else {
        places[number] = -1
        return
      }
      if place >= 0 {
        values[place] = newValue
      } else {
        places[number] = Int32(values.count)
        values.append(newValue)
      }
    }
  }
}

extension DeclarationTable: Sendable where Value: Sendable {}
