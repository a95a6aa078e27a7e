// Go to definition, references, document highlights and rename.

import LSPProtocol
import LSPServer
import TGLIDE

extension TGLHandlers {
  var definition: RequestHandler<DefinitionRequest> {
    { [self] context, params in
      let document = context.document
      return analysis(context).definition(at: document.utf8Offset(of: params.position)).map(document.location)
    }
  }

  var references: RequestHandler<ReferencesRequest> {
    { [self] context, params in
      let document = context.document
      let offset = document.utf8Offset(of: params.position)
      let ranges = analysis(context).references(at: offset, includeDeclaration: params.includeDeclaration)
      return ranges.map(document.location)
    }
  }

  var documentHighlights: RequestHandler<DocumentHighlightRequest> {
    { [self] context, params in
      let document = context.document
      return analysis(context).occurrences(at: document.utf8Offset(of: params.position)).map {
        DocumentHighlight(range: document.lspRange($0.range), kind: $0.isDeclaration ? .write : .read)
      }
    }
  }

  var prepareRename: RequestHandler<PrepareRenameRequest> {
    { [self] context, params in
      let document = context.document
      guard let target = analysis(context).renameTarget(at: document.utf8Offset(of: params.position)) else {
        return nil
      }
      return PrepareRenameResult(range: document.lspRange(target.range), placeholder: target.name)
    }
  }

  var rename: RequestHandler<RenameRequest> {
    { [self] context, params in
      let document = context.document
      switch analysis(context).rename(at: document.utf8Offset(of: params.position), to: params.newName) {
      case .success(let edits):
        return WorkspaceEdit(changes: [document.uri: edits.map(document.lspEdit)])
      case .failure(let error):
        throw ResponseError.requestFailed(error.message)
      }
    }
  }
}
