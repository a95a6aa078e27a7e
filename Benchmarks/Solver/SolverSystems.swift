// The constraint systems of generated screens that `tgl-solver-bench` and Benchmarks/compare_kiwi.py both solve,
// written to a text file both read (so the two solvers get the same system, in the same order).
//
// File format, one item a line:
//   variables N
//   edit VAR PRIORITY FIRST SECOND       the edit variable, its priority, its value, the value of the timed edit
//   c PRIORITY REL CONSTANT K V1 C1 ... VK CK      Σ Ci × vVi + CONSTANT REL 0, REL one of = < > (≤, ≥)

import Foundation
import TGLSolver

/// A seeded rule for screens of cards, as an Auto Layout screen would constrain them: each card holds an image of
/// fixed size, a title and a subtitle with intrinsic sizes (content hugging 250/251, compression resistance 750/740)
/// and a button (hugging 251, resistance 760), chained leading to trailing (no two priorities tie where they compete,
/// so the solution is unique and both solvers must find it); cards stack under each other and fill the screen's width. Screen 0's width
/// is the edit variable (375, then 414); the other screens' widths are required.
struct SolverSystemGenerator {
  var random: SolverRandom
  var variableCount = 0
  var lines: [String] = []
  var constraintCount = 0

  init(seed: UInt64) { random = SolverRandom(state: seed) }

  struct View {
    var left, top, width, height: Int
  }

  mutating func view() -> View {
    defer { variableCount += 4 }
    return View(left: variableCount, top: variableCount + 1, width: variableCount + 2, height: variableCount + 3)
  }

  mutating func add(_ priority: Int, _ relation: Character, _ constant: Double, _ terms: [(Int, Double)]) {
    let cells = terms.map { "\($0.0) \($0.1)" }.joined(separator: " ")
    lines.append("c \(priority) \(relation) \(constant) \(terms.count) \(cells)")
    constraintCount += 1
  }

  /// `a.edge == b.edge + constant` style helpers: right = left + width, bottom = top + height.
  func right(_ v: View) -> [(Int, Double)] { [(v.left, 1), (v.width, 1)] }
  func bottom(_ v: View) -> [(Int, Double)] { [(v.top, 1), (v.height, 1)] }
  func minus(_ terms: [(Int, Double)]) -> [(Int, Double)] { terms.map { ($0.0, -$0.1) } }

  mutating func intrinsic(_ size: Int, _ value: Double, hugging: Int, resistance: Int = 750) {
    add(hugging, "<", -value, [(size, 1)])
    add(resistance, ">", -value, [(size, 1)])
  }

  /// `constraints` constraints (screens of ten cards, the last one cut where the count is reached).
  mutating func generate(constraints: Int) -> String {
    var edit = ""
    var screenIndex = 0
    while constraintCount < constraints {
      let screen = view()
      add(1000, "=", 0, [(screen.left, 1)])
      add(1000, "=", 0, [(screen.top, 1)])
      if screenIndex == 0 {
        edit = "edit \(screen.width) 999 375.0 414.0"
      } else {
        add(1000, "=", -Double(random.pick([320, 375, 390, 414, 428])), [(screen.width, 1)])
      }
      var above: View?
      for _ in 0..<10 {
        let card = view()
        add(1000, "=", 0, [(card.left, 1), (screen.left, -1)])
        add(1000, "=", 0, right(card) + minus(right(screen)))
        if let above {
          add(1000, "=", -8, [(card.top, 1)] + minus(bottom(above)))
        } else {
          add(1000, "=", -8, [(card.top, 1), (screen.top, -1)])
        }
        add(250, "=", 0, [(card.height, 1)])  // hug its content
        let image = view()
        let side = Double(random.pick([32, 40, 48]))
        add(1000, "=", -side, [(image.width, 1)])
        add(1000, "=", -side, [(image.height, 1)])
        add(1000, "=", -16, [(image.left, 1), (card.left, -1)])
        add(1000, "=", -12, [(image.top, 1), (card.top, -1)])
        let title = view()
        let subtitle = view()
        let button = view()
        add(1000, "=", -12, [(title.left, 1)] + minus(right(image)))
        add(1000, "=", 0, [(subtitle.left, 1), (title.left, -1)])
        add(1000, "<", 8, right(title) + [(button.left, -1)])
        add(1000, "<", 8, right(subtitle) + [(button.left, -1)])
        add(1000, "=", 16, right(button) + minus(right(card)))
        add(1000, "=", -12, [(title.top, 1), (card.top, -1)])
        add(1000, "=", -4, [(subtitle.top, 1)] + minus(bottom(title)))
        add(1000, "=", 0, [(button.top, 1), (title.top, -1)])
        intrinsic(title.width, Double(random.int(60...320)), hugging: 250)
        intrinsic(title.height, 20, hugging: 250)
        intrinsic(subtitle.width, Double(random.int(40...400)), hugging: 251, resistance: 740)
        intrinsic(subtitle.height, 16, hugging: 250)
        intrinsic(button.width, Double(random.int(44...90)), hugging: 251, resistance: 760)
        intrinsic(button.height, 32, hugging: 250)
        add(1000, ">", -12, bottom(card) + minus(bottom(subtitle)))
        add(1000, ">", -12, bottom(card) + minus(bottom(image)))
        above = card
      }
      screenIndex += 1
    }
    // Exactly `constraints`: the last card may lose its last few.
    lines.removeLast(lines.count - constraints)
    constraintCount = constraints
    return (["variables \(variableCount)", edit] + lines).joined(separator: "\n") + "\n"
  }
}

/// The benchmark's own seeded numbers (SplitMix64), so the system does not depend on the test support module.
struct SolverRandom {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
  mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
}

/// A system read back from the file.
struct SolverSystem {
  var variables = 0
  var edit: (variable: Int, priority: Int, first: Double, second: Double) = (0, 999, 0, 0)
  var constraints: [(priority: Int, relation: Relation, constant: Double, terms: [(Int, Double)])] = []

  init(text: String) {
    for line in text.split(separator: "\n") {
      let f = line.split(separator: " ")
      switch f.first {
      case "variables": variables = Int(f[1])!
      case "edit": edit = (Int(f[1])!, Int(f[2])!, Double(f[3])!, Double(f[4])!)
      case "c":
        let relation: Relation = f[2] == "=" ? .equal : f[2] == "<" ? .lessOrEqual : .greaterOrEqual
        let k = Int(f[4])!
        let terms = (0..<k).map { (Int(f[5 + 2 * $0])!, Double(f[6 + 2 * $0])!) }
        constraints.append((Int(f[1])!, relation, Double(f[3])!, terms))
      default: break
      }
    }
  }
}
