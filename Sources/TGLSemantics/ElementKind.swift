// The kinds of elements a document can contain: containers and leaves.

/// What an element is: a container that arranges its children, or a leaf.
public enum ElementKind: String, Sendable, Hashable, CaseIterable {
  case linear, relative, frame, table, row, flow, float, path
  case view, label, image, button, spacer
  /// Auto Layout's container (issue 31): its children are placed by the equations among its members
  /// (`Element.constraints`), not by TangramKit. Last of the cases, so that every other kind keeps its ordinal.
  case constraints

  /// The kind spelled `bytes` (what `init(rawValue:)` gives for their text), read from the bytes: the standard
  /// library's switch over the case names compared a new `String` with each name in turn, twice per element when a file
  /// is linted.
  public init?(spelling bytes: ArraySlice<UInt8>) {
    guard let first = bytes.first else { return nil }
    for (kind, name) in Self.spellings where name.count == bytes.count && name[0] == first {
      if name.elementsEqual(bytes) {
        self = kind
        return
      }
    }
    return nil
  }

  private static let spellings: [(ElementKind, [UInt8])] = allCases.map { ($0, Array($0.rawValue.utf8)) }

  /// The kind's position in `allCases` (a switch: `allCases.firstIndex(of:)` searches an array).
  var ordinal: Int {
    switch self {
    case .linear: return 0
    case .relative: return 1
    case .frame: return 2
    case .table: return 3
    case .row: return 4
    case .flow: return 5
    case .float: return 6
    case .path: return 7
    case .view: return 8
    case .label: return 9
    case .image: return 10
    case .button: return 11
    case .spacer: return 12
    case .constraints: return 13
    }
  }

  /// The number of kinds (`allCases.count`, without building the array).
  static let ordinalCount = 14

  /// The containers whose layout is TangramKit's (padding, spacing, gravity…): every container but `constraints`.
  public var isTangramKitContainer: Bool { isContainer && self != .constraints }

  /// True for the kinds that arrange children.
  public var isContainer: Bool {
    switch self {
    case .linear, .relative, .frame, .table, .row, .flow, .float, .path, .constraints: return true
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
