// How a computed size came about, in words a reader can check: `width = fill: 100 - 40 (left) = 60`.

import TGLSemantics

/// The width or the height.
enum SizeAxis: CaseIterable {
  case width, height

  var name: String { self == .width ? "width" : "height" }
}

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
    /// What the weights share on the parent's main axis, when it is a linear layout.
    var freeSpace: FreeSpace?
  }
}

enum Derivation {
  /// One line: `width = <how> = <result>`; the arithmetic is shown only when it gives the computed result.
  static func explain(_ axis: SizeAxis, _ context: DerivationContext) -> String {
    let actual = axis == .width ? context.frame.width : context.frame.height
    let value = axis == .width ? context.properties.width : context.properties.height
    let how = explanation(axis, value, context, actual)
    var line = "\(axis.name) = \(how)"
    if !how.hasSuffix("= \(Numbers.text(actual))") && how != Numbers.text(actual) {
      line += " = \(Numbers.text(actual))"
    }
    if let value, let bounds = boundsText(value) { line += " (\(bounds))" }
    return line
  }

  static func explanation(_ axis: SizeAxis, _ value: SizeValue?, _ c: DerivationContext, _ actual: Double) -> String {
    let scaled = { (base: String) in value.map { scaledText(base, $0) } ?? base }
    if c.parent == nil, let root = rootExplanation(axis, value) { return root }
    switch value?.kind {
    case nil, .none?:
      if let sum = marginArithmetic(axis, c, actual) { return sum }
      if c.kind.isContainer { return "wrap (not set): fits its children" }
      if let text = textSource(c) { return "\(text) (not set)" }
      return intrinsic(axis, c).map { "intrinsic \(Numbers.text($0)) (not set)" } ?? "not set"
    case .number(let number)?:
      return Numbers.text(number)
    case .weight(let weight)?:
      if isMainAxis(axis, c) {
        return freeSpaceShare("\(Numbers.text(weight))%", weight: weight, c, actual)
          ?? scaled("\(Numbers.text(weight))% of the space left in \(c.parent?.label ?? "")")
      }
      guard let inner = parentInner(axis, c) else { return scaled("\(Numbers.text(weight))%") }
      let expected = inner * weight / 100 * (value?.multiple ?? 1) + (value?.increment ?? 0)
      let base = scaled("\(Numbers.text(weight))% of \(Numbers.text(inner))")
      return close(expected, actual, c) ? base : scaled("\(Numbers.text(weight))%")
    case .fill?:
      if isMainAxis(axis, c) {
        return freeSpaceShare("fill: 100%", weight: 100, c, actual)
          ?? scaled("fill: the space left in \(c.parent?.label ?? "the parent")")
      }
      return fillArithmetic(axis, c, actual) ?? scaled("fill")
    case .wrap?:
      if c.kind.isContainer { return scaled("wrap: fits its children") }
      if let text = textSource(c) { return scaled("wrap: \(text)") }
      return scaled(intrinsic(axis, c).map { "wrap: intrinsic \(Numbers.text($0))" } ?? "wrap")
    case .average?:
      if isMainAxis(axis, c), let share = freeSpaceShare("average: 100%", weight: 100, c, actual) { return share }
      return scaled("average: an equal share")
    case .reference(let reference)?:
      return scaled(referenceText(reference))
    case .array(let references)?:
      return scaled("[" + references.map(referenceText).joined(separator: ", ") + "]")
    }
  }

  /// The root takes the canvas when its size is not set, `fill` or `average` (docs/language.md §9.1).
  static func rootExplanation(_ axis: SizeAxis, _ value: SizeValue?) -> String? {
    switch value?.kind {
    case nil, .none?: return "not set: the canvas \(axis.name)"
    case .fill?, .average?, .array?: return "\(value.map { describeKind($0.kind) } ?? ""): the canvas \(axis.name)"
    default: return nil
    }
  }

  static func describeKind(_ kind: SizeValue.Kind) -> String {
    switch kind {
    case .fill: return "fill"
    case .average: return "average"
    case .array(let references): return "[" + references.map(referenceText).joined(separator: ", ") + "]"
    default: return ""
    }
  }

  /// `fill: 100 - 40 (left) = 60`, when the parent's inner size less the margins gives the result.
  static func fillArithmetic(_ axis: SizeAxis, _ c: DerivationContext, _ actual: Double) -> String? {
    guard let inner = parentInner(axis, c) else { return nil }
    let margins = marginTerms(axis, c, inner: inner)
    let expected = margins.reduce(inner) { $0 - $1.value }
    guard close(expected, actual, c) else { return nil }
    let terms = margins.map { " - \(Numbers.text($0.value)) (\($0.label))" }.joined()
    return "fill: \(Numbers.text(inner))\(terms) = \(Numbers.text(actual))"
  }

