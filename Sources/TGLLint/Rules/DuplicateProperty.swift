// The same property set twice in one block, directly or through shorthand; repeated bounds, `when`
// conditions and directives.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// The same property set twice in one block.
///
/// Lint: reports a property that sets what an earlier property of the same block (or the header) already set
/// (`size` and `width`, `left` and `leading`, `rowHeight` and `height`), a bound given twice, two `when`
/// blocks with the same condition, and a directive given twice. The later one wins. Fix: removing the
/// earlier property when the later one replaces all of it.
struct DuplicateProperty: LintRule {
  static let description = RuleDescription(
    id: .duplicateProperty, defaultSeverity: .warning, summary: "the same property set twice in one block",
    explanation: """
      When a block sets a property twice, the later value wins and the earlier one does nothing. Shorthand
      counts: `size` sets `width` and `height`, `margin` the four margins, `padding` the four paddings and
      `space` both spacings; `left`/`leading` and `right`/`trailing` are the same edges, and a header argument
      (`linear S (vert)`) is the property `orientation`. The same holds for `min`/`max` given twice in one
      value, for two `when` blocks with the same condition, and for a directive given twice.

      **Bad:**

      ```tgl
      frame S {
          view A {
              size: 40, 40
              width: 50
          }
      }
      ```

      **Good:**

      ```tgl
      frame S {
          view A { size: 50, 40 }
      }
      ```
      """)

  /// `leading` and `left` (and their paddings) set the same edge.
  static func canonical(_ key: PropertyKey) -> PropertyKey {
    switch key {
    case .leading: return .left
    case .trailing: return .right
    case .leadingPadding: return .leftPadding
    case .trailingPadding: return .rightPadding
    default: return key
    }
  }

  func check(file: FileContext, _ findings: inout Findings) {
    for info in file.source.elements {
      checkBlock(file.source.properties(of: info), arguments: file.source.arguments(of: info), file, &findings)
      var conditions: [SizeClassConditionKey: VariantInfo] = [:]
      for variant in file.source.variants(of: info) {
        checkBlock(file.source.properties(of: variant), arguments: [], file, &findings)
        guard info.variantCount > 1 else { continue }
        let key = SizeClassConditionKey(variant.syntax)
        if let earlier = conditions[key] {
          findings.report(
            .duplicateProperty, variant.headerRange,
            "another '\(file.text(earlier.headerRange))' block comes before this one; merge the two (this one wins)",
            related: [RelatedLocation(range: earlier.headerRange, message: "the first block with this condition")])
        }
        conditions[key] = variant
      }
    }
    var directives: [String: TextRange] = [:]
    for directive in file.parse.sourceFile.directives {
      guard let name = directive.name, let range = directive.nameToken?.range else { continue }
      if let earlier = directives[name] {
        findings.report(
          .duplicateProperty, TextRange(start: range.start - 1, end: range.end),
          "'@\(name)' is already given; remove one of them (this one wins)",
          related: [
            RelatedLocation(
              range: TextRange(start: earlier.start - 1, end: earlier.end), message: "'@\(name)' is first given here")
          ])
      }
      directives[name] = range
    }
  }

  /// What set a key first: a property, or a header argument (with its text).
  struct Setter {
    var range: TextRange
    var name: String
    var property: PropertyInfo?
  }

  func checkBlock(
    _ properties: ArraySlice<PropertyInfo>, arguments: ArraySlice<(key: PropertyKey?, range: TextRange)>,
    _ file: FileContext,
    _ findings: inout Findings
  ) {
    // One slot per key, indexed by its raw value (no hashing for the common case of no duplicates), holding what
    // set it: the index of a property (0 and up) or of a header argument (-2 and down); -1 for nothing. Small
    // integers, not optional setters: those cost more to create and destroy for every block than the check itself.
    // In a stack buffer: an array per block (and `allCases`, built anew on every call, for its count) cost more
    // than the check.
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: PropertyKey.caseCount) { setBy in
      setBy.initialize(repeating: -1)
      for (a, argument) in arguments.enumerated() {
        guard let key = argument.key else { continue }
        setBy[Int(key.rawValue)] = Int32(-2 - a)
      }
      func setter(_ code: Int32) -> Setter? {
        if code >= 0 {
          let property = properties[properties.startIndex + Int(code)]
          return Setter(range: property.nameRange, name: file.source.name(of: property), property: property)
        }
        guard code <= -2 else { return nil }
        let argument = arguments[arguments.startIndex + Int(-2 - code)]
        return Setter(range: argument.range, name: file.text(argument.range), property: nil)
      }
      for (p, property) in properties.enumerated() {
        var duplicated = false
        for key in property.keys where setBy[Int(Self.canonical(key).rawValue)] != -1 { duplicated = true }
        if duplicated {
          let keys = property.keys.map(Self.canonical)
          let name = file.source.name(of: property)
          let earlier = keys.compactMap { setter(setBy[Int($0.rawValue)]) }
          let first = earlier[0]
          let what =
            keys.count == 1 || earlier.count == keys.count ? "'\(name)'" : "part of '\(name)'"
          let by = first.name == name ? "" : " by '\(first.name)'"
          var fixes: [Fix] = []
          if let earlierProperty = first.property,
            Set(earlierProperty.keys.map(Self.canonical)).isSubset(of: Set(keys))
          {
            fixes.append(
              Fix(
                title: "remove the earlier '\(file.source.name(of: earlierProperty))'",
                edits: [TextEdit(range: Edits.deletionRange(of: earlierProperty.range, in: file.bytes), newText: "")]))
          }
          findings.report(
            .duplicateProperty, property.nameRange,
            "\(what) is already set\(by) above; remove one of them (this one wins)",
            related: [RelatedLocation(range: first.range, message: "first set here")], fixes: fixes)
        }
        for key in property.keys { setBy[Int(Self.canonical(key).rawValue)] = Int32(p) }
        if property.boundCount > 1 {
          var seenMin = false
          var seenMax = false
          for bound in file.source.bounds(of: property) {
            let seen = bound.isMinimum ? seenMin : seenMax
            if seen {
              let word = bound.isMinimum ? "min" : "max"
              findings.report(
                .duplicateProperty, bound.range,
                "'\(word)' is given twice in this value; remove one of them (this one wins)")
            }
            if bound.isMinimum { seenMin = true } else { seenMax = true }
          }
        }
      }
    }
  }
}

/// A `when` condition as a set of its items, so that `landscape, width: compact` equals `width: compact, landscape`.
struct SizeClassConditionKey: Hashable {
  var items: Set<String>

  init(_ variant: VariantSyntax) {
    var items = Set<String>()
    for item in variant.conditions {
      if let value = item.value {
        if value != "any" { items.insert("\(item.key):\(value)") }
      } else {
        items.insert(item.key)
      }
    }
    self.items = items
  }
}
