// The SVG of one element: its rectangle (or a line when it has no area), its hatched padding, its tooltip and
// its label.

import TGLSemantics

enum BoxDrawing {
  /// Half the length of the ticks at the ends of a spacer that has no thickness.
  static let tick = 4.0

  /// The element's group: a tooltip, then its shape and padding.
  static func svg(_ box: Box) -> String {
    var out = "<g data-path=\"\(SVGText.escaped(box.item.path))\"" + (box.isFaded ? " class=\"faded\"" : "") + ">"
    out += "<title>\(SVGText.escaped(tooltip(box)))</title>"
    out += shape(box)
    out += KindDrawing.decoration(box)
    // A label's face is white (KindDrawing), so its text is dark whatever the box's colour.
    if let text = box.text {
      let dark = box.kind == .label ? false : box.paint.isDark
      out += text.svg(in: box.frame, fill: dark ? "#ffffff" : "#1c1c1e", opacity: 0.8)
    }
    if !box.padding.isZero, box.frame.width > 0, box.frame.height > 0 {
      let classes = box.paint.isDark ? "padding light" : "padding"
      out += "<path class=\"\(classes)\" d=\"\(paddingPath(box.frame, box.innerFrame))\"/>"
    }
    return out + "</g>\n"
  }

  /// `S/A: view (20, 0, 50, 50) at (20, 0)`, plus what the picture marks.
  static func tooltip(_ box: Box) -> String {
    let n = SVGText.number
    let frame = box.item.frame
    var text = "\(box.item.path): \(box.kind.rawValue) (\(n(frame.x)), \(n(frame.y)), \(n(frame.width)), "
    text += "\(n(frame.height))) at (\(n(box.frame.x)), \(n(box.frame.y)))"
    let padding = box.padding
    if !padding.isZero {
      text += ", padding \(n(padding.top)) \(n(padding.left)) \(n(padding.bottom)) \(n(padding.right))"
    }
    if let boxText = box.text {
      text += ", text \"" + boxText.lines.joined(separator: " / ") + "\" (\(boxText.font.description))"
      if boxText.truncated { text += ", cut off" }
    }
    if box.isFaded { text += ", invisible" }
    if !box.item.isApplied { text += ", noLayout" }
    return text
  }

  static func shape(_ box: Box) -> String {
    let n = SVGText.number
    var style: String
    switch box.style {
    case .solid:
      style = "fill=\"\(box.paint.fill)\""
      if box.paint.fillOpacity < 1 { style += " fill-opacity=\"\(n(box.paint.fillOpacity))\"" }
      style += " stroke=\"\(box.item.isApplied ? box.paint.stroke : Palette.noLayoutStroke)\""
    case .spacer:
      style = "class=\"spacer\""
    }
    if !box.item.isApplied { style += " stroke-dasharray=\"3 2\" stroke-width=\"1.5\"" }
    let frame = box.displayFrame
    guard frame.width > 0, frame.height > 0 else { return line(frame, style: style, ticks: box.style == .spacer) }
    let rect =
      "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
      + (KindDrawing.cornerRadius(box) > 0 ? "rx=\"\(n(KindDrawing.cornerRadius(box)))\" " : "") + style + "/>"
    guard box.style == .spacer else { return rect }
    // A spring across the middle, along the spacer's longer side.
    let spring =
      frame.width >= frame.height
      ? Rect(x: frame.x, y: frame.y + frame.height / 2, width: frame.width, height: 0)
      : Rect(x: frame.x + frame.width / 2, y: frame.y, width: 0, height: frame.height)
    return rect + line(spring, style: "class=\"spring\"", ticks: true)
  }

  /// A frame without area: a line along its longer side (with end ticks for a spacer), or a dot.
  static func line(_ frame: Rect, style: String, ticks: Bool) -> String {
    let n = SVGText.number
    guard frame.width > 0 || frame.height > 0 else {
      return "<circle cx=\"\(n(frame.x))\" cy=\"\(n(frame.y))\" r=\"2\" \(style)/>"
    }
    var out =
      "<line x1=\"\(n(frame.x))\" y1=\"\(n(frame.y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(frame.maxY))\" \(style)/>"
    guard ticks else { return out }
    let horizontal = frame.width > 0
    for (x, y) in [(frame.x, frame.y), (frame.maxX, frame.maxY)] {
      let (x1, y1, x2, y2) = horizontal ? (x, y - tick, x, y + tick) : (x - tick, y, x + tick, y)
      out += "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" class=\"tick\"/>"
    }
    return out
  }

  /// The ring between the frame and its inner (padded) rectangle, filled even-odd.
  static func paddingPath(_ frame: Rect, _ inner: Rect) -> String {
    let n = SVGText.number
    var d = "M\(n(frame.x)) \(n(frame.y))h\(n(frame.width))v\(n(frame.height))h\(n(-frame.width))z"
    if inner.width > 0, inner.height > 0 {
      d += "M\(n(inner.x)) \(n(inner.y))v\(n(inner.height))h\(n(inner.width))v\(n(-inner.height))z"
    }
    return d
  }

  /// The label's text elements: the name part dark, the size and markers lighter; a tag on a badge of the
  /// outline's colour.
  static func svg(_ label: Label, box: Box) -> String {
    let n = SVGText.number
    let anchor: String
    switch label.anchor {
    case .start: anchor = ""
    case .middle: anchor = " text-anchor=\"middle\""
    case .end: anchor = " text-anchor=\"end\""
    }
    var classes = ["label"]
    if label.isTag {
      classes = ["tag"]
    } else if box.paint.isDark && box.style == .solid {
      classes.append("dark")
    }
    if box.isFaded { classes.append("faded") }
    var out = ""
    if label.leader.count == 2 {
      let (a, b) = (label.leader[0], label.leader[1])
      let color = box.item.isApplied ? box.paint.stroke : Palette.noLayoutStroke
      out += "<line class=\"leader\" x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" "
      out += "stroke=\"\(color)\"/>\n"
    }
    if label.isTag {
      let badge = LabelPlacement.bounds(of: label)
      let color = box.item.isApplied ? box.paint.stroke : Palette.noLayoutStroke
      out += "<rect class=\"badge\" x=\"\(n(badge.x))\" y=\"\(n(badge.y))\" width=\"\(n(badge.width))\" "
      out += "height=\"\(n(badge.height))\" rx=\"2\" fill=\"\(color)\"\(box.isFaded ? " opacity=\"0.6\"" : "")/>\n"
    }
    for (index, line) in label.lines.enumerated() {
      out += "<text class=\"\(classes.joined(separator: " "))\" x=\"\(n(label.x))\" y=\"\(n(label.baseline(index)))\" "
      out += "font-size=\"\(n(label.fontSize))\"\(anchor)>"
      if !line.primary.isEmpty { out += SVGText.escaped(line.primary) }
      if !line.secondary.isEmpty {
        // The space stays outside the tspan: renderers that collapse a tspan's leading space (rsvg) keep it there.
        let space = line.primary.isEmpty ? "" : " "
        out += "\(space)<tspan class=\"size\">\(SVGText.escaped(line.secondary))</tspan>"
      }
      out += "</text>\n"
    }
    return out
  }
}
