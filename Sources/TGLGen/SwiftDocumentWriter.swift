// One layout document as one Swift type: a property per named view, an initialiser that builds the tree.

import TGLSemantics
import TGLSyntax

/// One element of the document, as the generated code names and builds it.
struct GeneratedView {
  var element: Element
  /// The index of the parent in document order; nil for the root.
  var parent: Int?
  /// The local constant (and, for named elements, the property) that holds the view.
  var identifier: String
  var swiftClass: String
  /// The 1-based source line of the element's kind.
  var line: Int
  /// For a table row, its index among the table's rows.
  var rowIndex: Int?

  var isRoot: Bool { parent == nil }
  /// `relative login`, `view` (unnamed).
  var title: String { element.name.map { "\(element.kind.rawValue) \($0)" } ?? element.kind.rawValue }
}

/// Writes the Swift type of one document.
struct SwiftDocumentWriter {
  let document: LayoutDocument
  let typeName: String
  let lineIndex: LineIndex
  let access: String
  var views: [GeneratedView] = []
  /// The index of each named element, by name in its scope (`Element.scope`).
  var named: [ScopedName: Int] = [:]
  /// Where generation stopped: the element's source range and the reason.
  var failure: (range: Range<Int>, message: String)?

  /// The `///` comments of elements, by start offset.
  let documentation: [Int: String]
  /// The document is a program's expanded tree (`SwiftGenerationOptions.expanded`).
  var expanded = false
  /// How uses of components are written with their types (`SwiftComponentUses.swift`); nil: every use inline.
  var componentTypes: ComponentTypes?
  /// The uses written with their components' types, by the index of the use's root view.
  var typeUses: [Int: TypeUse] = [:]
  /// For each view of such a use's tree, the index of the use's root.
  var useOwner: [Int: Int] = [:]
  /// The local constant of each use written with its type, by the index of its root view.
  var useIdentifiers: [Int: String] = [:]
  /// The program of an expanded file: the symbols its values were written with and the styles each element applies
  /// (`SwiftProgram.swift`, `SwiftStyles.swift`); nil for a file that neither imports nor declares.
  var program: SwiftProgram?

  init(document: LayoutDocument, typeName: String, lineIndex: LineIndex, access: String, documentation: [Int: String]) {
    self.document = document
    self.typeName = typeName
    self.lineIndex = lineIndex
    self.access = access
    self.documentation = documentation
    collect(document.root, parent: nil)
    assignIdentifiers()
  }

  mutating func collect(_ element: Element, parent: Int?) {
    let index = views.count
    var rowIndex: Int?
    if element.kind == .row, let parent, views[parent].element.kind == .table {
      rowIndex = views.indices.filter { views[$0].parent == parent }.count
    }
    var swiftClass = Self.swiftClass(of: element.kind)
    // In a constraints container Auto Layout reads a leaf's intrinsic content size, which a nested subclass answers
    // with the file's `intrinsic` (`SwiftConstraints.swift`).
    if let parent, views[parent].element.kind == .constraints, element.properties.intrinsic != nil,
      let intrinsicClass = Self.intrinsicClass(of: element.kind)
    {
      swiftClass = intrinsicClass
    }
    views.append(
      GeneratedView(
        element: element, parent: parent, identifier: "", swiftClass: swiftClass,
        line: lineIndex.humanPosition(of: element.range.lowerBound).line, rowIndex: rowIndex))
    if let name = element.name {
      let key = ScopedName(name: name, scope: element.scope)
      if named[key] == nil { named[key] = index }
    }
    for child in element.children { collect(child, parent: index) }
  }

  /// The root is `root`; named elements keep their names (spelled for Swift), unnamed ones are `view1`,
  /// `linear2`, … by kind, in document order.
  mutating func assignIdentifiers() {
    var used: Set<String> = ["root", typeName]
    views[0].identifier = "root"
    for i in views.indices.dropFirst() {
      guard let name = views[i].element.name else { continue }
      let id = SwiftIdentifiers.member(for: name, avoiding: used)
      used.insert(id)
      views[i].identifier = id
    }
    var counts: [String: Int] = [:]
    for i in views.indices.dropFirst() where views[i].element.name == nil {
      views[i].identifier = SwiftIdentifiers.numbered(views[i].element.kind.rawValue, counts: &counts, used: &used)
    }
  }

  static func swiftClass(of kind: ElementKind) -> String {
    switch kind {
    case .linear, .row: return "TGLinearLayout"
    case .relative: return "TGRelativeLayout"
    case .frame: return "TGFrameLayout"
    case .table: return "TGTableLayout"
    case .flow: return "TGFlowLayout"
    case .float: return "TGFloatLayout"
    case .path: return "TGPathLayout"
    case .view, .spacer: return "UIView"
    case .label: return "UILabel"
    case .image: return "UIImageView"
    case .button: return "UIButton"
    // Auto Layout's container: a plain view of a nested class that answers TangramKit's `sizeThatFits` with its
    // fitting size (`SwiftConstraints.swift`).
    case .constraints: return "ConstraintsView"
    }
  }

  // MARK: - The type

  /// The Swift source of the type, or nil after setting `failure`.
  mutating func write() -> String? {
    do throws(ElementFailure) {
      return try typeSource()
    } catch {
      failure = (views[error.view].element.range, error.message)
      return nil
    }
  }

