// The layouts of component uses' subtrees, kept for every layout of the process in one environment: the screens of an
// app repeat their uses (a cell with the same arguments in the same width), and laying one out again gives the same
// frames.

import Platform
import TGLSemantics

/// What one element contributes to the identity of a subtree it is in: its property storage, its kind and the kinds
/// its normalised set reads (`SpecKey.contextCode`), and how many elements its own subtree holds. Elements in preorder
/// with equal members have equal normalised sets and equal shapes, so a subtree's layout for an offer is a function of
/// its members (design-shared-uses.md, stage 4).
struct SubtreeMember: Equatable {
  /// The address of the element's property storage; 0 when the element cannot be part of a kept subtree (see
  /// `LayoutEngine.keepableMember`).
  var storage: UInt
  var context: Int
  /// The number of elements of the element's subtree, itself included.
  var extent: Int32
  /// The element was made by a use of a component (`Element.scope` other than 0): a screen's own elements (its sections
  /// and their headers) differ from screen to screen, and keeping their subtrees would only cost.
  var madeByUse: Bool
}

/// The layout of one subtree for one offer to its root: the root's size and its descendants' frames (parent
/// coordinates, in document order). Immutable once made, so that it is read outside the table's lock.
final class SubtreeLayout: @unchecked Sendable {
  let members: [SubtreeMember]
  let input: SizeInput
  let size: Size
  let frames: [Rect]
  /// The elements' properties, held so that no storage whose address is a member is freed while the layout is kept
  /// (its address could then be another storage's).
  let heldProperties: [Properties]

  init(members: [SubtreeMember], input: SizeInput, size: Size, frames: [Rect], heldProperties: [Properties]) {
    self.members = members
    self.input = input
    self.size = size
    self.frames = frames
    self.heldProperties = heldProperties
  }
}

/// The kept layouts of one environment (every value the engine reads outside the document: canvas, scale, direction,
/// fonts, library), by a hash of the subtree's members and the offer. Behind a lock, since a check lays documents out
/// on every core. Bounded: emptied when full, so a long-running server keeps at most `capacity`.
final class SubtreeLayouts: @unchecked Sendable {
  static let capacity = 16384
  /// The most elements a kept subtree has: a use's cell is a handful, and each container of a deep nest of uses would
  /// otherwise hash and keep its whole subtree (a cost and a memory of the square of the depth).
  static let maximumElements = 64

  private let lock = Lock()
  // Read and written only under `lock` (see `PreparedTexts`).
  @exclusivity(unchecked) private var layouts: [UInt64: SubtreeLayout] = [:]

  /// The kept layout under `hash`, if any (the caller compares its members and input).
  func layout(_ hash: UInt64) -> SubtreeLayout? {
    lock.lock()
    let found = layouts[hash]
    lock.unlock()
    return found
  }

  /// Keeps `layout` under `hash`, in place of any other.
  func keep(_ layout: SubtreeLayout, _ hash: UInt64) {
    lock.lock()
    if layouts.count >= Self.capacity { layouts.removeAll(keepingCapacity: true) }
    layouts[hash] = layout
    lock.unlock()
  }

  private static let tablesLock = Lock()
  // Read and written only under `tablesLock`.
  nonisolated(unsafe) private static var tables: [(environment: Environment, layouts: SubtreeLayouts)] = []
  static let maximumEnvironments = 16

  /// The kept layouts of `environment`.
  static func of(_ environment: Environment) -> SubtreeLayouts {
    tablesLock.lock()
    defer { tablesLock.unlock() }
    for entry in tables where entry.environment == environment { return entry.layouts }
    if tables.count >= maximumEnvironments { tables.removeFirst() }
    let made = SubtreeLayouts()
    tables.append((environment, made))
    return made
  }
}

