// Where an element's values come from, in a file of a program (design-whole-app.md §4): the hover names, for each
// value the element does not write itself, the style, component default, argument or override that gives it.

import TGLSemantics

extension Analysis {
  /// One line per property key whose value is not the element's own, in the keys' order:
  /// `` `width`: style `Card` in styles.tgl:3 — `width: 100` `` (the origin's words, then the text written there).
  func valueOrigins(_ path: String) -> [String] {
    guard let program = source.program, let element = source.elementSources[path] else { return [] }
    return element.origins.sorted { $0.key.rawValue < $1.key.rawValue }.compactMap { key, origin in
      if case .own = origin.written { return nil }
      let location = origin.location
      guard let text = program.program.files[location.file]?.text else { return nil }
      let bytes = Array(text.utf8)
      let start = min(location.range.start, bytes.count)
      let end = min(max(location.range.end, start), bytes.count)
      let line = bytes[..<start].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      let written = String(decoding: bytes[start..<end], as: UTF8.self)
      return "`\(key)`: \(origin.describe(line: line)) — `\(written)`"
    }
  }
}
