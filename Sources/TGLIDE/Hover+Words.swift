// Hover on the words and numbers of values, on `when` and its conditions, and on directives: what the token means
// and, where it sets a size or an edge, how the computed value came about.

import TGLLayout
import TGLSemantics
import TGLSyntax

/// A hover on one word: a title, what the word means, and lines of computed facts.
struct WordHover: Hashable {
  var range: TextRange
  /// `fill`, `when landscape`, `A.right = 52`.
  var title: String
  /// `width of view B`.
  var context: String?
  var meaning: String?
  var lines: [String] = []

  func render(_ format: MarkupFormat) -> String {
    if format == .plainText {
      let head = title + (context.map { " (\($0))" } ?? "")
      return ([head] + [meaning].compactMap { $0 } + lines).joined(separator: "\n")
    }
    var blocks = ["**`\(title)`**" + (context.map { " (\($0))" } ?? "")]
    if let meaning { blocks.append(meaning) }
    if !lines.isEmpty { blocks.append(lines.map { "- `\($0)`" }.joined(separator: "\n")) }
    return blocks.joined(separator: "\n\n")
  }
}

extension Analysis {
  /// The hover of a token that is not a name the element hover covers: a word or number of a value, `when` and its
  /// conditions, a directive, a header argument.
  func wordHover(_ token: SyntaxToken, _ owner: SyntaxNode) -> WordHover? {
    let ancestors = owner.ancestorsAndSelf
    if let directive = ancestors.first(where: { $0.kind == .directive }) {
      return directiveHover(DirectiveSyntax(directive), token)
    }
    if let variant = ancestors.first(where: { $0.kind == .variant }),
      ancestors.contains(where: { $0.kind == .condition }) || VariantSyntax(variant).keyword == token
    {
      return conditionHover(VariantSyntax(variant), token, owner)
    }
    if let list = ancestors.first(where: { $0.kind == .argumentList }), let parent = list.parent,
      parent.kind == .element
    {
      return headerArgumentHover(ElementSyntax(parent), token, list)
    }
    guard let node = ancestors.first(where: { $0.kind == .property }),
      let nameToken = PropertySyntax(node).nameToken, nameToken != token, let element = node.enclosingElement
    else { return nil }
    return valueHover(PropertySyntax(node), element, token, owner)
  }

  /// A word or number in the value of `property`: what it means there, then the derivation of what it sets.
  func valueHover(_ property: PropertySyntax, _ element: ElementSyntax, _ token: SyntaxToken, _ owner: SyntaxNode)
    -> WordHover?
  {
    let name = property.name
    let info = PropertyCatalog.byName[name]
    var meaning: String?
    var title = token.text
    switch token.kind {
    case .weight:
      meaning = Self.weightMeaning(info?.value)
    case .number:
      meaning = info.map { "\(name): \($0.documentation)" }
    case .color:
      meaning = ColorValues.color(token).map { "A colour for renders, \(ColorValues.rgb($0)); no effect on layout." }
    case .identifier:
      if owner.kind == .bound, BoundSyntax(owner).keywordToken == token {
        meaning = token.text == "min" ? WordMeanings.min : WordMeanings.max
      } else if let word = valueWord(token, owner, info?.value, property: name) {
        title = word.title
        meaning = word.meaning
      } else {
        return nil
      }
    default:
      return nil
    }
    var hover = WordHover(
      range: token.range, title: title, context: "\(name) of \(Self.label(element))", meaning: meaning)
    if let location = source.location(of: element) {
      let focus = name == "size" ? nil : name
      if info?.value == .size || info?.value == .position || name == "size" {
        hover.lines = derivations(location, focus: focus)
      }
    }
    return hover
  }

  /// The meaning of a word in a value of the given type, with its title (`vert.center` for a gravity's `center`);
  /// nil for a view name (the reference hover covers it) and unknown words.
  func valueWord(_ token: SyntaxToken, _ owner: SyntaxNode, _ value: PropertyInfo.Value?, property: String)
    -> (title: String, meaning: String)?
  {
    let word = token.text
    switch value {
    case .size?:
      return WordMeanings.size[word].map { (word, $0) }
    case .gravity?:
      if owner.kind == .memberExpr, let base = ExprSyntax(owner).reference?.name, base == "vert" || base == "horz" {
        return ("\(base).\(word)", WordMeanings.gravity(axis: base, word))
      }
      if word == "vert" || word == "horz", let member = owner.parent, member.kind == .memberExpr,
        let attribute = member.token(.identifier)?.text
      {
        return ("\(word).\(attribute)", WordMeanings.gravity(axis: word, attribute))
      }
      return PropertyCatalog.gravityWords.contains(word) ? (word, WordMeanings.gravity(axis: nil, word)) : nil
    case .keywords?:
      return WordMeanings.keyword(property: property, word).map { (word, $0) }
    case .boolean?:
      guard word == "true" || word == "false", let info = PropertyCatalog.byName[property] else { return nil }
      return (word, "\(property): \(info.documentation)")
    case .color?:
      return ColorValues.color(token).map { (word, "\(word) = \(ColorValues.hex($0)): a colour for renders.") }
    default:
      return nil
    }
  }

