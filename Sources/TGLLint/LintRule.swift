// The shape of a rule, the file a rule sees, and the collector rules report into.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A rule: its documentation and its checks. A rule checks the file once (what does not depend on the
/// environment) and every document once per environment it is laid out in.
protocol LintRule: Sendable {
  static var description: RuleDescription { get }
  /// Checks that do not depend on the environment: the syntax, the names, the written properties.
  func check(file: FileContext, _ findings: inout Findings)
  /// Checks of one document in one environment, with the engine's frames.
  func check(document: DocumentContext, _ findings: inout Findings)
}

extension LintRule {
  func check(file: FileContext, _ findings: inout Findings) {}
  func check(document: DocumentContext, _ findings: inout Findings) {}
  var id: RuleID { Self.description.id }
}

/// The file being checked: its syntax, its model and where everything is written.
struct FileContext: Sendable {
  let parse: ParseResult
  let lowering: LoweringResult
  let source: SourceIndex
  /// Every element of every document, in document order, with where it is written.
  let records: [ElementRecord]
  /// The records of each document (ranges into `records`).
  let documents: [Range<Int>]
  /// Every property set of every record, each record's a run (`ElementRecord.setRange`): one array for the file,
  /// where an array per record cost an allocation and a free for every element of every file.
  let sets: [PropertySet]
  /// Per document: every element with a name, by name, as indices into the document's records (document order,
  /// the numbering of `DocumentContext.nodes`). Built once here: the name rules and every environment's context
  /// read it instead of each building a table of their own.
  let names: [ElementNames]
  /// Per element path, the keys whose values a style gives (`LintInput.styled`).
  var styled = StyledValues()

  init(parse: ParseResult, lowering: LoweringResult, source: SourceIndex) {
    self.parse = parse
    self.lowering = lowering
    self.source = source
    var builder = RecordBuilder(source: source)
    var documents: [Range<Int>] = []
    var names: [ElementNames] = []
    names.reserveCapacity(lowering.documents.count)
    for d in lowering.documents.indices {
      let start = builder.records.count
      builder.start = start
      withUnsafePointer(to: lowering.documents[d].root) { builder.visit($0, parent: -1, document: d) }
      documents.append(start..<builder.records.count)
      // After the visit, when the number of elements is known: the table is sized once instead of growing.
      var documentNames = ElementNames(capacity: builder.records.count - start)
      for record in builder.records[start...] { documentNames.add(record.name) }
      names.append(documentNames)
    }
    let records = builder.records
    self.records = records
    self.sets = builder.sets
    self.documents = documents
    self.names = names
  }

  /// Gathers a file's records in one walk. A struct with mutating methods, so that its arrays are reached without the
  /// runtime exclusivity checks a local function's captured variables take at every access; elements are read in
  /// place through pointers (passing a child `Element` copied it, retaining each of its fields).
  private struct RecordBuilder {
    let source: SourceIndex
    var records: [ElementRecord] = []
    var sets: [PropertySet] = []
    var cursor = SourceIndex.Cursor()
    /// The first record of the document being walked (children are numbered from it).
    var start = 0

    init(source: SourceIndex) {
      self.source = source
      records.reserveCapacity(source.elements.count)
      sets.reserveCapacity(source.elements.count)
    }

    mutating func visit(_ pointer: UnsafePointer<Element>, parent: Int, document: Int) {
      let index = records.count
      let lowerBound = pointer.pointee.range.lowerBound
      // The expansion gives every element of a component's tree its outermost use's range (issue 29): the use's
      // block is written for the use's root alone, and what the tree's other elements write is in the component's
      // file. Each of them has the use's place here, and no written properties.
      let insideUse = parent >= 0 && records[parent].start == lowerBound
      let info = insideUse ? records[parent].info?.placeOnly : source.info(at: lowerBound, &cursor)
      let setsStart = sets.count
      if let info {
        // The references of every set, read each time: most property sets are the element's own (the lowering
        // shares a storage between few of them), and a table keyed by the storage cost more to hash than the
        // reads it saved.
        let variants = pointer.pointee.variants
        sets.append(
          PropertySet(
            properties: pointer.pointee.properties, written: source.properties(of: info),
            references: pointer.pointee.properties.references))
        for variant in variants {
          guard let v = source.variant(at: variant.range.lowerBound, of: info) else { continue }
          sets.append(
            PropertySet(
              properties: variant.overrides, written: source.properties(of: v), references: variant.overrides.references
            ))
        }
      }
      let childCount = pointer.pointee.children.count
      let hasReferences = sets[setsStart...].contains { !$0.references.isEmpty }
      let ownReferences = sets.count > setsStart ? sets[setsStart].references : nil
      records.append(
        ElementRecord(
          kind: pointer.pointee.kind, name: pointer.pointee.name, start: lowerBound, parent: parent,
          document: document, info: info, setRange: setsStart..<sets.count, ownReferences: ownReferences, hasReferences: hasReferences,
          orientation: pointer.pointee.properties.orientation,
          childCount: childCount))
      if parent >= 0 { records[parent].children.append(index - start) }
      guard childCount > 0 else { return }
      pointer.pointee.children.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for c in buffer.indices { visit(base + c, parent: index, document: document) }
      }
    }
  }

  /// The path of the element of record `index` (a finding's subject, `Findings.report(…, about:)`): found by walking
  /// its document in document order, which only a finding pays for.
  func path(ofRecord index: Int) -> String? {
    guard let d = documents.firstIndex(where: { $0.contains(index) }) else { return nil }
    var remaining = index - documents[d].lowerBound
    func find(_ element: Element) -> String? {
      if remaining == 0 { return element.path }
      remaining -= 1
      for child in element.children {
        if let found = find(child) { return found }
      }
      return nil
    }
    return find(lowering.documents[d].root)
  }

  /// The property sets of `record`: its own block, then each `when` block.
  func sets(of record: ElementRecord) -> ArraySlice<PropertySet> { sets[record.setRange] }

  var bytes: [UInt8] { parse.tree.bytes }
  var tree: SyntaxTree { parse.tree }
  func text(_ range: TextRange) -> String { parse.tree.text(of: range) }
}

