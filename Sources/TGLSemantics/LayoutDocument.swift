// A document: one root element and the directives `@canvas`, `@scale`, `@fontMetrics` and `@target`.

/// One top-level element and its directives. Creating a document assigns every element its path and id (unless it is
/// made for a reader that makes the paths it needs, `init(root:…:assigningPaths:)`).
///
/// The fields live in one shared, copy-on-write box: documents are copied whole (into environments, results, the
/// linter's inputs), and a copy of the fields retained each reference in them (the root's six and the directives'
/// strings); a copy of the box is one.
public struct LayoutDocument: Sendable, Hashable {
  final class Storage: @unchecked Sendable {
    // Written only while uniquely referenced (`update`), so a box shared by copies is only read.
    var root: Element
    var canvas: Size?
    var scale: Double?
    var fontMetrics: String?
    var target: TargetLibrary?
    var device: DeviceChoice?

    init(root: consuming Element) { self.root = root }

    init(copying other: Storage) {
      root = other.root
      canvas = other.canvas
      scale = other.scale
      fontMetrics = other.fontMetrics
      target = other.target
      device = other.device
    }
  }

  private var storage: Storage

  public var root: Element {
    _read { yield storage.root }
  }
  /// `@canvas W, H`.
  public var canvas: Size? {
    get { storage.canvas }
    set { update { $0.canvas = newValue } }
  }
  /// `@scale S`.
  public var scale: Double? {
    get { storage.scale }
    set { update { $0.scale = newValue } }
  }
  /// `@fontMetrics "file.json"`: the metrics file to measure text with, as written (relative to the file). The tools
  /// read it and pass the metrics in the environment; the model does no I/O.
  public var fontMetrics: String? {
    get { storage.fontMetrics }
    set { update { $0.fontMetrics = newValue } }
  }
  /// `@target tangramkit` / `@target mylayout`: the library the document is laid out for (nil: TangramKit).
  public var target: TargetLibrary? {
    get { storage.target }
    set { update { $0.target = newValue } }
  }
  /// `@device "iPhone 15"` (optionally `, landscape`): the device whose screen, scale and safe area it is laid out on.
  public var device: DeviceChoice? {
    get { storage.device }
    set { update { $0.device = newValue } }
  }

  /// `root` is consumed: its arrays of children stay uniquely referenced, so that assigning the paths writes them in
  /// place (a copy of the parameter made every array of the tree be copied: 976 arrays in the benchmark document).
  /// With `assigningPaths` false the elements keep the paths they were made with (their names, or their components'
  /// trees' paths): for a reader that makes each path it needs from the tree (`ElementPaths.swift`), as `tgl check`'s
  /// linter does, which needs the paths of the few elements it reports on.
  public init(
    root: consuming Element, canvas: Size? = nil, scale: Double? = nil, fontMetrics: String? = nil,
    target: TargetLibrary? = nil, assigningPaths: Bool = true
  ) {
    if assigningPaths { LayoutDocument.assignPaths(&root, parentPath: nil, index: 1) }
    storage = Storage(root: root)
    storage.canvas = canvas
    storage.scale = scale
    storage.fontMetrics = fontMetrics
    storage.target = target
  }

  /// Changes the fields in place, in a box of this document's own when the box is shared.
  private mutating func update(_ body: (Storage) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    body(storage)
  }

  /// Every element in document (pre-)order.
  public var elements: [Element] {
    var result: [Element] = []
    func visit(_ element: Element) {
      result.append(element)
      for child in element.children { visit(child) }
    }
    visit(root)
    return result
  }

  /// Replaces the root (paths and ids are reassigned).
  public mutating func setRoot(_ newRoot: consuming Element) {
    LayoutDocument.assignPaths(&newRoot, parentPath: nil, index: 1)
    update { $0.root = newRoot }
  }

  /// Changes the properties of the element at `indexPath` (child indices from the root; empty for the root) in
  /// place. Ids and paths stay; only the elements on the path are copied, the rest stays shared with copies of the
  /// document. Does nothing when no element is at `indexPath`.
  public mutating func modifyProperties(at indexPath: [Int], _ body: (inout Properties) -> Void) {
    update { _ = LayoutDocument.modifyProperties(of: &$0.root, at: indexPath[...], body) }
  }

  /// False when no element is at `indexPath`.
  static func modifyProperties(
    of element: inout Element, at indexPath: ArraySlice<Int>, _ body: (inout Properties) -> Void
  ) -> Bool {
    guard let first = indexPath.first else {
      body(&element.properties)
      return true
    }
    guard element.children.indices.contains(first) else { return false }
    return modifyProperties(of: &element.children[first], at: indexPath.dropFirst(), body)
  }

