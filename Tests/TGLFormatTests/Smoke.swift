import Testing

@Test func TGLFormatTestsBuilds() {
  #expect(Bool(true))
}
