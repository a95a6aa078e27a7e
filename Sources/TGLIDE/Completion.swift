// Completion: element kinds, properties valid in the enclosing element, values for a property, names, attributes.

import TGLSemantics
import TGLText
import TGLSyntax

/// One completion proposal.
public struct CompletionItem: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case elementKind, property, keyword, value, viewName, attribute, directive
  }

  public var label: String
  public var kind: Kind
  public var detail: String?
  /// Markdown.
  public var documentation: String?
  public var insertText: String
  /// Whether `insertText` has snippet placeholders (`$1`, `${1:name}`, `$0`); only with `snippets` on.
  public var isSnippet: Bool

  init(
    _ label: String, _ kind: Kind, detail: String? = nil, documentation: String? = nil, insert: String? = nil,
    snippet: Bool = false
  ) {
    self.label = label
    self.kind = kind
    self.detail = detail
    self.documentation = documentation
    self.insertText = insert ?? label
    self.isSnippet = snippet
  }
}

/// What the editor can take.
public struct CompletionOptions: Hashable, Sendable {
  /// Whether the client supports snippets (`textDocument.completion.completionItem.snippetSupport`).
  public var snippets: Bool

  public init(snippets: Bool = false) { self.snippets = snippets }
}

extension Analysis {
  /// The proposals for the cursor at `offset`, most likely first.
  public func completions(at offset: Int, options: CompletionOptions) -> [CompletionItem] {
    let tree = source.tree
    let word = tree.identifier(at: offset).flatMap { $0.range.start < offset ? $0 : nil }
    let context = CompletionContext.find(in: tree, offset: offset, wordStart: word?.range.start ?? offset)
    var builder = CompletionBuilder(source: source, options: options)
    switch context {
    case .topLevel: builder.topLevel()
    case .member(let element, let inVariant, let block):
      builder.members(element, inVariant: inVariant, block: block, typing: word?.range)
    case .value(let property, let element, let afterValue): builder.values(property, element, afterValue: afterValue)
    case .attribute(let base, let property): builder.attributes(base: base, property: property)
    case .directive: builder.directives(withAt: false)
    case .condition(let key): builder.conditions(key: key)
    case .none: break
    }
    return builder.items
  }
}

/// Collects the items of one completion request.
struct CompletionBuilder {
  let source: SourceAnalysis
  let options: CompletionOptions
  var items: [CompletionItem] = []

  mutating func add(_ item: CompletionItem) { items.append(item) }

  mutating func topLevel() {
    for kind in ElementKind.allCases where kind != .row { add(elementKind(kind, snippetName: "root")) }
    directives(withAt: true)
  }

  mutating func directives(withAt: Bool) {
    let at = withAt ? "@" : ""
    add(
      CompletionItem(
        at + "canvas", .directive, detail: "@canvas W, H", documentation: "The default canvas of the file.",
        insert: at + "canvas 390, 844"))
    add(
      CompletionItem(
        at + "scale", .directive, detail: "@scale S",
        documentation: "The screen scale: frames are rounded to 1/S point.", insert: at + "scale 3"))
  }

  /// `typing` is the word under the cursor: a property whose name it is is being retyped, so it is offered again.
  mutating func members(_ element: ElementSyntax, inVariant: Bool, block: BlockSyntax, typing: TextRange? = nil) {
    let kind = ElementKind(rawValue: element.kind)
    let parentKind = element.parentElement.flatMap { ElementKind(rawValue: $0.kind) }
    let present = Set(
      block.properties.filter { $0.value != nil && $0.nameToken?.range != typing }.map(\.name))
    for info in PropertyCatalog.all where !present.contains(info.name) {
      guard kind.map({ info.applies(to: $0, parent: parentKind) }) ?? true else { continue }
      add(property(info))
    }
    guard !inVariant else { return }
    if kind == .table {
      add(elementKind(.row, snippetName: nil))
    } else if kind?.isContainer ?? true {
      for child in ElementKind.allCases where child != .row { add(elementKind(child, snippetName: "name")) }
    }
    let when = options.snippets ? "when ${1:landscape} {\n\t$0\n}" : "when "
    add(
      CompletionItem(
        "when", .keyword, detail: "when condition { … }",
        documentation: "Overrides properties for a size class or orientation.", insert: when, snippet: options.snippets)
    )
  }

  func property(_ info: PropertyInfo) -> CompletionItem {
    let detail = PropertyCatalog.valueDescription(info.value)
    let insert = options.snippets ? "\(info.name): $0" : "\(info.name): "
    return CompletionItem(
      info.name, .property, detail: detail, documentation: info.documentation, insert: insert, snippet: options.snippets
    )
  }

