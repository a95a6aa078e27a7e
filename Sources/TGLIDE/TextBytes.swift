// The bytes of hover text being built: appended to a buffer of our own, made a `String` once at the end.

/// The UTF-8 bytes of a text being built, made a `String` once at the end: appending a piece to a `String`, or to an
/// array of bytes (`Array.append(contentsOf:)`), costs several times a capacity check and a copy, which is what this
/// buffer does (as `JSONWriter` writes). A hover appends some 150 pieces.
///
/// A value: the storage is copied before a write when another `TextBytes` shares it.
struct TextBytes {
  private var storage: Storage

  init(capacity: Int) {
    storage = Storage(capacity: capacity)
  }

  /// A buffer that only its `TextBytes` writes to; unchecked exclusivity, as in `JSONWriter` (the dynamic checks of a
  /// class's stored properties cost more than the copy of a short piece).
  private final class Storage {
    @exclusivity(unchecked) var pointer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) var capacity: Int
    @exclusivity(unchecked) var count = 0

    init(capacity: Int) {
      self.capacity = max(capacity, 16)
      pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { pointer.deallocate() }

    func copy() -> Storage {
      let copy = Storage(capacity: capacity)
      copy.pointer.update(from: pointer, count: count)
      copy.count = count
      return copy
    }

    @inline(__always) func append(_ base: UnsafePointer<UInt8>, _ length: Int) {
      if count + length > capacity { grow(count + length) }
      (pointer + count).update(from: base, count: length)
      count += length
    }

    func grow(_ needed: Int) {
      let newCapacity = max(capacity * 2, needed)
      let newPointer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
      newPointer.update(from: pointer, count: count)
      pointer.deallocate()
      pointer = newPointer
      capacity = newCapacity
    }
  }

  /// The storage, copied first when another value shares it.
  private var unique: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  /// Appends `length` bytes from `base`.
  private mutating func append(_ base: UnsafePointer<UInt8>?, _ length: Int) {
    guard let base, length > 0 else { return }
    unique.append(base, length)
  }

  static func += (text: inout TextBytes, piece: String) {
    var piece = piece
    piece.withUTF8 { text.append($0.baseAddress, $0.count) }
  }

  static func += (text: inout TextBytes, piece: Substring) {
    var piece = piece
    piece.withUTF8 { text.append($0.baseAddress, $0.count) }
  }

  /// A literal, copied from the binary's bytes without making a `String`.
  mutating func append(_ piece: StaticString) {
    append(piece.utf8Start, piece.utf8CodeUnitCount)
  }

  /// Bytes of another buffer (a derivation line), copied.
  mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
    append(piece.baseAddress, piece.count)
  }

  /// The decimal digits of `value`, with a minus sign when it is negative.
  ///
  /// Counted first, then written from the last digit back straight into the storage: a buffer on the stack and a copy
  /// cost more than the digits, and a hover writes two dozen numbers (its frames).
  mutating func append(integer value: Int) {
    if value < 0 { append("-") }
    var magnitude = value.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let storage = unique
    if storage.count + digits > storage.capacity { storage.grow(storage.count + digits) }
    var index = storage.count + digits
    repeat {
      index -= 1
      storage.pointer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    storage.count += digits
  }

  /// The number of bytes written.
  var count: Int { storage.count }

  /// Drops what was written after the first `count` bytes.
  mutating func truncate(to count: Int) {
    unique.count = min(max(count, 0), storage.count)
  }

  /// Whether the bytes in `start..<end` are those from `other` on.
  func bytesEqual(_ start: Int, _ end: Int, _ other: Int) -> Bool {
    // Ranges outside the bytes written compare unequal rather than read past them.
    guard start >= 0, other >= 0, start <= end, max(end, other + end - start) <= storage.count else { return false }
    let pointer = storage.pointer
    for offset in 0..<(end - start) where pointer[start + offset] != pointer[other + offset] { return false }
    return true
  }

  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    body(UnsafeBufferPointer(start: storage.pointer, count: storage.count))
  }

  var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

  /// The bytes, copied into an array: no `String` made (and validated) of them.
  var bytes: [UInt8] { withBytes { Array($0) } }
}
