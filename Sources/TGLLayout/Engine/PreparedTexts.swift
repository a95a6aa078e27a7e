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
  struct Key: Hashable {
    let text: String
    let font: Font
    let metrics: FontMetrics

    /// The font's weight by its number: `Font`'s own hash hashes the weight's name, a string, which cost as much as
    /// hashing the text. Equality stays that of every field.
    func hash(into hasher: inout Hasher) {
      hasher.combine(text)
      hasher.combine(font.size)
      hasher.combine(font.weight.cssWeight)
      hasher.combine(font.scales)
      hasher.combine(metrics)
    }
  }

  static let shared = PreparedTexts()
  static let capacity = 4096

  private let lock = Lock()
  /// Read and written only under `lock`, which is what keeps accesses apart: the runtime's exclusivity check on
  /// each access would cost more than the lookup it guards.
  @exclusivity(unchecked) private var entries: [Key: SharedText] = [:]

  /// The entry of `PreparedText(text, font: font, metrics: metrics)`, prepared here only when no layout prepared it
  /// before.
  func entry(_ text: String, font: Font, metrics: FontMetrics) -> SharedText {
    let key = Key(text: text, font: font, metrics: metrics)
    if let known = lock.withLock({ entries[key] }) { return known }
    // Prepared outside the lock: two layouts that miss the same text at once both prepare it, and keep equal values.
    let made = SharedText(PreparedText(text, font: font, metrics: metrics))
    lock.withLock {
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = made
    }
    return made
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

  init(_ prepared: PreparedText) { self.prepared = prepared }

  /// `box.sizeThatFits(maxWidth: width > 0 ? width : nil)`, for a box of this text (`-1` for unbounded).
  func measurement(_ box: TextBox, width: Double) -> TextMeasurement {
    let known = lock.withLock {
      measured.first {
        $0.width == width && $0.lineLimit == box.lineLimit && $0.isButton == box.isButton && $0.scale == box.scale
      }
    }
    if let known { return known.size }
    let size = box.sizeThatFits(maxWidth: width > 0 ? width : nil)
    lock.withLock {
      if measured.count < Self.capacity { measured.append((box.lineLimit, box.isButton, box.scale, width, size)) }
    }
    return size
  }
}
