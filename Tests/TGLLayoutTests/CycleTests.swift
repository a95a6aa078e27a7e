// Dependency cycles and self-references terminate in every container kind, with finite frames and a report
// that names every member of the cycle in order.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct CycleTests {
  func cycles(_ r: LayoutResult) -> [[String]] {
    r.reports.filter { $0.kind == .cycle }.map { $0.members.map(\.path) }
  }

  /// Wrapped containers whose child takes its size from them: a kind of their own, so the lint can tell them apart.
  func wrapCycles(_ r: LayoutResult) -> [[String]] {
    r.reports.filter { $0.kind == .wrapCycle }.map { $0.members.map(\.path) }
  }

  func expectFinite(_ r: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
    for item in r.items {
      let f = item.absolute
      #expect(
        [f.x, f.y, f.width, f.height].allSatisfy { $0.isFinite } && f.width >= 0 && f.height >= 0,
        "\(item.path): \(f)", sourceLocation: sourceLocation)
    }
  }

  @Test func relativePositionCycleNamesBothViews() {
    let root = container(
      .relative, "S",
      [
        view("A") {
          $0.left = .ref(.element("B"), .right)
          $0.width = .number(10)
          $0.height = .number(10)
        },
        view("B") {
          $0.left = .ref(.element("A"), .right)
          $0.width = .number(10)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFinite(r)
    #expect(cycles(r) == [["S/A", "S/B"]])
    #expect(r.reports.first?.message == "dependency cycle in relative positions: A -> B")
  }

  @Test func relativeThreeWaySizeCycle() {
    let root = container(
      .relative, "S",
      [
        view("A") {
          $0.width = .ref(.element("B"), .width)
          $0.height = .number(10)
        },
        view("B") {
          $0.width = .ref(.element("C"), .width)
          $0.height = .number(10)
        },
        view("C") {
          $0.width = .ref(.element("A"), .width, increment: 5)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFinite(r)
    #expect(cycles(r) == [["S/A", "S/B", "S/C"]])
  }

  @Test func selfReferenceInEveryContainer() {
    for kind in [ElementKind.linear, .frame, .relative, .flow, .float, .path, .table] {
      let child = view("A") {
        $0.width = .ref(.this, .width)
        $0.height = .number(10)
        $0.intrinsic = Size(width: 7, height: 7)
      }
      let root = container(
        kind, "S", kind == .table ? [container(.row, "R", [child]) { $0.height = .number(10) }] : [child]
      ) {
        $0.width = .number(100)
        $0.height = .number(100)
      }
      let r = runLayout(root)
      expectFinite(r)
      #expect(cycles(r).contains(["S/A"]) || cycles(r).contains(["S/R/A"]), "\(kind): \(r.reports)")
      // `width: self.width` is TangramKit's wrap: the intrinsic width.
      #expect(r.item(named: "A")?.frame.width == 7, "\(kind)")
    }
  }

  /// A linear layout reads `width: self.height` only along a horizontal layout with a horizontal gravity (code notes
  /// §6); elsewhere the width is ignored (reported), `height: self.width` reads the default width, and there is no
  /// cycle.
  @Test func widthAndHeightReferringToEachOther() {
    let horizontalWithGravity: (inout Properties) -> Void = {
      $0.orientation = .horizontal
      $0.gravity = Gravity(horizontal: .left)
    }
    let cases: [(ElementKind, (inout Properties) -> Void, Bool)] = [
      (.frame, { _ in }, true), (.relative, { _ in }, true), (.linear, horizontalWithGravity, true),
      (.linear, { $0.orientation = .vertical }, false), (.linear, { $0.orientation = .horizontal }, false),
    ]
    for (kind, configure, cycle) in cases {
      let root = container(
        kind, "S",
        [
          view("A") {
            $0.width = .ref(.this, .height)
            $0.height = .ref(.this, .width)
          }
        ]
      ) {
        $0.width = .number(100)
        $0.height = .number(100)
        configure(&$0)
      }
      let r = runLayout(root)
      expectFinite(r)
      let ignored = r.reports.contains { $0.kind == .ignoredValue && $0.members.map(\.path) == ["S/A"] }
      #expect(cycles(r).contains(["S/A"]) == cycle, "\(kind): \(r.reports)")
      #expect(ignored == !cycle, "\(kind): \(r.reports)")
    }
  }

  @Test func siblingSizeCycleInFrameAndFlow() {
    for kind in [ElementKind.frame, .flow, .float] {
      let root = container(
        kind, "S",
        [
          view("A") {
            $0.width = .ref(.element("B"), .width)
            $0.height = .number(10)
          },
          view("B") {
            $0.width = .ref(.element("A"), .width)
            $0.height = .number(10)
          },
        ]
      ) {
        $0.width = .number(100)
        $0.height = .number(100)
      }
      let r = runLayout(root)
      expectFinite(r)
      #expect(cycles(r).contains(["S/B", "S/A"]) || cycles(r).contains(["S/A", "S/B"]), "\(kind): \(r.reports)")
    }
  }

  /// A wrapped relative layout leaves a child that fills it out of its size (code notes §5): no cycle, no report.
  @Test func wrapRelativeWhoseChildFillsIt() {
    let root = container(
      .relative, "S",
      [
        view("A") {
          $0.width = .fill
          $0.height = .number(10)
        },
        view("B") {
          $0.width = .number(40)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.width = .wrap
      $0.height = .wrap
    }
    let r = runLayout(root)
    expectFinite(r)
    #expect(r.reports.isEmpty)
    // The layout wraps the other child (40); `fill` asks for the second pass, where the child takes that width.
    expectFrame(r, "S", 0, 0, 40, 10)
    expectFrame(r, "A", 0, 0, 40, 10)
  }

  @Test func wrapLinearWhoseChildFillsIt() {
    let root = container(
      .linear, "S",
      [
        view("A") {
          $0.width = .fill
          $0.height = .number(10)
        },
        view("B") {
          $0.width = .number(40)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.orientation = .vertical
      $0.width = .wrap
      $0.height = .wrap
    }
    let r = runLayout(root)
    expectFinite(r)
    #expect(cycles(r).isEmpty && wrapCycles(r) == [["S", "S/A"]])
    expectFrame(r, "A", 0, 0, 40, 10)
  }

  @Test func hugeAndNonFiniteNumbersNeverReachOutput() {
    let root = container(
      .linear, "S",
      [
        view("A") {
          $0.width = .number(.infinity)
          $0.height = .number(.nan)
        },
        view("B") {
          $0.width = .number(1e308)
          $0.height = .ref(.this, .width, multiple: 1e308)
        },
      ]
    ) {
      $0.orientation = .vertical
      $0.width = .wrap
      $0.height = .wrap
    }
    let r = runLayout(root)
    expectFinite(r)
  }
}

extension CycleTests {
  /// A cycle through bounds: A's width is at least B's, B's at least A's.
  @Test func cycleThroughBounds() {
    let root = container(
      .relative, "S",
      [
        view("A") {
          $0.width = SizeValue(.number(10), min: Bound(.reference(Reference(.element("B"), .width))))
          $0.height = .number(10)
        },
        view("B") {
          $0.width = SizeValue(.number(20), min: Bound(.reference(Reference(.element("A"), .width))))
          $0.height = .number(10)
        },
      ]
    ) {
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFinite(r)
    #expect(cycles(r) == [["S/A", "S/B"]])
  }

  /// A wrapped frame whose child refers to the frame's width.
  @Test func wrapFrameWhoseChildRefersToItsWidth() {
    let root = container(
      .frame, "S",
      [
        view("A") {
          $0.width = .ref(.parent, .width)
          $0.height = .number(10)
        },
        view("B") {
          $0.width = .number(30)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.width = .wrap
      $0.height = .wrap
    }
    let r = runLayout(root)
    expectFinite(r)
    #expect(cycles(r).isEmpty && wrapCycles(r) == [["S", "S/A"]])
    // The frame wraps B (30); A then takes the frame's width.
    expectFrame(r, "A", 0, 0, 30, 10)
  }

  /// A position cycle through centres in a relative layout, three views long.
  @Test func relativeCentreCycle() {
    let root = container(
      .relative, "S",
      [
        view("A") {
          $0.centerX = .ref(.element("C"), .centerX)
          $0.width = .number(10)
          $0.height = .number(10)
        },
        view("B") {
          $0.centerX = .ref(.element("A"), .centerX)
          $0.width = .number(10)
          $0.height = .number(10)
        },
        view("C") {
          $0.centerX = .ref(.element("B"), .centerX)
          $0.width = .number(10)
          $0.height = .number(10)
        },
      ]
    ) {
      $0.width = .number(100)
      $0.height = .number(100)
    }
    let r = runLayout(root)
    expectFinite(r)
    #expect(cycles(r) == [["S/A", "S/C", "S/B"]])
  }
}

extension CycleTests {
  /// Absurd screen scales and sizes still give finite frames.
  @Test func absurdScalesStayFinite() {
    let root = container(
      .linear, "S",
      [
        view("A") {
          $0.width = .number(1e300)
          $0.height = .number(3)
        },
        view("B") {
          $0.width = .weight(50)
          $0.height = .fill
        },
      ]
    ) {
      $0.orientation = .vertical
      $0.width = .number(100)
      $0.height = .number(100)
    }
    for scale in [1e308, 1e-308, 0, -2, Double.nan, Double.infinity] {
      let r = runLayout(root, scale: scale)
      expectFinite(r)
    }
    let canvasRoot = container(
      .frame, "S",
      [
        view("A") {
          $0.width = .fill
          $0.height = .weight(50)
        }
      ]
    ) { _ in }
    for canvas in [Size(width: .nan, height: .infinity), Size(width: -10, height: 1e308)] {
      expectFinite(runLayout(canvasRoot, canvas: canvas))
    }
  }

  /// A report deep inside containers that size to their content is reported once, and quickly: every level lays its
  /// child out more than once (measured, then placed), and each pass used to copy the subtree's reports again, so
  /// 22 levels took minutes (found by fuzzing: `Tests/Data/fuzz-failures/layout/nested-tables-report-copies.tgl`).
  @Test(.timeLimit(.minutes(1))) func aCycleDeepInWrappingContainersIsReportedOnce() {
    var element = view("A") {
      $0.width = .ref(.element("A"), .width)
      $0.height = .number(10)
    }
    for level in (0..<22).reversed() {
      element = container(.linear, "L\(level)", [element]) {
        $0.orientation = .vertical
        $0.width = .wrap
        $0.height = .wrap
      }
    }
    let r = runLayout(element)
    expectFinite(r)
    let path = (0..<22).map { "L\($0)" }.joined(separator: "/") + "/A"
    #expect(cycles(r) == [[path]])
  }
}
