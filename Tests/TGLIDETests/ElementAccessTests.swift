// The model element read in place (`SourceAnalysis.withElement`) and the hover text written into one buffer
// (`TextBytes`, `Numbers.append`) give what the copies and `String`s they replace gave.

import Foundation
import TGLSemantics
import TGLTestSupport
import Testing

@testable import TGLIDE

@Suite struct ElementAccessTests {
  /// The elements of a document in preorder, walked by value: index `k` is the element at location `k`.
  static func preorder(_ element: Element) -> [Element] {
    [element] + element.children.flatMap(preorder)
  }

  @Test func everyLocationReadsItsElementInPlace() throws {
    let root = Fixtures.repositoryRoot()
    var compared = 0
    for folder in ["examples", "Tests/Data/layout", "Tests/Data/lint"] {
      for url in Fixtures.files(in: root.appendingPathComponent(folder), withSuffix: ".tgl") {
        guard let text = Fixtures.read(url) else { continue }
        let source = SourceAnalysis(version: 0, text: text)
        for (document, layout) in source.documents.enumerated() {
          let elements = Self.preorder(layout.root)
          for (index, expected) in elements.enumerated() {
            let location = ElementLocation(document: document, index: index)
            let borrowed = source.withElement(at: location) { copy $0 }
            #expect(borrowed == expected, "\(url.lastPathComponent) \(document):\(index)")
            #expect(source.element(at: location) == expected, "\(url.lastPathComponent) \(document):\(index)")
            // The free space pairs an element's array of children with these locations, one for one.
            let children = source.children(of: location).map { elements[$0.index] }
            #expect(children == expected.children, "\(url.lastPathComponent) \(document):\(index)")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 1_000)
  }

  @Test func wholeAndFractionalNumbersAppendAsTheirText() {
    var values: [Double] = [
      0, -0.0, 0.004, -0.004, 0.005, 1, -1, 60, 33.333, -4.5, 2.675, 99.995, -99.995, 0.1 + 0.2, 1e15 - 1, 1e15,
      -1e15 + 1, 1e16, 123_456_789_012_345, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1e300,
    ]
    values += (-2_000...2_000).map { Double($0) / 8 }
    values += (0..<64).map { Double(1 << $0) * 0.999 }
    for value in values {
      var out = TextBytes(capacity: 8)
      Numbers.append(value, to: &out)
      #expect(out.string == Numbers.text(value), "\(value)")
    }
  }

  @Test func literalsAndStringsAppendTheirBytes() {
    var out = TextBytes(capacity: 4)
    out.append("** · `")
    out += "标题 🙂"
    out += "in linear S"[...]
    out.append(integer: Int.min)
    out.append(integer: 0)
    out.append(integer: Int.max)
    #expect(out.string == "** · `标题 🙂in linear S\(Int.min)0\(Int.max)")
  }

  /// Integers written straight into the storage are their decimal `String`: every one from -10,000 to 10,000, each
  /// power of ten and its neighbours, the extremes; into a buffer that has to grow, and not into a copy that shares it.
  @Test func integersAreTheirDecimalText() {
    var values = Array(-10_000...10_000) + [Int.min, Int.max, Int.min + 1, Int.max - 1]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, power + 1, -power + 1, -power, -power - 1]
    }
    for value in values {
      var out = TextBytes(capacity: 1)
      out.append("x")
      let shared = out
      out.append(integer: value)
      #expect(out.string == "x\(value)")
      #expect(shared.string == "x")
    }
  }
}
