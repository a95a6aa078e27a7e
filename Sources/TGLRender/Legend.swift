// The legend under the panels: a swatch and a word for every colour and marking the picture uses, wrapped into
// lines at the picture's width.

import TGLSemantics

enum Legend {
  enum Entry: Hashable {
    case canvas
    /// The fills of nesting depths 0...n (containers and views take the colour of their depth).
    case depths(Int)
    case background, label, image, button, path, lifted, padding, spacer, invisible, noLayout, error, warning
    case unsafeArea

    var text: String {
      switch self {
      case .canvas: return "canvas"
      case .depths: return "nesting depth (root, then each level inside)"
      case .background: return "background (from the file)"
      case .label: return "label"
      case .image: return "image"
      case .button: return "button"
      case .path: return "path curve"
      case .lifted: return "shadow: lies over a box that does not contain it"
      case .padding: return "padding"
      case .spacer: return "spacer"
      case .invisible: return "invisible (faded)"
      case .noLayout: return "noLayout (not applied)"
      case .error: return "error"
      case .warning: return "warning"
      case .unsafeArea: return "unsafe area (outside the device's safe area)"
      }
    }
  }

  static let swatchWidth = 18.0
  static let swatchHeight = 12.0
  static let fontSize = 11.0
  static let entryGap = 18.0
  static let lineHeight = 20.0

  /// The markings used by any of the panels, in a fixed order.
  static func entries(for drawings: [PanelDrawing]) -> [Entry] {
    let boxes = drawings.flatMap(\.boxes)
    guard !drawings.isEmpty else { return [] }
    var out: [Entry] = [.canvas]
    let deepest = boxes.filter { $0.style == .solid && !hasBackground($0) }.map(\.depth).max()
    if let deepest { out.append(.depths(min(deepest, Palette.depthColors.count - 1))) }
    if boxes.contains(where: hasBackground) { out.append(.background) }
    for kind in [ElementKind.label, .image, .button] where boxes.contains(where: { $0.kind == kind }) {
      out.append(kind == .label ? .label : kind == .image ? .image : .button)
    }
    if boxes.contains(where: { $0.kind == .path }) { out.append(.path) }
    if drawings.contains(where: { !KindDrawing.lifted($0.boxes).isEmpty }) { out.append(.lifted) }
    if boxes.contains(where: { !$0.padding.isZero }) { out.append(.padding) }
    if boxes.contains(where: { $0.style == .spacer }) { out.append(.spacer) }
    if boxes.contains(where: \.isFaded) { out.append(.invisible) }
    if boxes.contains(where: { !$0.item.isApplied }) { out.append(.noLayout) }
    let marks = drawings.flatMap(\.panel.marks)
    if marks.contains(where: \.isError) { out.append(.error) }
    if marks.contains(where: { !$0.isError }) { out.append(.warning) }
    if drawings.contains(where: { !$0.panel.environment.safeArea.isZero }) { out.append(.unsafeArea) }
    return out
  }

  /// A fill that is not the depth's own colour came from the file's `background`.
  static func hasBackground(_ box: Box) -> Bool {
    let own = Palette.depthColors[box.depth % Palette.depthColors.count]
    return box.style == .solid && (box.paint.fill != own.fill || box.paint.fillOpacity < 1)
  }

  /// The legend's SVG with its top-left corner at `origin`, its width and its height.
  static func svg(_ entries: [Entry], at origin: Point, maximumWidth: Double) -> (String, Double, Double) {
    let n = SVGText.number
    var out = "<g class=\"legend\" transform=\"translate(\(n(origin.x)),\(n(origin.y)))\">"
    var x = 0.0
    var y = 0.0
    var widest = 0.0
    for entry in entries {
      let width = swatchWidth(entry) + 6 + SVGText.width(entry.text, fontSize: fontSize)
      if x > 0, x + width > maximumWidth {
        x = 0
        y += lineHeight
      }
      out += swatch(entry, x: x, y: y)
      let textX = x + swatchWidth(entry) + 6
      out += "<text class=\"legend\" x=\"\(n(textX))\" y=\"\(n(y + 10))\">\(SVGText.escaped(entry.text))</text>"
      widest = max(widest, x + width)
      x += width + entryGap
    }
    out += "</g>\n"
    return (out, widest, y + lineHeight)
  }