  /// `100 - 20 (left 20%) - 30 (right 30%) = 50` for a size set by both margins.
  static func marginArithmetic(_ axis: SizeAxis, _ c: DerivationContext, _ actual: Double) -> String? {
    guard let inner = parentInner(axis, c), !isMainAxis(axis, c) else { return nil }
    let margins = marginTerms(axis, c, inner: inner)
    guard margins.count == 2 else { return nil }
    let expected = margins.reduce(inner) { $0 - $1.value }
    guard close(expected, actual, c) else { return nil }
    let terms = margins.map { " - \(Numbers.text($0.value)) (\($0.label))" }.joined()
    return "\(Numbers.text(inner))\(terms) = \(Numbers.text(actual))"
  }

  /// The numeric margins on the axis, with weights resolved against the parent's inner size.
  static func marginTerms(_ axis: SizeAxis, _ c: DerivationContext, inner: Double) -> [(label: String, value: Double)] {
    let p = c.properties
    let sides: [(String, PositionValue?)] =
      axis == .width
      ? [
        (p.leading == nil ? "left" : "leading", p.leading ?? p.left),
        (p.trailing == nil ? "right" : "trailing", p.trailing ?? p.right),
      ]
      : [("top", p.top), ("bottom", p.bottom)]
    return sides.compactMap { label, position in
      guard let position else { return nil }
      switch position.kind {
      case .number(let number): return number == 0 ? nil : (label, number)
      case .weight(let weight): return ("\(label) \(Numbers.text(weight))%", inner * weight / 100 + position.offset)
      default: return nil
      }
    }
  }

  /// The parent's size less its padding on the axis.
  static func parentInner(_ axis: SizeAxis, _ c: DerivationContext) -> Double? {
    guard let parent = c.parent else { return nil }
    let p = parent.properties
    if axis == .width {
      let head = p.leadingPadding ?? p.leftPadding ?? 0
      let tail = p.trailingPadding ?? p.rightPadding ?? 0
      return parent.frame.width - head - tail
    }
    return parent.frame.height - (p.topPadding ?? 0) - (p.bottomPadding ?? 0)
  }

  /// Whether the axis is the main axis of a sequential parent (linear, table, row), where weights share the rest.
  static func isMainAxis(_ axis: SizeAxis, _ c: DerivationContext) -> Bool {
    guard let parent = c.parent, [.linear, .table, .row].contains(parent.kind) else { return false }
    let orientation = parent.properties.orientation ?? (parent.kind == .row ? .horizontal : .vertical)
    return (orientation == .vertical) == (axis == .height)
  }

  /// `its text "Sign in" (15 pt)`, for a label or button that measures its text.
  static func textSource(_ c: DerivationContext) -> String? {
    guard c.kind.hasText, c.properties.intrinsic == nil, let text = c.properties.text else { return nil }
    let shown = text.count > 24 ? String(text.prefix(23)) + "…" : text
    let font = c.properties.writtenFont(kind: c.kind).description
    let escaped = String(shown.flatMap { $0 == "\n" ? ["\\", "n"] : [$0] })
    return "its text \"\(escaped)\" (\(font))"
  }

  static func intrinsic(_ axis: SizeAxis, _ c: DerivationContext) -> Double? {
    c.properties.intrinsic.map { axis == .width ? $0.width : $0.height }
  }

  static func close(_ expected: Double, _ actual: Double, _ c: DerivationContext) -> Bool {
    abs(expected - actual) <= 1 / max(c.scale, 1) + 1e-9
  }

  /// `A.width * 0.5 + 10`.
  static func scaledText(_ base: String, _ value: SizeValue) -> String {
    var text = base
    if value.multiple != 1 { text += " * \(Numbers.text(value.multiple))" }
    if value.increment > 0 { text += " + \(Numbers.text(value.increment))" }
    if value.increment < 0 { text += " - \(Numbers.text(-value.increment))" }
    return text
  }

  static func referenceText(_ reference: Reference) -> String {
    switch reference.target {
    case .parent: return "parent.\(reference.attribute.rawValue)"
    case .this: return "self.\(reference.attribute.rawValue)"
    case .element(let name): return "\(name).\(reference.attribute.rawValue)"
    }
  }

  /// `min 40, max parent.width * 0.5`.
  static func boundsText(_ value: SizeValue) -> String? {
    let parts = [value.min.map { "min " + boundText($0) }, value.max.map { "max " + boundText($0) }].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
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
