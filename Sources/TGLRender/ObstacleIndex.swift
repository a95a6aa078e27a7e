// A grid over the drawn rectangles of a panel, so that finding what covers a box does not scan every box.

import TGLSemantics

/// The non-spacer boxes of a panel bucketed by grid cell; answers "which later boxes overlap this rectangle".
struct ObstacleIndex {
  /// At most this many cells along each axis, whatever the size of the content.
  static let maximumCells = 64
  static let minimumCellSize = 32.0

  private let frames: [Rect]
  private let origin: Point
  private let cellSize: Double
  private let columns: Int
  private let rows: Int
  private var cells: [[Int]]

  init(_ boxes: [Box]) {
    frames = boxes.map(\.displayFrame)
    var bounds = boxes.first?.displayFrame ?? .zero
    for frame in frames { bounds = union(bounds, frame) }
    origin = Point(x: bounds.x, y: bounds.y)
    let longest = max(bounds.width, bounds.height)
    cellSize = max(ObstacleIndex.minimumCellSize, longest / Double(ObstacleIndex.maximumCells))
    columns = max(1, min(ObstacleIndex.maximumCells, Int((bounds.width / cellSize).rounded(.up))))
    rows = max(1, min(ObstacleIndex.maximumCells, Int((bounds.height / cellSize).rounded(.up))))
    cells = Array(repeating: [], count: columns * rows)
    for (index, box) in boxes.enumerated() where box.style != .spacer {
      let (columnRange, rowRange) = cellRanges(frames[index])
      for row in rowRange {
        for column in columnRange { cells[row * columns + column].append(index) }
      }
    }
  }

  /// The frames of the non-spacer boxes after `index` that overlap `rect`, in drawing order.
  func obstacles(after index: Int, overlapping rect: Rect) -> [Rect] {
    let (columnRange, rowRange) = cellRanges(rect)
    var found: [Int] = []
    for row in rowRange {
      for column in columnRange {
        for candidate in cells[row * columns + column] where candidate > index {
          if LabelPlacement.intersects(frames[candidate], rect) { found.append(candidate) }
        }
      }
    }
    found.sort()
    var out: [Rect] = []
    var last = -1
    for candidate in found where candidate != last {
      out.append(frames[candidate])
      last = candidate
    }
    return out
  }

  /// The cells a rectangle touches, clamped to the grid (non-finite parts give the whole grid).
  private func cellRanges(_ rect: Rect) -> (ClosedRange<Int>, ClosedRange<Int>) {
    func cell(_ value: Double, _ start: Double, _ count: Int) -> Int {
      guard value.isFinite else { return value > 0 ? count - 1 : 0 }
      return min(count - 1, max(0, Int(((value - start) / cellSize).rounded(.down))))
    }
    let firstColumn = cell(rect.x, origin.x, columns)
    let lastColumn = max(firstColumn, cell(rect.maxX, origin.x, columns))
    let firstRow = cell(rect.y, origin.y, rows)
    let lastRow = max(firstRow, cell(rect.maxY, origin.y, rows))
    return (firstColumn...lastColumn, firstRow...lastRow)
  }
}
