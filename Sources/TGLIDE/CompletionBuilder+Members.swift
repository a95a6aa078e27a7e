// Completion at the start of a member: the properties an element may still set, likely ones first; kinds; `when`.

import TGLSemantics
import TGLSyntax

extension CompletionBuilder {
  /// The properties valid for the element and its container that it does not set yet (the likely next ones first,
  /// then the others in the order of the reference), then child kinds and `when`.
  mutating func members(_ element: ElementSyntax, inVariant: Bool, block: BlockSyntax) {
    let kind = ElementKind(rawValue: element.kind)
    let parent = element.parentElement
    let parentKind = parent.flatMap { ElementKind(rawValue: $0.kind) }
    // A handful of names, looked up for each of some 60 properties: comparing short strings is cheaper than hashing
    // them into a `Set`.
    let present = presentProperties(element, block: block, inVariant: inVariant)
    func offered(_ info: PropertyInfo) -> Bool {
      !present.contains(info.name) && (kind.map { info.applies(to: $0, parent: parentKind) } ?? true)
    }
    var likely: [String] = []
    if inVariant {
      // A `when` block overrides: the properties the element sets outside it come first.
      likely = element.block?.properties.map(\.name) ?? []
    } else if let kind {
      likely = Self.likelyProperties(kind, parentKind: parentKind)
    }
    // The filter first: it is cheaper than `offered`, and when a word is typed it leaves out most properties.
    var first: [String] = []
    for name in likely where filter.matches(name) && !first.contains(name) {
      guard let info = PropertyCatalog.byName[name], offered(info) else { continue }
      first.append(name)
      addProperty(info, when: { true })
    }
    // A constraints container's members are mostly constraints, which start with a child's name or `parent`.
    if kind == .constraints && !inVariant { constraintItems(element) }
    let all = PropertyCatalog.all
    for index in all.indices {
      // Ruled out by its letters, a property is not copied out of the catalog (a copy retained its strings) unless
      // it may be the first offered one the filter leaves out.
      if filter.rulesOut(letters: Self.propertyLetters[index]) {
        if !isFiltered && offered(all[index]) { isFiltered = true }
        continue
      }
      let info = all[index]
      if !first.contains(info.name) { addProperty(info, when: { offered(info) }) }
    }
    guard !inVariant else { return }
    if kind == .table {
      addElementKind(.row, snippetName: nil)
    } else if kind?.isContainer ?? true {
      for child in ElementKind.allCases where child != .row { addElementKind(child, snippetName: "name") }
    }
    let snippet = options.snippets && !isRetyping
    add(
      "when", .keyword, detail: "when condition { … }", type: "size class",
      documentation: "Overrides properties for a size class or orientation.",
      insert: snippet ? "when ${1:landscape} {\n\t$0\n}" : "when ", snippet: snippet)
  }

  /// The properties the block already gives (with a value), with those its element's header arguments give and those
  /// a set property rules out (`size` and `width`/`height`); the property whose name is being typed is not one.
  func presentProperties(_ element: ElementSyntax, block: BlockSyntax, inVariant: Bool) -> [String] {
    var present: [String] = []
    for property in block.properties where property.value != nil && property.nameToken != word {
      present.append(property.name)
    }
    if !inVariant {
      let arguments = element.arguments.count
      switch ElementKind(rawValue: element.kind) {
      case .linear?, .table?, .float?: if arguments >= 1 { present.append("orientation") }
      case .flow?:
        if arguments >= 1 { present.append("orientation") }
        if arguments >= 2 { present.append("arrangedCount") }
      case .spacer?: if arguments >= 1 { present.append("shares") }
      default: break
      }
    }
    if present.contains("size") { present += ["width", "height"] }
    if present.contains("width") || present.contains("height") { present.append("size") }
    return present
  }

  /// What an element of `kind` in a `parentKind` usually sets next: its size, how its container places it, then
  /// what it arranges itself.
  static func likelyProperties(_ kind: ElementKind, parentKind: ElementKind?) -> [String] {
    var names: [String] = kind == .spacer ? ["shares"] : ["width", "height"]
    switch parentKind {
    case .relative?, .frame?: names += ["left", "top", "right", "bottom", "centerX", "centerY"]
    case .float?: names += ["reverseFloat", "clearFloat"]
    default: break
    }
    switch kind {
    case .linear, .table, .float: names += ["orientation", "padding", "space", "gravity"]
    case .flow: names += ["orientation", "arrangedCount", "padding", "space", "gravity"]
    case .row: names += ["colCount", "colWidth", "colHeight", "padding"]
    case .relative, .frame: names += ["padding"]
    case .path: names += ["polar", "spaceType", "padding"]
    case .label, .image, .button:
      names += ["intrinsic"]
      // Auto Layout's content priorities, which only a constraints container reads (issue 31).
      if parentKind == .constraints { names += ["hugging", "compression"] }
    case .view, .spacer, .constraints: break
    }
    return names
  }

  /// The `CompletionFilter.letters(of:)` of each property of `PropertyCatalog.all`, in its order.
  static let propertyLetters: [UInt64] = PropertyCatalog.all.map { CompletionFilter.letters(of: $0.name) }

  /// Adds the item of a property that passes the filter and is `offered`.
  mutating func addProperty(_ info: PropertyInfo, when offered: () -> Bool) {
    let snippet = options.snippets && !isRetyping
    let isRetyping = isRetyping
    add(info.name, when: offered) {
      let type = PropertyCatalog.valueDescription(info.value)
      let insert = isRetyping ? info.name : snippet ? "\(info.name): $0" : "\(info.name): "
      return CompletionItem(
        info.name, .property, detail: type, type: type, documentation: info.documentation, insert: insert,
        snippet: snippet)
    }
  }
}
