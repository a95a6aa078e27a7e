// `tgl-bench edit-one-view`: one view of a screen edited, as the language server meets it.
//
//   tgl-bench edit-one-view [--shapes rows,mixed] [--nodes 2000] [--runs R]
//
// Prints tab-separated lines per shape, times in microseconds (medians of R edits, each edit alternating between the
// document and the document with its edited leaf one point wider):
//   host    shape nodes runs median_us min_us    the product path: new text → AnalysisHost → diagnostics + layout
//   scratch shape nodes runs median_us min_us    a from-scratch layout of the edited document (the product's layout step)

import Foundation
import TGLIDE
import TGLLayout
import TGLSemantics

enum EditBenchmark {
  static func run(_ arguments: [String]) {
    var shapes: [LayoutShape] = [.rows, .mixed]
    var nodes = 2_000
    var runs = 41
    var i = 0
    func value() -> String {
      i += 1
      guard i < arguments.count else { usage() }
      return arguments[i]
    }
    while i < arguments.count {
      switch arguments[i] {
      case "--shapes": shapes = LayoutBenchmark.list(value()).map { orUsage(LayoutShape(rawValue: $0)) }
      case "--nodes": nodes = orUsage(Int(value()))
      case "--runs": runs = orUsage(Int(value()))
      default: usage()
      }
      i += 1
    }
    print("# one view edited in a screen; times in microseconds, medians of `runs` edits")
    print("# kind shape nodes runs median_us min_us")
    for shape in shapes {
      let texts = [shape.text(nodes: nodes), shape.text(nodes: nodes, editedLeaf: true)]
      let count = LayoutBenchmark.document(texts[0]).root.subtreeCount
      row("host", shape, count, host(texts, runs: runs))
      let edited = LayoutBenchmark.document(texts[1])
      let environment = Environment(document: edited)
      row("scratch", shape, count, (0..<runs).map { _ in Timing.measure { _ = layout(edited, in: environment) }.wall })
    }
  }

  /// The server's path: each edit is a new version of the text given to one `AnalysisHost`, which reuses the
  /// unchanged top-level pieces and lays the changed one out from scratch.
  static func host(_ texts: [String], runs: Int) -> [Double] {
    let host = AnalysisHost()
    let uri = "file:///edit-one-view.tgl"
    _ = host.analysis(of: DocumentText(uri: uri, version: 0, text: texts[0]), settings: LayoutSettings()).diagnostics
    return (1...runs).map { version in
      Timing.measure {
        let document = DocumentText(uri: uri, version: version, text: texts[version % 2])
        let analysis = host.analysis(of: document, settings: LayoutSettings())
        _ = analysis.diagnostics
        _ = analysis.layout(ofDocument: 0)
      }.wall
    }
  }

  static func row(_ kind: String, _ shape: LayoutShape, _ nodes: Int, _ times: [Double]) {
    let fields = [
      kind, shape.rawValue, "\(nodes)", "\(times.count)", LayoutBenchmark.fmt(LayoutBenchmark.median(times)),
      LayoutBenchmark.fmt(times.min()!),
    ]
    print(fields.joined(separator: "\t"))
  }
}
