// Document colours: the colour of every `background` value, and how a colour picked in the editor is written back.

import TGLSemantics
import TGLSyntax

/// A colour written in the document, with the range of its text.
public struct ColorOccurrence: Hashable, Sendable {
  public var range: TextRange
  public var color: Color
}

/// One way to write a colour: its text and the edit that writes it over the picked colour's range.
public struct ColorPresentation: Hashable, Sendable {
  public var label: String
  public var edit: TextEdit
}

extension Analysis {
  /// Every colour in a `background` value (`#RRGGBB`, `#RGB`, `#RRGGBBAA` or a colour name), in source order.
  public func documentColors() -> [ColorOccurrence] {
    var found: [ColorOccurrence] = []
    for node in source.tree.root.descendants where node.kind == .property {
      let property = PropertySyntax(node)
      guard property.name == "background", let item = property.value?.items.first,
        let token = item.syntax.firstSignificantToken, item.syntax.range == token.range,
        let color = ColorValues.color(token)
      else { continue }
      found.append(ColorOccurrence(range: token.range, color: color))
    }
    return found
  }

  /// The ways to write `color` over `range`: `#RRGGBB` (`#RRGGBBAA` when translucent), then the colour's name when
  /// one names it exactly.
  public func colorPresentations(_ color: Color, range: TextRange) -> [ColorPresentation] {
    var labels = [ColorValues.hex(color)]
    if let name = ColorValues.names.first(where: { ColorValues.hex($0.value) == labels[0] })?.key {
      labels.append(name)
    }
    return labels.map { ColorPresentation(label: $0, edit: TextEdit(range: range, newText: $0)) }
  }
}

/// The colours the language names and the `#` forms it reads (as the lowering does, docs/language.md §6.1).
enum ColorValues {
  /// UIKit's named colours, in the order completion offers them.
  static let names: [(key: String, value: Color)] = [
    ("black", Color(red: 0, green: 0, blue: 0)), ("darkGray", Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
    ("lightGray", Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)), ("white", Color(red: 1, green: 1, blue: 1)),
    ("gray", Color(red: 0.5, green: 0.5, blue: 0.5)), ("red", Color(red: 1, green: 0, blue: 0)),
    ("green", Color(red: 0, green: 1, blue: 0)), ("blue", Color(red: 0, green: 0, blue: 1)),
    ("cyan", Color(red: 0, green: 1, blue: 1)), ("yellow", Color(red: 1, green: 1, blue: 0)),
    ("magenta", Color(red: 1, green: 0, blue: 1)), ("orange", Color(red: 1, green: 0.5, blue: 0)),
    ("purple", Color(red: 0.5, green: 0, blue: 0.5)), ("brown", Color(red: 0.6, green: 0.4, blue: 0.2)),
    ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)), ("grey", Color(red: 0.5, green: 0.5, blue: 0.5)),
    ("darkGrey", Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
    ("lightGrey", Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
  ]

  /// The colour of a `#…` token or a colour name; nil for anything else.
  static func color(_ token: SyntaxToken) -> Color? {
    switch token.kind {
    case .color:
      var digits = Array(token.text.dropFirst())
      if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
      guard digits.count == 6 || digits.count == 8, let value = UInt64(String(digits), radix: 16) else { return nil }
      let rgba = digits.count == 6 ? value << 8 | 0xFF : value
      func channel(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
      return Color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    case .identifier:
      return names.first { $0.key == token.text }?.value
    default:
      return nil
    }
  }

  /// `#FF8000`, or `#FF800080` when the alpha is below 1.
  static func hex(_ color: Color) -> String {
    func byte(_ channel: Double) -> String {
      let value = Int((min(max(channel, 0), 1) * 255).rounded())
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    let rgb = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    return color.alpha >= 1 ? rgb : rgb + byte(color.alpha)
  }

  /// `rgb(255, 128, 0)`, with the alpha when it is below 1: `rgba(0, 0, 0, 0)`.
  static func rgb(_ color: Color) -> String {
    func byte(_ channel: Double) -> String { String(Int((min(max(channel, 0), 1) * 255).rounded())) }
    let channels = [byte(color.red), byte(color.green), byte(color.blue)].joined(separator: ", ")
    return color.alpha >= 1 ? "rgb(\(channels))" : "rgba(\(channels), \(Numbers.text(color.alpha)))"
  }

  /// The `#` form of a named colour, for completion.
  static func hex(named name: String) -> String? {
    names.first { $0.key == name }.map { hex($0.value) }
  }
}
