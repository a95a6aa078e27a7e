// Code actions: suppressing a diagnostic's rule on its line or in the file, wrapping and extracting elements,
// joining `width` and `height` into `size`. Each edit is applied and the result compared whole.

import TGLDiagnostics
import TGLIDE
import TGLSyntax
import Testing

/// The titles of the code actions for the range `$0…$0` (or the cursor at `$0`).
/// The titles of the fixes and refactorings at the marked range; the document-wide `source` action ("Show generated
/// Swift", offered everywhere and tested on its own) is left out.
func codeActionTitles(_ marked: String) -> [String] {
  let (source, range) = selection(marked)
  return Analysis(text: source).codeActions(in: range).filter { $0.kind != .source }.map(\.title)
}

/// The source after applying the code action titled `title`, or nil when it is not offered.
func applying(_ title: String, _ marked: String) -> String? {
  let (source, range) = selection(marked)
  guard let action = Analysis(text: source).codeActions(in: range).first(where: { $0.title == title }) else {
    return nil
  }
  return String(decoding: TextEdit.apply(action.edits, to: Array(source.utf8)), as: UTF8.self)
}

/// The text without its one or two `$0` markers, and the range between them (empty at a single marker).
func selection(_ marked: String) -> (String, TextRange) {
  let (first, start) = cursor(marked)
  guard first.contains("$0") else { return (first, .empty(at: start)) }
  let (text, end) = cursor(first)
  return (text, TextRange(start: start, end: end))
}

/// The rule ids of a source's diagnostics.
func rules(_ source: String) -> [String] {
  Analysis(text: source).diagnostics.map(\.rule.rawValue)
}

@Suite struct SuppressionActionTests {
  /// title (16, 120 wide) and date (right 16, 80 wide: x = 104) overlap by 136 - 104 = 32 points.
  let overlapping = """
    relative cell {
        width: 200
        height: 44

        label title { left: 16; centerY: 0; width: 120; height: 20 }
        label da$0te { right: 16; centerY: 0; width: 80; height: 20 }
    }
    """

  @Test func everyRuleCanBeSuppressedOnItsLineOrInTheFile() {
    #expect(
      codeActionTitles(overlapping) == [
        "Suppress 'overlap' on this line", "Suppress 'overlap' in this file",
        "Wrap in linear (vert)", "Extract into a relative container",
      ])
  }

  @Test func onThisLineInsertsACommentAboveWithTheLinesIndentation() {
    let result = applying("Suppress 'overlap' on this line", overlapping)
    #expect(
      result == """
        relative cell {
            width: 200
            height: 44

            label title { left: 16; centerY: 0; width: 120; height: 20 }
            // tgl-ignore: overlap
            label date { right: 16; centerY: 0; width: 80; height: 20 }
        }
        """)
    #expect(result.map(rules) == [])
  }

  @Test func inThisFileInsertsAFileSuppressionAtTheTop() {
    let result = applying("Suppress 'overlap' in this file", overlapping)
    #expect(result == "// tgl-ignore-file: overlap\n" + cursor(overlapping).text)
    #expect(result.map(rules) == [])
  }

  /// A suppression comment already above the line, or at the top of the file, gets the rule added.
  @Test func anExistingSuppressionIsExtended() {
    let marked = """
      // tgl-ignore-file: nested-weights
      linear fires (vert) {
          width: 200
          // tgl-ignore: overlap
          label ti$0tle { width: fill }
      }
      """
    #expect(
      applying("Suppress 'missing-size' on this line", marked)
        == cursor(marked).text.replacingOccurrences(of: "overlap", with: "overlap, missing-size"))
    #expect(
      applying("Suppress 'missing-size' in this file", marked)
        == cursor(marked).text.replacingOccurrences(of: "nested-weights", with: "nested-weights, missing-size"))
  }

  /// A multi-line element is covered whole, and the title says so; the comment goes above its `///` lines.
  @Test func aMultiLineElementIsNamedAndItsDocumentationKept() {
    let marked = """
      linear fires (vert) {
          width: 200
          /// The title.
          label ti$0tle {
              width: fill
          }
      }
      """
    let result = applying("Suppress 'missing-size' for label title", marked)
    #expect(
      result == """
        linear fires (vert) {
            width: 200
            // tgl-ignore: missing-size
            /// The title.
            label title {
                width: fill
            }
        }
        """)
    #expect(result.map(rules) == [])
  }

  /// A line that starts inside something else gets a trailing comment, which covers what its last token is in.
  @Test func aLineThatStartsWithABraceGetsATrailingComment() {
    let marked = """
      linear S (vert) {
          width: 100
          view A {
              width: 10; height: 10
          }; view $0B { width: 10 }
      }
      """
    let result = applying("Suppress 'missing-size' on this line", marked)
    #expect(
      result
        == cursor(marked).text.replacingOccurrences(
          of: "{ width: 10 }\n", with: "{ width: 10 }  // tgl-ignore: missing-size\n"))
    #expect(result.map(rules) == [])
  }

  @Test func syntaxErrorsAreNotSuppressed() {
    #expect(codeActionTitles("linear S (vert) {\n    view A { width: 10; he$0ight 40 }\n}") == ["Insert ':'"])
  }
}

