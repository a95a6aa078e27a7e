// The commands of the tgl features: "Show generated Swift".

import LSPProtocol
import LSPServer
import Platform
import TGLIDE

extension TGLHandlers {
  static let showGeneratedSwift = "tgl.showGeneratedSwift"

  /// Arguments: a document's URI and the index of one of its layouts (as the code action gives them). Writes the Swift
  /// `tgl gen swift` generates for that layout into the system's temporary directory (`tgl-generated-swift/TYPE.swift`;
  /// for a file that imports or declares, what it generates for the whole file in its program, `NAME.tgl.swift`),
  /// asks the client to show it (`window/showDocument`, when the client can) and answers `{"uri", "swift"}`. A file
  /// with errors answers with an error that lists them.
  var showGeneratedSwift: @Sendable (WorkspaceSnapshot, [JSON]) throws -> CommandOutcome {
    { [self] workspace, arguments in
      guard arguments.count == 2, let uri = arguments[0].stringValue, let index = arguments[1].intValue else {
        throw ResponseError.invalidParams("\(Self.showGeneratedSwift) takes a document's URI and a layout's index")
      }
      guard let document = workspace.documents[uri] else {
        throw ResponseError(.requestFailed, "document is not open: \(uri)")
      }
      let analysis = analysis(FeatureContext(document: document, workspace: workspace))
      guard analysis.source.documents.indices.contains(index) else {
        throw ResponseError(.requestFailed, "the document has no layout \(index)")
      }
      let fileName = FileURI.lastPathComponent(of: uri) ?? "untitled.tgl"
      let result = analysis.generatedSwift(ofDocument: index, fileName: fileName)
      // A file of a program shows what `tgl gen swift` writes for the whole file (its layouts name its enum and the
      // components' types), named as that command names it; any other file, the layout's type alone.
      let generatedName = analysis.source.program != nil ? fileName : result.typeNames.first
      guard let swift = result.source, let generatedName else {
        let reasons = result.errors.map { error in
          let (line, column) = analysis.source.lineIndex.humanPosition(of: error.range.start)
          return "\(fileName):\(line):\(column): \(error.message)"
        }
        throw ResponseError(
          .requestFailed, "no Swift is generated while the file has errors:\n" + reasons.joined(separator: "\n"))
      }
      let directory = FileSystem.standardized(FileSystem.temporaryDirectory + "/tgl-generated-swift")
      let file = directory + "/" + generatedName + ".swift"
      let written = FileSystem.createDirectories(directory).flatMap { FileSystem.write(Array(swift.utf8), to: file) }
      if case .failure(let error) = written {
        throw ResponseError(.requestFailed, "cannot write \(file): \(error.message)")
      }
      let fileURI = FileURI.uri(forPath: file)
      // Warnings that did not stop generation (a file laid out for MyLayout, whose code is TangramKit's) go with the
      // answer, and to the user as a message, since the generated file shows nothing of them.
      let warnings = result.warnings.map { warning in
        let (line, column) = analysis.source.lineIndex.humanPosition(of: warning.range.start)
        return "\(fileName):\(line):\(column): \(warning.message)"
      }
      var requests: [(method: String, params: JSON)] = []
      if workspace.client.showDocumentSupport {
        requests.append((method: ShowDocumentParams.method, params: ShowDocumentParams(uri: fileURI).json))
      }
      if !warnings.isEmpty {
        let message = LogMessageParams(type: .warning, message: warnings.joined(separator: "\n"))
        requests.append((method: "window/showMessageRequest", params: message.json))
      }
      return CommandOutcome(
        result: ["uri": .string(fileURI), "swift": .string(swift), "warnings": .array(warnings.map(JSON.string))],
        clientRequests: requests)
    }
  }
}
