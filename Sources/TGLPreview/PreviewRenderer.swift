// One frame of a page: the picture of every screen of the file (the same SVG as `tgl render`, with the diagnostics
// drawn on their boxes) and the table that links each box to its frame, its text and its problems.

import Platform
import TGLIDE
import TGLJSON
import TGLLayout
import TGLRender
import TGLSemantics

/// Makes frames from the shared analysis host, so a version the language server has analysed is not analysed again.
public struct PreviewRenderer: Sendable {
  public let host: AnalysisHost
  /// Reads the editor's settings JSON for a document as the language server does, with the font metrics its
  /// `@fontMetrics` names, so that the picture is measured as the editor's diagnostics and hover are.
  public let makeSettings: @Sendable (PreviewDocument, JSON) -> LayoutSettings

  /// The pictures of the screens of recent frames, so that an unchanged screen is not drawn again.
  let cache = PanelCache()

  public init(host: AnalysisHost, makeSettings: @escaping @Sendable (PreviewDocument, JSON) -> LayoutSettings) {
    self.host = host
    self.makeSettings = makeSettings
  }

  public func analysis(_ document: PreviewDocument, settings: JSON) -> Analysis {
    host.analysis(
      of: DocumentText(uri: document.uri, version: document.version, bytes: document.bytes),
      settings: makeSettings(document, settings))
  }

  /// The picture's mode from the settings' `preview.mode` (the page's Design/Blueprint switch, or the editor's
  /// setting): design unless blueprint is asked for.
  static func mode(_ settings: JSON) -> PictureMode {
    settings["preview"]?["mode"]?.stringValue.flatMap(PictureMode.init(rawValue:)) ?? .design
  }

  /// The frame event's JSON: `version`, the library the screens are laid out for (`target`: `TangramKit 1.4.2`),
  /// the picture's `mode`, `svg`, per screen (`panels`) its elements and problems, and the counts.
  public func frame(_ document: PreviewDocument, settings: JSON) -> JSON {
    let analysis = analysis(document, settings: settings)
    let mode = Self.mode(settings)
    var marksByDocument: [Int: [PreviewMark]] = [:]
    for (index, mark) in analysis.previewMarks() { marksByDocument[index, default: []].append(mark) }
    var panels: [JSON] = []
    var drawn: [Panel] = []
    for index in analysis.source.documents.indices {
      let environment = analysis.environment(ofDocument: index)
      let result = analysis.layout(ofDocument: index)
      var panel = Panel(document: analysis.source.documents[index], environment: environment, result: result)
      let marks = marksByDocument[index] ?? []
      panel.marks = marks.map { PanelMark(path: $0.path, isError: $0.severity == .error, message: $0.message) }
      drawn.append(panel)
      var json = panelJSON(result, marks: marks, title: panel.title, subtitle: panel.subtitle)
      // One picture per screen: an edit redraws its own screen, and the page repaints only the screens that changed.
      let svg = cache.svg(of: panel, mode: mode)
      if case .object(var object) = json {
        object["svg"] = .string(svg)
        json = .object(object)
      }
      panels.append(json)
    }
    cache.keep(drawn.map { PanelCache.Key(panel: $0, mode: mode) })
    let diagnostics = analysis.diagnostics
    // The directives are the file's, so every screen is laid out for the same library; the page names it.
    let library = drawn.first?.environment.library ?? analysis.settings.library ?? .tangramKit
    var frame: JSONObject = [
      "version": .int(document.version),
      "target": .string(library.displayName),
      "mode": .string(mode.rawValue),
      "panels": .array(panels),
      "errors": .int(diagnostics.filter { $0.severity == .error }.count),
      "warnings": .int(diagnostics.filter { $0.severity != .error }.count),
    ]
    if let first = drawn.first { frame["screen"] = screenJSON(first) }
    return .object(frame)
  }

