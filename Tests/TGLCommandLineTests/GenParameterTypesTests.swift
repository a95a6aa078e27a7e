// `font` and `value` parameters taken by a component's type (issue 29 §3, docs/codegen.md "A component as a Swift
// type"): `Tests/Data/gen/params/` beside the Swift expected from it (`NAME.tgl.swift`, written by hand from the rules;
// the broken lines are where swift-format breaks them). `scripts/gen-check.sh` proves the frames of the same files.

import Foundation
import Testing

@Suite struct GenParameterTypesTests {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Data/gen/params").standardizedFileURL

  func generated() throws -> (pills: String, shelf: String) {
    let swift = try Self.generated(["pills.tgl", "shelf.tgl"], in: folder)
    return (swift[0], swift[1])
  }

  /// What `tgl gen swift` writes for the files `names` of `folder`, generated together, in order.
  static func generated(_ names: [String], in folder: URL) throws -> [String] {
    var files: [String: String] = [:]
    for name in names {
      files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift"] + names.map { directory.path($0) })
    #expect(run.status == 0, "\(run.error)")
    return try names.map { try #require(directory.read($0 + ".swift")) }
  }

  @Test func theFilesAreTheExpectedSwift() throws {
    let (pills, shelf) = try generated()
    #expect(pills == (try String(contentsOf: folder.appendingPathComponent("pills.tgl.swift"), encoding: .utf8)))
    #expect(shelf == (try String(contentsOf: folder.appendingPathComponent("shelf.tgl.swift"), encoding: .utf8)))
  }

  @Test func theTypeTakesAFontAndValues() throws {
    let (pills, _) = try generated()
    // `face` is a UIFont whose default is the component's (15, scaled), `gap` a CGFloat (6), `span` a TGLayoutSize
    // (`wrap`); the initialiser sets them where the statements differ only in the value, and the font's
    // `adjustsFontForContentSizeCategory` line, the same for every font that follows Dynamic Type.
    #expect(
      pills.contains(
        """
          init(
            text: String, face: UIFont = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 15)), gap: CGFloat = 6,
            span: TGLayoutSize = .wrap
          ) {

        """))
    #expect(pills.contains("    title.tg_width.equal(span)\n"))
    #expect(pills.contains("    title.font = face\n    title.adjustsFontForContentSizeCategory = true\n"))
    #expect(pills.contains("    dot.tg_width.equal(gap)\n"))
  }

  @Test func eachUsePassesWhatItsTypeTakes() throws {
    let (_, shelf) = try generated()
    // Every argument that differs from its default is passed, a font constant by its name; `fixed`'s font does not
    // follow Dynamic Type, so the use turns off what the type turned on; `mixed` gives `gap` a marker and `span` a
    // number, which their Swift types do not take: the use leaves them out and sets the sizes itself (cleared first,
    // as any size the type set otherwise).
    let constructions = """
          let plain = Pill(text: "Plain")
          let given = Pill(
            text: "Given", face: UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 20, weight: .bold)), gap: 12,
            span: .fill)
          let fixed = Pill(text: "Fixed", face: UIFont.systemFont(ofSize: 13))
          let named = Pill(text: "Named", face: Pills.bodyFont)
          let mixed = Pill(text: "Mixed")

      """
    #expect(shelf.contains(constructions))
    #expect(shelf.contains("    // line 14: label title\n    fixed.title.adjustsFontForContentSizeCategory = false\n"))
    #expect(shelf.contains("    // line 16: label title\n    mixed.title.tg_width.clear()\n    mixed.title.tg_width.equal(150)\n"))
    #expect(shelf.contains("    // line 16: view dot\n    mixed.dot.tg_width.clear()\n    mixed.dot.tg_width.equal(.wrap)\n"))
    // No use writes a font: the type does.
    #expect(!shelf.contains(".font ="))
  }

  /// `Tests/Data/gen/value-defaults/`: a `value` whose default is a number constant (or arithmetic of one) is a
  /// `CGFloat` defaulting to what the component writes, one whose default is a weight a `TGWeight`; a use that keeps
  /// the default, or gives the same constant, passes nothing; `lead`, without a default, is written by each use.
  @Test func valueDefaultsOfAConstantAndAWeightAreTheTypes() throws {
    let folder = folder.deletingLastPathComponent().appendingPathComponent("value-defaults")
    let generated = try Self.generated(["rails.tgl", "track.tgl"], in: folder)
    for (name, swift) in zip(["rails.tgl.swift", "track.tgl.swift"], generated) {
      let expected = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(swift == expected, "\(name)")
    }
    let (rails, track) = (generated[0], generated[1])
    #expect(rails.contains("  init(rule: CGFloat = Rails.hairline, share: TGWeight = 40%, tall: CGFloat = Rails.hairline * 5) {\n"))
    #expect(rails.contains("    mark.tg_height.equal(tall)\n"))
    #expect(
      track.contains(
        """
            let plain = Rail()
            let given = Rail(rule: 6, share: 70%, tall: 12)
            let named = Rail()
            let mixed = Rail()

        """))
    #expect(track.contains("    // line 13: view mark\n    plain.mark.tg_width.equal(20)\n"))
    #expect(track.contains("    // line 16: view bar\n    mixed.bar.tg_width.clear()\n    mixed.bar.tg_width.equal(80)\n"))
  }
}