  func elementKind(_ kind: ElementKind, snippetName: String?) -> CompletionItem {
    let name = kind.rawValue
    var insert = name
    if options.snippets {
      let argument = [.linear, .table, .flow, .float].contains(kind) ? " (${2:vert})" : ""
      insert = snippetName.map { "\(name) ${1:\($0)}\(argument) {\n\t$0\n}" } ?? "\(name) {\n\t$0\n}"
    }
    return CompletionItem(
      name, .elementKind, detail: kind.isContainer ? "container" : "leaf",
      documentation: PropertyCatalog.kindDocumentation[kind], insert: insert, snippet: options.snippets)
  }

  mutating func values(_ property: PropertySyntax, _ element: ElementSyntax, afterValue: Bool) {
    if afterValue {
      if let value = PropertyCatalog.byName[property.name]?.value, value == .size || value == .position {
        add(CompletionItem("min", .keyword, detail: "min value", documentation: "A lower bound."))
        add(CompletionItem("max", .keyword, detail: "max value", documentation: "An upper bound."))
      }
      return
    }
    switch PropertyCatalog.byName[property.name]?.value {
    case .size?:
      for word in ["wrap", "fill", "average"] { add(CompletionItem(word, .value, detail: "size")) }
      references(element)
    case .position?:
      references(element)
    case .keywords(let words)?:
      for word in words { add(keyword(word)) }
    case .boolean?:
      for word in ["true", "false"] { add(CompletionItem(word, .value)) }
    case .gravity?:
      for word in PropertyCatalog.verticalGravity { add(CompletionItem("vert.\(word)", .value, detail: "vertical")) }
      for word in PropertyCatalog.horizontalGravity {
        add(CompletionItem("horz.\(word)", .value, detail: "horizontal"))
      }
      for word in PropertyCatalog.gravityWords { add(CompletionItem(word, .value)) }
    case .color?:
      for word in PropertyCatalog.colorNames { add(CompletionItem(word, .value, detail: "colour")) }
    case .font?:
      for weight in FontWeight.allCases { add(CompletionItem(weight.rawValue, .value, detail: "font weight")) }
      add(CompletionItem("fixed", .value, detail: "does not follow Dynamic Type"))
    default:
      break
    }
  }

  /// `vert`, or a call such as `fixed(` that takes an argument (`fixed($1)` as a snippet).
  func keyword(_ word: String) -> CompletionItem {
    guard word.hasSuffix("(") else { return CompletionItem(word, .value) }
    return CompletionItem(
      word + "…)", .value, insert: options.snippets ? word + "$1)" : word, snippet: options.snippets)
  }

  /// Sibling views, `parent` and `self`: what a reference may start with.
  mutating func references(_ element: ElementSyntax) {
    let siblings = element.parentElement.map(DocumentSymbols.childElements) ?? []
    for sibling in siblings where sibling != element {
      guard let name = sibling.name else { continue }
      add(CompletionItem(name, .viewName, detail: sibling.kind, documentation: sibling.documentation))
    }
    add(CompletionItem("parent", .keyword, detail: "the parent view"))
    add(CompletionItem("self", .keyword, detail: "this view"))
  }

  mutating func attributes(base: String, property: PropertySyntax?) {
    let isGravity = property.flatMap { PropertyCatalog.byName[$0.name]?.value } == .gravity
    if isGravity && (base == "vert" || base == "horz") {
      let words = base == "vert" ? PropertyCatalog.verticalGravity : PropertyCatalog.horizontalGravity
      for word in words { add(CompletionItem(word, .value)) }
      return
    }
    if property?.name == "shrinkType" {
      for word in ["size", "space"] { add(CompletionItem(word, .value)) }
      return
    }
    for attribute in PropertyCatalog.attributes {
      add(CompletionItem(attribute, .attribute, detail: base.isEmpty ? nil : "\(base).\(attribute)"))
    }
  }

  mutating func conditions(key: String?) {
    if key != nil {
      for word in ["compact", "regular", "any"] { add(CompletionItem(word, .value, detail: "size class")) }
      return
    }
    add(CompletionItem("landscape", .value, detail: "orientation"))
    add(CompletionItem("portrait", .value, detail: "orientation"))
    add(CompletionItem("width", .keyword, detail: "width: compact | regular", insert: "width: "))
    add(CompletionItem("height", .keyword, detail: "height: compact | regular", insert: "height: "))
  }
}

extension PropertyCatalog {
  static func valueDescription(_ value: PropertyInfo.Value) -> String {
    switch value {
    case .position: return "position"
    case .size: return "size"
    case .number: return "number"
    case .integer: return "whole number"
    case .boolean: return "true | false"
    case .gravity: return "gravity"
    case .numbers(let shape): return shape
    case .keywords(let words): return words.map { $0.hasSuffix("(") ? $0 + "…)" : $0 }.joined(separator: " | ")
    case .color: return "colour"
    case .equation: return "equation"
    case .string: return "\"text\""
    case .font: return "SIZE[, WEIGHT]"
    }
  }
}
