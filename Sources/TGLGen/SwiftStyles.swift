// Styles as functions (issue 29 §3, docs/codegen.md "Styles"): each style of a file is a `static func` of the enum
// named for the file (`SwiftDeclarationsEnum.swift`) that sets, on the view it is given, the properties whose statements mean the same wherever the
// element is, after calling the styles it applies. An element calls its styles in tgl's order, then writes its own
// statements; what depends on the element or its parent stays the element's (sizes tgl decides, `lines`, `when`
// blocks, visibility, safe-area paddings, anything on a table, row, path, spacer or constraints container).

import TGLSemantics
import TGLSyntax

enum SwiftStyles {
  /// The kinds whose views may call a style's function: every key a function writes means the same on them as on
  /// any view of their class. A table's spacing must reach its rows (code notes §10), a row's sizes come with
  /// `tg_addRow`, a spacer's and a path's statements depend on the parent or are the path's own, and a constraints
  /// container is a plain view with no TangramKit properties: those write every value themselves, as before.
  static func calls(_ kind: ElementKind) -> Bool {
    switch kind {
    case .label, .button, .image, .view, .linear, .relative, .frame, .flow, .float: return true
    case .table, .row, .path, .spacer, .constraints: return false
    }
  }

  /// True when a style's function writes `key` (of a style whose properties are `p`), on any view: the keys that
  /// mean the same wherever the element is. Sizes and positions depend on the parent (tgl decides some, code notes
  /// §7); `lines` must come after the height (TangramKit resets it for a `wrap` height, code notes §7); visibility is
  /// built per size class (code notes §10); a `safeArea` padding belongs with the safe-area statements.
  static func writes(_ key: PropertyKey, _ p: Properties) -> Bool {
    let marks = p.safeAreaPaddings ?? []
    switch key {
    case .background, .font, .vspace, .hspace, .gravity, .zeroPadding, .reverseLayout: return true
    case .topPadding: return !marks.contains(.top)
    case .leftPadding: return !marks.contains(.left)
    case .bottomPadding: return !marks.contains(.bottom)
    case .rightPadding: return !marks.contains(.right)
    case .leadingPadding: return !marks.contains(.leading)
    case .trailingPadding: return !marks.contains(.trailing)
    default: return false
    }
  }

  /// `p` without the values of `keys`.
  static func removing(_ keys: Set<PropertyKey>, from p: Properties) -> Properties {
    guard !keys.isEmpty else { return p }
    let kept = PropertyField.all.filter { !keys.contains($0.key) }.reduce(PropertyFields()) { $0.union($1.field) }
    var out = p.keeping(kept)
    out.safeAreaPaddings = p.safeAreaPaddings
    return out
  }

  /// The calls an element makes and the keys its styles' functions write for it (which it then does not write):
  /// every key whose value comes from a style the element applies, when the function writes it.
  static func plan(_ element: Element, _ program: SwiftProgram?, view: String) -> (calls: [String], covered: Set<PropertyKey>) {
    guard let program, calls(element.kind), let source = program.sources[element.path], !source.styles.isEmpty else {
      return ([], [])
    }
    var covered: Set<PropertyKey> = []
    for (key, origin) in source.origins {
      guard case .style = origin.written, writes(key, element.properties) else { continue }
      covered.insert(key)
    }
    let calls = source.styles.filter { !program.silentStyles.contains($0) }.map { "\(program.call($0))(\(view))" }
    return (calls, covered)
  }

  // MARK: - The enum of a file's styles

  /// The functions of the file's styles that set something, in declaration order, each with its doc comment.
  static func members(_ program: SwiftProgram, lineIndex: LineIndex, access: String) -> [String] {
    program.styles.filter { !program.silentStyles.contains($0.reference) }.map { style in
      let line = lineIndex.humanPosition(of: style.range.start).line
      var out = "  /// `style \(style.reference.name)` (line \(line)).\n"
      out += "  \(access)static func \(program.styleFunction(style.reference))(_ view: UIView) {\n"
      for statement in body(style, program) { out += "    \(statement)\n" }
      out += "  }\n"
      return out
    }
  }

