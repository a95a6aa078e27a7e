// The property names the lowering knows, one case each, found from the name token's bytes.

/// A property name of the language. The lowering switches on this rather than on the name's `String`: a property costs
/// one table lookup on its bytes, no `String` of its name, and no key path write (a `String` switch compared the name
/// with up to 30 spellings, and a key path write through `Properties` is slow). Its cases are the names of
/// `PropertySpec.all`, held equal by `PropertySpecTests`.
enum PropertyName: String, CaseIterable {
  // Positions.
  case left, right, top, bottom, leading, trailing, centerX, centerY, baseline
  // Numbers.
  case topPadding, leftPadding, bottomPadding, rightPadding, leadingPadding, trailingPadding, vspace, hspace, shares
  case distanceError
  // Booleans.
  case noLayout, reverseFloat, clearFloat, zeroPadding, reverseLayout, autoArrange, noBoundaryLimit, isMath, isReverse
  // Whole numbers.
  case arrangedCount, pagedCount, colCount, lines
  // The rest, each lowered by its own case of `PropertyLowering.apply`.
  case width, height, size, margin, horzMargin, vertMargin, visibility, alignment, intrinsic, frame, padding, space
  case gravity, orientation, shrinkType, arrangedGravity, lastlineGravityPolicy, colWidth, colHeight, rowHeight
  case rowWidth, polar, rectangular, parametric, origin, spaceType, start, end, background, text, font
  // The safe area (code notes §10).
  case insetsPaddingFromSafeArea, insetLandscapeFringePadding
  // A constraints container's leaves: Auto Layout's content priorities (issue 31).
  case hugging, compression

  /// Every name, for the lookups by bytes.
  static let table = SpellingTable(allCases.map { (name: $0.rawValue, value: $0) })

  /// The name spelled by `bytes`, nil for a name the language does not have.
  init?(spelling bytes: ArraySlice<UInt8>) {
    guard let name = bytes.withUnsafeBufferPointer({ PropertyName.table[bytes: $0] }) else { return nil }
    self = name
  }
}
