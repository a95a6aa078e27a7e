// A growing set of rectangles bucketed by grid cell, so that asking "does this rectangle meet any of them" does not
// scan them all: the texts and the tags already placed in a panel.

import TGLSemantics

struct RectGrid {
  static let cellSize = 48.0

  private var cells: [Int64: [Int]] = [:]
  private(set) var rects: [Rect] = []

  init(_ rects: [Rect] = []) {
    for rect in rects { insert(rect) }
  }

  mutating func insert(_ rect: Rect) {
    guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
    rects.append(rect)
    for key in keys(rect) { cells[key, default: []].append(rects.count - 1) }
  }

  /// True when `rect` shares some area with a rectangle of the set.
  func intersects(_ rect: Rect) -> Bool {
    guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return false }
    // Huge rectangles live in one shared bucket that every question looks at.
    for key in keys(rect) + [Int64.min] {
      for index in cells[key] ?? [] where LabelPlacement.intersects(rects[index], rect) { return true }
    }
    return false
  }

  /// The cells `rect` touches (at most 64 × 64 of them: a huge rectangle is bucketed coarsely, never slowly).
  private func keys(_ rect: Rect) -> [Int64] {
    func cell(_ value: Double) -> Int64 { Int64(max(-1e6, min(1e6, (value / RectGrid.cellSize).rounded(.down)))) }
    let (x0, x1) = (cell(rect.x), cell(rect.maxX))
    let (y0, y1) = (cell(rect.y), cell(rect.maxY))
    guard x1 - x0 < 64, y1 - y0 < 64 else { return [Int64.min] }
    // Int64.min is the huge rectangles' bucket; a cell's key never equals it (x and y stay within ±1e6).
    var out: [Int64] = []
    for y in y0...y1 {
      for x in x0...x1 { out.append(y << 32 ^ (x & 0xFFFF_FFFF)) }
    }
    return out
  }
}
