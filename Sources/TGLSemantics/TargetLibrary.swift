// The library a document is laid out for: TangramKit 1.4.2 (Swift) or MyLayout 2.0 (Objective-C).

/// Which library's rules the engine follows where the two differ (`docs/layout-engine.md`, "Rules of each target").
/// `tgl gen swift` writes TangramKit code, so TangramKit is the default.
public enum TargetLibrary: String, Sendable, Hashable, CaseIterable {
  case tangramKit = "tangramkit", myLayout = "mylayout"

  /// The library's name as its users write it, with the version whose rules tgl follows.
  public var displayName: String {
    switch self {
    case .tangramKit: return "TangramKit 1.4.2"
    case .myLayout: return "MyLayout 2.0"
    }
  }

  /// The spellings `@target` and `--target` accept, for messages: "tangramkit or mylayout".
  public static var spellings: String { allCases.map(\.rawValue).joined(separator: " or ") }
}
