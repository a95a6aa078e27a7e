// `tgl-bench layout`: the layout engine alone, on documents lowered beforehand (lowering is not timed).
//
//   tgl-bench layout [--shapes flat,rows,deep,mixed] [--sizes 1000,10000,100000] [--runs R]
//   tgl-bench layout-once SHAPE NODES [--dump]
//       one engine call in `measuredRegion`, for callgrind; `--dump` prints every frame
//
// Prints tab-separated lines (`#` lines are comments), read by Benchmarks/compare_taffy_yoga.py; times are wall-clock
// except `cpu_median_us`, the median of the calling thread's CPU time (less sensitive to other processes' load):
//   full      shape  N  nodes  runs  median_us  us_per_node  min_us  root_width  root_height  cpu_median_us  read_us
// `read_us` is the thread CPU time of reading every item of one result afterwards (not part of the timed call).

import Foundation
import TGLLayout
import TGLSemantics

enum LayoutBenchmark {
  static let environment = Environment(canvas: Size(width: 1000, height: 800), scale: 1)

  /// Lowers `text`, which must hold exactly one document and lower without errors.
  static func document(_ text: String) -> LayoutDocument {
    let lowered = Lowering.lower(source: text)
    guard lowered.documents.count == 1 else { fail("expected one document, got \(lowered.documents.count)") }
    if let first = lowered.diagnostics.first { fail("the benchmark document has diagnostics: \(first)") }
    return lowered.documents[0]
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tgl-bench layout: \(message)\n".utf8))
    exit(1)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func defaultRuns(_ nodes: Int) -> Int { nodes <= 2_000 ? 21 : nodes <= 20_000 ? 11 : 5 }

  /// Full layouts: one warm-up, then `runs` timed calls of `layout(_:in:)`.
  static func full(_ shape: LayoutShape, _ n: Int, runs: Int?) {
    let document = document(shape.text(nodes: n))
    let nodes = document.root.subtreeCount
    var result = layout(document, in: environment)
    var times: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<(runs ?? defaultRuns(nodes)) {
      let t = Timing.measure { result = layout(document, in: environment) }
      times.append(t.wall)
      cpu.append(t.cpu)
    }
    let reading = readAll(result)
    let root = result.items[0].frame
    if let report = result.reports.first {
      let count = result.reports.count
      print("# \(shape.rawValue) \(n): \(count) engine reports, the first: \(report.kind.rawValue), \(report.message)")
    }
    let m = median(times)
    print(
      [
        "full", shape.rawValue, "\(n)", "\(nodes)", "\(times.count)", fmt(m), fmt(m / Double(nodes), 4),
        fmt(times.min()!), fmt(root.width), fmt(root.height), fmt(median(cpu)), fmt(reading),
      ].joined(separator: "\t"))
  }

  /// Thread CPU time in microseconds of reading every item of `result` once (the compute call makes none: items
  /// are made when read, see `LayoutItems`).
  static func readAll(_ result: LayoutResult) -> Double {
    var sum = 0.0
    let t = Timing.measure {
      for item in result.items { sum += item.absolute.x + item.frame.width }
    }
    if sum.isNaN { print("# NaN") }
    return t.cpu
  }

  static func fmt(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

  static func list(_ value: String) -> [String] { value.split(separator: ",").map(String.init) }

  static func run(_ arguments: [String]) {
    var shapes = LayoutShape.allCases
    var sizes = [1_000, 10_000, 100_000]
    var runs: Int?
    var i = 0
    func value() -> String {
      i += 1
      guard i < arguments.count else { usage() }
      return arguments[i]
    }
    while i < arguments.count {
      switch arguments[i] {
      case "--shapes": shapes = list(value()).map { orUsage(LayoutShape(rawValue: $0)) }
      case "--sizes": sizes = list(value()).map { orUsage(Int($0)) }
      case "--runs": runs = orUsage(Int(value()))
      default: usage()
      }
      i += 1
    }
    print("# tgl layout engine, release build; times in microseconds, medians of `runs` calls")
    print("# full:     kind shape N nodes runs median_us us_per_node min_us root_w root_h cpu_median_us read_us")
    for shape in shapes {
      for n in sizes { full(shape, n, runs: runs) }
    }
  }

  /// One engine call inside `measuredRegion`, so that `valgrind --tool=callgrind --toggle-collect='*measuredRegion*'`
  /// counts the engine alone (not the generation and lowering of the document).
  static func once(_ arguments: [String]) {
    if arguments.count >= 2, arguments[0] == "flat-shared", let n = Int(arguments[1]) {
      let document = sharedFlatDocument(n)
      var items = 0
      measuredRegion { items = layout(document, in: environment).items.count }
      print("layout flat-shared \(items) nodes")
      return
    }
    guard arguments.count >= 2, let shape = LayoutShape(rawValue: arguments[0]), let n = Int(arguments[1]) else {
      usage()
    }
    let document = document(shape.text(nodes: n))
    var items = 0
    measuredRegion { items = layout(document, in: environment).items.count }
    print("layout \(shape) \(items) nodes")
    if arguments.contains("--dump") {
      for item in layout(document, in: environment).items { print(item.path, item.frame) }
    }
  }
}

/// The flat shape built by hand, every leaf sharing one `Properties` value (as in TGLLayoutTests'
/// PerformanceTests), for comparison with the lowered document, where every element has its own storage.
func sharedFlatDocument(_ nodes: Int) -> LayoutDocument {
  var leaf = Properties()
  leaf.width = .number(100)
  leaf.height = .number(20)
  let children = (0..<max(1, nodes - 1)).map { _ in Element(.view, properties: leaf) }
  var root = Properties()
  root.orientation = .vertical
  root.width = .number(1000)
  root.height = .wrap
  return LayoutDocument(root: Element(.linear, name: "root", properties: root, children: children))
}

/// Wall-clock and thread CPU time of one call, in microseconds.
struct Timing {
  var wall: Double
  var cpu: Double

  static func measure(_ body: () -> Void) -> Timing {
    let cpu0 = threadCPUTime()
    let wall0 = DispatchTime.now().uptimeNanoseconds
    body()
    let wall1 = DispatchTime.now().uptimeNanoseconds
    let cpu1 = threadCPUTime()
    return Timing(wall: Double(wall1 - wall0) / 1000, cpu: (cpu1 - cpu0) / 1000)
  }

  /// The calling thread's CPU time in nanoseconds.
  static func threadCPUTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
  }
}

/// The value, or the usage message and exit status 2.
func orUsage<T>(_ value: T?) -> T {
  guard let value else { usage() }
  return value
}

/// The region that callgrind measures (see `LayoutBenchmark.once`).
@inline(never) func measuredRegion(_ body: () -> Void) { body() }
