// The layouts a hover reads from the snapshot's table (`Analysis.documentLayouts`) are the ones it looked up on
// every hover before: the current environment's and each size class's, in the same order, made once per snapshot.

import Foundation
import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@testable import TGLIDE

@Suite struct DocumentLayoutsTests {
  /// Every document of the examples and the layout and lint fixtures, under the default settings and under a
  /// landscape phone with size classes: the table's current environment and items equal the settings' environment
  /// and the piece's layout in it; its declared layouts are `declaredEnvironments`, each with its layout.
  @Test func theTableHoldsTheLayoutsLookedUpBefore() throws {
    let root = Fixtures.repositoryRoot()
    var landscape = LayoutSettings()
    landscape.canvas = Size(width: 844, height: 390)
    landscape.widthClass = .regular
    landscape.heightClass = .compact
    var documents = 0
    var declared = 0
    for folder in ["examples", "Tests/Data/layout", "Tests/Data/lint"] {
      for url in Fixtures.files(in: root.appendingPathComponent(folder), withSuffix: ".tgl") {
        guard let text = Fixtures.read(url) else { continue }
        for settings in [LayoutSettings(), landscape] {
          let analysis = Analysis(text: text, settings: settings)
          for document in analysis.source.documents.indices {
            let table = analysis.documentLayouts(document)
            let environment = analysis.environment(ofDocument: document)
            #expect(table.current.environment == environment, "\(url.lastPathComponent) \(document)")
            #expect(table.current.items == analysis.layout(ofDocument: document, in: environment).items)
            let named = analysis.declaredEnvironments(ofDocument: document)
            let layouts = table.declared.value
            #expect(layouts.map(\.named) == named, "\(url.lastPathComponent) \(document)")
            for (layout, named) in zip(layouts, named) {
              #expect(layout.items == analysis.layout(ofDocument: document, in: named.environment).items)
            }
            // Made once: the second look-up is the same table.
            #expect(analysis.documentLayouts(document) === table)
            documents += 1
            declared += layouts.count
          }
        }
      }
    }
    #expect(documents > 300)
    // Not only documents without `when` blocks.
    #expect(declared > 20)
  }

  /// Threads asking for the same document's table at once all get the one table.
  @Test func threadsShareOneTable() throws {
    let url = Fixtures.repositoryRoot().appendingPathComponent("examples/landscape.tgl")
    let analysis = Analysis(text: try #require(Fixtures.read(url)))
    let tables = Tables()
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      tables.add(analysis.documentLayouts(0))
    }
    let all = tables.all
    #expect(all.count == 16)
    #expect(all.allSatisfy { $0 === all[0] })
  }

  /// The tables the threads got, behind a lock.
  final class Tables: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [DocumentLayouts] = []
    func add(_ table: DocumentLayouts) { lock.withLock { tables.append(table) } }
    var all: [DocumentLayouts] { lock.withLock { tables } }
  }
}
