// Eight bytes at a time: the tests that let a scanner step over a word of plain text at once.
//
// A byte-by-byte loop pays its instructions on every byte, and the text of a document comes through here whole: the
// JSON string of `didOpen`, the index of its lines, and the scan of its top level that splits it into pieces (in
// Platform, the module below both the protocol and the analysis). Each test below is a few integer operations on a
// 64-bit word ("SIMD within a register") and is exact for the word as a whole: it may not say which byte matched, so a
// caller that finds a match steps through that word byte by byte.

public enum ByteWords {
  @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
  @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes at `offset` (the caller checks that `offset + 8 <= buffer.count`), in memory order from the
  /// lowest bits up on little-endian machines; the tests below do not depend on the order.
  @inlinable
  public static func word(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self)
  }

  /// Whether some byte of `word` is below `limit`, for a limit of at most 0x80. A byte borrows from the next only
  /// when it is itself below the limit, so a borrow never makes a match out of nothing.
  @inlinable
  public static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
    (word &- ones &* UInt64(limit)) & ~word & highBits != 0
  }

  /// Whether some byte of `word` equals `value`.
  @inlinable
  public static func hasByte(_ value: UInt8, in word: UInt64) -> Bool {
    hasByte(below: 1, in: word ^ (ones &* UInt64(value)))
  }

  /// Whether some byte of `word` is not ASCII.
  @inlinable
  public static func hasNonASCII(_ word: UInt64) -> Bool { word & highBits != 0 }
}
