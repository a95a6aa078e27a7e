// Completion: element kinds, properties valid in the enclosing element, values for a property, names, attributes.

import TGLSemantics
import TGLSyntax
import TGLText

/// One completion proposal.
public struct CompletionItem: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case elementKind, property, keyword, value, viewName, attribute, directive
  }

  public var label: String
  public var kind: Kind
  public var detail: String?
  /// What the item's value is, shown after the label: `size`, `position`, `true | false`, a view's kind.
  public var labelDescription: String?
  /// Markdown.
  public var documentation: String?
  public var insertText: String
  /// Whether `insertText` has snippet placeholders (`$1`, `${1:name}`, `$0`); only with `snippets` on.
  public var isSnippet: Bool
  /// What accepting the item replaces with `insertText`: the whole word under the cursor, or the empty range at
  /// the cursor when there is none.
  public var range: TextRange
  /// The item's rank as text (`0000`, `0001`…): the editor sorts by it, so the list keeps this order.
  public var sortText: String

  init(
    _ label: String, _ kind: Kind, detail: String? = nil, type: String? = nil, documentation: String? = nil,
    insert: String? = nil, snippet: Bool = false
  ) {
    self.label = label
    self.kind = kind
    self.detail = detail
    self.labelDescription = type
    self.documentation = documentation
    self.insertText = insert ?? label
    self.isSnippet = snippet
    self.range = .empty(at: 0)
    self.sortText = ""
  }
}

/// What the editor can take.
public struct CompletionOptions: Hashable, Sendable {
  /// Whether the client supports snippets (`textDocument.completion.completionItem.snippetSupport`).
  public var snippets: Bool

  public init(snippets: Bool = false) { self.snippets = snippets }
}

/// The proposals of one completion request, and whether the word typed before the cursor left any out.
public struct CompletionProposals: Sendable {
  public var items: [CompletionItem]
  /// Whether an item was left out because its label does not match the word typed before the cursor
  /// (`CompletionFilter`): then a different word may match more, and the list must be asked for again.
  public var isFiltered: Bool
}

extension Analysis {
  /// The proposals for the cursor at `offset`, most likely first, each replacing the word under the cursor.
  public func completions(at offset: Int, options: CompletionOptions) -> [CompletionItem] {
    completionProposals(at: offset, options: options).items
  }

  /// The proposals for the cursor at `offset` whose label matches the part of the word under the cursor that is
  /// before it (`CompletionFilter`: every item a client would still show, no other), most likely first, each
  /// replacing the whole word. Items are filtered before they are built: what is left out costs no strings.
  public func completionProposals(at offset: Int, options: CompletionOptions) -> CompletionProposals {
    completionProposals(at: offset, options: options, filtering: true)
  }

  /// `filtering: false` offers every item whatever is typed: what the filtered list must equal once filtered
  /// afterwards (`CompletionFilterTests`).
  func completionProposals(at offset: Int, options: CompletionOptions, filtering: Bool) -> CompletionProposals {
    let tree = source.tree
    let word = tree.identifier(at: offset)
    let wordStart = word?.range.start ?? offset
    let context = CompletionContext.find(in: tree, offset: offset, wordStart: wordStart)
    // An offset out of the text (a stale request) types nothing: the word's bytes before the cursor, clamped.
    let typed = filtering ? word.map { Substring($0.text.utf8.prefix(max(0, offset - wordStart))) } ?? "" : ""
    var builder = CompletionBuilder(
      source: source, options: options, word: word, filter: CompletionFilter(typed: typed))
    builder.isRetyping = CompletionBuilder.isRetyping(word, in: tree)
    switch context {
    case .topLevel: builder.topLevel()
    case .member(let element, let inVariant, let block): builder.members(element, inVariant: inVariant, block: block)
    case .value(let property, let element, let afterValue):
      builder.values(property, element, afterValue: afterValue, cursor: wordStart)
    case .attribute(let base, let property): builder.attributes(base: base, property: property)
    case .constraintAnchor(let base, let constraint, let container, let rightSide):
      builder.constraintAnchors(base: base, constraint: constraint, container: container, rightSide: rightSide)
    case .constraintItem(let container): builder.constraintItems(container)
    case .constraintPriority: builder.constraintPriorities()
    case .directive: builder.directives(withAt: false)
    case .directiveValue(let name): builder.directiveValues(name)
    case .deviceName: builder.deviceNames()
    case .condition(let key): builder.conditions(key: key)
    case .headerArgument(let element, let index): builder.headerArguments(element, index: index)
    case .none: break
    }
    var range = word?.range ?? .empty(at: offset)
    if case .deviceName(let string?) = context { range = string }
    // Set in place, in the builder's own array: a mapped copy retained and released every string of every item.
    var items: [CompletionItem] = []
    swap(&items, &builder.items)
    for index in items.indices {
      items[index].range = range
      items[index].sortText = index < Self.ranks.count ? Self.ranks[index] : String(index)
    }
    return CompletionProposals(items: items, isFiltered: builder.isFiltered)
  }

