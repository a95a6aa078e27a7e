// Hover: an element's computed frame in every environment its document names, and how its size came about.

import TGLLayout
import TGLSemantics
import TGLSyntax
import TGLText

/// How the editor shows hover text.
public enum MarkupFormat: Hashable, Sendable {
  case markdown
  case plainText
}

/// The text to show for the symbol at a position, and the range it describes.
public struct HoverResult: Hashable, Sendable {
  public var range: TextRange
  /// The text as it was made: an element's hover is written as UTF-8 bytes, which the server writes into its
  /// response without making a `String` of them (`MarkupContent(kind:utf8:)`).
  public var body: HoverText
  public var format: MarkupFormat

  public var text: String { body.string }

  /// Equal when the ranges, formats and texts are, however the texts were made.
  public static func == (lhs: HoverResult, rhs: HoverResult) -> Bool {
    lhs.range == rhs.range && lhs.format == rhs.format && lhs.text == rhs.text
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(range)
    hasher.combine(format)
    hasher.combine(text)
  }
}

/// A hover's text: a `String`, or its UTF-8 bytes (always valid UTF-8: written from `String`s, literals and
/// digits, and cut back only to where an earlier piece ended, `TextBytes.truncate`).
public enum HoverText: Sendable {
  case string(String)
  case utf8([UInt8])

  public var string: String {
    switch self {
    case .string(let text): return text
    case .utf8(let bytes): return String(decoding: bytes, as: UTF8.self)
    }
  }
}

extension Analysis {
  /// The hover for the token at `offset`: an element's kind or name, a property name, a view name or attribute in a
  /// reference, a word or number of a value, `when` and its conditions, a directive or a header argument.
  public func hover(at offset: Int, format: MarkupFormat) -> HoverResult? {
    guard let token = hoverToken(at: offset) else { return nil }
    let owner = source.tokenIndex.owner(of: token)
    var focus: String?
    let element: ElementSyntax
    switch (token.kind, owner.kind) {
    case (.identifier, .element):
      element = ElementSyntax(owner)
    case (.identifier, .property) where PropertySyntax(owner).nameToken == token:
      guard let enclosing = owner.enclosingElement else { return nil }
      element = enclosing
      focus = token.text
    case (.identifier, .nameRef), (.identifier, .memberExpr):
      // A keyword of the property's value wins over a view of the same name (docs/language.md §2.3).
      if let word = wordHover(token, owner), word.meaning != nil, !isViewReference(token, owner, word) {
        return HoverResult(range: word.range, body: .string(word.render(format)), format: format)
      }
      guard let target = referencedElement(token, owner) else { return nil }
      if let attribute = target.attribute, let hover = attributeHover(target.element, token, owner, attribute) {
        return HoverResult(range: hover.range, body: .string(hover.render(format)), format: format)
      }
      element = target.element
      focus = target.attribute
    default:
      guard let word = wordHover(token, owner) else { return nil }
      return HoverResult(range: word.range, body: .string(word.render(format)), format: format)
    }
    let content = hoverContent(element, focus: focus)
    return HoverResult(range: token.range, body: .utf8(content.render(format)), format: format)
  }

  /// The significant token under the cursor, or the word, number or weight that ends at it.
  func hoverToken(at offset: Int) -> SyntaxToken? {
    // A switch, not a `Set` made and hashed on every hover.
    func hoverable(_ kind: SyntaxKind) -> Bool {
      switch kind {
      case .identifier, .number, .weight, .color, .at: return true
      default: return false
      }
    }
    guard let token = source.tokenIndex.token(at: offset) else { return nil }
    if hoverable(token.kind) { return token }
    if let previous = token.previous, previous.range.end == offset, hoverable(previous.kind) {
      return previous
    }
    return nil
  }

  /// Whether a word that is also a keyword names a view here: only where the property takes no such keyword, which
  /// `wordHover` already answered, or as the base of an attribute (`wrap.width`).
  func isViewReference(_ token: SyntaxToken, _ owner: SyntaxNode, _ word: WordHover) -> Bool {
    guard owner.kind == .nameRef, let member = owner.parent, member.kind == .memberExpr else { return false }
    return !(word.title.hasPrefix("vert.") || word.title.hasPrefix("horz."))
  }

  /// The element a name in a value refers to (`A` in `A.width`), and the attribute when the token is one.
  func referencedElement(_ token: SyntaxToken, _ owner: SyntaxNode) -> (element: ElementSyntax, attribute: String?)? {
    let memberExpr = owner.kind == .memberExpr ? owner : owner.parent?.kind == .memberExpr ? owner.parent : nil
    let reference = memberExpr.flatMap { ExprSyntax($0).reference }
    let name = owner.kind == .memberExpr ? reference?.name : token.text
    let attribute = owner.kind == .memberExpr ? token.text : nil
    guard let name else { return nil }
    if name == "parent" || name == "self" {
      guard let here = owner.enclosingElement else { return nil }
      let target = name == "self" ? here : here.parentElement
      return target.map { ($0, attribute) }
    }
    guard let declaration = source.names(at: token.range.start)?.declaration(of: name) else { return nil }
    return (declaration, attribute)
  }

