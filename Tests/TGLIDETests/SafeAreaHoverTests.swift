// Hover and completion with a device: the root's paddings that hold the safe-area insets, and the device names.

import TGLIDE
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct SafeAreaHoverTests {
  /// iPhone 15 in landscape (852 x 393, insets left and right 59, bottom 21): the root's left and right paddings take
  /// the insets (10 + 59 = 69), the top and bottom do not (TangramKit's default set).
  @Test func theRootsHoverSaysWhichPaddingsHoldAnInset() {
    checkHover(
      """
      @device "iPhone 15", landscape
      linear $0S (vert) {
          padding: 10
          view A { width: fill; height: 40 }
      }
      """,
      """
      linear S
      (0, 0, 852, 393) on the canvas
      width = not set: the canvas width = 852
      height = not set: the canvas height = 393
      environment: 852 × 393 @3x, landscape, width: compact, height: compact
      laid out for TangramKit 1.4.2
      safe area: leading padding 10 + 59 (the left inset) = 69; trailing padding 10 + 59 (the right inset) = 69
      """)
  }

  @Test func deviceNamesAreOfferedAfterTheDirective() {
    let labels = completionLabels("@device $0\nframe S {}\n")
    #expect(labels.first == "\"iPhone SE\"")
    #expect(labels.count == Device.catalogue.count)
    let item = completions("@device \"iPh$0\"\nframe S {}\n").first { $0.label == "\"iPhone 15\"" }
    // The item replaces the whole string, quotes included: bytes 8 to 13.
    #expect(item?.range == TextRange(start: 8, end: 13))
  }
}

@Suite struct DeviceSettingsTests {
  let plain = Lowering.lower(source: "frame S {}\n").documents[0]
  let withCanvas = Lowering.lower(source: "@canvas 320, 480\nframe S {}\n").documents[0]

  /// The editor's device applies to a file without `@device` and `@canvas`, or to every file with `overrideFile`.
  @Test func theSettingsDeviceIsADefaultUnlessItOverrides() throws {
    var settings = LayoutSettings(canvas: Size(width: 390, height: 844), scale: 2)
    settings.device = try #require(Device.named("iPhone 15"))
    settings.orientation = .landscape
    let environment = settings.environment(for: plain)
    #expect(environment.canvas == Size(width: 852, height: 393))
    #expect(environment.safeArea == SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(settings.environment(for: withCanvas).canvas == Size(width: 320, height: 480))
    #expect(settings.environment(for: withCanvas).safeArea == .zero)
    settings.overridesFile = true
    #expect(settings.environment(for: withCanvas).canvas == Size(width: 852, height: 393))
    #expect(settings.environment(for: withCanvas).scale == 3)
  }

  /// A file's `@device` wins over the editor's canvas and scale, as its `@canvas` and `@scale` do (VS Code always
  /// sends a canvas): an iPhone 16 Pro in portrait is 402 x 874 at @3x.
  @Test func aFilesDeviceWinsOverTheEditorsCanvas() {
    let settings = LayoutSettings(canvas: Size(width: 390, height: 844), scale: 2)
    let document = Lowering.lower(source: "@device \"iPhone 16 Pro\"\nframe S {}\n").documents[0]
    let environment = settings.environment(for: document)
    #expect(environment.canvas == Size(width: 402, height: 874) && environment.scale == 3)
    #expect(environment.safeArea == SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0))
  }
}

@Suite struct SafeAreaDerivationTests {
  /// iPhone 15 in landscape: the root's inner width is 852 - (10 + 59) - (10 + 59) = 714, which A fills.
  @Test func aChildOfTheRootFillsTheWidthLeftBetweenTheInsets() {
    checkHover(
      """
      @device "iPhone 15", landscape
      linear S (vert) {
          padding: 10
          view $0A { width: fill; height: 40 }
      }
      """,
      """
      view A in linear S
      (69, 10, 714, 40) in S, (69, 10, 714, 40) in the document
      width = fill: 714 = 714
      height = 40
      environment: 852 × 393 @3x, landscape, width: compact, height: compact
      laid out for TangramKit 1.4.2
      """)
  }
}