  /// Documents are equal when their elements and directives are.
  public static func == (a: LayoutDocument, b: LayoutDocument) -> Bool {
    if a.storage === b.storage { return true }
    return a.root == b.root && a.canvas == b.canvas && a.scale == b.scale && a.fontMetrics == b.fontMetrics
      && a.target == b.target
      && a.device == b.device
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(root)
    hasher.combine(canvas)
    hasher.combine(scale)
    hasher.combine(fontMetrics)
    hasher.combine(target)
  }

  /// Gives `element` its path (below `parentPath`, as child `index` of its kind) and its subtree theirs.
  static func assignPaths(_ element: inout Element, parentPath: String?, index: Int) {
    var path = childPath(parentPath, element.name, kind: element.kind, index: index)
    if !element.children.isEmpty {
      path.withUTF8 { bytes in assignPaths(children: &element.children, parent: bytes) }
    }
    element.path = consume path
  }

  /// Gives each of `children` its path below `parent` (the bytes of their parent's path), and their subtrees theirs.
  /// Each path is written from the bytes of its parent's, read in place: the parent's path passed as a `String` and
  /// copied to be read, or an element's name copied out of it, retained and released each string, for every
  /// element. The children are written through one pointer to their buffer: `element.children[i]` checked the
  /// array's uniqueness and bounds at each access. The count of each kind so far numbers the unnamed ones
  /// (`kind[index]`).
  static func assignPaths(children: inout [Element], parent: UnsafeBufferPointer<UInt8>) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: ElementKind.ordinalCount) { counts in
      counts.initialize(repeating: 0)
      children.withUnsafeMutableBufferPointer { children in
        for i in children.indices {
          let kind = children[i].kind
          counts[kind.ordinal] += 1
          var path: String
          if children[i].name != nil {
            path = children[i].name!.withUTF8 { joined(parent, $0, index: nil) }
          } else {
            var last = kind.rawValue
            path = last.withUTF8 { joined(parent, $0, index: counts[kind.ordinal]) }
          }
          if !children[i].children.isEmpty {
            path.withUTF8 { bytes in assignPaths(children: &children[i].children, parent: bytes) }
          }
          children[i].path = consume path
        }
      }
    }
  }

  /// `parent/name`, or `parent/kind[index]` for an unnamed element; without the parent for the root.
  static func childPath(_ parentPath: String?, _ name: String?, kind: ElementKind, index: Int) -> String {
    if parentPath == nil, let name { return name }
    var last = name ?? kind.rawValue
    guard var parent = parentPath else { return last.withUTF8 { joined(nil, $0, index: index) } }
    return parent.withUTF8 { parentBytes in
      last.withUTF8 { joined(parentBytes, $0, index: name == nil ? index : nil) }
    }
  }

  /// `parent/last`, `parent/last[index]` with an index, or without `parent/` when there is no parent. The bytes are
  /// written once into a string of the exact size, not appended part by part (`String.append` four times, for every
  /// element).
  static func joined(_ parent: UnsafeBufferPointer<UInt8>?, _ last: UnsafeBufferPointer<UInt8>, index: Int?) -> String {
    // The index's digits, last first (an index is at least 1).
    var digits: (UInt64, Int) = (0, 0)
    if let index {
      var n = index
      repeat {
        digits.0 = digits.0 << 8 | UInt64(0x30 + n % 10)
        digits.1 += 1
        n /= 10
      } while n > 0 && digits.1 < 8
      if n > 0 { return slowJoined(parent, last, index: index) }
    }
    let separator = parent == nil ? 0 : 1
    let suffix = index == nil ? 0 : digits.1 + 2
    let total = (parent?.count ?? 0) + separator + last.count + suffix
    return String(unsafeUninitializedCapacity: total) { out in
      var at = 0
      if let parent {
        for byte in parent {
          out[at] = byte
          at += 1
        }
        out[at] = UInt8(ascii: "/")
        at += 1
      }
      for byte in last {
        out[at] = byte
        at += 1
      }
      if index != nil {
        out[at] = UInt8(ascii: "[")
        at += 1
        var rest = digits
        while rest.1 > 0 {
          out[at] = UInt8(truncatingIfNeeded: rest.0)
          rest.0 >>= 8
          rest.1 -= 1
          at += 1
        }
        out[at] = UInt8(ascii: "]")
        at += 1
      }
      return at
    }
  }

  /// The same path built by interpolation, for an index of more than eight digits.
  static func slowJoined(
    _ parent: UnsafeBufferPointer<UInt8>?, _ last: UnsafeBufferPointer<UInt8>, index: Int
  ) -> String {
    let prefix = parent.map { String(decoding: $0, as: UTF8.self) + "/" } ?? ""
    return prefix + String(decoding: last, as: UTF8.self) + "[\(index)]"
  }
}
