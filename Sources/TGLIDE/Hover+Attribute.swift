// Hover on the attribute of a reference (`avatar.right`): its computed value and how it came about.

import TGLLayout
import TGLSemantics
import TGLSyntax

extension Analysis {
  /// `A.right = 52 (view A in relative R)`, then the arithmetic of the edge from A's frame and how A's position and
  /// size were derived; `parent.width` is the parent's inner size (docs/language.md §5.3).
  func attributeHover(_ target: ElementSyntax, _ token: SyntaxToken, _ owner: SyntaxNode, _ attribute: String)
    -> WordHover?
  {
    guard owner.kind == .memberExpr, let base = ExprSyntax(owner).reference?.name,
      let location = source.location(of: target), let item = item(at: location)
    else { return nil }
    let environment = documentLayouts(location.document).current.environment
    let properties = source.withElement(at: location) { $0.resolvedProperties(in: environment) }
    let written = "\(base).\(attribute)"
    if base == "parent" {
      let safe = source.parent(of: location) == nil ? SafeAreaPadding(root: properties, in: environment) : nil
      guard let value = Self.innerValue(attribute, item.frame, properties, rtl: environment.rtl, safeArea: safe)
      else { return nil }
      return WordHover(
        range: token.range, title: "\(written) = \(Numbers.text(value.value))",
        context: "inside \(Self.label(target))", meaning: nil, lines: [value.how])
    }
    guard let edge = Self.edgeArithmetic(attribute, item.frame, rtl: environment.rtl) else { return nil }
    var context = Self.label(target)
    if let parent = source.parent(of: location), let parentItem = self.item(at: parent) {
      context += " in \(parentItem.kind.rawValue) \(parentItem.name ?? parentItem.path)"
    }
    var hover = WordHover(
      range: token.range, title: "\(written) = \(Numbers.text(edge.value))", context: context, meaning: nil)
    let own = derivations(location, focus: attribute)
    if !own.isEmpty && (attribute == "width" || attribute == "height" || !own[0].contains("not applied")) {
      hover.lines = own
      return hover
    }
    hover.lines = [edge.how]
    // What the edge is made of: the position that placed the view on that axis, then its size.
    let horizontal = ["left", "right", "leading", "trailing", "centerX"].contains(attribute)
    let placing = horizontal ? ["left", "leading", "right", "trailing", "centerX"] : ["top", "bottom", "centerY"]
    if let line = placing.lazy.compactMap({ self.derivations(location, focus: $0).first }).first {
      hover.lines.append(line)
    }
    if !["left", "top"].contains(attribute) || edge.how.contains("+") {
      hover.lines += derivations(location, focus: horizontal ? "width" : "height")
    }
    return hover
  }

  /// The value of a position or size attribute on `frame` (in its parent's coordinates) and its arithmetic:
  /// `right edge = x + width = 12 + 40 = 52`.
  static func edgeArithmetic(_ attribute: String, _ frame: Rect, rtl: Bool) -> (value: Double, how: String)? {
    let x = Numbers.text(frame.x)
    let y = Numbers.text(frame.y)
    let w = Numbers.text(frame.width)
    let h = Numbers.text(frame.height)
    func line(_ label: String, _ value: Double, _ arithmetic: String?) -> (Double, String) {
      (value, arithmetic.map { "\(label) = \($0) = \(Numbers.text(value))" } ?? "\(label) = \(Numbers.text(value))")
    }
    var name = attribute
    if name == "leading" { name = rtl ? "right" : "left" }
    if name == "trailing" { name = rtl ? "left" : "right" }
    switch name {
    case "left": return line("x", frame.x, nil)
    case "top", "baseline": return line("y", frame.y, nil)
    case "right": return line("right edge", frame.maxX, "x + width = \(x) + \(w)")
    case "bottom": return line("bottom edge", frame.maxY, "y + height = \(y) + \(h)")
    case "centerX":
      return line("centre x", frame.x + frame.width / 2, "x + width / 2 = \(x) + \(Numbers.text(frame.width / 2))")
    case "centerY":
      return line("centre y", frame.y + frame.height / 2, "y + height / 2 = \(y) + \(Numbers.text(frame.height / 2))")
    case "width": return line("width", frame.width, nil)
    case "height": return line("height", frame.height, nil)
    default: return nil
    }
  }

  /// What `parent.<attribute>` reads: the inner size, or an edge or centre inset by the padding, in the parent's own
  /// coordinates.
  static func innerValue(
    _ attribute: String, _ frame: Rect, _ p: Properties, rtl: Bool, safeArea: SafeAreaPadding? = nil
  ) -> (value: Double, how: String)? {
    // The root's paddings hold the safe-area insets (code notes §10, TangramKit; `SafeAreaPadding`).
    let padded = (safeArea ?? .none).applied(
      leading: p.leadingPadding ?? p.leftPadding ?? 0, trailing: p.trailingPadding ?? p.rightPadding ?? 0,
      top: p.topPadding ?? 0, bottom: p.bottomPadding ?? 0)
    let left = padded.leading
    let right = padded.trailing
    let top = padded.top
    let bottom = padded.bottom
    func inner(_ label: String, _ size: Double, _ head: Double, _ tail: Double) -> (Double, String) {
      let value = size - head - tail
      guard head != 0 || tail != 0 else { return (value, "the \(label), no padding = \(Numbers.text(value))") }
      let pads = [head, tail].filter { $0 != 0 }.map { " - \(Numbers.text($0)) (padding)" }.joined()
      return (value, "the inner \(label) = \(Numbers.text(size))\(pads) = \(Numbers.text(value))")
    }
    var name = attribute
    if name == "leading" { name = rtl ? "right" : "left" }
    if name == "trailing" { name = rtl ? "left" : "right" }
    switch name {
    case "width": return inner("width", frame.width, left, right)
    case "height": return inner("height", frame.height, top, bottom)
    case "left": return (left, "the left padding = \(Numbers.text(left))")
    case "top", "baseline": return (top, "the top padding = \(Numbers.text(top))")
    case "right":
      return (frame.width - right, "width - right padding = \(Numbers.text(frame.width)) - \(Numbers.text(right))")
    case "bottom":
      return (
        frame.height - bottom, "height - bottom padding = \(Numbers.text(frame.height)) - \(Numbers.text(bottom))"
      )
    case "centerX": return (left + (frame.width - left - right) / 2, "the centre of the inner width")
    case "centerY": return (top + (frame.height - top - bottom) / 2, "the centre of the inner height")
    default: return nil
    }
  }
}
