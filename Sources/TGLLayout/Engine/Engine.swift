// The engine's per-run state: the flattened element tree, resolved properties, frames and reports.

import TGLSemantics
import TGLText

/// One layout run over a document. Arrays are indexed by the element's document-order index.
///
/// A mutating method that calls a non-mutating one the optimiser does not inline copies the whole engine (over 600 bytes)
/// to pass it: the helpers that run per child or per container are inlined or `mutating` (the optimiser may decline
/// to inline an `@inline(__always)` one that calls another function).
struct LayoutEngine {
  let environment: Environment
  let scale: Double
  /// The scale frames and sizes are rounded with: `scale`, or 0 (no rounding) with `Environment.roundsToPixels` off.
  let frameScale: Double
  let rtl: Bool
  /// The library whose rules apply where TangramKit 1.4.2 and MyLayout 2.0 differ ("Rules of each target").
  let library: TargetLibrary
  /// The environment's `sizeClassLookupOrder`, made once for the run: which `when` block applies to each element.
  let lookupOrder: [SizeClassCondition]

  /// The flattened document.
  var tree = FlatTree()
  /// Per element, its normalised property set (shared by elements written alike).
  var props = PropsTable()
  /// Names and arrays that references point at.
  var tables = ValueTables()
  /// What flattening keeps so that elements written alike share one normalised property set.
  var specSharing = SpecSharing()

  /// Per element: its working frame while its parent lays it out (unrounded, leading-based), and whether
  /// each of its sizes is known (0 unknown, 1 being resolved, 2 known) — the "scratch" sizes.
  var slots: [WorkSlot] = []
  /// Per container: the sizes it gave, so that a container is not laid out twice for one input.
  var memo = ContainerMemo()
  static let sizeMemoDepth = 4
  /// Relative layouts: their children's values and edges while they are resolved.
  var relative = RelativeState()
  /// How many references are being followed at once; capped so that a long chain cannot exhaust the stack.
  var referenceDepth = 0
  static let maximumReferenceDepth = 48

  /// The texts of labels and buttons, prepared once per property set (`NodeProps.text` indexes them), and their
  /// measurements by the width they were measured at (see `Engine+Text.swift`).
  var texts: [LeafText] = []
  /// The settings of path layouts (`NodeProps.path` indexes them).
  var paths: [PathSettings] = []

  /// The reports of the run.
  var reports = ReportLog()

  /// Constraints containers (issue 31): what each reads from the document, and its system as last solved, by
  /// element index (see `Containers/ConstraintsLayout.swift`).
  var constraintSets: [Int: ConstraintSet] = [:]
  var solvedSystems: [Int: SolvedSystem] = [:]

  init(environment: Environment) {
    self.environment = environment
    // A screen scale outside 1/1000 ... 1000 means nothing; it is clamped so that rounding stays finite.
    let scale = environment.scale > 0 && environment.scale.isFinite ? environment.scale : 1
    self.scale = Swift.min(1000, Swift.max(0.001, scale))
    // Unrounded: `roundToPixel` with scale 0 returns its value. Weight shares keep `scale`: TangramKit rounds them
    // while it computes the layout, before any frame is applied (code notes §7).
    self.frameScale = environment.roundsToPixels ? self.scale : 0
    self.rtl = environment.rtl
    self.library = environment.library
    lookupOrder = environment.sizeClassLookupOrder
  }

  var count: Int { tree.nodes.count }

  @inline(__always) func isContainer(_ i: Int) -> Bool { tree.nodes[i].kind.isContainer }

  @inline(__always) func slot(_ container: Int) -> Int { Int(tree.nodes[container].slot) }

  @inline(__always) func childrenOf(_ container: Int) -> ArraySlice<Int> { tree.childList[tree.childStart[container]..<tree.childStart[container + 1]] }

  @inline(__always) func isGone(_ child: Int) -> Bool {
    props.flags[Int(props.index[child])] & PropsTable.goneFlag != 0
  }

  /// The numeric size of element `child` on `axis` when its property set is plain.
  @inline(__always) func plainSize(_ child: Int, _ axis: Axis) -> Double? {
    let i = Int(props.index[child])
    guard props.flags[i] & PropsTable.plainFlag != 0 else { return nil }
    return axis == .horizontal ? props.plainSizes[i].width : props.plainSizes[i].height
  }

  @inline(__always) func isNoLayout(_ child: Int) -> Bool {
    props.flags[Int(props.index[child])] & PropsTable.noLayoutFlag != 0
  }

  @inline(__always) func reversesLayout(_ child: Int) -> Bool {
    props.flags[Int(props.index[child])] & PropsTable.reverseLayoutFlag != 0
  }

  @inline(__always) func usesFrame(_ child: Int) -> Bool {
    props.flags[Int(props.index[child])] & PropsTable.useFrameFlag != 0
  }

