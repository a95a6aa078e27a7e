// Indexing the workspace's files waits for the open documents' first diagnostics (or a short time at most), so that
// it does not take a core from them.

import Foundation
import LSPProtocol
import Testing

@testable import TGLLanguageService

@Suite struct WorkspaceIndexGateTests {
  /// A folder with one `.tgl` file of one element.
  func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-gate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("view 名前 {}\n".utf8).write(to: root.appendingPathComponent("a.tgl"))
    return root
  }

  func files(waiting seconds: Double) -> WorkspaceFiles {
    var limits = WorkspaceFiles.Limits()
    limits.waitForOpenDocuments = seconds
    return WorkspaceFiles(limits: limits)
  }

  @Test func indexingWaitsForTheOpenDocumentsFirstDiagnostics() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = files(waiting: 60)
    files.index([root.absoluteString])
    // Held: the job has not run, however long the machine takes.
    #expect(!files.waitUntilIdle(timeout: 0.3))
    #expect(files.snapshot.isEmpty)
    files.openDocumentsPublished()
    #expect(files.waitUntilIdle(timeout: 30))
    #expect(files.snapshot.values.flatMap(\.symbols).map(\.name) == ["名前"])
  }

  @Test func indexingStartsAnywayAfterItsWait() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = files(waiting: 0.05)
    files.index([root.absoluteString])
    #expect(files.waitUntilIdle(timeout: 30))
    #expect(files.snapshot.count == 1)
  }
}
