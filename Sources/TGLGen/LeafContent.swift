// What a leaf shows, as opposed to where it goes: the extension point for content properties.

import TGLSemantics
import TGLText

/// The statements that give a leaf its content. Layout properties are written elsewhere; this is the one place for
/// the properties that say what a label, button or image shows: the intrinsic size, and a label's or button's
/// `text`, `font` and `lines`.
enum LeafContent {
  /// The statements for `element`'s content, on the view `view`. `properties` are the element's own (the default
  /// size class): content does not vary by size class in UIKit (`variantProblem` rejects a `when` block that
  /// changes it).
  static func statements(for element: Element, properties: Properties, view: String, written: Written = Written())
    -> [String]
  {
    guard !element.kind.isContainer else { return [] }
    var lines: [String] = []
    if let size = properties.intrinsic {
      // tgl lays a wrapped leaf out at its `intrinsic` size. A plain UIView answers `sizeThatFits` with its current
      // size (code notes §7), so this initial size is what `wrap` gives; a label, button or image measures its
      // content instead once it has some.
      lines.append(
        "\(view).frame.size = CGSize(width: \(SwiftValues.number(size.width)), "
          + "height: \(SwiftValues.number(size.height)))  // intrinsic")
    }
    switch element.kind {
    case .label: lines += labelStatements(properties, view: view, written: written)
    case .button: lines += buttonStatements(properties, view: view, written: written)
    default: break
    }
    return lines
  }

  /// `text`, `font`, `numberOfLines` and, for a font that follows Dynamic Type, `adjustsFontForContentSizeCategory`.
  /// These come after the sizes: TangramKit sets `numberOfLines = 0` when a label's height is made `wrap`, and a
  /// written `lines` must win over that.
  static func labelStatements(_ p: Properties, view: String, written: Written = Written()) -> [String] {
    var lines: [String] = []
    if let text = p.text {
      let literal = written.text() ?? SwiftStringLiteral.written(text)
      let line = "\(view).text = \(literal)"
      // Past 120 columns, the literal on a line of its own, as swift-format breaks it.
      lines += fits(line) ? [line] : ["\(view).text =", "  \(literal)"]
    }
    if !written.fontFromStyle, let font = shownFont(p, kind: .label) {
      lines += written.font(font).map { broken("\(view).font", $0) } ?? assignment("\(view).font", font)
      if font.scales { lines.append("\(view).adjustsFontForContentSizeCategory = true") }
    }
    if let n = p.lines { lines.append("\(view).numberOfLines = \(written.lines(n) ?? "\(n)")") }
    return lines
  }

  /// The title for `.normal`, and the title label's font and line limit.
  static func buttonStatements(_ p: Properties, view: String, written: Written = Written()) -> [String] {
    var lines: [String] = []
    if let text = p.text {
      let title = written.text() ?? SwiftStringLiteral.written(text)
      let call = "\(view).setTitle(\(title), for: .normal)"
      // Past 120 columns (four spaces in), one argument a line, as swift-format breaks it.
      lines += fits(call) ? [call] : ["\(view).setTitle(", "  \(title),", "  for: .normal)"]
    }
    if !written.fontFromStyle, let font = shownFont(p, kind: .button) {
      lines +=
        written.font(font).map { broken("\(view).titleLabel?.font", $0) }
        ?? assignment("\(view).titleLabel?.font", font)
      if font.scales { lines.append("\(view).titleLabel?.adjustsFontForContentSizeCategory = true") }
    }
    if let n = p.lines { lines.append("\(view).titleLabel?.numberOfLines = \(written.lines(n) ?? "\(n)")") }
    return lines
  }

  /// The font to set: the written one, or, for a view with text, tgl's default. tgl scales the default font with
  /// Dynamic Type like any font not marked `fixed` (language §9.12), and UIKit's default font (the system font at
  /// 17 or 15 points) does not scale, so the default is written out too.
  static func shownFont(_ p: Properties, kind: ElementKind) -> Font? {
    if let font = p.font { return font }
    return p.text == nil ? nil : p.writtenFont(kind: kind)
  }

  /// Whether a statement of the initialiser (four spaces in) fits in 120 columns.
  static func fits(_ statement: String) -> Bool { 4 + statement.count <= 120 }

  /// `target = font`; past 120 columns, a scaled font's argument on a line of its own, as swift-format breaks it.
  static func assignment(_ target: String, _ font: Font) -> [String] {
    let line = "\(target) = \(expression(font))"
    guard !fits(line), font.scales else { return [line] }
    return ["\(target) = UIFontMetrics.default.scaledFont(", "  for: \(systemFont(font)))"]
  }

