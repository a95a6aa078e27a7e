// Writes realistic .tgl documents of a requested size, for the parser and formatter benchmarks.

/// Generates screens like the ones in `examples/`: nested containers, comments, size classes.
struct DocumentGenerator {
  var state: UInt64
  /// Labels say `text: "..."` (measured with Inter) instead of guessing an `intrinsic` size.
  var withText = false

  init(seed: UInt64, withText: Bool = false) {
    state = seed
    self.withText = withText
  }

  static let words = [
    "layout", "screen", "profile", "message", "settings", "photo", "album", "weekend", "review", "design", "travel",
    "notifications", "account", "Dynamic", "Type", "größer", "設定", "写真", "🙂",
  ]

  /// `intrinsic: W, H`, or with `withText` a text of about W / 8 characters.
  mutating func content(_ width: Int, _ height: Int) -> String {
    guard withText else { return "intrinsic: \(width), \(height)" }
    var words: [String] = []
    var length = 0
    while length < width / 8 {
      let word = Self.words[next(Self.words.count)]
      words.append(word)
      length += word.count + 1
    }
    return "text: \"" + words.joined(separator: " ") + "\""
  }

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  /// Documents appended until the text reaches `bytes`.
  mutating func text(atLeast bytes: Int) -> String {
    var out = "@canvas 390, 844\n@scale 3\n\n"
    var screen = 0
    while out.utf8.count < bytes {
      out += self.screen(screen)
      screen += 1
    }
    return out
  }

  mutating func screen(_ number: Int) -> String {
    var out = "// Screen \(number): a list of cards with a header and a toolbar.\n"
    out += "linear screen\(number) (vert) {\n    width: fill\n    height: fill\n    padding: 16, 12, 16, 12\n    vspace: 8\n\n"
    out += "    when landscape { orientation: horz }\n\n"
    out += "    relative header\(number) {\n        width: fill\n        height: 64\n"
    out += "        image avatar\(number) { left: parent.left; centerY: parent.centerY; size: 40, 40 }\n"
    out += "        label title\(number) {\n            left: avatar\(number).right + 8\n            right: parent.right - 8\n"
    out += "            top: avatar\(number).top\n            height: wrap\n            \(content(120, 20))\n        }\n    }\n\n"
    for card in 0..<(4 + next(6)) {
      out += self.card(number, card)
    }
    out += "    flow tags\(number) (horz, 0) {\n        width: fill\n        height: wrap\n        space: 6\n"
    for tag in 0..<(3 + next(5)) {
      out += "        label tag\(number)_\(tag) { width: wrap; height: 24; \(content(30 + next(50), 18)) }\n"
    }
    out += "    }\n\n"
    out += "    linear toolbar\(number) (horz) {\n        width: fill\n        height: 44\n        gravity: vert.center\n"
    out += "        image back\(number) { size: 24, 24 }\n        spacer\n        label caption\(number) { width: wrap; \(content(80, 20)) }\n"
    out += "        spacer\n        button done\(number) { width: 60; height: 32 }\n    }\n}\n\n"
    return out
  }

  mutating func card(_ screen: Int, _ card: Int) -> String {
    let name = "card\(screen)_\(card)"
    var out = "    /// Card \(card) of screen \(screen).\n"
    out += "    linear \(name) (horz) {\n        width: fill\n        height: wrap\n        padding: 8\n        hspace: 10\n"
    if next(3) == 0 { out += "        background: #F2F2F7\n" }
    out += "        image \(name)_icon { size: 48, 48 }\n\n"
    out += "        linear \(name)_text (vert) {\n            width: fill\n            height: wrap\n"
    out += "            label \(name)_title { width: fill; height: wrap; \(content(200, 20)) }\n"
    let lines = next(40)
    let detail = withText ? content(200 + 8 * lines, 16) : content(200, 16 + lines)
    out += "            label \(name)_detail { width: fill; height: wrap; \(detail) } // wraps\n"
    out += "        }\n\n"
    out += "        label \(name)_time { width: 20% min 40 max 80; height: 20 }\n    }\n\n"
    return out
  }
}
