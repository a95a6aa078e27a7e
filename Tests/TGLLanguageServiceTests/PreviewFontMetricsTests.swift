// The preview measures text with the font metrics the document's `@fontMetrics` names, as the editor's diagnostics
// and hover do: the page shows what the editor shows.

import Foundation
import TGLIDE
import TGLJSON
import TGLPreview
import Testing

@testable import TGLLanguageService

@Suite struct PreviewFontMetricsTests {
  /// The label's frame in the preview's frame event.
  func labelFrame(_ frame: JSON) -> [Double]? {
    frame["panels"]?.arrayValue?.first?["elements"]?.arrayValue?.first { $0["path"]?.stringValue == "A" }?["frame"]?
      .arrayValue?.compactMap(\.doubleValue)
  }

  /// Metrics of 1,000 units an em, every printable ASCII character 500 wide, ascender 800 and descender −200
  /// (`FontMetricsChangeTests.metrics`): "abcd" at the label's 17 points is 4 × 500 × 17 / 1,000 = 34 wide and
  /// (800 + 200) × 17 / 1,000 = 17 high. Without the file the directive's problem is reported and Inter measures.
  @Test func thePreviewMeasuresWithTheDocumentsFontMetrics() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-preview-metrics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try FontMetricsChangeTests.metrics.write(
      to: root.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
    let handlers = TGLHandlers(host: AnalysisHost(), options: TGLFeatureOptions())
    let renderer = handlers.previewRenderer
    let text = "@fontMetrics \"m.json\"\n\nlabel A { size: wrap, wrap; text: \"abcd\" }\n"
    let document = PreviewDocument(
      key: "a.tgl", uri: root.appendingPathComponent("a.tgl").absoluteString, version: 1, text: text, settings: [:])
    #expect(labelFrame(renderer.frame(document, settings: [:])) == [0, 0, 34, 17])

    let elsewhere = PreviewDocument(
      key: "b.tgl", uri: root.appendingPathComponent("sub/b.tgl").absoluteString, version: 1, text: text,
      settings: [:])
    let inter = labelFrame(renderer.frame(elsewhere, settings: [:]))
    #expect(inter != nil && inter != [0, 0, 34, 17])
  }
}
