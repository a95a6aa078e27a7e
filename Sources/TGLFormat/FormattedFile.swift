// A formatted file with the map from input atoms to output atoms, for text edits and range formatting.

import TGLSyntax

/// The output of one formatting pass together with where every token and comment went.
struct FormattedFile {
  let tree: SyntaxTree
  let output: [UInt8]
  let atoms: [Atom]

  init(tree: SyntaxTree, options: FormatOptions) {
    var atoms: [Atom] = []
    atoms.reserveCapacity(tree.tokens.count / 2)
    let result = Printer.run(tree, options: options, atoms: atoms)
    self.tree = tree
    self.output = result.output
    self.atoms = result.atoms ?? []
  }

  /// One edit per changed gap (the bytes between two atoms) for which `includes` holds, given the gap and
  /// the atom after it (nil for the gap at the end of the file); atoms themselves never change.
  func edits(where includes: (_ gap: TextRange, _ next: Atom?) -> Bool) -> [TextEdit] {
    var edits: [TextEdit] = []
    var previous = Atom(source: .empty(at: 0), output: .empty(at: 0))
    for atom in atoms {
      if includes(TextRange(start: previous.source.end, end: atom.source.start), atom) {
        appendEdit(
          source: previous.source.end..<atom.source.start, output: previous.output.end..<atom.output.start, to: &edits)
      }
      previous = atom
    }
    if includes(TextRange(start: previous.source.end, end: tree.bytes.count), nil) {
      appendEdit(source: previous.source.end..<tree.bytes.count, output: previous.output.end..<output.count, to: &edits)
    }
    return edits
  }

  /// Adds an edit for the gap unless it is unchanged, trimmed to the bytes that differ.
  func appendEdit(source: Range<Int>, output: Range<Int>, to edits: inout [TextEdit]) {
    let bytes = tree.bytes
    var sourceStart = source.lowerBound
    var outputStart = output.lowerBound
    while sourceStart < source.upperBound, outputStart < output.upperBound,
      bytes[sourceStart] == self.output[outputStart]
    {
      sourceStart += 1
      outputStart += 1
    }
    var sourceEnd = source.upperBound
    var outputEnd = output.upperBound
    while sourceEnd > sourceStart, outputEnd > outputStart, bytes[sourceEnd - 1] == self.output[outputEnd - 1] {
      sourceEnd -= 1
      outputEnd -= 1
    }
    if sourceStart == sourceEnd && outputStart == outputEnd { return }
    // Never cut a character or a CRLF in two.
    while sourceStart > source.lowerBound, isInside(bytes, at: sourceStart) || isInside(self.output, at: outputStart) {
      sourceStart -= 1
      outputStart -= 1
    }
    while sourceEnd < source.upperBound, isInside(bytes, at: sourceEnd) || isInside(self.output, at: outputEnd) {
      sourceEnd += 1
      outputEnd += 1
    }
    let text = String(decoding: self.output[outputStart..<outputEnd], as: UTF8.self)
    edits.append(TextEdit(range: TextRange(start: sourceStart, end: sourceEnd), newText: text))
  }

  /// True when `offset` falls inside a UTF-8 sequence or between the two bytes of a CRLF.
  func isInside(_ bytes: [UInt8], at offset: Int) -> Bool {
    guard offset > 0, offset < bytes.count else { return false }
    return bytes[offset] & 0xC0 == 0x80 || (bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A)
  }
}
