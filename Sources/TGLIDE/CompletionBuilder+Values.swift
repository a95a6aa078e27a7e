// Completion in a value: what the property takes at the cursor, and after `name.` the attributes that fit it.

import TGLSemantics
import TGLSyntax
import TGLText

extension CompletionBuilder {
  /// The values `property` takes where the cursor is: after a complete value, its bounds; where a base may start,
  /// the keywords and the references the element's container honours; after a base and an operator, nothing (only
  /// a number goes there).
  mutating func values(_ property: PropertySyntax, _ element: ElementSyntax, afterValue: Bool, cursor: Int) {
    let value = PropertyCatalog.byName[property.name]?.value
    if afterValue {
      guard value == .size || value == .position else { return }
      let bounds = Set(property.value?.bounds.compactMap { $0.keywordToken?.text } ?? [])
      if !bounds.contains("min") {
        add("min", .keyword, detail: "min value", type: "bound", documentation: WordMeanings.min)
      }
      if !bounds.contains("max") {
        add("max", .keyword, detail: "max value", type: "bound", documentation: WordMeanings.max)
      }
      return
    }
    let place = ValuePlace(property, before: cursor)
    switch value {
    case .size?:
      guard !place.hasBase else { return }
      if !place.inArray {
        let words = place.inBound ? ["wrap"] : ["wrap", "fill", "average"]
        for word in words {
          add(word, .value, detail: "size", type: "size", documentation: WordMeanings.size[word])
        }
      }
      references(element, size: true)
    case .position?:
      guard !place.hasBase else { return }
      references(element, size: false)
    case .keywords(let words)?:
      let type = PropertyCatalog.valueDescription(.keywords(words))
      for word in words { addKeyword(word, property: property.name, type: type) }
    case .boolean?:
      for word in ["true", "false"] { add(word, .value, type: "boolean") }
    case .gravity?:
      for word in PropertyCatalog.verticalGravity {
        add(
          "vert.\(word)", .value, detail: "vertical", type: "vertical",
          documentation: WordMeanings.gravity(axis: "vert", word))
      }
      for word in PropertyCatalog.horizontalGravity {
        add(
          "horz.\(word)", .value, detail: "horizontal", type: "horizontal",
          documentation: WordMeanings.gravity(axis: "horz", word))
      }
      for word in PropertyCatalog.gravityWords {
        add(word, .value, type: "gravity", documentation: WordMeanings.gravity(axis: nil, word))
      }
    case .color?:
      for word in PropertyCatalog.colorNames {
        add(word, .value, detail: "colour", type: ColorValues.hex(named: word))
      }
    case .font?:
      for weight in FontWeight.allCases {
        add(weight.rawValue, .value, detail: "font weight", type: "font weight")
      }
      add("fixed", .value, detail: "does not follow Dynamic Type", type: "font")
    default:
      break
    }
  }

  /// `vert`, or a call such as `fixed(` that takes an argument (`fixed($1)` as a snippet).
  mutating func addKeyword(_ word: String, property: String, type: String) {
    guard word.hasSuffix("(") else {
      add(word, .value, type: type, documentation: WordMeanings.keyword(property: property, word))
      return
    }
    let snippets = options.snippets
    add(
      word + "…)", .value, type: type, documentation: WordMeanings.keyword(property: property, word),
      insert: snippets ? word + "$1)" : word, snippet: snippets)
  }

  /// What a reference may start with where the element's container honours it (docs/language.md §8): sibling views
  /// (the nearest first; only earlier ones where the container reads frames as computed so far), `parent`, and for
  /// a size `self`.
  mutating func references(_ element: ElementSyntax, size: Bool) {
    guard let parent = element.parentElement else {
      if size { add("self", .keyword, detail: "this view", type: "reference") }
      return
    }
    let parentKind = ElementKind(rawValue: parent.kind)
    let siblings = DocumentSymbols.childElements(parent)
    let here = siblings.firstIndex(of: element) ?? siblings.count
    var candidates: [(distance: Int, index: Int)] = []
    for (index, sibling) in siblings.enumerated() where index != here && sibling.name != nil {
      let allowed: Bool
      switch parentKind {
      case .relative?: allowed = true
      case .frame?, .flow?, .float?, .path?: allowed = size && index < here
      default: allowed = false
      }
      if allowed { candidates.append((abs(index - here), index)) }
    }
    candidates.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
    for candidate in candidates {
      let sibling = siblings[candidate.index]
      guard let name = sibling.name else { continue }
      add(
        name, .viewName, detail: sibling.kind, type: sibling.kind, documentation: sibling.documentation)
    }
    if size || parentKind == .relative {
      add("parent", .keyword, detail: "the parent view", type: "reference")
    }
    if size { add("self", .keyword, detail: "this view", type: "reference") }
  }

