// One frame of the gallery: for every panel (a device, an orientation, a variant) the pictures of the file's screens
// laid out there and the diagnostics of the analysis for that environment: their counts and the first messages.

import TGLIDE
import TGLJSON
import TGLRender
import TGLSemantics

extension PreviewRenderer {
  /// How many messages a panel lists; the rest are counted.
  static let galleryMessages = 3

  /// The gallery event's JSON: `version`, `target`, `panels` (each: `label`, `device`, `orientation`,
  /// `contentSize`, `rtl`, `errors`, `warnings`, `messages`, and `screens` with `title`, `subtitle`, `svg`).
  /// Each panel is one analysis under the page's overrides with the panel's screen; all run here, one after the
  /// other, on the caller's thread (the hub's render thread).
  public func galleryFrame(_ document: PreviewDocument, overrides: EnvironmentOverrides, gallery: GallerySet) -> JSON {
    var panels: [JSON] = []
    var drawn: [PanelCache.Key] = []
    var library: String?
    for variant in gallery.variants {
      let settings = variant.overrides(on: overrides).applied(to: document.settings)
      let mode = Self.mode(settings)
      let analysis = analysis(document, settings: settings)
      var marksByDocument: [Int: [PreviewMark]] = [:]
      for (index, mark) in analysis.previewMarks() { marksByDocument[index, default: []].append(mark) }
      var screens: [JSON] = []
      for index in analysis.source.documents.indices {
        var panel = Panel(
          document: analysis.source.documents[index], environment: analysis.environment(ofDocument: index),
          result: analysis.layout(ofDocument: index))
        panel.marks = (marksByDocument[index] ?? []).map {
          PanelMark(path: $0.path, isError: $0.severity == .error, message: $0.message)
        }
        drawn.append(PanelCache.Key(panel: panel, mode: mode))
        library = library ?? panel.environment.library.displayName
        screens.append([
          "title": .string(panel.title), "subtitle": .string(panel.subtitle), "svg": .string(cache.svg(of: panel, mode: mode)),
        ])
      }
      let diagnostics = analysis.diagnostics
      let errors = diagnostics.filter { $0.severity == .error }
      var object: JSONObject = [
        "label": .string(variant.label), "device": .string(variant.device),
        "orientation": .string(variant.orientation.rawValue), "rtl": .bool(variant.rtl),
        "errors": .int(errors.count), "warnings": .int(diagnostics.count - errors.count),
        "messages": .array(firstMessages(of: analysis).map(JSON.string)),
        "screens": .array(screens),
      ]
      object["contentSize"] = variant.largestText ? .string(GallerySet.largestTextSize) : .null
      panels.append(.object(object))
    }
    // Kept once for the whole gallery, so that no panel's picture pushes out another's.
    cache.keep(drawn)
    return [
      "version": .int(document.version), "target": .string(library ?? TargetLibrary.tangramKit.displayName),
      "panels": .array(panels),
    ]
  }

  /// `frame` with `"same": true` in place of each screen's `svg` that is the same in `previous` (the same panel and
  /// screen): the page keeps the picture it has there.
  static func withoutUnchangedPictures(_ frame: JSON, previous: JSON) -> JSON {
    guard case .object(var object) = frame, let panels = frame["panels"]?.arrayValue,
      let before = previous["panels"]?.arrayValue
    else { return frame }
    object["panels"] = .array(
      panels.enumerated().map { index, panel in
        guard index < before.count, case .object(var panelObject) = panel, let screens = panel["screens"]?.arrayValue,
          let oldScreens = before[index]["screens"]?.arrayValue
        else { return panel }
        panelObject["screens"] = .array(
          screens.enumerated().map { at, screen in
            guard at < oldScreens.count, case .object(var screenObject) = screen, let svg = screen["svg"],
              oldScreens[at]["svg"] == svg
            else { return screen }
            screenObject["svg"] = nil
            screenObject["same"] = true
            return .object(screenObject)
          })
        return .object(panelObject)
      })
    return .object(object)
  }

  /// The first messages, errors before warnings, each in source order: `line 8: error: … [syntax]`.
  func firstMessages(of analysis: Analysis) -> [String] {
    let lines = analysis.source.lineIndex
    let ordered = analysis.diagnostics.enumerated().sorted { a, b in
      let ranks = (a.element.severity == .error ? 0 : 1, b.element.severity == .error ? 0 : 1)
      if ranks.0 != ranks.1 { return ranks.0 < ranks.1 }
      if a.element.range.start != b.element.range.start { return a.element.range.start < b.element.range.start }
      return a.offset < b.offset
    }
    return ordered.prefix(Self.galleryMessages).map { _, diagnostic in
      let line = lines.humanPosition(of: diagnostic.range.start).line
      return "line \(line): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule.rawValue)]"
    }
  }
}
