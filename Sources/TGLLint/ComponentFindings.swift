// A lint finding on an element of a component's tree is the component's (issue 29, Deliver §2): reported once, where
// the element is written, every use that shows it as a related location; it stays at the use only where the use
// causes it (a value of the element comes from the use's argument or override). The expansion gives every element
// of a component's tree its outermost use's range, so the linter reports such a finding at the use; the finding's
// subject (`Diagnostic.subject`, the element's path, set where a rule reports on an element) says which element it
// is about, whatever its message names.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

public enum ComponentFindings {
  /// `findings` of the file `path` split: those that stay in the file (a finding moved to a component written in the
  /// same file included, once) and those moved to a component written in another file. `lowering` is the file's
  /// expanded tree, whose own diagnostics are placed already; `sources` says where its elements come from. With
  /// `published` (the language server: the other files it publishes diagnostics for, the open ones), a finding of a
  /// component written in a file not among them stays at the use, with the element where it is written as a related
  /// location.
  public static func relocate(
    _ findings: [Diagnostic], path: String, lowering: LoweringResult, sources: [String: ElementSource],
    program: Program, published: Set<String>? = nil
  ) -> (kept: [Diagnostic], elsewhere: [ProgramDiagnostic]) {
    guard !sources.isEmpty else { return (findings, []) }
    // The elements of components' trees, by path: a finding's subject (`Diagnostic.subject`) is one of these paths.
    var used: [String: ElementSource] = [:]
    // Per such element, its outermost use's root: the name the caller gave the use, and where the component's root
    // is written (the use's root has the use's range; its parent, in the caller, has its own).
    typealias UseRoot = (path: String, name: String?, written: FileLocation)
    var useRoots: [String: UseRoot] = [:]
    func visit(_ element: Element, root: UseRoot?, parentRange: Range<Int>?) {
      var root = root
      if let source = sources[element.path], !source.uses.isEmpty {
        used[element.path] = source
        if root == nil || parentRange != element.range { root = (element.path, element.name, source.written) }
        useRoots[element.path] = root
      } else {
        root = nil
      }
      for child in element.children { visit(child, root: root, parentRange: element.range) }
    }
    for document in lowering.documents { visit(document.root, root: nil, parentRange: nil) }
    guard !used.isEmpty else { return (findings, []) }
    var trees: [String: SyntaxNode] = [:]
    var kept: [Diagnostic] = []
    var elsewhere: [Diagnostic] = []
    var elsewhereFiles: [String] = []
    for d in findings {
      guard !lowering.diagnostics.contains(where: { ProgramLint.sameFinding($0, d) }),
        let subject = d.subject, let source = used[subject]
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
      if byUse {
        kept.append(d)
        continue
      }
      let file = source.written.file
      // The files' trees as the program read them; parsed here only when the program was given declarations alone.
      for f in [file, useRoots[subject]?.written.file ?? file] where trees[f] == nil {
        trees[f] =
          program.files[f]?.declarations.syntax?.syntax
          ?? program.files[f].map { Parser.parse(bytes: Array($0.text.utf8)).tree.root }
      }
      let at = trees[file].map { headerRange(of: source.written.range, in: $0) } ?? source.written.range
      if file != path, let published, !published.contains(file) {
        var atUse = d
        atUse.related.append(RelatedLocation(range: at, message: "written here", file: file))
        kept.append(atUse)
        continue
      }
      var moved = d
      moved.range = at
      moved.fixes = []
      // Reported at the component, the use's root is the component's: a message that names it by the use's name
      // ('a', 'b') names it as written, so that the uses' findings are one. An element inside that shares the use's
      // name keeps the message as it is.
      if let root = useRoots[subject], let useName = root.name,
        subject == root.path || !subject.hasSuffix("/" + useName),
        let written = trees[root.written.file].flatMap({ writtenName(at: root.written.range, in: $0) }),
        written != useName
      {
        moved.message = moved.message.replacing("'\(useName)'", with: "'\(written)'")
      }
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

  /// The name of the element written at `range` in the tree `root`, if it has one.
  static func writtenName(at range: TextRange, in root: SyntaxNode) -> String? {
    let node = root.innermostNode(at: range.start).ancestorsAndSelf.first {
      $0.kind == .element && $0.range.start == range.start
    }
    return node.flatMap { ElementSyntax($0).name }
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
