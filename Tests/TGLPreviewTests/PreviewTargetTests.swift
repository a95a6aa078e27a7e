// The preview names the library its screens are laid out for, and the page can choose it.

import TGLJSON
import TGLIDE
@testable import TGLPreview
import TGLSemantics
import Testing

@Suite struct PreviewTargetTests {
  static let text = "linear S (vert) {\n    width: 100\n    height: wrap\n    view A { width: fill; height: 40 }\n}\n"

  func frame(_ text: String, settings: LayoutSettings = LayoutSettings()) -> JSON {
    let renderer = PreviewRenderer(host: AnalysisHost(), makeSettings: { _, _ in settings })
    return renderer.frame(
      PreviewDocument(key: "a.tgl", uri: "file:///w/a.tgl", version: 1, text: text, settings: .null), settings: .null)
  }

  @Test func theFrameNamesTheFilesTarget() {
    #expect(frame(Self.text)["target"] == "TangramKit 1.4.2")
    #expect(frame("@target mylayout\n" + Self.text)["target"] == "MyLayout 2.0")
  }

  @Test func theSettingsReplaceTheFilesTarget() {
    var settings = LayoutSettings()
    settings.library = .tangramKit
    #expect(frame("@target mylayout\n" + Self.text, settings: settings)["target"] == "TangramKit 1.4.2")
  }

  /// A file with no document (only a directive) still says which library the settings choose.
  @Test func aFileWithoutDocumentsNamesTheSettingsLibrary() {
    var settings = LayoutSettings()
    settings.library = .myLayout
    #expect(frame("@scale 2\n", settings: settings)["target"] == "MyLayout 2.0")
    #expect(frame("@scale 2\n")["target"] == "TangramKit 1.4.2")
  }

  @Test func thePageHasATargetControlAndShowsTheTarget() {
    let page = PreviewPage.page(document: "a.tgl", token: "t")
    #expect(page.contains(#"<label>Target <select id="target"><option value="">file</option>"#))
    #expect(page.contains("if ($('target').value) query.set('target', $('target').value);"))
    #expect(page.contains("`version ${next.version} · ${next.target}`"))
  }
}
