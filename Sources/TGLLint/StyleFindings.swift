// A property a style gives an element is reported where the style writes it (issue 29, Deliver §1; language.md
// §16.3): the element's block does not hold it, so the rules that read the block (`unknown-property`) or report at
// it (`ignored-property`) would say nothing or point at the element. A finding is reported once at the style's
// property, every element that applies the style a related location; the element itself is left alone, since the
// style is right for the other elements that apply it.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A property a style gives an element: its name and its value as the style writes them (`space`, `8`).
public struct StyledValue: Sendable, Hashable {
  public var name: String
  public var value: String

  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

public enum StyleFindings {
  /// What `relocate` gives: the findings that stay in the file (moved ones included when the style is written there),
  /// those moved to a style of another file, and the suppressions of styles that suppressed a moved finding, as
  /// keys (`suppressionKey`) that the program's lint counts as reached so that they are not reported unused.
  public struct Result: Sendable {
    public var kept: [Diagnostic]
    public var elsewhere: [ProgramDiagnostic]
    public var usedSuppressions: Set<String>
  }

  /// Per element, the keys a style gives each element of `sources`, with the property's name as the style writes it
  /// (`LintInput.styled`).
  public static func styledKeys(_ sources: ElementSources, program: Program) -> StyledValues {
    StyledValues(sources, program: program)
  }

  /// `findings` of the file `path` (linted with `styledKeys`), with each finding about a value a style gives moved to
  /// the style's property, and the `unknown-property` findings of the styles' properties the elements' kinds do not
  /// have. `lowering` and `sources` are the file's expansion.
  public static func relocate(
    _ findings: [Diagnostic], path: String, lowering: LoweringResult, sources: ElementSources,
    program: Program, options: LintOptions, onlyThisFile: Bool = false
  ) -> Result {
    var placer = Placer(program: program, path: path, onlyThisFile: onlyThisFile)
    return relocate(
      findings, path: path, lowering: lowering, sources: sources, program: program, options: options, placer: &placer)
  }

  /// `relocate` through the caller's `placer`: the program's lint passes the same one on to
  /// `ComponentFindings.relocate`, which then finds the facts of the files this one read (mostly the components'
  /// files) among those it keeps.
  static func relocate(
    _ findings: [Diagnostic], path: String, lowering: LoweringResult, sources: ElementSources,
    program: Program, options: LintOptions, placer: inout Placer
  ) -> Result {
    var result = Result(kept: [], elsewhere: [], usedSuppressions: [])
    guard !sources.isEmpty else {
      result.kept = findings
      return result
    }
    for d in findings {
      guard let subject = d.subject, let name = d.subjectProperty, let key = keysByName[name],
        let source = sources[subject], let origin = Self.origin(of: key, source, variant: d.subjectVariant)
      else {
        result.kept.append(d)
        continue
      }
      if case .override(_, let at) = origin.written {
        // A use's override of a child (`title.centerY: 0`): the use's finding, at the override.
        if !OverrideFindings.move(d, source: source, at: at, placer: &placer, into: &result) { result.kept.append(d) }
        continue
      }
      guard case .style(let style, var at) = origin.written else {
        result.kept.append(d)
        continue
      }
      if d.subjectVariant != nil {
        // A `when` block's values have their origin at the block: the finding is the property's that sets the key.
        guard let property = StyledValues.property(setting: key, inBlockAt: at, program: program) else {
          result.kept.append(d)
          continue
        }
        at = property
      }
      var moved = d
      moved.message = "style '\(style)': " + d.message
      // The style's finding, no longer the element's: a component's relocation leaves it where it is.
      moved.subject = nil
      moved.subjectProperty = nil
      // No fix: deleting the style's property would change every other element that applies it, and an element
      // cannot unset a value a style gives it (language.md §16.3).
      moved.fixes = []
      moved.related = d.related.map { r in
        var r = r
        if r.file == nil { r.file = path }
        return r
      }
      placer.place(moved, at: at, appliedAt: d.range, into: &result)
    }
    let level = options.ruleLevels[.unknownProperty]
    if level != .off {
      let severity: Severity = level == .warning ? .warning : .error
      // The elements numbered as the sources are (`ElementSources`): in preorder over the documents. The table read
      // once here: through its global's accessor, each element paid a call.
      var index = 0
      let lackingByKind = keysSomePropertyLacks
      for document in lowering.documents {
        withUnsafePointer(to: document.root) {
          unknownProperties(
            in: $0, numbered: &index, sources, lackingByKind, level: level, severity: severity, placer: &placer,
            into: &result)
        }
      }
    }
    result.kept.sort(by: Diagnostic.sourceOrder)
    return result
  }

