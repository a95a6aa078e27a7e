// The frames a hover reads by index (`LayoutItems.frame(at:)`, `absoluteFrame(at:)`) are the items' frames to the
// last bit; the byte buffer's take-back and comparison (`TextBytes.truncate`, `bytesEqual`) that a derivation's
// ` = <result>` relies on; the derivation lines' ends kept in place (`LineEnds`).

import Foundation
import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@testable import TGLIDE

@Suite struct HoverFramesTests {
  static func same(_ a: Rect, _ b: Rect) -> Bool {
    a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
      && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
  }

  @Test func framesByIndexAreTheItemsFrames() throws {
    let root = Fixtures.repositoryRoot()
    var compared = 0
    for folder in ["examples", "Tests/Data/layout", "Tests/Data/lint"] {
      for url in Fixtures.files(in: root.appendingPathComponent(folder), withSuffix: ".tgl") {
        guard let text = Fixtures.read(url) else { continue }
        let analysis = Analysis(text: text)
        for document in analysis.source.documents.indices {
          // The current environment and every size class: each is a layout of its own.
          let environments =
            [analysis.environment(ofDocument: document)]
            + analysis.declaredEnvironments(ofDocument: document).map(\.environment)
          for environment in environments {
            let items = analysis.layout(ofDocument: document, in: environment).items
            for (index, item) in items.enumerated() {
              #expect(Self.same(items.frame(at: index), item.frame), "\(url.lastPathComponent) \(document):\(index)")
              #expect(Self.same(items.frame(at: index), items[index].frame))
              // By index the origin is summed as `items[index]` sums it (iterating sums it from the root down).
              #expect(Self.same(items.absoluteFrame(at: index), items[index].absolute))
              compared += 1
            }
          }
        }
      }
    }
    #expect(compared > 1_000)
  }

  @Test func bytesCompareAndTruncate() {
    var out = TextBytes(capacity: 4)
    out.append("width = 60 = 60")
    #expect(out.count == 15)
    #expect(out.bytesEqual(8, 10, 13))  // "60" and "60"
    #expect(out.bytesEqual(6, 10, 11))  // "= 60" and "= 60"
    #expect(!out.bytesEqual(0, 2, 8))  // "wi" and "60"
    #expect(out.bytesEqual(3, 3, 0))  // nothing equals nothing
    out.truncate(to: 10)
    #expect(out.string == "width = 60")
    out.truncate(to: 10)
    #expect(out.string == "width = 60")
    var other = TextBytes(capacity: 4)
    other.append("- `")
    out.withBytes { other.append(UnsafeBufferPointer(rebasing: $0[8..<10])) }
    #expect(other.string == "- `60")
  }

  @Test func lineEndsKeepAtMostTwoInOrder() {
    var ends = LineEnds()
    #expect(ends.all == [])
    ends.append(12)
    #expect(ends.all == [12])
    ends.append(30)
    #expect(ends.all == [12, 30])
    #expect(ends.first == 12 && ends.second == 30)
  }
}