  static func weightMeaning(_ value: PropertyInfo.Value?) -> String {
    switch value {
    case .size?:
      return "A weight: on a linear main axis a share of the free space, elsewhere a percentage of the parent's "
        + "inner size."
    case .position?:
      return "A weight: a percentage of the parent's inner size (on a linear main axis, a share of the free space)."
    default:
      return "A percentage."
    }
  }

  /// `view B`, or the kind alone for an unnamed element.
  static func label(_ element: ElementSyntax) -> String {
    element.name.map { "\(element.kind) \($0)" } ?? element.kind
  }

  /// `linear S (vert)`: the orientation; the count of a flow; the shares of a spacer.
  func headerArgumentHover(_ element: ElementSyntax, _ token: SyntaxToken, _ list: SyntaxNode) -> WordHover? {
    let index = list.childTokens.filter { $0.kind == .comma && $0.range.end <= token.range.start }.count
    var meaning: String?
    switch (token.text, index, ElementKind(rawValue: element.kind)) {
    case ("vert", 0, _): meaning = WordMeanings.vert
    case ("horz", 0, _): meaning = WordMeanings.horz
    case (_, 1, .flow?):
      meaning =
        token.text == "0"
        ? "arrangedCount 0: a content flow; lines break where the next child does not fit."
        : "arrangedCount \(token.text): \(token.text) children per line."
    case (_, 0, .spacer?): meaning = "shares \(token.text): \(WordMeanings.shares)"
    default: return nil
    }
    return WordHover(
      range: token.range, title: token.text, context: "header of \(Self.label(element))", meaning: meaning)
  }

  /// `@canvas 390, 844`: what the directive does and the environment the documents are laid out in.
  func directiveHover(_ directive: DirectiveSyntax, _ token: SyntaxToken) -> WordHover? {
    guard let name = directive.name, let meaning = WordMeanings.directive[name] else { return nil }
    var hover = WordHover(
      range: token.range, title: source.text(directive.range), context: nil, meaning: meaning)
    if !source.documents.isEmpty {
      hover.lines.append("environment: \(Self.describe(environment(ofDocument: 0)))")
      let document = source.documents[0]
      if name == "target" {
        hover.lines.append("laid out for \(environment(ofDocument: 0).library.displayName)")
        // The setting replaces the directive whenever it is given (as `--target` does), not only with overrideFile.
        if document.target != nil && settings.library != nil {
          hover.lines.append("the editor's target setting replaces it")
        }
        return hover
      }
      let written = name == "canvas" ? document.canvas != nil : document.scale != nil
      let overridden = name == "canvas" ? settings.canvas != nil : settings.scale != nil
      if written && overridden && settings.overridesFile {
        hover.lines.append("the editor's settings replace it (overrideFile)")
      }
    }
    return hover
  }
}

extension Analysis {
  /// On `when` or a word of its condition: what it means, whether the block applies in the current environment, and
  /// the element's frame in the environment the condition names.
  func conditionHover(_ variant: VariantSyntax, _ token: SyntaxToken, _ owner: SyntaxNode) -> WordHover? {
    guard let element = variant.syntax.enclosingElement else { return nil }
    let written = "when " + (variant.syntax.child(.condition).map { source.text($0.range) } ?? "")
    let isKeyword = variant.keyword == token
    let item = owner.ancestorsAndSelf.first { $0.kind == .conditionItem }.map(ConditionItemSyntax.init)
    let meaning =
      isKeyword
      ? WordMeanings.when["when"]
      : item?.valueToken == token ? WordMeanings.sizeClass[token.text] : WordMeanings.when[token.text]
    guard let meaning else { return nil }
    var hover = WordHover(
      range: token.range, title: isKeyword ? written : token.text, context: isKeyword ? Self.label(element) : written,
      meaning: meaning)
    guard let location = source.location(of: element) else { return hover }
    let model = source.element(at: location)
    let start = variant.range.start - source.shift(ofPiece: source.documentPieces[location.document])
    guard let block = model.variants.first(where: { $0.range.lowerBound == start }) else { return hover }
    let current = environment(ofDocument: location.document)
    let chosen = model.matchingVariant(in: current)
    let now = "(\(Self.describe(current)))"
    if chosen?.range == block.range {
      hover.lines.append("now: applies \(now)")
    } else if let chosen {
      hover.lines.append("now: does not apply; \(Self.label(chosen.condition)) does \(now)")
    } else {
      hover.lines.append("now: does not apply \(now)")
    }
    let environment = Self.environment(current, matching: block.condition)
    let line = frameLine(location, label: nil, environment: environment)
    hover.lines.append(
      "\(Self.label(element)) (\(Self.describe(environment))): " + HoverContent.frames(line, code: false))
    return hover
  }
}
