// An element's path made from its place in the tree, for a reader of a document whose elements were not given their
// paths (`LayoutDocument(root:…:assigningPaths: false)`): `tgl check` reads the paths of the elements it reports on, a
// few in a thousand, and assigning every element its path was one string made and freed per element. The rules are
// `LayoutDocument.assignPaths`': a named element is its parent's path and its name, an unnamed one its parent's path and
// its kind numbered among its siblings of that kind (`linear[2]`); a root has no parent's path.

extension LayoutDocument {
  /// The path of a document's root.
  public static func path(ofRoot root: UnsafePointer<Element>) -> String {
    childPath(nil, root.pointee.name, kind: root.pointee.kind, index: 1)
  }

  /// The path of `children[k]`, the children of the element whose path is `parent`.
  public static func path(ofChild k: Int, in children: UnsafeBufferPointer<Element>, parent: String) -> String {
    let name = children[k].name
    return childPath(parent, name, kind: children[k].kind, index: name == nil ? ordinal(ofChild: k, in: children) : 1)
  }

  /// The path of the element reached from `root`, a document's root, by `steps` (the places among children, the last
  /// step first, as a stack pops them); "" when a step leads nowhere.
  public static func path(from root: UnsafePointer<Element>, down steps: inout [Int]) -> String {
    var path = path(ofRoot: root)
    var element = root
    while let k = steps.popLast() {
      let next: UnsafePointer<Element>? = element.pointee.children.span.withUnsafeBufferPointer { children in
        guard k < children.count, let base = children.baseAddress else { return nil }
        path = Self.path(ofChild: k, in: children, parent: path)
        return base + k
      }
      guard let next else { return "" }
      element = next
    }
    return path
  }

  /// The number of `children[k]` among the children of its kind, from 1.
  static func ordinal(ofChild k: Int, in children: UnsafeBufferPointer<Element>) -> Int {
    let kind = children[k].kind
    var ordinal = 0
    for j in 0...k where children[j].kind == kind { ordinal += 1 }
    return ordinal
  }

  /// `body` with the place and the path of each of `children`, the children of the element whose path is `parent`:
  /// the kinds counted as they come, where asking each child's ordinal counted its siblings before it again.
  public static func forEachChildPath(
    in children: UnsafeBufferPointer<Element>, parent: String, _ body: (Int, String) -> Void
  ) {
    var counts = [Int](repeating: 0, count: ElementKind.ordinalCount)
    for k in children.indices {
      let kind = children[k].kind
      counts[kind.ordinal] += 1
      body(k, childPath(parent, children[k].name, kind: kind, index: counts[kind.ordinal]))
    }
  }

  /// One part of a path as a lookup by path reads it (`ElementSources.index(ofPath:)`).
  enum PathPart {
    /// A named element's part: the name's bytes, at this range of the path.
    case named(Range<Int>)
    /// An unnamed element's part: its kind and its number among its siblings of that kind (`view[2]`).
    case unnamed(ElementKind, Int)

    /// The part of `path` at `range`.
    init(_ path: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
      self = .named(range)
      // `kind[ordinal]`, the ordinal written as a path writes it: digits, the first not 0.
      guard range.count >= 4, path[range.upperBound - 1] == UInt8(ascii: "]"),
        let open = path[range].firstIndex(of: UInt8(ascii: "[")), path[open + 1] != UInt8(ascii: "0"),
        let kind = ElementKind(
          rawValue: String(decoding: UnsafeBufferPointer(rebasing: path[range.lowerBound..<open]), as: UTF8.self))
      else { return }
      var ordinal = 0
      for byte in path[(open + 1)..<(range.upperBound - 1)] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), ordinal < Int.max / 10 - 9 else { return }
        ordinal = ordinal * 10 + Int(byte - UInt8(ascii: "0"))
      }
      if ordinal > 0 { self = .unnamed(kind, ordinal) }
    }

    /// Whether `child`, whose number among its siblings of its kind is `ordinal`, adds this part to its parent's
    /// path; `path` holds a named part's bytes.
    func names(_ child: UnsafePointer<Element>, ordinal: Int, in path: UnsafeBufferPointer<UInt8>) -> Bool {
      switch self {
      case .named(let range):
        guard var name = child.pointee.name, name.utf8.count == range.count else { return false }
        return name.withUTF8 { name in
          range.indices.allSatisfy { name[$0 - range.lowerBound] == path[$0] }
        }
      case .unnamed(let kind, let number):
        return child.pointee.name == nil && child.pointee.kind == kind && ordinal == number
      }
    }

    /// The kind whose children a lookup of this part counts (an unnamed part's), else nil.
    var countedKind: ElementKind? {
      if case .unnamed(let kind, _) = self { return kind }
      return nil
    }
  }
}