  /// One walk over the expanded elements in preorder, each element's source read in place at its number (`index`,
  /// counted by the walk), for the style properties its kind lacks and the overrides of it its kind lacks. A static
  /// function with its state `inout` (a nested function's captured state is checked for exclusive access at each
  /// use), each child read in place through a pointer (an `Element` copied is a retain and a release of each of its
  /// fields).
  static func unknownProperties(
    in element: UnsafePointer<Element>, numbered index: inout Int, _ sources: ElementSources,
    _ lackingByKind: [PropertyKeySet], level: RuleLevel?, severity: Severity, placer: inout Placer,
    into result: inout Result
  ) {
    sources.withSource(at: index) { source in
      let lacking = lackingByKind[UnknownProperty.bit(element.pointee.kind).trailingZeroBitCount]
      unknownProperties(
        of: element, number: index, sources, source, lacking: lacking, level: level, placer: &placer, into: &result)
      OverrideFindings.unknownProperties(
        of: element.pointee.kind, source, severity: severity, placer: &placer, into: &result)
    }
    index += 1
    // The children's buffer through a `Span`, which borrows the array where `withUnsafeBufferPointer` on it retained
    // and released it.
    element.pointee.children.span.withUnsafeBufferPointer { children in
      guard let base = children.baseAddress else { return }
      for c in children.indices {
        unknownProperties(
          in: base + c, numbered: &index, sources, lackingByKind, level: level, severity: severity, placer: &placer,
          into: &result)
      }
    }
  }

  /// The origin of `key` of the element whose source is `source`, in the `when` block named `variant`
  /// (`Diagnostic.subjectVariant`) when there is one, else in the element's base values.
  static func origin(of key: PropertyKey, _ source: ElementSource, variant: String?) -> ValueOrigin? {
    guard let variant else { return source.origin(of: key) }
    return source.variantOrigins.first { LintOptions.name(of: $0.key) == variant }?.value[key]
  }

  /// Per element kind (by `UnknownProperty.bit`'s place), the keys that some property the kind does not have sets
  /// (`PropertySpec.lintKinds`, `PropertySpec.keys`): a style's value of any other key was written by a property the
  /// kind has, whatever its name, so its name is not read.
  static let keysSomePropertyLacks: [PropertyKeySet] = {
    var table = Array(repeating: PropertyKeySet(), count: 16)
    for kind in ElementKind.allCases {
      let at = UnknownProperty.bit(kind).trailingZeroBitCount
      for spec in PropertySpec.all {
        guard let kinds = spec.lintKinds, !kinds.contains(kind) else { continue }
        table[at] = table[at].union(PropertyKeySet(spec.keys))
      }
    }
    return table
  }()

