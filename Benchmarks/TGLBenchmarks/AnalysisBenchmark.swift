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
      let document = DocumentText(
        uri: "file:///bench.tgl", version: version, text: String(decoding: edited, as: UTF8.self))
      _ = host.analysis(of: document, settings: LayoutSettings()).diagnostics
    }
    let analysis = Analysis(text: text)
    // The analysis is lazy: its diagnostics first, so that the requests below time (and callgrind, collecting only in
    // `Analysis.hover`, counts) the requests alone.
    _ = analysis.diagnostics
    let offsets = stride(from: 100, to: bytes.count, by: bytes.count / 20).map { offset in
      var at = offset
      while at < bytes.count, bytes[at] != UInt8(ascii: ":") { at += 1 }
      return max(0, at - 1)
    }
    for offset in offsets { _ = analysis.hover(at: offset, format: .markdown) }
    perRequest("hover (markdown)", offsets) { _ = analysis.hover(at: $0, format: .markdown) }
    perRequest("completion", offsets) { _ = analysis.completions(at: $0, options: CompletionOptions(snippets: true)) }
    // The same requests as a server meets them: between two requests the client (and anything else) has run and
    // the caches hold its data, not the analysis's. 16 MiB written between requests stands for that.
    var evict = [UInt8](repeating: 0, count: 16 << 20)
    let scatter = { (round: Int) in
      evict.withUnsafeMutableBytes { buffer in
        for index in stride(from: round % 64, to: buffer.count, by: 64) { buffer[index] &+= 1 }
      }
    }
    perRequest("hover (markdown), caches evicted between requests", offsets, between: scatter) {
      _ = analysis.hover(at: $0, format: .markdown)
    }
    perRequest("completion, caches evicted between requests", offsets, between: scatter) {
      _ = analysis.completions(at: $0, options: CompletionOptions(snippets: true))
    }
    let diagnostics = analysis.diagnostics
    var byRule: [String: Int] = [:]
    for diagnostic in diagnostics { byRule[diagnostic.rule.rawValue, default: 0] += 1 }
    print("documents: \(documents.count), elements: \(documents.map(\.root.subtreeCount).reduce(0, +))")
    print("diagnostics: \(diagnostics.count) \(byRule.sorted { $0.key < $1.key })")
    if let first = diagnostics.first { print("first: \(first.message)") }
  }

  /// The median and 95th percentile time of `body` over `offsets`, each repeated 50 times; `between` runs (untimed)
  /// before each request.
  static func perRequest(
    _ label: String, _ offsets: [Int], between: (Int) -> Void = { _ in }, _ body: (Int) -> Void
  ) {
    var times: [Double] = []
    for round in 0..<50 {
      for offset in offsets {
        between(round)
        times.append(seconds { body(offset) })
      }
    }
    times.sort()
    let median = times[times.count / 2] * 1e6
    let p95 = times[times.count * 95 / 100] * 1e6
    print(String(format: "%@: median %.1f µs, p95 %.1f µs, %d requests", label, median, p95, times.count))
  }
}
