// A lint finding on an element of a component's tree is the component's (issue 29, Deliver §2): reported once, where
// the element is written, every use that shows it as a related location; it stays at the use only where the use
// causes it (a value of the element comes from the use's argument or override). The expansion gives every element
// of a component's tree its outermost use's range, so the linter reports such a finding at the use.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

public enum ComponentFindings {
  /// `findings` of the file `path` split: those that stay in the file (a finding moved to a component written in the
  /// same file included, once) and those moved to a component written in another file. `lowering` is the file's
  /// expanded tree, whose own diagnostics are placed already; `sources` says where its elements come from. With
  /// `onlyThisFile` (the language server, which publishes this document alone), a finding of a component written in
  /// another file stays at the use.
  public static func relocate(
    _ findings: [Diagnostic], path: String, lowering: LoweringResult, sources: [String: ElementSource],
    program: Program, onlyThisFile: Bool = false
  ) -> (kept: [Diagnostic], elsewhere: [ProgramDiagnostic]) {
    guard !sources.isEmpty else { return (findings, []) }
    var used: [(element: Element, source: ElementSource)] = []
    func visit(_ element: Element) {
      if let source = sources[element.path], !source.uses.isEmpty { used.append((element, source)) }
      for child in element.children { visit(child) }
    }
    for document in lowering.documents { visit(document.root) }
    guard !used.isEmpty else { return (findings, []) }
    // Each file's tree as the program parsed it (a program made by hand may have none: its text is parsed here).
    var parsed: [String: SyntaxNode] = [:]
    var kept: [Diagnostic] = []
    var elsewhere: [Diagnostic] = []
    var elsewhereFiles: [String] = []
    for d in findings {
      guard !lowering.diagnostics.contains(where: { ProgramLint.sameFinding($0, d) }),
        let (_, source) = subject(of: d, among: used)
      else {
        kept.append(d)
        continue
      }
      // The use's argument or override decides a value of the element: the finding is the use's.
      let byUse = source.origins.values.contains {
        switch $0 {
        case .argument, .override: return true
        default: return false
        }
      }
      if byUse || (onlyThisFile && source.written.file != path) {
        kept.append(d)
        continue
      }
      let file = source.written.file
      if parsed[file] == nil, let loaded = program.files[file] {
        parsed[file] = loaded.declarations.syntax?.syntax ?? Parser.parse(bytes: Array(loaded.text.utf8)).tree.root
      }
      let at = parsed[file].map { headerRange(of: source.written.range, in: $0) } ?? source.written.range
      var moved = d
      moved.range = at
      moved.fixes = []
      moved.related =
        d.related.map { r in
          var r = r
          if r.file == nil && file != path { r.file = path }
          return r
        } + [RelatedLocation(range: d.range, message: "used here", file: file == path ? nil : path)]
      if file == path {
        ProgramLint.add(moved, to: &kept)
      } else if let same = elsewhere.indices.first(where: {
        elsewhereFiles[$0] == file && ProgramLint.sameFinding(elsewhere[$0], moved)
      }) {
        for r in moved.related where !elsewhere[same].related.contains(r) { elsewhere[same].related.append(r) }
      } else {
        elsewhere.append(moved)
        elsewhereFiles.append(file)
      }
    }
    kept.sort(by: Diagnostic.sourceOrder)
    return (kept, zip(elsewhereFiles, elsewhere).map { ProgramDiagnostic(file: $0.0, diagnostic: $0.1) })
  }

  /// The element of a component's tree a finding at a use is about: among the elements whose (outermost use's)
  /// range holds the finding, the one whose quoted name comes first in the message (`'gap' has no width`).
  static func subject(of d: Diagnostic, among used: [(element: Element, source: ElementSource)])
    -> (Element, ElementSource)?
  {
    var best: (Element, ElementSource, Int)?
    let message = Array(d.message.utf8)
    for (element, source) in used where element.range.contains(d.range.start) {
      guard let name = element.name, let at = offset(of: Array("'\(name)'".utf8), in: message) else { continue }
      if best == nil || at < best!.2 { best = (element, source, at) }
    }
    return best.map { ($0.0, $0.1) }
  }

  /// Where `needle` first occurs in `text`.
  static func offset(of needle: [UInt8], in text: [UInt8]) -> Int? {
    guard !needle.isEmpty, needle.count <= text.count else { return nil }
    for i in 0...(text.count - needle.count) where text[i..<(i + needle.count)].elementsEqual(needle) { return i }
    return nil
  }

  /// The name (else the kind) of the element written at `range` in the tree `root`, where findings on an element are shown.
  static func headerRange(of range: TextRange, in root: SyntaxNode) -> TextRange {
    let node = root.innermostNode(at: range.start).ancestorsAndSelf.first {
      $0.kind == .element && $0.range.start == range.start
    }
    guard let node else { return range }
    let syntax = ElementSyntax(node)
    return syntax.nameToken?.range ?? syntax.kindToken?.range ?? range
  }
}
