// Refactorings of the selected elements: wrap them in a linear layout, or extract them into a container like
// their parent.

import TGLSemantics
import TGLSyntax

extension Analysis {
  /// "Wrap in linear" (across the parent's direction: a vertical stack's children go side by side) and "Extract into
  /// a container" of the parent's kind and header, for the sibling elements the range selects (the element whose
  /// header holds the cursor when nothing is selected). Root elements are not offered: a root is a document.
  func wrapActions(in range: TextRange) -> [CodeAction] {
    guard let selection = selectedSiblings(range), let first = selection.first, let last = selection.last,
      let parent = first.parentElement
    else { return [] }
    let parentKind = ElementKind(rawValue: parent.kind)
    let vertical = parentOrientation(parent) == .vertical
    var actions: [CodeAction] = []
    let across = parentKind == .linear && vertical ? "horz" : "vert"
    actions.append(
      CodeAction(
        title: "Wrap in linear (\(across))", kind: .refactorRewrite,
        edits: [wrap(first, last, header: "linear (\(across))")], diagnostic: nil, isPreferred: false))
    if let parentKind, parentKind != .table, parentKind != .row {
      let arguments = parent.argumentList.map { " " + source.text($0.range) } ?? ""
      let name = freshName("group", in: parent)
      let header = "\(parentKind.rawValue) \(name)\(arguments)"
      actions.append(
        CodeAction(
          title: "Extract into a \(parentKind.rawValue) container", kind: .refactorExtract,
          edits: [wrap(first, last, header: header)], diagnostic: nil, isPreferred: false))
    }
    return actions
  }

  /// The child elements of one block that the range selects, in order; nil when the range selects none, crosses
  /// into properties or `when` blocks between them, or lies in a root element's header.
  func selectedSiblings(_ range: TextRange) -> [ElementSyntax]? {
    let tree = source.tree
    if range.isEmpty {
      let node = tree.root.innermostNode(at: range.start)
      guard let element = node.ancestorsAndSelf.first(where: { $0.kind == .element }).map(ElementSyntax.init),
        element.parentElement != nil, range.start >= element.range.start, range.start <= element.headerEnd
      else { return nil }
      return [element]
    }
    // The innermost block that holds the whole selection.
    var block = tree.root.innermostNode(at: range.start).ancestorsAndSelf.first {
      $0.kind == .block && $0.range.start <= range.start && range.end <= $0.range.end
    }
    while let current = block, current.parent?.kind != .element {
      block = current.parent?.ancestorsAndSelf.first { $0.kind == .block }
    }
    guard let block else { return nil }
    let members = BlockSyntax(block).members
    var selected: [ElementSyntax] = []
    var between: [TextRange] = []
    for member in members {
      switch member {
      case .element(let element)
      where element.range.touches(range) && element.range.end > range.start
        && element.range.start < range.end:
        selected.append(element)
      case .property(let property): between.append(property.range)
      case .variant(let variant): between.append(variant.range)
      default: break
      }
    }
    guard let first = selected.first, let last = selected.last else { return nil }
    let span = TextRange(start: first.range.start, end: last.range.end)
    if between.contains(where: { span.start < $0.start && $0.end < span.end }) { return nil }
    return selected
  }

  /// The elements from `first` to `last` inside `header { … }`: on lines of their own, indented one level deeper,
  /// when they start and end their lines; else on their line.
  func wrap(_ first: ElementSyntax, _ last: ElementSyntax, header: String) -> TextEdit {
    let lines = source.lineIndex
    let firstLine = lines.contentRange(ofLine: lines.line(of: first.range.start))
    let lastLine = lines.contentRange(ofLine: lines.line(of: last.range.end))
    let indent = source.text(TextRange(start: firstLine.start, end: first.range.start))
    let after = source.text(TextRange(start: last.range.end, end: lastLine.end))
    guard indent.allSatisfy({ $0 == " " || $0 == "\t" }), after.allSatisfy({ $0 == " " || $0 == "\t" }) else {
      let inner = source.text(TextRange(start: first.range.start, end: last.range.end))
      return TextEdit(
        range: TextRange(start: first.range.start, end: last.range.end), newText: "\(header) { \(inner) }")
    }
    let body = source.text(TextRange(start: firstLine.start, end: lastLine.end))
    let unit = indent.contains("\t") ? "\t" : "    "
    let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) ? String(line) : unit + line
    }
    let text = "\(indent)\(header) {\n" + indented.joined(separator: "\n") + "\n\(indent)}"
    return TextEdit(range: TextRange(start: firstLine.start, end: lastLine.end), newText: text)
  }

  /// The orientation of a sequential container as written (header or property), `vert` by default.
  func parentOrientation(_ element: ElementSyntax) -> LayoutOrientation {
    if let first = element.arguments.first, case .name(let word) = first.shape,
      let orientation = LayoutOrientation(rawValue: word)
    {
      return orientation
    }
    let property = element.block?.properties.last { $0.name == "orientation" }
    if let word = property?.value.map({ source.text($0.range) }), let orientation = LayoutOrientation(rawValue: word) {
      return orientation
    }
    return element.kind == "row" ? .horizontal : .vertical
  }

  /// `group`, or `group2`, `group3`… : a name no element of the document has.
  func freshName(_ base: String, in element: ElementSyntax) -> String {
    let taken = source.names(at: element.range.start)?.declarations.keys.map { $0 } ?? []
    if !taken.contains(base) { return base }
    var number = 2
    while taken.contains("\(base)\(number)") { number += 1 }
    return "\(base)\(number)"
  }
}
