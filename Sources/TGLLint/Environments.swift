// The environments a document is checked in: the default one, or every one its `when` blocks name.

import TGLSemantics
import TGLText

/// An environment to lay a document out in, and how messages name it.
struct CheckedEnvironment: Sendable {
  var environment: Environment
  /// `landscape`, `width: compact, height: regular`; "the default environment" for the default one.
  var name: String
}

extension LintOptions {
  /// The document's environment (its `@device`, `@canvas`, `@scale` and `@target`) with the options' overrides.
  func baseEnvironment(for document: LayoutDocument) -> Environment {
    let onDevice = Environment.onDevice(document, device: device, orientation: orientation)
    let base = onDevice ?? Environment(document: document)
    var environment = Environment(
      canvas: canvas ?? base.canvas, scale: scale ?? base.scale, widthClass: widthClass ?? base.widthClass,
      heightClass: heightClass ?? base.heightClass, orientation: orientation ?? onDevice?.orientation, rtl: rtl)
    environment.safeArea = base.safeArea
    environment.contentSize = contentSize ?? .large
    environment.pseudoLocale = pseudoLocale
    environment.library = library ?? base.library
    if let fontMetrics { environment.fonts = fontMetrics }
    return environment
  }

  /// The environments to check `document` in: the base one, plus with `allSizeClasses` one for every distinct
  /// condition of the document's `when` blocks (the canvas turned to match the condition's orientation), and for a
  /// document with a label or button that measures text, the default one at the largest Dynamic Type size.
  func environments(for document: LayoutDocument) -> [CheckedEnvironment] {
    let base = baseEnvironment(for: document)
    guard allSizeClasses else { return [CheckedEnvironment(environment: base, name: "the default environment")] }
    var conditions: [SizeClassCondition] = []
    func collect(_ element: Element) {
      for variant in element.variants
      where !conditions.contains(variant.condition) && variant.condition != SizeClassCondition() {
        conditions.append(variant.condition)
      }
      for child in element.children { collect(child) }
    }
    collect(document.root)
    var plain = Environment(
      canvas: base.canvas, scale: base.scale, widthClass: .any, heightClass: .any, orientation: base.orientation,
      rtl: base.rtl
    ).withTextSettings(from: base)
    plain.safeArea = base.safeArea
    var out = [CheckedEnvironment(environment: plain, name: "the default environment")]
    for condition in conditions {
      var canvas = base.canvas
      let orientation = condition.orientation ?? base.orientation
      if (orientation == .landscape) != (canvas.width > canvas.height), canvas.width != canvas.height {
        canvas = Size(width: canvas.height, height: canvas.width)
      }
      var environment = Environment(
        canvas: canvas, scale: base.scale, widthClass: condition.width ?? .any, heightClass: condition.height ?? .any,
        orientation: orientation, rtl: base.rtl
      ).withTextSettings(from: base)
      // On a device, the insets of the condition's orientation.
      let turned = Environment.onDevice(document, device: device, orientation: orientation)
      environment.safeArea = turned?.safeArea ?? base.safeArea
      out.append(CheckedEnvironment(environment: environment, name: Self.name(of: condition)))
    }
    if plain.contentSize < ContentSizeCategory.largest, Self.measuresText(document.root) {
      var largest = plain
      largest.contentSize = .largest
      out.append(CheckedEnvironment(environment: largest, name: "content size \(ContentSizeCategory.largest.rawValue)"))
    }
    return out
  }

  /// True when a label or button of the subtree has `text` (in its own block or a `when` block).
  static func measuresText(_ element: Element) -> Bool {
    if element.kind.hasText,
      element.properties.text != nil || element.variants.contains(where: { $0.overrides.text != nil })
    {
      return true
    }
    return element.children.contains(where: measuresText)
  }

  /// A condition as written in a `when` block: `width: compact, height: regular, landscape`.
  static func name(of condition: SizeClassCondition) -> String {
    var parts: [String] = []
    if let w = condition.width { parts.append("width: \(w.rawValue)") }
    if let h = condition.height { parts.append("height: \(h.rawValue)") }
    if let o = condition.orientation { parts.append(o.rawValue) }
    return parts.joined(separator: ", ")
  }
}
