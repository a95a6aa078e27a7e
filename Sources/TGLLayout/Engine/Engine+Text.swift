// Labels and buttons that measure their text: the leaf's content size when it has `text` and no `intrinsic`.

import TGLSemantics
import TGLText

/// A label's or button's text, prepared for the run's environment (font scaled, pseudo-locale applied).
struct LeafText: Sendable {
  /// The text's box without the text, which is `shared`'s: a `TextBox` kept here held a second copy of the prepared
  /// text (a reference to each of its parts, counted when it was made and when it was dropped).
  var shape: TextBox.Shape
  /// The numeric `max` of the width, which a wrapped width is measured at (nil: unbounded).
  var maxWidth: Double?
  /// The first measurement made, by the width it was made at (`-1` for unbounded): most texts are measured at one
  /// width per run, and keeping that one in place spares an array (an allocation) per text.
  var first: (width: Double, size: TextMeasurement)?
  /// The measurements made at other widths, in the order they were made: a text is measured at one to a few widths,
  /// and a scan of them costs less than hashing a key into a table of the run's every measurement (which grew, and
  /// was copied, as the run went on).
  var measured: [(width: Double, size: TextMeasurement)] = []
  /// The text as every layout of the process shares it, with the measurements they made (`PreparedTexts`).
  var shared: SharedText

  /// The box the engine measures: `Properties.textBox(kind:in:)` of the property set.
  var box: TextBox {
    TextBox(shared.prepared, shape: shape)
  }
}

extension LayoutEngine {
  /// The index in `texts` of the text that a property set measures, or -1.
  mutating func textIndex(_ p: Properties, kind: ElementKind) -> Int32 {
    // The box's parts, not the box: the prepared text is the process's (`PreparedTexts`), and a box made here only
    // copied it to be dropped.
    guard let parts = p.textParts(kind: kind, in: environment) else { return -1 }
    let shared = PreparedTexts.shared.entry(parts.shown, font: parts.font, metrics: environment.fonts)
    texts.append(LeafText(shape: parts.shape, maxWidth: p.numericMaxWidth, shared: shared))
    return Int32(texts.count - 1)
  }

  /// The content size of a text leaf on `axis` (code notes §7): a wrapped width is `sizeThatFits` at the numeric
  /// max width, else unbounded (so a label whose width wraps is one line per line feed); a height is
  /// `sizeThatFits(width, 0)` at the width the leaf has (`other`, else the width already computed for it, else
  /// unbounded). A button adds its insets (`TextBox.buttonInsets`).
  mutating func textContentSize(_ i: Int, _ text: Int32, _ axis: Axis, other: Double?) -> Double {
    let width: Double?
    if axis == .horizontal {
      width = texts[Int(text)].maxWidth
    } else {
      width = other ?? scratch(i, .horizontal)
    }
    let m = measuredText(text, width)
    return axis == .horizontal ? m.width : m.height
  }

  /// `sizeThatFits` of text `text` at `width`, measured once per width.
  mutating func measuredText(_ text: Int32, _ width: Double?) -> TextMeasurement {
    let w = width.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? -1
    let t = Int(text)
    if let known = texts[t].first, known.width == w { return known.size }
    for known in texts[t].measured where known.width == w { return known.size }
    // The box read in place: a copy counted a reference to each of its parts.
    let m = texts.withUnsafeBufferPointer { buffer in
      let text = buffer.baseAddress! + t
      return text.pointee.shared.measurement(text.pointee.shape, width: w)
    }
    if texts[t].first == nil {
      texts[t].first = (w, m)
    } else {
      texts[t].measured.append((w, m))
    }
    return m
  }
}
