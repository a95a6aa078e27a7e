// Diagnostics, inlay hints, code actions and formatting on analyses.

import Foundation
import TGLDiagnostics
import TGLIDE
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct DiagnosticsTests {
  @Test func syntaxLoweringAndLayoutProblemsInSourceOrder() {
    let source = """
      linear S (vert) {
          view A { width 40; height: 10 }
          view B { colour: red }
          relative R {
              view C { left: D.right; width: 10 }
              view D { left: C.right; width: 10 }
          }
      }
      """
    #expect(
      diagnostics(source) == [
        "2:19 error[syntax]: expected ':' after 'width'",
        "3:10 warning[missing-size]: 'B' has no width or height and no intrinsic size, so it is 0 × 0; give it a size, or 'intrinsic' for 'wrap'",
        "3:14 error[unknown-property]: unknown property 'colour'; see the properties in docs/language.md §6",
        "5:14 warning[missing-size]: 'C' has no height and no intrinsic size, so it is 0 tall; give it a height, or 'intrinsic' for 'wrap'",
        "5:24 error[dependency-cycle]: dependency cycle: C.left refers to D.right, and D.left refers to C.right; give one of them a value that does not refer back",
        "6:14 warning[missing-size]: 'D' has no height and no intrinsic size, so it is 0 tall; give it a height, or 'intrinsic' for 'wrap'",
      ])
  }

  @Test func cyclesNameTheOtherMembersAsRelatedLocations() {
    let source = "relative R {\n    view C { left: D.right; width: 10 }\n    view D { left: C.right; width: 10 }\n}"
    let cycle = Analysis(text: source).diagnostics.first { $0.rule == .dependencyCycle }
    #expect(cycle.map { text(source, $0.range) } == "D.right")
    #expect(cycle?.related.map { text(source, $0.range) } == ["C.right"])
  }

  @Test func aMissingColonHasAQuickFix() {
    let (source, offset) = cursor("linear S (vert) {\n    view A { wi$0dth 40 }\n}")
    let actions = Analysis(text: source).codeActions(in: TextRange.empty(at: offset))
    #expect(
      actions.map(\.title) == [
        "Insert ':'", "Suppress 'missing-size' on this line", "Suppress 'missing-size' in this file",
        "Show generated Swift",
      ])
    let fixed = TextEdit.apply(actions[0].edits, to: Array(source.utf8))
    #expect(String(decoding: fixed, as: UTF8.self) == "linear S (vert) {\n    view A { width: 40 }\n}")
    #expect(actions[0].kind == .quickFix && actions[0].diagnostic?.rule == .syntax)
  }

  @Test func lintFixesInALaterScreenEditTheRightPlace() {
    let (source, offset) = cursor(
      "@canvas 390, 844\nlinear A (vert) { view X { width: 10; height: 10 } }\n\nlinear B (vert) {\n    view Y { wi$0dht: 10; height: 10 }\n}\n"
    )
    let actions = Analysis(text: source).codeActions(in: .empty(at: offset))
    #expect(
      actions.map(\.title) == [
        "change to 'width'", "Suppress 'missing-size' on this line", "Suppress 'unknown-property' on this line",
        "Suppress 'missing-size' in this file", "Suppress 'unknown-property' in this file", "Show generated Swift",
      ])
    let fixed = String(decoding: TextEdit.apply(actions[0].edits, to: Array(source.utf8)), as: UTF8.self)
    #expect(fixed.contains("view Y { width: 10; height: 10 }"))
    #expect(actions.first?.diagnostic?.rule.rawValue == "unknown-property")
  }

  @Test func splitSizeIntoWidthAndHeight() {
    for (marked, expected) in [
      (
        "linear S {\n    view A {\n        si$0ze: 40, wrap\n    }\n}",
        "linear S {\n    view A {\n        width: 40\n        height: wrap\n    }\n}"
      ),
      ("linear S {\n    view A { size: 4$00, wrap }\n}", "linear S {\n    view A { width: 40; height: wrap }\n}"),
    ] {
      let (source, offset) = cursor(marked)
      let actions = Analysis(text: source).codeActions(in: .empty(at: offset)).filter { $0.kind == .refactorRewrite }
      #expect(actions.map(\.title) == ["Split 'size' into 'width' and 'height'"])
      let result = TextEdit.apply(actions.flatMap(\.edits), to: Array(source.utf8))
      #expect(String(decoding: result, as: UTF8.self) == expected)
    }
  }

  @Test func inlayHintsShowEachSizeAfterTheHeader() {
    #expect(
      withInlayHints(readmeExample) == """
        linear S (vert)⟨100 × 200⟩ {
            width: 100
            height: wrap
            vspace: 10

            view A⟨50 × 50⟩ { left: 20%; right: 30%; height: A.width }
            view B⟨60 × 40⟩ { left: 40; width: fill; height: 40 }
            view C⟨100 × 40⟩ { width: fill; height: 40 }
            view D⟨50 × 40⟩ { right: 20; width: 50%; height: 40 }
        }

        """)
  }

  @Test func inlayHintsFollowTheSettings() {
    let source = "linear S (vert) {\n    view 标题 { width: fill; height: 10 }\n}"
    let settings = LayoutSettings(canvas: Size(width: 320, height: 480))
    #expect(
      withInlayHints(source, settings: settings)
        == "linear S (vert)⟨320 × 480⟩ {\n    view 标题⟨320 × 10⟩ { width: fill; height: 10 }\n}")
  }

  @Test func formattingGivesEditsOnlyWithoutSyntaxErrors() {
    let clean = Analysis(text: "linear S {\nview A {width:10}\n}\n")
    let formatted = TextEdit.apply(clean.formattingEdits(), to: Array("linear S {\nview A {width:10}\n}\n".utf8))
    #expect(String(decoding: formatted, as: UTF8.self) == "linear S {\n    view A { width: 10 }\n}\n")
    let broken = Analysis(text: "linear S {\nview A {width 10}\n}\n")
    #expect(broken.formattingEdits().isEmpty)
    #expect(broken.rangeFormattingEdits(TextRange(start: 0, end: 5)).isEmpty)
    #expect(!clean.rangeFormattingEdits(TextRange(start: 12, end: 14)).isEmpty)
  }
}

