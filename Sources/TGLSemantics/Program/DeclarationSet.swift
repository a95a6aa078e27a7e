// Declarations of one program as a set of their numbers (issue 29, "Speed"): what a file's names reach is merged
// for hundreds of files, and a set of `file:name` strings hashed each key again at each union.

/// A set of declaration numbers of one program (`VisibleName.number`), one bit each.
public struct DeclarationSet: Sendable, Equatable {
  private var words: [UInt64] = []

  public init() {}

  public var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  public func contains(_ number: Int) -> Bool {
    let word = number >> 6
    return number >= 0 && word < words.count && words[word] & (1 << UInt64(number & 63)) != 0
  }

  public mutating func insert(_ number: Int) {
    guard number >= 0 else { return }
    let word = number >> 6
    if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
    words[word] |= 1 << UInt64(number & 63)
  }

  public mutating func formUnion(_ other: DeclarationSet) {
    if other.words.count > words.count {
      words.append(contentsOf: repeatElement(0, count: other.words.count - words.count))
    }
    for (i, word) in other.words.enumerated() where word != 0 { words[i] |= word }
  }

  /// `body` of each number, in increasing order.
  public func forEach(_ body: (Int) -> Void) {
    for (i, word) in words.enumerated() {
      var rest = word
      while rest != 0 {
        body((i << 6) + rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
  }

  public static func == (a: DeclarationSet, b: DeclarationSet) -> Bool {
    let count = max(a.words.count, b.words.count)
    for i in 0..<count where (i < a.words.count ? a.words[i] : 0) != (i < b.words.count ? b.words[i] : 0) {
      return false
    }
    return true
  }
}
