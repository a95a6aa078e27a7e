// Laying a variant's overrides over the default property set.

extension Properties {
  /// The properties with every value set in `overrides` replacing this one's.
  public func overlaid(by overrides: Properties) -> Properties {
    // The two cases a style merge meets most (an empty layer, the first layer over nothing) give the same set as the
    // walk below, without it: nothing to take; or every value taken and no `safeArea` mark to reconcile.
    if overrides.isEmpty { return self }
    if isEmpty && overrides.safeAreaPaddings == nil { return overrides }
    var result = self
    func take<T>(_ key: WritableKeyPath<Properties, T?>) {
      if let value = overrides[keyPath: key] { result[keyPath: key] = value }
    }
    take(\.left)
    take(\.right)
    take(\.top)
    take(\.bottom)
    take(\.leading)
    take(\.trailing)
    take(\.centerX)
    take(\.centerY)
    take(\.baseline)
    take(\.width)
    take(\.height)
    take(\.visibility)
    take(\.alignment)
    take(\.intrinsic)
    take(\.frame)
    take(\.noLayout)
    take(\.reverseFloat)
    take(\.clearFloat)
    take(\.topPadding)
    take(\.leftPadding)
    take(\.bottomPadding)
    take(\.rightPadding)
    take(\.leadingPadding)
    take(\.trailingPadding)
    take(\.zeroPadding)
    take(\.vspace)
    take(\.hspace)
    take(\.gravity)
    take(\.reverseLayout)
    take(\.orientation)
    take(\.shrinkType)
    take(\.arrangedCount)
    take(\.pagedCount)
    take(\.autoArrange)
    take(\.arrangedGravity)
    take(\.lastlineGravityPolicy)
    take(\.noBoundaryLimit)
    take(\.columnSize)
    take(\.columnCount)
    take(\.pathEquation)
    take(\.pathOrigin)
    take(\.isMath)
    take(\.isReverse)
    take(\.pathStart)
    take(\.pathEnd)
    take(\.spaceType)
    take(\.distanceError)
    take(\.shares)
    take(\.text)
    take(\.font)
    take(\.lines)
    take(\.background)
    take(\.insetsPaddingFromSafeArea)
    take(\.insetLandscapeFringePadding)
    take(\.hugging)
    take(\.compression)
    result.overlaySafeAreaPaddings(from: overrides)
    return result
  }

  /// A padding the overrides write replaces the default's, `safeArea` or not: the edges they write take their
  /// `safeArea` marks from the overrides, the others keep the default's.
  private mutating func overlaySafeAreaPaddings(from overrides: Properties) {
    // The edges the overrides write, as one set: each written edge takes the overrides' mark, the others keep ours.
    var edges: SafeAreaPaddings = []
    if overrides.topPadding != nil { edges.insert(.top) }
    if overrides.leftPadding != nil { edges.insert(.left) }
    if overrides.bottomPadding != nil { edges.insert(.bottom) }
    if overrides.rightPadding != nil { edges.insert(.right) }
    if overrides.leadingPadding != nil { edges.insert(.leading) }
    if overrides.trailingPadding != nil { edges.insert(.trailing) }
    guard !edges.isEmpty else { return }
    let written = overrides.safeAreaPaddings ?? []
    let marks = (safeAreaPaddings ?? []).subtracting(edges).union(written.intersection(edges))
    safeAreaPaddings = marks.isEmpty ? nil : marks
  }
}
