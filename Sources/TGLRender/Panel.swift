// What one panel of a picture shows, and the environments of `--all-size-classes`: one per declared size class.

import TGLLayout
import TGLSemantics

/// One document laid out in one environment, drawn on its canvas under a two-line heading.
public struct Panel: Sendable, Hashable {
  public var document: LayoutDocument
  public var environment: Environment
  public var result: LayoutResult
  /// The `when` condition this panel shows, or nil for the document's own environment.
  public var condition: SizeClassCondition?
  /// Problems to draw on the boxes they concern (the preview's diagnostics, `tgl render`'s errors).
  public var marks: [PanelMark] = []

  public init(
    document: LayoutDocument, environment: Environment, result: LayoutResult, condition: SizeClassCondition? = nil
  ) {
    self.document = document
    self.environment = environment
    self.result = result
    self.condition = condition
  }

  /// The first heading line: the root's name and size, then the condition (`screen 390×844 · when landscape`).
  public var title: String {
    var title = document.root.name ?? document.root.path
    if let root = result.items.first {
      title += " " + SVGText.size(width: root.frame.width, height: root.frame.height)
    }
    guard let condition else { return title }
    return title + " · when " + condition.sourceText
  }

  /// The second heading line: the environment (`390×844 @3x · w:any h:any · portrait`, then `· rtl`, and
  /// `· MyLayout 2.0` for a document laid out for MyLayout rather than the default TangramKit).
  public var subtitle: String {
    var parts = [
      SVGText.size(width: environment.canvas.width, height: environment.canvas.height)
        + " @" + SVGText.number(environment.scale) + "x",
      "w:\(environment.widthClass.rawValue) h:\(environment.heightClass.rawValue)",
      environment.orientation.rawValue,
    ]
    if environment.rtl { parts.append("rtl") }
    if environment.library != .tangramKit { parts.append(environment.library.displayName) }
    if !environment.safeArea.isZero {
      let i = environment.safeArea
      let n = SVGText.number
      parts.append("safe area \(n(i.top)) \(n(i.left)) \(n(i.bottom)) \(n(i.right))")
    }
    return parts.joined(separator: " · ")
  }
}

/// An environment to draw a document in, and the `when` condition it was made for (nil for the base one).
public struct SizeClassEnvironment: Sendable, Hashable {
  public var condition: SizeClassCondition?
  public var environment: Environment

  public init(condition: SizeClassCondition?, environment: Environment) {
    self.condition = condition
    self.environment = environment
  }
}

/// The environments of every size class the document declares: `base` first, then one per distinct `when`
/// condition in source order, each `base` with the condition's size classes and orientation. A condition whose
/// orientation differs from the canvas's turns the canvas (390×844 becomes 844×390). Conditions that lead to
/// an environment already in the list are skipped.
public func declaredSizeClassEnvironments(of document: LayoutDocument, base: Environment) -> [SizeClassEnvironment] {
  var conditions: [SizeClassCondition] = []
  for element in document.elements {
    for variant in element.variants where !conditions.contains(variant.condition) {
      conditions.append(variant.condition)
    }
  }
  var out = [SizeClassEnvironment(condition: nil, environment: base)]
  for condition in conditions where condition != SizeClassCondition() {
    var canvas = base.canvas
    let orientation = condition.orientation ?? base.orientation
    let canvasIsLandscape = canvas.width > canvas.height
    if (orientation == .landscape) != canvasIsLandscape, canvas.width != canvas.height {
      canvas = Size(width: canvas.height, height: canvas.width)
    }
    var environment = Environment(
      canvas: canvas, scale: base.scale, widthClass: condition.width ?? base.widthClass,
      heightClass: condition.height ?? base.heightClass, orientation: orientation, rtl: base.rtl
    ).withTextSettings(from: base)
    environment.safeArea = base.safeArea.turned(from: base.orientation, to: orientation)
    if !out.contains(where: { $0.environment == environment }) {
      out.append(SizeClassEnvironment(condition: condition, environment: environment))
    }
  }
  return out
}

extension SizeClassCondition {
  /// The condition as written after `when`: `width: compact, height: regular, landscape`.
  var sourceText: String {
    var parts: [String] = []
    if let width { parts.append("width: \(width.rawValue)") }
    if let height { parts.append("height: \(height.rawValue)") }
    if let orientation { parts.append(orientation.rawValue) }
    return parts.isEmpty ? "any" : parts.joined(separator: ", ")
  }
}
