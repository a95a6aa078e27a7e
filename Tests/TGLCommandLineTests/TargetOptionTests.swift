// `--target tangramkit|mylayout` on the commands, `@target` in the file, and `gen swift` on a MyLayout file.

import TGLTestSupport
import Testing

@Suite struct TargetOptionTests {
  /// TangramKit clears A's width between both margins, MyLayout keeps it (`TargetSamples.wrappedFrame`).
  static let source = TargetSamples.wrappedFrame()
  static let tangramKitFrames = """
    linear R (0, 0, 200, 20)
      frame S (0, 0, 30, 20) at (0, 0)
        view A (10, 0, 0, 10) at (10, 0)

    """
  static let myLayoutFrames = """
    linear R (0, 0, 200, 20)
      frame S (0, 0, 80, 20) at (0, 0)
        view A (10, 0, 50, 10) at (10, 0)

    """

  @Test func theDefaultIsTangramKitAndTheOptionOrTheDirectiveChoosesMyLayout() {
    #expect(runTGL(["layout", "-"], input: Self.source).output == Self.tangramKitFrames)
    #expect(runTGL(["layout", "-", "--target", "mylayout"], input: Self.source).output == Self.myLayoutFrames)
    #expect(runTGL(["layout", "-"], input: "@target mylayout\n" + Self.source).output == Self.myLayoutFrames)
  }

  @Test func theOptionOverridesTheDirective() {
    let run = runTGL(["layout", "-", "--target", "tangramkit"], input: "@target mylayout\n" + Self.source)
    #expect(run.output == Self.tangramKitFrames)
  }

  @Test func theJSONEnvironmentNamesTheLibrary() {
    let run = runTGL(["layout", "-", "--format", "json"], input: "@target mylayout\nview V { width: 1; height: 2 }\n")
    #expect(run.output.contains(#""rtl": false, "library": "mylayout", "safeArea": "#), "\(run.output)")
  }

  @Test func anUnknownLibraryIsAUsageError() {
    let run = runTGL(["layout", "-", "--target", "uikit"])
    #expect(run.status == 2)
    #expect(run.error == "tgl layout: --target expects tangramkit or mylayout, not 'uikit'\n")
  }

  /// TangramKit clears the width between both margins, so `check` reports it (`edges-clear-size`, where the layout
  /// wraps); MyLayout keeps it.
  @Test func checkFollowsTheTarget() {
    let tangramKit = runTGL(["check", "-", "--format", "json"], input: Self.source)
    #expect(tangramKit.output.contains(#""rule": "edges-clear-size""#))
    #expect(!tangramKit.output.contains("conflicting-constraints"))
    let myLayout = runTGL(["check", "-", "--target", "mylayout"], input: Self.source)
    #expect(myLayout.status == 0)
    #expect(myLayout.output == "checked 1 file: no problems\n", "\(myLayout.output)")
  }

  /// The picture's heading names MyLayout, which is not the default; TangramKit goes without saying.
  @Test func renderNamesMyLayoutInTheHeading() {
    let myLayout = runTGL(["render", "-", "--canvas", "200,300", "--target", "mylayout"], input: Self.source)
    #expect(myLayout.output.contains(">200×300 @2x · w:any h:any · portrait · MyLayout 2.0"), "\(myLayout.output)")
    let tangramKit = runTGL(["render", "-", "--canvas", "200,300"], input: Self.source)
    #expect(tangramKit.status == 0 && !tangramKit.output.contains("MyLayout"))
  }

  @Test func genSwiftWarnsAtTheDirectiveOfAMyLayoutFile() {
    let run = runTGL(["gen", "swift", "-"], input: "@target mylayout\nview V { width: 1; height: 2 }\n")
    #expect(run.status == 0)
    #expect(
      run.error
        == "<stdin>:1:1: warning[gen-swift]: the file targets MyLayout 2.0, but the generated code is TangramKit "
        + "1.4.2's: it is laid out and checked for TangramKit, whose frames may differ from MyLayout's\n")
    #expect(run.output.contains("import TangramKit"))
    #expect(runTGL(["gen", "swift", "-"], input: "@target tangramkit\nview V { width: 1; height: 2 }\n").error == "")
  }
}