  /// The properties of element `child` on `axis`, read without copying the element's whole property set.
  @inline(__always) func axisProps(_ child: Int, _ axis: Axis) -> AxisProps {
    let i = Int(props.index[child])
    return axis == .horizontal ? props.specs[i].axes.0 : props.specs[i].axes.1
  }

  /// One field of element `child`'s properties on `axis`, read where it is stored: the linear layout reads one or two
  /// of them per child, and `axisProps` copies all of them (176 bytes).
  @inline(__always) func sizeOf(_ child: Int, _ axis: Axis) -> ESize? {
    let i = Int(props.index[child])
    return axis == .horizontal ? props.specs[i].axes.0.size : props.specs[i].axes.1.size
  }

  @inline(__always) func headOf(_ child: Int, _ axis: Axis) -> EPos? {
    let i = Int(props.index[child])
    return axis == .horizontal ? props.specs[i].axes.0.head : props.specs[i].axes.1.head
  }

  @inline(__always) func tailOf(_ child: Int, _ axis: Axis) -> EPos? {
    let i = Int(props.index[child])
    return axis == .horizontal ? props.specs[i].axes.0.tail : props.specs[i].axes.1.tail
  }
}

/// The flattened document: arrays indexed by the element's document-order index.
struct FlatTree {
  /// Per element, in document order: kind, parent, subtree end, container slot, number of children.
  var nodes: [NodeInfo] = []
  /// The children of element `container` are `childList[childStart[container]..<childStart[container + 1]]`, in document order.
  var childList: [Int] = []
  var childStart: [Int] = []
  var containerCount = 0
  /// The document's root, for reading ids and names without copying them into arrays.
  var documentRoot: Element?
  /// Per element, its scope of names (`Element.scope`); empty when every element is of scope 0 (a document without
  /// uses of components), so that such a document never pays for it.
  var scopes: [Int32] = []
  /// Some element is of a scope other than 0 (set while flattening).
  var hasScopes = false
  /// Ids and names, built from the document only when needed (reports).
  var ids: [ElementID] = []
  var names: [String?] = []
  /// The first element of scope 0 of each name that a reference uses.
  var nameIndex: [String: Int] = [:]
  /// The element of each name that a reference uses in the other scopes (`Element.scope`): a name is unique in its scope.
  var scopedNameIndex: [ScopedName: Int] = [:]
}

/// What flattening keeps so that elements written alike share one normalised property set.
struct SpecSharing {
  /// Normalised property sets already built, by the stored values they came from and what else they depend on.
  var table = SpecTable()
  /// The last lookup in `table`: siblings built from the same values hit it without hashing.
  var last: (key: SpecKey, spec: Int32)?
  /// The elements with a value that refers to a view by name.
  var referringNodes: [Int] = []
  /// Per property set: whether it refers to a view by name.
  var refers: [Bool] = []
}

/// Per container (indexed by its slot), the sizes it gave.
struct ContainerMemo {
  /// The last input and size, so that an unchanged container is not laid out twice.
  var lastInput: [SizeInput] = []
  var lastSize: [Size] = []
  /// Recent sizes, for measuring without laying out again: `LayoutEngine.sizeMemoDepth` entries from
  /// `slot * sizeMemoDepth` on (one array, not one per container), the oldest replaced first.
  var recent: [MemoEntry] = []
  /// What the run of each entry of `recent` reported about the subtree (members are element indices), by the
  /// entry's index; only non-empty ones are stored.
  var recentReports: [Int: [RawReport]] = [:]
  var recentCount: [UInt8] = []
  /// Whether the container is being laid out (a container asked for its own size is a cycle).
  var inProgress: [Bool] = []
  /// The inputs of the containers being laid out, innermost last: a paged flow takes its page from its parent's.
  var runInputs: [SizeInput] = []
}

/// Relative layouts' state while their children are resolved.
struct RelativeState {
  /// Per element: width, height, leading, top (`index * 4 + q`), and the state of each (0 unknown, 1 being
  /// resolved, 2 known).
  var values: [Double] = []
  var states: [UInt8] = []
  /// Per element and axis: the trailing (or bottom) edge as siblings see it (`index * 2 + axis`).
  var trailingEdges: [Double] = []
  /// The (element * 4 + q) keys being resolved, for naming the members of a cycle.
  var resolving: [Int] = []
}

/// The reports of a run.
struct ReportLog {
  /// Reports so far (deduplicated), with element indices; turned into `LayoutReport`s at the end.
  var raw: [RawReport] = []
  var seen: Set<RawReport> = []
  /// One collector per container being laid out: the reports of its subtree (for the memo).
  var collectors: [[RawReport]] = []
  /// The reports of each container's subtree from its last run (only non-empty ones are stored).
  var bySubtree: [Int: [RawReport]] = [:]
  /// The (element * 2 + axis) keys being resolved, for naming the members of a cycle.
  var resolving: [Int] = []
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
}

