// The workspace's `.tgl` files are one store (issue 29): a file read for an import is the file the index lists, with
// one size limit, and a watched-file event is the one path that reads it again for both.

import Foundation
import LSPProtocol
import Testing

@testable import TGLLanguageService

@Suite struct WorkspaceStoreTests {
  func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }

  /// `a.tgl` read as an import is in the store with its symbols (`宽`, a constant); changed on disk, one event reads
  /// it again for what programs read and for the symbols (`高`); the same bytes again change nothing; deleted, then
  /// created again, it is stale both times; a file never read is added by its event, and nothing read it.
  @Test func anImportedFileAndTheIndexAreOneStore() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("a.tgl")
    try "let 宽 = 1\n".write(to: a, atomically: true, encoding: .utf8)
    let files = WorkspaceFiles()
    let node = a.absoluteString
    #expect(files.onDisk(node)?.text == "let 宽 = 1\n")
    #expect(files.snapshot[node]?.symbols.map(\.name) == ["宽"])

    try "let 高 = 2\n".write(to: a, atomically: true, encoding: .utf8)
    #expect(files.refresh([FileEvent(uri: node, type: .changed)]) == [node])
    #expect(files.onDisk(node)?.text == "let 高 = 2\n")
    #expect(files.snapshot[node]?.symbols.map(\.name) == ["高"])
    #expect(files.refresh([FileEvent(uri: node, type: .changed)]) == [])

    try FileManager.default.removeItem(at: a)
    #expect(files.refresh([FileEvent(uri: node, type: .deleted)]) == [node])
    #expect(files.onDisk(node) == nil && files.snapshot[node] == nil)
    try "let 宽 = 3\n".write(to: a, atomically: true, encoding: .utf8)
    #expect(files.refresh([FileEvent(uri: node, type: .created)]) == [node])
    #expect(files.onDisk(node)?.text == "let 宽 = 3\n")

    let b = root.appendingPathComponent("b.tgl")
    try "view b {}\n".write(to: b, atomically: true, encoding: .utf8)
    #expect(files.refresh([FileEvent(uri: b.absoluteString, type: .created)]) == [])
    #expect(files.snapshot[b.absoluteString]?.text == "view b {}\n")
  }

  /// One limit: a file of more bytes than `bytesPerFile` is neither read for an import nor indexed.
  @Test func oneLimitOfBytesPerFile() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try "let long = 123456789\n".write(to: root.appendingPathComponent("big.tgl"), atomically: true, encoding: .utf8)
    try "let s = 1\n".write(to: root.appendingPathComponent("small.tgl"), atomically: true, encoding: .utf8)
    var limits = WorkspaceFiles.Limits()
    limits.bytesPerFile = 12
    limits.waitForOpenDocuments = 0
    let files = WorkspaceFiles(limits: limits)
    #expect(files.onDisk(root.appendingPathComponent("big.tgl").absoluteString) == nil)
    files.index([root.absoluteString])
    #expect(files.waitUntilIdle(timeout: 30))
    #expect(files.snapshot.keys.map { $0.split(separator: "/").last ?? "" } == ["small.tgl"])
  }
}
