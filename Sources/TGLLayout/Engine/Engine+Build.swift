// Flattening a document into the engine's arrays, resolving size-class variants and normalising properties.

import TGLSemantics

extension LayoutEngine {
  /// Appends `element` and its subtree, in document order.
  mutating func flatten(_ element: borrowing Element, parent: Int) {
    withUnsafePointer(to: element) { flatten(pointer: $0, parent: parent) }
  }

  /// Flattens through pointers, so that elements are read in place rather than copied.
  mutating func flatten(pointer: UnsafePointer<Element>, parent: Int) {
    let index = tree.nodes.count
    let kind = pointer.pointee.kind
    tree.nodes.append(
      NodeInfo(
        kind: kind, parent: parent, end: index + 1, slot: kind.isContainer ? Int32(tree.containerCount) : -1,
        childCount: 0))
    if kind.isContainer { tree.containerCount += 1 }
    if pointer.pointee.scope != 0 { tree.hasScopes = true }
    // The variant found from the element's array, with the lookup order made once per run: the element's
    // `resolvedProperties(in:)`, called through the pointer, copied the element and made the order each time.
    // Whether there are variants, through a `Span`: `isEmpty` on the array read through the pointer retained it.
    let variant =
      pointer.pointee.variants.span.isEmpty
      ? nil : Variant.matching(pointer.pointee.variants, lookupOrder: lookupOrder)
    if let variant {
      specSharing.refers.append(false)
      var refers = false
      let resolved = pointer.pointee.properties.overlaid(by: variant.overrides)
      appendNormalized(resolved, kind: kind, parent: parent, refersByName: &refers)
      if refers { specSharing.referringNodes.append(index) }
    } else {
      // No `when` block applies: the element's own values, shared like those of an element without any.
      let key = specKey(Element.propertiesIdentity(at: pointer), kind: kind, parent: parent)
      // One probe sequence finds the spec or enters the next one.
      let fresh = Int32(props.specs.count)
      let spec = key == specSharing.last?.key ? specSharing.last?.spec ?? fresh : specSharing.table.value(for: key, orInsert: fresh)
      specSharing.last = (key, spec)
      if spec != fresh {
        props.appendShared(spec)
        if specSharing.refers[Int(spec)] { specSharing.referringNodes.append(index) }
      } else {
        var refers = false
        appendNormalized(pointer.pointee.properties, kind: kind, parent: parent, refersByName: &refers)
        specSharing.refers.append(refers)
        if refers { specSharing.referringNodes.append(index) }
      }
    }
    // Names are indexed after flattening, only those that references use (`indexReferencedNames`).
    // Through the buffer so that children are borrowed, not copied; the buffer through a `Span`, which borrows the
    // array where `withUnsafeBufferPointer` on it retained and released it.
    let children = pointer.pointee.children.span
    guard !children.isEmpty else { return }
    tree.nodes[index].childCount = children.count
    children.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for child in buffer.indices { flatten(pointer: base + child, parent: index) }
    }
    tree.nodes[index].end = tree.nodes.count
  }

  /// Enters in `tree.nameIndex` the first element of each name that a reference uses (`tables.names`), walking the
  /// document until all are found. Hashing every element's name while flattening cost more than this walk: most
  /// documents refer to few of their names, and many to none. In a document with uses of components (an element of
  /// a scope other than 0, `Element.scope`) the walk is whole: it records every element's scope, and enters the
  /// elements of the other scopes in `tree.scopedNameIndex`.
  mutating func indexReferencedNames() {
    guard !tables.names.isEmpty, let root = tree.documentRoot else { return }
    let wanted = tables.names
    let nameIDs = tables.nameIDs
    var index = 0
    var missing = wanted.count
    var found: [String: Int] = [:]
    found.reserveCapacity(wanted.count)
    let hasScopes = tree.hasScopes
    var scopes: [Int32] = []
    if hasScopes { scopes.reserveCapacity(count) }
    var scopedFound: [ScopedName: Int] = [:]
    // A few names are compared in turn (a short name is compared as two words); more are looked up by hash.
    func referenced(_ name: String) -> Bool {
      wanted.count <= 8 ? wanted.contains(name) : nameIDs[name] != nil
    }
    func visit(_ pointer: UnsafePointer<Element>) {
      let scope = pointer.pointee.scope
      if hasScopes { scopes.append(scope) }
      if let name = pointer.pointee.name, referenced(name) {
        if scope != 0 {
          let key = ScopedName(name: name, scope: scope)
          if scopedFound[key] == nil { scopedFound[key] = index }
        } else if found[name] == nil {
          found[name] = index
          missing -= 1
        }
      }
      index += 1
      pointer.pointee.children.span.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for child in buffer.indices where missing > 0 || hasScopes { visit(base + child) }
      }
    }
    withUnsafePointer(to: root) { visit($0) }
    tree.nameIndex = found
    tree.scopedNameIndex = scopedFound
    tree.scopes = scopes
  }

  /// What `appendNormalized` reads besides the values: the kind, the parent's kind, and where `applyKindDefaults` reads
  /// the parent's normalised set (spacers, table rows and their cells) that set and the grandparent's kind. Keying by
  /// these rather than by the parent's index lets the children of equal containers (the 9,000 rows of a list) share
  /// one normalised set.
  @inline(__always) func specKey(_ storage: ObjectIdentifier, kind: ElementKind, parent: Int) -> SpecKey {
    guard parent >= 0 else {
      return SpecKey(storage: storage, kind: kind, parentKind: nil, grandparentKind: nil, parentSpec: -1)
    }
    let parentKind = tree.nodes[parent].kind
    guard kind == .spacer || parentKind == .table || parentKind == .row else {
      return SpecKey(storage: storage, kind: kind, parentKind: parentKind, grandparentKind: nil, parentSpec: -1)
    }
    let grandparent = tree.nodes[parent].parent
    return SpecKey(
      storage: storage, kind: kind, parentKind: parentKind,
      grandparentKind: grandparent >= 0 ? tree.nodes[grandparent].kind : nil, parentSpec: props.index[parent])
  }

  /// Reserves room for `n` elements so that flattening never copies the arrays as they grow, nor rehashes the tables of
  /// names and specs (growing them rehashed every entry at each doubling).
  mutating func reserve(_ n: Int) {
    tree.nodes.reserveCapacity(n)
    props.reserveCapacity(n)
    specSharing.refers.reserveCapacity(Swift.min(n, 256))
    specSharing.table.reserveCapacity(n)
    // Labels and buttons are a fair share of a screen's elements: room for half of them, so that the texts are not
    // copied as they grow.
    texts.reserveCapacity(Swift.min(n / 2, 256))
  }

  /// Lists every element's children, in document order, once the tree is flat: an element's children follow it, each
  /// one after the subtree of the one before (`NodeInfo.end`), so the lists are written in order, one element after
  /// another, with no cursor per parent.
  mutating func buildChildLists() {
    var starts: [Int] = []
    starts.reserveCapacity(count + 1)
    var list: [Int] = []
    list.reserveCapacity(Swift.max(0, count - 1))
    tree.nodes.withUnsafeBufferPointer { nodes in
      for i in nodes.indices {
        starts.append(list.count)
        var child = i + 1
        while child < nodes[i].end {
          list.append(child)
          child = nodes[child].end
        }
      }
    }
    starts.append(list.count)
    tree.childStart = starts
    tree.childList = list
  }

  /// Sizes the per-element arrays once the tree is flat.
  mutating func allocateState() {
    slots = Array(repeating: WorkSlot(), count: count)
    memo.lastInput = Array(repeating: .unset, count: tree.containerCount)
    memo.lastSize = Array(repeating: .zero, count: tree.containerCount)
    memo.recent = Array(repeating: MemoEntry(input: .unset, size: .zero), count: tree.containerCount * Self.sizeMemoDepth)
    memo.recentCount = Array(repeating: 0, count: tree.containerCount)
    memo.inProgress = Array(repeating: false, count: tree.containerCount)
    if tree.nodes.contains(where: { $0.kind == .relative }) {
      relative.values = Array(repeating: 0, count: count * 4)
      relative.states = Array(repeating: 0, count: count * 4)
      relative.trailingEdges = Array(repeating: 0, count: count * 2)
    }
  }

  /// Appends the engine's form of `p` for an element of `kind` below `parent` to `props`; `refersByName` tells whether
  /// one of its positions or sizes refers to a view by name (`hasNamedReference`). Appended here rather than returned:
  /// a set returned was copied once more (hundreds of bytes) on its way into the table.
  ///
  /// Only the fields that are set are read (`setFields`): a getter copies its optional value out of the shared box,
  /// and an element sets a handful of the 52 fields, so reading every one was most of what normalising cost. An
  /// absent field leaves `NodeProps`'s default, which is what its `nil` gave.
  mutating func appendNormalized(_ p: Properties, kind: ElementKind, parent: Int, refersByName: inout Bool) {
    let set = p.setFields
    var n = NodeProps()
    var h = AxisProps()
    var v = AxisProps()
    let namedBefore = tables.namedReferences
    if !set.isDisjoint(with: Self.positionFields) {
      let left: PropertyFields = rtl ? .right : .left
      let right: PropertyFields = rtl ? .left : .right
      if set.contains(.leading) {
        h.head = tables.position(p.leading)
      } else if set.contains(left) {
        h.head = tables.position(rtl ? p.right : p.left)
      }
      if set.contains(.trailing) {
        h.tail = tables.position(p.trailing)
      } else if set.contains(right) {
        h.tail = tables.position(rtl ? p.left : p.right)
      }
      if set.contains(.centerX) { h.center = tables.position(p.centerX) }
      if set.contains(.top) { v.head = tables.position(p.top) }
      if set.contains(.bottom) { v.tail = tables.position(p.bottom) }
      if set.contains(.centerY) { v.center = tables.position(p.centerY) }
    }
    if set.contains(.width) { h.size = Self.plainSize(p.widthShape) ?? tables.size(p.width) }
    if set.contains(.height) { v.size = Self.plainSize(p.heightShape) ?? tables.size(p.height) }
    if !set.isDisjoint(with: Self.paddingFields) {
      h.headPad = sanitized(p.leadingPadding ?? (rtl ? p.rightPadding : p.leftPadding) ?? 0)
      h.tailPad = sanitized(p.trailingPadding ?? (rtl ? p.leftPadding : p.rightPadding) ?? 0)
      v.headPad = sanitized(p.topPadding ?? 0)
      v.tailPad = sanitized(p.bottomPadding ?? 0)
    }
    // A nested layout's `safeArea` padding is its own inset, which tgl takes as zero: the 0 stored with the mark.
    if parent < 0 && kind.isContainer { applySafeArea(p, set, horizontal: &h, vertical: &v) }
    if set.contains(.hspace) { h.space = sanitized(p.hspace ?? 0) }
    if set.contains(.vspace) { v.space = sanitized(p.vspace ?? 0) }
    if set.contains(.gravity), let g = p.gravity {
      h.gravity = g.axis(.horizontal, rtl: rtl)
      v.gravity = g.axis(.vertical, rtl: rtl)
    }
    if set.contains(.alignment), let g = p.alignment {
      h.alignment = g.axis(.horizontal, rtl: rtl)
      v.alignment = g.axis(.vertical, rtl: rtl)
    }
    if set.contains(.arrangedGravity), let g = p.arrangedGravity {
      h.arrangedGravity = g.axis(.horizontal, rtl: rtl)
      v.arrangedGravity = g.axis(.vertical, rtl: rtl)
    }
    n.axes = (h, v)
    if set.contains(.baseline) { n.baseline = tables.position(p.baseline) }
    // The positions, sizes and baseline are what `hasNamedReference` reads; `columnSize` below is not.
    refersByName = tables.namedReferences != namedBefore
    // A `left` or `right` that `leading` or `trailing` overrides was not converted, but still counts as a reference.
    if !refersByName && !set.isDisjoint(with: [.leading, .trailing]) && !set.isDisjoint(with: [.left, .right]) {
      refersByName = hasNamedReference(p)
    }
    if set.contains(.visibility) { n.visibility = p.visibility ?? .visible }
    if set.contains(.intrinsic) { n.intrinsic = p.intrinsic }
    if set.contains(.text) { n.text = textIndex(p, kind: kind) }
    if set.contains(.frame) { n.useFrame = p.frame }
    if set.contains(.noLayout) { n.noLayout = p.noLayout ?? false }
    if set.contains(.reverseFloat) { n.reverseFloat = p.reverseFloat ?? false }
    if set.contains(.clearFloat) { n.clearFloat = p.clearFloat ?? false }
    if set.contains(.zeroPadding) { n.zeroPadding = p.zeroPadding ?? true }
    if set.contains(.reverseLayout) { n.reverseLayout = p.reverseLayout ?? false }
    n.orientation = (set.contains(.orientation) ? p.orientation : nil) ?? (kind == .row ? .horizontal : .vertical)
    if !set.isDisjoint(with: Self.arrangementFields) {
      n.shrinkType = p.shrinkType ?? ShrinkType(mode: .none)
      n.arrangedCount = max(0, p.arrangedCount ?? 0)
      n.pagedCount = max(0, p.pagedCount ?? 0)
      n.autoArrange = p.autoArrange ?? false
      n.lastlinePolicy = p.lastlineGravityPolicy ?? .no
      n.noBoundaryLimit = p.noBoundaryLimit ?? false
      n.columnSize = tables.size(p.columnSize)
      n.columnCount = p.columnCount
    }
    if kind == .path {
      paths.append(
        PathSettings(
          equation: p.pathEquation, origin: p.pathOrigin ?? Point(x: 0, y: 0), isMath: p.isMath ?? false,
          isReverse: p.isReverse ?? false, start: p.pathStart, end: p.pathEnd, spaceType: p.spaceType ?? .flexed,
          distanceError: p.distanceError ?? 0.5))
      n.path = Int32(paths.count - 1)
    }
    applyKindDefaults(&n, kind: kind, shares: set.contains(.shares) ? p.shares : nil, parent: parent)
    props.append(n)
  }

  /// The engine's form of a size without a reference, an array or bounds, made from its shape (read in place in the
  /// set); nil for the others, which `ValueTables.size` converts from a copy of the value (a copy retains what the
  /// value holds, and most sizes hold nothing).
  static func plainSize(_ shape: SizeShape?) -> ESize? {
    guard let shape, !shape.hasBounds else { return nil }
    let kind: ESize.Kind
    switch shape.kind {
    case .none: kind = .none
    case .number: kind = .number(shape.number)
    case .weight: kind = .weight(shape.number)
    case .wrap: kind = .wrap
    case .fill: kind = .fill
    case .average: kind = .average
    case .reference, .array: return nil
    }
    return ESize(kind: kind, multiple: shape.multiple, increment: shape.increment)
  }

  static let positionFields: PropertyFields = [
    .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY,
  ]
  static let paddingFields: PropertyFields = [
    .leadingPadding, .trailingPadding, .leftPadding, .rightPadding, .topPadding, .bottomPadding,
  ]
  /// Fields of flows, floats, tables and shrinking linear layouts, read together when one of them is set.
  static let arrangementFields: PropertyFields = [
    .shrinkType, .arrangedCount, .pagedCount, .autoArrange, .lastlineGravityPolicy, .noBoundaryLimit, .columnSize,
    .columnCount,
  ]

  /// Defaults that depend on the kind and the parent: wrap for containers, spacer shares, table rows and columns.
  /// `mutating` only so that the engine is passed by reference, not copied (see `LayoutEngine`).
  mutating func applyKindDefaults(_ n: inout NodeProps, kind: ElementKind, shares: Double?, parent: Int) {
    let parentKind: ElementKind? = parent >= 0 ? tree.nodes[parent].kind : nil
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
    } else if parentKind == .row, tree.nodes[parent].parent >= 0, tree.nodes[tree.nodes[parent].parent].kind == .table {
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
