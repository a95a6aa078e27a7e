// The values styles give the elements of a file of a program (issue 29, language.md §16.3), read where a rule asks:
// a rule asks only about an element it reports on (and a linear layout's spacing across its axis), so the name and
// the text of a style's property are read from the style's file then, not made for every value of every element.

import TGLSemantics

/// Per element path, the keys a style (or a use's override of a child, `title.centerY: 0`) gives the element, each
/// with the property's name and value as written there (`LintInput.styled`). Empty for a file without declarations, whose findings stay as they were.
public struct StyledValues: Sendable {
  let sources: [String: ElementSource]
  let program: Program?

  /// No element has a value from a style.
  public init() {
    sources = [:]
    program = nil
  }

  /// The values the styles of `program` give the elements of an expanded file, whose sources are `sources`.
  public init(_ sources: [String: ElementSource], program: Program) {
    self.sources = sources
    self.program = program
  }

  var isEmpty: Bool { sources.isEmpty }

  /// The property by which a style gives the element at `path` the key `key`: its name as the style writes it (`space`
  /// for `vspace`) and its value's text.
  public func value(at path: String, _ key: PropertyKey) -> StyledValue? {
    guard let program, let origin = sources[path]?.origins[key] else { return nil }
    var at: FileLocation
    switch origin {
    case .style(_, let location): at = location
    case .override(_, let location):
      // A use's override of a child (`title.centerY: 0`) is the use's, said at the override (`OverrideFindings.move`)
      // as a style's value is at the style: from the name after the dot. A property of the use's own block is its
      // root's, found where it is written.
      guard let name = WrittenPropertyNames.of(location.file, in: program)?.names[location.range.start],
        name.start != location.range.start
      else { return nil }
      at = location
      at.range.start = name.start
    default: return nil
    }
    guard let file = program.files[at.file] else { return nil }
    return StyleFindings.withBytes(of: file.text) { text in
      let name = StyleFindings.writtenName(at: at.range.start, in: text)
      // The origin runs from the name to the end of the value: the value is what follows the colon.
      let written = text[min(at.range.start, text.count)..<min(at.range.end, text.count)]
      var value = written.firstIndex(of: 0x3A).map { written[($0 + 1)...] } ?? written[written.endIndex...]
      while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
      return StyledValue(name: name, value: String(decoding: value, as: UTF8.self))
    }
  }
}
