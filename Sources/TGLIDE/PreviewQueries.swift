// What a live preview asks of a snapshot: where each drawn element is written, which element the cursor is in, and
// which element each diagnostic concerns. Pure functions of the analysis, in UTF-8 offsets of the file.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// One element of a document as the preview links it to the text.
public struct PreviewElement: Hashable, Sendable {
  /// The element's path (`S/A`), as the picture's `data-path` and the layout's items name it.
  public var path: String
  public var kind: ElementKind
  public var name: String?
  /// The element's text in the file: from its kind to its closing brace.
  public var range: TextRange
  /// Where the cursor goes when the element is picked: its name, or its kind when it has none.
  public var selection: TextRange
}

/// A diagnostic placed on the element it concerns (the innermost element whose text contains its start).
public struct PreviewMark: Hashable, Sendable {
  public var path: String
  public var severity: Severity
  public var message: String
  public var rule: String
}

extension Analysis {
  /// The elements of document `index` in preorder, the order of its layout's items.
  public func previewElements(ofDocument index: Int) -> [PreviewElement] {
    let shift = source.shift(ofPiece: source.documentPieces[index])
    return source.documents[index].elements.map { element in
      let range = TextRange(start: element.range.lowerBound + shift, end: element.range.upperBound + shift)
      return PreviewElement(
        path: element.path, kind: element.kind, name: element.name, range: range,
        selection: selectionRange(element, in: range))
    }
  }

  /// The name token of the element written at `range` (its kind when unnamed).
  func selectionRange(_ element: Element, in range: TextRange) -> TextRange {
    let kindEnd = min(range.end, range.start + element.kind.rawValue.utf8.count)
    guard let name = element.name else { return TextRange(start: range.start, end: kindEnd) }
    // The name follows the kind after blanks: find it in the header's bytes.
    let bytes = source.bytes
    var offset = kindEnd
    while offset < range.end, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
    let end = offset + name.utf8.count
    guard end <= range.end, Array(bytes[offset..<end]) == Array(name.utf8) else {
      return TextRange(start: range.start, end: kindEnd)
    }
    return TextRange(start: offset, end: end)
  }

  /// The document and path of the innermost element whose text contains `offset` (its end included).
  public func previewElement(at offset: Int) -> (document: Int, path: String)? {
    guard let document = source.documentIndex(containing: offset) else { return nil }
    return Self.innermost(previewElements(ofDocument: document), at: offset).map { (document, $0.path) }
  }

  /// The last element in preorder whose text contains `offset`: a later element containing it is nested in the
  /// earlier ones.
  static func innermost(_ elements: [PreviewElement], at offset: Int) -> PreviewElement? {
    elements.last { $0.range.start <= offset && offset <= $0.range.end }
  }

  /// The diagnostics of the current environment, each on the element it concerns; those outside every element
  /// (a stray token between screens) are left out, since no box can show them.
  public func previewMarks() -> [(document: Int, mark: PreviewMark)] {
    var elements: [Int: [PreviewElement]] = [:]
    return diagnostics.compactMap { diagnostic in
      guard let document = source.documentIndex(containing: diagnostic.range.start) else { return nil }
      if elements[document] == nil { elements[document] = previewElements(ofDocument: document) }
      guard let element = Self.innermost(elements[document] ?? [], at: diagnostic.range.start) else { return nil }
      let mark = PreviewMark(
        path: element.path, severity: diagnostic.severity, message: diagnostic.message,
        rule: diagnostic.rule.rawValue)
      return (document, mark)
    }
  }
}
