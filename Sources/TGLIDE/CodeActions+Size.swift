// Refactorings of sizes: split `size: W, H` into `width` and `height`, and join them back.

import TGLSyntax

extension Analysis {
  /// `size: 40, wrap` → `width: 40` and `height: wrap`, on two lines (or `;`-separated inside a one-line block).
  func splitSize(at range: TextRange) -> CodeAction? {
    let node = source.tree.root.owner(ofTokenAt: range.start).ancestorsAndSelf.first { $0.kind == .property }
    guard let node else { return nil }
    let property = PropertySyntax(node)
    guard property.name == "size", let value = property.value, value.items.count == 2, value.bounds.isEmpty,
      let name = property.nameToken
    else { return nil }
    let width = source.text(value.items[0].range)
    let height = source.text(value.items[1].range)
    let replaced = TextRange(start: name.range.start, end: value.items[1].range.end)
    let line = source.lineIndex.contentRange(ofLine: source.lineIndex.line(of: replaced.start))
    let before = source.text(TextRange(start: line.start, end: replaced.start))
    let after = source.text(TextRange(start: replaced.end, end: line.end))
    let ownLine =
      before.allSatisfy { $0 == " " || $0 == "\t" } && after.allSatisfy { $0 == " " || $0 == "\t" || $0 == ";" }
    let separator = ownLine ? "\n" + before : "; "
    return CodeAction(
      title: "Split 'size' into 'width' and 'height'", kind: .refactorRewrite,
      edits: [TextEdit(range: replaced, newText: "width: \(width)\(separator)height: \(height)")], diagnostic: nil,
      isPreferred: false)
  }

  /// On `width` or `height` of a block that sets both, each one value without bounds: `size: W, H` where the first
  /// of them was, and the other one removed (its line, or itself and its `;`).
  func joinSize(at range: TextRange) -> CodeAction? {
    let node = source.tree.root.owner(ofTokenAt: range.start).ancestorsAndSelf.first { $0.kind == .property }
    guard let node, let block = node.parent, block.kind == .block,
      ["width", "height"].contains(PropertySyntax(node).name)
    else { return nil }
    let properties = BlockSyntax(block).properties
    guard let width = properties.first(where: { $0.name == "width" }),
      let height = properties.first(where: { $0.name == "height" }),
      properties.filter({ $0.name == "width" || $0.name == "height" }).count == 2,
      width.syntax.token(.colon) != nil, height.syntax.token(.colon) != nil,
      let widthValue = width.value, let heightValue = height.value,
      widthValue.items.count == 1, heightValue.items.count == 1, widthValue.bounds.isEmpty, heightValue.bounds.isEmpty
    else { return nil }
    let text = "size: \(source.text(widthValue.range)), \(source.text(heightValue.range))"
    let (first, second) = width.range.start < height.range.start ? (width, height) : (height, width)
    let kept = TextRange(start: first.range.start, end: first.value?.range.end ?? first.range.end)
    let edits = [TextEdit(range: kept, newText: text), TextEdit(range: removal(of: second), newText: "")]
    return CodeAction(
      title: "Join 'width' and 'height' into 'size'", kind: .refactorRewrite, edits: edits, diagnostic: nil,
      isPreferred: false)
  }

  /// What removing a property takes away: its whole line when it is alone on it; else itself with its `;` and the
  /// spaces after it, or, for the last member of a line, the `;` and spaces before it.
  func removal(of property: PropertySyntax) -> TextRange {
    let lines = source.lineIndex
    let line = lines.line(of: property.range.start)
    let content = lines.contentRange(ofLine: line)
    let bytes = source.bytes
    func isSpace(_ offset: Int) -> Bool { bytes[offset] == 0x20 || bytes[offset] == 0x09 }
    var end = property.range.end
    while end < content.end, isSpace(end) { end += 1 }
    let before = source.text(TextRange(start: content.start, end: property.range.start))
    if before.allSatisfy({ $0 == " " || $0 == "\t" }) && end == content.end {
      let next = line + 1 < lines.lineCount ? lines.lineStarts[line + 1] : content.end
      return TextRange(start: content.start, end: next)
    }
    // The `;` that ends a property is part of it (`width: 40;`).
    if property.syntax.token(.semicolon) != nil { return TextRange(start: property.range.start, end: end) }
    var start = property.range.start
    while start > content.start, isSpace(start - 1) { start -= 1 }
    if start > content.start, bytes[start - 1] == 0x3B { start -= 1 }
    return TextRange(start: start, end: property.range.end)
  }
}
