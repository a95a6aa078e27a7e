// `tgl-bench analysis FILE`: the phases of a language-server analysis, timed one by one.

import Foundation
import TGLIDE
import TGLLayout
import TGLSemantics
import TGLSyntax

enum AnalysisBenchmark {
  static func run(_ bytes: [UInt8], rounds: Int) {
    let text = String(decoding: bytes, as: UTF8.self)
    report("parse", bytes: bytes.count, rounds: rounds) { _ = Parser.parse(text) }
    let parse = Parser.parse(text)
    report("lower", bytes: bytes.count, rounds: rounds) { _ = Lowering.lower(parse.sourceFile) }
    let documents = Lowering.lower(parse.sourceFile).documents
    report("layout", bytes: bytes.count, rounds: rounds) {
      for document in documents { _ = layout(document, in: Environment(document: document)) }
    }
    report("analysis + diagnostics", bytes: bytes.count, rounds: rounds) { _ = Analysis(text: text).diagnostics }
    let host = AnalysisHost()
    var version = 0
    let middle = text.utf8.count / 2
    report("host: one-character edit + diagnostics", bytes: bytes.count, rounds: rounds) {
      version += 1
      var edited = Array(text.utf8)
      if version % 2 == 1 { edited.insert(UInt8(ascii: "x"), at: middle) }
      let document = DocumentText(uri: "file:///bench.tgl", version: version, text: String(decoding: edited, as: UTF8.self))
      _ = host.analysis(of: document, settings: LayoutSettings()).diagnostics
    }
    let diagnostics = Analysis(text: text).diagnostics
    var byRule: [String: Int] = [:]
    for diagnostic in diagnostics { byRule[diagnostic.rule.rawValue, default: 0] += 1 }
    print("documents: \(documents.count), elements: \(documents.map(\.root.subtreeCount).reduce(0, +))")
    print("diagnostics: \(diagnostics.count) \(byRule.sorted { $0.key < $1.key })")
    if let first = diagnostics.first { print("first: \(first.message)") }
  }
}
