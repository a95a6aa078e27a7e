// The tables an expansion and a file's reach keep by number or by bytes instead of hashing keys: each answers as the
// `Set` or `Dictionary` it replaced would.

import TGLSyntax
import Testing

@testable import TGLSemantics

@Suite struct NumberedTablesTests {
  /// The names written in a file (bare names in values, kinds of elements) answer as a `Set<String>` of each name's
  /// text: ASCII names past the table's first size, names not ASCII, and names equal as strings but spelled with other
  /// bytes (a Kelvin sign and a `K`, an `é` composed and decomposed), each way round.
  @Test(arguments: [
    (0..<200).map { "name\($0)" } + ["gutter", "a"],
    ["标题", "gutter", "e\u{301}te"],
    ["\u{212A}", "cafe"],
    ["K", "caf\u{E9}"],
  ])
  func writtenNamesAnswerAsASetOfStrings(_ written: [String]) {
    var text = "linear S (vert) {\n"
    for (k, name) in written.enumerated() {
      text += "  view v\(k) { width: \(name) }\n  \(name) u\(k) (size: \(name))\n"
    }
    let root = Parser.parse(text + "}\n").root
    var expected: Set<String> = []
    root.forEachDescendant { n in
      if n.kind == .nameRef { expected.insert(n.text) }
      if n.kind == .element, let kind = ElementSyntax(n).kindText { expected.insert(kind) }
    }
    #expect(expected.isSuperset(of: written))
    let asked =
      written + ["name200", "nam", "Gutter", "标", "\u{E9}te", "K", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "b", "view"]
    WrittenNames.reading(root) { names in
      for name in asked { #expect(names.contains(name) == expected.contains(name), "\(name)") }
    }
  }

  /// A node is new to the set once; the nodes of two trees at the same index are two nodes.
  @Test func syntaxNodeSetAnswersAsASetOfNodes() {
    let first = Parser.parse("linear A (vert) { view b { size: 1, 1 } view c { size: 2, 2 } }").tree
    let second = Parser.parse("linear D (vert) { view e { size: 1, 1 } }").tree
    var set = SyntaxNodeSet()
    var expected = Set<SyntaxNode>()
    let nodes = Array(first.root.descendants) + Array(second.root.descendants)
    for node in nodes + nodes.reversed() + nodes {
      #expect(set.insert(node) == expected.insert(node).inserted)
    }
  }

  /// A declaration's value is found by its number; numbers past the program's count and negative ones are none, and
  /// a value can be set past the count.
  @Test func declarationTableAnswersAsADictionary() {
    var table = DeclarationTable<String>(declarationCount: 4)
    #expect(table[0] == nil)
    #expect(table[-1] == nil)
    table[2] = "two"
    table[6] = "six"
    table[2] = "second"
    #expect(table[2] == "second")
    #expect(table[6] == "six")
    #expect(table[3] == nil)
    #expect(table[7] == nil)
    table[6] = nil
    #expect(table[6] == nil)
  }

  /// A tree node's instance table answers as a dictionary keyed by the values of a use's arguments in order: looked
  /// up where a use's arguments hold them, past the table's first size, with strings equal as strings but spelled with
  /// other bytes (a Kelvin sign and a `K`, an `é` composed and decomposed) found either way; the first kept stays.
  @Test func instanceTableAnswersAsADictionaryOfValues() {
    let strings = ["K", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "标题", ""]
    var lists: [[ValueKey]] = (0..<40).map { [.number(Double($0)), .string("row \($0)")] }
    lists += strings.map { [.string($0)] }
    lists += [[.bool(true)], [.bool(false), .number(1)], [.color(Color(red: 1, green: 0, blue: 0))]]
    let table = InstanceTable()
    var expected: [[ValueKey]: Int] = [:]
    for (k, values) in lists.enumerated() {
      table.keep(values, (Properties(), ArgumentKeys(keys: [], slots: [k])))
      if expected[values] == nil { expected[values] = k }
    }
    table.keep(lists[0], (Properties(), ArgumentKeys(keys: [], slots: [-1])))
    // Each list asked through a use's arguments, its values in the slots after two of other values.
    let never: [[ValueKey]] = [
      [.number(40)], [.string("row 1")], [.number(1), .string("row 0")], [.bool(true), .number(1)],
    ]
    for values in lists + never {
      var arguments = ArgumentSlots(count: values.count + 2)
      let origin = ValueOrigin.own(FileLocation(file: "a.tgl", range: TextRange(start: 0, end: 1)))
      arguments.fill(0, .number(-1), origin)
      arguments.fill(1, .string("other"), origin)
      for (k, value) in values.enumerated() { arguments.fill(k + 2, Self.scopeValue(value), origin) }
      let use = UseArguments(ParameterSlots(byName: [:]), arguments)
      let slots = Array(2..<(values.count + 2))
      // The hash a use's lookup makes, from its slots: it has to agree with the one `keep` made of the values.
      let hash = InstanceTable.hash(slots: slots, of: use)
      #expect(hash == InstanceTable.hash(values), "\(values)")
      let found = hash.flatMap { table.lowered($0, slots: slots, of: use) }
      #expect(found?.keys.slots == expected[values].map { [$0] }, "\(values)")
    }
  }

  private static func scopeValue(_ key: ValueKey) -> ScopeValue {
    switch key {
    case .number(let n): .number(n)
    case .string(let s): .string(s)
    case .color(let c): .color(c)
    case .font(let f): .font(f)
    case .bool(let b): .bool(b)
    }
  }
}