  func typeSource() throws(ElementFailure) -> String {
    let root = views[0]
    var out = "/// The layout `\(root.title)` (line \(root.line)).\n"
    out += docLines(of: root, indent: "")
    out += "///\n"
    out += "/// Right to left: pass `rightToLeft: true`, or set `TGBaseLayout.tg_isRTL` before creating this type.\n"
    out += "/// TangramKit takes `tg_left`/`tg_right` as leading or trailing when they are set, so the flag must be set\n"
    out += "/// before anything is configured; the initialiser sets it first. Changing it later remaps nothing.\n"
    out += "@MainActor\n\(access)final class \(typeName) {\n"
    out += "  /// `\(root.title)`, line \(root.line): the root view, to add to a view controller's view.\n"
    out += "  \(access)let root: \(root.swiftClass)\n"
    for (i, view) in views.enumerated().dropFirst() where view.element.name != nil {
      if let use = typeUses[i] {
        out += "  /// `\(use.typeName) \(view.element.name!)`, line \(view.line).\n"
        out += docLines(of: view, indent: "  ")
        out += "  \(access)let \(use.identifier): \(use.typeName)\n"
        continue
      }
      if useOwner[i] != nil { continue }
      out += "  /// `\(view.title)`, line \(view.line).\n"
      out += docLines(of: view, indent: "  ")
      out += "  \(access)let \(SwiftIdentifiers.written(view.identifier)): \(view.swiftClass)\n"
    }
    out += "\n  \(access)init(rightToLeft: Bool = TGBaseLayout.tg_isRTL) {\n"
    // TangramKit picks leading or trailing for left/right by the global flag at the moment of the call (code notes
    // §10): it is set before any view is made or configured.
    var body: [String] = ["TGBaseLayout.tg_isRTL = rightToLeft"]
    for i in views.indices {
      if let use = typeUses[i] {
        body += SwiftArguments.packed(
          "let \(use.identifier) = \(use.typeName)(", use.argumentList, ")", indent: 4, declaration: false)
      } else if useOwner[i] == nil {
        body.append("let \(SwiftIdentifiers.written(views[i].identifier)) = \(try creation(i))")
      }
    }
    for (i, view) in views.enumerated() where view.isRoot || view.element.name != nil {
      if let use = typeUses[i] { body.append("self.\(use.identifier) = \(use.identifier)") }
      guard useOwner[i] == nil else { continue }
      let id = SwiftIdentifiers.written(view.identifier)
      body.append("self.\(id) = \(id)")
    }
    for i in views.indices {
      if let owner = useOwner[i] {
        // A use written with its type: what the type's initialiser did not (`SwiftComponentUses.swift`).
        let lines = typeUses[owner]!.defaults[i - owner]
        guard !lines.isEmpty else { continue }
        body.append("")
        body.append("// line \(views[i].line): \(owner == i ? "\(typeUses[owner]!.typeName) \(views[i].element.name ?? "")" : views[i].title)")
        body += lines
        continue
      }
      body.append("")
      body.append("// line \(views[i].line): \(views[i].title)")
      body += try elementStatements(i)
    }
    // Each constraints container's equations, once every view is in the hierarchy (`SwiftConstraints.swift`).
    var locals = Set(views.map(\.identifier)).union(SwiftIdentifiers.taken)
    var counter = 0
    for i in views.indices where views[i].element.kind == .constraints && !views[i].element.constraints.isEmpty {
      body.append("")
      body.append("// line \(views[i].line): \(views[i].title), its constraints")
      body += try constraintStatements(i, locals: &locals, counter: &counter)
    }
    for i in views.indices {
      if let owner = useOwner[i] {
        // After the use's own statements and overrides: its type's size classes, then the use's own blocks.
        if owner == i && typeUses[i]!.sizeClasses {
          body.append("")
          body.append("// line \(views[i].line): \(typeUses[i]!.identifier), its size classes")
          body.append("\(typeUses[i]!.identifier).applySizeClasses()")
        }
        body += typeUses[owner]!.variants[i - owner]
        continue
      }
      for (condition, overrides, line) in variants(of: i) {
        body.append("")
        let own = views[i].element.variants.contains { $0.condition == condition }
        let whose = own ? "" : " (the parent's size class)"
        body.append("// line \(line): \(views[i].title), when \(SwiftSizeClasses.written(condition))\(whose)")
        body += try variantStatements(i, condition: condition, overrides: overrides)
      }
    }
    // A row that nothing refers to again (its cells go in through the table) is made without a constant.
    for i in views.indices where views[i].rowIndex != nil && views[i].element.name == nil {
      let id = views[i].identifier
      let declaration = "let \(id) = "
      let uses = body.filter { Self.mentions($0, id) }.count
      if uses == 1, let k = body.firstIndex(where: { $0.hasPrefix(declaration) }) {
        let call = String(body[k].dropFirst(declaration.count))
        // `tg_addRow(size:colCount:)` is not `@discardableResult` in TangramKit 1.4.2 (code notes §10), its
        // sibling with `colSize:` is: a bare call of the first would warn.
        body[k] = call.contains("colCount:") ? "_ = " + call : call
      }
    }
    for line in body { out += line.isEmpty ? "\n" : "    \(line)\n" }
    out += "  }\n"
    for declaration in nestedClassDeclarations() { out += "\n" + declaration }
    out += "}\n"
    return out
  }