@Suite struct WrapActionTests {
  let stack = """
    linear S (vert) {
        width: 100

        view A { width: 10; height: 10 }
        $0view B { width: 10; height: 10 }
        view C { width: 10; height: 10 }$0
    }
    """

  /// A vertical stack's children are wrapped to go side by side.
  @Test func wrapTheSelectedSiblingsInALinearAcrossTheParent() {
    #expect(codeActionTitles(stack) == ["Wrap in linear (horz)", "Extract into a linear container"])
    #expect(
      applying("Wrap in linear (horz)", stack) == """
        linear S (vert) {
            width: 100

            view A { width: 10; height: 10 }
            linear (horz) {
                view B { width: 10; height: 10 }
                view C { width: 10; height: 10 }
            }
        }
        """)
  }

  @Test func extractIntoAContainerLikeTheParentWithAFreshName() {
    #expect(
      applying("Extract into a linear container", stack.replacingOccurrences(of: "view A", with: "view group")) == """
        linear S (vert) {
            width: 100

            view group { width: 10; height: 10 }
            linear group2 (vert) {
                view B { width: 10; height: 10 }
                view C { width: 10; height: 10 }
            }
        }
        """)
  }

  /// With no selection, the element whose header holds the cursor; elements sharing a line are wrapped on it.
  @Test func theCursorOnAHeaderWrapsThatElement() {
    let marked = "relative R {\n    view A { width: 10 }; view $0B { width: 10 }\n}"
    #expect(
      applying("Wrap in linear (vert)", marked)
        == "relative R {\n    view A { width: 10 }; linear (vert) { view B { width: 10 } }\n}")
    #expect(
      applying("Extract into a relative container", marked)
        == "relative R {\n    view A { width: 10 }; relative group { view B { width: 10 } }\n}")
  }

  @Test func notOfferedForRootsPropertiesOrAcrossProperties() {
    func wraps(_ marked: String) -> [String] {
      codeActionTitles(marked).filter { $0.hasPrefix("Wrap") || $0.hasPrefix("Extract") }
    }
    #expect(wraps("linear $0S (vert) {}") == [])
    #expect(wraps("linear S (vert) {\n    view A { wid$0th: 10; height: 10 }\n}") == [])
    #expect(wraps("linear S (vert) {\n    $0view A {}\n    width: 10\n    view B {}$0\n}") == [])
    #expect(wraps("linear S (vert) {\n    $0view A {}\n    view B {}$0\n    width: 10\n}").count == 2)
  }
}

@Suite struct SizeActionTests {
  @Test func joinWidthAndHeightOnTheirOwnLines() {
    let marked = "linear S {\n    view A {\n        wi$0dth: 40\n        left: 4\n        height: wrap\n    }\n}"
    #expect(
      applying("Join 'width' and 'height' into 'size'", marked)
        == "linear S {\n    view A {\n        size: 40, wrap\n        left: 4\n    }\n}")
  }

  @Test func joinWidthAndHeightOnOneLine() {
    #expect(
      applying("Join 'width' and 'height' into 'size'", "linear S {\n    view A { width: 40; hei$0ght: 20 }\n}")
        == "linear S {\n    view A { size: 40, 20 }\n}")
    #expect(
      applying(
        "Join 'width' and 'height' into 'size'", "linear S {\n    view A { height: 20; left: 1; wi$0dth: 40 }\n}")
        == "linear S {\n    view A { size: 40, 20; left: 1 }\n}")
  }

  @Test func noJoinWithBoundsOrAMissingHalf() {
    func joins(_ marked: String) -> [String] { codeActionTitles(marked).filter { $0.hasPrefix("Join") } }
    #expect(joins("linear S {\n    view A { width: 40 max 80; hei$0ght: 20 }\n}") == [])
    #expect(joins("linear S {\n    view A { wi$0dth: 40 }\n}") == [])
  }
}
