// The one rule of what wins when styles, an element's own block and `when` blocks all set a property
// (design-whole-app.md §1.3): the last of style A's block, A's matching `when` block, style B's block, B's matching
// `when` block, the element's block, the element's matching `when` block.

/// One block in the order of application: a style's (its own styles already flattened before it, depth first) or
/// the element's own, with its `when` blocks and where each value was written.
public struct MergeLayer: Sendable {
  public var properties: Properties
  /// The origin of each key `properties` sets (a key without one gets no origin).
  public var origins: PropertyMap<ValueOrigin>
  public var variants: [Variant]
  /// Per variant (same order), the origin of each key its overrides set.
  public var variantOrigins: [PropertyMap<ValueOrigin>]
  /// The symbolic value of each key `properties` sets with a name (`SymbolicValue`); per variant, of its overrides.
  public var symbols: PropertyMap<SymbolicValue>
  public var variantSymbols: [PropertyMap<SymbolicValue>]
  /// The same for the bounds of sizes and positions.
  public var boundSymbols: PropertyMap<BoundSymbols> = [:]
  public var variantBoundSymbols: [PropertyMap<BoundSymbols>] = []

  public init(
    properties: Properties, origins: PropertyMap<ValueOrigin> = [:], variants: [Variant] = [],
    variantOrigins: [PropertyMap<ValueOrigin>] = [], symbols: PropertyMap<SymbolicValue> = [:],
    variantSymbols: [PropertyMap<SymbolicValue>] = []
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
  public var origins: PropertyMap<ValueOrigin>
  public var variantOrigins: [SizeClassCondition: PropertyMap<ValueOrigin>]
  /// The symbolic value of each key whose winning value was written with a name; per condition, of its variant.
  public var symbols: PropertyMap<SymbolicValue> = [:]
  public var variantSymbols: [SizeClassCondition: PropertyMap<SymbolicValue>] = [:]
  public var boundSymbols: PropertyMap<BoundSymbols> = [:]
  public var variantBoundSymbols: [SizeClassCondition: PropertyMap<BoundSymbols>] = [:]
}

public enum StyleMerge {
  /// Merges `layers`, first to last. After the merge an element has one variant per condition, as TangramKit's size
  /// classes are one entry per key (code notes §8, TangramKit); and since the matching entry is used whole (no
  /// per-property fallback, code notes §8) over the default it was copied from, a variant holds exactly the
  /// properties some layer's `when` block for its condition sets, each with the value the rule gives in that
  /// environment: a later layer's own block beats an earlier layer's `when` block.
  public static func merge(_ layers: [MergeLayer]) -> MergedProperties {
    var base = Properties()
    var origins: PropertyMap<ValueOrigin> = [:]
    var symbols: PropertyMap<SymbolicValue> = [:]
    var bounds: PropertyMap<BoundSymbols> = [:]
    var conditions: [SizeClassCondition] = []
    // The layers are read in place (`layers[i]`): a `for` over them copied each layer, retaining every map in it.
    for i in layers.indices {
      base.overlay(by: layers[i].properties)
      // Each key the layer sets takes the layer's origin and names, or loses an older one the layer does not give.
      let keys = layers[i].properties.setKeys
      origins.replace(keys, from: layers[i].origins)
      symbols.replace(keys, from: layers[i].symbols)
      bounds.replace(keys, from: layers[i].boundSymbols)
      for variant in layers[i].variants where !conditions.contains(variant.condition) {
        conditions.append(variant.condition)
      }
    }
    var variants: [Variant] = []
    var variantOrigins: [SizeClassCondition: PropertyMap<ValueOrigin>] = [:]
    var variantSymbols: [SizeClassCondition: PropertyMap<SymbolicValue>] = [:]
    var variantBounds: [SizeClassCondition: PropertyMap<BoundSymbols>] = [:]
    for condition in conditions {
      var full = Properties()
      var fullOrigins: PropertyMap<ValueOrigin> = [:]
      var fullSymbols: PropertyMap<SymbolicValue> = [:]
      var fullBounds: PropertyMap<BoundSymbols> = [:]
      var written = PropertyFields()
      var range = 0..<0
      for layer in layers.indices {
        full.overlay(by: layers[layer].properties)
        let keys = layers[layer].properties.setKeys
        fullOrigins.replace(keys, from: layers[layer].origins)
        fullSymbols.replace(keys, from: layers[layer].symbols)
        fullBounds.replace(keys, from: layers[layer].boundSymbols)
        // Within one block the last `when` block of a condition is the one that applies (`matchingVariant`).
        guard let index = layers[layer].variants.lastIndex(where: { $0.condition == condition }) else { continue }
        let variant = layers[layer].variants[index]
        full.overlay(by: variant.overrides)
        let variantKeys = variant.overrides.setKeys
        fullOrigins.replace(variantKeys, from: entry(index, of: layers[layer].variantOrigins))
        fullSymbols.replace(variantKeys, from: entry(index, of: layers[layer].variantSymbols))
        fullBounds.replace(variantKeys, from: entry(index, of: layers[layer].variantBoundSymbols))
        written.formUnion(variant.overrides.setFields)
        range = variant.range
      }
      let overrides = full.keeping(written)
      let keys = overrides.setKeys
      variants.append(Variant(condition: condition, overrides: overrides, range: range))
      variantOrigins[condition] = fullOrigins.keeping(keys)
      variantSymbols[condition] = fullSymbols.keeping(keys)
      variantBounds[condition] = fullBounds.keeping(keys)
    }
    return MergedProperties(
      properties: base, variants: variants, origins: origins, variantOrigins: variantOrigins, symbols: symbols,
      variantSymbols: variantSymbols, boundSymbols: bounds, variantBoundSymbols: variantBounds)
  }

  /// The map of a layer's `when` block `index`, empty when the layer keeps none for it.
  private static func entry<Value>(_ index: Int, of maps: [PropertyMap<Value>]) -> PropertyMap<Value> {
    index < maps.count ? maps[index] : [:]
  }
}