  static func swatchWidth(_ entry: Entry) -> Double {
    if case .depths(let deepest) = entry { return Double(deepest + 1) * 14 - 2 }
    return swatchWidth
  }

  static func swatch(_ entry: Entry, x: Double, y: Double) -> String {
    let n = SVGText.number
    let frame = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(swatchWidth))\" height=\"\(n(swatchHeight))\""
    let plain = "fill=\"\(Palette.depthColors[1].fill)\" stroke=\"\(Palette.depthColors[1].stroke)\""
    let stroke = Palette.depthColors[1].stroke
    switch entry {
    case .canvas:
      return "<rect \(frame) class=\"canvas\"/>"
    case .depths(let deepest):
      var out = ""
      for depth in 0...deepest {
        let colors = Palette.depthColors[depth]
        out += "<rect x=\"\(n(x + Double(depth) * 14))\" y=\"\(n(y))\" width=\"12\" height=\"\(n(swatchHeight))\" "
        out += "fill=\"\(colors.fill)\" stroke=\"\(colors.stroke)\"/>"
      }
      return out
    case .background:
      return "<rect \(frame) fill=\"#FFFFFF\" stroke=\"\(Palette.canvasStroke)\"/>"
        + "<path d=\"M\(n(x)) \(n(y + swatchHeight))l\(n(swatchWidth)) \(n(-swatchHeight))v\(n(swatchHeight))z\" "
        + "fill=\"#F783AC\"/>"
    case .label:
      return "<rect \(frame) \(plain)/><rect \(frame) class=\"kind-label\" stroke=\"\(stroke)\"/>"
        + "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"3\" height=\"\(n(swatchHeight))\" fill=\"\(stroke)\" "
        + "fill-opacity=\"0.55\"/>"
    case .image:
      return "<rect \(frame) \(plain)/><path class=\"kind-image\" stroke=\"\(stroke)\" d=\"M\(n(x)) \(n(y))"
        + "l\(n(swatchWidth)) \(n(swatchHeight))M\(n(x + swatchWidth)) \(n(y))l\(n(-swatchWidth)) \(n(swatchHeight))\"/>"
    case .button:
      return "<rect \(frame) rx=\"3\" \(plain)/>"
    case .path:
      return "<path class=\"curve\" stroke=\"\(stroke)\" d=\"M\(n(x)) \(n(y + swatchHeight - 1))"
        + "Q\(n(x + swatchWidth / 2)) \(n(y - 6)) \(n(x + swatchWidth)) \(n(y + swatchHeight - 1))\"/>"
    case .lifted:
      return "<rect x=\"\(n(x + 1.5))\" y=\"\(n(y + 2.5))\" width=\"\(n(swatchWidth))\" height=\"\(n(swatchHeight))\" "
        + "class=\"lift\"/><rect \(frame) \(plain)/>"
    case .padding:
      return "<rect \(frame) \(plain)/><rect \(frame) class=\"padding\"/>"
    case .spacer:
      return "<rect \(frame) class=\"spacer\"/>"
    case .invisible:
      return "<rect \(frame) \(plain) class=\"faded\"/>"
    case .noLayout:
      return "<rect \(frame) fill=\"\(Palette.depthColors[1].fill)\" stroke=\"\(Palette.noLayoutStroke)\" "
        + "stroke-dasharray=\"3 2\" stroke-width=\"1.5\"/>"
    case .error, .warning:
      let color = entry == .error ? MarkDrawing.errorColor : MarkDrawing.warningColor
      return "<rect \(frame) fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>"
        + "<circle cx=\"\(n(x + swatchWidth - 4))\" cy=\"\(n(y + 4))\" r=\"4\" fill=\"\(color)\"/>"
    case .unsafeArea:
      return "<rect \(frame) class=\"canvas\"/><g class=\"unsafe\"><rect \(frame)/></g>"
    }
  }
}
