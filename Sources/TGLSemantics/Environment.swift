// The environment a document is laid out in: canvas, screen scale, size classes, orientation, direction, text,
// target library.

import TGLText

/// A width or height size class.
public enum SizeClass: String, Sendable, Hashable {
  case any, compact, regular
}

/// The device orientation.
public enum DeviceOrientation: String, Sendable, Hashable {
  case portrait, landscape
}

/// Everything outside the document that the layout reads.
public struct Environment: Sendable, Hashable {
  /// The size the root is laid out in.
  public var canvas: Size
  /// Screen scale: frames are rounded to 1/scale point.
  public var scale: Double
  /// The horizontal and vertical size classes; `any` matches no `width:`/`height:` condition.
  public var widthClass: SizeClass
  public var heightClass: SizeClass
  public var orientation: DeviceOrientation
  /// Right-to-left: left/right mean trailing/leading and x coordinates are mirrored.
  public var rtl: Bool
  /// Dynamic Type: every font is scaled as UIKit scales the body style at this category.
  public var contentSize: ContentSizeCategory = .large
  /// Pseudo-localisation: every text is made 40 % longer before it is measured (`PseudoLocale`).
  public var pseudoLocale = false
  /// The metrics text is measured with: Inter's, or those of a `@fontMetrics` file the tool read.
  public var fonts: FontMetrics = .inter
  /// False lays out without rounding frames and sizes to the pixel grid: the layout before TangramKit applies it
  /// (weight shares, which TangramKit rounds as it computes them, are still rounded), for tests that compare the two
  /// (`TGLLayoutProperties`). Tools always round.
  public var roundsToPixels: Bool
  /// The library whose rules the layout follows where TangramKit and MyLayout differ (`@target`, `--target`).
  public var library: TargetLibrary = .tangramKit
  /// The screen's safe-area insets (a `@device` or `--device` sets them; zero otherwise). TangramKit adds them to the
  /// root layout's padding (code notes §10).
  public var safeArea: SafeAreaInsets = .zero

  public init(
    canvas: Size = Size(width: 375, height: 667), scale: Double = 2, widthClass: SizeClass = .any,
    heightClass: SizeClass = .any, orientation: DeviceOrientation? = nil, rtl: Bool = false,
    roundsToPixels: Bool = true
  ) {
    self.canvas = canvas
    self.scale = scale
    self.widthClass = widthClass
    self.heightClass = heightClass
    self.orientation = orientation ?? (canvas.width > canvas.height ? .landscape : .portrait)
    self.rtl = rtl
    self.roundsToPixels = roundsToPixels
  }

  /// The document's defaults (`@device`, `@canvas`, `@scale`, `@target`), else 375 x 667 at scale 2 for TangramKit. A device sets the canvas,
  /// scale, size classes, orientation and safe area; a `@canvas` or `@scale` written beside it wins (the lowering
  /// warns when it contradicts the device).
  public init(document: LayoutDocument) {
    if let choice = document.device {
      self = choice.device.environment(choice.orientation ?? .portrait)
      if let canvas = document.canvas { self.canvas = canvas }
      if let scale = document.scale { self.scale = scale }
    } else {
      self.init(canvas: document.canvas ?? Size(width: 375, height: 667), scale: document.scale ?? 2)
    }
    self.library = document.target ?? .tangramKit
  }

  /// This environment's text settings (content size, pseudo-locale, fonts) and target library on `other`.
  public func withTextSettings(from other: Environment) -> Environment {
    var e = self
    e.library = other.library
    e.contentSize = other.contentSize
    e.pseudoLocale = other.pseudoLocale
    e.fonts = other.fonts
    return e
  }
}
