// The texts of labels and buttons, prepared once for every layout of the process that measures them, with the
// measurements made of them.

import Platform
import TGLText

/// Prepared texts by what preparing one reads: the text as shown, the font (scaled) and the metrics. A
/// `PreparedText` is a function of these three alone, so an entry is exactly what preparing the text again gives.
/// Shared by every layout of the process, since the screens of an app repeat their texts (names, captions, buttons)
/// and preparing one (its grapheme clusters and their advances) is most of measuring it; behind a lock, since a check
/// lays documents out on every core. Bounded: emptied when full, so a long-running server keeps at most `capacity`.
final class PreparedTexts: @unchecked Sendable {
  struct Key: Equatable {
    let text: String
    let font: Font
    let metrics: FontMetrics

    /// FNV-1a over the text's UTF-8 bytes, then the font's size, weight and scaling. `Hasher`'s SipHash of the text
    /// was most of what a lookup cost. The metrics are left out (a process measures with one or two): keys that
    /// differ only in them share a hash, and equality, every field's, tells them apart.
    var hash: UInt64 { Key.hash(text, font) }

    static func hash(_ text: String, _ font: Font) -> UInt64 {
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
      }
      if hashed == nil {
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
      }
      h = (h ^ font.size.bitPattern) &* 0x100_0000_01b3
      h = (h ^ UInt64(font.weight.cssWeight) << 1 ^ (font.scales ? 1 : 0)) &* 0x100_0000_01b3
      return h
    }

    /// Whether this is the key of `text`, `font` and `metrics`, compared field by field where the key is stored
    /// (making a key of them to compare retained the text and the metrics, and reading the stored key whole
    /// retained its own).
    func matches(_ text: String, _ font: Font, _ metrics: FontMetrics) -> Bool {
      self.font == font && self.text == text && self.metrics == metrics
    }
  }

  static let shared = PreparedTexts()
  static let capacity = 4096

  private let lock = Lock()
  // Read and written only under `lock`, which is what keeps accesses apart: the runtime's exclusivity check on each
  // access would cost more than the lookup it guards.
  /// The entries, in the order they were made, with their keys' hashes.
  @exclusivity(unchecked) private var keys: [Key] = []
  @exclusivity(unchecked) private var hashes: [UInt64] = []
  @exclusivity(unchecked) private var values: [SharedText] = []
  /// Open addressing with linear probing, at most half full: per slot, 1 + the index of its entry, or 0 when free.
  @exclusivity(unchecked) private var slots: [Int32] = []

  /// The entry of `PreparedText(text, font: font, metrics: metrics)`, prepared here only when no layout prepared it
  /// before.
  func entry(_ text: String, font: Font, metrics: FontMetrics) -> SharedText {
    let hash = Key.hash(text, font)
    // `lock()` and `unlock()` rather than `withLock`: that generic call, not specialised across modules, cost more
    // than the lookup (the same in `SharedText`).
    lock.lock()
    let known = find(text, font, metrics, hash: hash).map { values[$0] }
    lock.unlock()
    if let known { return known }
    // Prepared outside the lock: two layouts that miss the same text at once both prepare it, and keep equal values.
    let made = SharedText(PreparedText(text, font: font, metrics: metrics))
    lock.lock()
    enter(Key(text: text, font: font, metrics: metrics), hash: hash, made)
    lock.unlock()
    return made
  }

  /// Enters `value` under `key`, in place of the entry another layout made meanwhile if there is one. Under `lock`.
  private func enter(_ key: Key, hash: UInt64, _ value: SharedText) {
    if let known = find(key.text, key.font, key.metrics, hash: hash) {
      values[known] = value
      return
    }
    if keys.count >= Self.capacity {
      keys.removeAll(keepingCapacity: true)
      hashes.removeAll(keepingCapacity: true)
      values.removeAll(keepingCapacity: true)
      for i in slots.indices { slots[i] = 0 }
    }
    if 2 * (keys.count + 1) > slots.count { resize(to: Swift.max(64, 2 * slots.count)) }
    keys.append(key)
    hashes.append(hash)
    values.append(value)
    enter(keys.count - 1, hash: hash)
  }

  /// The index of the entry of `text`, `font` and `metrics` (whose hash is `hash`), or nil. Under `lock`.
  private func find(_ text: String, _ font: Font, _ metrics: FontMetrics, hash: UInt64) -> Int? {
    guard !slots.isEmpty else { return nil }
    var slot = slot(of: hash)
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if hashes[index] == hash && keys[index].matches(text, font, metrics) { return index }
      slot = (slot + 1) & (slots.count - 1)
    }
    return nil
  }

  /// Puts entry `index` in the first free slot from its hash's. Under `lock`.
  private func enter(_ index: Int, hash: UInt64) {
    var slot = slot(of: hash)
    while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
    slots[slot] = Int32(index + 1)
  }

  private func slot(of hash: UInt64) -> Int {
    Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 - slots.count.trailingZeroBitCount))
  }

  private func resize(to capacity: Int) {
    slots = Array(repeating: 0, count: capacity)
    for index in keys.indices { enter(index, hash: hashes[index]) }
  }
}