  /// After `base.`: a gravity axis's values, or the attributes a reference in `property` may name (sizes for a size,
  /// positions on the property's axis for a position), the likely one first.
  mutating func attributes(base: String, property: PropertySyntax?) {
    let isGravity = property.flatMap { PropertyCatalog.byName[$0.name]?.value } == .gravity
    if isGravity && (base == "vert" || base == "horz") {
      let words = base == "vert" ? PropertyCatalog.verticalGravity : PropertyCatalog.horizontalGravity
      for word in words {
        add(
          word, .value, type: base == "vert" ? "vertical" : "horizontal",
          documentation: WordMeanings.gravity(axis: base, word))
      }
      return
    }
    if property?.name == "shrinkType" {
      for word in ["size", "space"] { add(word, .value, type: "shrinkType") }
      return
    }
    for attribute in Self.attributes(for: property?.name, base: base) {
      let type = ["width", "height"].contains(attribute) ? "size" : "position"
      add(attribute, .attribute, detail: base.isEmpty ? nil : "\(base).\(attribute)", type: type)
    }
  }

  /// The attributes a reference in `property` may name, the likely first: the same dimension first for a size (the
  /// other one for `self`), the opposite edge first for an edge (`left: A.right` puts the view beside A).
  static func attributes(for property: String?, base: String) -> [String] {
    switch PropertyCatalog.byName[property ?? ""]?.value {
    case .size?:
      let vertical = property == "height" || property == "colHeight" || property == "rowHeight"
      let same = vertical ? "height" : "width"
      let other = vertical ? "width" : "height"
      return base == "self" ? [other, same] : [same, other]
    case .position?:
      return positionAttributes[property ?? ""] ?? PropertyCatalog.attributes
    default:
      return PropertyCatalog.attributes
    }
  }

  static let positionAttributes: [String: [String]] = [
    "left": ["right", "left", "centerX", "leading", "trailing"],
    "right": ["left", "right", "centerX", "leading", "trailing"],
    "leading": ["trailing", "leading", "centerX", "left", "right"],
    "trailing": ["leading", "trailing", "centerX", "left", "right"],
    "centerX": ["centerX", "left", "right", "leading", "trailing"],
    "top": ["bottom", "top", "centerY", "baseline"],
    "bottom": ["top", "bottom", "centerY", "baseline"],
    "centerY": ["centerY", "top", "bottom", "baseline"],
    "baseline": ["baseline", "top", "bottom", "centerY"],
  ]
}

/// Where in a value the cursor is: inside an array, a bound, and whether the current operand already has its base.
struct ValuePlace {
  var hasBase = false
  var inArray = false
  var inBound = false

  /// Reads the value's tokens before `cursor`: a `min`/`max` or a comma starts a new operand, a name or a weight
  /// is a base.
  init(_ property: PropertySyntax, before cursor: Int) {
    guard let value = property.syntax.child(.value) else { return }
    var token = value.firstSignificantToken
    var depth = 0
    while let current = token, current.range.end <= cursor, current.range.start < value.range.end {
      switch current.kind {
      case .lBracket:
        depth += 1
        inArray = true
        hasBase = false
      case .rBracket:
        depth = max(0, depth - 1)
        inArray = depth > 0
        hasBase = true
      case .comma:
        hasBase = false
      case .identifier where ["min", "max"].contains(current.text) && depth == 0:
        inBound = true
        hasBase = false
      case .identifier, .weight:
        hasBase = true
      default:
        break
      }
      token = current.next
    }
  }
}
