// `tgl gen swift` on a program (issue 29 §3): constants as `static let`s and styles as functions of one enum named for
// the file (`theme.tgl` → `Theme`), values written with constants naming them. The expected Swift is derived from docs/codegen.md
// ("Constants", "Styles"), line by line in the comments.

import Foundation
import Testing

@Suite struct GenSymbolsTests {
  let theme = """
    let gutter = 8
    let twice = gutter * 2
    let accent = #FF0000
    let hello = "Hi"
    let maxLines = 2
    style Card { padding: gutter; background: accent; height: 40 }
    style Wide { style: Card; space: twice; width: fill }
    style Sized { width: 10 }

    """

  let screen = """
    import "theme.tgl"

    linear screen (vert) {
        linear box (horz) {
            style: Wide, Sized
            top: twice + 1
            label hi { text: hello; width: twice * 3; height: 20; lines: maxLines }
        }
    }

    """

  @Test func aFileThatDeclaresGeneratesItsConstantsAndStyles() throws {
    let directory = try TemporaryDirectory(files: ["theme.tgl": theme, "screen.tgl": screen])
    defer { directory.cleanUp() }
    #expect(runTGL(["gen", "swift", directory.path("theme.tgl"), "--type-prefix", "My"]).status == 0)
    let swift = try #require(directory.read("theme.tgl.swift"))
    // The constants in order, typed, each from its expression (`twice` from `gutter`), after the type prefix. Card
    // sets its paddings (all four: one `tg_padding`, 6 + 122 columns, so broken as a call) and background; its height
    // is each element's. Wide calls Card, then its spacing (vspace and hspace equal and written alike: `tg_space`);
    // its width is each element's. Sized sets only a size: no function, and no element calls it.
    let expected = """
      /// The constants of `theme.tgl`, in declaration order, then its styles, one function each: a style's function
      /// applies the styles the style applies, then sets what the style means wherever it is applied (fonts,
      /// colours, paddings, spacing, gravity). An element calls its styles in order, then sets its own properties;
      /// sizes, `lines`, visibility and `when` blocks are set by each element (docs/codegen.md, "Styles").
      @MainActor
      enum MyTheme {
        /// `let gutter` (line 1).
        static let gutter: CGFloat = 8
        /// `let twice` (line 2).
        static let twice: CGFloat = MyTheme.gutter * 2
        /// `let accent` (line 3).
        static let accent: UIColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        /// `let hello` (line 4).
        static let hello: String = "Hi"
        /// `let maxLines` (line 5).
        static let maxLines: CGFloat = 2

        /// `style Card` (line 6).
        static func card(_ view: UIView) {
          view.backgroundColor = MyTheme.accent
          if let layout = view as? TGBaseLayout {
            layout.tg_padding = UIEdgeInsets(
              top: MyTheme.gutter, left: MyTheme.gutter, bottom: MyTheme.gutter, right: MyTheme.gutter)
          }
        }

        /// `style Wide` (line 7).
        static func wide(_ view: UIView) {
          MyTheme.card(view)
          if let layout = view as? TGBaseLayout {
            layout.tg_space = MyTheme.twice
          }
        }
      }

      """
    #expect(swift.hasSuffix("import TangramKit\nimport UIKit\n\n" + expected))
  }

  @Test func anElementCallsItsStylesThenWritesWhatIsItsOwn() throws {
    let directory = try TemporaryDirectory(files: ["theme.tgl": theme, "screen.tgl": screen])
    defer { directory.cleanUp() }
    #expect(runTGL(["gen", "swift", directory.path("screen.tgl"), "--type-prefix", "My"]).status == 0)
    let swift = try #require(directory.read("screen.tgl.swift"))
    // box: Wide's function (Sized has none); its width is Sized's 10 (the later style), its height Card's 40, its
    // top its own `twice + 1`; paddings, background and spacing are the function's. hi: its width `twice * 3`, the
    // text `hello`, the default font (a label with text and no font), `lines` from the `CGFloat` constant.
    let expected = """
          // line 4: linear box
          MyTheme.wide(box)
          box.tg_width.equal(10)
          box.tg_height.equal(40)
          box.tg_top.equal(MyTheme.twice + 1)
          root.addSubview(box)

          // line 7: label hi
          hi.tg_width.equal(MyTheme.twice * 3)
          hi.tg_height.equal(20)
          hi.text = MyTheme.hello
          hi.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17))
          hi.adjustsFontForContentSizeCategory = true
          hi.numberOfLines = Int(MyTheme.maxLines)
          box.addSubview(hi)
        }
      }

      """
    #expect(swift.hasSuffix(expected))
    // The screen declares nothing: no enum of its own.
    #expect(!swift.contains("enum "))
  }

  @Test func standardInputIsAFileOfTheCurrentFolder() {
    // Read as `stdin.tgl`: its constants are `Stdin`'s, and its values name them.
    let run = runTGL(
      ["gen", "swift", "-"],
      input: "let side = 12\nrelative box {\n  view a { width: side; height: side / 2 }\n"
        + "  label u { text: \"T\"; font: side + 1, bold; width: 50; height: 20; top: 10 }\n}\n")
    #expect(run.status == 0)
    // A font of a size and a weight: its size written with the constant (`side + 1` is 13).
    #expect(
      run.output.contains(
        "    u.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: Stdin.side + 1, weight: .bold))\n"
      ))
    #expect(run.output.contains("enum Stdin {\n  /// `let side` (line 1).\n  static let side: CGFloat = 12\n}\n"))
    #expect(run.output.contains("    a.tg_width.equal(Stdin.side)\n    a.tg_height.equal(Stdin.side / 2)\n"))
  }
}
