// Size-class variants (`when` blocks) and the choice of the one that applies.

/// The condition of a `when` block; nil parts match anything.
public struct SizeClassCondition: Sendable, Hashable {
  public var width: SizeClass?
  public var height: SizeClass?
  public var orientation: DeviceOrientation?
  public init(width: SizeClass? = nil, height: SizeClass? = nil, orientation: DeviceOrientation? = nil) {
    self.width = width == .any ? nil : width
    self.height = height == .any ? nil : height
    self.orientation = orientation
  }
}

/// A `when` block: property overrides for an environment.
public struct Variant: Sendable, Hashable {
  public var condition: SizeClassCondition
  public var overrides: Properties
  /// The source range of the `when` block, in UTF-8 bytes.
  public var range: Range<Int>
  public init(condition: SizeClassCondition, overrides: Properties, range: Range<Int> = 0..<0) {
    self.condition = condition
    self.overrides = overrides
    self.range = range
  }
}

extension Variant {
  /// The variant of `variants` (an element's) that applies where `lookupOrder` (an environment's
  /// `sizeClassLookupOrder`) is tried: the last of the first condition that has one. For callers that ask for every
  /// element of a document, with the order made once and the element read in place (a method of an `Element` read
  /// through a pointer copied it).
  public static func matching(_ variants: [Variant], lookupOrder: [SizeClassCondition]) -> Variant? {
    guard !variants.isEmpty else { return nil }
    for condition in lookupOrder {
      if let variant = variants.last(where: { $0.condition == condition }) { return variant }
    }
    return nil
  }
}

extension Environment {
  /// The conditions to try, most specific first, as TangramKit's `tgMatchBestSizeClass`:
  /// w|h|o, w|h, h|o, h, w|o, w, o, and finally no condition.
  public var sizeClassLookupOrder: [SizeClassCondition] {
    let w: SizeClass? = widthClass == .any ? nil : widthClass
    let h: SizeClass? = heightClass == .any ? nil : heightClass
    let o = orientation
    let candidates: [SizeClassCondition] = [
      SizeClassCondition(width: w, height: h, orientation: o), SizeClassCondition(width: w, height: h),
      SizeClassCondition(height: h, orientation: o), SizeClassCondition(height: h),
      SizeClassCondition(width: w, orientation: o), SizeClassCondition(width: w),
      SizeClassCondition(orientation: o),
    ]
    var seen: [SizeClassCondition] = []
    for candidate in candidates where !seen.contains(candidate) { seen.append(candidate) }
    return seen.filter { $0 != SizeClassCondition() }
  }
}

extension Element {
  /// The variant that applies in `environment`, if any: the first match in the lookup order.
  public func matchingVariant(in environment: Environment) -> Variant? {
    guard !variants.isEmpty else { return nil }
    return Variant.matching(variants, lookupOrder: environment.sizeClassLookupOrder)
  }

  /// The element's properties in `environment`: the defaults overlaid by the best matching variant.
  public func resolvedProperties(in environment: Environment) -> Properties {
    guard let variant = matchingVariant(in: environment) else { return properties }
    return properties.overlaid(by: variant.overrides)
  }
}
