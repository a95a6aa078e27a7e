// Values of the wrong type or out of range: from the lowering, plus references of the wrong kind or axis,
// negative spacing, spacer shares, path distance errors and header arguments the kind does not take.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A value of the wrong type, or out of range, for its property.
///
/// Lint: reports what the lowering cannot read (a keyword where a number goes, two bases, a division by a
/// reference), a position referring to a size or to the other axis, a size referring to a position, negative
/// spacing, non-positive spacer shares, path distance errors and canvas sizes, and an orientation argument on a kind
/// without orientation.
/// Fix: none.
struct InvalidValue: LintRule {
  static let description = RuleDescription(
    id: .invalidValue, defaultSeverity: .error,
    summary: "a value of the wrong type, or out of range, for its property",
    explanation: """
      Each property takes one kind of value: positions take numbers, weights and references to positions on
      the same axis (`left: B.right`, `top: B.baseline`); sizes take numbers, weights, `wrap`, `fill`,
      `average` and references to sizes (`height: B.width`); spacing is a number of points, never negative; a
      value is linear in one base (`B.width * 0.5 + 10`, not `B.width + C.width`). TangramKit drops what
      does not fit: a position referring to `B.top` from `left` has no meaning, and a size referring to a
      position reads nothing.

      **Bad:**

      ```tgl
      relative S {
          width: 200
          height: 100

          view A { left: 10; width: 40; height: 40 }
          view B { left: A.top; width: A.left; height: 40 }
      }
      ```

      **Good:**

      ```tgl
      relative S {
          width: 200
          height: 100

          view A { left: 10; width: 40; height: 40 }
          view B { left: A.right; width: A.width; height: 40 }
      }
      ```
      """)

  static let horizontalPositions: Set<Attribute> = [.left, .right, .leading, .trailing, .centerX]
  static let verticalPositions: Set<Attribute> = [.top, .bottom, .centerY, .baseline]

  func check(file: FileContext, _ findings: inout Findings) {
    for directive in file.parse.sourceFile.directives where directive.name == "canvas" {
      for item in directive.value?.items ?? [] {
        if case .number(let n) = item.shape, n <= 0 {
          findings.report(.invalidValue, item.range, "the canvas size must be positive, such as '@canvas 390, 844'")
        } else if case .negate = item.shape {
          findings.report(.invalidValue, item.range, "the canvas size must be positive, such as '@canvas 390, 844'")
        }
      }
    }
    for i in 0..<file.elements.count {
      checkArguments(i, file, &findings)
      // By index: a slice of the table's sets per element was retained and released.
      for s in file.elements.setIndices(i) { checkSet(file.elements.set(s), i, file, &findings) }
    }
  }

  func checkArguments(_ i: Int, _ file: FileContext, _ findings: inout Findings) {
    guard let info = file.elements.info[i], info.argumentsEnd > info.argumentsStart else { return }
    let kind = file.elements.rows[i].kind
    switch kind {
    case .linear, .table, .flow, .float: return
    default: break
    }
    for argument in file.source.arguments(of: info) where argument.key == .orientation {
      findings.report(
        .invalidValue, argument.range,
        "a '\(kind.rawValue)' has no orientation; remove '\(file.text(argument.range))'")
    }
  }

  func checkSet(_ set: PropertySet, _ i: Int, _ file: FileContext, _ findings: inout Findings) {
    for use in file.elements.references(of: set) {
      guard let message = Self.mismatch(use) else { continue }
      let range = file.range(of: use, in: file.source.property(use.key, in: set)) ?? file.elements.labelRange(i)
      findings.report(.invalidValue, range, message)
    }
    // The values first: almost no spacing is negative, and a loop over the keys made an array per set.
    if let value = set.vspace, value < 0 { checkSpacing(.vspace, set, file, &findings) }
    if let value = set.hspace, value < 0 { checkSpacing(.hspace, set, file, &findings) }
    if let shares = set.shares, shares <= 0 {
      let argument = file.elements.info[i].flatMap { file.source.arguments(of: $0).first }
      let range = file.source.property(.shares, in: set)?.valueRange ?? argument?.range ?? file.elements.labelRange(i)
      findings.report(.invalidValue, range, "a spacer's shares must be positive; remove the spacer to leave no gap")
    }
    if let error = set.distanceError, error <= 0, let property = file.source.property(.distanceError, in: set) {
      findings.report(
        .invalidValue, property.valueRange, "a path's distanceError must be positive; TangramKit uses 0.5 instead")
    }
  }

  /// Reports the negative spacing `key` of `set` where it is written.
  func checkSpacing(_ key: PropertyKey, _ set: PropertySet, _ file: FileContext, _ findings: inout Findings) {
    guard let property = file.source.property(key, in: set) else { return }
    findings.report(
      .invalidValue, property.valueRange,
      "spacing cannot be negative; use 0 or more, and a negative margin to pull a view closer")
  }

  /// Why `use` refers to the wrong kind of attribute, if it does.
  static func mismatch(_ use: ReferenceUse) -> String? {
    let attribute = use.reference.attribute
    // Worded only for a mismatch: most references refer to the right kind of attribute.
    var written: String { use.reference.written }
    var target: String { use.reference.target.written }
    switch use.key {
    case .width, .height, .columnSize:
      guard !attribute.isSize else { return nil }
      let name = use.key == .columnSize ? "a column size" : "'\(use.key.name)'"
      return
        "\(name) is a size and cannot refer to the position '\(written)'; refer to '\(target).width' or '\(target).height'"
    default:
      let horizontal = horizontalPositions.contains(PropertyAttribute.attribute(use.key) ?? .left)
      let allowed = horizontal ? horizontalPositions : verticalPositions
      if attribute.isSize {
        let example = horizontal ? "'\(target).right'" : "'\(target).bottom'"
        return
          "'\(use.key.name)' is a position and cannot refer to the size '\(written)'; refer to a position such as \(example)"
      }
      guard !allowed.contains(attribute) else { return nil }
      let axis = horizontal ? "horizontal" : "vertical"
      let example = horizontal ? "'\(target).right'" : "'\(target).bottom'"
      return
        "'\(use.key.name)' is \(axis) and cannot refer to '\(written)'; refer to a \(axis) position such as \(example)"
    }
  }
}

/// The attribute a position or size key stands for.
enum PropertyAttribute {
  static func attribute(_ key: PropertyKey) -> Attribute? { Attribute(rawValue: key.name) }
}
