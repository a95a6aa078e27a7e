// A diagnostic's subject (the element it is about) says what the finding is about, not what it says.

import TGLDiagnostics
import TGLSyntax
import Testing

@Suite struct DiagnosticSubjectTests {
  @Test func twoFindingsThatDifferOnlyByTheirSubjectAreOne() {
    var a = Diagnostic(rule: "missing-size", severity: .warning, range: TextRange(start: 4, end: 7), message: "m")
    var b = a
    a.subject = 3
    b.subject = 7
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
    #expect(Diagnostic(rule: "missing-size", severity: .warning, range: .empty(at: 0), message: "m").subject == nil)
  }

  @Test func anyOtherDifferenceMakesThemTwo() {
    var a = Diagnostic(rule: "missing-size", severity: .warning, range: TextRange(start: 4, end: 7), message: "m")
    a.subject = 3
    var b = a
    b.message = "n"
    #expect(a != b)
    b = a
    b.related = [RelatedLocation(range: .empty(at: 1), message: "used here")]
    #expect(a != b)
  }
}