  /// The element's `///` comments, after an empty `///` line that separates them from the generated first line.
  func docLines(of view: GeneratedView, indent: String) -> String {
    // The views of a component's tree have their use's range (docs/dev/program.md): its comment is the use's.
    if expanded, let parent = view.parent, views[parent].element.range == view.element.range { return "" }
    guard let text = documentation[view.element.range.lowerBound] else { return "" }
    var out = "\(indent)///\n"
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = line
      while line.last == " " || line.last == "\t" { line = line.dropLast() }
      out += line.isEmpty ? "\(indent)///\n" : "\(indent)/// \(line)\n"
    }
    return out
  }

  /// Whether `line` has `identifier` as a whole word.
  static func mentions(_ line: String, _ identifier: String) -> Bool {
    var rest = line[...]
    while let range = rest.firstRange(of: identifier) {
      let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
      let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
      func isWord(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
      if !isWord(before) && !isWord(after) { return true }
      rest = line[range.upperBound...]
    }
    return false
  }

  /// The expression that creates view `i`.
  func creation(_ i: Int) throws(ElementFailure) -> String {
    let view = views[i]
    let p = view.element.properties
    let orientation = ".\((p.orientation ?? .vertical).rawValue)"
    switch view.element.kind {
    case .linear: return "TGLinearLayout(\(orientation))"
    case .table: return "TGTableLayout(\(orientation))"
    case .float: return "TGFloatLayout(\(orientation))"
    case .flow:
      let count = p.arrangedCount ?? 0
      return count == 0 ? "TGFlowLayout(\(orientation))" : "TGFlowLayout(\(orientation), arrangedCount: \(count))"
    case .relative, .frame, .path: return "\(view.swiftClass)()"
    case .row:
      guard let parent = view.parent, views[parent].element.kind == .table else {
        return "TGLinearLayout(.\((p.orientation ?? .horizontal).rawValue))"
      }
      return try rowCreation(i, table: parent)
    case .view, .spacer, .label, .image, .button, .constraints: return "\(view.swiftClass)()"
    }
  }

  /// `table.tg_addRow(size: 44, colSize: .average)`: a row's size and its columns' size or count.
  func rowCreation(_ i: Int, table: Int) throws(ElementFailure) -> String {
    let p = views[i].element.properties
    let tableVertical = (views[table].element.properties.orientation ?? .vertical) == .vertical
    let rowSize = tableVertical ? p.height : p.width
    func argument(_ s: SizeValue?, what: String, allowFill: Bool) throws(ElementFailure) -> String {
      guard let s else { return "TGLayoutSize.wrap" }
      switch s.kind {
      case .number(let n): return SwiftValues.number(n)
      case .wrap, .none: return "TGLayoutSize.wrap"
      case .average: return "TGLayoutSize.average"
      case .fill where allowFill: return "TGLayoutSize.fill"
      default:
        throw ElementFailure(
          view: i, "TangramKit's \(what) is a number, wrap, average\(allowFill ? " or fill" : ""); this one is not")
      }
    }
    let size = try argument(rowSize, what: "row size", allowFill: false)
    let tableID = SwiftIdentifiers.written(views[table].identifier)
    if let count = p.columnCount { return "\(tableID).tg_addRow(size: \(size), colCount: \(count))" }
    let column = try argument(p.columnSize, what: "column size", allowFill: true)
    return "\(tableID).tg_addRow(size: \(size), colSize: \(column))"
  }

  // MARK: - Statements

  /// The default (`.default` size class) properties of view `i`, then the call that adds it to its parent.
  func elementStatements(_ i: Int) throws(ElementFailure) -> [String] {
    let view = views[i]
    let id = SwiftIdentifiers.written(view.identifier)
    var p = withDefaults(view.element.properties, of: i, parentProperties: parentProperties(of: i, in: nil))
    var rowExtras: [String] = []
    if view.element.kind == .row, let parent = view.parent, views[parent].element.kind == .table {
      // The row's size along the table and its orientation come with `tg_addRow`; what `tg_addRow` cannot take (a
      // shift, a scale, bounds) is set on the row it returns.
      let vertical = (views[parent].element.properties.orientation ?? .vertical) == .vertical
      let key = vertical ? \Properties.height : \Properties.width
      if let size = p[keyPath: key] {
        let member = "\(id).tg_\(vertical ? "height" : "width")"
        let isNumber: Bool = {
          if case .number = size.kind { return true }
          return false
        }()
        if !isNumber && size.increment != 0 { rowExtras.append("\(member).add(\(SwiftValues.number(size.increment)))") }
        if !isNumber && size.multiple != 1 {
          rowExtras.append("\(member).multiply(\(SwiftValues.number(size.multiple)))")
        }
        var bounds = SizeValue(.none)
        bounds.min = size.min
        bounds.max = size.max
        p[keyPath: key] = bounds.hasBounds ? bounds : nil
      }
      p.orientation = nil
    }
    // A cell goes into its row first: TangramKit's `tg_addCol` overwrites the cell's size along the row for number,
    // `average` and count columns, and gives a cell without a size across the row (and with zero bounds) the row's
    // size, only at that moment (code notes §10). Added first, the cell then gets what tgl gives it: its own sizes,
    // set after, win; the sizes it does not have are the row's, as in tgl.
    var cellAdd: [String] = []
    if let row = view.parent, views[row].element.kind == .row, let table = views[row].parent,
      views[table].element.kind == .table, let rowIndex = views[row].rowIndex
    {
      cellAdd = ["\(SwiftIdentifiers.written(views[table].identifier)).tg_addCol(\(id), inRow: \(rowIndex))"]
      p = cellDefaults(p, of: i, row: row)
    }
    let inConstraints = isConstraintsChild(i)
    var content = view.element.properties
    if inConstraints {
      // Auto Layout places the view: TangramKit's sizes and positions of a leaf would be read by no layout. A
      // TangramKit layout keeps its `wrap` sizes, which it reports as its intrinsic size to Auto Layout when its
      // frame is not turned into constraints (semantics §7.8); its intrinsic size goes to `intrinsicSize`.
      p = withoutTangramKitPlacement(p, of: i)
      content.intrinsic = nil
    }
    let textWrap = inConstraints ? [] : textSizes(&p, of: i)
    let visibility = try visibilityPlan(i)
    if visibility.throughSizeClass { p.visibility = nil }
    var lines = cellAdd + rowExtras
    if inConstraints { lines += constraintsChildStatements(i, id: id) }
    // The element's styles first, in tgl's order; what their functions set is not written again (`SwiftStyles`).
    let styles = SwiftStyles.plan(view.element, program, view: id)
    lines += styles.calls
    let symbols = program?.sources[view.element.path]?.symbols ?? [:]
    p = SwiftStyles.removing(styles.covered, from: p)
    let bounds = program?.sources[view.element.path]?.boundSymbols ?? [:]
    lines += try statements(p, of: i, target: id, inVariant: false, symbols: symbols, bounds: bounds)
    lines += visibility.statements(id)
    lines += LeafContent.statements(
      for: view.element, properties: SwiftStyles.removing(styles.covered, from: content), view: id,
      written: LeafContent.Written(program: program, symbols: symbols, fontFromStyle: styles.covered.contains(.font)))
    if textWrap.contains(.vertical), view.element.kind == .label, view.element.properties.lines == nil {
      lines.append("\(id).numberOfLines = 1  // tgl's line limit without 'lines'; TangramKit set 0 for the wrap height")
    }
    if let frame = p.frame {
      lines.append("\(id).\(Self.member(.frame)) = true")
      lines.append(
        "\(id).frame = CGRect(x: \(SwiftValues.number(frame.x)), y: \(SwiftValues.number(frame.y)), "
          + "width: \(SwiftValues.number(frame.width)), height: \(SwiftValues.number(frame.height)))")
    }
    if let parent = view.parent, view.element.kind != .row || views[parent].element.kind != .table {
      let parentID = SwiftIdentifiers.written(views[parent].identifier)
      if views[parent].element.kind == .table {
        throw ElementFailure(view: i, "a table's children must be rows (TangramKit adds any other view to a row)")
      }
      if cellAdd.isEmpty { lines.append("\(parentID).addSubview(\(id))") }
    }
    return lines
  }

  /// The view named `name` that view `i` refers to: the first of that name in `i`'s scope of names. A component used
  /// twice repeats its names, each use in a scope of its own, and each use's code refers to its own views
  /// (design-whole-app.md §1.4), as the engine resolves them (`LayoutEngine.element(named:from:)`).
  func view(named name: String, from i: Int) -> Int? {
    named[ScopedName(name: name, scope: views[i].element.scope)]
  }

  /// The statements that set `p` on `target` (the view, or the size class of a variant).
  func statements(
    _ p: Properties, of i: Int, target: String, inVariant: Bool, symbols: PropertyMap<SymbolicValue> = [:],
    bounds boundSymbols: PropertyMap<BoundSymbols> = [:]
  ) throws(ElementFailure) -> [String] {
    let view = views[i]
    // A number written with constants is written with them (`SwiftProgram.number`), when it gives the same number.
    let program = self.program
    func named(_ key: PropertyKey, _ value: Double) -> String? { program?.number(symbols[key], giving: value) }
    func number(_ key: PropertyKey, _ value: Double) -> String { named(key, value) ?? SwiftValues.number(value) }
    func flag(_ key: PropertyKey, _ value: Bool) -> String { program?.flag(symbols[key], value) ?? "\(value)" }
    /// The bounds of `key` written with constants: `["min": "Theme.rowHeight"]`.
    func bounds(_ key: PropertyKey, _ min: Bound?, _ max: Bound?, scaled: Bool) -> [String: String] {
      var out: [String: String] = [:]
      for (name, bound, symbol) in [("min", min, boundSymbols[key]?.min), ("max", max, boundSymbols[key]?.max)] {
        guard let bound, case .number(let n) = bound.kind else { continue }
        let value = scaled ? n * bound.multiple + bound.increment : n + bound.increment
        if let written = program?.number(symbol, giving: value) { out[name] = written }
      }
      return out
    }
    let own = SwiftIdentifiers.written(view.identifier)
    let values = SwiftValues { target in
      switch target {
      case .this: return own
      case .parent: return view.parent.map { SwiftIdentifiers.written(self.views[$0].identifier) }
      case .element(let name): return self.view(named: name, from: i).map { SwiftIdentifiers.written(self.views[$0].identifier) }
      }
    }
    var lines: [String] = []
    func attempt(_ body: () throws(GenerationFailure) -> [String]) throws(ElementFailure) {
      do throws(GenerationFailure) {
        lines += try body()
      } catch {
        throw ElementFailure(view: i, error.message)
      }
    }
    let defaults = view.element.properties
    for (attribute, key) in [(Attribute.width, \Properties.width), (.height, \Properties.height)] {
      guard let value = p[keyPath: key] else { continue }
      if inVariant, defaults[keyPath: key]?.hasBounds == true { lines.append("\(target).tg_\(attribute).clear()") }
      var symbol: String?
      if case .number(let n) = value.kind { symbol = named(PropertyKey(attribute), n * value.multiple + value.increment) }
      let named = bounds(PropertyKey(attribute), value.min, value.max, scaled: true)
      try attempt { () throws(GenerationFailure) in
        try values.size(value, attribute: attribute, target: target, own: own, symbol: symbol, bounds: named)
      }
    }
    var rootPositions: [String] = []
    for (attribute, key) in Self.positions {
      guard let value = p[keyPath: key] else { continue }
      // tgl places the root at 0, 0 of the canvas whatever its positions say; TangramKit would make them margins in
      // the root's superview.
      if view.isRoot {
        rootPositions.append(attribute.rawValue)
        continue
      }
      if inVariant, defaults[keyPath: key]?.hasBounds == true { lines.append("\(target).tg_\(attribute).clear()") }
      var symbol: String?
      if case .number(let n) = value.kind { symbol = named(PropertyKey(attribute), n + value.offset) }
      let named = bounds(PropertyKey(attribute), value.min, value.max, scaled: false)
      try attempt { () throws(GenerationFailure) in
        try values.position(value, attribute: attribute, target: target, symbol: symbol, bounds: named)
      }
    }
    if !rootPositions.isEmpty {
      lines.append("// not generated: \(rootPositions.joined(separator: ", ")) (tgl places the root at 0, 0)")
    }
    if let v = p.visibility { lines.append("\(target).\(Self.member(.visibility)) = .\(v.rawValue)") }
    if let g = p.alignment { lines.append("\(target).\(Self.member(.alignment)) = \(SwiftValues.gravity(g))") }
    if let b = p.noLayout { lines.append("\(target).\(Self.member(.noLayout)) = \(flag(.noLayout, b))") }
    if let b = p.reverseFloat { lines.append("\(target).\(Self.member(.reverseFloat)) = \(flag(.reverseFloat, b))") }
    if let b = p.clearFloat { lines.append("\(target).\(Self.member(.clearFloat)) = \(flag(.clearFloat, b))") }
    if !inVariant, let c = p.background {
      let color = program?.named(symbols[.background]) { if case .color = $0 { return true } else { return false } }
      lines.append("\(target).backgroundColor = \(color ?? SwiftValues.color(c))")
    }
    // A constraints container is a plain UIView: none of TangramKit's layout properties.
    guard view.element.kind.isContainer, view.element.kind != .constraints else { return lines }
    lines += paddings(p, target: target, number: number)
    lines += safeAreaStatements(p, target: target, inVariant: inVariant)
    if let b = p.zeroPadding { lines.append("\(target).\(Self.member(.zeroPadding)) = \(flag(.zeroPadding, b))") }
    if view.element.kind == .table, inVariant, p.vspace != nil || p.hspace != nil {
      // TangramKit copies a table's spacing into each row when the row is added, and only the table's own
      // `tg_hspace`/`tg_vspace` setters pass a later value on; a size class's never reaches the rows (code notes §10).
      throw ElementFailure(
        view: i,
        "a table's spacing cannot vary by size class: TangramKit copies it into each row when the row is added, and a "
          + "size class's spacing never reaches the rows")
    }
    switch (p.vspace, p.hspace) {
    // A table's `tg_space` is the base layout's and does not reach the rows, which exist already (they are made
    // first); `tg_vspace` and `tg_hspace` pass it on to them (code notes §10).
    case (let v?, let h?) where v == h && view.element.kind != .table && symbols[.vspace] == symbols[.hspace]:
      lines.append("\(target).tg_space = \(number(.vspace, v))")
    case (let v, let h):
      if let v { lines.append("\(target).\(Self.member(.vspace)) = \(number(.vspace, v))") }
      if let h { lines.append("\(target).\(Self.member(.hspace)) = \(number(.hspace, h))") }
    }
    if let g = p.gravity { lines.append("\(target).\(Self.member(.gravity)) = \(SwiftValues.gravity(g))") }
    if let b = p.reverseLayout { lines.append("\(target).\(Self.member(.reverseLayout)) = \(flag(.reverseLayout, b))") }
    let kind = view.element.kind
    if inVariant, let o = p.orientation, [.linear, .table, .flow, .float].contains(kind) {
      lines.append("\(target).\(Self.member(.orientation)) = .\(o.rawValue)")
    }
    if let s = p.shrinkType, [.linear, .table, .row].contains(kind) {
      lines.append("\(target).\(Self.member(.shrinkType)) = \(SwiftValues.shrinkType(s))")
    }
    if kind == .flow {
      if inVariant, let n = p.arrangedCount { lines.append("\(target).\(Self.member(.arrangedCount)) = \(n)") }
      if let n = p.pagedCount { lines.append("\(target).\(Self.member(.pagedCount)) = \(n)") }
      if let b = p.autoArrange { lines.append("\(target).\(Self.member(.autoArrange)) = \(flag(.autoArrange, b))") }
      if let g = p.arrangedGravity {
        lines.append("\(target).\(Self.member(.arrangedGravity)) = \(SwiftValues.gravity(g))")
      }
      if let policy = p.lastlineGravityPolicy {
        lines.append("\(target).\(Self.member(.lastlineGravityPolicy)) = .\(policy.rawValue)")
      }
    }
    if kind == .float, let b = p.noBoundaryLimit { lines.append("\(target).\(Self.member(.noBoundaryLimit)) = \(b)") }
    if kind == .path, !inVariant { lines += pathStatements(p, target: target) }
    return lines
  }

  /// The position attributes, in the order their statements are written.
  nonisolated(unsafe) static let positions: [(Attribute, KeyPath<Properties, PositionValue?>)] = [
    (.left, \.left), (.right, \.right), (.top, \.top), (.bottom, \.bottom), (.leading, \.leading),
    (.trailing, \.trailing), (.centerX, \.centerX), (.centerY, \.centerY), (.baseline, \.baseline),
  ]

  /// `tg_padding` when the four sides of `padding:` are set, else one `tg_…Padding` per side.
  func paddings(
    _ p: Properties, target: String, number: (PropertyKey, Double) -> String = { SwiftValues.number($1) }
  ) -> [String] {
    // A `safeArea` padding is TangramKit's `TGLayoutPos.tg_safeAreaMargin` (`SwiftSafeArea.swift`); a number written
    // with constants is written with them.
    func n(_ value: Double, _ mark: SafeAreaPaddings) -> String {
      (p.safeAreaPaddings ?? []).contains(mark) ? Self.padding(value, mark, p) : number(Self.paddingKey(mark), value)
    }
    if let t = p.topPadding, let l = p.leftPadding, let b = p.bottomPadding, let r = p.rightPadding {
      // Past 120 columns (four spaces in), broken as any call (`SwiftArguments`).
      let sides = ["top: \(n(t, .top))", "left: \(n(l, .left))", "bottom: \(n(b, .bottom))", "right: \(n(r, .right))"]
      var lines = SwiftArguments.packed("\(target).tg_padding = UIEdgeInsets(", sides, ")", indent: 4, declaration: false)
      if let v = p.leadingPadding { lines.append("\(target).\(Self.member(.leadingPadding)) = \(n(v, .leading))") }
      if let v = p.trailingPadding { lines.append("\(target).\(Self.member(.trailingPadding)) = \(n(v, .trailing))") }
      return lines
    }
    let sides: [(String, Double?, SafeAreaPaddings)] = [
      ("top", p.topPadding, .top), ("left", p.leftPadding, .left), ("bottom", p.bottomPadding, .bottom),
      ("right", p.rightPadding, .right), ("leading", p.leadingPadding, .leading),
      ("trailing", p.trailingPadding, .trailing),
    ]
    return sides.compactMap { side, value, mark in
      value.map { "\(target).tg_\(side)Padding = \(n($0, mark))" }
    }
  }

  /// A path's equation, coordinates and spacing (none of which can vary by size class).
  func pathStatements(_ p: Properties, target: String) -> [String] {
    var lines: [String] = []
    if let equation = p.pathEquation {
      lines += SwiftPathEquations.statements(equation, target: target, isReverse: p.isReverse ?? false)
    }
    let setting = "\(target).tg_coordinateSetting"
    if let o = p.pathOrigin {
      lines.append("\(setting).origin = CGPoint(x: \(SwiftValues.number(o.x)), y: \(SwiftValues.number(o.y)))")
    }
    if let b = p.isMath { lines.append("\(setting).isMath = \(b)") }
    if let b = p.isReverse { lines.append("\(setting).isReverse = \(b)") }
    // tgl's `start` and `end` are TangramKit's: radians for a polar equation, and the same default ranges when
    // they are not written (code notes §1), so they carry over as they are.
    if let s = p.pathStart { lines.append("\(setting).start = \(SwiftValues.number(s))") }
    if let e = p.pathEnd { lines.append("\(setting).end = \(SwiftValues.number(e))") }
    if let d = p.distanceError { lines.append("\(target).\(Self.member(.distanceError)) = \(SwiftValues.number(d))") }
    switch p.spaceType {
    case .flexed?: lines.append("\(target).\(Self.member(.spaceType)) = .flexed")
    case .fixed(let d)?: lines.append("\(target).\(Self.member(.spaceType)) = .fixed(\(SwiftValues.number(d)))")
    case .count(let n)?: lines.append("\(target).\(Self.member(.spaceType)) = .count(\(n))")
    case nil: break
    }
    return lines
  }

  // MARK: - Sizes tgl decides and TangramKit does not

  /// The parent's properties in the default size class (`condition` nil) or with that condition's block.
  func parentProperties(of i: Int, in condition: SizeClassCondition?) -> Properties? {
    guard let parent = views[i].parent else { return nil }
    let element = views[parent].element
    guard let condition else { return element.properties }
    return variants(of: parent).first { $0.condition == condition }.map {
      element.properties.overlaid(by: $0.overrides)
    }
      ?? element.properties
  }

  /// `p` with the sizes tgl gives where nothing is written, which TangramKit (keeping a view's current size) would
  /// not: the root fills the canvas, other containers wrap, a spacer takes its share along its parent's axis.
  func withDefaults(_ p: Properties, of i: Int, parentProperties: Properties?) -> Properties {
    var p = p
    let view = views[i]
    for key in [\Properties.width, \Properties.height] {
      let size = p[keyPath: key]
      let unset: Bool = {
        guard let size else { return true }
        if case .none = size.kind { return true }
        return false
      }()
      guard unset else { continue }
      if view.isRoot {
        var s = size ?? SizeValue(.fill)
        s.kind = .fill
        p[keyPath: key] = s
      } else if view.element.kind.isContainer && view.element.kind != .row
        && !edgesDecide(i, key == \Properties.width ? .horizontal : .vertical, p)
      {
        var s = size ?? SizeValue(.wrap)
        s.kind = .wrap
        p[keyPath: key] = s
      }
    }
    if view.element.kind == .spacer {
      if p.visibility == nil { p.visibility = .invisible }
      if let axis = spacerAxis(i, parentProperties: parentProperties) {
        let shares = Swift.max(0, p.shares ?? 1)
        let main = axis == .vertical ? \Properties.height : \Properties.width
        let cross = axis == .vertical ? \Properties.width : \Properties.height
        if p[keyPath: main] == nil { p[keyPath: main] = .weight(100 * shares) }
        if p[keyPath: cross] == nil { p[keyPath: cross] = .number(0) }
      } else {
        if p.width == nil { p.width = .number(0) }
        if p.height == nil { p.height = .number(0) }
      }
    }
    return p
  }

  /// The axis a spacer's parent stacks along (a row goes across its table), or nil outside linear layouts.
  func spacerAxis(_ i: Int, parentProperties: Properties?) -> LayoutOrientation? {
    guard let parent = views[i].parent, let pp = parentProperties else { return nil }
    switch views[parent].element.kind {
    case .linear, .table: return pp.orientation ?? .vertical
    case .row:
      guard let table = views[parent].parent, views[table].element.kind == .table else {
        return pp.orientation ?? .horizontal
      }
      return (views[table].element.properties.orientation ?? .vertical) == .vertical ? .horizontal : .vertical
    default: return nil
    }
  }

  /// How a view's visibility is built when a size class changes it (code notes §10): the view's own `tg_visibility`
  /// setter also sets UIKit's `isHidden`, a size-class object's does not, and TangramKit leaves a view out of layout
  /// when the chosen size class says `gone` or when it is hidden and the default says `gone`; a hidden view is
  /// otherwise invisible, a view that is not hidden is shown whatever its size class says. So visible and gone mix
  /// when `isHidden` stays false (the default's visibility is set through its size-class object); invisible and
  /// gone when the default is invisible (its setter hides the view); anything else cannot be built.
  struct VisibilityPlan {
    var throughSizeClass = false
    var defaultVisibility: Visibility = .visible
    func statements(_ id: String) -> [String] {
      guard throughSizeClass, defaultVisibility != .visible else { return [] }
      return [
        "// through the size-class object, which leaves isHidden false: size classes make the view visible",
        "\(id).tg_fetchSizeClass(with: .default).tg_visibility = .\(defaultVisibility.rawValue)",
      ]
    }
  }

  func visibilityPlan(_ i: Int) throws(ElementFailure) -> VisibilityPlan {
    let base = withDefaults(views[i].element.properties, of: i, parentProperties: parentProperties(of: i, in: nil))
    let d = base.visibility ?? .visible
    let all = Set([d] + variants(of: i).map { $0.overrides.visibility ?? d })
    guard all.count > 1 else { return VisibilityPlan() }
    if all.isSubset(of: [.visible, .gone]) { return VisibilityPlan(throughSizeClass: true, defaultVisibility: d) }
    if d == .invisible && all.isSubset(of: [.invisible, .gone]) { return VisibilityPlan() }
    let names = all.map(\.rawValue).sorted().joined(separator: ", ")
    throw ElementFailure(
      view: i,
      "TangramKit cannot build a view that is \(names) by size class: a size class's visibility does not change "
        + "UIKit's isHidden, so a hidden view stays hidden and a shown one stays shown (code notes §10); only visible "
        + "with gone, or invisible by default with gone, can vary")
  }

  /// A table cell's sizes as TangramKit's `tg_addCol` leaves them to be set: a container whose size along the row
  /// is unset or `wrap` in a number or `average` column takes the column's size, as in tgl, so nothing is written
  /// for it (the `wrap` tgl's defaults would write, set after the cell is added, would undo the column's size).
  func cellDefaults(_ p: Properties, of i: Int, row: Int) -> Properties {
    var p = p
    let rp = views[row].element.properties
    let alongKey = rowAxis(row) == .horizontal ? \Properties.width : \Properties.height
    guard views[i].element.kind.isContainer, let column = rp.columnSize, rp.columnCount == nil,
      let size = p[keyPath: alongKey], !size.hasBounds
    else { return p }
    switch (column.kind, size.kind) {
    case (.number, .wrap), (.average, .wrap), (.weight, .wrap), (.number, .none), (.average, .none), (.weight, .none):
      p[keyPath: alongKey] = nil
    default: break
    }
    return p
  }

  /// The axis a table row stacks its cells along.
  func rowAxis(_ row: Int) -> LayoutOrientation {
    guard let table = views[row].parent else { return .horizontal }
    return (views[table].element.properties.orientation ?? .vertical) == .vertical ? .horizontal : .vertical
  }

  /// Whether both edges on `axis` size the view where it is (language §9.2): in a relative or frame layout, or
  /// across a linear layout. TangramKit then ignores a size value (a frame layout clears it, code notes §4) and
  /// tgl's `wrap` default does not apply, so no `wrap` is written there: a written one would be a size of its own.
  func edgesDecide(_ i: Int, _ axis: LayoutOrientation, _ p: Properties) -> Bool {
    guard let parent = views[i].parent else { return false }
    let both =
      axis == .horizontal
      ? (p.left != nil || p.leading != nil) && (p.right != nil || p.trailing != nil)
      : p.top != nil && p.bottom != nil
    guard both else { return false }
    let pp = views[parent].element.properties
    switch views[parent].element.kind {
    case .relative, .frame: return true
    case .linear: return (pp.orientation ?? .vertical) != axis
    default: return false
    }
  }

  /// A label or button with text and no size on an axis: tgl measures its text there, TangramKit keeps its current
  /// frame (0 for a new view) and measures text only for a `wrap` size (code notes §7). So `wrap` is written, except
  /// where the container decides the size (language §9.2): both edges in a relative or frame layout, both margins
  /// across a linear layout, a `fill` gravity across a linear or flow layout, a table cell's size across its row and
  /// along a number, `average` or count column. Returns the axes it wrote.
  func textSizes(_ p: inout Properties, of i: Int) -> Set<LayoutOrientation> {
    let element = views[i].element
    guard element.kind.hasText, element.properties.text != nil, p.intrinsic == nil, p.frame == nil,
      let parent = views[i].parent
    else { return [] }
    let pp = views[parent].element.properties
    let parentKind = views[parent].element.kind
    var written: Set<LayoutOrientation> = []
    for axis in [LayoutOrientation.horizontal, .vertical] {
      let key = axis == .horizontal ? \Properties.width : \Properties.height
      if let size = p[keyPath: key], size.kind != .none { continue }
      let both =
        axis == .horizontal
        ? (p.left != nil || p.leading != nil) && (p.right != nil || p.trailing != nil)
        : p.top != nil && p.bottom != nil
      let fill = axis == .horizontal ? pp.gravity?.horizontal == .fill : pp.gravity?.vertical == .fill
      var decided = false
      switch parentKind {
      case .relative, .frame: decided = both
      case .linear:
        let across = (pp.orientation ?? .vertical) != axis
        decided = across && (both || fill)
      case .flow: decided = fill
      case .row:
        if let table = views[parent].parent, views[table].element.kind == .table {
          let along = rowAxis(parent) == axis
          let columnDecides: Bool = {
            if pp.columnCount != nil { return true }
            switch pp.columnSize?.kind {
            case .number?, .average?, .weight?: return true
            default: return false
            }
          }()
          decided = !along || columnDecides
        } else {
          decided = (pp.orientation ?? .horizontal) != axis && (both || fill)
        }
      default: decided = false
      }
      guard !decided else { continue }
      var size = p[keyPath: key] ?? SizeValue(.wrap)
      size.kind = .wrap
      p[keyPath: key] = size
      written.insert(axis)
    }
    return written
  }

  // MARK: - Size classes

  /// The element's `when` blocks, one per condition (a later block with the same condition wins, as in tgl), in
  /// the order of their first appearance; a spacer also gets its parent's conditions when the parent turns.
  func variants(of i: Int) -> [(condition: SizeClassCondition, overrides: Properties, line: Int)] {
    var out: [(condition: SizeClassCondition, overrides: Properties, line: Int)] = []
    for variant in views[i].element.variants where variant.condition != SizeClassCondition() {
      // In an expanded tree a `when` block may be a style's or a component's, written in another file: the marker
      // then names the element's line in this file, the one a reader of this file can find.
      let line = expanded ? views[i].line : lineIndex.humanPosition(of: variant.range.lowerBound).line
      if let k = out.firstIndex(where: { $0.condition == variant.condition }) {
        out[k].overrides = out[k].overrides.overlaid(by: variant.overrides)
        out[k].line = line
      } else {
        out.append((variant.condition, variant.overrides, line))
      }
    }
    // A spacer's sizes follow its parent's axis. When the parent may turn, the spacer gets every condition the parent
    // has, so that TangramKit picks the same size class for both in every environment.
    if views[i].element.kind == .spacer, let parent = views[i].parent {
      let parentVariants = variants(of: parent)
      let turns = parentVariants.contains { variant in
        spacerAxis(i, parentProperties: parentProperties(of: i, in: variant.condition))
          != spacerAxis(i, parentProperties: parentProperties(of: i, in: nil))
      }
      for (condition, _, line) in parentVariants where turns && !out.contains(where: { $0.condition == condition }) {
        out.append((condition, Properties(), line))
      }
    }
    return out
  }

  /// `do { let sizeClass = view.tg_fetchSizeClass(with: …, from: .default) …; sizeClass.… }`: a variant starts as a
  /// copy of the default (tgl's `when` overrides only what it names).
  func variantStatements(_ i: Int, condition: SizeClassCondition, overrides: Properties) throws(ElementFailure)
    -> [String]
  {
    let (notes, body) = try variantBody(i, condition: condition, overrides: overrides)
    return wrappedVariant(i, condition: condition, notes: notes, body: body)
  }

  /// A variant's comments and the statements on `sizeClass`, before they are wrapped in the fetch.
  func variantBody(_ i: Int, condition: SizeClassCondition, overrides: Properties) throws(ElementFailure)
    -> (notes: [String], body: [String])
  {
    let view = views[i]
    let id = SwiftIdentifiers.written(view.identifier)
    var p = overrides
    if view.element.kind == .spacer {
      // The spacer's sizes follow its parent's axis in this size class; both are set, so that the size class exists
      // (and is chosen where the parent's is) even where the axis is the default one.
      let base = view.element.properties.overlaid(by: overrides)
      let resolved = withDefaults(base, of: i, parentProperties: parentProperties(of: i, in: condition))
      p.width = resolved.width
      p.height = resolved.height
    } else {
      p = normalizedOverrides(p, of: i)
    }
    var notes: [String] = []
    p.shares = nil
    for (name, isSet) in [("background", p.background != nil), ("intrinsic", p.intrinsic != nil)] where isSet {
      notes.append("// '\(name)' cannot vary by size class in TangramKit; the default's is kept")
    }
    if let problem = LeafContent.variantProblem(view.element, overrides: overrides) {
      throw ElementFailure(view: i, problem)
    }
    if isConstraintsChild(i) {
      if let problem = contentPrioritiesVariantProblem(view.element, overrides: overrides) {
        throw ElementFailure(view: i, problem)
      }
      if let size = overrides.intrinsic, size != view.element.properties.intrinsic {
        // In a TangramKit layout the default's frame is kept with a comment (below); here the engine solves with the
        // size class's size, which the one `intrinsicContentSize` of the generated view cannot follow.
        throw ElementFailure(
          view: i,
          "an 'intrinsic' that changes by size class cannot be generated in a constraints container: Auto Layout "
            + "reads one intrinsic content size for the view")
      }
      p = withoutTangramKitPlacement(p, of: i)
    }
    if let frame = p.frame, frame != view.element.properties.frame {
      throw ElementFailure(view: i, "a 'frame' that changes by size class cannot be set through a size class")
    }
    let path = [
      p.pathEquation != nil, p.pathOrigin != nil, p.isMath != nil, p.isReverse != nil, p.pathStart != nil,
      p.pathEnd != nil, p.spaceType != nil,
    ]
    if view.element.kind == .path, path.contains(true) {
      notes.append("// a path's equation and coordinates cannot vary by size class; the default's are kept")
    }
    // A row's size is its own `tg_height` (or width), which a size class sets as for any view; its column size and
    // count went to `tg_addRow` once.
    if view.element.kind == .row, p.columnSize != nil || p.columnCount != nil {
      notes.append("// a row's column size and count cannot vary by size class; the default's are kept")
    }
    let symbols = program?.sources[view.element.path]?.variantSymbols[condition] ?? [:]
    let bounds = program?.sources[view.element.path]?.variantBoundSymbols[condition] ?? [:]
    var body = try statements(p, of: i, target: "sizeClass", inVariant: true, symbols: symbols, bounds: bounds)
    if p.frame != nil { body.append("sizeClass.\(Self.member(.frame)) = true") }
    body += LeafContent.afterVariant(view.element, overrides: p, view: id)
    return (notes, body)
  }

  /// `do { let sizeClass = …fetch…; body }`, or the notes alone when there is no statement.
  func wrappedVariant(_ i: Int, condition: SizeClassCondition, notes: [String], body: [String]) -> [String] {
    let view = views[i]
    let id = SwiftIdentifiers.written(view.identifier)
    guard !body.isEmpty else { return notes }
    let cast = SwiftSizeClasses.protocolName(for: view.element.kind).map { " as! \($0)" } ?? ""
    var lines = ["do {"]
    lines += notes.map { "  " + $0 }
    let fetch = "\(id).tg_fetchSizeClass(with: \(SwiftSizeClasses.type(of: condition)), from: .default)" + cast
    // Inside `init` and `do`, six spaces in; past 120 columns the value goes on a line of its own, as swift-format
    // breaks it.
    if 6 + "let sizeClass = ".count + fetch.count > 120 {
      lines += ["  let sizeClass =", "    " + fetch]
    } else {
      lines.append("  let sizeClass = " + fetch)
    }
    lines += body.map { "  " + $0 }
    lines.append("}")
    return lines
  }

  /// Overrides with the sizes tgl decides: a size that has only bounds still wraps (containers) or fills (root).
  func normalizedOverrides(_ p: Properties, of i: Int) -> Properties {
    var p = p
    let view = views[i]
    guard view.element.kind.isContainer else { return p }
    for key in [\Properties.width, \Properties.height] {
      guard var s = p[keyPath: key], case .none = s.kind else { continue }
      if view.isRoot {
        s.kind = .fill
      } else if view.element.kind != .row {
        s.kind = .wrap
      }
      p[keyPath: key] = s
    }
    return p
  }
}

/// Why view `view` could not be generated.
struct ElementFailure: Error {
  var view: Int
  var message: String
  init(view: Int, _ message: String) {
    self.view = view
    self.message = message
  }
}
