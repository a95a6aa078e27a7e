// Throughput of a flat vertical linear layout of fixed views (target: 0.2 µs per view in release builds).

import Foundation
import TGLLayout
import TGLSemantics
import Testing

@Suite struct PerformanceTests {
  static func flatDocument(_ count: Int) -> LayoutDocument {
    var leaf = Properties()
    leaf.width = .number(100)
    leaf.height = .number(20)
    let children = (0..<count).map { _ in Element(.view, properties: leaf) }
    var root = Properties()
    root.orientation = .vertical
    root.width = .number(375)
    root.height = .wrap
    return LayoutDocument(root: Element(.linear, name: "S", properties: root, children: children))
  }

  /// Always checks the result; asserts the time budget only with `TGL_PERF=1` (meant for `-c release`).
  /// The budget is `TGL_PERF_BUDGET_NS` (default 500 ns per view; the target is 200).
  @Test func flatLinearOf100kViews() {
    let document = Self.flatDocument(100_000)
    let environment = Environment()
    _ = layout(document, in: environment)
    var result = layout(document, in: environment)
    var perNode = Double.infinity
    for _ in 0..<5 {
      let start = DispatchTime.now().uptimeNanoseconds
      result = layout(document, in: environment)
      perNode = min(perNode, Double(DispatchTime.now().uptimeNanoseconds - start) / 100_001)
    }
    #expect(result.items.count == 100_001)
    #expect(result.items.last?.frame == Rect(x: 0, y: 20 * 99_999, width: 100, height: 20))
    #expect(result.items.first?.frame.height == 2_000_000)
    if ProcessInfo.processInfo.environment["TGL_PERF"] == "1" {
      let budget = Double(ProcessInfo.processInfo.environment["TGL_PERF_BUDGET_NS"] ?? "") ?? 500
      print("layout: \(perNode) ns per view (best of 5)")
      #expect(perNode <= budget, "\(perNode) ns per view")
    }
  }
}