  /// `0000` to `0999`: the sort texts of the items, made once.
  static let ranks: [String] = (0..<1000).map { index in
    let digits = String(index)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}

/// Collects the items of one completion request, most likely first.
struct CompletionBuilder {
  let source: SourceAnalysis
  let options: CompletionOptions
  /// The word under the cursor, which the items replace.
  let word: SyntaxToken?
  /// Whether the word is the whole of an existing construct that goes on after it: items insert their word alone.
  var isRetyping = false
  /// The word typed before the cursor: an item whose label does not match it is not built.
  let filter: CompletionFilter
  var items: [CompletionItem] = []
  /// Whether the filter left an item out.
  var isFiltered = false

  init(source: SourceAnalysis, options: CompletionOptions, word: SyntaxToken?, filter: CompletionFilter) {
    self.source = source
    self.options = options
    self.word = word
    self.filter = filter
  }

  /// Adds the item `build` makes when `label` passes the filter and the position offers it (`offered`); `build` runs
  /// only then. `offered` is asked after the filter, and for an item the filter leaves out only until one such item
  /// is known to be offered (then the list is incomplete whatever the others are).
  mutating func add(_ label: String, when offered: () -> Bool = { true }, _ build: () -> CompletionItem) {
    if filter.matches(label) {
      if offered() { items.append(build()) }
    } else if !isFiltered && offered() {
      isFiltered = true
    }
  }

  /// Adds the item when its label passes the filter; the other arguments are evaluated only then.
  mutating func add(
    _ label: String, _ kind: CompletionItem.Kind, detail: @autoclosure () -> String? = nil,
    type: @autoclosure () -> String? = nil, documentation: @autoclosure () -> String? = nil,
    insert: @autoclosure () -> String? = nil, snippet: Bool = false
  ) {
    add(label) {
      CompletionItem(
        label, kind, detail: detail(), type: type(), documentation: documentation(), insert: insert(),
        snippet: snippet)
    }
  }

  /// Whether `word` is the whole of an existing construct that goes on after it on its line: the name of a property
  /// or condition before its `:`, the kind of an element before its name, arguments or block. Then an item inserts
  /// only its word. (Read from the next tokens, so that a request walks the tree once.)
  static func isRetyping(_ word: SyntaxToken?, in tree: SyntaxTree) -> Bool {
    var next = word?.next
    while let token = next, token.kind == .whitespace { next = token.next }
    guard let token = next else { return false }
    return [.colon, .lParen, .lCurly, .identifier].contains(token.kind)
  }

  mutating func topLevel() {
    for kind in ElementKind.allCases where kind != .row { addElementKind(kind, snippetName: "root") }
    directives(withAt: true)
  }

  mutating func directives(withAt: Bool) {
    let at = withAt ? "@" : ""
    add(
      at + "canvas", .directive, detail: "@canvas W, H", type: "W, H",
      documentation: "The default canvas of the file's documents, in points; an editor's canvas setting applies "
        + "only to files without one.", insert: at + "canvas 390, 844")
    add(
      at + "scale", .directive, detail: "@scale S", type: "number",
      documentation: "The screen scale: frames are rounded to 1/S point.", insert: at + "scale 3")
    add(
      at + "device", .directive, detail: "@device \"NAME\"[, landscape]", type: "device",
      documentation: "A device of the catalogue: its screen (the canvas), scale, size classes and safe area.",
      insert: at + "device \"iPhone 15\"")
    add(
      at + "target", .directive, detail: "@target tangramkit | mylayout", type: "library",
      documentation: "The library the file's documents are laid out for where TangramKit 1.4.2 and MyLayout 2.0 "
        + "differ (default: tangramkit, whose code `tgl gen swift` writes); `--target` and the editor's `target` "
        + "setting replace it.", insert: at + "target tangramkit")
  }

