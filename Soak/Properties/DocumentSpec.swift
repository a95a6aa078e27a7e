// A generated document as plain data (elements with their properties written as .tgl text), printed as a .tgl file.

import TGLDiagnostics
import TGLSemantics

/// One property as written in a block: `name: value`.
public struct SpecProperty: Sendable, Hashable {
  public var name: String
  public var value: String
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// A `when` block: its condition as written (`width: compact, landscape`) and its properties.
public struct SpecVariant: Sendable, Hashable {
  public var condition: String
  public var properties: [SpecProperty]
  public init(condition: String, properties: [SpecProperty]) {
    self.condition = condition
    self.properties = properties
  }
}

/// One element: every element is named, so that frames can be compared by path after elements are removed.
public struct SpecElement: Sendable, Hashable {
  public var kind: ElementKind
  public var name: String
  /// The header arguments without parentheses (`vert`, `horz, 3`), if any.
  public var header: String?
  public var properties: [SpecProperty]
  public var variants: [SpecVariant]
  public var children: [SpecElement]

  public init(
    _ kind: ElementKind, _ name: String, header: String? = nil, properties: [SpecProperty] = [],
    variants: [SpecVariant] = [], children: [SpecElement] = []
  ) {
    self.kind = kind
    self.name = name
    self.header = header
    self.properties = properties
    self.variants = variants
    self.children = children
  }

  /// The value of property `name` in the element's own block.
  public func value(of name: String) -> String? { properties.last { $0.name == name }?.value }

  /// Sets property `name` (replacing it where it is written, or adding it).
  public mutating func set(_ name: String, _ value: String) {
    if let i = properties.lastIndex(where: { $0.name == name }) {
      properties[i].value = value
    } else {
      properties.append(SpecProperty(name, value))
    }
  }

  /// Removes property `name` from the block and from every `when` block.
  public mutating func removeEverywhere(_ name: String) {
    properties.removeAll { $0.name == name }
    for i in variants.indices { variants[i].properties.removeAll { $0.name == name } }
    variants.removeAll { $0.properties.isEmpty }
  }

  /// The element at `path` (child indices from this one).
  public subscript(path: ArraySlice<Int>) -> SpecElement {
    get { path.first.map { children[$0][path.dropFirst()] } ?? self }
    set {
      if let first = path.first {
        children[first][path.dropFirst()] = newValue
      } else {
        self = newValue
      }
    }
  }

  /// The index paths of this element's subtree in document order (this one is `[]`).
  public var paths: [[Int]] {
    var result: [[Int]] = [[]]
    for (i, child) in children.enumerated() { result += child.paths.map { [i] + $0 } }
    return result
  }

  /// Every name referred to in a value of this subtree (`B.right`, `[B.width]`).
  public var referencedNames: Set<String> {
    var names: Set<String> = []
    func scan(_ value: String) {
      var word = ""
      for character in value + " " {
        if character.isLetter || character.isNumber || character == "_" {
          word.append(character)
        } else {
          if character == ".", !word.isEmpty, word != "parent", word != "self", word != "horz", word != "vert" {
            names.insert(word)
          }
          word = ""
        }
      }
    }
    for p in properties { scan(p.value) }
    for v in variants { for p in v.properties { scan(p.value) } }
    for c in children { names.formUnion(c.referencedNames) }
    return names
  }
}

/// A generated document: the root, the canvas and scale its directives give.
public struct SpecDocument: Sendable, Hashable {
  public var root: SpecElement
  public var canvas: Size
  public var scale: Double

  public init(root: SpecElement, canvas: Size, scale: Double) {
    self.root = root
    self.canvas = canvas
    self.scale = scale
  }

  /// The document as a `.tgl` file.
  public var text: String {
    var out = "@canvas \(SpecNumber.text(canvas.width)), \(SpecNumber.text(canvas.height))\n"
    out += "@scale \(SpecNumber.text(scale))\n\n"
    Self.write(root, indent: 0, into: &out)
    return out
  }

  /// The lowered document, nil when the text does not lower cleanly (a generator bug).
  public func lowered() -> LayoutDocument? {
    let result = Lowering.lower(source: text)
    guard result.documents.count == 1, !result.diagnostics.contains(where: { $0.severity == .error }) else {
      return nil
    }
    return result.documents[0]
  }

  static func write(_ e: SpecElement, indent: Int, into out: inout String) {
    let pad = String(repeating: "    ", count: indent)
    out += pad + e.kind.rawValue + " " + e.name
    if let header = e.header { out += " (\(header))" }
    if e.properties.isEmpty && e.variants.isEmpty && e.children.isEmpty {
      out += " {}\n"
      return
    }
    if e.children.isEmpty && e.variants.isEmpty && e.properties.count <= 3 {
      out += " { " + e.properties.map { "\($0.name): \($0.value)" }.joined(separator: "; ") + " }\n"
      return
    }
    out += " {\n"
    for p in e.properties { out += pad + "    \(p.name): \(p.value)\n" }
    for v in e.variants {
      let body = v.properties.map { "\($0.name): \($0.value)" }.joined(separator: "; ")
      out += pad + "    when \(v.condition) { \(body) }\n"
    }
    if !e.children.isEmpty && !(e.properties.isEmpty && e.variants.isEmpty) { out += "\n" }
    for c in e.children { write(c, indent: indent + 1, into: &out) }
    out += pad + "}\n"
  }
}

/// Numbers as .tgl writes them: no exponent, no trailing `.0`.
public enum SpecNumber {
  /// The shortest text that reads back as `value`; nil when that needs an exponent, which .tgl does not have.
  public static func exact(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    var text = "\(abs(value))"
    if text.contains("e") { return nil }
    if text.hasSuffix(".0") { text.removeLast(2) }
    return value < 0 ? "-" + text : text
  }

  /// `exact(value)`, or 0 for the values it cannot write (the generator never makes them).
  public static func text(_ value: Double) -> String { exact(value) ?? "0" }
}
