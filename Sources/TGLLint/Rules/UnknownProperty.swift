// Properties that do not exist, or that the element's kind cannot have.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A property that does not exist, or that this kind of element cannot have.
///
/// Lint: reports an unknown property name (from the lowering, with the closest name), and a known property on
/// an element that cannot have it: container properties on a leaf, `intrinsic` on a container, a flow's,
/// float's, path's, row's or spacer's properties elsewhere. Fix: the closest name, or removing the property.
struct UnknownProperty: LintRule {
  static let description = RuleDescription(
    id: .unknownProperty, defaultSeverity: .error,
    summary: "a property that does not exist, or that this kind of element cannot have",
    explanation: """
      Every element may have the view properties (positions, sizes, `visibility`, `alignment`, `frame`,
      `noLayout`, `background`, …). Containers also have `padding`, `space`, `gravity`, `reverseLayout`,
      `zeroPadding` and the safe-area properties `insetsPaddingFromSafeArea` and `insetLandscapeFringePadding`; `orientation` belongs to linear layouts, tables, flows and floats; `shrinkType` to linear
      layouts, tables and rows; `arrangedCount`, `pagedCount`, `autoArrange`, `arrangedGravity` and
      `lastlineGravityPolicy` to flows; `noBoundaryLimit` to floats; the equations and coordinates to paths;
      `colWidth`, `colHeight`, `colCount`, `rowHeight` and `rowWidth` to table rows; `shares` to spacers;
      `intrinsic` to leaves; and `text`, `font` and `lines` to labels and buttons. Anywhere else TangramKit has no such property, and the value is dropped.

      A property a style gives an element whose kind lacks it is reported at the style's property as a warning, the
      element a related location: the style is right for the other kinds that apply it (docs/language.md §16.3).
      A use's override of a child (`avatar.font: 17`, in the use's block or its `when` block) is checked against the
      child's kind and reported at the override, the child's declaration a related location (§16.4).

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 200
          arrangedCount: 3

          label A { width: fill; height: wrap; intrinsic: 100, 20 }
      }
      ```

      **Good:**

      ```tgl
      flow S (vert, 3) {
          width: 200

          label A { width: fill; height: wrap; intrinsic: 100, 20 }
      }
      ```
      """)

  /// Where each property may be written (`PropertySpec.lintKinds`): nil means any element.
  static let applicability: [String: Set<ElementKind>?] = Dictionary(
    uniqueKeysWithValues: PropertySpec.all.map { ($0.name, $0.lintKinds) })

  static func kindsDescription(_ kinds: Set<ElementKind>) -> String {
    if kinds == Set(ElementKind.allCases.filter(\.isTangramKitContainer)) { return "containers" }
    if kinds == Set(ElementKind.allCases.filter { !$0.isContainer }) {
      return "leaves (views, labels, images, buttons, spacers)"
    }
    let names = ElementKind.allCases.filter(kinds.contains).map { "'\($0.rawValue)'" }
    return names.count == 1
      ? names[0] + " elements" : names.dropLast().joined(separator: ", ") + " and " + names.last! + " elements"
  }

  /// What the rule says of `name` written on an element of `kind`, which lacks it (`kinds` have it): the element's
  /// finding, and a use's override of a child of that kind (`OverrideFindings`).
  static func message(_ kind: ElementKind, lacks name: String, _ kinds: Set<ElementKind>) -> String {
    let what = kind.isContainer ? "a '\(kind.rawValue)' layout" : "a '\(kind.rawValue)'"
    // A constraints container is a container without TangramKit's container properties: say why.
    let why = kind == .constraints ? ", not to one whose children its constraints place" : ""
    return "\(what) has no property '\(name)'; it belongs to \(kindsDescription(kinds))\(why)"
  }

  /// A bit per element kind, so that checking a property does not hash the kind.
  static func bit(_ kind: ElementKind) -> UInt16 {
    switch kind {
    case .linear: return 1 << 0
    case .relative: return 1 << 1
    case .frame: return 1 << 2
    case .table: return 1 << 3
    case .row: return 1 << 4
    case .flow: return 1 << 5
    case .float: return 1 << 6
    case .path: return 1 << 7
    case .view: return 1 << 8
    case .label: return 1 << 9
    case .image: return 1 << 10
    case .button: return 1 << 11
    case .spacer: return 1 << 12
    case .constraints: return 1 << 13
    }
  }

  /// The kinds each restricted property belongs to, as bits.
  static let masks = SpellingTable<UInt16>(
    applicability.compactMap { name, kinds in kinds.map { (name, $0.reduce(0) { $0 | bit($1) }) } })

  func check(file: FileContext, _ findings: inout Findings) {
    // The file's bytes, its written properties and the table read once for every property: a slice of the
    // properties per element was retained and released.
    let masks = Self.masks
    file.bytes.withUnsafeBufferPointer { bytes in
      file.source.properties.withUnsafeBufferPointer { properties in
        check(file, masks, bytes, properties, &findings)
      }
    }
  }

  private func check(
    _ file: FileContext, _ masks: SpellingTable<UInt16>, _ bytes: UnsafeBufferPointer<UInt8>,
    _ properties: UnsafeBufferPointer<PropertyInfo>, _ findings: inout Findings
  ) {
    for index in 0..<file.elements.count {
      guard let info = file.elements.info[index] else { continue }
      let kind = file.elements.rows[index].kind
      let own = Self.bit(kind)
      // The element's own properties, then each `when` block's (`SourceIndex.properties(of:)`).
      func check(_ start: Int32, _ end: Int32) {
        for p in Int(start)..<Int(end) {
          let property = properties[p]
          // The name's bytes looked up in place: a `String` per property only for the few restricted ones.
          guard let mask = file.source.lookUp(property, in: masks, bytes: bytes), mask & own == 0 else { continue }
          let name = file.source.name(of: property)
          guard let allowed = Self.applicability[name], let kinds = allowed else { continue }
          findings.report(
            .unknownProperty, property.nameRange, Self.message(kind, lacks: name, kinds),
            fixes: [
              Fix(
                title: "remove '\(name)'",
                edits: [TextEdit(range: Edits.deletionRange(of: property.range, in: file.bytes), newText: "")])
            ])
        }
      }
      check(info.propertiesStart, info.propertiesEnd)
      guard info.hasVariants else { continue }
      for variant in file.source.variants(of: info) { check(variant.propertiesStart, variant.propertiesEnd) }
    }
  }

  /// Adds the closest property name to the lowering's message, with a fix.
  static func refine(_ d: Diagnostic, _ file: FileContext) -> Diagnostic {
    var d = d
    let written = file.text(d.range)
    if let suggestion = Spelling.closest(to: written, among: Array(applicability.keys).sorted()) {
      d.message += "; did you mean '\(suggestion)'?"
      d.fixes = [Fix(title: "change to '\(suggestion)'", edits: [TextEdit(range: d.range, newText: suggestion)])]
    } else {
      d.message += "; see the properties in docs/language.md §6"
    }
    return d
  }
}
