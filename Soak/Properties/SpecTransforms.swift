// The documents a property compares with: left and right swapped, a view gone or removed, a wrap size fixed.

extension SpecDocument {
  /// The index path of the element named `name`.
  public func path(of name: String) -> [Int]? {
    root.paths.first { root[$0[...]].name == name }
  }

  /// The path (`n1/n4/n7`) of the element at `indexPath`.
  public func elementPath(_ indexPath: [Int]) -> String {
    var names = [root.name]
    var e = root
    for i in indexPath {
      e = e.children[i]
      names.append(e.name)
    }
    return names.joined(separator: "/")
  }

  /// The document with `left` and `right` exchanged everywhere: positions, paddings, references and gravities.
  /// Laid out left to right, it is what TangramKit lays out right to left before mirroring (code notes §7: in
  /// right-to-left `left`/`right` map to trailing/leading and gravity `left`/`right` swap).
  public func swappingLeftAndRight() -> SpecDocument {
    var copy = self
    Self.swap(&copy.root)
    return copy
  }

  static func swap(_ e: inout SpecElement) {
    e.properties = e.properties.map(swap)
    for i in e.variants.indices { e.variants[i].properties = e.variants[i].properties.map(swap) }
    for i in e.children.indices { swap(&e.children[i]) }
  }

  static func swap(_ p: SpecProperty) -> SpecProperty {
    let names = ["left": "right", "right": "left", "leftPadding": "rightPadding", "rightPadding": "leftPadding"]
    if p.name == "padding" {
      let parts = p.value.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
      if parts.count == 4 {
        return SpecProperty("padding", [parts[0], parts[3], parts[2], parts[1]].joined(separator: ", "))
      }
      return p
    }
    return SpecProperty(names[p.name] ?? p.name, swapWords(p.value))
  }

  /// `value` with the words `left` and `right` exchanged (`B.left`, `horz.right`).
  static func swapWords(_ value: String) -> String {
    var out = ""
    var word = ""
    func flush() {
      out += word == "left" ? "right" : word == "right" ? "left" : word
      word = ""
    }
    for character in value {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        out.append(character)
      }
    }
    flush()
    return out
  }

  /// The document with the element named `name` gone in every environment.
  public func makingGone(_ name: String) -> SpecDocument? {
    guard let path = path(of: name), !path.isEmpty else { return nil }
    var copy = self
    copy.root[path[...]].removeEverywhere("visibility")
    copy.root[path[...]].set("visibility", "gone")
    return copy
  }

  /// The document without the element named `name` (and its subtree).
  public func removing(_ name: String) -> SpecDocument? {
    guard let path = path(of: name), let last = path.last else { return nil }
    var copy = self
    copy.root[path.dropLast()].children.remove(at: last)
    return copy
  }

  /// The document with property `axis` of the element named `name` set to `value` in every environment.
  public func fixing(_ name: String, _ axis: String, to value: String) -> SpecDocument? {
    guard let path = path(of: name) else { return nil }
    var copy = self
    copy.root[path[...]].removeEverywhere(axis)
    copy.root[path[...]].properties.insert(SpecProperty(axis, value), at: 0)
    return copy
  }
}

extension Substring {
  func trimmingCharacters(in set: Character) -> String {
    var s = self
    while s.first == set { s = s.dropFirst() }
    while s.last == set { s = s.dropLast() }
    return String(s)
  }
}
