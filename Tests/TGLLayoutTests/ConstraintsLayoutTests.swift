// The engine's constraints container beyond its frames (those are the `constraints-*` layout fixtures): the systems it
// hands to the tools, and what it does with members it breaks or cannot make.

import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct ConstraintsLayoutTests {
  func document(_ text: String) throws -> LayoutDocument {
    let lowered = Lowering.lower(source: text)
    #expect(lowered.diagnostics.isEmpty, "\(lowered.diagnostics.map(\.message))")
    return try #require(lowered.documents.first)
  }

  /// A linear root holding a constraints card: the card (element 1) is the one solved container, at 375 wide and
  /// 12 + 21 + 12 = 45 high (its fitting height); its children are elements 2 and 3, the label with its measured
  /// intrinsic size ("Ada Lovelace": 17972 units of Inter at 17 pt = 108.50, one line 20.57, each rounded up to 1/2 pt:
  /// 108.5 × 21), and its four members are there as written.
  @Test func theSolvedSystemsAreTheContainersAsLaidOut() throws {
    let doc = try document(
      """
      linear root (vert) {
          width: 375
          height: wrap
          constraints card {
              width: fill
              height: wrap
              label title { text: "Ada Lovelace" }
              view dot

              title.leading == parent.leading + 16
              title.top == parent.top + 12
              parent.bottom == title.bottom + 12
              dot.width == 8
          }
      }
      """)
    let solved = solvedConstraintSystems(doc, in: Environment(document: doc))
    #expect(solved.map(\.container) == [1])
    #expect(solved.first?.children == [2, 3])
    #expect(solved.first?.childIDs.map(\.path) == ["root/card/title", "root/card/dot"])
    let system = try #require(solved.first?.system)
    #expect(system.constraints.count == 4)
    #expect(system.size == Size(width: 375, height: 45))
    #expect(system.children[0].intrinsicWidth == 108.5 && system.children[0].intrinsicHeight == 21)
    #expect(solved.first?.systemIndex(ofElement: 3) == 1)
  }

  /// The conflict of `constraints-conflict`: the trailing member (index 4) is broken, its set is the container's
  /// width, the leading and the width members; the frame is the one the fixture derives.
  @Test func aBrokenMemberIsReportedInTheSystem() throws {
    let doc = try document(
      """
      constraints root {
          width: 300
          height: 100
          view a

          a.leading == parent.leading
          a.top == parent.top
          a.height == 20
          a.width == 400
          a.trailing == parent.trailing
      }
      """)
    let environment = Environment(document: doc)
    let system = try #require(solvedConstraintSystems(doc, in: environment).first?.system)
    #expect(system.broken.map(\.origin) == [.member(4)])
    #expect(system.broken.first?.conflict == [.containerSize(.horizontal), .member(0), .member(3)])
    #expect(layout(doc, in: environment).item(atPath: "root/a")?.frame == Rect(x: 0, y: 0, width: 400, height: 20))
  }

  /// What decided each edge of a child, for the hover: `constraintDecisions` by document-order index; nil for the
  /// container itself.
  @Test func decisionsForAChild() throws {
    let doc = try document(
      """
      constraints root {
          view a
          a.leading == parent.leading + 8
          a.width == 0.5 * parent.width
      }
      """)
    let environment = Environment(document: doc)
    let decisions = try #require(constraintDecisions(doc, in: environment, element: 1))
    #expect(decisions.map(\.edge) == [.x, .y, .width, .height])
    #expect(decisions[0].labels == ["a.leading == parent.leading + 8"])
    #expect(decisions[2].value == 187.5)
    #expect(decisions[2].origins == [.containerSize(.horizontal), .member(1)])
    #expect(decisions[1].isAmbiguous && decisions[3].isAmbiguous && !decisions[0].isAmbiguous)
    #expect(constraintDecisions(doc, in: environment, element: 0) == nil)
  }

  /// `examples/constraints-card.tgl` at 390 × 844 @3x (sizes round up to 1/3 pt). Inter: "Ada Lovelace" semibold 17 pt
  /// is 18374 units * 17 / 2816 = 110.92 -> 111 wide, "Analyst" 9872 u = 59.60 -> 59.67; a line is 20.57 -> 20.67.
  /// The card wraps its height: 12 + 20.67 + 4 + 20.67 + 12 = 69.33 (parent.bottom >= detail.bottom + 12, fitting
  /// size). avatar: leading 16, 44 × 44, centred: y = 69.33 / 2 - 22 = 12.67. title: x 16 + 44 + 12 = 72, y 12, its
  /// intrinsic width (hugging 251 keeps it; trailing <= 390 - 16 is far). detail: x 72, y 12 + 20.67 + 4 = 36.67.
  @Test func theExampleCard() throws {
    let url = Fixtures.repositoryRoot().appendingPathComponent("examples/constraints-card.tgl")
    let doc = try document(try #require(Fixtures.read(url)))
    let result = layout(doc, in: Environment(document: doc))
    let third = 1.0 / 3
    let expected: [(String, [Double])] = [
      ("card", [0, 0, 390, 69 + third]),
      ("card/avatar", [16, 12 + 2 * third, 44, 44]),
      ("card/title", [72, 12, 111, 20 + 2 * third]),
      ("card/detail", [72, 36 + 2 * third, 59 + 2 * third, 20 + 2 * third]),
    ]
    for (path, frame) in expected {
      let f = try #require(result.item(atPath: path)?.frame)
      #expect(zip([f.x, f.y, f.width, f.height], frame).allSatisfy { abs($0 - $1) < 1e-9 }, "\(path): \(f)")
    }
  }
}
