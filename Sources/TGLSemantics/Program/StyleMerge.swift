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
}

// The initializers delegate to the memberwise one, every field named (as `Element`'s do): assigning the fields one by
// one built the layer in a temporary and copied it out, a retain and a release of each of its tables.
extension MergeLayer {
  public init(
    properties: Properties, origins: PropertyMap<ValueOrigin> = [:], variants: [Variant] = [],
    variantOrigins: [PropertyMap<ValueOrigin>] = [], symbols: PropertyMap<SymbolicValue> = [:],
    variantSymbols: [PropertyMap<SymbolicValue>] = []
  ) {
    self.init(
      properties: properties, origins: origins, variants: variants, variantOrigins: variantOrigins, symbols: symbols,
      variantSymbols: variantSymbols, boundSymbols: [:], variantBoundSymbols: [])
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
    var base = Stack()
    var conditions: [SizeClassCondition] = []
    // The layers are read in place (`layers[i]`): a `for` over them copied each layer, retaining every map in it.
    for i in layers.indices {
      base.lay(layers[i].properties, layers[i].origins, layers[i].symbols, layers[i].boundSymbols)
      for variant in layers[i].variants where !conditions.contains(variant.condition) {
        conditions.append(variant.condition)
      }
    }
    var variants: [Variant] = []
    var variantOrigins: [SizeClassCondition: PropertyMap<ValueOrigin>] = [:]
    var variantSymbols: [SizeClassCondition: PropertyMap<SymbolicValue>] = [:]
    var variantBounds: [SizeClassCondition: PropertyMap<BoundSymbols>] = [:]
    for condition in conditions {
      var full = Stack()
      var written = PropertyFields()
      var range = 0..<0
      for layer in layers.indices {
        full.lay(layers[layer].properties, layers[layer].origins, layers[layer].symbols, layers[layer].boundSymbols)
        // Within one block the last `when` block of a condition is the one that applies (`matchingVariant`).
        guard let index = layers[layer].variants.lastIndex(where: { $0.condition == condition }) else { continue }
        let variant = layers[layer].variants[index]
        full.lay(
          variant.overrides, entry(index, of: layers[layer].variantOrigins),
          entry(index, of: layers[layer].variantSymbols), entry(index, of: layers[layer].variantBoundSymbols))
        written.formUnion(variant.overrides.setFields)
        range = variant.range
      }
      let overrides = full.properties.keeping(written)
      let keys = overrides.setKeys
      variants.append(Variant(condition: condition, overrides: overrides, range: range))
      variantOrigins[condition] = full.origins.keeping(keys)
      // A condition without names keeps no entry (a reader's `[condition] ?? [:]` is the same): outside the generator
      // every element with `when` blocks made two tables of empty maps, which its source then held and copied.
      let symbols = full.symbols.keeping(keys)
      if !symbols.isEmpty { variantSymbols[condition] = symbols }
      let bounds = full.bounds.keeping(keys)
      if !bounds.isEmpty { variantBounds[condition] = bounds }
    }
    return MergedProperties(
      properties: base.properties, variants: variants, origins: base.origins, variantOrigins: variantOrigins,
      symbols: base.symbols, variantSymbols: variantSymbols, boundSymbols: base.bounds,
      variantBoundSymbols: variantBounds)
  }

  /// Blocks laid one over another: the properties, and the origin and names of each key's winning value.
  private struct Stack {
    var properties = Properties()
    var origins: PropertyMap<ValueOrigin> = [:]
    var symbols: PropertyMap<SymbolicValue> = [:]
    var bounds: PropertyMap<BoundSymbols> = [:]

    /// Lays a block over the stack: each key it sets takes its value, and its origin and names, or loses an older
    /// origin or name the block does not give.
    mutating func lay(
      _ block: Properties, _ blockOrigins: PropertyMap<ValueOrigin>, _ blockSymbols: PropertyMap<SymbolicValue>,
      _ blockBounds: PropertyMap<BoundSymbols>
    ) {
      properties.overlay(by: block)
      let keys = block.setKeys
      origins.replace(keys, from: blockOrigins)
      symbols.replace(keys, from: blockSymbols)
      bounds.replace(keys, from: blockBounds)
    }
  }

  /// The map of a layer's `when` block `index`, empty when the layer keeps none for it.
  private static func entry<Value>(_ index: Int, of maps: [PropertyMap<Value>]) -> PropertyMap<Value> {
    index < maps.count ? maps[index] : [:]
  }
}
