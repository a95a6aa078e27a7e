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
    _ findings: [Diagnostic], path: String, lowering: LoweringResult, sources: ElementSources,
    program: Program, published: Set<String>? = nil
  ) -> (kept: [Diagnostic], elsewhere: [ProgramDiagnostic]) {
    var placer = StyleFindings.Placer(program: program, path: path, onlyThisFile: false)
    return relocate(
      findings, path: path, lowering: lowering, sources: sources, program: program, published: published,
      placer: &placer)
  }

  /// `relocate` through the caller's `placer` (one reading the whole program, `onlyThisFile` false): the program's
  /// lint passes the one `StyleFindings.relocate` used, which has read most of the components' files already.
  static func relocate(
    _ findings: [Diagnostic], path: String, lowering: LoweringResult, sources: ElementSources,
    program: Program, published: Set<String>?, placer: inout StyleFindings.Placer
  ) -> (kept: [Diagnostic], elsewhere: [ProgramDiagnostic]) {
    guard !sources.isEmpty else { return (findings, []) }
    // The elements of components' trees that findings are about (a finding's subject, `Diagnostic.subject`, an
    // element's number), each with its outermost use's root: the name the caller gave the use, and where the
    // component's root is written (the use's root has the use's range; its parent, in the caller, has its own). Found
    // once per subject by walking down to it (most elements have no finding), and kept by finding: `foundFor[k]` is
    // finding `k`'s place in `found`.
    var found: [(source: ElementSource, root: UseRoot, subjectName: String?)?] = []
    var foundBySubject: [Int: Int] = [:]
    var foundFor = [Int](repeating: -1, count: findings.count)
    var anyFound = false
    for k in findings.indices {
      guard let subject = findings[k].subject else { continue }
      if let known = foundBySubject[subject] {
        foundFor[k] = known
        continue
      }
      let root = useRoot(of: subject, sources: sources)
      if root != nil { anyFound = true }
      foundBySubject[subject] = found.count
      foundFor[k] = found.count
      found.append(root)
    }
    guard anyFound else { return (findings, []) }
    var kept: [Diagnostic] = []
    var elsewhere: [Diagnostic] = []
    var elsewhereFiles: [String] = []
    for (k, d) in findings.enumerated() {
      guard !lowering.diagnostics.contains(where: { ProgramLint.sameFinding($0, d) }), foundFor[k] >= 0,
        case let (source, root, subjectName)? = found[foundFor[k]]
      else {
        kept.append(d)
        continue
      }
      // The use's argument or override decides a value of the element: the finding is the use's.
      let byUse = source.origins.values.contains {
        switch $0.written {
        case .argument, .override: return true
        default: return false
        }
      }
      if byUse {
        kept.append(d)
        continue
      }
      let file = source.written.file
      let at = placer.facts(file).map { $0.header(of: source.written.range) } ?? source.written.range
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
      if let useName = root.name, let subject = d.subject, subject == root.number || subjectName != useName,
        let rootSyntax = placer.facts(root.written.file)?.element(at: root.written.range),
        let written = ElementSyntax(rootSyntax).name,
        written != useName
      {
        moved.message = replacingQuoted(useName, with: written, in: moved.message)
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

  /// A use's root: the element's number, the name the caller gave the use, and where the component's root is written.
  typealias UseRoot = (number: Int, name: String?, written: FileLocation)

  /// The source of element `subject` when it belongs to a component's tree (it was expanded through a use), with its
  /// outermost use's root and its own name: going down from the document's root to it, a use's root is the first
  /// element of a run of elements expanded through uses whose range is not its parent's (every element of a
  /// component's tree, nested uses' included, has the outermost use's range).
  static func useRoot(
    of subject: Int, sources: ElementSources
  ) -> (source: ElementSource, root: UseRoot, subjectName: String?)? {
    guard let source = sources[subject] else { return nil }
    var root: UseRoot?
    var parentRange: Range<Int>?
    var subjectName: String?
    sources.forEachElement(downTo: subject) { element, number in
      let written = sources.withSource(at: number) { $0.pointee.uses.isEmpty ? nil : $0.pointee.written } ?? nil
      if let written {
        if root == nil || parentRange != element.pointee.range {
          root = (number, element.pointee.name, written)
        }
      } else {
        root = nil
      }
      parentRange = element.pointee.range
      if number == subject { subjectName = element.pointee.name }
    }
    guard let root else { return nil }
    return (source, root, subjectName)
  }

  /// `message` with every `'name'` made `'written'`. A name is found by its bytes: the message was made with the same
  /// name (the use's, read from the same tree), and a quote is a whole character (checked at both ends), so that this
  /// is what replacing the quoted name character by character gives.
  static func replacingQuoted(_ name: String, with written: String, in message: String) -> String {
    let needle = Array("'\(name)'".utf8)
    guard needle.count > 2 else { return message }
    // The message's bytes read in place; most hold the name once or twice, and a byte is compared with the quote
    // before anything else is.
    let found: [UInt8]? = StyleFindings.withBytes(of: message) { bytes in
      var out: [UInt8] = []
      var copied = 0
      var i = 0
      let last = bytes.count - needle.count
      while i <= last {
        if bytes[i] == 0x27, bytes[i + needle.count - 1] == 0x27,
          needle.indices.allSatisfy({ bytes[i + $0] == needle[$0] }),
          isCharacterBoundary(i, in: message), isCharacterBoundary(i + needle.count, in: message)
        {
          if out.isEmpty { out.reserveCapacity(bytes.count + written.utf8.count) }
          out.append(contentsOf: bytes[copied..<i])
          out.append(UInt8(ascii: "'"))
          out.append(contentsOf: written.utf8)
          out.append(UInt8(ascii: "'"))
          i += needle.count
          copied = i
          continue
        }
        i += 1
      }
      guard copied > 0 else { return nil }
      out.append(contentsOf: bytes[copied...])
      return out
    }
    return found.map { String(decoding: $0, as: UTF8.self) } ?? message
  }

  /// Whether the UTF-8 offset `offset` of `text` starts a character (or is its end).
  static func isCharacterBoundary(_ offset: Int, in text: String) -> Bool {
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    return index == text.endIndex || String.Index(index, within: text) != nil
  }
}
