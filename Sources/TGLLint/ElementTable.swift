// Every element of a file as one flat table, made in one walk over each document's tree and read by index by the
// file's rules and by every environment's document context.

import TGLLayout
import TGLSemantics
import TGLSyntax

/// What the rules test of an element first, in one environment (a plain value: reading it retains nothing).
struct NodeFacts: Sendable {
  /// The width and the height, as rules test them first (`AxisSize`).
  var width: AxisSize
  var height: AxisSize
  /// The main axis of a sequential container (`DocumentContext.mainAxis(_:)`); nil for the others.
  var mainAxis: Axis?
  /// `visibility: gone`.
  var isGone: Bool
  /// True when the element has a `frame` (`props.frame != nil`, told without copying the value).
  var hasFrame: Bool
  /// Which properties are set (`Properties.setFields`), the gravity and the visibility: plain values that rules ask
  /// of most elements, read here so that asking does not retain the element's property set.
  var setFields: PropertyFields
  var gravity: Gravity?
  var visibility: Visibility?

  init(_ props: Properties) {
    let set = props.setFields
    setFields = set
    width = AxisSize(props.widthShape)
    height = AxisSize(props.heightShape)
    mainAxis = nil
    gravity = set.contains(.gravity) ? props.gravity : nil
    visibility = set.contains(.visibility) ? props.visibility : nil
    isGone = visibility == .gone
    hasFrame = set.contains(.frame)
  }

  /// The main axis of a sequential container (linear, table, row, flow, float) with `props`, in a parent of
  /// `parentKind` with `parentOrientation`; nil for the others.
  static func mainAxis(
    _ kind: ElementKind, _ orientation: LayoutOrientation?, parentKind: ElementKind?,
    parentOrientation: LayoutOrientation?
  ) -> Axis? {
    switch kind {
    case .linear, .table, .flow, .float: return Axis(orientation ?? .vertical)
    case .row:
      if parentKind == .table { return Axis(parentOrientation ?? .vertical).other }
      return Axis(orientation ?? .horizontal)
    default: return nil
    }
  }
}

/// The plain facts of one element of a file (`ElementTable.rows`).
struct ElementRow: Sendable {
  let kind: ElementKind
  /// True when one of the element's property sets (its own properties, for an element not written in the file) has a
  /// reference: the rules about references pass the others by.
  let hasReferences: Bool
  /// The parent, numbered in the element's document (as `ElementTable.children`); -1 for a root.
  let parent: Int32
  /// The element's scope of names (`Element.scope`): a reference means the element of its name in the referrer's.
  let scope: Int32
  let document: Int32
  /// The element's source range (`Element.range`).
  let range: Range<Int>
  /// `NodeFacts` of the own properties: the facts of every environment where no `when` block applies.
  let facts: NodeFacts
}

/// Every element of every document of a file, in document order, one column per fact (struct of arrays): the
/// documents' elements are numbered from `documents[d].lowerBound`, and within a document as the engine numbers its
/// items. One walk per document fills every column, the written syntax (`SourceIndex`) joined in the same pass; a
/// class per element (and an array of children per element) cost an allocation and a free each, for every element
/// of every file, twice (the file's records and each environment's nodes).
struct ElementTable: Sendable {
  /// What rules test first of each element, as one plain value per element (`ElementRow`): a rule that reads
  /// several of its facts reads one row.
  private(set) var rows: [ElementRow] = []
  private(set) var name: [String?] = []
  /// The documents the table was made from, where an element's path is read (`path(_:)`) when a rule reports on it:
  /// a column of every element's path retained each one (and released it with the table).
  private let lowered: [LayoutDocument]
  /// The children of element `i` are `childList[childStart[i]..<childStart[i + 1]]` (document numbering): each
  /// element's run is taken when the walk reaches it, in document order, so the runs follow one another.
  private(set) var childStart: [Int32] = [0]
  private(set) var childList: [Int] = []
  /// Where the element is written; a use's place alone (`ElementInfo.placeOnly`) for an element of a component's
  /// tree other than the use's root; nil for an element not written in the file.
  private(set) var info: [ElementInfo?] = []
  /// The element's own block, then each `when` block: `sets[setStart[i]..<setStart[i + 1]]` (none for an element
  /// not written in the file).
  private(set) var setStart: [Int32] = [0]
  private(set) var sets: [PropertySet] = []
  /// The references of every set, one run per set (`PropertySet.referencesStart`): a plain range in the set, where an
  /// array per set was retained with it at every copy.
  private(set) var references: [ReferenceUse] = []
  /// The element's own properties (`Element.properties`) and `when` blocks (`Element.variants`): each environment
  /// overlays the matching block on the first.
  private(set) var props: [Properties] = []
  /// The `when` blocks of the elements that have some (`variants(_:)`), and for each element its index here or -1:
  /// few elements have any, and an array per element was retained for each of them.
  private(set) var variantLists: [[Variant]] = []
  private(set) var variantSlot: [Int32] = []
  /// The elements of each document.
  private(set) var documents: [Range<Int>] = []
  /// True for a document where an element has a `when` block (each environment overlays it).
  private(set) var documentHasVariants: [Bool] = []

