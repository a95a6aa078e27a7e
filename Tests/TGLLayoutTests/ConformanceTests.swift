// Runs every conformance case kept in the repository (Tests/Data/conformance, so that the suite passes on a plain
// clone with nothing beside it): lower the .tgl, lay it out, compare with .expected.json within 0.01. CI also runs
// the shared set of cases, which may hold more, through `tgl layout` (.ci/run).

import Foundation
import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct ConformanceTests {
  static var directory: URL {
    Fixtures.repositoryRoot().appendingPathComponent("Tests/Data/conformance")
  }

  static var cases: [String] {
    Fixtures.files(in: directory, withSuffix: ".expected.json").map {
      String($0.lastPathComponent.dropLast(".expected.json".count))
    }
  }

  @Test func conformanceDirectoryIsPresent() throws {
    try #require(
      FileManager.default.fileExists(atPath: Self.directory.path),
      "Tests/Data/conformance is missing; conformance cases were not run")
    #expect(Self.cases.count >= 30)
  }

  @Test(arguments: cases) func conformanceCase(_ name: String) throws {
    let tgl = Self.directory.appendingPathComponent(name + ".tgl")
    let json = Self.directory.appendingPathComponent(name + ".expected.json")
    let source = try #require(Fixtures.read(tgl))
    let data = try #require(FileManager.default.contents(atPath: json.path))
    let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let lowered = Lowering.lower(source: source)
    #expect(lowered.diagnostics.isEmpty, "\(lowered.diagnostics.map(\.message))")
    let document = try #require(lowered.documents.first)
    let canvas = expected["canvas"] as? [Double] ?? [375, 667]
    let scale = expected["scale"] as? Double ?? 2
    // The cases are MyLayout 2.0's tests: laid out for MyLayout (docs/layout-engine.md, "Rules of each target").
    var environment = Environment(canvas: Size(width: canvas[0], height: canvas[1]), scale: scale)
    environment.library = .myLayout
    let result = layout(document, in: environment)
    for (viewName, value) in expected["frames"] as? [String: [Double]] ?? [:] {
      let item = try #require(result.item(named: viewName), "\(viewName) missing")
      let f = item.frame
      let got = [f.x, f.y, f.width, f.height]
      #expect(zip(got, value).allSatisfy { abs($0 - $1) < 0.01 }, "\(viewName): got \(got), expected \(value)")
    }
    if let root = (expected["sizes"] as? [String: [Double]])?["root"] {
      let f = try #require(result.item(named: "root")).frame
      #expect(
        abs(f.width - root[0]) < 0.01 && abs(f.height - root[1]) < 0.01,
        "root size: got \([f.width, f.height]), expected \(root)")
    }
  }
}
