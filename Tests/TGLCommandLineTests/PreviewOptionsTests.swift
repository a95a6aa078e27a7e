// `tgl preview --canvas` and `--scale` replace the file's `@canvas` and `@scale`, as in `render` and `layout`.

@testable import TGLCommandLine
import TGLIDE
import TGLSemantics
import TGLLanguageService
import Testing

@Suite struct PreviewOptionsTests {
  func settings(_ arguments: [String]) throws -> LayoutSettings {
    let parsed = try ArgumentParser.parse(["a.tgl"] + arguments, spec: PreviewCommand.spec)
    return layoutSettings(fromJSON: PreviewCommand.settingsJSON(try EnvironmentOptions.parse(parsed)))
  }

  @Test func canvasAndScaleOverrideTheFile() throws {
    let canvas = try settings(["--canvas", "320,568"])
    #expect(canvas.overridesFile)
    #expect(canvas.canvas == Size(width: 320, height: 568))
    let scale = try settings(["--scale", "1"])
    #expect(scale.overridesFile)
    #expect(scale.scale == 1)
    #expect(scale.canvas == nil)
  }

  /// Options that do not set the screen leave the file's `@canvas` and `@scale` alone.
  @Test func otherOptionsLeaveTheFilesScreen() throws {
    let rtl = try settings(["--rtl", "--size-class", "w:compact"])
    #expect(!rtl.overridesFile)
    #expect(rtl.rtl)
  }
}
