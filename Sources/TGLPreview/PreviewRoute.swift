// What a request asks for, decided before anything is read or rendered: the token, the Host header and the
// method are checked first, so a request without the token learns nothing, not even which documents exist.

/// The preview's endpoints.
public enum PreviewRoute: Equatable, Sendable {
  /// `/`: the list of documents.
  case index
  /// `/view?doc=KEY`: the page of one document.
  case page(document: String)
  /// `/events?doc=KEY&canvas=…`: the document's frames and cursor moves as Server-Sent Events.
  case events(document: String, overrides: EnvironmentOverrides)
  /// `/info?doc=KEY&panel=N&path=P&…`: the frame and derivation of one element (the hover).
  case info(document: String, panel: Int, path: String, overrides: EnvironmentOverrides)
  /// `/reveal?doc=KEY&panel=N&path=P`: move the editor to the element.
  case reveal(document: String, panel: Int, path: String)
  /// `/font?weight=N`: the Inter file of that weight (the nearest installed), for the page's text.
  case font(weight: Int)
  /// `/gallery?doc=KEY&devices=…&a11y=1&rtl=1`: the gallery page of one document (every device × orientation).
  case gallery(document: String, gallery: GallerySet)
  /// `/gallery/events?doc=KEY&devices=…`: the gallery's frames and cursor moves as Server-Sent Events.
  case galleryEvents(document: String, gallery: GallerySet, overrides: EnvironmentOverrides)
  /// Answered at once with this response.
  case rejected(HTTPResponse)

  /// Routes `request` for the server on 127.0.0.1:`port` whose token is `token`.
  public static func route(_ request: HTTPRequest, token: AccessToken, port: UInt16) -> PreviewRoute {
    guard request.method == "GET" else { return .rejected(HTTPResponse(status: 405, text: "only GET\n")) }
    guard token.accepts(request.query["token"]) else {
      return .rejected(HTTPResponse(status: 403, text: "this preview needs the token of its URL\n"))
    }
    // A page of another site that resolves its own name to 127.0.0.1 (DNS rebinding) sends its own Host.
    let host = request.headers["host"] ?? ""
    guard host == "127.0.0.1:\(port)" || host == "localhost:\(port)" else {
      return .rejected(HTTPResponse(status: 403, text: "wrong Host header\n"))
    }
    let document = request.query["doc"] ?? ""
    let overrides = EnvironmentOverrides(query: request.query)
    switch request.path {
    case "/":
      return .index
    case "/font":
      guard let weight = Int(request.query["weight"] ?? ""), (1...1000).contains(weight) else {
        return .rejected(HTTPResponse(status: 400, text: "weight is a number from 1 to 1000\n"))
      }
      return .font(weight: weight)
    case "/view", "/events", "/info", "/reveal":
      guard !document.isEmpty else { return .rejected(HTTPResponse(status: 400, text: "doc is missing\n")) }
      if request.path == "/view" { return .page(document: document) }
      if request.path == "/events" { return .events(document: document, overrides: overrides) }
      guard let panel = Int(request.query["panel"] ?? "0"), panel >= 0, let path = request.query["path"],
        !path.isEmpty
      else { return .rejected(HTTPResponse(status: 400, text: "panel and path are needed\n")) }
      if request.path == "/info" {
        return .info(document: document, panel: panel, path: path, overrides: overrides)
      }
      return .reveal(document: document, panel: panel, path: path)
    case "/gallery", "/gallery/events":
      guard !document.isEmpty else { return .rejected(HTTPResponse(status: 400, text: "doc is missing\n")) }
      switch GallerySet.parse(query: request.query) {
      case .failure(let error):
        return .rejected(HTTPResponse(status: 400, text: error.message + "\n"))
      case .success(let gallery):
        if request.path == "/gallery" { return .gallery(document: document, gallery: gallery) }
        return .galleryEvents(document: document, gallery: gallery, overrides: overrides)
      }
    default:
      return .rejected(HTTPResponse(status: 404, text: "not found\n"))
    }
  }
}