  func hoverContent(_ syntax: ElementSyntax, focus: String?) -> HoverContent {
    // `view A`, or `view` for an unnamed one: the kind and name are tokens without spaces, so no trimming (a
    // `Character` at a time, trimming was a visible part of a hover).
    let name = syntax.name
    var content = HoverContent(kind: syntax.kind, name: name)
    content.documentation = syntax.documentation
    if let focus, let info = PropertyCatalog.byName[focus] {
      content.property = (focus, info.documentation)
    }
    // The current environment and its layout, looked up once, from the snapshot's table (`documentLayouts`).
    guard let location = source.location(of: syntax), case let current = currentLayout(location.document),
      location.index < current.items.count
    else {
      content.notes.append("not laid out: the element has errors or an unknown kind")
      return content
    }
    let items = current.items
    if name == nil { content.path = items[location.index].path }
    // The parent's label is its name or path, the same in every environment: read from one item, not from one in
    // each size class.
    let parent = source.parent(of: location)
    var parentLabel: String?
    if let parent, parent.index < items.count {
      let parentItem = items[parent.index]
      let label = parentItem.name ?? parentItem.path
      parentLabel = label
      content.context = (parentItem.kind.rawValue, label)
    }
    content.current = FrameLine(
      label: nil, environment: current.environment, frame: items.frame(at: location.index),
      absolute: items.absoluteFrame(at: location.index), parentLabel: parentLabel)
    let environment = current.environment
    let (kind, properties) = source.withElement(at: location) { ($0.kind, $0.resolvedProperties(in: environment)) }
    // A view in a constraints container is placed by Auto Layout: its edges come from the constraints that decided
    // them, not from TangramKit's rules.
    if let parent, parent.index < items.count, items[parent.index].kind == .constraints,
      let lines = constraintLines(location, in: environment)
    {
      content.constraints = lines
    } else {
      appendDerivations(
        location, focus: focus, current, kind: kind, properties: properties, parentLabel: parentLabel,
        to: &content.derivationText, ends: &content.derivationEnds)
    }
    content.text = textLine(location, current, properties.textBox(kind: kind, in: environment))
    if let note = source.secondPassNote(
      location, kind: kind, properties: properties, items: items, environment: environment)
    {
      content.notes.append(note)
    }
    if parent == nil, kind.isContainer, let line = Self.safeAreaLine(properties, environment) {
      content.notes.append(line)
    }
    for declared in documentLayouts(location.document).declared.value {
      let items = declared.items
      let index = min(location.index, items.count - 1)
      content.sizeClasses.append(
        FrameLine(
          label: declared.named.label, environment: declared.named.environment, frame: items.frame(at: index),
          absolute: items.absoluteFrame(at: index), parentLabel: parent == nil ? nil : parentLabel))
    }
    return content
  }

  func frameLine(_ location: ElementLocation, label: String?, environment: Environment) -> FrameLine {
    frameLine(location, label: label, environment, layout(ofDocument: location.document, in: environment).items)
  }

  func frameLine(_ location: ElementLocation, label: String?, _ environment: Environment, _ items: LayoutItems)
    -> FrameLine
  {
    let index = min(location.index, items.count - 1)
    let parent = source.parent(of: location).map { items[min($0.index, items.count - 1)] }
    return FrameLine(
      label: label, environment: environment, frame: items.frame(at: index), absolute: items.absoluteFrame(at: index),
      parentLabel: parent.map { $0.name ?? $0.path })
  }

  /// The derivation of the width and height (only the one in focus when a size property is hovered).
  func derivations(_ location: ElementLocation, focus: String?) -> [String] {
    let current = currentLayout(location.document)
    guard location.index < current.items.count else { return [] }
    let environment = current.environment
    let (kind, properties) = source.withElement(at: location) { ($0.kind, $0.resolvedProperties(in: environment)) }
    let parentLabel = source.parent(of: location).flatMap { parent in
      current.item(parent).map { $0.name ?? $0.path }
    }
    var text = TextBytes(capacity: 128)
    var ends = LineEnds()
    appendDerivations(
      location, focus: focus, current, kind: kind, properties: properties, parentLabel: parentLabel, to: &text,
      ends: &ends)
    return text.withBytes { bytes in
      var start = 0
      return ends.all.map { end in
        defer { start = end }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      }
    }
  }

