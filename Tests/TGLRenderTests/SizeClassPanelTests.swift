// The environments of `--all-size-classes`: one per declared `when` condition, with a titled panel each.

import TGLLayout
import TGLSemantics
import Testing

@testable import TGLRender

@Suite struct SizeClassPanelTests {
  let source = """
    @canvas 390, 844
    @scale 3
    linear card (vert) {
        padding: 16
        when landscape { padding: 8 }
        when width: compact, height: regular { padding: 12 }
        view photo {
            width: fill; height: 200
            when landscape { height: 100 }
            when portrait { height: 300 }
        }
    }
    """

  @Test func oneEnvironmentPerDistinctCondition() {
    let document = Lowering.lower(source: source).documents[0]
    let environments = declaredSizeClassEnvironments(of: document, base: Environment(document: document))
    #expect(environments.map { $0.condition?.sourceText } == [nil, "landscape", "width: compact, height: regular"])
    #expect(environments[1].environment.canvas == Size(width: 844, height: 390))
    #expect(environments[1].environment.orientation == .landscape)
    #expect(environments[2].environment.widthClass == .compact)
    #expect(environments[2].environment.heightClass == .regular)
    #expect(environments[2].environment.canvas == Size(width: 390, height: 844))
  }

  @Test func panelsAreTitledWithTheirEnvironment() {
    let document = Lowering.lower(source: source).documents[0]
    let row = declaredSizeClassEnvironments(of: document, base: Environment(document: document)).map {
      Panel(
        document: document, environment: $0.environment, result: layout(document, in: $0.environment),
        condition: $0.condition)
    }
    #expect(
      row.map(\.title) == [
        "card 390×844", "card 844×390 · when landscape", "card 390×844 · when width: compact, height: regular",
      ])
    #expect(
      row.map(\.subtitle) == [
        "390×844 @3x · w:any h:any · portrait", "844×390 @3x · w:any h:any · landscape",
        "390×844 @3x · w:compact h:regular · portrait",
      ])
    let svg = Picture(rows: [row]).svg()
    #expect(occurrences(of: "<g class=\"panel\"", in: svg) == 3)
    #expect(svg.contains(#"<g class="panel" transform="translate(1334,20)">"#))
  }
}
