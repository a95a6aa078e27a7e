// Problems drawn on the boxes they concern: an outline in the severity's colour and a numbered badge on the box's
// top-right corner whose tooltip lists the messages.

import TGLSemantics

/// A diagnostic to draw on the element at `path` (on its nearest drawn ancestor when it has no box).
public struct PanelMark: Hashable, Sendable {
  public var path: String
  public var isError: Bool
  public var message: String

  public init(path: String, isError: Bool, message: String) {
    self.path = path
    self.isError = isError
    self.message = message
  }
}

enum MarkDrawing {
  static let errorColor = "#E03131"
  static let warningColor = "#F08C00"
  static let badgeRadius = 7.0

  /// The outlines and badges of `marks` over `boxes`, one per box, errors before warnings in its tooltip.
  static func svg(_ marks: [PanelMark], boxes: [Box]) -> String {
    guard !marks.isEmpty else { return "" }
    var indexByPath: [String: Int] = [:]
    for (index, box) in boxes.enumerated() where indexByPath[box.item.path] == nil {
      indexByPath[box.item.path] = index
    }
    var byBox: [Int: [PanelMark]] = [:]
    var order: [Int] = []
    for mark in marks {
      guard let index = drawnBox(mark.path, indexByPath) else { continue }
      if byBox[index] == nil { order.append(index) }
      byBox[index, default: []].append(mark)
    }
    let n = SVGText.number
    var out = "<g class=\"marks\">\n"
    for index in order {
      let box = boxes[index]
      let list = (byBox[index] ?? []).sorted { $0.isError && !$1.isError }
      let isError = list.contains(where: \.isError)
      let color = isError ? errorColor : warningColor
      let frame = box.displayFrame
      out += "<g class=\"mark \(isError ? "error" : "warning")\" data-path=\"\(SVGText.escaped(box.item.path))\">"
      // One message a line: `&#10;` survives in the tooltip where a raw line break would be read as a space.
      let messages = list.map { SVGText.escaped(($0.isError ? "error: " : "warning: ") + $0.message) }
      out += "<title>\(messages.joined(separator: "&#10;"))</title>"
      out += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(frame.width, 1)))\" "
      out += "height=\"\(n(max(frame.height, 1)))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>"
      // The badge sits inside the corner, so it never lands on a neighbour.
      let cx = frame.maxX - min(badgeRadius + 1, max(frame.width / 2, 0))
      let cy = frame.y + min(badgeRadius + 1, max(frame.height / 2, 0))
      out += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(badgeRadius))\" fill=\"\(color)\"/>"
      out += "<text class=\"mark-count\" x=\"\(n(cx))\" y=\"\(n(cy + 3.5))\" text-anchor=\"middle\">"
      out += "\(list.count > 9 ? "9+" : String(list.count))</text></g>\n"
    }
    return out + "</g>\n"
  }

  /// The box of `path`, or of its nearest ancestor that has one.
  static func drawnBox(_ path: String, _ indexByPath: [String: Int]) -> Int? {
    var current = Substring(path)
    while true {
      if let index = indexByPath[String(current)] { return index }
      guard let slash = current.lastIndex(of: "/") else { return nil }
      current = current[..<slash]
    }
  }
}
