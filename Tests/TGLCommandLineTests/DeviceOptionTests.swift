// `--device`: the device's screen, scale and safe area, over the file's `@device`; an unknown name is a usage error.

import Testing

@Suite struct DeviceOptionTests {
  let source = "frame S {\n    view A { left: 0; top: 0; size: 50, 20 }\n}\n"

  /// iPhone 15 in landscape: 852 x 393; the root's left padding is the left inset, 59 (code notes §10).
  @Test func theDeviceGivesTheCanvasAndTheRootsSideInsets() {
    let run = runTGL(["layout", "-", "--device", "iPhone 15", "--orientation", "landscape"], input: source)
    #expect(run.status == 0)
    #expect(run.output == "frame S (0, 0, 852, 393)\n  view A (59, 0, 50, 20) at (59, 0)\n")
  }

  /// The JSON environment names the insets: iPhone 15 in landscape has none at the top, 59 on each side (the sensor
  /// housing's and the other) and 21 at the bottom (the home indicator); in portrait 59 at the top and 34 at the bottom.
  @Test func theJSONEnvironmentNamesTheSafeArea() {
    let landscape = runTGL(
      ["layout", "-", "--format", "json", "--device", "iPhone 15", "--orientation", "landscape"], input: source)
    #expect(landscape.output.contains(#""safeArea": {"top": 0, "left": 59, "bottom": 21, "right": 59}}"#))
    let portrait = runTGL(["layout", "-", "--format", "json"], input: "@device \"iPhone 15\"\n" + source)
    #expect(portrait.output.contains(#""safeArea": {"top": 59, "left": 0, "bottom": 34, "right": 0}}"#))
  }

  /// The option replaces the file's device: an iPhone SE in portrait is 375 x 667, insets on no side.
  @Test func theOptionReplacesTheFilesDevice() {
    let run = runTGL(["layout", "-", "--device", "iphone se"], input: "@device \"iPad\", landscape\n" + source)
    #expect(run.output == "frame S (0, 0, 375, 667)\n  view A (0, 0, 50, 20) at (0, 0)\n")
  }

  /// "iphone 99" is two substitutions from "iphone se", "iphone 14" and "iphone 15" (ties in catalogue order).
  @Test func anUnknownDeviceIsAUsageErrorListingCloseNames() {
    let run = runTGL(["layout", "-", "--device", "iPhone 99"], input: source)
    #expect(run.status == 2)
    #expect(run.error.contains("--device: unknown device 'iPhone 99'; close names: 'iPhone SE', 'iPhone 14', 'iPhone 15'"))
  }

  /// `tgl check` on the device finds the label under the status bar (59 points at the top in portrait).
  @Test func checkLintsOnTheDevice() {
    let run = runTGL(
      ["check", "-", "--device", "iPhone 15"], input: "frame S {\n    label title { left: 16; top: 0; size: 100, 20; text: \"Hi\" }\n}\n")
    #expect(run.output.contains("warning[unsafe-area]: 'title' reaches 59 points into the unsafe area at the top"))
  }
}
