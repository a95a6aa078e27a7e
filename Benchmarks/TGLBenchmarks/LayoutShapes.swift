// The documents of the layout engine benchmark, as .tgl text: flat, rows, deep and mixed, of about N nodes.
//
// Every shape has a root 1000 wide whose height wraps. `editedLeaf` makes one leaf (in the middle of the document)
// one point wider, for the one-leaf re-layout benchmark. `Benchmarks/compare_taffy_yoga.py` builds the same flat,
// rows and deep trees in Taffy and Yoga; keep the two in step.

enum LayoutShape: String, CaseIterable {
  case flat, rows, deep, mixed

  /// The .tgl text of this shape with about `nodes` elements (root included).
  func text(nodes: Int, editedLeaf: Bool = false) -> String {
    switch self {
    case .flat: return Self.flat(nodes, editedLeaf)
    case .rows: return Self.rows(nodes, editedLeaf)
    case .deep: return Self.deep(nodes, editedLeaf)
    case .mixed: return Self.mixed(nodes, editedLeaf)
    }
  }

  static let header = "@canvas 1000, 800\n@scale 1\n\n"

  /// A vertical linear layout of N − 1 fixed 100 × 20 views. The edited leaf is the middle one (101 wide).
  static func flat(_ nodes: Int, _ edited: Bool) -> String {
    let leaves = max(1, nodes - 1)
    var out = header + "linear root (vert) {\n    width: 1000\n    height: wrap\n\n"
    out.reserveCapacity(out.utf8.count + leaves * 36)
    for i in 0..<leaves {
      out +=
        edited && i == leaves / 2 ? "    view { width: 101; height: 20 }\n" : "    view { width: 100; height: 20 }\n"
    }
    return out + "}\n"
  }

  /// A vertical linear layout of (N − 1) / 11 horizontal rows, each 8 fixed 50 × 20 views, one 10 % wide and one
  /// `fill`. The edited leaf is the first view of the middle row (51 wide).
  static func rows(_ nodes: Int, _ edited: Bool) -> String {
    let rows = max(1, (nodes - 1) / 11)
    var out = header + "linear root (vert) {\n    width: 1000\n    height: wrap\n\n"
    out.reserveCapacity(out.utf8.count + rows * 480)
    for r in 0..<rows {
      out += "    linear (horz) {\n        width: fill\n        height: wrap\n\n"
      for v in 0..<8 {
        out +=
          edited && r == rows / 2 && v == 0
          ? "        view { width: 51; height: 20 }\n" : "        view { width: 50; height: 20 }\n"
      }
      out += "        view { width: 10%; height: 20 }\n        view { width: fill; height: 20 }\n    }\n"
    }
    return out + "}\n"
  }

  /// A horizontal linear layout of (N − 1) / 50 side-by-side chains, each 49 nested wrap containers (padding 1,
  /// alternating vertical and horizontal) around a 10 × 10 view. The edited leaf is the middle chain's (11 wide).
  static func deep(_ nodes: Int, _ edited: Bool) -> String {
    let chains = max(1, (nodes - 1) / 50)
    var out = header + "linear root (horz) {\n    width: 1000\n    height: wrap\n\n"
    var chain = ""
    var indent = "    "
    for level in 0..<49 {
      chain += indent + "linear (\(level % 2 == 0 ? "vert" : "horz")) { width: wrap; height: wrap; padding: 1\n"
      indent += "  "
    }
    let closing = (0..<49).reversed().map { String(repeating: " ", count: 4 + 2 * $0) + "}\n" }.joined()
    let leaf = indent + "view { width: 10; height: 10 }\n"
    let editedLeaf = indent + "view { width: 11; height: 10 }\n"
    for c in 0..<chains {
      out += chain
      out += edited && c == chains / 2 ? editedLeaf : leaf
      out += closing
    }
    return out + "}\n"
  }

  /// Realistic screens, stacked in a vertical linear root, each using every container kind (linear, relative,
  /// frame, table with rows, flow, float, path), 3 to 6 levels below the root. The edited leaf is the middle
  /// screen's header button (33 wide).
  static func mixed(_ nodes: Int, _ edited: Bool) -> String {
    let screens = max(1, (nodes - 1) / mixedScreenNodes)
    var out = header + "linear root (vert) {\n    width: 1000\n    height: wrap\n    vspace: 8\n\n"
    for s in 0..<screens { out += mixedScreen(s, edited: edited && s == screens / 2) }
    return out + "}\n"
  }