  var count: Int { rows.count }

  init(_ lowering: LoweringResult, source: SourceIndex) {
    // The expanded elements, counted first: the written ones (`source.elements`) are fewer wherever a component is
    // used, and every column grew as the walk filled it.
    var capacity = 0
    for d in lowering.documents.indices { capacity += lowering.documents[d].root.subtreeCount }
    lowered = lowering.documents
    rows.reserveCapacity(capacity)
    name.reserveCapacity(capacity)
    childStart.reserveCapacity(capacity + 1)
    childList.reserveCapacity(capacity)
    info.reserveCapacity(capacity)
    setStart.reserveCapacity(capacity + 1)
    sets.reserveCapacity(capacity)
    props.reserveCapacity(capacity)
    variantSlot.reserveCapacity(capacity)
    var walk = Walk(source: source)
    for d in lowering.documents.indices {
      let start = count
      walk.start = start
      walk.hasVariants = false
      withUnsafePointer(to: lowering.documents[d].root) { visit($0, parent: -1, slot: -1, document: d, &walk) }
      documents.append(start..<count)
      documentHasVariants.append(walk.hasVariants)
    }
  }

  /// The walk's state besides the columns.
  private struct Walk {
    let source: SourceIndex
    var cursor = SourceIndex.Cursor()
    /// The first element of the document being walked (children are numbered from it).
    var start = 0
    var hasVariants = false
  }

