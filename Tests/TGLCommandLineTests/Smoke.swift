import Testing

@Test func TGLCommandLineTestsBuilds() {
  #expect(Bool(true))
}
