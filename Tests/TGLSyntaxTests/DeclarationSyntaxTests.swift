// The typed views of issue 29's declarations: what name resolution and the language server read, with exact ranges.

import TGLSyntax
import Testing

@Suite struct DeclarationSyntaxTests {
  @Test func importOfAWholeFileHasItsPathAndNoNames() throws {
    let text = #"import "shared/styles.tgl""#
    let result = Parser.parse(text)
    #expect(result.errors.isEmpty)
    let declaration = try #require(result.sourceFile.imports.first)
    #expect(declaration.path == "shared/styles.tgl")
    // The string token starts after `import ` (7 bytes) and spans the 19 bytes of the quoted path.
    #expect(declaration.pathRange == TextRange(start: 7, end: 26))
    #expect(declaration.importsWholeFile)
    #expect(declaration.names.isEmpty)
    #expect(result.sourceFile.elements.isEmpty)
  }

  @Test func importOfNamesListsThemInOrder() throws {
    let text = #"import PersonCell, Avatar from "cells.tgl""#
    let result = Parser.parse(text)
    #expect(result.errors.isEmpty)
    let declaration = try #require(result.sourceFile.imports.first)
    #expect(declaration.names.map(\.text) == ["PersonCell", "Avatar"])
    #expect(declaration.names.map(\.range) == [TextRange(start: 7, end: 17), TextRange(start: 19, end: 25)])
    #expect(declaration.fromKeyword?.range == TextRange(start: 26, end: 30))
    #expect(declaration.path == "cells.tgl")
    #expect(!declaration.importsWholeFile)
  }

  @Test func constantHasANameAndAValueOfItems() throws {
    let result = Parser.parse("let body = 17, semibold\nlet gutter = 16\n")
    #expect(result.errors.isEmpty)
    let constants = result.sourceFile.constants
    #expect(constants.map(\.name) == ["body", "gutter"])
    #expect(constants[0].nameToken?.range == TextRange(start: 4, end: 8))
    let items = try #require(constants[0].value).items
    #expect(items.map(\.shape) == [.number(17), .name("semibold")])
    #expect(try #require(constants[1].value).items.map(\.shape) == [.number(16)])
  }

  @Test func arithmeticOfNamesInAConstantIsABinaryOfANameReference() throws {
    let result = Parser.parse("let rowHeight = gutter * 3\n")
    #expect(result.errors.isEmpty)
    let item = try #require(result.sourceFile.constants.first?.value?.items.first)
    guard case .binary(let left, .multiply, let right) = item.shape else {
      Issue.record("expected a product, got \(item.shape)")
      return
    }
    #expect(left.shape == .name("gutter"))
    #expect(left.syntax.kind == .nameRef)
    #expect(right?.shape == .number(3))
  }

  @Test func styleHasANameAndAnElementLikeBlock() throws {
    let text = "style Title {\n    style: Base\n    font: 17, semibold\n    when landscape { lines: 1 }\n}\n"
    let result = Parser.parse(text)
    #expect(result.errors.isEmpty)
    let style = try #require(result.sourceFile.styles.first)
    #expect(style.name == "Title")
    #expect(style.nameToken?.range == TextRange(start: 6, end: 11))
    let block = try #require(style.block)
    #expect(block.properties.map(\.name) == ["style", "font"])
    #expect(block.variants.count == 1)
    #expect(block.elements.isEmpty)
  }

  @Test func componentParametersHaveNamesTypesAndDefaults() throws {
    let text = """
      component PersonCell(name: string, avatarSize: number = 44, titleFont: font = 17, semibold, fill: value) {
          linear cell (horz) { label title { text: name } }
      }
      """
    let result = Parser.parse(text)
    #expect(result.errors.isEmpty, "\(result.errors)")
    let component = try #require(result.sourceFile.components.first)
    #expect(component.name == "PersonCell")
    let parameters = component.parameters
    #expect(parameters.map(\.name) == ["name", "avatarSize", "titleFont", "fill"])
    #expect(parameters.map(\.type) == [.string, .number, .font, .value])
    #expect(parameters[0].defaultValue == nil)
    #expect(try #require(parameters[1].defaultValue).items.map(\.shape) == [.number(44)])
    // A ',' followed by `name:` ends a default: the font keeps its weight, and `fill` is the next parameter.
    #expect(try #require(parameters[2].defaultValue).items.map(\.shape) == [.number(17), .name("semibold")])
    #expect(component.element?.kind == "linear")
    #expect(component.element?.name == "cell")
    #expect(result.sourceFile.elements.isEmpty)
  }

