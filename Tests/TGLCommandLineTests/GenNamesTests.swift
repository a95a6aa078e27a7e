// The names of the generated enums (issue 29 §3, docs/codegen.md "Names of the enums"): one enum per file, named for
// the file (`styles.tgl` → `Styles`, never `StylesStyles`), with its constants and styles as members; a name that
// would be another type's gets `Declarations`; two files whose Swift types would clash generate nothing.

import Foundation
import Testing

@Suite struct GenNamesTests {
  @Test func aFileNamedForWhatItHoldsGivesThatName() throws {
    // `styles.tgl` holds a constant and a style: one enum `Styles`, the constant first, then the style's function.
    // `let title` and `style Title` would both be `title`: the constant keeps it, the function is `titleStyle`.
    let files = [
      "styles.tgl": """
        let gutter = 8
        let title = "Hello"
        style Title { font: 20, bold, fixed }

        """,
      "tokens.tgl": "let radius = 4\n",
      "screen.tgl": """
        import "styles.tgl"
        import "tokens.tgl"

        linear screen (vert) {
            label heading { style: Title; text: title; left: gutter; top: radius }
        }

        """,
    ]
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift", directory.path("styles.tgl"), directory.path("tokens.tgl"), directory.path("screen.tgl")])
    #expect(run.status == 0, "\(run.error)")
    let styles = try #require(directory.read("styles.tgl.swift"))
    let expected = """
      /// The constants of `styles.tgl`, in declaration order, then its styles, one function each: a style's function
      /// applies the styles the style applies, then sets what the style means wherever it is applied (fonts,
      /// colours, paddings, spacing, gravity). An element calls its styles in order, then sets its own properties;
      /// sizes, `lines`, visibility and `when` blocks are set by each element (docs/codegen.md, "Styles").
      @MainActor
      enum Styles {
        /// `let gutter` (line 1).
        static let gutter: CGFloat = 8
        /// `let title` (line 2).
        static let title: String = "Hello"

        /// `style Title` (line 3).
        static func titleStyle(_ view: UIView) {
          if let label = view as? UILabel {
            label.font = UIFont.systemFont(ofSize: 20, weight: .bold)
          }
          if let button = view as? UIButton {
            button.titleLabel?.font = UIFont.systemFont(ofSize: 20, weight: .bold)
          }
        }
      }

      """
    #expect(styles.hasSuffix("import TangramKit\nimport UIKit\n\n" + expected))
    let tokens = try #require(directory.read("tokens.tgl.swift"))
    #expect(
      tokens.hasSuffix(
        "/// The constants of `tokens.tgl`, in declaration order.\n@MainActor\nenum Tokens {\n"
          + "  /// `let radius` (line 1).\n  static let radius: CGFloat = 4\n}\n"))
    // The screen names both enums as they are declared.
    let screen = try #require(directory.read("screen.tgl.swift"))
    let use = """
          // line 5: label heading
          Styles.titleStyle(heading)
          heading.tg_width.equal(.wrap)
          heading.tg_height.equal(.wrap)
          heading.tg_left.equal(Styles.gutter)
          heading.tg_top.equal(Tokens.radius)
          heading.text = Styles.title
          heading.numberOfLines = 1  // tgl's line limit without 'lines'; TangramKit set 0 for the wrap height
          root.addSubview(heading)

      """
    #expect(screen.contains(use))
  }

  @Test func aNameAnotherTypeHasGetsDeclarations() throws {
    // `badge.tgl` declares the component `Badge` (the type `Badge`), so its enum is `BadgeDeclarations`; a name that
    // ends in `Layout` is a layout type's, so `main-layout.tgl`'s is `MainLayoutDeclarations`; `swift.tgl` would be
    // the module `Swift`.
    let files = [
      "badge.tgl": "let size = 8\ncomponent Badge { frame badge { view dot { width: size; height: size } } }\n",
      "main-layout.tgl": "let side = 3\n",
      "swift.tgl": "let side = 5\n",
    ]
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift", directory.path("badge.tgl"), directory.path("main-layout.tgl"), directory.path("swift.tgl")])
    #expect(run.status == 0, "\(run.error)")
    let badge = try #require(directory.read("badge.tgl.swift"))
    #expect(badge.contains("@MainActor\nenum BadgeDeclarations {\n  /// `let size` (line 1).\n  static let size: CGFloat = 8\n}\n"))
    #expect(badge.contains("    dot.tg_width.equal(BadgeDeclarations.size)\n"))
    #expect(badge.contains("@MainActor\nfinal class Badge {\n"))
    #expect(try #require(directory.read("main-layout.tgl.swift")).contains("\nenum MainLayoutDeclarations {\n"))
    #expect(try #require(directory.read("swift.tgl.swift")).contains("\nenum SwiftDeclarations {\n"))
  }

  @Test func twoFilesWhoseTypesWouldClashGenerateNothing() throws {
    // `a/styles.tgl` and `b/styles.tgl` would both be `enum Styles` (and `styles.tgl.swift`): the screen that imports
    // both says so at the import that brings the second, with both files as related locations.
    let files = [
      "a/styles.tgl": "let gutter = 8\n",
      "b/styles.tgl": "\nstyle Title { font: 20 }\n",
      "screen.tgl": """
        import "a/styles.tgl"
        import "b/styles.tgl"

        linear screen (vert) {
            label t { style: Title; text: "x"; left: gutter }
        }

        """,
    ]
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift", directory.path("screen.tgl")])
    #expect(run.status == 1)
    let screen = directory.path("screen.tgl")
    let root = String(screen.dropLast("screen.tgl".count))
    #expect(
      run.error == """
        \(screen):2:1: error[gen-swift]: cannot be generated for TangramKit: the enum of `a/styles.tgl` and the enum of \
        `b/styles.tgl` would both be the Swift type `Styles`, which one module declares once; rename one of the files
        \(root)a/styles.tgl:1:1: note: `a/styles.tgl`
        \(root)b/styles.tgl:2:1: note: `b/styles.tgl`
        tgl gen swift: \(screen) generated nothing (1 error)

        """)
    #expect(directory.read("screen.tgl.swift") == nil)
    // Each file alone generates: its name is its own, whatever imports it.
    #expect(runTGL(["gen", "swift", directory.path("a/styles.tgl"), directory.path("b/styles.tgl")]).status == 0)
    #expect(try #require(directory.read("a/styles.tgl.swift")).contains("\nenum Styles {\n"))
  }

  @Test func aComponentWhoseTypeIsAnotherFilesEnumGeneratesNothing() throws {
    // `cells.tgl` declares `component Theme`, the type `theme.tgl`'s enum would be: the entry's own names come first,
    // and the error is at the import that reaches `theme.tgl`.
    let files = [
      "theme.tgl": "let gutter = 8\n",
      "cells.tgl": "import \"theme.tgl\"\n\ncomponent Theme { view dot { width: gutter; height: 4 } }\n",
    ]
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift", directory.path("cells.tgl")])
    #expect(run.status == 1)
    #expect(
      run.error.contains(
        "cells.tgl:1:1: error[gen-swift]: cannot be generated for TangramKit: the component `Theme` of `cells.tgl` and "
          + "the enum of `theme.tgl` would both be the Swift type `Theme`, which one module declares once; rename the "
          + "component or the file\n"))
  }
}
