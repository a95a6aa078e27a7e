// How a computed size came about, in words a reader can check: `width = fill: 100 - 40 (left) = 60`.

import TGLSemantics

/// What a derivation reads: the element and its parent, with properties resolved for one environment.
struct DerivationContext {
  var kind: ElementKind
  var properties: Properties
  var frame: Rect
  var parent: Parent?
  var scale: Double

  struct Parent {
    var kind: ElementKind
    var properties: Properties
    var frame: Rect
    var label: String
    /// What the weights share on the parent's main axis, when it is a linear layout and a weighted size needs it.
    var freeSpace: FreeSpace?
    /// The safe-area insets in the parent's padding: the root's (code notes §10, TangramKit), none for the others.
    var safeArea: SafeAreaPadding = .none
  }
}

/// The lines are written into the hover's buffer as they are worked out: built as `String`s first (interpolations, a
/// suffix compared, arrays of margins), they were a large part of a hover.
enum Derivation {
  /// One line, `width = <how> = <result>`, appended to `out`; the arithmetic is shown only when it gives the
  /// computed result.
  static func explain(_ axis: Axis, _ context: DerivationContext, to out: inout TextBytes) {
    let actual = axis == .horizontal ? context.frame.width : context.frame.height
    let value = axis == .horizontal ? context.properties.width : context.properties.height
    out.append(axis == .horizontal ? "width = " : "height = ")
    let how = out.count
    explanation(axis, value, context, actual, to: &out)
    // ` = <result>`, unless the explanation is the result or ends with `= <result>`: written, then taken back.
    let end = out.count
    out.append(" = ")
    Numbers.append(actual, to: &out)
    let result = end + 3
    let length = out.count - result
    let endsWithResult = end - how >= length + 2 && out.bytesEqual(end - length - 2, end, result - 2)
    let isResult = end - how == length && out.bytesEqual(how, end, result)
    if endsWithResult || isResult { out.truncate(to: end) }
    if let value { appendBounds(value, to: &out) }
  }

  /// How the size came about: `fill: 100 - 40 (left) = 60`, `20% of 300`, `wrap: fits its children`.
  static func explanation(
    _ axis: Axis, _ value: SizeValue?, _ c: DerivationContext, _ actual: Double, to out: inout TextBytes
  ) {
    if c.parent == nil, rootExplanation(axis, value, to: &out) { return }
    // `value` is not nil below but where the kind is `nil`: every other case scales its text.
    switch value?.kind {
    case nil, .none?:
      if marginArithmetic(axis, c, actual, to: &out) { return }
      if c.kind.isContainer {
        out.append("wrap (not set): fits its children")
      } else if let text = textSource(c) {
        out += text
        out.append(" (not set)")
      } else if let intrinsic = intrinsic(axis, c) {
        out.append("intrinsic ")
        Numbers.append(intrinsic, to: &out)
        out.append(" (not set)")
      } else {
        out.append("not set")
      }
      return
    case .number(let number)?:
      Numbers.append(number, to: &out)
      return
    case .weight(let weight)?:
      if isMainAxis(axis, c) {
        if let share = freeSpaceShare(weight: weight, c, actual) {
          appendPercent(weight, to: &out)
          appendShare(share, weight: weight, c, to: &out)
          return
        }
        appendPercent(weight, to: &out)
        out.append(" of the space left in ")
        out += c.parent?.label ?? ""
      } else if let inner = parentInner(axis, c) {
        let expected = inner * weight / 100 * (value?.multiple ?? 1) + (value?.increment ?? 0)
        appendPercent(weight, to: &out)
        if close(expected, actual, c) {
          out.append(" of ")
          Numbers.append(inner, to: &out)
        }
      } else {
        appendPercent(weight, to: &out)
      }
    case .fill?:
      if isMainAxis(axis, c) {
        if let share = freeSpaceShare(weight: 100, c, actual) {
          out.append("fill: 100%")
          appendShare(share, weight: 100, c, to: &out)
          return
        }
        out.append("fill: the space left in ")
        out += c.parent?.label ?? "the parent"
      } else if !fillArithmetic(axis, c, actual, to: &out) {
        out.append("fill")
      } else {
        return
      }
    case .wrap?:
      if c.kind.isContainer {
        out.append("wrap: fits its children")
      } else if let text = textSource(c) {
        out.append("wrap: ")
        out += text
      } else if let intrinsic = intrinsic(axis, c) {
        out.append("wrap: intrinsic ")
        Numbers.append(intrinsic, to: &out)
      } else {
        out.append("wrap")
      }
    case .average?:
      if isMainAxis(axis, c), let share = freeSpaceShare(weight: 100, c, actual) {
        out.append("average: 100%")
        appendShare(share, weight: 100, c, to: &out)
        return
      }
      out.append("average: an equal share")
    case .reference(let reference)?:
      appendReference(reference, to: &out)
    case .array(let references)?:
      appendReferences(references, to: &out)
    }
    if let value { appendScale(multiple: value.multiple, increment: value.increment, to: &out) }
  }

