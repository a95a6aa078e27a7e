// Long chains of sibling references resolve without deep recursion, in either direction.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct LongChainTests {
  static func chain(_ count: Int, backward: Bool, kind: ElementKind) -> Element {
    var children: [Element] = []
    for i in 0..<count {
      var p = Properties()
      p.height = .number(1)
      let neighbour = backward ? i + 1 : i - 1
      if neighbour >= 0 && neighbour < count {
        if kind == .relative {
          p.width = .number(2)
          p.left = .ref(.element("v\(neighbour)"), backward ? .left : .right)
          if backward { p.left?.offset = -2 }
        } else {
          p.width = .ref(.element("v\(neighbour)"), .width)
        }
      } else {
        p.width = .number(2)
        if kind == .relative && backward { p.left = .number(Double(2 * (count - 1))) }
      }
      children.append(Element(.view, name: "v\(i)", properties: p))
    }
    var root = Properties()
    root.width = .number(20_000)
    root.height = .number(100)
    return Element(kind, name: "S", properties: root, children: children)
  }

  @Test(arguments: [false, true]) func relativeChains(_ backward: Bool) {
    let result = layout(LayoutDocument(root: Self.chain(3000, backward: backward, kind: .relative)), in: Environment())
    #expect(result.reports.isEmpty, "\(result.reports.prefix(2))")
    #expect(result.item(named: "v2999")?.frame.x == 5998)
    #expect(result.item(named: "v0")?.frame.x == 0)
  }

  @Test(arguments: [false, true]) func frameSizeChains(_ backward: Bool) {
    let result = layout(LayoutDocument(root: Self.chain(3000, backward: backward, kind: .frame)), in: Environment())
    #expect(result.reports.isEmpty, "\(result.reports.prefix(2))")
    #expect(result.items.allSatisfy { $0.kind == .frame || $0.frame.width == 2 })
  }
}

extension LongChainTests {
  /// A flow places its children in order, so a backward chain of sizes is followed on demand; past the depth
  /// cap the rest of the chain reads as 0 and the chain is reported, instead of exhausting the stack.
  @Test func backwardSizeChainInAFlowIsCappedAndReported() {
    let root = Self.chain(3000, backward: true, kind: .flow)
    let result = layout(LayoutDocument(root: root), in: Environment())
    #expect(result.items.count == 3001)
    #expect(result.reports.contains { $0.kind == .ignoredValue && $0.message.contains("too long to follow") })
    #expect(result.item(named: "v2999")?.frame.width == 2)
  }
}
