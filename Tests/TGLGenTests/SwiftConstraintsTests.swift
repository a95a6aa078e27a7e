// `SwiftGenerator` on constraints containers: the gen fixtures whose Swift, written out by hand from docs/codegen.md
// ("Constraints containers"), sits beside them; single statements; what cannot be generated.

import Foundation
import TGLDiagnostics
import TGLGen
import Testing

@Suite struct SwiftConstraintsTests {
  /// A centre with a multiplier, which no anchor method takes, is written with `NSLayoutConstraint(item:…)`; `parent`
  /// at the root is `root`; a TangramKit layout in a constraints container keeps its `wrap` sizes (its intrinsic size,
  /// semantics §7.8) and its own properties.
  @Test func centreWithAMultiplierAndALayoutChild() throws {
    let source = """
      constraints page {
          linear column { padding: 4 }

          column.centerX == 0.5 * parent.centerX + 10
          column.top == parent.top
      }

      """
    let swift = try #require(generate(source).source)
    let lines = swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let column = try #require(lines.firstIndex(of: "// line 2: linear column"))
    #expect(
      Array(lines[column..<(column + 6)]) == [
        "// line 2: linear column",
        "column.translatesAutoresizingMaskIntoConstraints = false",
        "column.tg_width.equal(.wrap)",
        "column.tg_height.equal(.wrap)",
        "column.tg_padding = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)",
        "root.addSubview(column)",
      ])
    // Past 120 columns, broken after the parenthesis as swift-format breaks it.
    let call = try #require(lines.firstIndex(of: "NSLayoutConstraint("))
    #expect(
      Array(lines[call..<(call + 3)]) == [
        "NSLayoutConstraint(",
        "item: column, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5,",
        "constant: 10),",
      ])
    #expect(lines.contains("column.topAnchor.constraint(equalTo: root.topAnchor),"))
    #expect(lines.contains("let root = ConstraintsView()"))
  }

  /// `--public`: the nested classes and their members are public, as the type's properties of their type must be.
  @Test func publicNestedClasses() throws {
    let source = """
      constraints page {
          view dot { intrinsic: 8, 8 }
          dot.leading == parent.leading
          dot.top == parent.top
      }

      """
    let swift = try #require(generate(source, options: SwiftGenerationOptions(isPublic: true)).source)
    for line in [
      "  public let dot: IntrinsicView", "  public final class ConstraintsView: UIView {",
      "    public override func sizeThatFits(_ size: CGSize) -> CGSize {", "  public final class IntrinsicView: UIView {",
      "    public override var intrinsicContentSize: CGSize { intrinsicSize }",
    ] {
      #expect(swift.contains(line + "\n"), "\(line)")
    }
  }

  /// UIKit keeps one content hugging and compression resistance per view and axis: a `when` block that changes one
  /// generates nothing, with the reason at the view.
  @Test func contentPrioritiesBySizeClass() throws {
    let source = """
      constraints page {
          label note {
              text: "Hi"
              hugging: horz 251
              when landscape { hugging: horz 700 }
          }
          note.leading == parent.leading
          note.top == parent.top
      }

      """
    let result = generate(source)
    #expect(result.source == nil)
    #expect(
      result.errors.map(\.message) == [
        "cannot be generated for TangramKit: a view's 'hugging' and 'compression' cannot vary by size class (UIKit "
          + "keeps one for the view)"
      ])
    let note = try #require(source.range(of: "label note"))
    #expect(result.errors.map(\.range.start) == [source.utf8.distance(from: source.startIndex, to: note.lowerBound)])
  }

  /// An intrinsic size that a `when` block changes: tgl solves with it, and the generated view has one
  /// `intrinsicContentSize`, so nothing is generated (in a TangramKit layout the default's frame is kept instead).
  @Test func intrinsicBySizeClass() {
    let source = """
      constraints page {
          view a {
              intrinsic: 100, 40
              when width: regular { intrinsic: 200, 40 }
          }
          a.centerX == parent.centerX
          a.top == parent.top
      }

      """
    let result = generate(source)
    #expect(result.source == nil)
    #expect(
      result.errors.map(\.message) == [
        "cannot be generated for TangramKit: an 'intrinsic' that changes by size class cannot be generated in a "
          + "constraints container: Auto Layout reads one intrinsic content size for the view"
      ])
  }

  /// Each `Tests/Data/gen/constraints-*.tgl` beside the Swift expected from it (`NAME.tgl.swift`, where `tgl gen
  /// swift` writes it, written by hand from docs/codegen.md); `scripts/gen-check.sh` proves the same files build the
  /// same frames.
  @Test func fixtures() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Data/gen").standardizedFileURL
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("constraints-") && $0.hasSuffix(".tgl") }.sorted()
    #expect(names == ["constraints-in-linear.tgl", "constraints-nested.tgl"])
    for name in names {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      let expected = try String(contentsOf: directory.appendingPathComponent(name + ".swift"), encoding: .utf8)
      let result = generate(text, fileName: name)
      #expect(result.errors.map(\.message) == [], "\(name)")
      #expect(result.source == expected, "\(name)")
    }
  }
}
