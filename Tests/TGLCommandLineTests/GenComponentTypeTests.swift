// `tgl gen swift` writes a component as one Swift type (issue 29 §3, docs/codegen.md "A component as a Swift
// type"): the type in the file that declares it, each use constructing it. The expected Swift is derived from the
// rules there: the type sets what does not depend on the use (a parameter's value as the parameter), the use its
// root's size and place, its overrides and what a parameter changes the shape of, then fetches the size classes.

import Foundation
import Testing

@Suite struct GenComponentTypeTests {
  let badge = """
    // A badge.
    component Badge(count: string, size: number = 20, tint: color = #FF0000) {
        frame badge {
            padding: 2, 6, 2, 6
            background: tint
            label number { text: count; font: 13, bold, fixed }
            view dot {
                width: size
                height: size * 0.5
                when landscape { height: 4 }
            }
        }
    }

    """

  let screen = """
    import "badge.tgl"

    relative screen {
        Badge a (count: "3") { left: 10; right: 10; dot.height: 8 }
        Badge b (count: "12", size: 30, tint: #00FF00) {
            top: 40
            when landscape { top: 20 }
        }
    }

    """

  func generated(_ name: String) throws -> String {
    let directory = try TemporaryDirectory(files: ["badge.tgl": badge, "screen.tgl": screen])
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift", directory.path("badge.tgl"), directory.path("screen.tgl")])
    #expect(run.status == 0, "\(run.error)")
    return try #require(directory.read(name))
  }

  /// The text from the line that starts with `from` to the end.
  func tail(_ text: String, from: String) throws -> String {
    let start = try #require(text.range(of: from))
    return String(text[start.lowerBound...])
  }

  @Test func theComponentIsOneTypeInItsFile() throws {
    // `tint` and `count` are exactly parameters, so the type writes them; `size * 0.5` is arithmetic the type does
    // not write (each use writes the dot's height); the root's size and place are the use's. The defaults are the
    // component's: 20 and #FF0000.
    let expected = """
      @MainActor
      final class Badge {
        /// `frame badge`, line 3: the root, which a use adds to its parent.
        let root: TGFrameLayout
        /// `label number`, line 6.
        let number: UILabel
        /// `view dot`, line 7.
        let dot: UIView

        init(count: String, size: CGFloat = 20, tint: UIColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)) {
          let root = TGFrameLayout()
          let number = UILabel()
          let dot = UIView()
          self.root = root
          self.number = number
          self.dot = dot

          // line 3: frame badge
          root.backgroundColor = tint
          root.tg_padding = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

          // line 6: label number
          number.tg_width.equal(.wrap)
          number.tg_height.equal(.wrap)
          number.text = count
          number.font = UIFont.systemFont(ofSize: 13, weight: .bold)
          number.numberOfLines = 1  // tgl's line limit without 'lines'; TangramKit set 0 for the wrap height
          root.addSubview(number)

          // line 7: view dot
          dot.tg_width.equal(size)
          root.addSubview(dot)
        }

        /// Fetches the size classes of the component's views, after the use has set the root's size and place and
        /// its overrides: TangramKit copies the default into a size class when it is fetched (code notes §8).
        func applySizeClasses() {
          // line 7: view dot, when landscape
          do {
            let sizeClass = dot.tg_fetchSizeClass(with: .landscape, from: .default)
            sizeClass.tg_height.equal(4)
          }
        }
      }

      """
    #expect(try tail(generated("badge.tgl.swift"), from: "@MainActor\n") == expected)
  }

