// The page's environment controls, carried in the stream's URL and laid over the editor's settings.

import TGLJSON

/// What a page asks for instead of the editor's settings; nil members keep the editor's (or the file's) value.
public struct EnvironmentOverrides: Hashable, Sendable {
  /// A device of the catalogue, by name.
  public var device: String?
  public var canvas: String?
  public var scale: String?
  public var sizeClass: String?
  public var orientation: String?
  public var rtl: Bool?
  /// The Dynamic Type size (`large`, `accessibility5`...), passed to the server's settings as `contentSize`.
  public var contentSize: String?
  /// The library to lay out for (`tangramkit`, `mylayout`), passed to the server's settings as `target`.
  public var target: String?
  /// The picture's mode (`design`, `blueprint`), passed to the renderer as the setting `preview.mode`.
  public var mode: String?

  public init() {}

  /// Reads the query parameters `device=iPhone 15`, `canvas=393,852`, `scale=3`, `sizeClass=w:compact,h:regular`,
  /// `orientation=landscape`, `rtl=1`, `contentSize=xLarge`, `target=mylayout`; empty values are ignored and anything else is
  /// checked later by the settings reader, which ignores what it cannot read.
  public init(query: [String: String]) {
    func value(_ name: String) -> String? {
      guard let text = query[name], !text.isEmpty, text.utf8.count <= 64 else { return nil }
      return text
    }
    device = value("device")
    canvas = value("canvas")
    scale = value("scale")
    sizeClass = value("sizeClass")
    orientation = value("orientation")
    rtl = value("rtl").map { $0 == "1" || $0 == "true" }
    contentSize = value("contentSize")
    target = value("target")
    mode = value("mode")
  }

  /// `settings` with these overrides in its `layout` member (made when missing; layout members at the top level
  /// move into it, as the settings reader reads either).
  public func applied(to settings: JSON) -> JSON {
    var root = settings.objectValue ?? JSONObject()
    var layout = root["layout"]?.objectValue ?? JSONObject()
    if root["layout"] == nil {
      for key in ["device", "canvas", "scale", "sizeClass", "orientation", "rtl", "contentSize", "pseudoLocale", "target"] {
        if let value = root[key] { layout[key] = value }
      }
    }
    // A screen the page chose (device, canvas, scale or orientation) replaces the file's `@device`, `@canvas` and
    // `@scale`, as `--device` and `--canvas` do on the command line; what the page left alone stays the file's, so
    // the editor's device, canvas and scale (defaults for files without their own) are dropped rather than applied,
    // unless the editor's own `overrideFile` already puts them over the file.
    if device != nil || canvas != nil || scale != nil || orientation != nil {
      if layout["overrideFile"]?.boolValue != true {
        for key in ["device", "canvas", "scale"] { layout[key] = nil }
      }
      layout["overrideFile"] = true
    }
    if let device { layout["device"] = .string(device) }
    if let canvas { layout["canvas"] = .string(canvas) }
    if let scale {
      // The page's scale is a choice of its own: it replaces a device's scale too.
      layout["scale"] = Double(scale).map(JSON.double) ?? .string(scale)
      layout["scaleOverridesDevice"] = true
    }
    if let sizeClass { layout["sizeClass"] = .string(sizeClass) }
    if let orientation { layout["orientation"] = .string(orientation) }
    if let rtl { layout["rtl"] = .bool(rtl) }
    if let contentSize { layout["contentSize"] = .string(contentSize) }
    if let target { layout["target"] = .string(target) }
    root["layout"] = .object(layout)
    if let mode {
      var preview = root["preview"]?.objectValue ?? JSONObject()
      preview["mode"] = .string(mode)
      root["preview"] = .object(preview)
    }
    return .object(root)
  }
}