  /// Adds the element at `pointer` and its descendants (read in place: passing an `Element` copied it, retaining each
  /// of its fields); `slot` is its place in its parent's run of `childList`.
  private mutating func visit(
    _ pointer: UnsafePointer<Element>, parent p: Int, slot: Int, document d: Int, _ walk: inout Walk
  ) {
    let index = count
    let lowerBound = pointer.pointee.range.lowerBound
    // The expansion gives every element of a component's tree its outermost use's range (issue 29): the use's
    // block is written for the use's root alone, and what the tree's other elements write is in the component's
    // file. Each of them has the use's place here, and no written properties.
    let insideUse = p >= 0 && rows[p].range.lowerBound == lowerBound
    let written = insideUse ? info[p]?.placeOnly : walk.source.info(at: lowerBound, &walk.cursor)
    let own = pointer.pointee.properties
    // The `when` blocks copied out only where there are some (most elements have none), told through a `Span`, which
    // borrows the array where reading its count through the pointer retained and released it.
    let elementVariants = pointer.pointee.variants.span.isEmpty ? nil : pointer.pointee.variants
    var anyReferences = false
    if let written {
      // The references of every set, read each time: most property sets are the element's own (the lowering
      // shares a storage between few of them), and a table keyed by the storage cost more to hash than the
      // reads it saved.
      let referencesStart = Int32(references.count)
      own.appendReferences(to: &references)
      sets.append(
        PropertySet(
          properties: own, written: written.propertiesStart..<written.propertiesEnd,
          references: referencesStart..<Int32(references.count)))
      // Only where there are blocks: a loop over an empty array put in their place retained and released it.
      if let elementVariants {
        for variant in elementVariants {
          guard let v = walk.source.variant(at: variant.range.lowerBound, of: written) else { continue }
          let variantStart = Int32(references.count)
          variant.overrides.appendReferences(to: &references)
          sets.append(
            PropertySet(
              properties: variant.overrides, written: v.propertiesStart..<v.propertiesEnd,
              references: variantStart..<Int32(references.count)))
        }
      }
      anyReferences = references.count > Int(referencesStart)
    } else {
      // Not written in the file: no set, and the own properties' references are read here for `hasReferences`.
      anyReferences = own.hasReferences
    }
    if elementVariants != nil { walk.hasVariants = true }
    let childCount = pointer.pointee.children.span.count
    let elementKind = pointer.pointee.kind
    var elementFacts = NodeFacts(own)
    if elementKind.isContainer {
      let parentKind = p >= 0 ? rows[p].kind : nil
      elementFacts.mainAxis = NodeFacts.mainAxis(
        elementKind, own.orientation, parentKind: parentKind,
        parentOrientation: parentKind == .table ? props[p].orientation : nil)
    }
    rows.append(
      ElementRow(
        kind: elementKind, hasReferences: anyReferences, parent: Int32(p < 0 ? -1 : p - walk.start),
        scope: pointer.pointee.scope, document: Int32(d), range: pointer.pointee.range, facts: elementFacts))
    name.append(pointer.pointee.name)
    info.append(written)
    setStart.append(Int32(sets.count))
    props.append(own)
    if let elementVariants {
      variantSlot.append(Int32(variantLists.count))
      variantLists.append(elementVariants)
    } else {
      variantSlot.append(-1)
    }
    if slot >= 0 { childList[slot] = index - walk.start }
    // The element's run of children, taken now (document order): its children fill it as the walk reaches them.
    let firstSlot = childList.count
    if childCount > 0 { childList.append(contentsOf: repeatElement(-1, count: childCount)) }
    childStart.append(Int32(childList.count))
    guard childCount > 0 else { return }
    // The children's buffer through a `Span` (as `childCount`): `withUnsafeBufferPointer` on the array retained and
    // released it.
    pointer.pointee.children.span.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for c in buffer.indices { visit(base + c, parent: index, slot: firstSlot + c, document: d, &walk) }
    }
  }

  /// The `when` blocks of element `i` (`Element.variants`); nil when it has none.
  func variants(_ i: Int) -> [Variant]? {
    let slot = variantSlot[i]
    return slot < 0 ? nil : variantLists[Int(slot)]
  }

  /// The children of element `i`, numbered in its document.
  func children(_ i: Int) -> ChildIndices {
    ChildIndices(list: childList, start: Int(childStart[i]), endIndex: Int(childStart[i + 1] - childStart[i]))
  }

  /// The number of children of element `i`.
  func childCount(_ i: Int) -> Int { Int(childStart[i + 1] - childStart[i]) }

  /// The property sets of element `i`: its own block, then each `when` block.
  func sets(_ i: Int) -> ArraySlice<PropertySet> { sets[Int(setStart[i])..<Int(setStart[i + 1])] }

  /// The positions of element `i`'s property sets in the table (`set(_:)`).
  func setIndices(_ i: Int) -> Range<Int> { Int(setStart[i])..<Int(setStart[i + 1]) }

  /// The property set at `s` (one of `setIndices(_:)`).
  func set(_ s: Int) -> PropertySet { sets[s] }

  /// The number of property sets of element `i`.
  func setCount(_ i: Int) -> Int { Int(setStart[i + 1] - setStart[i]) }

  /// The parent of element `i` in the file's numbering; -1 for a root.
  func parentIndex(_ i: Int) -> Int {
    let p = Int(rows[i].parent)
    return p < 0 ? -1 : documents[Int(rows[i].document)].lowerBound + p
  }

  /// The references of `set` (one of `sets(_:)`).
  func references(of set: PropertySet) -> ArraySlice<ReferenceUse> {
    references[Int(set.referencesStart)..<Int(set.referencesEnd)]
  }

  /// The references of element `i`'s own properties: its own set's, else read from them.
  func ownReferences(_ i: Int) -> ArraySlice<ReferenceUse> {
    setCount(i) > 0 ? references(of: sets[Int(setStart[i])]) : props[i].references[...]
  }

  /// Where findings about element `i` go: its name, else its kind, else an empty range at its start.
  func labelRange(_ i: Int) -> TextRange { info[i]?.labelRange ?? TextRange.empty(at: rows[i].range.lowerBound) }

  /// The name in quotes, or the path for unnamed elements.
  func label(_ i: Int) -> String { name[i].map { "'\($0)'" } ?? "'\(path(i))'" }

  /// The path of element `i` (`S/A`, `S/view[2]`; `Element.path`), made from its place: the walk from its document's
  /// root goes down by the places of its ancestors among their parents' children (each element's run of `childList`
  /// is its element's children, in order), each adding its part to the path (`LayoutDocument.path(from:down:)`). The
  /// elements of a checked file hold no paths of their own.
  func path(_ i: Int) -> String {
    var steps: [Int] = []
    var j = i
    var p = parentIndex(j)
    while p >= 0 {
      let local = j - documents[Int(rows[j].document)].lowerBound
      guard let k = children(p).place(of: local) else { return "" }
      steps.append(k)
      j = p
      p = parentIndex(j)
    }
    let d = Int(rows[i].document)
    return lowered.withUnsafeBufferPointer { documents in
      withUnsafePointer(to: documents[d].root) { LayoutDocument.path(from: $0, down: &steps) }
    }
  }
}

/// The children of an element, numbered from 0 as an array's (a run of `ElementTable.childList`).
struct ChildIndices: RandomAccessCollection, Sendable {
  fileprivate let list: [Int]
  fileprivate let start: Int
  let endIndex: Int

  var startIndex: Int { 0 }
  subscript(k: Int) -> Int { list[start + k] }

  /// The place of `child` among these children, found by halving: children are numbered in preorder, so their
  /// numbers rise. (A linear search made each path of N siblings cost N steps, a file's findings N².)
  func place(of child: Int) -> Int? {
    var low = 0
    var high = endIndex
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < child { low = middle + 1 } else { high = middle }
    }
    return low < endIndex && self[low] == child ? low : nil
  }
}
