// The facts about one version of a document that do not depend on settings: its parse and its lowering.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// One version of a document, parsed and lowered once; immutable and safe to share between threads.
public final class SourceAnalysis: Sendable {
  public let version: Int
  public let parse: ParseResult
  public let lineIndex: LineIndex
  public let lowering: LoweringResult
  private let indexes: Memo<Int, DocumentIndex>
  let nameTables: Memo<Int, NameTable>
  let conditionLists: Memo<Int, [SizeClassCondition]>

  /// Parses and lowers `text`.
  public init(version: Int, text: String) {
    self.version = version
    let parse = Parser.parse(text)
    self.parse = parse
    self.lineIndex = LineIndex(bytes: parse.tree.bytes)
    self.lowering = Lowering.lower(parse.sourceFile)
    self.indexes = Memo()
    self.nameTables = Memo()
    self.conditionLists = Memo()
  }

  public var tree: SyntaxTree { parse.tree }
  public var file: SourceFileSyntax { parse.sourceFile }
  public var documents: [LayoutDocument] { lowering.documents }

  /// The text of `range`.
  public func text(_ range: TextRange) -> String { parse.tree.text(of: range) }

  /// The index of the document whose root element contains `offset` (its end included).
  public func documentIndex(containing offset: Int) -> Int? {
    let documents = lowering.documents
    var low = 0
    var high = documents.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = documents[middle].root.range
      if offset < range.lowerBound {
        high = middle - 1
      } else if offset > range.upperBound {
        low = middle + 1
      } else {
        return middle
      }
    }
    return nil
  }

  /// Where the element that `syntax` declares sits in the model, if it was lowered.
  public func location(of syntax: ElementSyntax) -> ElementLocation? {
    guard let document = documentIndex(containing: syntax.range.start),
      let index = index(ofDocument: document).byStart[syntax.range.start]
    else { return nil }
    return ElementLocation(document: document, index: index)
  }

  /// The preorder tables of a document, built on first use.
  func index(ofDocument document: Int) -> DocumentIndex {
    indexes.value(document) { [lowering] in DocumentIndex(lowering.documents[document]) }
  }

  /// The model element at `location`.
  public func element(at location: ElementLocation) -> Element {
    let index = index(ofDocument: location.document)
    var path: [Int] = []
    var current = location.index
    while index.parents[current] >= 0 {
      path.append(index.childIndex[current])
      current = index.parents[current]
    }
    var element = lowering.documents[location.document].root
    for child in path.reversed() { element = element.children[child] }
    return element
  }

  /// The parent of the element at `location`, if it is not a root.
  public func parent(of location: ElementLocation) -> ElementLocation? {
    let parent = index(ofDocument: location.document).parents[location.index]
    return parent < 0 ? nil : ElementLocation(document: location.document, index: parent)
  }

  /// The locations of the element's children, in order.
  public func children(of location: ElementLocation) -> [ElementLocation] {
    index(ofDocument: location.document).children[location.index].map {
      ElementLocation(document: location.document, index: $0)
    }
  }
}

/// An element of the model: its document and its index in document (pre-)order, which is also its index in that
/// document's `LayoutResult.items`.
public struct ElementLocation: Hashable, Sendable {
  public var document: Int
  public var index: Int

  public init(document: Int, index: Int) {
    self.document = document
    self.index = index
  }
}

/// The elements of one document in preorder: where each starts in the source, its parent and its place.
struct DocumentIndex: Sendable {
  var parents: [Int] = []
  var childIndex: [Int] = []
  var children: [[Int]] = []
  var byStart: [Int: Int] = [:]

  init(_ document: LayoutDocument) {
    visit(document.root, parent: -1, childIndex: 0)
  }

  private mutating func visit(_ element: Element, parent: Int, childIndex position: Int) {
    let index = parents.count
    parents.append(parent)
    childIndex.append(position)
    children.append([])
    if parent >= 0 { children[parent].append(index) }
    if byStart[element.range.lowerBound] == nil { byStart[element.range.lowerBound] = index }
    for (offset, child) in element.children.enumerated() {
      visit(child, parent: index, childIndex: offset)
    }
  }
}