  /// The number of elements in one `mixedScreen`.
  static let mixedScreenNodes = 96

  static func mixedScreen(_ s: Int, edited: Bool) -> String {
    var out = """
          linear screen\(s) (vert) {
              width: fill
              height: wrap
              padding: 8
              vspace: 4

              relative header\(s) {
                  width: fill
                  height: 64

                  image avatar\(s) { left: 0; centerY: 0; size: 40, 40 }
                  label title\(s) { left: avatar\(s).right + 8; right: more\(s).left + 8; top: avatar\(s).top; height: 20 }
                  label subtitle\(s) { left: title\(s).left; top: title\(s).bottom + 4; width: 50%; height: 16 }
                  button more\(s) { right: 0; centerY: 0; width: \(edited ? 33 : 32); height: 32 }
              }

              frame banner\(s) {
                  width: fill
                  height: 120

                  image { left: 0; right: 0; top: 0; bottom: 0 }
                  label { centerX: 0; centerY: 0; size: 200, 24 }
                  view { right: 8; top: 8; size: 16, 16 }

                  linear (horz) {
                      left: 8
                      bottom: 8
                      hspace: 4

                      view { size: 8, 8 }
                      view { size: 8, 8 }
                      view { size: 8, 8 }
                  }
              }

              table stats\(s) (vert) {
                  width: fill
                  height: wrap
                  vspace: 2
                  hspace: 2

                  row {
                      height: wrap
                      colCount: 3

                      label { height: 20 }
                      label { height: 20 }
                      label { height: 20 }
                  }

                  row {
                      height: 24
                      colWidth: average

                      label { height: 24 }
                      label { height: 24 }
                      label { height: 24 }
                  }
              }

              linear cards\(s) (vert) {
                  width: fill
                  height: wrap
                  vspace: 4


      """
    for c in 0..<4 {
      out += """
                    linear (horz) {
                        width: fill
                        height: wrap
                        padding: 4
                        hspace: 8

                        image { size: 48, 48 }

                        linear (vert) {
                            width: fill
                            height: wrap

                            label { width: fill; height: wrap; intrinsic: 200, \(18 + (s + c) % 5) }

                            linear (horz) {
                                width: fill
                                height: wrap

                                label { width: wrap; height: wrap; intrinsic: \(30 + (s * 7 + c) % 40), 14 }
                                spacer
                                label { width: 20%; height: 14 }
                            }
                        }

                        label { width: 15% min 40 max 80; height: 20 }
                    }

        """
    }
    out += """
              }

              flow tags\(s) (vert, 0) {
                  width: fill
                  height: wrap
                  space: 6


      """
    for t in 0..<6 {
      out += "            label { width: wrap; height: 24; intrinsic: \(40 + (s * 13 + t * 29) % 120), 18 }\n"
    }
    out += """
              }

              flow grid\(s) (vert, 4) {
                  width: fill
                  height: wrap
                  gravity: horz.fill
                  space: 4


      """
    for _ in 0..<8 { out += "            view { height: self.width }\n" }
    out += """
              }

              float side\(s) (vert) {
                  width: fill
                  height: wrap
                  space: 4

                  view { width: 120; height: 60 }
                  view { width: 50%; height: 40 }
                  view { width: 80; height: 30; reverseFloat: true }
                  view { width: 200; height: 20 }
                  view { width: fill; height: 24; clearFloat: true }
                  view { width: 160; height: 50 }
              }

              path menu\(s) {
                  width: 200
                  height: 200
                  origin: 0.5, 0.5
                  polar: 80

                  view { size: 24, 24 }
                  view { size: 24, 24 }
                  view { size: 24, 24 }
                  view { size: 24, 24 }
                  view { size: 24, 24 }
                  view { size: 24, 24 }
              }

              linear toolbar\(s) (horz) {
                  width: fill
                  height: 44
                  gravity: vert.center

                  image { size: 28, 28 }
                  spacer
                  label { width: wrap; height: wrap; intrinsic: 120, 22 }
                  spacer
                  button { width: 60; height: 32 }
              }
          }


      """
    return out
  }
}
