// The cost of measuring one label: preparing its text (clusters, advances) and breaking it into lines.

import Foundation
import TGLText

enum TextBenchmark {
  /// Label texts of the kinds screens have: a title, a tag, a sentence that wraps, CJK, mixed with emoji.
  static let samples = [
    "Settings",
    "Welcome back",
    "The quick brown fox jumps over the lazy dog",
    "Thanks, the new cell wraps its texts at every size. See you on Monday!",
    "中文的文字可以在任何字之间换行，标点不能在行首。",
    "Größere Schrift 👍🏽 für alle",
  ]

  /// Times `count` labels cycling through the samples: prepare + `sizeThatFits` at 200 points (what the engine
  /// does the first time it meets a label), and `sizeThatFits` alone on prepared texts (a new width).
  static func run(count: Int) {
    let font = Font(size: 17)
    var sink = 0.0
    let prepareStart = DispatchTime.now().uptimeNanoseconds
    var prepared: [PreparedText] = []
    for k in 0..<count {
      let text = PreparedText(samples[k % samples.count], font: font, metrics: .inter)
      let box = TextBox(text, shape: .init(lineLimit: 0, isButton: false, scale: 3))
      sink += box.sizeThatFits(maxWidth: 200).height
      if k < samples.count { prepared.append(text) }
    }
    let prepareNs = Double(DispatchTime.now().uptimeNanoseconds - prepareStart) / Double(count)
    let measureStart = DispatchTime.now().uptimeNanoseconds
    for k in 0..<count {
      let box = TextBox(prepared[k % prepared.count], shape: .init(lineLimit: 0, isButton: false, scale: 3))
      sink += box.sizeThatFits(maxWidth: 150 + Double(k % 50)).height
    }
    let measureNs = Double(DispatchTime.now().uptimeNanoseconds - measureStart) / Double(count)
    let averageLength = samples.map(\.count).reduce(0, +) / samples.count
    print(
      String(
        format: "text: %d labels (%d characters on average): prepare + measure %.2f µs per label, measure again "
          + "at a new width %.2f µs (checksum %.0f)", count, averageLength, prepareNs / 1000, measureNs / 1000, sink))
  }
}
