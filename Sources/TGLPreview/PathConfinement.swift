// Which files the preview may show: only `.tgl` files inside the workspace root, named by their path relative to it.

/// Lexical checks on paths; the caller resolves symbolic links (`realpath`) before asking again about the result.
public enum PathConfinement {
  /// The normalized relative path of `relative` (`screens/login.tgl`) when it names a `.tgl` file inside the root:
  /// not absolute, no `..`, no empty or `.` component, no backslash, control character or NUL. Nil otherwise.
  public static func normalizedRelative(_ relative: String) -> String? {
    guard !relative.isEmpty, !relative.hasPrefix("/"), relative.hasSuffix(".tgl") else { return nil }
    guard !relative.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" || $0.value == 0x7F }) else {
      return nil
    }
    let components = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
    return relative
  }

  /// The path of `file` relative to `root` when `file` lies inside it (both absolute; `.` and `..` resolved
  /// lexically first), nil otherwise. `/work/app` contains `/work/app/a.tgl` but not `/work/application/a.tgl`.
  public static func relativePath(of file: String, under root: String) -> String? {
    guard let file = standardized(file), let root = standardized(root) else { return nil }
    let prefix = root == "/" ? "/" : root + "/"
    guard file.hasPrefix(prefix), file.count > prefix.count else { return nil }
    return normalizedRelative(String(file.dropFirst(prefix.count)))
  }

  /// An absolute path with `.` and empty components removed and `..` applied; nil for a relative path or one that
  /// climbs above `/`.
  public static func standardized(_ path: String) -> String? {
    guard path.hasPrefix("/"), !path.utf8.contains(0) else { return nil }
    var out: [Substring] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        guard !out.isEmpty else { return nil }
        out.removeLast()
      default: out.append(component)
      }
    }
    return "/" + out.joined(separator: "/")
  }

  /// The file path of a `file://` URI (percent escapes decoded), nil for any other scheme or a URI with a host.
  public static func filePath(ofURI uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    let rest = uri.dropFirst("file://".count)
    guard rest.hasPrefix("/") else { return nil }
    return HTTPRequest.percentDecoded(rest, plusIsSpace: false)
  }
}
