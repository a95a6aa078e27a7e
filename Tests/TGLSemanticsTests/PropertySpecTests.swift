// The specification of properties (`PropertySpec.all`) is the one list of names: the places that cannot read it hold
// equal to it here (the parser's words below the model, the lowering's switch, the model's fields).

import TGLSyntax
import Testing

@testable import TGLSemantics

@Suite struct PropertySpecTests {
  let names = PropertySpec.all.map(\.name)

  @Test func everyNameIsWrittenOnce() {
    #expect(Set(names).count == names.count)
    #expect(names.count == 67)
  }

  /// The lowering switches on `PropertyName`, whose cases are the names of the specification.
  @Test func theLoweringKnowsEveryNameAndNoOther() {
    #expect(PropertyName.allCases.map(\.rawValue).sorted() == names.sorted())
    for name in names {
      #expect(PropertyName(spelling: ArraySlice(name.utf8))?.rawValue == name, "\(name)")
    }
    #expect(PropertyName(spelling: ArraySlice("pathStart".utf8)) == nil)
    #expect(PropertyName(spelling: ArraySlice("Width".utf8)) == nil)
  }

  /// The parser (below the model) reads a known name without its ':' as a property, except a name that is also an
  /// element kind (`frame`), which starts an element.
  @Test func theParserKnowsEveryNameThatIsNotAKind() {
    #expect(Vocabulary.propertyNames == Set(names).subtracting(Vocabulary.elementKinds))
    #expect(Set(names).intersection(Vocabulary.elementKinds) == ["frame"])
  }

  /// Every model key is set by some property, each property's keys are in ascending raw value (the order a `KeySet`
  /// reads them back in), and every key is a stored field of the model.
  @Test func theKeysAreTheModelsFields() {
    let set = Set(PropertySpec.all.flatMap(\.keys))
    #expect(set == Set(PropertyKey.allCases))
    for spec in PropertySpec.all {
      #expect(!spec.keys.isEmpty, "\(spec.name)")
      #expect(spec.keys.map(\.rawValue) == spec.keys.map(\.rawValue).sorted(), "\(spec.name)")
    }
    #expect(PropertySpec.byName["margin"]?.keys == [.left, .right, .top, .bottom])
    #expect(PropertySpec.byName["colHeight"]?.keys == [.columnSize])
    // The fields of the model: one per key, and the paddings written `safeArea`, which `padding` sets beside its keys.
    let fields = Mirror(reflecting: PropertyValues()).children.compactMap(\.label)
    #expect(fields.count == PropertyKey.caseCount + 1)
    #expect(Set(fields) == Set(PropertyKey.names + ["safeAreaPaddings"]))
    #expect(PropertyKey.names == PropertyKey.allCases.map { String(describing: $0) })
    #expect(PropertyKey.columnSize.name == "columnSize")
    #expect(PropertyKey(.centerY) == .centerY)
  }

  /// A documentation line that names a TangramKit member names the one the row gives.
  @Test func theDocumentationNamesTheTangramKitMember() {
    var named = 0
    for spec in PropertySpec.all {
      guard let start = spec.documentation.firstRange(of: "(`tg_") else { continue }
      let rest = spec.documentation[start.upperBound...]
      let member = "tg_" + rest.prefix { $0 != "`" }
      #expect(spec.tangramKit == member, "\(spec.name)")
      named += 1
    }
    #expect(named == 48)
    #expect(PropertySpec.byName["isMath"]?.tangramKit == "tg_coordinateSetting.isMath")
    #expect(PropertySpec.byName["text"]?.tangramKit == nil)
  }

  /// What `unknown-property` checks: the element's own kind only.
  @Test func theLintsKindsComeFromTheScope() {
    // TangramKit's containers: a constraints container has none of their properties (Auto Layout places its children).
    let containers: Set<ElementKind> = [.linear, .relative, .frame, .table, .row, .flow, .float, .path]
    #expect(PropertySpec.byName["left"]?.lintKinds == .some(nil))
    // For children of floats: the element's own kind does not tell, so any element.
    #expect(PropertySpec.byName["clearFloat"]?.lintKinds == .some(nil))
    #expect(PropertySpec.byName["insetsPaddingFromSafeArea"]?.lintKinds == containers)
    #expect(PropertySpec.byName["padding"]?.lintKinds == containers)
    #expect(PropertySpec.byName["shares"]?.lintKinds == [.spacer])
    // Completion offers a property where the lint allows it: only a leaf has a content size, and a row's
    // orientation is its table's crossing one.
    #expect(PropertySpec.byName["intrinsic"]?.lintKinds == [.view, .label, .image, .button, .spacer])
    #expect(PropertySpec.byName["orientation"]?.lintKinds == [.linear, .table, .flow, .float])
  }

  /// The generator's assignments name their member through the key (`SwiftDocumentWriter.member`): every key it
  /// assigns has one, the property's own.
  @Test func theGeneratorsKeysHaveTheirMembers() {
    let assigned: [PropertyKey: String] = [
      .visibility: "tg_visibility", .alignment: "tg_alignment", .noLayout: "tg_noLayout",
      .reverseFloat: "tg_reverseFloat", .clearFloat: "tg_clearFloat", .zeroPadding: "tg_zeroPadding",
      .vspace: "tg_vspace", .hspace: "tg_hspace", .gravity: "tg_gravity", .reverseLayout: "tg_reverseLayout",
      .orientation: "tg_orientation", .shrinkType: "tg_shrinkType", .arrangedCount: "tg_arrangedCount",
      .pagedCount: "tg_pagedCount", .autoArrange: "tg_autoArrange", .arrangedGravity: "tg_arrangedGravity",
      .lastlineGravityPolicy: "tg_lastlineGravityPolicy", .noBoundaryLimit: "tg_noBoundaryLimit",
      .leadingPadding: "tg_leadingPadding", .trailingPadding: "tg_trailingPadding",
      .distanceError: "tg_distanceError", .spaceType: "tg_spaceType", .frame: "tg_useFrame",
      .insetsPaddingFromSafeArea: "tg_insetsPaddingFromSafeArea",
      .insetLandscapeFringePadding: "tg_insetLandscapeFringePadding",
    ]
    for (key, member) in assigned { #expect(key.tangramKitMember == member, "\(key)") }
    // No property of the key's name and nothing else: a table row's column size, a path's start; not TangramKit's.
    for key in [PropertyKey.columnSize, .pathStart, .pathEquation, .text, .intrinsic, .background] {
      #expect(key.tangramKitMember == nil, "\(key)")
    }
    #expect(PropertyKey.isMath.tangramKitMember == "tg_coordinateSetting.isMath")
    #expect(PropertyKey.allCases.filter { $0.tangramKitMember != nil }.count == 42)
  }
}
