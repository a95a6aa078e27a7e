// The text a label or button measures: its font and line limit with defaults, scaled and lengthened for the
// environment.

import TGLText

extension ElementKind {
  /// Labels and buttons measure their text; other kinds have none.
  public var hasText: Bool { self == .label || self == .button }
}

extension Properties {
  /// The font as written, else UILabel's 17 pt or UIButton's 15 pt system font; not yet scaled for Dynamic Type.
  public func writtenFont(kind: ElementKind) -> Font {
    font ?? (kind == .button ? .buttonDefault : .labelDefault)
  }

  /// `numberOfLines`: as written, else TangramKit's default. A label whose height is `wrap` gets 0 (TangramKit sets
  /// `numberOfLines = 0` when a label's height wraps); other labels, and a button's title label, keep UIKit's 1.
  public func lineLimit(kind: ElementKind) -> Int {
    if let lines { return lines }
    if kind == .label, let height, case .wrap = height.kind { return 0 }
    return 1
  }

  /// A numeric `max` on the width: what a wrapped width is measured at (TangramKit passes the numeric max bounds to
  /// `sizeThatFits`; nil means unbounded).
  public var numericMaxWidth: Double? {
    guard let bound = width?.max, case .number(let n) = bound.kind else { return nil }
    return n * bound.multiple + bound.increment
  }

  /// What a label or button measures in `environment`: nil for other kinds, without `text`, or when `intrinsic`
  /// stands in for the measurement (it wins where given).
  public func textBox(kind: ElementKind, in environment: Environment) -> TextBox? {
    guard let parts = textParts(kind: kind, in: environment) else { return nil }
    return TextBox(PreparedText(parts.shown, font: parts.font, metrics: environment.fonts), shape: parts.shape)
  }

  /// `textBox(kind:in:)` before its text is prepared: the text as shown, the scaled font (prepared with the
  /// environment's metrics) and the box's shape. The layout engine takes the prepared text from the texts it prepared
  /// before, and keeps the shape alone: a box made for it copied the prepared text, only to drop it.
  public func textParts(kind: ElementKind, in environment: Environment) -> (
    shown: String, font: Font, shape: TextBox.Shape
  )? {
    guard kind.hasText, intrinsic == nil, let text else { return nil }
    let shown = environment.pseudoLocale ? PseudoLocale.expand(text) : text
    let font = environment.contentSize.scaled(writtenFont(kind: kind))
    return (
      shown, font, TextBox.Shape(lineLimit: lineLimit(kind: kind), isButton: kind == .button, scale: environment.scale)
    )
  }
}
