// The layout environment an editor asks for: canvas, scale, size classes, orientation, direction, text and the
// target library.

import TGLSemantics
import TGLText

/// The layout environment from the editor's settings. The canvas and scale are defaults: a file's own `@canvas` and
/// `@scale` win over them unless `overridesFile` is set; a nil part falls back to the file and then to the defaults
/// (375 × 667 at scale 2, size classes `any`, orientation from the canvas).
public struct LayoutSettings: Hashable, Sendable {
  /// A device of the catalogue: its screen, scale, size classes and safe area, for a file without `@device` and
  /// `@canvas` (or, with `overridesFile`, for every file: it then replaces the file's `@device`, `@canvas` and
  /// `@scale`). Where it applies, `canvas` and `scale` do not (an editor always sends some); the size classes and
  /// the orientation, when given, still win over the device's.
  public var device: Device?
  public var canvas: Size?
  public var scale: Double?
  public var widthClass: SizeClass?
  public var heightClass: SizeClass?
  public var orientation: DeviceOrientation?
  public var rtl: Bool
  /// Whether `canvas` and `scale` replace a file's `@canvas` and `@scale` (a preview at another size) rather than
  /// apply only to files without them.
  public var overridesFile = false
  /// Whether `scale` replaces the device's scale too (the preview page's Scale control chosen beside a device).
  public var scaleOverridesDevice = false
  /// Rule levels by rule id (`off`, `warning`, `error`), as `tgl check --rule ID=LEVEL`.
  public var ruleLevels: [String: String] = [:]
  /// Dynamic Type size (nil: `large`) and pseudo-locale, as `--content-size` and `--pseudo-locale`.
  public var contentSize: ContentSizeCategory?
  public var pseudoLocale = false
  /// The metrics of the document's `@fontMetrics` file, as the server read them, or why it could not.
  public var fonts: FontMetrics?
  public var fontMetricsProblem: String?
  /// The library to lay out for (`"target"`); unlike the canvas it replaces a file's `@target`, as `--target` does.
  public var library: TargetLibrary?

  public init(
    canvas: Size? = nil, scale: Double? = nil, widthClass: SizeClass? = nil, heightClass: SizeClass? = nil,
    orientation: DeviceOrientation? = nil, rtl: Bool = false
  ) {
    self.canvas = canvas
    self.scale = scale
    self.widthClass = widthClass
    self.heightClass = heightClass
    self.orientation = orientation
    self.rtl = rtl
  }

  /// The environment `document` is laid out in with these settings.
  public func environment(for document: LayoutDocument) -> Environment {
    let onDevice = Environment.onDevice(document, device: device(for: document), orientation: orientation)
    let base = onDevice ?? Environment(document: document)
    let given = canvas(for: document)
    var canvas = given ?? base.canvas
    // An orientation that overrides the file turns the file's canvas as a device turns (a device's environment is
    // already turned; a canvas given with the orientation is taken as written, as `render --canvas` does): the
    // page's Landscape control on a file with `@canvas 375,667` lays it out at 667 × 375.
    if overridesFile, onDevice == nil, given == nil, let orientation,
      (canvas.width > canvas.height) != (orientation == .landscape), canvas.width != canvas.height
    {
      canvas = Size(width: canvas.height, height: canvas.width)
    }
    var environment = Environment(
      canvas: canvas, scale: scale(for: document) ?? base.scale,
      widthClass: widthClass ?? base.widthClass, heightClass: heightClass ?? base.heightClass,
      orientation: orientation ?? onDevice?.orientation, rtl: rtl)
    environment.safeArea = base.safeArea
    environment.contentSize = contentSize ?? .large
    environment.pseudoLocale = pseudoLocale
    environment.library = library ?? base.library
    if let fonts { environment.fonts = fonts }
    return environment
  }

  /// The device the settings give `document`: none when the file names its own device or canvas and the settings
  /// do not override it.
  func device(for document: LayoutDocument?) -> Device? {
    (document?.device != nil || document?.canvas != nil) && !overridesFile ? nil : device
  }

  /// The canvas the settings give `document`: none when the file has its own (or a `@device`) and the settings do not
  /// override it, or when the settings' device applies.
  func canvas(for document: LayoutDocument?) -> Size? {
    if device(for: document) != nil { return nil }
    return (document?.canvas != nil || document?.device != nil) && !overridesFile ? nil : canvas
  }

  /// The scale the settings give `document`: none when the file has its own (or a `@device`) and the settings do not
  /// override it, or when the settings' device applies.
  func scale(for document: LayoutDocument?) -> Double? {
    if device(for: document) != nil { return scaleOverridesDevice ? scale : nil }
    return (document?.scale != nil || document?.device != nil) && !overridesFile ? nil : scale
  }

  /// Reads a canvas written as `390,844`, `390x844` or `390 × 844`; nil unless both parts are positive numbers.
  public static func canvas(_ text: String) -> Size? {
    let parts = text.split(whereSeparator: { ",x×X ".contains($0) }).compactMap { Double($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
    return Size(width: parts[0], height: parts[1])
  }

  /// Reads size classes written as `w:compact,h:regular` (also `width:` and `height:`); nil when malformed.
  public static func sizeClasses(_ text: String) -> (width: SizeClass?, height: SizeClass?)? {
    var result: (width: SizeClass?, height: SizeClass?) = (nil, nil)
    for part in text.split(separator: ",") {
      let pieces = part.split(separator: ":").map { $0.trimmingCharacters(in: " ") }
      guard pieces.count == 2, let value = SizeClass(rawValue: pieces[1]) else { return nil }
      switch pieces[0] {
      case "w", "width": result.width = value
      case "h", "height": result.height = value
      default: return nil
      }
    }
    return result
  }
}

extension StringProtocol {
  /// The text without the given characters at either end.
  func trimmingCharacters(in characters: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
