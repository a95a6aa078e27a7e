// A document: one root element and the directives `@canvas`, `@scale`, `@fontMetrics` and `@target`.

/// One top-level element and its directives. Creating a document assigns every element its path and id.
public struct LayoutDocument: Sendable, Hashable {
  public private(set) var root: Element
  /// `@canvas W, H`.
  public var canvas: Size?
  /// `@scale S`.
  public var scale: Double?
  /// `@fontMetrics "file.json"`: the metrics file to measure text with, as written (relative to the file). The tools
  /// read it and pass the metrics in the environment; the model does no I/O.
  public var fontMetrics: String?
  /// `@target tangramkit` / `@target mylayout`: the library the document is laid out for (nil: TangramKit).
  public var target: TargetLibrary?
  /// `@device "iPhone 15"` (optionally `, landscape`): the device whose screen, scale and safe area it is laid out on.
  public var device: DeviceChoice?

  /// `root` is consumed: its arrays of children stay uniquely referenced, so that assigning the paths writes them in
  /// place (a copy of the parameter made every array of the tree be copied: 976 arrays in the benchmark document).
  public init(
    root: consuming Element, canvas: Size? = nil, scale: Double? = nil, fontMetrics: String? = nil,
    target: TargetLibrary? = nil
  ) {
    LayoutDocument.assignPaths(&root, parentPath: nil, index: 1)
    self.root = root
    self.canvas = canvas
    self.scale = scale
    self.fontMetrics = fontMetrics
    self.target = target
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
    root = newRoot
  }

  /// Changes the properties of the element at `indexPath` (child indices from the root; empty for the root) in
  /// place. Ids and paths stay; only the elements on the path are copied, the rest stays shared with copies of the
  /// document. Does nothing when no element is at `indexPath`.
  public mutating func modifyProperties(at indexPath: [Int], _ body: (inout Properties) -> Void) {
    _ = LayoutDocument.modifyProperties(of: &root, at: indexPath[...], body)
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
    a.root == b.root && a.canvas == b.canvas && a.scale == b.scale && a.fontMetrics == b.fontMetrics
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

  static func assignPaths(_ element: inout Element, parentPath: String?, index: Int) {
    let path = childPath(parentPath, element.name, kind: element.kind, index: index)
    element.id = ElementID(path)
    element.path = consume path
    guard !element.children.isEmpty else { return }
    // The children are written through one pointer to their buffer: `element.children[i]` checked the array's
    // uniqueness and bounds at each access. The count of each kind so far numbers the unnamed ones (`kind[index]`).
    let parent = element.path
    withUnsafeTemporaryAllocation(of: Int.self, capacity: ElementKind.ordinalCount) { counts in
      counts.initialize(repeating: 0)
      element.children.withUnsafeMutableBufferPointer { children in
        for i in children.indices {
          let k = children[i].kind.ordinal
          counts[k] += 1
          assignPaths(&children[i], parentPath: parent, index: counts[k])
        }
      }
    }
  }

  /// `parent/name`, or `parent/kind[index]` for an unnamed element; without the parent for the root. The bytes are
  /// written once into a string of the exact size, not appended part by part (`String.append` four times, for every
  /// element).
  static func childPath(_ parentPath: String?, _ name: String?, kind: ElementKind, index: Int) -> String {
    if parentPath == nil, let name { return name }
    var parent = parentPath ?? ""
    var last = name ?? kind.rawValue
    // The index's digits, last first (an index is at least 1).
    var digits: (UInt64, Int) = (0, 0)
    if name == nil {
      var n = index
      repeat {
        digits.0 = digits.0 << 8 | UInt64(0x30 + n % 10)
        digits.1 += 1
        n /= 10
      } while n > 0 && digits.1 < 8
      if n > 0 { return slowChildPath(parentPath, kind: kind, index: index) }
    }
    return parent.withUTF8 { parentBytes in
      last.withUTF8 { lastBytes in
        let separator = parentPath == nil ? 0 : 1
        let suffix = name == nil ? digits.1 + 2 : 0
        let total = parentBytes.count + separator + lastBytes.count + suffix
        return String(unsafeUninitializedCapacity: total) { out in
          var at = 0
          for byte in parentBytes {
            out[at] = byte
            at += 1
          }
          if separator == 1 {
            out[at] = UInt8(ascii: "/")
            at += 1
          }
          for byte in lastBytes {
            out[at] = byte
            at += 1
          }
          if name == nil {
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
    }
  }

  /// The same path built by interpolation, for an index of more than eight digits.
  static func slowChildPath(_ parentPath: String?, kind: ElementKind, index: Int) -> String {
    (parentPath.map { $0 + "/" } ?? "") + "\(kind.rawValue)[\(index)]"
  }
}