  /// The values of a directive: the libraries after `@target`.
  mutating func directiveValues(_ name: String) {
    guard name == "target" else { return }
    for library in TargetLibrary.allCases {
      add(
        library.rawValue, .value, detail: library.displayName, type: "library",
        documentation: "Lay the file out as \(library.displayName) does where the two libraries differ.",
        insert: library.rawValue)
    }
  }

  /// The devices of the catalogue, each as a quoted name with its screen, scale and safe area.
  mutating func deviceNames() {
    for device in Device.catalogue {
      let label = "\"\(device.name)\""
      add(label, .value, detail: "device", type: "device", documentation: Self.describe(device), insert: label)
    }
  }

  static func describe(_ device: Device) -> String {
    func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
    let p = device.portraitInsets
    let l = device.landscapeInsets
    return "\(n(device.screen.width)) × \(n(device.screen.height)) points at @\(n(device.scale))x; safe area in portrait "
      + "top \(n(p.top)), bottom \(n(p.bottom)); in landscape left \(n(l.left)), right \(n(l.right)), top \(n(l.top)), "
      + "bottom \(n(l.bottom))."
  }

  mutating func addElementKind(_ kind: ElementKind, snippetName: String?) {
    let name = kind.rawValue
    let snippet = options.snippets && !isRetyping
    func insert() -> String {
      guard snippet else { return name }
      let argument = [.linear, .table, .flow, .float].contains(kind) ? " (${2:vert})" : ""
      return snippetName.map { "\(name) ${1:\($0)}\(argument) {\n\t$0\n}" } ?? "\(name) {\n\t$0\n}"
    }
    let type = kind.isContainer ? "container" : "leaf"
    add(
      name, .elementKind, detail: type, type: type, documentation: PropertyCatalog.kindDocumentation[kind],
      insert: insert(), snippet: snippet)
  }

  mutating func conditions(key: String?) {
    if key != nil {
      for word in ["compact", "regular", "any"] {
        add(
          word, .value, detail: "size class", type: "size class", documentation: WordMeanings.sizeClass[word])
      }
      return
    }
    for word in ["landscape", "portrait"] {
      add(word, .value, detail: "orientation", type: "orientation", documentation: WordMeanings.when[word])
    }
    let isRetyping = isRetyping
    for axis in ["width", "height"] {
      add(
        axis, .keyword, detail: "\(axis): compact | regular", type: "size class",
        documentation: WordMeanings.when[axis], insert: isRetyping ? axis : "\(axis): ")
    }
  }

  /// `linear L (|)`: the orientation; the second argument of a flow: its count per line.
  mutating func headerArguments(_ element: ElementSyntax, index: Int) {
    guard let kind = ElementKind(rawValue: element.kind) else { return }
    switch (kind, index) {
    case (.linear, 0), (.table, 0), (.float, 0), (.flow, 0):
      add("vert", .value, detail: "orientation", type: "orientation", documentation: WordMeanings.vert)
      add("horz", .value, detail: "orientation", type: "orientation", documentation: WordMeanings.horz)
    case (.flow, 1):
      add(
        "0", .value, detail: "a content flow", type: "arrangedCount",
        documentation: "A content flow: lines break where the next child does not fit.")
      for count in 2...4 {
        add(
          String(count), .value, detail: "\(count) per line", type: "arrangedCount",
          documentation: "A count flow: \(count) children per line.")
      }
    case (.spacer, 0):
      add("1", .value, detail: "one share", type: "shares", documentation: WordMeanings.shares)
      add("2", .value, detail: "two shares", type: "shares", documentation: WordMeanings.shares)
    default:
      break
    }
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
