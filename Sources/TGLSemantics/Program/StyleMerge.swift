// The one rule of what wins when styles, an element's own block and `when` blocks all set a property
// (design-whole-app.md §1.3): the last of style A's block, A's matching `when` block, style B's block, B's matching
// `when` block, the element's block, the element's matching `when` block.

/// One block in the order of application: a style's (its own styles already flattened before it, depth first) or
/// the element's own, with its `when` blocks and where each value was written.
public struct MergeLayer: Sendable {
  public var properties: Properties
  /// The origin of each key `properties` sets (a key without one gets no origin).
  public var origins: [PropertyKey: ValueOrigin]
  public var variants: [Variant]
  /// Per variant (same order), the origin of each key its overrides set.
  public var variantOrigins: [[PropertyKey: ValueOrigin]]
  /// The symbolic value of each key `properties` sets with a name (`SymbolicValue`); per variant, of its overrides.
  public var symbols: [PropertyKey: SymbolicValue]
  public var variantSymbols: [[PropertyKey: SymbolicValue]]
  /// The same for the bounds of sizes and positions.
  public var boundSymbols: [PropertyKey: BoundSymbols] = [:]
  public var variantBoundSymbols: [[PropertyKey: BoundSymbols]] = []

  public init(
    properties: Properties, origins: [PropertyKey: ValueOrigin] = [:], variants: [Variant] = [],
    variantOrigins: [[PropertyKey: ValueOrigin]] = [], symbols: [PropertyKey: SymbolicValue] = [:],
    variantSymbols: [[PropertyKey: SymbolicValue]] = []
  ) {
    self.properties = properties
    self.origins = origins
    self.variants = variants
    self.variantOrigins = variantOrigins
    self.symbols = symbols
    self.variantSymbols = variantSymbols
  }
}

/// The merged properties of an element: what the engine reads, and where each value came from.
public struct MergedProperties: Sendable, Equatable {
  public var properties: Properties
  /// One variant per condition, in the order the conditions first appear in the layers.
  public var variants: [Variant]
  public var origins: [PropertyKey: ValueOrigin]
  public var variantOrigins: [SizeClassCondition: [PropertyKey: ValueOrigin]]
  /// The symbolic value of each key whose winning value was written with a name; per condition, of its variant.
  public var symbols: [PropertyKey: SymbolicValue] = [:]
  public var variantSymbols: [SizeClassCondition: [PropertyKey: SymbolicValue]] = [:]
  public var boundSymbols: [PropertyKey: BoundSymbols] = [:]
  public var variantBoundSymbols: [SizeClassCondition: [PropertyKey: BoundSymbols]] = [:]
}

public enum StyleMerge {
  /// Merges `layers`, first to last. After the merge an element has one variant per condition, as TangramKit's size
  /// classes are one entry per key (code notes §8, TangramKit); and since the matching entry is used whole (no
  /// per-property fallback, code notes §8) over the default it was copied from, a variant holds exactly the
  /// properties some layer's `when` block for its condition sets, each with the value the rule gives in that
  /// environment: a later layer's own block beats an earlier layer's `when` block.
  public static func merge(_ layers: [MergeLayer]) -> MergedProperties {
    var base = Properties()
    var origins: [PropertyKey: ValueOrigin] = [:]
    var symbols: [PropertyKey: SymbolicValue] = [:]
    var bounds: [PropertyKey: BoundSymbols] = [:]
    var conditions: [SizeClassCondition] = []
    for layer in layers {
      base = base.overlaid(by: layer.properties)
      record(layer.properties, layer.origins, into: &origins)
      record(layer.properties, layer.symbols, into: &symbols)
      record(layer.properties, layer.boundSymbols, into: &bounds)
      for variant in layer.variants where !conditions.contains(variant.condition) {
        conditions.append(variant.condition)
      }
    }
    var variants: [Variant] = []
    var variantOrigins: [SizeClassCondition: [PropertyKey: ValueOrigin]] = [:]
    var variantSymbols: [SizeClassCondition: [PropertyKey: SymbolicValue]] = [:]
    var variantBounds: [SizeClassCondition: [PropertyKey: BoundSymbols]] = [:]
    for condition in conditions {
      var full = Properties()
      var fullOrigins: [PropertyKey: ValueOrigin] = [:]
      var fullSymbols: [PropertyKey: SymbolicValue] = [:]
      var fullBounds: [PropertyKey: BoundSymbols] = [:]
      var written = PropertyFields()
      var range = 0..<0
      for layer in layers {
        full = full.overlaid(by: layer.properties)
        record(layer.properties, layer.origins, into: &fullOrigins)
        record(layer.properties, layer.symbols, into: &fullSymbols)
        record(layer.properties, layer.boundSymbols, into: &fullBounds)
        // Within one block the last `when` block of a condition is the one that applies (`matchingVariant`).
        guard let index = layer.variants.lastIndex(where: { $0.condition == condition }) else { continue }
        let variant = layer.variants[index]
        full = full.overlaid(by: variant.overrides)
        let variantOrigin = index < layer.variantOrigins.count ? layer.variantOrigins[index] : [:]
        record(variant.overrides, variantOrigin, into: &fullOrigins)
        let variantSymbol = index < layer.variantSymbols.count ? layer.variantSymbols[index] : [:]
        record(variant.overrides, variantSymbol, into: &fullSymbols)
        let variantBound = index < layer.variantBoundSymbols.count ? layer.variantBoundSymbols[index] : [:]
        record(variant.overrides, variantBound, into: &fullBounds)
        written.formUnion(variant.overrides.setFields)
        range = variant.range
      }
      let overrides = full.keeping(written)
      let keys = Set(overrides.setKeys)
      variants.append(Variant(condition: condition, overrides: overrides, range: range))
      variantOrigins[condition] = fullOrigins.filter { keys.contains($0.key) }
      variantSymbols[condition] = fullSymbols.filter { keys.contains($0.key) }
      variantBounds[condition] = fullBounds.filter { keys.contains($0.key) }
    }
    return MergedProperties(
      properties: base, variants: variants, origins: origins, variantOrigins: variantOrigins, symbols: symbols,
      variantSymbols: variantSymbols, boundSymbols: bounds, variantBoundSymbols: variantBounds)
  }

  /// Sets each key `properties` holds to its origin, or forgets an older origin the layer does not name.
  private static func record<Value>(
    _ properties: Properties, _ layerOrigins: [PropertyKey: Value], into origins: inout [PropertyKey: Value]
  ) {
    for key in properties.setKeys { origins[key] = layerOrigins[key] }
  }
}
