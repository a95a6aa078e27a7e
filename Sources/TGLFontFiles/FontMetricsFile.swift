// A `@fontMetrics` file's bytes, in the JSON format of docs/language.md ("Font metrics files"), as `FontMetrics`.

import TGLJSON
import TGLText

/// The metrics files that `@fontMetrics "file.json"` names, as `scripts/dump-font-metrics.swift` writes them.
///
/// ```json
/// { "format": "tgl-font-metrics", "version": 1, "family": "SF Pro", "unitsPerEm": 2048,
///   "ascender": 1950, "descender": -494, "lineGap": 0,
///   "weights": { "regular": { "fallback": 1100, "advances": [[32, [530, 600]], [160, [530]]] } } }
/// ```
///
/// `advances` lists runs: the first code point and the advances of it and the code points after it, in font units
/// (a negative number or null where the font has no glyph). A weight not listed uses the nearest one listed.
public enum FontMetricsFile {
  /// The largest file read (a full dump of a large font is a few megabytes).
  public static let maximumBytes = 32 << 20

  /// Reads `path` (relative paths are relative to `directory`, the directory of the `.tgl` file) with `read`; the
  /// metrics, or why they cannot be used, as a message for the directive. The caller does the I/O (core modules do
  /// none): `size` tells a file's size without reading it (nil when unknown), so that a huge file is refused unread,
  /// and `read` its bytes (nil when it cannot be read).
  public static func load(
    _ path: String, relativeTo directory: String?, size: (String) -> Int?, read: (String) -> [UInt8]?
  ) -> Result<FontMetrics, Problem> {
    let full = path.hasPrefix("/") ? path : directory.map { $0 + "/" + path } ?? path
    if let size = size(full), size > maximumBytes {
      return .failure(Problem("the font metrics file '\(path)' is larger than \(maximumBytes >> 20) MB"))
    }
    guard let data = read(full) else {
      return .failure(Problem("cannot read the font metrics file '\(path)'"))
    }
    guard data.count <= maximumBytes else {
      return .failure(Problem("the font metrics file '\(path)' is larger than \(maximumBytes >> 20) MB"))
    }
    return decode(data).mapError { Problem("the font metrics file '\(path)' \($0.message)") }
  }

  /// Decodes a metrics file.
  public static func decode(_ bytes: [UInt8]) -> Result<FontMetrics, Problem> {
    let json: JSON
    do throws(JSONParseError) {
      json = try JSON.parse(bytes)
    } catch {
      return .failure(Problem("is not JSON: \(error.description)"))
    }
    guard json["format"]?.stringValue == "tgl-font-metrics", json["version"]?.intValue == 1 else {
      return .failure(Problem("is not a tgl-font-metrics file of version 1"))
    }
    guard let unitsPerEm = json["unitsPerEm"]?.doubleValue, unitsPerEm > 0,
      let ascender = json["ascender"]?.doubleValue, let descender = json["descender"]?.doubleValue
    else {
      return .failure(Problem("needs 'unitsPerEm' (positive), 'ascender' and 'descender'"))
    }
    var faces: [FontWeight: FontFace] = [:]
    for (name, value) in json["weights"]?.objectValue?.entries ?? [] {
      guard let weight = FontWeight(rawValue: name) else {
        return .failure(Problem("names an unknown weight '\(name)'"))
      }
      guard let face = face(value, unitsPerEm: unitsPerEm) else {
        return .failure(Problem("has a malformed 'advances' list for '\(name)'"))
      }
      faces[weight] = face
    }
    guard !faces.isEmpty else { return .failure(Problem("has no weights")) }
    return .success(
      FontMetrics(
        family: json["family"]?.stringValue ?? "custom", unitsPerEm: unitsPerEm, ascender: ascender,
        descender: descender, lineGap: json["lineGap"]?.doubleValue ?? 0, faces: faces))
  }

  static func face(_ json: JSON, unitsPerEm: Double) -> FontFace? {
    var runs: [(first: UInt32, widths: [Double])] = []
    for run in json["advances"]?.arrayValue ?? [] {
      guard let pair = run.arrayValue, pair.count == 2, let first = pair[0].intValue, first >= 0, first <= 0x10FFFF,
        let list = pair[1].arrayValue, !list.isEmpty, first + list.count - 1 <= 0x10FFFF
      else { return nil }
      runs.append((UInt32(first), list.map { $0.doubleValue ?? -1 }))
    }
    runs.sort { $0.first < $1.first }
    var ranges: [ClosedRange<UInt32>] = []
    var advances: [Double] = []
    for run in runs {
      let last = run.first + UInt32(run.widths.count - 1)
      if let previous = ranges.last, previous.upperBound >= run.first { return nil }
      ranges.append(run.first...last)
      advances += run.widths
    }
    return FontFace(ranges: ranges, advances: advances, fallback: json["fallback"]?.doubleValue ?? unitsPerEm / 2)
  }

  /// Why a metrics file cannot be used.
  public struct Problem: Error, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
  }
}
