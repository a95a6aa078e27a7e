// TangramKit's safe-area members of a layout (code notes §10): the edges whose insets are added to the padding and
// the landscape fringe rule. Recorded as written; the rebuilt document carries them as `insetsPaddingFromSafeArea`
// and `insetLandscapeFringePadding`, and `tgl-gen-check` lays both documents out in the file's environments, whose
// safe-area insets (from its `@device`) the engine gives the root, as UIKit gives them to the view that fills the
// screen. A padding of `TGLayoutPos.tg_safeAreaMargin` is recorded as that number and rebuilt as `safeArea`.

import UIKit

extension TGBaseLayout {
  /// Default `[.left, .right]`: the left and right insets are added to the leading/trailing padding.
  public var tg_insetsPaddingFromSafeArea: UIRectEdge {
    get {
      guard case .word(let words)? = layoutDefault.store.values["insetsPaddingFromSafeArea"] else {
        return [.left, .right]
      }
      return Self.edges(words)
    }
    set { layoutDefault.store.values["insetsPaddingFromSafeArea"] = .word(Self.words(newValue)) }
  }

  /// Default false: with both sides in the set, in landscape the side away from the sensor housing gets no inset.
  public var tg_insetLandscapeFringePadding: Bool {
    get { layoutDefault.store.bool("insetLandscapeFringePadding") }
    set { layoutDefault.store.values["insetLandscapeFringePadding"] = .bool(newValue) }
  }

  /// The edges as tgl writes them: `left, right`, `all` or `none`.
  static func words(_ edges: UIRectEdge) -> String {
    if edges == .all { return "all" }
    let named: [(UIRectEdge, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
    let words = named.filter { edges.contains($0.0) }.map(\.1)
    return words.isEmpty ? "none" : words.joined(separator: ", ")
  }

  static func edges(_ words: String) -> UIRectEdge {
    if words == "all" { return .all }
    var edges: UIRectEdge = []
    for word in words.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      switch word {
      case "top": edges.insert(.top)
      case "left": edges.insert(.left)
      case "bottom": edges.insert(.bottom)
      case "right": edges.insert(.right)
      default: break
      }
    }
    return edges
  }
}
