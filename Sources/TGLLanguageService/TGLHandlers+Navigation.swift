// Go to definition, references, document highlights and rename: of view names in their document, and of the names a
// whole app declares (constants, styles, components, parameters) across the workspace's files.

import LSPProtocol
import LSPServer
import TGLIDE

extension TGLHandlers {
  var definition: RequestHandler<DefinitionRequest> {
    { [self] context, params in
      let document = context.document
      let offset = document.utf8Offset(of: params.position)
      if let (names, place) = workspaceNames(context, wholeWorkspace: false),
        let name = names.name(at: offset, in: place.path)
      {
        let places = RelatedPlaces(self, context)
        return names.definition(of: name).flatMap { places.location(of: $0.range, in: $0.file) }.map { [$0] } ?? []
      }
      return analysis(context).definition(at: offset).map(document.location)
    }
  }

  var references: RequestHandler<ReferencesRequest> {
    { [self] context, params in
      let document = context.document
      let offset = document.utf8Offset(of: params.position)
      if let (names, place) = workspaceNames(context, wholeWorkspace: true),
        let name = names.name(at: offset, in: place.path)
      {
        let places = RelatedPlaces(self, context)
        return names.occurrences(of: name).filter { params.includeDeclaration || !$0.isDeclaration }.compactMap {
          places.location(of: $0.range, in: $0.file)
        }
      }
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
      let offset = document.utf8Offset(of: params.position)
      if let (names, place) = workspaceNames(context, wholeWorkspace: false),
        let name = names.name(at: offset, in: place.path),
        let site = names.sites[place.path]?.first(where: {
          $0.name == name && $0.site.range.start <= offset && offset <= $0.site.range.end
        })?.site
      {
        return PrepareRenameResult(range: document.lspRange(site.range), placeholder: name.name)
      }
      guard let target = analysis(context).renameTarget(at: offset) else { return nil }
      return PrepareRenameResult(range: document.lspRange(target.range), placeholder: target.name)
    }
  }

  var rename: RequestHandler<RenameRequest> {
    { [self] context, params in
      let document = context.document
      let offset = document.utf8Offset(of: params.position)
      if let (names, place) = workspaceNames(context, wholeWorkspace: true),
        let name = names.name(at: offset, in: place.path)
      {
        switch names.rename(name, to: params.newName) {
        case .success(let edits):
          var changes: [DocumentURI: [LSPProtocol.TextEdit]] = [:]
          let places = RelatedPlaces(self, context)
          for (file, fileEdits) in edits {
            for edit in fileEdits {
              guard let place = places.location(of: edit.range, in: file) else { continue }
              changes[place.uri, default: []].append(LSPProtocol.TextEdit(range: place.range, newText: edit.newText))
            }
          }
          return WorkspaceEdit(changes: changes)
        case .failure(let error):
          throw ResponseError.requestFailed(error.message)
        }
      }
      switch analysis(context).rename(at: offset, to: params.newName) {
      case .success(let edits):
        return WorkspaceEdit(changes: [document.uri: edits.map(document.lspEdit)])
      case .failure(let error):
        throw ResponseError.requestFailed(error.message)
      }
    }
  }
}