@Suite struct AnalysisHostTests {
  @Test func oneAnalysisPerVersionAndSettings() {
    let host = AnalysisHost()
    let first = DocumentText(uri: "file:///a.tgl", version: 1, text: "linear S { view A { width: 10 } }")
    let analysis = host.analysis(of: first, settings: LayoutSettings())
    #expect(host.analysis(of: first, settings: LayoutSettings()) === analysis)
    let landscape = host.analysis(of: first, settings: LayoutSettings(orientation: .landscape))
    #expect(landscape !== analysis && landscape.source === analysis.source, "a settings change does not parse again")
    var second = first
    second.version = 2
    second.bytes = Array("linear S { view A { width: 20 } }".utf8)
    let newer = host.analysis(of: second, settings: LayoutSettings())
    #expect(
      newer.source !== analysis.source && newer.item(at: ElementLocation(document: 0, index: 1))?.frame.width == 20)
    #expect(host.analysis(of: first, settings: LayoutSettings()).version == 1, "an older snapshot still gets its own")
    #expect(host.analysis(of: second, settings: LayoutSettings()) === newer, "and does not replace the newer one")
  }

  @Test func incrementalLayoutEqualsFromScratch() {
    let host = AnalysisHost()
    var text = readmeExample + "\n" + readmeExample.replacingOccurrences(of: "linear S", with: "linear T")
    for version in 1...6 {
      text = text.replacingOccurrences(of: "vspace: \(version + 9)", with: "vspace: \(version + 10)")
      let document = DocumentText(uri: "file:///a.tgl", version: version, text: text)
      let incremental = host.analysis(of: document, settings: LayoutSettings())
      let scratch = Analysis(text: text)
      for index in 0..<2 { #expect(incremental.layout(ofDocument: index) == scratch.layout(ofDocument: index)) }
      #expect(incremental.diagnostics == scratch.diagnostics)
    }
  }
}
