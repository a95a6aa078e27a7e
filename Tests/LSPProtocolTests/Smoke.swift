import Testing

@Test func LSPProtocolTestsBuilds() {
  #expect(Bool(true))
}