  @Test func eachUseConstructsTheTypeAndWritesWhatDependsOnIt() throws {
    // `a` is in a relative layout with both edges: its width is the edges' (no `wrap` written), its height wraps.
    // Its override of the dot's height wins over the dot's own and, in the expanded tree, over the dot's
    // `when landscape` (4): the use sets it in the default, and again in the size class after the type's (clearing
    // the type's value first). `b` gives every argument, so its dot's height is 30 * 0.5; its `when` block comes
    // after the type's size classes.
    let expected = """
        init(rightToLeft: Bool = TGBaseLayout.tg_isRTL) {
          TGBaseLayout.tg_isRTL = rightToLeft
          let root = TGRelativeLayout()
          let a = Badge(count: "3")
          let b = Badge(count: "12", size: 30, tint: UIColor(red: 0, green: 1, blue: 0, alpha: 1))
          self.root = root
          self.a = a
          self.b = b

          // line 3: relative screen
          root.tg_width.equal(.fill)
          root.tg_height.equal(.fill)

          // line 4: Badge a
          a.root.tg_height.equal(.wrap)
          a.root.tg_left.equal(10)
          a.root.tg_right.equal(10)
          root.addSubview(a.root)

          // line 4: view dot
          a.dot.tg_height.equal(8)

          // line 5: Badge b
          b.root.tg_width.equal(.wrap)
          b.root.tg_height.equal(.wrap)
          b.root.tg_top.equal(40)
          root.addSubview(b.root)

          // line 5: view dot
          b.dot.tg_height.equal(15)

          // line 4: a, its size classes
          a.applySizeClasses()

          // line 4: view dot, when landscape
          do {
            let sizeClass = a.dot.tg_fetchSizeClass(with: .landscape, from: .default)
            sizeClass.tg_height.clear()
            sizeClass.tg_height.equal(8)
          }

          // line 5: b, its size classes
          b.applySizeClasses()

          // line 5: frame b, when landscape
          do {
            let sizeClass = b.root.tg_fetchSizeClass(with: .landscape, from: .default) as! TGFrameLayoutViewSizeClass
            sizeClass.tg_top.equal(20)
          }
        }
      }

      """
    let swift = try generated("screen.tgl.swift")
    #expect(try tail(swift, from: "  init(rightToLeft:") == expected)
    #expect(swift.contains("  /// `Badge a`, line 4.\n  let a: Badge\n"))
    // The screen declares no component: its file holds its layout only.
    #expect(!swift.contains("final class Badge"))
  }

  @Test func aBooleanParameterIsTheTypes() throws {
    // `reverseLayout: reversed` is the root's own statement: the type writes it with the parameter, whose default
    // is `false`; a use that gives `true` passes it, one that gives the default leaves it out.
    let files = [
      "flag.tgl": """
        component Pair(reversed: boolean = false) {
            linear pair (horz) {
                reverseLayout: reversed
                view a { width: 10; height: 10 }
            }
        }

        """,
      "use.tgl": """
        import "flag.tgl"

        linear page (vert) {
            Pair one (reversed: true)
            Pair two (reversed: false)
        }

        """,
    ]
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    #expect(runTGL(["gen", "swift", directory.path("flag.tgl"), directory.path("use.tgl")]).status == 0)
    let type = try #require(directory.read("flag.tgl.swift"))
    #expect(type.contains("  init(reversed: Bool = false) {\n"))
    #expect(type.contains("    // line 2: linear pair\n    root.tg_reverseLayout = reversed\n"))
    let use = try #require(directory.read("use.tgl.swift"))
    #expect(use.contains("    let one = Pair(reversed: true)\n    let two = Pair()\n"))
    #expect(!use.contains("tg_reverseLayout"))
  }

  @Test func keywordsAreWrittenAsSwiftTakesThem() throws {
    // A view, a use and a parameter named `default` (a Swift keyword: in backquotes; a parameter's local name gets a
    // `_`), and `self` (which even backquotes do not make a property: `self_`).
    let files = [
      "k.tgl": """
        component Key(default: string, self: number = 10) {
            linear box (vert) {
                label default { text: default; lines: 1 }
                view init { width: self; height: 4 }
            }
        }

        linear page (vert) {
            Key default (default: "x") { default.lines: 2 }
            Key self (default: "y", self: 20)
        }

        """
    ]
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    #expect(runTGL(["gen", "swift", directory.path("k.tgl")]).status == 0)
    let swift = try #require(directory.read("k.tgl.swift"))
    #expect(swift.contains("    let `default` = Key(default: \"x\")\n    let self_ = Key(default: \"y\", self_: 20)\n"))
    #expect(swift.contains("    // line 9: label default\n    `default`.`default`.numberOfLines = 2\n"))
    #expect(swift.contains("  init(default default_: String, self_: CGFloat = 10) {\n"))
    #expect(swift.contains("    `default`.text = default_\n"))
    #expect(swift.contains("    init_.tg_width.equal(self_)\n"))
  }

  @Test func aTableCellUseIsWrittenInline() throws {
    // TangramKit's `tg_addCol` must come before a cell's sizes (code notes §10), which a type sets in its
    // initialiser: a use as a table cell is written inline, as a copy of the component's tree.
    let table = """
      import "badge.tgl"

      table grid (vert) {
          row { height: 40; colWidth: 100; Badge cell (count: "1") }
      }

      """
    let directory = try TemporaryDirectory(files: ["badge.tgl": badge, "table.tgl": table])
    defer { directory.cleanUp() }
    #expect(runTGL(["gen", "swift", directory.path("table.tgl")]).status == 0)
    let swift = try #require(directory.read("table.tgl.swift"))
    #expect(!swift.contains("Badge("))
    #expect(swift.contains("    let cell = TGFrameLayout()\n"))
    #expect(swift.contains("    root.tg_addCol(cell, inRow: 0)\n"))
    #expect(swift.contains("    dot.tg_height.equal(10)\n"))
  }
}