  /// The root takes the canvas when its size is not set, `fill` or `average` (docs/language.md §9.1); false when
  /// the value is another kind.
  static func rootExplanation(_ axis: Axis, _ value: SizeValue?, to out: inout TextBytes) -> Bool {
    switch value?.kind {
    case nil, .none?: out.append("not set")
    case .fill?: out.append("fill")
    case .average?: out.append("average")
    case .array(let references)?: appendReferences(references, to: &out)
    default: return false
    }
    out.append(axis == .horizontal ? ": the canvas width" : ": the canvas height")
    return true
  }

  /// `fill: 100 - 40 (left) = 60`, when the parent's inner size less the margins gives the result; false (and
  /// nothing written) when it does not.
  static func fillArithmetic(_ axis: Axis, _ c: DerivationContext, _ actual: Double, to out: inout TextBytes)
    -> Bool
  {
    guard let inner = parentInner(axis, c) else { return false }
    let margins = MarginTerms(axis, c, inner: inner)
    guard close(margins.subtracted(from: inner), actual, c) else { return false }
    out.append("fill: ")
    margins.appendSubtraction(from: inner, result: actual, to: &out)
    return true
  }

  /// `100 - 20 (left 20%) - 30 (right 30%) = 50` for a size set by both margins; false (and nothing written) when
  /// it is not.
  static func marginArithmetic(_ axis: Axis, _ c: DerivationContext, _ actual: Double, to out: inout TextBytes)
    -> Bool
  {
    guard let inner = parentInner(axis, c), !isMainAxis(axis, c) else { return false }
    let margins = MarginTerms(axis, c, inner: inner)
    guard margins.count == 2, close(margins.subtracted(from: inner), actual, c) else { return false }
    margins.appendSubtraction(from: inner, result: actual, to: &out)
    return true
  }

  /// The parent's size less its padding on the axis.
  static func parentInner(_ axis: Axis, _ c: DerivationContext) -> Double? {
    guard let parent = c.parent else { return nil }
    let p = parent.properties
    let padded = parent.safeArea.applied(
      leading: p.leadingPadding ?? p.leftPadding ?? 0, trailing: p.trailingPadding ?? p.rightPadding ?? 0,
      top: p.topPadding ?? 0, bottom: p.bottomPadding ?? 0)
    if axis == .horizontal { return parent.frame.width - padded.leading - padded.trailing }
    return parent.frame.height - padded.top - padded.bottom
  }

  /// Whether the axis is the main axis of a sequential parent (linear, table, row), where weights share the rest.
  static func isMainAxis(_ axis: Axis, _ c: DerivationContext) -> Bool {
    guard let parent = c.parent else { return false }
    return isMainAxis(axis, parentKind: parent.kind, parent.properties)
  }

  static func isMainAxis(_ axis: Axis, parentKind: ElementKind, _ properties: Properties) -> Bool {
    switch parentKind {
    case .linear, .table, .row: break
    default: return false
    }
    let orientation = properties.orientation ?? (parentKind == .row ? .horizontal : .vertical)
    return (orientation == .vertical) == (axis == .vertical)
  }

  /// Whether the derivation of `axis` reads the parent's free space: a weighted size on its main axis.
  static func needsFreeSpace(_ axis: Axis, _ c: DerivationContext, parentKind: ElementKind, _ parent: Properties)
    -> Bool
  {
    switch (axis == .horizontal ? c.properties.width : c.properties.height)?.kind {
    case .weight?, .fill?, .average?: return isMainAxis(axis, parentKind: parentKind, parent)
    default: return false
    }
  }

  /// `its text "Sign in" (15 pt)`, for a label or button that measures its text.
  static func textSource(_ c: DerivationContext) -> String? {
    guard c.kind.hasText, c.properties.intrinsic == nil, let text = c.properties.text else { return nil }
    let shown = text.count > 24 ? String(text.prefix(23)) + "…" : text
    let font = c.properties.writtenFont(kind: c.kind).description
    let escaped = String(shown.flatMap { $0 == "\n" ? ["\\", "n"] : [$0] })
    return "its text \"\(escaped)\" (\(font))"
  }

  static func intrinsic(_ axis: Axis, _ c: DerivationContext) -> Double? {
    c.properties.intrinsic.map { axis == .horizontal ? $0.width : $0.height }
  }

  static func close(_ expected: Double, _ actual: Double, _ c: DerivationContext) -> Bool {
    abs(expected - actual) <= 1 / max(c.scale, 1) + 1e-9
  }

  /// `20%`.
  static func appendPercent(_ weight: Double, to out: inout TextBytes) {
    Numbers.append(weight, to: &out)
    out.append("%")
  }

