// References to names that no element of the document has.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A reference to a view that does not exist.
///
/// Lint: reports a reference (in a value, an array or a bound) whose name no element of the same document has,
/// with the closest name when there is one; the value is ignored. Fix: the closest name.
struct UnresolvedReference: LintRule {
  static let description = RuleDescription(
    id: .unresolvedReference, defaultSeverity: .error, summary: "a reference to a view that does not exist",
    explanation: """
      A reference names a view of the same document (`B.right`), the parent (`parent.width`) or the element
      itself (`self.width`). A name that no element of the document has is a typo or a view that was renamed
      or removed; the value is ignored, so the view falls back to its default position or size.

      **Bad:**

      ```tgl
      relative S {
          width: 200
          height: 100

          view icon { left: 10; size: 40, 40 }
          view title { left: icn.right + 8; size: 100, 20 }
      }
      ```

      **Good:**

      ```tgl
      relative S {
          width: 200
          height: 100

          view icon { left: 10; size: 40, 40 }
          view title { left: icon.right + 8; size: 100, 20 }
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    for (d, document) in file.documents.enumerated() {
      // The document's names read only for a reference to a view by name (`file.names` makes them on first reading).
      var names: ElementNames?
      var sortedNames: [String]?
      for index in document where file.elements.rows[index].hasReferences {
        for set in file.elements.sets(index) {
          for use in file.elements.references(of: set) {
            guard case .element(let name) = use.reference.target else { continue }
            if names == nil { names = file.names[d] }
            guard let names, !names.contains(name) else { continue }
            let range = file.range(of: use, in: file.source.property(use.key, in: set), nameOnly: true) ?? file.elements.labelRange(index)
            if sortedNames == nil { sortedNames = names.first.keys.sorted() }
            let bytes = file.source.tree.bytes
            let isBare = range.end >= bytes.count || bytes[range.end] != UInt8(ascii: ".")
            if isBare, let owner = Self.keywordOwners[name] {
              findings.report(
                .unresolvedReference, range,
                "'\(name)' is a value of \(owner), not a view; '\(use.key.name)' takes \(Self.accepted(by: use.key))",
                about: index)
            } else if let suggestion = Spelling.closest(to: name, among: sortedNames ?? []) {
              findings.report(
                .unresolvedReference, range,
                "no view is named '\(name)' in this document; did you mean '\(suggestion)'?",
                fixes: [Fix(title: "change to '\(suggestion)'", edits: [TextEdit(range: range, newText: suggestion)])],
                about: index)
            } else {
              findings.report(
                .unresolvedReference, range,
                "no view is named '\(name)' in this document; name the view, or refer to 'parent' or 'self'",
                about: index)
            }
          }
        }
      }
    }
  }

  /// Bare words that are values of other properties, with what takes them: `width: vert` is almost always a value
  /// written in the wrong property, not a reference to a view called `vert`.
  static let keywordOwners: [String: String] = {
    var owners: [String: String] = [:]
    for word in ["vert", "horz"] { owners[word] = "'orientation'" }
    for word in ["visible", "invisible", "gone"] { owners[word] = "'visibility'" }
    for word in ["center", "between", "around", "among", "baseline"] {
      owners[word] = "'gravity' and 'alignment' (written 'horz.\(word)' or 'vert.\(word)')"
    }
    for word in ["none", "weight", "size", "space"] { owners[word] = "'shrinkType'" }
    owners["auto"] = "'shrinkType' and 'lastlineGravityPolicy'"
    for word in ["no", "always"] { owners[word] = "'lastlineGravityPolicy'" }
    owners["flexed"] = "'spaceType'"
    for word in ["left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "width", "height"] {
      owners[word] = "a view's attributes (refer to it as 'parent.\(word)' or 'Name.\(word)')"
    }
    return owners
  }()

  /// What the property `key` takes, for messages.
  static func accepted(by key: PropertyKey) -> String {
    switch key {
    case .width, .height:
      return "a size: a number, a weight such as 50%, 'wrap', 'fill', 'average' or a reference such as 'parent.\(key.name)'"
    case _ where Properties.positionKeys.contains(key):
      return "a position: a number, a weight such as 10% or a reference such as 'parent.\(key.name)'"
    default:
      return "a number or a reference such as 'parent.width'"
    }
  }
}
