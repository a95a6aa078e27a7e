// Choosing what a range format touches: the whole members that intersect the range.

import TGLSyntax

extension FormattedFile {
  /// The input bytes to format for `range`: the members of the innermost multi-line block that the range
  /// lies in that intersect it, with the comments at the end of the last one's line.
  func unit(covering range: TextRange) -> TextRange {
    var container = tree.root
    while true {
      let hits = container.children.filter { intersects($0.range, range) }
      if hits.count == 1, let block = hits[0].child(.block), canDescend(into: block, for: range) {
        container = block
        continue
      }
      guard let first = hits.first, let last = hits.last else { return range }
      let members = first.range.union(last.range)
      var unit = range.isEmpty ? members : range.union(members)
      unit.end = endOfTrailingComments(after: unit.end)
      return unit
    }
  }

  func intersects(_ member: TextRange, _ range: TextRange) -> Bool {
    if range.isEmpty { return member.containsInclusive(range.start) }
    return member.start < range.end && range.start < member.end
  }

  /// A range strictly inside a block that is on several lines before and after formatting touches only the
  /// block's members; a one-line block is formatted with its element.
  func canDescend(into block: SyntaxNode, for range: TextRange) -> Bool {
    guard let open = block.token(.lCurly), let close = block.token(.rCurly) else { return false }
    guard range.start >= open.range.end, range.end <= close.range.start else { return false }
    let bytes = tree.bytes
    guard bytes[open.range.end..<close.range.start].contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return false }
    guard let openAtom = atom(startingAt: open.range.start), let closeAtom = atom(startingAt: close.range.start) else {
      return false
    }
    return output[openAtom.output.end..<closeAtom.output.start].contains(where: { $0 == 0x0A || $0 == 0x0D })
  }

  /// The atom whose input starts at `offset`.
  func atom(startingAt offset: Int) -> Atom? {
    var low = 0
    var high = atoms.count
    while low < high {
      let middle = (low + high) / 2
      if atoms[middle].source.start < offset { low = middle + 1 } else { high = middle }
    }
    return low < atoms.count && atoms[low].source.start == offset ? atoms[low] : nil
  }

  /// Extends `end` over the comments that follow it on the same input line.
  func endOfTrailingComments(after end: Int) -> Int {
    var low = 0
    var high = atoms.count
    while low < high {
      let middle = (low + high) / 2
      if atoms[middle].source.start < end { low = middle + 1 } else { high = middle }
    }
    let bytes = tree.bytes
    var result = end
    var index = low
    while index < atoms.count {
      let atom = atoms[index].source
      let isComment =
        atom.length >= 2 && bytes[atom.start] == UInt8(ascii: "/")
        && (bytes[atom.start + 1] == UInt8(ascii: "/") || bytes[atom.start + 1] == UInt8(ascii: "*"))
      let sameLine = !bytes[result..<atom.start].contains(where: { $0 == 0x0A || $0 == 0x0D })
      guard isComment, sameLine else { break }
      result = atom.end
      index += 1
    }
    return result
  }
}
