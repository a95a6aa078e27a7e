// `when` blocks as TangramKit size classes: the size-class type of a condition, the protocol a variant is used
// through, and what a variant may override.

import TGLSemantics

enum SwiftSizeClasses {
  /// The `TGSizeClassType` of a condition: `.landscape`, `.comb(.compact, .regular, nil)`.
  static func type(of condition: SizeClassCondition) -> String {
    if condition.width == nil && condition.height == nil, let o = condition.orientation {
      return ".\(o.rawValue)"
    }
    func part(_ c: SizeClass?) -> String { ".\((c ?? .any).rawValue)" }
    let screen = condition.orientation.map { ".\($0.rawValue)" } ?? "nil"
    return ".comb(\(part(condition.width)), \(part(condition.height)), \(screen))"
  }

  /// The condition as written in the `when` block.
  static func written(_ condition: SizeClassCondition) -> String {
    var parts: [String] = []
    if let w = condition.width { parts.append("width: \(w.rawValue)") }
    if let h = condition.height { parts.append("height: \(h.rawValue)") }
    if let o = condition.orientation { parts.append(o.rawValue) }
    return parts.joined(separator: ", ")
  }

  /// The protocol that `tg_fetchSizeClass` answers with for a view of this kind; nil for a plain view, whose
  /// answer already has the right type (`TGViewSizeClass`).
  static func protocolName(for kind: ElementKind) -> String? {
    switch kind {
    case .linear, .row: return "TGLinearLayoutViewSizeClass"
    case .table: return "TGTableLayoutViewSizeClass"
    case .flow: return "TGFlowLayoutViewSizeClass"
    case .float: return "TGFloatLayoutViewSizeClass"
    case .relative: return "TGRelativeLayoutViewSizeClass"
    case .frame: return "TGFrameLayoutViewSizeClass"
    case .path: return "TGPathLayoutViewSizeClass"
    case .view, .label, .image, .button, .spacer, .constraints: return nil
    }
  }
}
