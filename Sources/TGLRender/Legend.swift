// The legend under the panels: a swatch and a word for each kind of marking the picture uses.

import TGLSemantics

enum Legend {
  enum Entry: CaseIterable {
    case canvas, padding, spacer, invisible, noLayout

    var text: String {
      switch self {
      case .canvas: return "canvas"
      case .padding: return "padding"
      case .spacer: return "spacer"
      case .invisible: return "invisible (faded)"
      case .noLayout: return "noLayout (not applied)"
      }
    }
  }

  static let swatchWidth = 18.0
  static let swatchHeight = 12.0
  static let fontSize = 11.0
  static let entryGap = 18.0

  /// The markings used by any of the panels, in a fixed order.
  static func entries(for drawings: [PanelDrawing]) -> [Entry] {
    let boxes = drawings.flatMap(\.boxes)
    return Entry.allCases.filter { entry in
      switch entry {
      case .canvas: return !drawings.isEmpty
      case .padding: return boxes.contains { !$0.padding.isZero }
      case .spacer: return boxes.contains { $0.style == .spacer }
      case .invisible: return boxes.contains(where: \.isFaded)
      case .noLayout: return boxes.contains { !$0.item.isApplied }
      }
    }
  }

  /// The legend's SVG with its top-left corner at `origin`, and its width.
  static func svg(_ entries: [Entry], at origin: Point) -> (String, Double) {
    let n = SVGText.number
    var out = "<g class=\"legend\" transform=\"translate(\(n(origin.x)),\(n(origin.y)))\">"
    var x = 0.0
    for entry in entries {
      out += swatch(entry, x: x)
      let textX = x + swatchWidth + 6
      out += "<text class=\"legend\" x=\"\(n(textX))\" y=\"10\">\(entry.text)</text>"
      x = textX + SVGText.width(entry.text, fontSize: fontSize) + entryGap
    }
    out += "</g>\n"
    return (out, max(0, x - entryGap))
  }

  static func swatch(_ entry: Entry, x: Double) -> String {
    let n = SVGText.number
    let frame = "x=\"\(n(x))\" y=\"0\" width=\"\(n(swatchWidth))\" height=\"\(n(swatchHeight))\""
    let plain = "fill=\"\(Palette.depthColors[1].fill)\" stroke=\"\(Palette.depthColors[1].stroke)\""
    switch entry {
    case .canvas:
      return "<rect \(frame) class=\"canvas\"/>"
    case .padding:
      return "<rect \(frame) \(plain)/><rect \(frame) class=\"padding\"/>"
    case .spacer:
      return "<rect \(frame) class=\"spacer\"/>"
    case .invisible:
      return "<rect \(frame) \(plain) class=\"faded\"/>"
    case .noLayout:
      return "<rect \(frame) fill=\"\(Palette.depthColors[1].fill)\" stroke=\"\(Palette.noLayoutStroke)\" "
        + "stroke-dasharray=\"3 2\" stroke-width=\"1.5\"/>"
    }
  }
}
