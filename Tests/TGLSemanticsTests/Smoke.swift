import Testing

@Test func TGLSemanticsTestsBuilds() {
  #expect(Bool(true))
}