/// What a normalised property set depends on besides the values (see `LayoutEngine.specKey`). The storage
/// identity stands for the values: the document is alive for the whole run, so no box is freed and reused meanwhile.
struct SpecKey: Hashable {
  var storage: ObjectIdentifier
  var kind: ElementKind
  var parentKind: ElementKind?
  var grandparentKind: ElementKind?
  /// The parent's normalised set where the defaults read it, else -1.
  var parentSpec: Int32

  /// Kinds by their code: `ElementKind` would hash its raw value, a string.
  func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
    hasher.combine(contextCode)
  }

  /// Everything but the storage in one number.
  var contextCode: Int {
    kind.code | (parentKind?.code ?? 15) << 4 | (grandparentKind?.code ?? 15) << 8 | Int(parentSpec) << 12
  }
}

extension ElementKind {
  /// A small number per kind (0...12), cheaper to hash than the raw value.
  var code: Int {
    switch self {
    case .linear: 0
    case .relative: 1
    case .frame: 2
    case .table: 3
    case .row: 4
    case .flow: 5
    case .float: 6
    case .path: 7
    case .view: 8
    case .label: 9
    case .image: 10
    case .button: 11
    case .spacer: 12
    case .constraints: 13
    }
  }
}

/// Normalised property sets, one per element, shared by elements built from the same stored values.
struct PropsTable {
  /// Read in place, a field at a time (`LayoutEngine.axisProps`, `sizeOf`): a set is hundreds of bytes. (Its axes are
  /// not kept again in arrays of their own: copying each set's axes into them cost more than reading them here.)
  var specs: [NodeProps] = []
  /// Per property set: `goneFlag`, `useFrameFlag`, `noLayoutFlag`, `plainFlag`.
  var flags: [UInt8] = []
  /// Per property set: the numeric width and height of a plain set (see `plainFlag`).
  var plainSizes: [Size] = []
  /// Per element, the index of its property set in `specs`.
  var index: [Int32] = []

  static let goneFlag: UInt8 = 1
  static let useFrameFlag: UInt8 = 2
  static let noLayoutFlag: UInt8 = 4
  /// No positions, no alignment, plain numeric sizes without bounds, visible: the common case that the
  /// linear layout handles without reading the full property set.
  static let plainFlag: UInt8 = 8
  static let reverseLayoutFlag: UInt8 = 16

  subscript(child: Int) -> NodeProps {
    // Borrowed, not copied: a property set is hundreds of bytes, and most readers want one field of it.
    _read { yield specs[Int(index[child])] }
    set {
      index[child] = Int32(specs.count)
      appendSpec(newValue)
    }
  }

  mutating func append(_ p: NodeProps) {
    index.append(Int32(specs.count))
    appendSpec(p)
  }

  private mutating func appendSpec(_ p: NodeProps) {
    specs.append(p)
    let plain = PropsTable.plainSize(p)
    flags.append(
      (p.isGone ? PropsTable.goneFlag : 0) | (p.useFrame != nil ? PropsTable.useFrameFlag : 0)
        | (p.noLayout ? PropsTable.noLayoutFlag : 0) | (plain != nil ? PropsTable.plainFlag : 0)
        | (p.reverseLayout ? PropsTable.reverseLayoutFlag : 0))
    plainSizes.append(plain ?? .zero)
  }

  /// The sizes of a plain property set, or nil when it is not plain.
  static func plainSize(_ p: NodeProps) -> Size? {
    guard !p.isGone, p.useFrame == nil, p.baseline == nil, let width = plainSize(p.axes.0),
      let height = plainSize(p.axes.1)
    else { return nil }
    return Size(width: width, height: height)
  }

  /// The numeric size on one axis of a plain set: no positions, no alignment, a number without bounds.
  static func plainSize(_ a: AxisProps) -> Double? {
    guard a.head == nil, a.tail == nil, a.center == nil, a.alignment == .none, let s = a.size, !s.hasBounds,
      case .number(let n) = s.kind
    else { return nil }
    return sanitized(n * s.multiple + s.increment)
  }

  mutating func appendShared(_ spec: Int32) { index.append(spec) }

  /// Room for `n` elements, and for as many sets up to a few hundred (elements share sets; a set is ~600 bytes).
  mutating func reserveCapacity(_ n: Int) {
    index.reserveCapacity(n)
    let sets = Swift.min(n, 256)
    specs.reserveCapacity(sets)
    flags.reserveCapacity(sets)
    plainSizes.reserveCapacity(sets)
  }
}

/// An element's working frame and the states of its two sizes (0 unknown, 1 being resolved, 2 known).
struct WorkSlot {
  var frame = Rect.zero
  var widthState: UInt8 = 0
  var heightState: UInt8 = 0
}

/// The place of one element in the flattened tree.
struct NodeInfo {
  var kind: ElementKind
  /// The parent's index, -1 for the root.
  var parent: Int
  /// One past the last index of the element's subtree (subtrees are contiguous in document order).
  var end: Int
  /// The element's index among the containers (-1 for leaves); the memo arrays are indexed by it.
  var slot: Int32
  var childCount: Int
}
