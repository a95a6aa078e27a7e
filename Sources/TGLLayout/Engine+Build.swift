// Flattening a document into the engine's arrays, resolving size-class variants and normalising properties.

import TGLSemantics

extension LayoutEngine {
  /// Appends `element` and its subtree, in document order.
  mutating func flatten(_ element: borrowing Element, parent: Int) {
    withUnsafePointer(to: element) { flatten(pointer: $0, parent: parent) }
  }

  /// Flattens through pointers, so that elements are read in place rather than copied.
  mutating func flatten(pointer: UnsafePointer<Element>, parent: Int) {
    let index = nodes.count
    let kind = pointer.pointee.kind
    nodes.append(
      NodeInfo(
        kind: kind, parent: parent, end: index + 1, slot: kind.isContainer ? Int32(containerCount) : -1,
        childCount: 0))
    if kind.isContainer { containerCount += 1 }
    if pointer.pointee.variants.isEmpty {
      let key = specKey(pointer.pointee.properties.storageIdentity, kind: kind, parent: parent)
      // One hash of the key finds the spec or enters the next one (a lookup, then an insert, hashed twice).
      let fresh = Int32(props.specs.count)
      let spec = key == lastSpec?.key ? lastSpec?.spec ?? fresh : Self.spec(in: &specCache, key, orInsert: fresh)
      lastSpec = (key, spec)
      if spec != fresh {
        props.appendShared(spec)
        if specRefers[Int(spec)] { referringNodes.append(index) }
      } else {
        let refers = hasNamedReference(pointer.pointee.properties)
        specRefers.append(refers)
        props.append(normalize(pointer.pointee.properties, kind: pointer.pointee.kind, parent: parent))
        if refers { referringNodes.append(index) }
      }
    } else {
      specRefers.append(false)
      let resolved = pointer.pointee.resolvedProperties(in: environment)
      props.append(normalize(resolved, kind: pointer.pointee.kind, parent: parent))
      if hasNamedReference(resolved) { referringNodes.append(index) }
    }
    if cache != nil {
      ownHash.append(ownContentHash(pointer))
      nameHash.append(pointer.pointee.name?.hashValue ?? 0)
    }
    // The first element of a name keeps it; one hash of the name in the usual case (names repeat only in documents
    // that the lint reports), where a lookup and then an insert hashed it twice.
    if let name = pointer.pointee.name, let earlier = nameIndex.updateValue(index, forKey: name) {
      nameIndex[name] = earlier
    }
    guard !pointer.pointee.children.isEmpty else { return }
    nodes[index].childCount = pointer.pointee.children.count
    flattenDepth += 1
    maxDepth = Swift.max(maxDepth, flattenDepth)
    // Through the buffer so that children are borrowed, not copied.
    pointer.pointee.children.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for k in buffer.indices { flatten(pointer: base + k, parent: index) }
    }
    flattenDepth -= 1
    nodes[index].end = nodes.count
  }

  /// The hash of what an element holds itself: kind, name, resolved properties and number of children. The hash of
  /// a stored property set is computed once per run (elements written alike share one, see `Lowering`).
  mutating func ownContentHash(_ pointer: UnsafePointer<Element>) -> Int {
    var hasher = Hasher()
    hasher.combine(pointer.pointee.kind)
    hasher.combine(pointer.pointee.name)
    if pointer.pointee.variants.isEmpty {
      let storage = pointer.pointee.properties.storageIdentity
      if let last = lastPropertyHash, last.storage == storage {
        hasher.combine(last.hash)
      } else {
        let hash = propertyHashes[storage] ?? pointer.pointee.properties.hashValue
        propertyHashes[storage] = hash
        lastPropertyHash = (storage, hash)
        hasher.combine(hash)
      }
    } else {
      hasher.combine(pointer.pointee.resolvedProperties(in: environment).hashValue)
    }
    hasher.combine(pointer.pointee.children.count)
    return hasher.finalize()
  }

  /// What `normalize` reads besides the values: the kind, the parent's kind, and where `applyKindDefaults` reads
  /// the parent's normalised set (spacers, table rows and their cells) that set and the grandparent's kind. Keying by
  /// these rather than by the parent's index lets the children of equal containers (the 9,000 rows of a list) share
  /// one normalised set.
  func specKey(_ storage: ObjectIdentifier, kind: ElementKind, parent: Int) -> SpecKey {
    guard parent >= 0 else {
      return SpecKey(storage: storage, kind: kind, parentKind: nil, grandparentKind: nil, parentSpec: -1)
    }
    let parentKind = nodes[parent].kind
    guard kind == .spacer || parentKind == .table || parentKind == .row else {
      return SpecKey(storage: storage, kind: kind, parentKind: parentKind, grandparentKind: nil, parentSpec: -1)
    }
    let grandparent = nodes[parent].parent
    return SpecKey(
      storage: storage, kind: kind, parentKind: parentKind,
      grandparentKind: grandparent >= 0 ? nodes[grandparent].kind : nil, parentSpec: props.index[parent])
  }

  /// The spec stored under `key`, or `value` entered under it when there is none.
  static func spec(in cache: inout [SpecKey: Int32], _ key: SpecKey, orInsert value: Int32) -> Int32 {
    func read(_ stored: inout Int32) -> Int32 { stored }
    return read(&cache[key, default: value])
  }

  /// Reserves room for `n` elements so that flattening never copies the arrays as they grow, nor rehashes the
  /// tables of names and specs (growing them rehashed every entry at each doubling: 5 of the 20 million
  /// instructions of flattening the 3,313 elements of the benchmark document).
  mutating func reserve(_ n: Int) {
    nodes.reserveCapacity(n)
    props.reserveCapacity(n)
    nameIndex.reserveCapacity(n)
    specCache.reserveCapacity(n)
  }

  /// Lists every element's children, in document order, once the tree is flat.
  mutating func buildChildLists() {
    childStart = Array(repeating: 0, count: count + 1)
    for i in 0..<count { childStart[i + 1] = childStart[i] + nodes[i].childCount }
    childList = Array(repeating: 0, count: Swift.max(0, count - 1))
    var cursor = childStart
    for i in 1..<Swift.max(1, count) {
      let p = nodes[i].parent
      childList[cursor[p]] = i
      cursor[p] += 1
    }
  }

  /// Sizes the per-element arrays once the tree is flat.
  mutating func allocateState() {
    slots = Array(repeating: WorkSlot(), count: count)
    memoInput = Array(repeating: .unset, count: containerCount)
    memoOutput = Array(repeating: .zero, count: containerCount)
    sizeMemo = Array(repeating: MemoEntry(input: .unset, size: .zero), count: containerCount * Self.sizeMemoDepth)
    sizeMemoCount = Array(repeating: 0, count: containerCount)
    inProgress = Array(repeating: false, count: containerCount)
    keepsUpdateState = cache != nil
    if keepsUpdateState {
      linearRuns = Array(repeating: LinearRunTrace(), count: containerCount)
      linearChildren = Array(repeating: LinearChildTrace(), count: count)
      asked = Array(repeating: MemoEntry(input: .unset, size: .zero), count: containerCount * Self.askedDepth)
      askedCount = Array(repeating: 0, count: containerCount)
    }
    if nodes.contains(where: { $0.kind == .relative }) {
      relVal = Array(repeating: 0, count: count * 4)
      relState = Array(repeating: 0, count: count * 4)
      relTail = Array(repeating: 0, count: count * 2)
    }
  }

  mutating func normalize(_ p: Properties, kind: ElementKind, parent: Int) -> NodeProps {
    var n = NodeProps()
    var h = AxisProps()
    var v = AxisProps()
    h.head = tables.position(p.leading ?? (rtl ? p.right : p.left))
    h.tail = tables.position(p.trailing ?? (rtl ? p.left : p.right))
    h.center = tables.position(p.centerX)
    v.head = tables.position(p.top)
    v.tail = tables.position(p.bottom)
    v.center = tables.position(p.centerY)
    h.size = tables.size(p.width)
    v.size = tables.size(p.height)
    h.headPad = sanitized(p.leadingPadding ?? (rtl ? p.rightPadding : p.leftPadding) ?? 0)
    h.tailPad = sanitized(p.trailingPadding ?? (rtl ? p.leftPadding : p.rightPadding) ?? 0)
    v.headPad = sanitized(p.topPadding ?? 0)
    v.tailPad = sanitized(p.bottomPadding ?? 0)
    h.space = sanitized(p.hspace ?? 0)
    v.space = sanitized(p.vspace ?? 0)
    if let g = p.gravity {
      h.gravity = g.axis(.horizontal, rtl: rtl)
      v.gravity = g.axis(.vertical, rtl: rtl)
    }
    if let g = p.alignment {
      h.alignment = g.axis(.horizontal, rtl: rtl)
      v.alignment = g.axis(.vertical, rtl: rtl)
    }
    if let g = p.arrangedGravity {
      h.arrangedGravity = g.axis(.horizontal, rtl: rtl)
      v.arrangedGravity = g.axis(.vertical, rtl: rtl)
    }
    n.axes = (h, v)
    n.baseline = tables.position(p.baseline)
    n.visibility = p.visibility ?? .visible
    n.intrinsic = p.intrinsic
    n.text = textIndex(p, kind: kind)
    n.useFrame = p.frame
    n.noLayout = p.noLayout ?? false
    n.reverseFloat = p.reverseFloat ?? false
    n.clearFloat = p.clearFloat ?? false
    n.zeroPadding = p.zeroPadding ?? true
    n.reverseLayout = p.reverseLayout ?? false
    n.orientation = p.orientation ?? (kind == .row ? .horizontal : .vertical)
    n.shrinkType = p.shrinkType ?? ShrinkType(mode: .none)
    n.arrangedCount = max(0, p.arrangedCount ?? 0)
    n.pagedCount = max(0, p.pagedCount ?? 0)
    n.autoArrange = p.autoArrange ?? false
    n.lastlinePolicy = p.lastlineGravityPolicy ?? .no
    n.noBoundaryLimit = p.noBoundaryLimit ?? false
    n.columnSize = tables.size(p.columnSize)
    n.columnCount = p.columnCount
    if kind == .path {
      n.path = PathSettings(
        equation: p.pathEquation, origin: p.pathOrigin ?? Point(x: 0, y: 0), isMath: p.isMath ?? false,
        isReverse: p.isReverse ?? false, start: p.pathStart, end: p.pathEnd, spaceType: p.spaceType ?? .flexed,
        distanceError: p.distanceError ?? 0.5)
    }
    applyKindDefaults(&n, kind: kind, shares: p.shares, parent: parent)
    return n
  }

  /// Defaults that depend on the kind and the parent: wrap for containers, spacer shares, table rows and columns.
  func applyKindDefaults(_ n: inout NodeProps, kind: ElementKind, shares: Double?, parent: Int) {
    let parentKind: ElementKind? = parent >= 0 ? nodes[parent].kind : nil
    if kind.isContainer && parent >= 0 {
      for axis in Axis.both {
        let size = n[axis].size
        if size == nil {
          n[axis].size = .wrap
          n[axis].sizeDefaulted = true
        }
        if var s = size, case .none = s.kind {
          s.kind = .wrap
          n[axis].size = s
          n[axis].sizeDefaulted = true
        }
      }
    }
    if kind == .spacer {
      if n.visibility == .visible { n.visibility = .invisible }
      let mainAxis: Axis? =
        (parentKind == .linear || parentKind == .row || parentKind == .table)
        ? (props[parent].orientation == .vertical ? .vertical : .horizontal) : nil
      for axis in Axis.both where n[axis].size == nil {
        n[axis].size = axis == mainAxis ? .weight(100 * max(0, shares ?? 1)) : .number(0)
      }
    }
    if parentKind == .table && kind == .row {
      applyTableRowDefaults(&n, table: parent)
    } else if parentKind == .row, nodes[parent].parent >= 0, nodes[nodes[parent].parent].kind == .table {
      applyTableColumnDefaults(&n, row: parent, kind: kind)
    }
  }
}

extension LayoutEngine {
  /// True when some value of `p` refers to a view by name (such references may need canonicalising).
  func hasNamedReference(_ p: Properties) -> Bool {
    func named(_ r: Reference) -> Bool {
      if case .element = r.target { return true }
      return false
    }
    func bound(_ b: Bound?) -> Bool {
      if case .reference(let r)? = b?.kind { return named(r) }
      return false
    }
    func position(_ v: PositionValue?) -> Bool {
      guard let v else { return false }
      switch v.kind {
      case .reference(let r): if named(r) { return true }
      case .array(let rs): if rs.contains(where: named) { return true }
      default: break
      }
      return v.hasBounds && (bound(v.min) || bound(v.max))
    }
    func size(_ v: SizeValue?) -> Bool {
      guard let v else { return false }
      switch v.kind {
      case .reference(let r): if named(r) { return true }
      case .array(let rs): if rs.contains(where: named) { return true }
      default: break
      }
      return v.hasBounds && (bound(v.min) || bound(v.max))
    }
    return position(p.left) || position(p.right) || position(p.top) || position(p.bottom) || position(p.leading)
      || position(p.trailing) || position(p.centerX) || position(p.centerY) || position(p.baseline)
      || size(p.width) || size(p.height)
  }
}