  @Test func useHasNamedArgumentsBareArgumentsAndOverrides() throws {
    let text = """
      linear people (vert) {
          PersonCell bob (name: "Bob", avatarSize: 56) { title.lines: 2; top: 8 }
      }
      """
    let result = Parser.parse(text)
    #expect(result.errors.isEmpty, "\(result.errors)")
    let root = try #require(result.sourceFile.elements.first)
    #expect(root.arguments.map(\.shape) == [.name("vert")])
    #expect(root.namedArguments.isEmpty)
    let use = try #require(root.block?.elements.first)
    #expect(use.kind == "PersonCell")
    #expect(use.name == "bob")
    #expect(use.arguments.isEmpty)
    #expect(use.namedArguments.map(\.name) == ["name", "avatarSize"])
    #expect(use.namedArguments.map { $0.value?.items.map(\.shape) } == [[.string("Bob")], [.number(56)]])
    let properties = try #require(use.block).properties
    #expect(properties.map(\.target) == ["title", nil])
    #expect(properties.map(\.name) == ["lines", "top"])
    // `title.lines` is the 11 bytes after `{ ` on the second line, which starts at offset 23.
    #expect(properties[0].targetToken?.range == TextRange(start: 74, end: 79))
    #expect(properties[0].qualifiedNameRange == TextRange(start: 74, end: 85))
  }

  /// A property's parts, read in one walk, are what the property's own getters read: the target of an override, the
  /// name after the dot, and the range of the whole name (`title.lines` is bytes 74–85, as in the use above).
  @Test func aPropertysPartsAreItsTargetNameAndQualifiedRange() throws {
    let text = """
      linear people (vert) {
          PersonCell bob (name: "Bob", avatarSize: 56) { title.lines: 2; top: 8; style: Row }
      }
      """
    let result = Parser.parse(text)
    #expect(result.errors.isEmpty, "\(result.errors)")
    let use = try #require(result.sourceFile.elements.first?.block?.elements.first)
    let parts = try #require(use.block).properties.map(PropertyParts.init)
    #expect(parts.map(\.hasTarget) == [true, false, false])
    #expect(parts.map(\.target) == ["title", nil, nil])
    #expect(parts.map { $0.nameToken?.text } == ["lines", "top", "style"])
    #expect(parts.map { $0.nameSpells("style") } == [false, false, true])
    #expect(parts[0].qualifiedNameRange == TextRange(start: 74, end: 85))
    #expect(parts[1].qualifiedNameRange == TextRange(start: 90, end: 93))
  }

  @Test func useWithoutArgumentsOrBlockIsAnElement() throws {
    let result = Parser.parse("linear root (vert) {\n    Divider line\n    view A\n}\n")
    #expect(result.errors.isEmpty)
    let children = try #require(result.sourceFile.elements.first?.block).elements
    #expect(children.map(\.kind) == ["Divider", "view"])
    #expect(children.map(\.name) == ["line", "A"])
  }

  @Test func declarationsAreListedInSourceOrder() {
    let text = "let a = 1\nimport \"x.tgl\"\nstyle S { lines: 1 }\ncomponent C() { view v }\nlinear root { }\n"
    let result = Parser.parse(text)
    #expect(result.errors.isEmpty)
    let kinds = result.sourceFile.declarations.map(\.syntax.kind)
    #expect(kinds == [.letDecl, .importDecl, .styleDecl, .componentDecl])
    #expect(result.sourceFile.declarations.map { $0.nameToken?.text } == ["a", nil, "S", "C"])
    #expect(result.sourceFile.elements.map(\.name) == ["root"])
  }

  @Test func aStrayEqualsIsStillAnUnexpectedCharacter() {
    let result = Parser.parse("linear root { width = 100 }\n")
    #expect(result.errors.map(\.message).contains("unexpected character '='"))
    #expect(result.errors.first { $0.message == "unexpected character '='" }?.range == TextRange(start: 20, end: 21))
  }

  /// `==` is a constraint's relation (issue 31); an `=` glued to an unknown character stays in that unknown run.
  @Test func equalsGluedToOtherCharactersStaysOneUnknownRun() {
    let (tokens, _) = Lexer.tokenize(Array("a == b =$ c = d".utf8))
    let kinds = (0..<tokens.count).map { tokens.kinds[$0] }.filter { !$0.isTrivia }
    #expect(kinds == [.identifier, .equalEqual, .identifier, .unknown, .identifier, .equals, .identifier, .endOfFile])
  }
}
