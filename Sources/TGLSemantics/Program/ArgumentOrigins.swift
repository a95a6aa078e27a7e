// The origins of an expanded element's properties made of a component's parameters, as the use's arguments hold them:
// an element of a component's tree shares its node's origins for everything else (`TreeNode.source`), and reads these
// in its use's arguments rather than holding a copy of the node's origins with these keys patched.

/// Per property of a tree node made of parameters, in the block's order, the keys it sets for some values of its
/// parameters and the place of its first parameter among the component's (`ArgumentSlots`): a property's origin at a
/// use is its first parameter's. One per node and values (`InstanceTable`), shared by the uses that give those values.
@usableFromInline final class ArgumentKeys: Sendable {
  let keys: [PropertyKeySet]
  let slots: [Int]
  /// Every key of `keys`: `ElementSource.origin(of:)`, inlined in its readers, tells by it whether to look further.
  @usableFromInline let all: PropertyKeySet

  init(keys: [PropertyKeySet], slots: [Int]) {
    self.keys = keys
    self.slots = slots
    all = keys.reduce(PropertyKeySet()) { $0.union($1) }
  }
}

/// The origins of an element's properties made of parameters at one use: its node's keys and the use's arguments.
@usableFromInline struct ArgumentOrigins: Sendable {
  @usableFromInline let keys: ArgumentKeys
  let arguments: UseArguments

  /// The origin of `key`, nil when no property made of parameters sets it. A later property's key wins, as it does
  /// when the origins are laid one property after the other (`laid(over:)`).
  @usableFromInline func origin(of key: PropertyKey) -> ValueOrigin? {
    guard keys.all.contains(key) else { return nil }
    var i = keys.keys.count - 1
    while i >= 0 {
      if keys.keys[i].contains(key) { return arguments.slots[keys.slots[i]].origin }
      i -= 1
    }
    return nil
  }

  /// `origins` with each key of the properties made of parameters at its argument's origin.
  func laid(over origins: PropertyMap<ValueOrigin>) -> PropertyMap<ValueOrigin> {
    var result = origins
    for i in keys.keys.indices {
      guard let origin = arguments.slots[keys.slots[i]].origin else { continue }
      for key in keys.keys[i] { result[key] = origin }
    }
    return result
  }
}
