// The engine's per-run state: the flattened element tree, resolved properties, frames and reports.

import TGLSemantics

/// One layout run over a document. Arrays are indexed by the element's document-order index.
struct LayoutEngine {
  let environment: Environment
  let scale: Double
  let rtl: Bool

  var kinds: [ElementKind] = []
  var parents: [Int] = []
  var children: [[Int]] = []
  /// One past the last index of each element's subtree (subtrees are contiguous in document order).
  var ends: [Int] = []
  var props: [NodeProps] = []
  var ids: [ElementID] = []
  var names: [String?] = []
  var nameIndex: [String: Int] = [:]

  /// Final frames in parent coordinates.
  var frames: [Rect] = []
  /// Working frames of the children of the container being laid out (unrounded, leading-based).
  var work: [Rect] = []
  /// Per-axis scratch sizes used while a container resolves its children (index * 2 + axis).
  var scratchSize: [Double] = []
  /// 0 unknown, 1 in progress, 2 known (index * 2 + axis).
  var scratchState: [UInt8] = []

  /// The last inputs and output of each container, so that an unchanged container is not laid out twice.
  var memoInput: [SizeInput] = []
  var memoOutput: [Size] = []
  /// Recent sizes per container, for measuring without laying out again.
  var sizeMemo: [[MemoEntry]] = []
  var inProgress: [Bool] = []

  /// Relative layouts: per element, width, height, leading, top (index * 4 + q), their states, and the trailing
  /// and bottom edges as siblings see them (index * 2 + axis).
  var relVal: [Double] = []
  var relState: [UInt8] = []
  var relTail: [Double] = []
  var relResolving: [Int] = []

  /// Reports so far (deduplicated), with element indices; turned into `LayoutReport`s at the end.
  var rawReports: [RawReport] = []
  var seenReports: Set<RawReport> = []
  /// One collector per container being laid out: the reports of its subtree (for the memo and the cache).
  var collectors: [[RawReport]] = []
  /// The reports of each container's subtree from its last run (only non-empty ones are stored).
  var subtreeReports: [Int: [RawReport]] = [:]
  /// The (element * 2 + axis) keys being resolved, for naming the members of a cycle.
  var resolving: [Int] = []
  /// The incremental cache, when one is used.
  var cache: LayoutCacheStorage?
  /// When non-nil, collects the index of every container whose algorithm runs.
  var recomputed: [Int]?
  /// Per element: the hash of its subtree's content and inherited inputs (only computed with a cache).
  var subtreeHash: [Int] = []
  var ownHash: [Int] = []

  init(environment: Environment) {
    self.environment = environment
    self.scale = environment.scale > 0 && environment.scale.isFinite ? environment.scale : 1
    self.rtl = environment.rtl
  }

  var count: Int { kinds.count }

  @inline(__always) func isContainer(_ i: Int) -> Bool { kinds[i].isContainer }
}

/// What a container is asked to lay out in: a fixed size per axis, or nil to compute it from the content.
struct SizeInput: Hashable {
  var width: Double?
  var height: Double?
  subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }
  static let unset = SizeInput(width: -1, height: -1)
}

/// A report with element indices; the message of a cycle is composed from the members' names at the end.
struct RawReport: Hashable {
  var kind: LayoutReport.Kind
  var members: [Int]
  var detail: String

  func shifted(by offset: Int) -> RawReport {
    RawReport(kind: kind, members: members.map { $0 + offset }, detail: detail)
  }
}