  /// `target = expression`, `indent` spaces in; past 120 columns a scaled font's argument on a line of its own, as
  /// swift-format breaks it.
  static func broken(_ target: String, _ expression: String, indent: Int = 4) -> [String] {
    let line = "\(target) = \(expression)"
    let scaled = "UIFontMetrics.default.scaledFont(for: "
    guard indent + line.count > 120, expression.hasPrefix(scaled) else { return [line] }
    return ["\(target) = UIFontMetrics.default.scaledFont(", "  for: " + expression.dropFirst(scaled.count)]
  }

  /// `UIFont.systemFont(ofSize: 17)`, `UIFont.systemFont(ofSize: 22, weight: .bold)`; through
  /// `UIFontMetrics.default` when the font follows Dynamic Type, as tgl scales it (by the body style's factor).
  static func expression(_ font: Font, size: String? = nil) -> String {
    font.scales ? "UIFontMetrics.default.scaledFont(for: \(systemFont(font, size: size)))" : systemFont(font, size: size)
  }

  /// The system font at the font's size and weight (`weight:` left out when regular).
  static func systemFont(_ font: Font, size written: String? = nil) -> String {
    let size = written ?? SwiftValues.number(font.size)
    guard font.weight != .regular else { return "UIFont.systemFont(ofSize: \(size))" }
    return "UIFont.systemFont(ofSize: \(size), weight: .\(weightName(font.weight)))"
  }

  /// UIFont.Weight's member: tgl spells `ultralight` in lower case, UIKit `ultraLight`.
  static func weightName(_ weight: FontWeight) -> String {
    weight == .ultralight ? "ultraLight" : weight.rawValue
  }

  // MARK: - Size classes

  /// Why a `when` block of `element` asks for content UIKit cannot vary by size class, or nil. A label's or
  /// button's text, font and line limit are properties of the view, not of a TangramKit size class; that includes
  /// the line limit TangramKit implies (0 where a label's height wraps, else 1) when `lines` is not written.
  static func variantProblem(_ element: Element, overrides: Properties) -> String? {
    guard element.kind.hasText else { return nil }
    let base = element.properties
    // One statement a property: an array literal of tuples mapped through closures is slow to type-check
    // (docs/dev/performance-journal.md, "Build time").
    var changed: [String] = []
    if let text = overrides.text, text != base.text { changed.append("'text'") }
    if let font = overrides.font, font != base.font { changed.append("'font'") }
    if let lines = overrides.lines, lines != base.lines { changed.append("'lines'") }
    if !changed.isEmpty {
      return "a \(element.kind.rawValue)'s \(changed.joined(separator: ", ")) cannot vary by size class "
        + "(UIKit keeps one for the view)"
    }
    let whole = base.overlaid(by: overrides)
    if whole.lineLimit(kind: element.kind) != base.lineLimit(kind: element.kind) {
      return "this label's line limit changes by size class (its height wraps in some and not in others), "
        + "and UILabel's numberOfLines is one for the view: write 'lines'"
    }
    return nil
  }

  /// The statements after a size class that makes a label's height `wrap`: TangramKit has just set its
  /// `numberOfLines` from 1 to 0 (code notes §7), which a written `lines: 1` undoes.
  static func afterVariant(_ element: Element, overrides: Properties, view: String) -> [String] {
    guard element.kind == .label, let height = overrides.height, case .wrap = height.kind,
      element.properties.lineLimit(kind: .label) == 1
    else { return [] }
    return ["\(view).numberOfLines = 1  // TangramKit sets 0 when a label's height wraps"]
  }

  /// How a file of a program writes content: a text, font or line limit written with a constant names it
  /// (`Theme.title`), and a font a style's function sets is not set again (`SwiftStyles`).
  struct Written {
    var program: SwiftProgram?
    var symbols: PropertyMap<SymbolicValue> = [:]
    var fontFromStyle = false

    func text() -> String? {
      program?.named(symbols[.text]) { if case .string = $0 { return true } else { return false } }
    }

    /// A font constant (`Theme.body`), or the font with its size written with constants
    /// (`UIFont.systemFont(ofSize: Theme.bodySize, weight: .semibold)`, scaled as any font).
    func font(_ font: Font) -> String? {
      guard let program else { return nil }
      if let named = program.named(symbols[.font], { if case .font = $0 { return true } else { return false } }) {
        return named
      }
      return program.number(symbols[.font], giving: font.size).map { LeafContent.expression(font, size: $0) }
    }

    /// `Int(Theme.maxLines)`: the constants are `CGFloat`s, `numberOfLines` an `Int`.
    func lines(_ n: Int) -> String? { program?.number(symbols[.lines], giving: Double(n)).map { "Int(\($0))" } }
  }
}
