// Formatting, symbols, folding, selection ranges and semantic tokens: the features that need only the syntax.

import LSPProtocol
import LSPServer
import TGLIDE
import TGLSyntax

extension TGLHandlers {
  var formatting: RequestHandler<FormattingRequest> {
    { [self] context, _ in
      analysis(context).formattingEdits().map(context.document.lspEdit)
    }
  }

  var rangeFormatting: RequestHandler<RangeFormattingRequest> {
    { [self] context, params in
      let document = context.document
      return analysis(context).rangeFormattingEdits(document.textRange(params.range)).map(document.lspEdit)
    }
  }

  var documentSymbols: RequestHandler<DocumentSymbolRequest> {
    { [self] context, _ in
      DocumentSymbols.symbols(analysis(context).source.file).map(context.document.lspSymbol)
    }
  }

  var foldingRanges: RequestHandler<FoldingRangeRequest> {
    { [self] context, _ in
      let source = analysis(context).source
      return FoldingRanges.ranges(source.tree, index: source.lineIndex).map {
        LSPProtocol.FoldingRange(
          startLine: $0.startLine, endLine: $0.endLine, kind: $0.kind == .comment ? .comment : .region)
      }
    }
  }

  var selectionRanges: RequestHandler<SelectionRangeRequest> {
    { [self] context, params in
      let document = context.document
      let tree = analysis(context).source.tree
      return params.positions.compactMap { position in
        let chain = SelectionRanges.ranges(tree, at: document.utf8Offset(of: position)).map(document.lspRange)
        return SelectionRange(chain: chain.isEmpty ? [LSPRange(at: position)] : chain)
      }
    }
  }

  static let tokenKinds = TGLIDE.SemanticToken.Kind.allCases
  static let tokenModifiers = TGLIDE.SemanticToken.Modifier.allCases
  static let legend = SemanticTokensLegend(
    tokenTypes: tokenKinds.map(\.rawValue), tokenModifiers: tokenModifiers.map(\.rawValue))

  var semanticTokens: RequestHandler<SemanticTokensFullRequest> {
    { [self] context, _ in
      SemanticTokens(tokens: lspTokens(context, in: nil))
    }
  }

  var semanticTokensRange: RequestHandler<SemanticTokensRangeRequest> {
    { [self] context, params in
      SemanticTokens(tokens: lspTokens(context, in: context.document.textRange(params.range)))
    }
  }

  func lspTokens(_ context: FeatureContext, in range: TextRange?) -> [LSPProtocol.SemanticToken] {
    let tokens = TGLIDE.SemanticTokens.tokens(analysis(context).source.tree)
    return tokens.flatMap { token -> [LSPProtocol.SemanticToken] in
      if let range, token.range.end <= range.start || token.range.start >= range.end { return [] }
      let type = Self.tokenKinds.firstIndex(of: token.kind) ?? 0
      let modifiers = Self.tokenModifiers.enumerated().reduce(0) { bits, modifier in
        token.modifiers.contains(modifier.element) ? bits | (1 << modifier.offset) : bits
      }
      return context.document.semanticTokens(
        ofUTF8: token.range.start..<token.range.end, tokenType: type, tokenModifiers: modifiers)
    }
  }
}
