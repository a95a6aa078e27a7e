// Tests of ByteWords: each word test against every byte value at every position of a word.

import LSPProtocol
import Platform
import Testing

@Suite struct ByteWordsTests {
  /// A word of `filler` bytes with `byte` at `position`, read through the same unaligned load the scanners use
  /// (from offset 1 of the buffer, so the load is not aligned).
  func word(_ byte: UInt8, at position: Int, filler: UInt8) -> UInt64 {
    var bytes = [UInt8](repeating: filler, count: 9)
    bytes[1 + position] = byte
    return bytes.withUnsafeBufferPointer { ByteWords.word($0, at: 1) }
  }

  @Test(arguments: [UInt8(0x61), 0x20, 0x7F, 0xE6])
  func everyByteAtEveryPosition(filler: UInt8) {
    for position in 0..<8 {
      for value in 0...255 {
        let byte = UInt8(value)
        let w = word(byte, at: position, filler: filler)
        for limit: UInt8 in [1, 0x0E, 0x20, 0x80] {
          #expect(ByteWords.hasByte(below: limit, in: w) == (byte < limit || filler < limit))
        }
        for target: UInt8 in [0x0A, 0x22, 0x5C, 0xE6] {
          #expect(ByteWords.hasByte(target, in: w) == (byte == target || filler == target))
        }
        #expect(ByteWords.hasNonASCII(w) == (byte >= 0x80 || filler >= 0x80))
      }
    }
  }

  /// A byte below the limit borrows from the byte above it; the test still says yes exactly once per word, and a
  /// byte just at the limit beside one just below does not count twice or vanish.
  @Test func borrowsBetweenBytes() {
    let bytes: [UInt8] = [0x00, 0x01, 0x20, 0x1F, 0x80, 0xFF, 0x21, 0x20]
    let w = bytes.withUnsafeBufferPointer { ByteWords.word($0, at: 0) }
    #expect(ByteWords.hasByte(below: 1, in: w))
    #expect(ByteWords.hasByte(0x01, in: w))
    #expect(!ByteWords.hasByte(0x02, in: w))
    let plain: [UInt8] = Array("abcdefgh".utf8)
    let p = plain.withUnsafeBufferPointer { ByteWords.word($0, at: 0) }
    #expect(!ByteWords.hasByte(below: 0x20, in: p))
    #expect(!ByteWords.hasByte(0x22, in: p))
    #expect(!ByteWords.hasNonASCII(p))
  }
}
