// The environment options shared by `layout`, `render`, `check` and `preview`: device, canvas, scale, size class,
// orientation, RTL, Dynamic Type size, pseudo-locale and target library.

import Platform
import TGLDiagnostics
import TGLFontFiles
import TGLSemantics
import TGLSyntax
import TGLText

/// Command-line overrides of a document's environment.
public struct EnvironmentOptions: Equatable, Sendable {
  /// `--device NAME`: replaces the file's `@device`, `@canvas` and `@scale`.
  public var device: Device?
  public var canvas: Size?
  public var scale: Double?
  public var widthClass: SizeClass?
  public var heightClass: SizeClass?
  public var orientation: DeviceOrientation?
  public var rtl = false
  public var contentSize: ContentSizeCategory?
  public var pseudoLocale = false
  /// `--target`: the library to lay out for, over the file's `@target`.
  public var library: TargetLibrary?

  public init() {}

  static let specs: [OptionSpec] = [
    .value(
      "--device", "NAME",
      help: "A device: its screen, scale, size classes and safe area; replaces the file's @device, @canvas and "
        + "@scale. One of: " + Device.catalogue.map(\.name).joined(separator: ", ") + "."),
    .value("--canvas", "W,H", help: "Canvas size in points (default: the file's @canvas, else 375,667)."),
    .value("--scale", "S", help: "Screen scale; frames are rounded to 1/S point (default: @scale, else 2)."),
    .value("--size-class", "w:C,h:C", help: "Size classes, each any, compact or regular (e.g. w:compact,h:regular)."),
    .value("--orientation", "O", help: "portrait or landscape (default: from the canvas).", choices: ["portrait", "landscape"]),
    .flag("--rtl", help: "Lay out right to left (leading/trailing mirror)."),
    .value(
      "--content-size", "C",
      help: "Dynamic Type size: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, "
        + "accessibility1...5."),
    .flag("--pseudo-locale", help: "Make every text 40 % longer before measuring it, as a translation might."),
    .value(
      "--target", "LIB", help: "The library to lay out for: tangramkit or mylayout (default: the file's @target, else tangramkit).",
      choices: TargetLibrary.allCases.map(\.rawValue)),
  ]

  /// Reads the options from parsed arguments; a malformed value is a usage error.
  public static func parse(_ arguments: ParsedArguments) throws(UsageError) -> EnvironmentOptions {
    var options = EnvironmentOptions()
    if let name = arguments.value("--device") {
      guard let device = Device.named(name) else {
        let close = Device.closeNames(to: name).map { "'\($0)'" }.joined(separator: ", ")
        throw UsageError("--device: unknown device '\(name)'; close names: \(close)")
      }
      options.device = device
    }
    if let canvas = arguments.value("--canvas") {
      let parts = canvas.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingSpaces) }
      guard parts.count == 2, let width = parts[0], let height = parts[1], width > 0, height > 0,
        width.isFinite, height.isFinite
      else { throw UsageError("--canvas expects two positive numbers W,H such as 390,844, not '\(canvas)'") }
      options.canvas = Size(width: width, height: height)
    }
    if let scale = arguments.value("--scale") {
      guard let value = Double(scale), value > 0, value <= 10 else {
        throw UsageError("--scale expects a number between 0 and 10 such as 3, not '\(scale)'")
      }
      options.scale = value
    }
    if let sizeClass = arguments.value("--size-class") {
      for part in sizeClass.split(separator: ",") {
        let pieces = part.split(separator: ":", omittingEmptySubsequences: false).map { String($0.trimmingSpaces) }
        guard pieces.count == 2, let value = SizeClass(rawValue: pieces[1]) else {
          throw UsageError("--size-class expects w:C,h:C with C any, compact or regular, not '\(sizeClass)'")
        }
        switch pieces[0] {
        case "w", "width": options.widthClass = value
        case "h", "height": options.heightClass = value
        default: throw UsageError("--size-class expects w:C,h:C with C any, compact or regular, not '\(sizeClass)'")
        }
      }
    }
    if let orientation = arguments.value("--orientation") {
      guard let value = DeviceOrientation(rawValue: orientation) else {
        throw UsageError("--orientation expects portrait or landscape, not '\(orientation)'")
      }
      options.orientation = value
    }
    options.rtl = arguments.flag("--rtl")
    if let name = arguments.value("--content-size") {
      guard let category = ContentSizeCategory(name: name) else {
        let names = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("--content-size expects one of \(names), not '\(name)'")
      }
      options.contentSize = category
    }
    options.pseudoLocale = arguments.flag("--pseudo-locale")
    if let name = arguments.value("--target") {
      guard let library = TargetLibrary(rawValue: name) else {
        throw UsageError("--target expects \(TargetLibrary.spellings), not '\(name)'")
      }
      options.library = library
    }
    return options
  }

  /// The document's environment with these overrides applied (and `fonts`, read from the document's
  /// `@fontMetrics` file, when given).
  public func environment(for document: LayoutDocument, fonts: FontMetrics? = nil) -> Environment {
    let onDevice = Environment.onDevice(document, device: device, orientation: orientation)
    let base = onDevice ?? Environment(document: document)
    var environment = Environment(
      canvas: canvas ?? base.canvas, scale: scale ?? base.scale, widthClass: widthClass ?? base.widthClass,
      heightClass: heightClass ?? base.heightClass, orientation: orientation ?? onDevice?.orientation, rtl: rtl)
    environment.safeArea = base.safeArea
    environment.contentSize = contentSize ?? .large
    environment.pseudoLocale = pseudoLocale
    environment.library = library ?? base.library
    if let fonts { environment.fonts = fonts }
    return environment
  }

  /// The metrics the `@fontMetrics` directive of a parsed file names, read relative to `path`; a file that cannot
  /// be used gives an error at the directive (and Inter's metrics).
  static func fonts(_ parsed: ParseResult, _ lowered: LoweringResult, path: String) -> (FontMetrics?, [Diagnostic]) {
    switch fontMetrics(named: lowered.documents.first?.fontMetrics, forFileAt: path) {
    case .success(let metrics)?: return (metrics, [])
    case .failure(let problem)?:
      let ranges = parsed.sourceFile.directives.filter { $0.name == "fontMetrics" }.map(\.range)
      return (
        nil,
        ranges.map { Diagnostic(rule: .invalidValue, severity: .error, range: $0, message: problem.message) }
      )
    case nil: return (nil, [])
    }
  }

  /// The metrics that the `@fontMetrics` directive of a file at `path` names (nil without one), read relative to
  /// the file, or why they cannot be used.
  static func fontMetrics(named name: String?, forFileAt path: String)
    -> Result<FontMetrics, FontMetricsFile.Problem>?
  {
    guard let name else { return nil }
    let directory = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
    return FontMetricsFile.load(
      name, relativeTo: path == "-" || path == "<stdin>" ? "." : directory, size: { FileSystem.status(of: $0)?.size },
      read: { try? FileSystem.read($0).get() })
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    var out = self
    while out.first == " " { out = out.dropFirst() }
    while out.last == " " { out = out.dropLast() }
    return out
  }
}
