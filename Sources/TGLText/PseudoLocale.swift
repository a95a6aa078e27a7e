// Pseudo-localisation: every text made 40 % longer, to find layouts that only fit the English text.

/// Lengthens texts the way translations lengthen them.
public enum PseudoLocale {
  /// How much longer each word gets: 40 %, the growth commonly planned for English into German or Finnish.
  public static let growth = 0.4

  /// `text` with every word (a run of characters between spaces and line feeds) of n characters followed by
  /// ⌈0.4 n⌉ more: its own first characters again, so that the widths stay those of the language
  /// (`Save` → `SaveSa`, `设置` → `设置设`). Spaces and line feeds are kept as they are.
  public static func expand(_ text: String) -> String {
    var out = ""
    var word: [Character] = []
    func flush() {
      guard !word.isEmpty else { return }
      out.append(contentsOf: word)
      let extra = Int((Double(word.count) * growth - 1e-9).rounded(.up))
      for k in 0..<extra { out.append(word[k % word.count]) }
      word.removeAll(keepingCapacity: true)
    }
    for character in text {
      if character.isWhitespace {
        flush()
        out.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return out
  }
}