  /// The `unknown-property` findings of the properties styles give `element` (whose source is `source`) that its kind
  /// does not have: a warning unless the options set the rule's level, since the style is right for the other kinds
  /// that apply it. `lacking` is the kind's `keysSomePropertyLacks`.
  static func unknownProperties(
    of element: UnsafePointer<Element>, number: Int, _ sources: ElementSources, _ source: UnsafePointer<ElementSource>,
    lacking: PropertyKeySet, level: RuleLevel?, placer: inout Placer, into result: inout Result
  ) {
    let kind = element.pointee.kind
    let own = UnknownProperty.bit(kind)
    // Only the keys a style gives: their origins are read, the element's others are not.
    let candidates = source.pointee.styleOriginKeys(among: lacking)
    // The style properties this element's kind does not have, once per place (`padding: 8` sets four keys), in the
    // order of their keys, then those of the styles' `when` blocks.
    var found: [(key: PropertyKey, style: String, at: FileLocation, name: String, kinds: Set<ElementKind>)] = []
    for key in candidates {
      // The style's name is read only for a property the kind does not have (most are properties it has).
      guard case .style(_, let at)? = source.pointee.origin(of: key)?.written else { continue }
      // The name's bytes looked up in place, in the file's text where it is kept: a `String` only for a property the
      // kind does not have.
      let name: String?? = placer.texts.withBytes(of: at.file) { text in
        let start = min(at.range.start, text.count)
        var end = start
        while end < text.count, isNameByte(text[end]) { end += 1 }
        guard let mask = UnknownProperty.masks[bytes: UnsafeBufferPointer(rebasing: text[start..<end])],
          mask & own == 0
        else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
      }
      guard let name = name ?? nil, let allowed = UnknownProperty.applicability[name], let kinds = allowed,
        !kinds.contains(kind), case .style(let style, _)? = source.pointee.origin(of: key)?.written
      else { continue }
      if found.contains(where: { $0.at == at }) { continue }
      found.append((key, style, at, name, kinds))
    }
    // The styles' `when` blocks only for an element with `when` blocks (`styleVariants` reads the element's): reading
    // the origins copied them out of the source.
    if !element.pointee.variants.span.isEmpty, !source.pointee.variantOrigins.isEmpty {
      styleVariants(of: element, source, lacking, into: &found, &placer)
    }
    if !found.isEmpty {
      let label = element.pointee.name.map { "'\($0)'" } ?? "'\(sources.path(ofElement: number) ?? "")'"
      report(found, on: element, label: label, source, level: level, placer: &placer, into: &result)
    }
  }

  /// The properties of the styles' `when` blocks that give `element` (whose source is `source`) a key of `lacking`
  /// and that its kind does not have. A `when` block's values have their origin at the block (`Variant`): each
  /// property of the block that sets such a key is read, where the style writes it.
  static func styleVariants(
    of element: UnsafePointer<Element>, _ source: UnsafePointer<ElementSource>, _ lacking: PropertyKeySet,
    into found: inout [(key: PropertyKey, style: String, at: FileLocation, name: String, kinds: Set<ElementKind>)],
    _ placer: inout Placer
  ) {
    let kind = element.pointee.kind
    let own = UnknownProperty.bit(kind)
    // In the order of the element's variants: the origins are kept by condition.
    for variant in element.pointee.variants {
      guard let origins = source.pointee.variantOrigins[variant.condition] else { continue }
      for key in origins.keys.intersection(lacking) {
        guard case .style(let style, let block)? = origins[key]?.written,
          let node = placer.facts(block.file)?.variants[block.range.start],
          let properties = VariantSyntax(node).block?.properties
        else { continue }
        for property in properties where PropertyKey.keys(forPropertyNamed: property.name).contains(key) {
          let name = property.name
          guard let mask = UnknownProperty.masks[name], mask & own == 0, let allowed = UnknownProperty.applicability[name],
            let kinds = allowed, !kinds.contains(kind), let written = property.qualifiedNameRange
          else { continue }
          let at = FileLocation(file: block.file, range: written)
          if found.contains(where: { $0.at == at }) { continue }
          found.append((key, style, at, name, kinds))
        }
      }
    }
  }

  /// Reports `found`, the style properties `element`'s kind does not have, at the styles' properties; `label` names the
  /// element in the messages (its name in quotes, else its path).
  static func report(
    _ found: [(key: PropertyKey, style: String, at: FileLocation, name: String, kinds: Set<ElementKind>)],
    on element: UnsafePointer<Element>, label: String, _ source: UnsafePointer<ElementSource>, level: RuleLevel?,
    placer: inout Placer, into result: inout Result
  ) {
    for (_, style, at, name, kinds) in found {
      let kind = element.pointee.kind
      let what = kind.isContainer ? "a '\(kind.rawValue)' layout" : "a '\(kind.rawValue)'"
      let d = Diagnostic(
        rule: .unknownProperty, severity: level == .error ? .error : .warning, range: at.range,
        message:
          "style '\(style)' sets '\(name)' on \(label), \(what), which has no property '\(name)'; it belongs to \(UnknownProperty.kindsDescription(kinds))"
      )
      let applied = placer.header(of: source.pointee.written)
      // A suppression before the element covers what it shows, as it covers the finding written in its block.
      if let s = placer.suppression(
        covering: Diagnostic(rule: d.rule, severity: d.severity, range: applied.range, message: ""), in: applied.file)
      {
        result.usedSuppressions.insert(StyleFindings.suppressionKey(file: applied.file, s, rule: d.rule))
        continue
      }
      placer.place(d, at: at, appliedAt: applied, into: &result)
    }
  }

