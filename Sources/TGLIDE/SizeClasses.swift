// The environments a document's `when` blocks name, for showing frames in each of them.

import TGLSemantics

/// An environment named by a `when` condition, with the condition as the reader wrote it.
public struct NamedEnvironment: Hashable, Sendable {
  /// `when landscape`, `when width: compact, height: regular`.
  public var label: String
  public var environment: Environment
}

extension Analysis {
  /// One environment per distinct `when` condition of document `index`, each the current one with that condition's
  /// parts applied (a landscape condition turns a portrait canvas sideways); the current environment is left out.
  public func declaredEnvironments(ofDocument index: Int) -> [NamedEnvironment] {
    let current = environment(ofDocument: index)
    var out: [NamedEnvironment] = []
    for condition in source.conditions(ofDocument: index) {
      let environment = Self.environment(current, matching: condition)
      guard environment != current, !out.contains(where: { $0.environment == environment }) else { continue }
      out.append(NamedEnvironment(label: Self.label(condition), environment: environment))
    }
    return out
  }

  static func environment(_ base: Environment, matching condition: SizeClassCondition) -> Environment {
    let orientation = condition.orientation ?? base.orientation
    var canvas = base.canvas
    let isLandscape = canvas.width > canvas.height
    if (orientation == .landscape) != isLandscape && canvas.width != canvas.height {
      canvas = Size(width: canvas.height, height: canvas.width)
    }
    var environment = Environment(
      canvas: canvas, scale: base.scale, widthClass: condition.width ?? base.widthClass,
      heightClass: condition.height ?? base.heightClass, orientation: orientation, rtl: base.rtl
    ).withTextSettings(from: base)
    environment.safeArea = base.safeArea.turned(from: base.orientation, to: orientation)
    return environment
  }

  static func label(_ condition: SizeClassCondition) -> String {
    var parts: [String] = []
    if let width = condition.width { parts.append("width: \(width.rawValue)") }
    if let height = condition.height { parts.append("height: \(height.rawValue)") }
    if let orientation = condition.orientation { parts.append(orientation.rawValue) }
    return "when " + (parts.isEmpty ? "any" : parts.joined(separator: ", "))
  }

  /// `390 × 844 @3x, portrait, width: compact, height: regular`.
  static func describe(_ environment: Environment) -> String {
    var text = "\(Numbers.size(width: environment.canvas.width, height: environment.canvas.height))"
    text += " @\(Numbers.text(environment.scale))x, \(environment.orientation.rawValue)"
    if environment.widthClass != .any { text += ", width: \(environment.widthClass.rawValue)" }
    if environment.heightClass != .any { text += ", height: \(environment.heightClass.rawValue)" }
    if environment.rtl { text += ", right-to-left" }
    if environment.contentSize != .large { text += ", content size \(environment.contentSize.rawValue)" }
    if environment.pseudoLocale { text += ", pseudo-locale" }
    return text
  }
}