extension LayoutEngine {
  /// Element `index`'s member, for the property set `spec` it was given from the storage `storage` under `key`: kept
  /// only for the kinds whose layout reads nothing outside its subtree and no history of the run (linear and frame
  /// layouts and leaves: no table, flow, float, path, relative or constraints layout, no spacer, whose set reads its
  /// parent's), with a set that refers to no view by name and places nothing gone, by its frame or outside layout.
  /// `mutating` only so that the engine is passed by reference, not copied (see `LayoutEngine`).
  @inline(__always) mutating func keepableMember(_ storage: ObjectIdentifier, _ key: SpecKey, spec: Int32, scope: Int32) -> SubtreeMember {
    var keepable = true
    switch key.kind {
    case .linear, .frame, .view, .label, .image, .button: break
    default: keepable = false
    }
    let flags = props.flags[Int(spec)]
    if flags & (PropsTable.goneFlag | PropsTable.useFrameFlag | PropsTable.noLayoutFlag) != 0 { keepable = false }
    // A set that reads its parent's (a table's rows and cells) is keyed by the parent's set's number in this run.
    if specSharing.refers[Int(spec)] || key.parentSpec >= 0 { keepable = false }
    return SubtreeMember(
      storage: keepable ? UInt(bitPattern: storage) : 0, context: key.contextCode,
      extent: 1, madeByUse: scope != 0)
  }

  /// The hash of container `container`'s subtree and `input`, when its layout may be kept: at most
  /// `SubtreeLayouts.maximumElements` elements, every one keepable, and every one below the root made by a use. Nil
  /// otherwise. `mutating` only so that the engine is passed by reference, not copied (see `LayoutEngine`).
  mutating func subtreeHash(_ container: Int, _ input: SizeInput) -> UInt64? {
    let extent = Int(tree.members[container].extent)
    guard extent <= SubtreeLayouts.maximumElements else { return nil }
    let end = container + extent
    return tree.members.withUnsafeBufferPointer { members -> UInt64? in
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      func mix(_ value: UInt64) { h = (h ^ value) &* 0x100_0000_01b3 }
      for i in container..<end {
        let m = members[i]
        guard m.storage != 0, i == container || m.madeByUse else { return nil }
        mix(UInt64(m.storage))
        mix(UInt64(bitPattern: Int64(m.context)) &+ UInt64(m.extent) &<< 40)
      }
      mix((input.width ?? -1).bitPattern)
      mix((input.height ?? -1).bitPattern)
      return h
    }
  }

  /// Puts a kept layout of container `container`'s subtree for `input` in place (its descendants' frames) and returns
  /// the root's size; nil when none is kept. The descendants' last runs are forgotten: their frames are now those of
  /// this layout, not of the inputs they last ran in.
  mutating func keptSubtreeLayout(_ container: Int, _ input: SizeInput, hash: UInt64) -> Size? {
    guard let kept = subtreeLayouts.layout(hash), kept.input == input else { return nil }
    let end = container + Int(tree.members[container].extent)
    guard kept.members.count == end - container,
      kept.members.withUnsafeBufferPointer({ keptMembers in
        tree.members.withUnsafeBufferPointer { members in
          for k in keptMembers.indices where keptMembers[k] != members[container + k] { return false }
          return true
        }
      })
    else { return nil }
    kept.frames.withUnsafeBufferPointer { frames in
      for k in frames.indices {
        let i = container + 1 + k
        slots[i].frame = frames[k]
        if tree.nodes[i].slot >= 0 { memo.lastInput[Int(tree.nodes[i].slot)] = .unset }
      }
    }
    return kept.size
  }

  /// Keeps container `container`'s layout for `input`, just run (its descendants' frames are final), under `hash`.
  mutating func keepSubtreeLayout(_ container: Int, _ input: SizeInput, _ size: Size, hash: UInt64) {
    guard let root = tree.documentRoot else { return }
    let end = container + Int(tree.members[container].extent)
    var frames: [Rect] = []
    frames.reserveCapacity(end - container - 1)
    for i in container + 1..<end { frames.append(slots[i].frame) }
    var held: [Properties] = []
    held.reserveCapacity(end - container)
    func visit(_ pointer: UnsafePointer<Element>) {
      held.append(pointer.pointee.properties)
      pointer.pointee.children.span.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for child in buffer.indices { visit(base + child) }
      }
    }
    element(container, below: root) { visit($0) }
    let layout = SubtreeLayout(
      members: Array(tree.members[container..<end]), input: input, size: size, frames: frames, heldProperties: held)
    subtreeLayouts.keep(layout, hash)
  }
}
