// Helpers for render tests: laying out source text and checking that an SVG is well-formed XML.

import Foundation
import TGLLayout
import TGLRender
import TGLSemantics
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The TangramKit README example: S 100×200, A (20,0,50,50), B (40,60,60,40), C (0,110,100,40), D (30,160,50,40).
let readmeSource = """
  @canvas 390, 844
  linear S (vert) {
      width: 100
      height: wrap
      vspace: 10
      view A { left: 20%; right: 30%; height: A.width }
      view B { left: 40; width: fill; height: 40 }
      view C { width: fill; height: 40 }
      view D { right: 20; width: 50%; height: 40 }
  }
  """

/// The panels of every document of `source` in its own environment (or `environment` when given).
func panels(_ source: String, environment: Environment? = nil) -> [[Panel]] {
  Lowering.lower(source: source).documents.map { document in
    let environment = environment ?? Environment(document: document)
    return [Panel(document: document, environment: environment, result: layout(document, in: environment))]
  }
}

/// The SVG of `source`, one panel per document.
func renderSVG(_ source: String, environment: Environment? = nil) -> String {
  Picture(rows: panels(source, environment: environment)).svg()
}

/// Expects `svg` to contain every fragment, naming the missing ones.
func expectFragments(_ svg: String, _ fragments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
  for fragment in fragments {
    #expect(svg.contains(fragment), "missing: \(fragment)", sourceLocation: sourceLocation)
  }
}

/// Parses `svg` as XML; nil when it is well-formed, else the parser's error.
func xmlError(_ svg: String) -> String? {
  let parser = XMLParser(data: Data(svg.utf8))
  return parser.parse() ? nil : String(describing: parser.parserError)
}

/// The number of non-overlapping occurrences of `needle` in `text`.
func occurrences(of needle: String, in text: String) -> Int {
  text.components(separatedBy: needle).count - 1
}
