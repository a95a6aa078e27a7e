import Testing

@Test func TGLSyntaxTestsBuilds() {
  #expect(Bool(true))
}