  /// The first screen's canvas, scale and orientation, and whether the file wrote them (`@device`, `@canvas` or
  /// `@scale`): the page shows them as its controls' defaults.
  func screenJSON(_ panel: Panel) -> JSON {
    let environment = panel.environment
    let document = panel.document
    return [
      "width": .double(environment.canvas.width), "height": .double(environment.canvas.height),
      "scale": .double(environment.scale), "orientation": .string(environment.orientation.rawValue),
      "fromFile": .bool(document.device != nil || document.canvas != nil || document.scale != nil),
    ]
  }

  func panelJSON(_ result: LayoutResult, marks: [PreviewMark], title: String, subtitle: String) -> JSON {
    var elements: [JSON] = []
    elements.reserveCapacity(result.items.count)
    for item in result.items {
      var object: JSONObject = [
        "path": .string(item.path), "kind": .string(item.kind.rawValue),
        "frame": rect(item.frame), "absolute": rect(item.absolute),
      ]
      if let name = item.name { object["name"] = .string(name) }
      elements.append(.object(object))
    }
    let problems: [JSON] = marks.map {
      ["path": .string($0.path), "severity": .string($0.severity.rawValue), "message": .string($0.message),
       "rule": .string($0.rule)]
    }
    return ["title": .string(title), "subtitle": .string(subtitle), "elements": .array(elements),
            "problems": .array(problems)]
  }

  func rect(_ rect: Rect) -> JSON {
    .array([rect.x, rect.y, rect.width, rect.height].map { .double($0.isFinite ? $0 : 0) })
  }

  /// The hover of element `path` of screen `panel`: its frame and how its size came about, as hover shows them.
  public func info(_ document: PreviewDocument, settings: JSON, panel: Int, path: String) -> JSON? {
    let analysis = analysis(document, settings: settings)
    guard panel < analysis.source.documents.count,
      let element = analysis.previewElements(ofDocument: panel).first(where: { $0.path == path })
    else { return nil }
    let hover = analysis.hover(at: element.selection.start, format: .plainText)
    return ["path": .string(path), "text": .string(hover?.text ?? path)]
  }

  /// Where element `path` of screen `panel` is written (its name), to move the editor there.
  public func selection(_ document: PreviewDocument, settings: JSON, panel: Int, path: String) -> PreviewElement? {
    let analysis = analysis(document, settings: settings)
    guard panel < analysis.source.documents.count else { return nil }
    return analysis.previewElements(ofDocument: panel).first { $0.path == path }
  }

  /// The screen and path of the element the cursor (a UTF-8 offset) is in.
  public func element(_ document: PreviewDocument, settings: JSON, at offset: Int) -> (panel: Int, path: String)? {
    analysis(document, settings: settings).previewElement(at: offset).map { ($0.document, $0.path) }
  }
}

/// The SVG of each screen drawn lately, by what it was drawn from (the document, environment, layout and marks).
final class PanelCache: @unchecked Sendable {
  struct Key: Hashable {
    var panel: Panel
    var mode: PictureMode
  }

  private let lock = Lock()
  private var pictures: [Key: String] = [:]
  private var previous: Set<Key> = []
  /// Screens of several environments (pages with different devices) are kept too, up to this many.
  static let limit = 512

  func svg(of panel: Panel, mode: PictureMode) -> String {
    let key = Key(panel: panel, mode: mode)
    if let cached = lock.withLock({ pictures[key] }) { return cached }
    let svg = Picture(rows: [[panel]], mode: mode).svg()
    lock.withLock { pictures[key] = svg }
    return svg
  }

  /// Forgets the oldest pictures once there are more than `limit`: keeps this frame's and the one before.
  func keep(_ panels: [Key]) {
    lock.withLock {
      let current = Set(panels)
      if pictures.count > Self.limit {
        pictures = pictures.filter { current.contains($0.key) || previous.contains($0.key) }
      }
      previous = current
    }
  }
}
