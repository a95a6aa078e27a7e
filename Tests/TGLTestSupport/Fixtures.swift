// Locating golden data under Tests/Data and comparing output with golden files.

import Foundation

/// Golden data lives in `Tests/Data`, outside every target, and is found from the test's `#filePath`.
public enum Fixtures {
  /// The repository root, found by walking up from a source file of the tests.
  public static func repositoryRoot(from filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
      url = url.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// `Tests/Data/<subdirectory>`.
  public static func dataDirectory(_ subdirectory: String, from filePath: String = #filePath) -> URL {
    repositoryRoot(from: filePath).appendingPathComponent("Tests/Data").appendingPathComponent(subdirectory)
  }

  /// The files in `directory` with `suffix`, sorted by name (recursively).
  public static func files(in directory: URL, withSuffix suffix: String) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      return []
    }
    var out: [URL] = []
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) { out.append(url) }
    return out.sorted { $0.path < $1.path }
  }

  public static func read(_ url: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Compares `actual` with the golden file. With `TGL_UPDATE_SNAPSHOTS=1`, or when the golden file is
  /// missing, writes it instead and reports the comparison as passed.
  /// - Returns: nil when equal (or written), otherwise a readable description of the first difference.
  public static func compareGolden(_ actual: String, with golden: URL) -> String? {
    let update = ProcessInfo.processInfo.environment["TGL_UPDATE_SNAPSHOTS"] == "1"
    guard !update, let expected = read(golden) else {
      try? actual.write(to: golden, atomically: true, encoding: .utf8)
      return nil
    }
    guard expected != actual else { return nil }
    return firstDifference(expected: expected, actual: actual, name: golden.lastPathComponent)
  }

  public static func firstDifference(expected: String, actual: String, name: String) -> String {
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let left = index < expectedLines.count ? expectedLines[index] : "<end>"
      let right = index < actualLines.count ? actualLines[index] : "<end>"
      if left != right {
        return "\(name): line \(index + 1) differs\n  expected: \(left)\n  actual:   \(right)"
      }
    }
    return "\(name): differs"
  }
}