  /// The derivation lines written one after another into `text`, each one's end appended to `ends`. `properties`:
  /// the element's, resolved in the current environment; `parentLabel`: the parent's name or path.
  func appendDerivations(
    _ location: ElementLocation, focus: String?, _ current: CurrentLayout, kind: ElementKind, properties: Properties,
    parentLabel: String?, to text: inout TextBytes, ends: inout LineEnds
  ) {
    guard location.index < current.items.count else { return }
    let environment = current.environment
    var context = DerivationContext(
      kind: kind, properties: properties, frame: current.items.frame(at: location.index), parent: nil,
      scale: environment.scale)
    let position = focus.map { Derivation.positionNames.contains($0) } ?? false
    let both = focus != "width" && focus != "height"
    if let parentLocation = source.parent(of: location), parentLocation.index < current.items.count {
      let (kind, properties) = source.withElement(at: parentLocation) {
        ($0.kind, $0.resolvedProperties(in: environment))
      }
      var parent = DerivationContext.Parent(
        kind: kind, properties: properties, frame: current.items.frame(at: parentLocation.index),
        label: parentLabel ?? "", freeSpace: nil)
      if source.parent(of: parentLocation) == nil { parent.safeArea = SafeAreaPadding(root: properties, in: environment) }
      // The free space resolves every sibling's properties: worked out only for a weighted size on the main axis,
      // the one derivation that reads it.
      let needsFreeSpace =
        !position
        && Axis.allCases.contains { axis in
          (both || axis.sizeName == focus) && Derivation.needsFreeSpace(axis, context, parentKind: kind, properties)
        }
      if needsFreeSpace { parent.freeSpace = freeSpace(of: parentLocation, in: environment, items: current.items) }
      context.parent = parent
    }
    if let focus, position {
      if let line = positionDerivation(focus, context, location, current.items) {
        text += line
        ends.append(text.count)
      }
      return
    }
    for axis in Axis.allCases where both || axis.sizeName == focus {
      Derivation.explain(axis, context, to: &text)
      ends.append(text.count)
    }
  }

  /// What a label's or button's text measures in the current environment, at the width it got: its size, lines
  /// and font, and what is cut off.
  func textLine(_ location: ElementLocation, _ current: CurrentLayout, _ box: TextBox?) -> String? {
    guard let box, location.index < current.items.count else { return nil }
    let environment = current.environment
    let frame = current.items.frame(at: location.index)
    let m = box.sizeThatFits(maxWidth: frame.width)
    let lines = m.lineCount == 1 ? "1 line" : "\(m.lineCount) lines"
    var text =
      "text: \(lines), \(Numbers.size(width: m.width, height: m.height)) at \(Numbers.text(frame.width)) wide, "
      + "\(environment.fonts.family) \(box.prepared.font.description)"
    if let cut = box.truncation(width: frame.width, height: frame.height) {
      if let width = cut.neededWidth {
        text += "; cut off: needs \(Numbers.text(width)) wide"
      } else {
        text += "; cut off: shows \(cut.shownLines) of \(cut.neededLines) lines"
      }
    }
    return text
  }

  /// The derivation of the edge a hovered position property sets, with sibling references resolved.
  func positionDerivation(
    _ name: String, _ context: DerivationContext, _ location: ElementLocation, _ items: LayoutItems
  ) -> String? {
    let properties = context.properties
    let values: [String: PositionValue?] = [
      "left": properties.left, "right": properties.right, "top": properties.top, "bottom": properties.bottom,
      "leading": properties.leading, "trailing": properties.trailing, "centerX": properties.centerX,
      "centerY": properties.centerY,
    ]
    guard let value = values[name] ?? nil else { return nil }
    let parent = source.parent(of: location)
    let siblings = parent.map { source.children(of: $0) } ?? []
    return Derivation.position(name, value, context) { target in
      siblings.lazy.map { items[$0.index] }.first { $0.name == target }?.frame
    }
  }
}

/// A document's current environment and its layout, looked up once for everything a hover reads.
struct CurrentLayout: Sendable {
  var environment: Environment
  var items: LayoutItems

  /// What `Analysis.item(at:)` gives.
  func item(_ location: ElementLocation) -> LayoutItem? {
    location.index < items.count ? items[location.index] : nil
  }
}

extension Analysis {
  /// From the snapshot's table (`documentLayouts`).
  func currentLayout(_ document: Int) -> CurrentLayout { documentLayouts(document).current }
}

/// A frame in one environment: in the parent's coordinates and in the document's.
struct FrameLine: Hashable {
  var label: String?
  /// Described when the line is written (`HoverContent.appendDescription`).
  var environment: Environment
  var frame: Rect
  var absolute: Rect
  /// The parent's name or path; nil for the root.
  var parentLabel: String?
}
