// The sources of an expanded file by element number (`ElementSources`): each element's number is its place in
// preorder over the file's documents, and finds its own source, by number and by path.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct ElementSourcesTests {
  static let cells = """
    component Cell(title: string) {
        linear cell (horz) {
            width: fill
            height: wrap
            view avatar { size: 44, 44 }
            label 名前 { text: title; width: fill; height: wrap }
        }
    }
    """

  static let screen = """
    import "cells.tgl"
    linear people (vert) {
        width: 320
        height: wrap
        Cell alice (title: "Alice")
        label 見出し { text: "People"; width: wrap; height: wrap }
        Cell bob (title: "Bob") { 名前.lines: 2 }
    }
    linear second (vert) {
        width: 100
        height: wrap
        view box { size: 10, 10 }
    }
    """

  let expanded = Program.load("screen.tgl", loader: InMemorySources(["screen.tgl": screen, "cells.tgl": cells]))
    .expand("screen.tgl")

  /// Every element's path, in preorder over the documents.
  func paths() -> [String] {
    var out: [String] = []
    func visit(_ e: Element) {
      out.append(e.path)
      e.children.forEach(visit)
    }
    expanded.lowering.documents.forEach { visit($0.root) }
    return out
  }

  /// The text written at `location` in the two files.
  func text(at location: FileLocation) -> String {
    let bytes = Array((location.file == "cells.tgl" ? Self.cells : Self.screen).utf8)
    return String(decoding: bytes[location.range.start..<location.range.end], as: UTF8.self)
  }

  @Test func eachElementFindsItsOwnSourceByNumberAndByPath() {
    #expect(expanded.lowering.diagnostics.isEmpty)
    let paths = paths()
    #expect(expanded.sources.count == paths.count)
    #expect(
      paths == [
        "people", "people/alice", "people/alice/avatar", "people/alice/名前", "people/見出し", "people/bob",
        "people/bob/avatar", "people/bob/名前", "second", "second/box",
      ])
    for (i, path) in paths.enumerated() {
      #expect(expanded.sources[i] != nil, "\(path)")
      #expect(expanded.sources.index(ofPath: path) == i, "\(path)")
      #expect(expanded.sources[path] == expanded.sources[i], "\(path)")
      #expect(expanded.sources.withSource(at: i) { $0.pointee.written } == expanded.sources[i]?.written)
    }
    #expect(expanded.sources[paths.count] == nil)
    #expect(expanded.sources.index(ofPath: "people/nobody") == nil)
    #expect(expanded.sources.index(ofPath: "people/alice/名") == nil)
  }

  @Test func aSourceSaysWhereItsElementIsWritten() {
    let name = expanded.sources.index(ofPath: "people/bob/名前")
    let source = name.flatMap { expanded.sources[$0] }
    #expect(source.map { text(at: $0.written) }?.hasPrefix("label 名前") == true)
    #expect(source?.uses.map(text(at:)).first?.hasPrefix("Cell bob") == true)
    #expect(source?.origins[.lines].map { text(at: $0.location) } == "名前.lines: 2")
    let heading = expanded.sources["people/見出し"]
    #expect(heading.map { text(at: $0.written) }?.hasPrefix("label 見出し") == true)
    #expect(heading?.uses.isEmpty == true)
    #expect(expanded.sources["second/box"].map { text(at: $0.written) } == "view box { size: 10, 10 }")
  }

  @Test func theWalkDownToAnElementGoesThroughItsAncestors() {
    var visited: [(String, Int)] = []
    let reached = expanded.sources.forEachElement(downTo: 7) { element, number in
      visited.append((element.pointee.path, number))
    }
    #expect(reached)
    #expect(visited.map(\.0) == ["people", "people/bob", "people/bob/名前"])
    #expect(visited.map(\.1) == [0, 5, 7])
    var second: [Int] = []
    expanded.sources.forEachElement(downTo: 9) { _, number in second.append(number) }
    #expect(second == [8, 9])
    #expect(!expanded.sources.forEachElement(downTo: 10) { _, _ in })
  }

  /// Expanded without paths (`tgl check`'s lint), each element is found by its path and gives it, made from its place:
  /// the same paths as the expansion that assigns them.
  @Test func withoutPathsEachElementIsFoundByItsPathAndMakesIt() {
    let files = ["screen.tgl": Self.screen, "cells.tgl": Self.cells]
    let pathless = Program.load("screen.tgl", loader: InMemorySources(files))
      .expand("screen.tgl", assigningPaths: false)
    let paths = paths()
    #expect(pathless.sources.count == paths.count)
    for (i, path) in paths.enumerated() {
      #expect(pathless.sources.path(ofElement: i) == path)
      #expect(pathless.sources.index(ofPath: path) == i, "\(path)")
    }
    #expect(pathless.sources.path(ofElement: paths.count) == nil)
    // The elements keep the paths they were made with: a use's elements their component tree's.
    #expect(pathless.lowering.documents[0].root.children[0].path == "cell")
  }

  /// Unnamed elements are numbered per kind among their siblings, named and unnamed alike (`view[2]` is the third
  /// child); of two siblings of one name, a path finds the last.
  @Test func unnamedElementsAndRepeatedNamesAreFoundAsAssigned() {
    let text = """
      @canvas 100, 100
      style Box { size: 10, 10 }
      linear (vert) {
          view { style: Box }
          view named { style: Box }
          view { style: Box }
          label { text: "a"; width: wrap; height: wrap }
          linear (horz) {
              size: wrap, wrap
              view { style: Box }
              view twin { style: Box }
              view twin { style: Box }
          }
      }
      """
    let load = { Program.load("s.tgl", loader: InMemorySources(["s.tgl": text])) }
    let assigned = load().expand("s.tgl")
    let pathless = load().expand("s.tgl", assigningPaths: false)
    var paths: [String] = []
    func visit(_ e: Element) {
      paths.append(e.path)
      e.children.forEach(visit)
    }
    for document in assigned.lowering.documents { visit(document.root) }
    #expect(
      paths == [
        "linear[1]", "linear[1]/view[1]", "linear[1]/named", "linear[1]/view[3]", "linear[1]/label[1]",
        "linear[1]/linear[1]", "linear[1]/linear[1]/view[1]", "linear[1]/linear[1]/twin", "linear[1]/linear[1]/twin",
      ])
    for (i, path) in paths.enumerated() { #expect(pathless.sources.path(ofElement: i) == path) }
    for (sources, name) in [(assigned.sources, "assigned"), (pathless.sources, "pathless")] {
      #expect(sources.index(ofPath: "linear[1]/view[3]") == 3, "\(name)")
      #expect(sources.index(ofPath: "linear[1]/linear[1]/twin") == 8, "\(name)")
      #expect(sources.index(ofPath: "linear[1]/view[2]") == nil, "\(name)")
      #expect(sources.index(ofPath: "linear[1]/view[03]") == nil, "\(name)")
      #expect(sources.index(ofPath: "linear[2]") == nil, "\(name)")
      #expect(sources.index(ofPath: "linear[1]/label") == nil, "\(name)")
    }
  }

  @Test func aFileOfNoProgramHasNoSources() {
    let alone = Program.load("plain.tgl", loader: InMemorySources(["plain.tgl": "view v { size: 1, 1 }"]))
      .expand("plain.tgl")
    #expect(alone.sources.isEmpty)
    #expect(alone.sources.index(ofPath: "v") == nil)
  }
}
