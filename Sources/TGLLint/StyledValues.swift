// The values styles give the elements of a file of a program (issue 29, language.md §16.3), read where a rule asks:
// a rule asks only about an element it reports on (and a linear layout's spacing across its axis), so the name and
// the text of a style's property are read from the style's file then, not made for every value of every element.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// Per element, by its number (`ElementSources`, as `ElementTable` numbers the file's elements), the keys a style (or a
/// use's override of a child, `title.centerY: 0`) gives the element, each with the property's name and value as
/// written there (`LintInput.styled`). Empty for a file without declarations, whose findings stay as they were.
public struct StyledValues: Sendable {
  let sources: ElementSources
  let program: Program?

  /// No element has a value from a style.
  public init() {
    sources = ElementSources()
    program = nil
  }

  /// The values the styles of `program` give the elements of an expanded file, whose sources are `sources`.
  public init(_ sources: ElementSources, program: Program) {
    self.sources = sources
    self.program = program
  }

  var isEmpty: Bool { sources.isEmpty }

  /// The property by which a style gives element `index` (its number) the key `key`: its name as the style writes it
  /// (`space` for `vspace`) and its value's text.
  /// `variant` is the condition of the element's `when` block in effect in the checked environment: a key that block
  /// sets has its origin there (a style's `when` block, or a use's `when` block's override of a child).
  public func value(at index: Int, _ key: PropertyKey, variant: SizeClassCondition? = nil) -> StyledValue? {
    guard let program,
      let found = sources.withSource(at: index, { source -> (origin: ValueOrigin?, inVariant: Bool) in
        let inVariant = variant.flatMap { source.pointee.variantOrigins[$0]?[key] }
        return (inVariant ?? source.pointee.origin(of: key), inVariant != nil)
      }),
      let origin = found.origin
    else { return nil }
    let inVariant = found.inVariant
    var at: FileLocation
    switch origin.written {
    case .style(_, let location):
      at = location
      if inVariant {
        guard let property = Self.property(setting: key, inBlockAt: location, program: program) else { return nil }
        at = property
      }
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

  /// The condition, as the lint names it (`LintOptions.name(of:)`), of the element's `when` block that gives the
  /// element `index` the key `key` by a style or a use's override, when `variant` is in effect and sets it: what a
  /// finding about that value says (`Diagnostic.subjectVariant`) so that the program's lint moves it there.
  func variantName(at index: Int, _ key: PropertyKey, variant: SizeClassCondition?) -> String? {
    guard let variant, let origin = sources.withSource(at: index, { $0.pointee.variantOrigins[variant]?[key] }) ?? nil
    else { return nil }
    switch origin.written {
    case .style, .override: return LintOptions.name(of: variant)
    default: return nil
    }
  }

  /// The property of the style's `when` block written at `block` that sets `key`, from its name to the end of its
  /// value (as a base block's value origin is): the block's values have their origin at the block (`blockOrigins`).
  static func property(setting key: PropertyKey, inBlockAt block: FileLocation, program: Program) -> FileLocation? {
    guard let node = WrittenFacts.of(block.file, in: program)?.variants[block.range.start],
      let property = VariantSyntax(node).block?.properties.last(where: {
        $0.target == nil && PropertyKey.keys(forPropertyNamed: $0.name).contains(key)
      })
    else { return nil }
    var written = property.qualifiedNameRange ?? property.range
    if let value = property.value { written = written.union(value.range) }
    return FileLocation(file: block.file, range: written)
  }
}

extension StyledValues {
  /// Names, on each finding of `diagnostics` (of one environment, `context`) about a value a style or an override
  /// gives, the `when` block that gives it in that environment (`Diagnostic.subjectVariant`): the same finding in
  /// another environment is about another written value, and is reported apart.
  static func markVariants(_ diagnostics: inout [Diagnostic], _ context: DocumentContext) {
    for i in diagnostics.indices {
      guard let subject = diagnostics[i].subject, let name = diagnostics[i].subjectProperty,
        let key = StyleFindings.keysByName[name],
        case let n = subject - context.nodes.base, context.nodes.indices.contains(n),
        let variant = context.variant(n)
      else { continue }
      diagnostics[i].subjectVariant = context.styled.variantName(
        at: context.nodes.base + n, key, variant: variant.condition)
    }
  }
}