/// A prepared text and the measurements layouts made of it. `TextBox.sizeThatFits(maxWidth:)` is a function of the
/// box (the prepared text, the line limit, whether it is a button's title, the scale it rounds to) and the width, so
/// a measurement kept for those is what measuring again gives.
final class SharedText: @unchecked Sendable {
  let prepared: PreparedText
  private let lock = Lock()
  /// Read and written only under `lock` (see `PreparedTexts.entries`).
  @exclusivity(unchecked) private var measured: [(lineLimit: Int, isButton: Bool, scale: Double, width: Double, size: TextMeasurement)] = []
  /// The measurements kept per text: a text measured at more widths measures the others each time.
  static let capacity = 32
  /// Line counts asked for at widths no measurement was made at (`lineCount(maxWidth:)`), as many at most.
  @exclusivity(unchecked) private var counts: [(width: Double, count: Int)] = []

  init(_ prepared: PreparedText) { self.prepared = prepared }

  /// `box.sizeThatFits(maxWidth: width > 0 ? width : nil)`, for a box of this text whose shape is `box`
  /// (`TextBox.shape`; `-1` for unbounded): the text is this one's, read in place (a box copied counted a reference to
  /// each of its parts).
  func measurement(_ box: TextBox.Shape, width: Double) -> TextMeasurement {
    lock.lock()
    let known = measured.first {
      $0.width == width && $0.lineLimit == box.lineLimit && $0.isButton == box.isButton && $0.scale == box.scale
    }
    lock.unlock()
    if let known { return known.size }
    let size = box.sizeThatFits(prepared, maxWidth: width > 0 ? width : nil)
    lock.lock()
    if measured.count < Self.capacity { measured.append((box.lineLimit, box.isButton, box.scale, width, size)) }
    lock.unlock()
    return size
  }
}

/// The line breaking a frame's check reads (`TextBox.truncation(width:height:breaks:)`), from what the layouts kept:
/// the number of lines at a width is the `neededLines` of a measurement at that width (whatever the box's line limit,
/// button or scale: `TextBox.labelSize` counts the lines of the prepared text at the width alone), else broken once
/// and kept.
extension SharedText: LineBreaks {
  func lineCount(maxWidth: Double?) -> Int {
    // Measurements are kept by this width: -1 for unbounded (as `PreparedText.lines` takes a width that is not
    // positive or not finite).
    let width = maxWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? -1
    lock.lock()
    let known = measured.first { $0.width == width }?.size.neededLines ?? counts.first { $0.width == width }?.count
    lock.unlock()
    if let known { return known }
    let count = prepared.lineCount(maxWidth: width > 0 ? width : nil)
    lock.lock()
    if counts.count < Self.capacity { counts.append((width, count)) }
    lock.unlock()
    return count
  }
}