/// An element of the file for the rules that do not lay it out: where it is written and its property sets.
final class ElementRecord: @unchecked Sendable {
  let kind: ElementKind
  let name: String?
  /// `Element.range.lowerBound`.
  let start: Int
  /// The index of the parent record, -1 for a root.
  let parent: Int
  /// The children, as indices into the document's records (as `names`, the numbering of `DocumentContext.nodes`,
  /// which takes this array as it is); filled while the file is indexed (on one thread, before any reader has the
  /// record: no exclusivity check needed), then never changed.
  @exclusivity(unchecked) fileprivate(set) var children: [Int] = []
  let document: Int
  let info: ElementInfo?
  /// The element's own block, then each `when` block: a run of `FileContext.sets` (none for an element not written
  /// in the file).
  let setRange: Range<Int>
  /// The references of the element's own block (`PropertySet.references` of the first of its sets; nil without
  /// one): each environment's node takes them from here when no `when` block applies.
  let ownReferences: [ReferenceUse]?
  /// True when one of the sets has a reference: the rules about references pass the others by without reading them.
  let hasReferences: Bool
  /// The orientation written in the element's own block or header.
  let orientation: LayoutOrientation?

  init(
    kind: ElementKind, name: String?, start: Int, parent: Int, document: Int, info: ElementInfo?,
    setRange: Range<Int>, ownReferences: [ReferenceUse]?, hasReferences: Bool, orientation: LayoutOrientation?, childCount: Int
  ) {
    self.kind = kind
    self.name = name
    self.start = start
    self.parent = parent
    self.document = document
    self.info = info
    self.setRange = setRange
    self.ownReferences = ownReferences
    self.hasReferences = hasReferences
    self.orientation = orientation
    // Not for a leaf: reserving on the shared empty array makes a buffer of its own.
    if childCount > 0 { children.reserveCapacity(childCount) }
  }

  var labelRange: TextRange { info?.labelRange ?? TextRange.empty(at: start) }
}

/// The findings of the rules, before severities, suppressions and sorting are applied.
struct Findings: Sendable {
  var diagnostics: [Diagnostic] = []

  /// Reports a finding of `rule` (its severity is filled in by the linter), about the element at `subject` (its path,
  /// `LintNode.path`) when it is about one.
  mutating func report(
    _ rule: RuleID, _ range: TextRange, _ message: String, related: [RelatedLocation] = [], fixes: [Fix] = [],
    about subject: String? = nil, property: PropertyKey? = nil
  ) {
    var d = Diagnostic(rule: rule, severity: .warning, range: range, message: message, related: related, fixes: fixes)
    d.subject = subject
    d.subjectProperty = property?.name
    diagnostics.append(d)
  }
}

/// Numbers in messages: whole numbers without a fraction, others with at most two decimals.
func format(_ value: Double) -> String {
  guard value.isFinite else { return value > 0 ? "infinity" : "-infinity" }
  return decimal(value, places: 2)
}

/// A percentage in messages: `40%`, `33.3%`.
func percent(_ value: Double) -> String { decimal(value, places: 1) + "%" }

/// `value` rounded to `places` decimals, without trailing zeros.
func decimal(_ value: Double, places: Int) -> String {
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  guard scaled < 1e15 else { return String(value) }
  let units = Int64(scaled)
  let whole = units / Int64(scale)
  // The fraction's digits without trailing zeros, counted on the integer (`String.count` and `hasSuffix` on the
  // digits cost more than the rest: the messages of proportional weights format three numbers each).
  var fraction = units % Int64(scale)
  var digits = places
  while digits > 0, fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  var text = value < 0 && scaled > 0 ? "-" : ""
  text += String(whole)
  guard digits > 0 else { return text }
  let fractionText = String(fraction)
  text += "."
  for _ in fractionText.utf8.count..<digits { text += "0" }
  return text + fractionText
}