  /// The statements of a style's function: the styles it applies, then the keys it writes itself (those whose
  /// value, merged, is its own: a style applied after a key of its own overrides it, so the key is that style's).
  static func body(_ style: DeclaredStyle, _ program: SwiftProgram) -> [String] {
    var lines = style.applies.filter { !program.silentStyles.contains($0) }.map { "\(program.call($0))(view)" }
    let p = style.merged.properties
    let own = ownKeys(style)
    let symbols = style.merged.symbols
    func has(_ key: PropertyKey) -> Bool { own.contains(key) }
    func number(_ key: PropertyKey, _ value: Double) -> String {
      program.number(symbols[key], giving: value) ?? SwiftValues.number(value)
    }
    if has(.background), let c = p.background {
      let color = program.named(symbols[.background]) { if case .color = $0 { return true } else { return false } }
      lines.append("view.backgroundColor = \(color ?? SwiftValues.color(c))")
    }
    if has(.font), let font = p.font {
      let named = LeafContent.Written(program: program, symbols: symbols).font(font)
      let expression = named ?? LeafContent.expression(font)
      lines.append("if let label = view as? UILabel {")
      lines += LeafContent.broken("label.font", expression, indent: 6).map { "  " + $0 }
      if font.scales { lines.append("  label.adjustsFontForContentSizeCategory = true") }
      lines.append("}")
      lines.append("if let button = view as? UIButton {")
      lines += LeafContent.broken("button.titleLabel?.font", expression, indent: 6).map { "  " + $0 }
      if font.scales { lines.append("  button.titleLabel?.adjustsFontForContentSizeCategory = true") }
      lines.append("}")
    }
    var layout: [String] = []
    let sides: [(PropertyKey, Double?, String)] = [
      (.topPadding, p.topPadding, "top"), (.leftPadding, p.leftPadding, "left"),
      (.bottomPadding, p.bottomPadding, "bottom"), (.rightPadding, p.rightPadding, "right"),
    ]
    let four = sides.allSatisfy { has($0.0) && $0.1 != nil }
    if four {
      // Six spaces in (the function's `if let layout`); past 120 columns broken as any call (`SwiftArguments`).
      let args = sides.map { "\($0.2): \(number($0.0, $0.1!))" }
      layout += SwiftArguments.packed("layout.tg_padding = UIEdgeInsets(", args, ")", indent: 6, declaration: false)
    } else {
      for (key, value, side) in sides where has(key) {
        if let value { layout.append("layout.tg_\(side)Padding = \(number(key, value))") }
      }
    }
    if has(.leadingPadding), let v = p.leadingPadding { layout.append("layout.tg_leadingPadding = \(number(.leadingPadding, v))") }
    if has(.trailingPadding), let v = p.trailingPadding {
      layout.append("layout.tg_trailingPadding = \(number(.trailingPadding, v))")
    }
    if has(.zeroPadding), let b = p.zeroPadding {
      layout.append("layout.tg_zeroPadding = \(program.flag(symbols[.zeroPadding], b) ?? "\(b)")")
    }
    let v = has(.vspace) ? p.vspace : nil
    let h = has(.hspace) ? p.hspace : nil
    if let v, let h, v == h, symbols[.vspace] == symbols[.hspace] {
      layout.append("layout.tg_space = \(number(.vspace, v))")
    } else {
      if let v { layout.append("layout.tg_vspace = \(number(.vspace, v))") }
      if let h { layout.append("layout.tg_hspace = \(number(.hspace, h))") }
    }
    if has(.gravity), let g = p.gravity { layout.append("layout.tg_gravity = \(SwiftValues.gravity(g))") }
    if has(.reverseLayout), let b = p.reverseLayout {
      layout.append("layout.tg_reverseLayout = \(program.flag(symbols[.reverseLayout], b) ?? "\(b)")")
    }
    if !layout.isEmpty {
      lines.append("if let layout = view as? TGBaseLayout {")
      lines += layout.map { "  " + $0 }
      lines.append("}")
    }
    return lines
  }

  /// The keys a style's function writes itself: those whose value, merged with the styles it applies, is its own.
  static func ownKeys(_ style: DeclaredStyle) -> Set<PropertyKey> {
    var own: Set<PropertyKey> = []
    for (key, origin) in style.merged.origins {
      guard case .style(let name, let location) = origin.written, name == style.reference.name,
        location.file == style.reference.file, writes(key, style.merged.properties)
      else { continue }
      own.insert(key)
    }
    return own
  }

  static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}

extension SwiftDocumentWriter {
  /// The key of the padding a safe-area mark names.
  static func paddingKey(_ mark: SafeAreaPaddings) -> PropertyKey {
    switch mark {
    case .top: return .topPadding
    case .left: return .leftPadding
    case .bottom: return .bottomPadding
    case .right: return .rightPadding
    case .leading: return .leadingPadding
    default: return .trailingPadding
    }
  }
}
