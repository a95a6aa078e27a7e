import Testing

@Test func TGLLayoutTestsBuilds() {
  #expect(Bool(true))
}
