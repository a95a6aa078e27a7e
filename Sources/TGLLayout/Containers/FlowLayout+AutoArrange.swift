// `autoArrange` in a content flow (TangramKit §3.7, `tgGetAutoArrangeSubviews`): the items are reordered so that each
// line comes as close as possible to filling the line, before the flow is laid out as usual.

import TGLSemantics

/// The search for the best line among the items not yet placed, in TangramKit's order.
///
/// `tgGetAutoArrangeSinglelineSubviews(sbs, index, calcArray, …)` tries, for `i` from `index` on, the line
/// `calcArray + [sbs[i]]`. If that line fits (its size is at most the room), it becomes the best line when it is
/// strictly closer to the room than the best so far; an exact fit ends that loop, else the search goes deeper from
/// `i + 1`. The first `i` whose line does not fit ends the loop: later (maybe smaller) items are not tried after
/// it. So among the lines it visits, the best is the first one (in this depth-first order) of the largest size.
/// A line's size is the items' extents (margins included, each capped at the room) plus the space between them.
struct AutoArrangeSearch {
  /// TangramKit's float comparisons allow this much.
  static let tolerance = 0.0001
  /// Visits per line before the search stops with the best line found so far. TangramKit's search is
  /// exponential; the pruning below never changes its answer, but a pathological line could still take too long.
  static let maximumVisits = 200_000

  let room: Double
  let space: Double
  /// The extents of the remaining items, in their current order.
  let extents: [Double]
  /// `suffix[i]`: the most that items `i...` can add to a line (each with a space before it).
  let suffix: [Double]
  var best: [Int] = []
  var bestSize = 0.0
  var visits = 0

  init(room: Double, space: Double, extents: [Double]) {
    self.room = room
    self.space = space
    self.extents = extents
    var suffix = Array(repeating: 0.0, count: extents.count + 1)
    for i in stride(from: extents.count - 1, through: 0, by: -1) { suffix[i] = suffix[i + 1] + extents[i] + space }
    self.suffix = suffix
  }

  var gaveUp: Bool { visits >= Self.maximumVisits }

  /// TangramKit's `_tgCGFloatLess(fabs(selfSize - s1), fabs(selfSize - s2))`: strictly closer to the room.
  func isCloser(_ size: Double, than other: Double) -> Bool {
    abs(room - size) < abs(room - other) - Self.tolerance
  }

  /// True when no line that extends the current one (of `size`, with items from `index` on) can be strictly closer
  /// than the best so far, so skipping it leaves the answer as it is.
  func cannotImprove(from index: Int, size: Double) -> Bool {
    let largest = Swift.min(size + suffix[index], room + Self.tolerance)
    let nearest = largest <= room ? room - largest : 0
    return nearest >= abs(room - bestSize) - Self.tolerance
  }

  mutating func search(from index: Int, line: inout [Int], size: Double) {
    if index >= extents.count || gaveUp || cannotImprove(from: index, size: size) { return }
    for i in index..<extents.count {
      visits += 1
      let extended = size + (line.isEmpty ? 0 : space) + extents[i]
      // `_tgCGFloatLessOrEqual(s1, selfSize)`, else `break`.
      guard extended <= room + Self.tolerance else { break }
      line.append(i)
      defer { line.removeLast() }
      if isCloser(extended, than: bestSize) {
        best = line
        bestSize = extended
      }
      if abs(extended - room) < Self.tolerance || gaveUp { break }
      search(from: i + 1, line: &line, size: extended)
      // The lines still to try at this depth are this prefix with items after `i`.
      if cannotImprove(from: i + 1, size: size) { break }
    }
  }
}

extension LayoutEngine {
  /// The items in TangramKit's auto-arranged order for lines of `limit` (the inner width of a vertical flow):
  /// repeatedly the best line among the remaining items, which keep their relative order.
  mutating func autoArranged(_ items: [FlowItem], limit: Double, space: Double) -> [FlowItem] {
    var remaining = items
    var ordered: [FlowItem] = []
    ordered.reserveCapacity(items.count)
    while !remaining.isEmpty {
      // TangramKit stores each extent (capped at the line) in the otherwise unused trailing of the frame.
      let extents = remaining.map { Swift.min($0.uExtent, limit) }
      var search = AutoArrangeSearch(room: limit, space: space, extents: extents)
      var line: [Int] = []
      search.search(from: 0, line: &line, size: 0)
      if search.gaveUp, let first = remaining.first {
        report(
          .ignoredValue, [tree.nodes[first.node].parent],
          "autoArrange stopped searching for the best line after \(AutoArrangeSearch.maximumVisits) tries; the best line found by then is used"
        )
      }
      // Nothing is strictly better than an empty line only when every remaining item has no extent: TangramKit
      // then loops for ever; tgl keeps them in order.
      let chosen = search.best.isEmpty ? Array(remaining.indices) : search.best
      ordered.append(contentsOf: chosen.map { remaining[$0] })
      let taken = Set(chosen)
      remaining = remaining.indices.filter { !taken.contains($0) }.map { remaining[$0] }
    }
    return ordered
  }
}
