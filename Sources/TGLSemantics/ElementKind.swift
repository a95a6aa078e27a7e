// The kinds of elements a document can contain: containers and leaves.

/// What an element is: a container that arranges its children, or a leaf.
public enum ElementKind: String, Sendable, Hashable, CaseIterable {
  case linear, relative, frame, table, row, flow, float, path
  case view, label, image, button, spacer

  /// True for the kinds that arrange children.
  public var isContainer: Bool {
    switch self {
    case .linear, .relative, .frame, .table, .row, .flow, .float, .path: return true
    case .view, .label, .image, .button, .spacer: return false
    }
  }
}

/// The stacking direction of a sequential container (TangramKit's `tg_orientation`).
public enum LayoutOrientation: String, Sendable, Hashable {
  case vertical = "vert"
  case horizontal = "horz"
}

/// `tg_visibility`: a gone view takes no space, an invisible one takes space but is not drawn.
public enum Visibility: String, Sendable, Hashable {
  case visible, invisible, gone
}
