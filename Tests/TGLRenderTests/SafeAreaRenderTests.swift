// The unsafe areas in a picture: the strips of a device's safe-area insets, the legend entry and the subtitle.

import Testing

@Suite struct SafeAreaRenderTests {
  /// iPhone 15 in portrait (393 x 852): a 59-point strip at the top, a 34-point one at the bottom (852 - 34 = 818).
  @Test func theStripsOfTheInsetsAreShadedOnADevice() {
    let svg = renderSVG("@device \"iPhone 15\"\nframe S { view A { left: 0; top: 0; size: 50, 20 } }\n")
    expectFragments(
      svg,
      [
        ##"<g class="unsafe"><rect x="0" y="0" width="393" height="59"/><rect x="0" y="818" width="393" height="34"/></g>"##,
        "unsafe area (outside the device&apos;s safe area)",
        "safe area 59 0 34 0",
      ])
  }

  @Test func noStripsWithoutADevice() {
    #expect(!renderSVG(readmeSource).contains("class=\"unsafe\""))
  }
}
