// The file-to-file dependency graph of the query layer: edges replaced per document, the reverse lookup through
// files that read files, cycles found with their path, and what a closed document leaves.

import TGLIDE
import Testing

@Suite struct FileDependenciesTests {
  @Test func dependentsAreEveryReaderDirectOrThroughAnotherFile() {
    let graph = FileDependencies()
    graph.record("a.tgl", reads: ["m.json", "styles.tgl"])
    graph.record("b.tgl", reads: ["styles.tgl"])
    graph.record("styles.tgl", reads: ["colors.tgl"])
    graph.record("c.tgl", reads: [])
    #expect(graph.dependents(of: "m.json") == ["a.tgl"])
    #expect(graph.dependents(of: "styles.tgl") == ["a.tgl", "b.tgl"])
    #expect(graph.dependents(of: "colors.tgl") == ["a.tgl", "b.tgl", "styles.tgl"])
    #expect(graph.dependents(of: "c.tgl") == [])
    #expect(graph.cycle(from: "a.tgl") == nil)
  }

  @Test func recordingReplacesAndForgettingRemovesADocumentsEdges() {
    let graph = FileDependencies()
    graph.record("a.tgl", reads: ["old.json"])
    graph.record("a.tgl", reads: ["new.json"])
    #expect(graph.dependents(of: "old.json") == [])
    #expect(graph.dependents(of: "new.json") == ["a.tgl"])
    #expect(graph.files(readBy: "a.tgl") == ["new.json"])
    graph.forget("a.tgl")
    #expect(graph.dependents(of: "new.json") == [])
    #expect(graph.files(readBy: "a.tgl") == [])
  }

  /// `a → b → c → a`, and `d` reads `a` without being on the cycle: the cycle from `a` is the path back to `a`,
  /// following sorted reads (`b` before `z`, a dead end); from `d` there is none; every file on it is its own dependent.
  @Test func cyclesAreFoundWithTheirPath() {
    let graph = FileDependencies()
    graph.record("a", reads: ["b", "z"])
    graph.record("b", reads: ["c"])
    graph.record("c", reads: ["a"])
    graph.record("d", reads: ["a"])
    #expect(graph.cycle(from: "a") == ["a", "b", "c", "a"])
    #expect(graph.cycle(from: "c") == ["c", "a", "b", "c"])
    #expect(graph.cycle(from: "d") == nil)
    #expect(graph.dependents(of: "a") == ["a", "b", "c", "d"])
    graph.record("self", reads: ["self"])
    #expect(graph.cycle(from: "self") == ["self", "self"])
  }

  /// A chain of 100,000 reads is searched without using up the thread's stack.
  @Test func aLongChainIsSearchedWithoutRecursion() {
    let graph = FileDependencies()
    let count = 100_000
    for index in 0..<count { graph.record("f\(index)", reads: ["f\(index + 1)"]) }
    #expect(graph.cycle(from: "f0") == nil)
    graph.record("f\(count)", reads: ["f0"])
    #expect(graph.cycle(from: "f0")?.count == count + 2)
    #expect(graph.dependents(of: "f0").count == count + 1)
  }

  /// The host forgets the files a closed document read.
  @Test func theHostForgetsAClosedDocumentsFiles() {
    let host = AnalysisHost()
    host.dependencies.record("file:///a.tgl", reads: ["file:///m.json"])
    host.remove(uri: "file:///a.tgl")
    #expect(host.dependencies.dependents(of: "file:///m.json") == [])
  }
}
