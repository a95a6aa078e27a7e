// Linear layout: hand-built models checked against frames worked out from the semantics.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct LinearLayoutTests {
  /// The README example: A is 100 - 20 - 30 = 50 wide with height = its width; B fills 100 - 40; D is 50% of 100
  /// docked 20 from the right; vspace 10 between them; S wraps: 50 + 10 + 40 + 10 + 40 + 10 + 40 = 200.
  @Test func readmeExample() {
    let root = container(
      .linear, "S",
      [
        view("A") {
          $0.left = .weight(20)
          $0.right = .weight(30)
          $0.height = .ref(.element("A"), .width)
        },
        view("B") {
          $0.left = .number(40)
          $0.width = .fill
          $0.height = .number(40)
        },
        view("C") {
          $0.width = .fill
          $0.height = .number(40)
        },
        view("D") {
          $0.right = .number(20)
          $0.width = .weight(50)
          $0.height = .number(40)
        },
      ]
    ) {
      $0.orientation = .vertical
      $0.width = .number(100)
      $0.height = .wrap
      $0.vspace = 10
    }
    let r = runLayout(root)
    expectFrame(r, "A", 20, 0, 50, 50)
    expectFrame(r, "B", 40, 60, 60, 40)
    expectFrame(r, "C", 0, 110, 100, 40)
    expectFrame(r, "D", 30, 160, 50, 40)
    expectFrame(r, "S", 0, 0, 100, 200)
  }
}

@Suite struct EngineReportTests {
  /// TangramKit ignores `* m + k` on a weight along a linear layout: A takes the whole 100, and it is reported.
  @Test func scaledWeightAlongALinearLayoutIsIgnoredAndReported() {
    let root = container(
      .linear, "S",
      [
        view("A") {
          $0.width = .number(10)
          $0.height = SizeValue(.weight(50), multiple: 0.5, increment: 10)
        }
      ]
    ) {
      $0.orientation = .vertical
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFrame(r, "A", 0, 0, 10, 100)
    #expect(r.reports.map(\.kind) == [.ignoredValue])
    #expect(r.reports.first?.members.map(\.path) == ["S/A"])
  }

  @Test func unresolvedReferencesAreReportedAndReadAsOffsetOnly() {
    let root = container(
      .relative, "S",
      [
        container(
          .frame, "F",
          [
            view("inner") {
              $0.width = .number(5)
              $0.height = .number(5)
            }
          ]
        ) {
          $0.width = .number(10)
          $0.height = .number(10)
        },
        view("B") {
          $0.left = .ref(.element("inner"), .right, offset: 7)
          $0.width = .number(10)
          $0.height = .number(10)
        },
        view("C") {
          $0.left = .ref(.element("nowhere"), .right, offset: 3)
          $0.width = .number(10)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFrame(r, "B", 7, 0, 10, 10)
    expectFrame(r, "C", 3, 0, 10, 10)
    #expect(
      r.reports.map(\.message) == [
        "'inner' is not a sibling or the parent; the reference is ignored",
        "'nowhere' is not a sibling or the parent; the reference is ignored",
      ])
  }

  /// §5.2: `pagedCount` means nothing in a content flow; the flow is laid out unpaged and that is reported.
  @Test func pagedContentFlowsAreReported() {
    let root = container(
      .flow, "S",
      [
        view("a") {
          $0.width = .number(10)
          $0.height = .number(10)
        }
      ]
    ) {
      $0.arrangedCount = 0
      $0.pagedCount = 4
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFrame(r, "a", 0, 0, 10, 10)
    #expect(r.reports.map(\.kind) == [.ignoredValue])
    #expect(r.reports.first?.message.contains("a content flow ignores 'pagedCount'") == true)
  }
}

@Suite struct RoundingTests {
  /// Frames are rounded to 1/scale with halves away from zero: 82.8 -> 83, 98.8 -> 99, 0.25 -> 0.5,
  /// -0.25 -> -0.5 at scale 2; at scale 3, 36.5 -> 36.6667 (109.5 thirds round to 110).
  @Test func halvesAwayFromZero() {
    let root = container(
      .frame, "S",
      [
        view("A") {
          $0.left = .number(82.8)
          $0.top = .number(98.8)
          $0.width = .number(0.25)
          $0.height = .number(0.25)
        },
        view("B") {
          $0.left = .number(-0.25)
          $0.top = .number(-0.75)
          $0.width = .number(1.75)
          $0.height = .number(2)
        },
      ]
    ) {
      $0.width = .number(200)
      $0.height = .number(200)
    }
    let r = runLayout(root)
    expectFrame(r, "A", 83, 99, 0.5, 0.5)
    expectFrame(r, "B", -0.5, -1, 2, 2)
    let third = runLayout(
      container(
        .frame, "S",
        [
          view("C") {
            $0.top = .number(36.5)
            $0.width = .number(1)
            $0.height = .number(1)
          }
        ]
      ) {
        $0.width = .number(10)
        $0.height = .number(100)
      }, scale: 3)
    let y = third.item(named: "C")?.frame.y ?? 0
    #expect(abs(y - 110.0 / 3) < 1e-9, "\(y)")
  }
}
