// Flattening reads only the fields a property set has, shares normalised sets by their stored values, and resolves
// only the names that references use: the frames and reports these give, worked out by hand.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct FlattenTests {
  /// `setFields` names exactly the fields written, and forgets one set back to nil.
  @Test func setFieldsNamesTheFieldsWritten() {
    var p = Properties()
    #expect(p.setFields == [])
    p.left = .number(4)
    p.width = .number(10)
    p.text = "Hi"
    p.columnSize = .number(20)
    p.shares = 2
    p.gravity = Gravity(horizontal: .center, vertical: nil)
    #expect(p.setFields == [.left, .width, .text, .columnSize, .shares, .gravity])
    p.left = nil
    #expect(p.setFields == [.width, .text, .columnSize, .shares, .gravity])
  }

  /// 60 children with sets of their own and 60 copies of one shared set, in a vertical linear layout: more sets than
  /// the table of sets starts with (16 slots, kept half full), so it grows while the shared set is found again.
  /// Child D(i) is 10 + i wide and i + 1 high, S is 7 wide and 5 high, in the order D(0), S, D(1), S, ...:
  /// D(i) is at y = Σ_{j<i} (j + 1 + 5) = i(i + 1)/2 + 5i, and the S after it at that + i + 1.
  @Test func sharedAndDistinctSetsInOneRun() {
    let shared = view {
      $0.width = .number(7)
      $0.height = .number(5)
    }
    var children: [Element] = []
    for i in 0..<60 {
      children.append(
        view("D\(i)") {
          $0.width = .number(Double(10 + i))
          $0.height = .number(Double(i + 1))
        })
      children.append(shared)
    }
    let root = container(.linear, "L", children) {
      $0.orientation = .vertical
      $0.width = .number(300)
      $0.height = .number(5000)
    }
    let r = runLayout(root)
    let items = Array(r.items)
    #expect(items.count == 121)
    for i in 0..<60 {
      let y = Double(i * (i + 1) / 2 + 5 * i)
      expectFrame(r, "D\(i)", 0, y, Double(10 + i), Double(i + 1))
      let s = items[2 + 2 * i].frame
      #expect(s == Rect(x: 0, y: y + Double(i + 1), width: 7, height: 5), "S after D\(i): \(s)")
    }
  }

  /// A reference to a name defined after the referring view: B is at x = 20 and 30 wide, so A's left is 50.
  @Test func forwardReferenceToASibling() {
    let root = container(
      .relative, "S",
      [
        view("A") {
          $0.left = .ref(.element("B"), .right)
          $0.width = .number(10)
          $0.height = .number(10)
        },
        view("B") {
          $0.left = .number(20)
          $0.width = .number(30)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFrame(r, "A", 50, 0, 10, 10)
    expectFrame(r, "B", 20, 0, 30, 10)
    #expect(r.reports.isEmpty)
  }

  /// The first element of a name in document order is the one a reference means: here a B nested in a frame layout
  /// before the sibling B, so A's `left: B.right` is reported and ignored (A stays at 0), whatever the sibling is.
  @Test func firstElementOfANameIsTheOneReferredTo() {
    let root = container(
      .relative, "S",
      [
        container(.frame, "F", [view("B") { $0.width = .number(5) }]) {
          $0.width = .number(40)
          $0.height = .number(40)
        },
        view("A") {
          $0.left = .ref(.element("B"), .right)
          $0.width = .number(10)
          $0.height = .number(10)
        },
        view("B") {
          $0.left = .number(20)
          $0.width = .number(30)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFrame(r, "A", 0, 0, 10, 10)
    #expect(r.reports.map(\.kind) == [.unresolvedReference])
    #expect(r.reports.first?.members.map(\.path) == ["S/A"])
    #expect(r.reports.first?.message == "'B' is not a sibling or the parent; the reference is ignored")
  }

  /// Margins along a linear layout without weights, read again when the children are placed: in a vertical layout
  /// with vspace 4, V1 (top 5, bottom 3, 10 high) is at y = 5 and V2 (top 2, 10 high) at 5 + 10 + 3 + 4 + 2 = 24.
  @Test func marginsAlongALinearLayoutWithoutWeights() {
    let root = container(
      .linear, "L",
      [
        view("V1") {
          $0.top = .number(5)
          $0.bottom = .number(3)
          $0.width = .number(20)
          $0.height = .number(10)
        },
        view("V2") {
          $0.top = .number(2)
          $0.width = .number(20)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.orientation = .vertical
      $0.vspace = 4
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFrame(r, "V1", 0, 5, 20, 10)
    expectFrame(r, "V2", 0, 24, 20, 10)
  }
}
