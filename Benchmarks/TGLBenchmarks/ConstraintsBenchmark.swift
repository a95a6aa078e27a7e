// `tgl-bench constraints`: laying out a screen of constraints cards (issue 31), the engine alone (lowering is not
// timed).
//
//   tgl-bench constraints [--cards 10,100,1000] [--runs R]
//
// The screen is a vertical linear layout of N `constraints` cards, each wrapping its height (Auto Layout's fitting
// size): an avatar, a title and a detail label with text, a badge whose compression resistance is lower than the
// title's, and 11 members, the design's card (docs/dev/design-constraints.md §1). Prints tab-separated lines:
//   constraints  N  nodes  runs  median_us  us_per_card  min_us  root_height  cpu_median_us

import Foundation
import TGLLayout
import TGLSemantics

enum ConstraintsBenchmark {
  static let environment = Environment(canvas: Size(width: 390, height: 844), scale: 3)

  static let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov", "李白"]
  static let details = [
    "Analyst", "Rear admiral and compiler writer", "Mathematician", "Shortest paths", "Abstraction",
  ]

  /// The screen's text: `cards` cards in a vertical linear layout.
  static func text(cards: Int) -> String {
    var out = "linear screen (vert) {\n    width: fill\n    height: wrap\n"
    for i in 0..<cards {
      out += """
            constraints card\(i) {
                width: fill
                height: wrap
                image avatar { intrinsic: 44, 44 }
                label title { text: "\(names[i % names.count])"; font: 17, semibold }
                label detail { text: "\(details[i % details.count])"; lines: 0 }
                label badge { text: "\(i)"; compression: horz 749 }

                avatar.leading == parent.leading + 16
                avatar.centerY == parent.centerY
                title.leading == avatar.trailing + 12
                title.top == parent.top + 12
                badge.leading >= title.trailing + 8
                badge.trailing == parent.trailing - 16
                badge.firstBaseline == title.firstBaseline
                detail.leading == title.leading
                detail.trailing <= parent.trailing - 16
                detail.top == title.bottom + 4
                parent.bottom >= detail.bottom + 12
            }

        """
    }
    return out + "}\n"
  }

  static func run(_ arguments: [String]) {
    var counts = [10, 100, 1_000]
    var runs: Int?
    var i = 0
    func value() -> String {
      i += 1
      guard i < arguments.count else { usage() }
      return arguments[i]
    }
    while i < arguments.count {
      switch arguments[i] {
      case "--cards": counts = LayoutBenchmark.list(value()).map { orUsage(Int($0)) }
      case "--runs": runs = orUsage(Int(value()))
      default: usage()
      }
      i += 1
    }
    print("# tgl layout engine, constraints cards, release build; times in microseconds, medians of `runs` calls")
    print("# constraints  N  nodes  runs  median_us  us_per_card  min_us  root_height  cpu_median_us")
    for n in counts {
      let document = LayoutBenchmark.document(text(cards: n))
      var result = layout(document, in: environment)
      var times: [Double] = []
      var cpu: [Double] = []
      for _ in 0..<(runs ?? (n <= 100 ? 21 : 5)) {
        let t = Timing.measure { result = layout(document, in: environment) }
        times.append(t.wall)
        cpu.append(t.cpu)
      }
      let m = LayoutBenchmark.median(times)
      print(
        [
          "constraints", "\(n)", "\(document.root.subtreeCount)", "\(times.count)", LayoutBenchmark.fmt(m),
          LayoutBenchmark.fmt(m / Double(n), 2), LayoutBenchmark.fmt(times.min()!),
          LayoutBenchmark.fmt(result.items[0].frame.height), LayoutBenchmark.fmt(LayoutBenchmark.median(cpu)),
        ].joined(separator: "\t"))
    }
  }
}
