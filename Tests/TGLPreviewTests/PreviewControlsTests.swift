// The page's controls override the file's `@device`, `@canvas` and `@scale`; left alone, the file's screen is used
// and the frame says so, for the page to show as its defaults.

import TGLIDE
import TGLJSON
@testable import TGLPreview
import TGLSemantics
import TGLLanguageService
import Testing

@Suite struct PreviewControlsTests {
  /// A 375 × 667 file whose root fills the screen, so the root's width is the canvas width.
  static let text = "@canvas 375, 667\nframe F {\n    width: fill\n    height: fill\n    view A { width: fill; height: 50 }\n}\n"
  /// The editor's settings, as the browser tests' client sends them: defaults for files without their own.
  static let editor: JSON = ["layout": ["canvas": "390,844", "scale": 3]]

  func frame(_ query: [String: String], editor: JSON = Self.editor, text: String = Self.text) -> JSON {
    let settings = EnvironmentOverrides(query: query).applied(to: editor)
    let renderer = PreviewRenderer(host: AnalysisHost(), makeSettings: { layoutSettings(fromJSON: $1) })
    return renderer.frame(
      PreviewDocument(key: "a.tgl", uri: "file:///w/a.tgl", version: 1, text: text, settings: settings),
      settings: settings)
  }

  func rootWidth(_ frame: JSON) -> Double? {
    let root = frame["panels"]?.arrayValue?.first?["elements"]?.arrayValue?.first
    return root?["frame"]?.arrayValue?[2].doubleValue
  }

  /// No control touched: the file's canvas wins over the editor's 390 × 844; the scale is the editor's 3, as the file
  /// has no `@scale`; the frame marks the screen as the file's.
  @Test func withNoControlTheFilesScreenIsUsedAndMarked() {
    let frame = frame([:])
    #expect(rootWidth(frame) == 375)
    #expect(frame["screen"] == ["width": 375.0, "height": 667.0, "scale": 3.0, "orientation": "portrait", "fromFile": true])
  }

  /// A file without `@canvas` is laid out on the editor's canvas, and the frame says the screen is not the file's.
  @Test func aFileWithoutCanvasShowsTheEditorsScreen() {
    let frame = frame([:], text: "frame F {\n    width: fill\n    height: fill\n}\n")
    #expect(rootWidth(frame) == 390)
    #expect(frame["screen"]?["fromFile"] == false)
  }

  /// Landscape turns the file's 375 × 667 canvas to 667 × 375 (the editor's canvas is not brought in).
  @Test func landscapeTurnsTheFilesCanvas() {
    let frame = frame(["orientation": "landscape"])
    #expect(rootWidth(frame) == 667)
    #expect(frame["screen"] == ["width": 667.0, "height": 375.0, "scale": 2.0, "orientation": "landscape", "fromFile": true])
  }

  /// The device replaces the file's canvas: iPhone 15 is 393 wide in portrait, 852 in landscape.
  @Test func theDeviceReplacesTheFilesCanvas() {
    #expect(rootWidth(frame(["device": "iPhone 15"])) == 393)
    #expect(rootWidth(frame(["device": "iPhone 15", "orientation": "landscape"])) == 852)
  }

  /// The page's scale replaces the file's `@scale 3` and keeps its canvas; a canvas in the query replaces the file's.
  @Test func scaleAndCanvasReplaceTheFiles() {
    let scaled = frame(["scale": "1"], text: "@scale 3\n" + Self.text)
    #expect(scaled["screen"]?["scale"] == 1.0)
    #expect(rootWidth(scaled) == 375)
    #expect(rootWidth(frame(["canvas": "320,568"])) == 320)
    // Beside a device the page's scale replaces the device's @3x too; the device's canvas stays.
    let onDevice = frame(["device": "iPhone 15", "scale": "1"])
    #expect(onDevice["screen"]?["scale"] == 1.0)
    #expect(rootWidth(onDevice) == 393)
  }

  /// A page choice drops the editor's device, canvas and scale and sets the override flag; text-only choices don't.
  @Test func theOverridesSetTheFlagOnlyForTheScreen() {
    var query = EnvironmentOverrides()
    query.orientation = "landscape"
    #expect(query.applied(to: Self.editor) == ["layout": ["overrideFile": true, "orientation": "landscape"]])
    var rtl = EnvironmentOverrides()
    rtl.rtl = true
    #expect(rtl.applied(to: Self.editor) == ["layout": ["canvas": "390,844", "scale": 3, "rtl": true]])
  }

  /// The editor's own override flag: its canvas replaces the file's with no control touched.
  @Test func theEditorsOverrideFlagIsHonoured() {
    let editor: JSON = ["layout": ["canvas": "390,844", "scale": 3, "overrideFile": true]]
    let frame = frame([:], editor: editor)
    #expect(rootWidth(frame) == 390)
    // With the flag the editor's device stays under the page's Landscape: iPhone 15 turned is 852 wide (the file's
    // canvas turned would be 667).
    let device: JSON = ["layout": ["device": "iPhone 15", "overrideFile": true]]
    #expect(rootWidth(self.frame(["orientation": "landscape"], editor: device)) == 852)
  }

  @Test func thePageShowsTheFramesScreenAsItsDefaults() {
    let page = PreviewPage.page(document: "a.tgl", token: "t")
    #expect(page.contains("const origin = screen.fromFile ? 'from file' : 'editor';"))
    #expect(page.contains("showDefaults(next.screen);"))
  }
}