  /// ` * 0.5 + 10` of `A.width * 0.5 + 10`.
  static func appendScale(multiple: Double, increment: Double, to out: inout TextBytes) {
    if multiple != 1 {
      out.append(" * ")
      Numbers.append(multiple, to: &out)
    }
    if increment > 0 {
      out.append(" + ")
      Numbers.append(increment, to: &out)
    }
    if increment < 0 {
      out.append(" - ")
      Numbers.append(-increment, to: &out)
    }
  }

  static func referenceText(_ reference: Reference) -> String {
    switch reference.target {
    case .parent: return "parent.\(reference.attribute.rawValue)"
    case .this: return "self.\(reference.attribute.rawValue)"
    case .element(let name): return "\(name).\(reference.attribute.rawValue)"
    }
  }

  /// `referenceText` appended.
  static func appendReference(_ reference: Reference, to out: inout TextBytes) {
    switch reference.target {
    case .parent: out.append("parent")
    case .this: out.append("self")
    case .element(let name): out += name
    }
    out.append(".")
    out += reference.attribute.rawValue
  }

  /// `[A.width, B.width]`.
  static func appendReferences(_ references: [Reference], to out: inout TextBytes) {
    out.append("[")
    for (position, reference) in references.enumerated() {
      if position > 0 { out.append(", ") }
      appendReference(reference, to: &out)
    }
    out.append("]")
  }

  /// ` (min 40, max parent.width * 0.5)`, when the value has bounds.
  static func appendBounds(_ value: SizeValue, to out: inout TextBytes) {
    guard value.min != nil || value.max != nil else { return }
    out.append(" (")
    if let min = value.min {
      out.append("min ")
      out += boundText(min)
    }
    if let max = value.max {
      out.append(value.min == nil ? "max " : ", max ")
      out += boundText(max)
    }
    out.append(")")
  }

  static func boundText(_ bound: Bound) -> String {
    var text: String
    switch bound.kind {
    case .number(let number): return Numbers.text(number * bound.multiple + bound.increment)
    case .reference(let reference): text = referenceText(reference)
    case .wrap: text = "wrap"
    }
    if bound.multiple != 1 { text += " * \(Numbers.text(bound.multiple))" }
    if bound.increment > 0 { text += " + \(Numbers.text(bound.increment))" }
    if bound.increment < 0 { text += " - \(Numbers.text(-bound.increment))" }
    return text
  }
}

/// The numeric margins on an axis, with weights resolved against the parent's inner size: at most two, kept in
/// place (an array of labelled terms was allocated for every derivation of a size that is not set).
struct MarginTerms {
  struct Term {
    var side: StaticString
    /// The margin's weight in percent, written after the side (`left 20%`), when it is one.
    var weight: Double?
    var value: Double
  }

  private(set) var first: Term?
  private(set) var second: Term?

  var count: Int { (first == nil ? 0 : 1) + (second == nil ? 0 : 1) }

  init(_ axis: Axis, _ c: DerivationContext, inner: Double) {
    let p = c.properties
    let head: Term?
    let tail: Term?
    if axis == .horizontal {
      head = Self.term(p.leading == nil ? "left" : "leading", p.leading ?? p.left, inner: inner)
      tail = Self.term(p.trailing == nil ? "right" : "trailing", p.trailing ?? p.right, inner: inner)
    } else {
      head = Self.term("top", p.top, inner: inner)
      tail = Self.term("bottom", p.bottom, inner: inner)
    }
    first = head ?? tail
    second = head == nil ? nil : tail
  }

  private static func term(_ side: StaticString, _ position: PositionValue?, inner: Double) -> Term? {
    guard let position else { return nil }
    switch position.kind {
    case .number(let number): return number == 0 ? nil : Term(side: side, weight: nil, value: number)
    case .weight(let weight): return Term(side: side, weight: weight, value: inner * weight / 100 + position.offset)
    default: return nil
    }
  }

  /// `inner` less the margins, in their order.
  func subtracted(from inner: Double) -> Double {
    var result = inner
    if let first { result -= first.value }
    if let second { result -= second.value }
    return result
  }

  /// `100 - 20 (left 20%) - 30 (right) = 50`.
  func appendSubtraction(from inner: Double, result: Double, to out: inout TextBytes) {
    Numbers.append(inner, to: &out)
    func append(_ term: Term?) {
      guard let term else { return }
      out.append(" - ")
      Numbers.append(term.value, to: &out)
      out.append(" (")
      out.append(term.side)
      if let weight = term.weight {
        out.append(" ")
        Derivation.appendPercent(weight, to: &out)
      }
      out.append(")")
    }
    append(first)
    append(second)
    out.append(" = ")
    Numbers.append(result, to: &out)
  }
}
