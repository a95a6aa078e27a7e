// Laying a variant's overrides over the default property set.

extension Properties {
  /// The properties with every value set in `overrides` replacing this one's.
  public func overlaid(by overrides: Properties) -> Properties {
    var result = self
    result.overlay(by: overrides)
    return result
  }

  /// Replaces every value `overrides` sets: in place when this set's values are not shared, so that a merge laying
  /// several layers over one set copies the values once.
  public mutating func overlay(by overrides: Properties) {
    // The two cases a style merge meets most (an empty layer, the first layer over nothing) give the same set as the
    // walk below, without it: nothing to take; or every value taken and no `safeArea` mark to reconcile.
    let fields = overrides.box.setFields
    if fields == 0 { return }
    if fields & PropertyFields.safeAreaPaddings.rawValue == 0 && box.setFields == 0 {
      self = overrides
      return
    }
    overlay(fields, from: overrides.box.pointer)
  }

  /// Replaces the values of `fields` with those of the set at `source` (a set of one property, lowered outside a box).
  mutating func overlay(_ fields: UInt64, from source: UnsafePointer<PropertyValues>) {
    // Each field of `fields` is set in `source`, so it is set here after the copy: the set fields are known without a
    // scan of the whole set, unless a padding's row moves a safe-area mark, which may leave the marks' field unset.
    let known = fields & Self.marking.rawValue == 0 ? box.setFields | fields : nil
    update(knownFields: known) { values in
      // Only the fields the overrides set are visited, each copied by its row (`PropertyField`); a padding's row
      // brings its `safeArea` mark with it: the edges the overrides write take the overrides' marks, the others keep
      // ours.
      var rest = fields
      while rest != 0 {
        PropertyField.copyByBit[rest.trailingZeroBitCount](&values, source)
        rest &= rest &- 1
      }
      // The two fields with no row of their own (a merge keeps them out of variants), overlaid all the same.
      if fields & PropertyFields.hugging.rawValue != 0 { values.hugging = source.pointee.hugging }
      if fields & PropertyFields.compression.rawValue != 0 { values.compression = source.pointee.compression }
    }
  }

  /// The fields whose rows copy a safe-area mark with them, and the marks' own field.
  private static let marking: PropertyFields = [
    .topPadding, .leftPadding, .bottomPadding, .rightPadding, .leadingPadding, .trailingPadding, .safeAreaPaddings,
  ]
}
