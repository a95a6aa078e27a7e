// The secret every request must carry: a random token in the page's URL, so that no other page or local user
// without it can read the preview or move the editor.

/// A random token and a comparison that takes the same time whatever the guess.
public struct AccessToken: Equatable, Sendable {
  public let value: String

  public init(value: String) {
    self.value = value
  }

  /// 128 random bits from the system's generator, as 32 lower-case hex digits.
  public static func random() -> AccessToken {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef")
    var text = ""
    for _ in 0..<2 {
      var word = generator.next() as UInt64
      for _ in 0..<16 {
        text.append(digits[Int(word & 0xF)])
        word >>= 4
      }
    }
    return AccessToken(value: text)
  }

  /// True when `candidate` is the token; compares every byte so the time does not tell how much of a guess is right.
  public func accepts(_ candidate: String?) -> Bool {
    guard let candidate else { return false }
    let expected = Array(value.utf8)
    let given = Array(candidate.utf8)
    var difference = UInt8(expected.count == given.count ? 0 : 1)
    for index in expected.indices {
      difference |= expected[index] ^ (index < given.count ? given[index] : 0)
    }
    return difference == 0
  }
}