  /// The model's keys by name (`Diagnostic.subjectProperty`).
  static let keysByName = Dictionary(uniqueKeysWithValues: PropertyKey.allCases.map { ($0.name, $0) })

  /// The name of the property written at `offset` of `text` (where a style's value origin starts).
  static func writtenName(at offset: Int, in text: UnsafeBufferPointer<UInt8>) -> String {
    let start = min(offset, text.count)
    var end = start
    while end < text.count, isNameByte(text[end]) { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
  }

  /// A byte of a property's name: a letter, a digit or `_`.
  static func isNameByte(_ byte: UInt8) -> Bool {
    byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// `body` over the UTF-8 bytes of `text`, read in place: a file's text is a native string, whose bytes are
  /// contiguous (a style's property is found by its offset, which a `String`'s UTF-8 view reaches only by walking
  /// from its start).
  static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let done = text.utf8.withContiguousStorageIfAvailable(body) { return done }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }

  /// The texts of the program's files, the last one read kept: an element's style values are mostly in one file, and
  /// reading a file of the program copies its whole `ProgramFile`.
  struct FileTexts {
    let program: Program
    /// The file last read and its text, apart: read as a pair, both were copied to compare the file.
    var lastFile: String?
    var lastText = ""

    init(program: Program) { self.program = program }

    /// `body` over the UTF-8 bytes of `file`'s text (`StyleFindings.withBytes`), read where it is kept: a copy of
    /// the text retained it and released it, for every style value an element's kind may lack; nil for a file not in
    /// the program.
    mutating func withBytes<R>(of file: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
      if lastFile != file {
        guard let text = program.files[file]?.text else { return nil }
        lastFile = file
        lastText = text
      }
      // In place (`withUTF8` makes a text that is not native contiguous first, once: a file's text is native).
      return lastText.withUTF8(body)
    }
  }

  /// The key under which a suppression counts as used: the file and where its unused-suppression finding would be
  /// (the rule's id in the comment, or the comment when it names no rule), so that another id of the same comment
  /// that suppresses nothing is still reported.
  public static func suppressionKey(file: String, at offset: Int) -> String {
    "\(file)#tgl-ignore@\(offset)"
  }

  static func suppressionKey(file: String, _ suppression: Suppression, rule: RuleID) -> String {
    let at = suppression.ids.first { $0.id == rule }?.range ?? suppression.comment
    return suppressionKey(file: file, at: at.start)
  }

  /// Places moved findings: at the style property's name in its file, once per finding, suppressions applied.
  struct Placer {
    let program: Program
    let path: String
    /// The language server publishes the document alone: a finding of a style of another file stays at the element.
    let onlyThisFile: Bool
    var texts: FileTexts
    /// The facts of the files read so far (`WrittenFacts`, the program's): a checked file reads a few.
    var factsByFile = FileRecordCache<WrittenFacts>()
    /// The overriding uses of the files read so far (`WrittenOverrides`, the program's): the uses of an element of a
    /// component's tree are mostly in the checked file, or in the component's file for nested uses.
    var overridesByFile = FileRecordCache<WrittenOverrides>()

    init(program: Program, path: String, onlyThisFile: Bool) {
      self.program = program
      texts = FileTexts(program: program)
      self.path = path
      self.onlyThisFile = onlyThisFile
    }

    /// What the lint reads of `file`'s syntax, once per program.
    mutating func facts(_ file: String) -> WrittenFacts? {
      factsByFile.record(of: file) { [program] in WrittenFacts.of($0, in: program) }
    }

    /// The uses of `file` that override a child of their component, once per program.
    mutating func overridingUses(_ file: String) -> WrittenOverrides? {
      overridesByFile.record(of: file) { [program] in WrittenOverrides.of($0, in: program) }
    }

    /// The uses last asked about (`overrides(ofUseIn:at:inner:)`): an element of a component's tree is mostly followed
    /// by another of the same use, whose overrides are then known without finding the use's file.
    var lastInner = LastUse()
    var lastOuter = LastUse()

    struct LastUse {
      var file: String?
      var start = -1
      var overrides: WrittenOverrides.OverridingUse?
    }

    /// The dotted overrides the use `uses[index]` writes (`lookUpOverrides`), read in place when the last answer is
    /// its: an element of a component's tree asks about its uses, mostly the ones the element before it asked about,
    /// and a copy of a use retained its file.
    mutating func overrides(
      ofUseIn uses: UnsafeBufferPointer<FileLocation>, at index: Int, inner: Bool
    ) -> WrittenOverrides.OverridingUse? {
      let start = uses[index].range.start
      if inner {
        if lastInner.start == start, lastInner.file == uses[index].file { return lastInner.overrides }
      } else if lastOuter.start == start, lastOuter.file == uses[index].file {
        return lastOuter.overrides
      }
      return lookUpOverrides(ofUseAt: uses[index], inner: inner)
    }

    /// The dotted overrides the use written at `use` writes (`WrittenOverrides`), nil for most uses, kept as the last
    /// answer for `inner` (which use of an element it is: its innermost, or the one around it).
    mutating func lookUpOverrides(ofUseAt use: FileLocation, inner: Bool) -> WrittenOverrides.OverridingUse? {
      let found = overridingUses(use.file)?.uses[use.range.start]
      let now = LastUse(file: use.file, start: use.range.start, overrides: found)
      if inner { lastInner = now } else { lastOuter = now }
      return found
    }

    /// The syntax tree of `file` (`WrittenFacts.tree`).
    mutating func tree(_ file: String) -> SyntaxTree? { facts(file)?.tree }

    /// The suppression of `file` that covers `d` (at a range in that file).
    mutating func suppression(covering d: Diagnostic, in file: String) -> Suppression? {
      facts(file)?.suppression(covering: d)
    }

    /// The element's name (else kind) where it is written; a range in `path` when it is written there.
    mutating func header(of written: FileLocation) -> (range: TextRange, file: String) {
      guard let facts = facts(written.file) else { return (written.range, written.file) }
      return (facts.header(of: written.range), written.file)
    }

    mutating func place(
      _ d: Diagnostic, at: FileLocation, appliedAt: TextRange, into result: inout Result
    ) {
      place(d, at: at, appliedAt: (appliedAt, path), into: &result)
    }

    mutating func place(
      _ d: Diagnostic, at: FileLocation, appliedAt: (range: TextRange, file: String), into result: inout Result
    ) {
      var moved = d
      moved.range = at.range
      let file = at.file
      if onlyThisFile, file != path {
        guard appliedAt.file == path else { return }
        moved.range = appliedAt.range
        moved.related.append(RelatedLocation(range: at.range, message: "set by the style here", file: file))
        ProgramLint.add(moved, to: &result.kept)
        return
      }
      if let facts = facts(file) {
        if let name = WrittenPropertyNames.of(file, in: program)?.names[at.range.start] { moved.range = name }
        if let s = facts.suppression(covering: moved) {
          result.usedSuppressions.insert(StyleFindings.suppressionKey(file: file, s, rule: d.rule))
          return
        }
      }
      moved.related = moved.related.map { r in
        var r = r
        if r.file == file { r.file = nil }
        return r
      }
      moved.related.append(
        RelatedLocation(range: appliedAt.range, message: "applied here", file: appliedAt.file == file ? nil : appliedAt.file))
      if file == path {
        ProgramLint.add(moved, to: &result.kept)
      } else if let same = result.elsewhere.firstIndex(where: {
        $0.file == file && ProgramLint.sameFinding($0.diagnostic, moved)
      }) {
        for r in moved.related where !result.elsewhere[same].diagnostic.related.contains(r) {
          result.elsewhere[same].diagnostic.related.append(r)
        }
      } else {
        result.elsewhere.append(ProgramDiagnostic(file: file, diagnostic: moved))
      }
    }
  }
}
