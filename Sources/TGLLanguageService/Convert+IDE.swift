// Conversions from TGLIDE results (UTF-8 offsets, editor terms) to LSP types (UTF-16 positions).

import LSPProtocol
import LSPServer
import TGLDiagnostics
import TGLIDE
import TGLSyntax

extension DocumentSnapshot {
  /// The LSP range of a UTF-8 `TextRange`.
  func lspRange(_ range: TextRange) -> LSPRange { self.range(ofUTF8: range.start..<range.end) }

  /// The UTF-8 `TextRange` of an LSP range.
  func textRange(_ range: LSPRange) -> TextRange {
    let bytes = utf8Range(of: range)
    return TextRange(start: bytes.lowerBound, end: bytes.upperBound)
  }

  func lspEdit(_ edit: TGLSyntax.TextEdit) -> LSPProtocol.TextEdit {
    LSPProtocol.TextEdit(range: lspRange(edit.range), newText: edit.newText)
  }

  func location(_ range: TextRange) -> Location { Location(uri: uri, range: lspRange(range)) }

  /// A diagnostic with its rule as code, a link to the rule's documentation and its related locations; a related
  /// location in another file of the workspace (`RelatedLocation.file`) is placed by `elsewhere`, and left out when it
  /// gives nil.
  func lspDiagnostic(
    _ diagnostic: TGLDiagnostics.Diagnostic, rules: String,
    elsewhere: (RelatedLocation) -> Location? = { _ in nil }
  ) -> LSPProtocol.Diagnostic {
    let related = diagnostic.related.compactMap { r in
      (r.file == nil ? location(r.range) : elsewhere(r)).map {
        DiagnosticRelatedInformation(location: $0, message: r.message)
      }
    }
    return LSPProtocol.Diagnostic(
      range: lspRange(diagnostic.range), severity: DiagnosticSeverity(diagnostic.severity),
      code: .string(diagnostic.rule.rawValue), codeDescriptionHref: "\(rules)#\(diagnostic.rule.rawValue)",
      source: "tgl", message: diagnostic.message, relatedInformation: related.isEmpty ? nil : related)
  }

  func lspSymbol(_ symbol: TGLIDE.DocumentSymbol) -> LSPProtocol.DocumentSymbol {
    LSPProtocol.DocumentSymbol(
      name: symbol.name, detail: symbol.kind, kind: symbol.isContainer ? .class : .object,
      range: lspRange(symbol.range), selectionRange: lspRange(symbol.selectionRange),
      children: symbol.children.map(lspSymbol))
  }
}

extension DiagnosticSeverity {
  init(_ severity: Severity) {
    switch severity {
    case .error: self = .error
    case .warning: self = .warning
    case .information: self = .information
    case .hint: self = .hint
    }
  }
}

extension CompletionItemKind {
  init(_ kind: TGLIDE.CompletionItem.Kind) {
    switch kind {
    case .elementKind: self = .class
    case .property: self = .property
    case .keyword, .directive: self = .keyword
    case .value: self = .enumMember
    case .viewName: self = .variable
    case .attribute: self = .field
    }
  }
}
