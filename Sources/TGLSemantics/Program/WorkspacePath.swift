// Workspace paths: `/`-separated, relative to the workspace root, normalised (no `.`, no `..`, no empty parts), so
// that one file reached by two imports is one path (design-whole-app.md §1.1).

import Platform

/// Why an import's path names no file of the workspace.
public enum ImportPathProblem: Error, Hashable, Sendable {
  case empty
  case absolute
  case backslash
  case notTGL
  case outsideRoot

  public var message: String {
    switch self {
    case .empty: return "the import's path is empty"
    case .absolute: return "an import's path is relative to the importing file's folder, not absolute"
    case .backslash: return "an import's path separates folders with '/', on every platform"
    case .notTGL: return "an import names a '.tgl' file"
    case .outsideRoot: return "the import leaves the workspace's folder"
    }
  }
}

public enum WorkspacePath {
  /// The folder of `path` ("" for a file at the root).
  public static func folder(of path: String) -> String {
    guard let slash = lastSlash(in: path) else { return "" }
    return String(path[..<slash])
  }

  /// The last part of `path`.
  public static func fileName(of path: String) -> String {
    guard let slash = lastSlash(in: path) else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The last `/` of `path` that is a character of its own, found among its bytes: a `/` between two ASCII bytes (or
  /// at an end) is a whole character, and one that is not (a combining mark after it) is left to the search by
  /// characters.
  static func lastSlash(in path: String) -> String.Index? {
    let utf8 = path.utf8
    guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
    let after = utf8.index(after: slash)
    let asciiAfter = after == utf8.endIndex || utf8[after] < 0x80
    let asciiBefore = slash == utf8.startIndex || utf8[utf8.index(before: slash)] < 0x80
    return asciiAfter && asciiBefore ? slash : path.lastIndex(of: "/")
  }

  /// `folder` and `relative` joined and normalised; nil when `..` climbs above the root.
  public static func join(_ folder: String, _ relative: String) -> String? {
    // Most imports name a file below the importer's folder: joined, they are already normal. Split and joined again
    // by `/`, a plain path gives itself back, whichever of its `/` bytes the search by characters splits at.
    if !relative.isEmpty && FileSystem.isPlain(relative, absolute: false)
      && FileSystem.isPlain(folder, absolute: false)
    {
      return folder.isEmpty ? relative : folder + "/" + relative
    }
    var parts: [Substring] = []
    for part in (folder + "/" + relative).split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// The workspace path an import written in `importer` names, or why it names none.
  public static func resolve(_ written: String, from importer: String) -> Result<String, ImportPathProblem> {
    if written.isEmpty { return .failure(.empty) }
    if written.hasPrefix("/") || written.hasPrefix("~") { return .failure(.absolute) }
    // A backslash character has a backslash byte: the search by characters only where there is one.
    if written.utf8.contains(UInt8(ascii: "\\")), written.contains("\\") { return .failure(.backslash) }
    if written.count > 1, written.dropFirst().first == ":" { return .failure(.absolute) }
    guard written.hasSuffix(".tgl") else { return .failure(.notTGL) }
    guard let path = join(folder(of: importer), written) else { return .failure(.outsideRoot) }
    return .success(path)
  }

  /// The path to write in an import in `importer` that names `target`: `styles.tgl`, `../shared/cells.tgl`.
  public static func relative(to target: String, from importer: String) -> String {
    let from = folder(of: importer).split(separator: "/")
    let to = target.split(separator: "/")
    var common = 0
    while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...].map(String.init)).joined(separator: "/")
  }
}
