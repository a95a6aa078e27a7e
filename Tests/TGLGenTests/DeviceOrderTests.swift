// The generated Swift builds on a device what tgl shows: the facts of code notes §10 (the order of calls, aliases,
// size-class objects) and the sizes tgl decides that TangramKit does not (language §9.2). Each test fails on the
// generator before these rules: the expected text is written from the notes, not from the output.

import Foundation
import TGLGen
import TGLLint
import Testing

/// The statements of the initialiser, trimmed, in order.
func initStatements(_ swift: String) -> [String] {
  guard let start = swift.range(of: "init(rightToLeft: Bool = TGBaseLayout.tg_isRTL) {\n") else { return [] }
  return swift[start.upperBound...].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
}

@Suite struct DeviceOrderTests {
  /// TangramKit takes `tg_left`/`tg_right` as leading or trailing by the RTL flag at the moment of the call: the
  /// initialiser sets the flag before it makes or configures anything, and the type's documentation says how the
  /// caller asks for right to left and that it comes before the type is created.
  @Test func rightToLeftFlagFirst() throws {
    let swift = try #require(generate("relative r {\n    view a { left: 10; width: 10; height: 10 }\n}\n").source)
    #expect(initStatements(swift).prefix(2) == ["TGBaseLayout.tg_isRTL = rightToLeft", "let root = TGRelativeLayout()"])
    #expect(
      swift.contains(
        """
        /// Right to left: pass `rightToLeft: true`, or set `TGBaseLayout.tg_isRTL` before creating this type.
        /// TangramKit takes `tg_left`/`tg_right` as leading or trailing when they are set, so the flag must be set
        /// before anything is configured; the initialiser sets it first. Changing it later remaps nothing.
        @MainActor
        final class RLayout {
        """))
    #expect(swift.contains("a.tg_left.equal(10)\n"))
  }

  /// A table: its spacing through `tg_vspace`/`tg_hspace`, which reach the rows made before it (never `tg_space`);
  /// `_ =` before `tg_addRow(size:colCount:)`, which is not `@discardableResult`; each cell added to its row before
  /// its sizes are set, so that its own sizes win over what `tg_addCol` gives and the sizes it lacks are the row's.
  @Test func tableOrder() throws {
    let source = """
      table grid (vert) {
          width: 300
          space: 4

          row {
              height: 44
              colCount: 2

              view a { height: 30 }
              label b { text: "Hi" }
          }
      }

      """
    let expected = [
      "TGBaseLayout.tg_isRTL = rightToLeft",
      "let root = TGTableLayout(.vert)",
      "_ = root.tg_addRow(size: 44, colCount: 2)",
      "let a = UIView()",
      "let b = UILabel()",
      "self.root = root",
      "self.a = a",
      "self.b = b",
      "// line 1: table grid",
      "root.tg_width.equal(300)",
      "root.tg_height.equal(.fill)",
      "root.tg_vspace = 4",
      "root.tg_hspace = 4",
      "// line 5: row",
      "// line 9: view a",
      "root.tg_addCol(a, inRow: 0)",
      "a.tg_height.equal(30)",
      "// line 10: label b",
      "root.tg_addCol(b, inRow: 0)",
      "b.text = \"Hi\"",
      "b.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17))",
      "b.adjustsFontForContentSizeCategory = true",
      "}",
      "}",
    ]
    let swift = try #require(generate(source).source)
    #expect(initStatements(swift) == expected)
  }

  /// A size class cannot pass a table's spacing to its rows: generation stops at the table and says why.
  @Test func tableSpacingBySizeClass() {
    let source = """
      table grid (vert) {
          width: 300
          when landscape { hspace: 8 }

          row {
              height: 44
              colWidth: average

              view a
          }
      }

      """
    let result = generate(source)
    #expect(result.source == nil)
    #expect(result.errors.map(\.rule) == [.genSwift])
    #expect(
      result.errors.first?.message
        == "cannot be generated for TangramKit: a table's spacing cannot vary by size class: TangramKit copies it into each row when the row is added, "
        + "and a size class's spacing never reaches the rows")
  }

  /// `min wrap` inside a size class bounds the size class's own size object, which TangramKit recognises by
  /// identity; the default's `view.tg_width` there would be another view's size to it, and an assertion.
  @Test func ownSizeBoundInSizeClass() throws {
    let source = """
      linear l (vert) {
          view box {
              intrinsic: 50, 20
              width: 100
              height: 20
              when landscape { width: fill min wrap; height: wrap max self.width }
          }
      }

      """
    let swift = try #require(generate(source).source)
    let lines = initStatements(swift)
    #expect(lines.contains("sizeClass.tg_width.equal(.fill).min(sizeClass.tg_width)"))
    #expect(lines.contains("sizeClass.tg_height.equal(.wrap).max(box.tg_width)"))
    #expect(!lines.contains { $0.contains(".min(box.tg_width)") })
  }

  /// Visible by default, gone in a size class: the size class's visibility alone (isHidden stays false).
  /// Gone by default, visible in a size class: the default's visibility goes through its size-class object, so that
  /// UIKit's `isHidden` stays false and the size class can show the view.
  @Test func visibilityBothWays() throws {
    let source = """
      linear l (vert) {
          view a { width: 10; height: 10; when landscape { visibility: gone } }
          view b { width: 10; height: 10; visibility: gone; when landscape { visibility: visible } }
          view c { width: 10; height: 10; visibility: invisible; when landscape { visibility: gone } }
      }

      """
    let swift = try #require(generate(source).source)
    let lines = initStatements(swift)
    #expect(!lines.contains { $0.hasPrefix("a.tg_visibility") || $0.hasPrefix("b.tg_visibility") })
    #expect(lines.contains("b.tg_fetchSizeClass(with: .default).tg_visibility = .gone"))
    #expect(lines.contains("c.tg_visibility = .invisible"))
    #expect(lines.filter { $0 == "sizeClass.tg_visibility = .gone" }.count == 2)
    #expect(lines.contains("sizeClass.tg_visibility = .visible"))
  }

  /// Visible in one size class and invisible in another cannot be built: a size class does not change isHidden.
  @Test func visibleAndInvisibleBySizeClass() {
    let result = generate("linear l (vert) {\n    view a { width: 10; height: 10; when landscape { visibility: invisible } }\n}\n")
    #expect(result.source == nil)
    #expect(result.errors.map(\.rule) == [.genSwift])
    #expect(result.errors.first?.message.hasPrefix("cannot be generated for TangramKit: TangramKit cannot build a view that is invisible, visible by size class") == true)
  }

  /// A label or button with text and no size: tgl measures the text, TangramKit keeps the current frame (0 × 0) and
  /// measures only a `wrap` size; so `wrap` is written, and a label's line limit goes back to tgl's 1. Not where
  /// the container decides the size: both edges in a relative layout, a `fill` gravity across a linear layout.
  @Test func textSizesWrittenOut() throws {
    let source = """
      relative r {
          width: 300
          height: 300

          label a { text: "A" }
          button b { text: "B"; left: 10; right: 10 }
          linear l (vert) {
              width: 200
              gravity: horz.fill

              label c { text: "C" }
          }
      }

      """
    let swift = try #require(generate(source).source)
    let lines = initStatements(swift)
    for line in [
      "a.tg_width.equal(.wrap)", "a.tg_height.equal(.wrap)",
      "a.numberOfLines = 1  // tgl's line limit without 'lines'; TangramKit set 0 for the wrap height",
      "b.tg_height.equal(.wrap)", "c.tg_height.equal(.wrap)",
    ] {
      #expect(lines.contains(line), "missing: \(line)")
    }
    #expect(!lines.contains("b.tg_width.equal(.wrap)"))
    #expect(!lines.contains("c.tg_width.equal(.wrap)"))
  }

  /// A container between both edges of a frame layout has no size of its own: TangramKit clears a width value there,
  /// tgl stretches it; a written `wrap` would be a size of its own to tgl. So no `wrap` is written on that axis, and
  /// the other axis (no edges) still wraps.
  @Test func containerBetweenEdges() throws {
    let source = "frame f {\n    width: 100\n    height: 50\n\n    linear n (horz) { left: 6; right: 14 }\n}\n"
    let lines = initStatements(try #require(generate(source).source))
    #expect(!lines.contains("n.tg_width.equal(.wrap)"))
    #expect(lines.contains("n.tg_height.equal(.wrap)"))
    #expect(lines.contains("n.tg_left.equal(6)"))
    #expect(lines.contains("n.tg_right.equal(14)"))
  }
}
