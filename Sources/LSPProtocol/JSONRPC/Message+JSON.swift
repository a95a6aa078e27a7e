// Reading JSON-RPC messages from JSON (with the JSON-RPC error for invalid ones) and writing them back.

import TGLJSON

/// A body that is JSON but not a JSON-RPC message.
public struct InvalidMessage: Error, Hashable, Sendable {
  /// The id of the request, when it could be read.
  public var id: RequestID?
  public var message: String

  public init(id: RequestID?, message: String) {
    self.id = id
    self.message = message
  }

  /// The response that answers it: -32600 (invalid request).
  public var response: Response { Response(id: id, error: ResponseError(.invalidRequest, message)) }
}

extension Message {
  /// Reads a message from a parsed body.
  ///
  /// An invalid message yields the error to answer with (-32600, with the request's id when it can be read).
  public static func decode(_ json: JSON) -> Result<Message, InvalidMessage> {
    guard case .object(let object) = json else {
      return .failure(InvalidMessage(id: nil, message: "a message must be a JSON object"))
    }
    let idJSON = object["id"]
    let id = idJSON.flatMap(RequestID.init(json:))
    func invalid(_ message: String) -> Result<Message, InvalidMessage> {
      .failure(InvalidMessage(id: id, message: message))
    }
    guard object["jsonrpc"] == .string("2.0") else { return invalid("\"jsonrpc\" must be \"2.0\"") }
    // A response may carry a null id: it answers a message whose id could not be read (JSON-RPC 2.0, section 5).
    let isNullResponseID = idJSON == .null && object["method"] == nil
    if let idJSON, id == nil, !isNullResponseID {
      return invalid("\"id\" must be an integer or a string, not \(idJSON)")
    }
    guard let methodJSON = object["method"] else {
      return decodeResponse(object, id: id, idJSON: idJSON)
    }
    guard case .string(let method) = methodJSON else { return invalid("\"method\" must be a string") }
    // Clients write `"params": null` for absent params (shutdown, exit): null is read as absent, for every method.
    let params = object["params"] == .null ? nil : object["params"]
    switch params {
    case nil, .object?, .array?: break
    default: return invalid("\"params\" must be an object or an array")
    }
    if let id { return .success(.request(Request(id: id, method: method, params: params))) }
    return .success(.notification(Notification(method: method, params: params)))
  }

  static func decodeResponse(_ object: JSONObject, id: RequestID?, idJSON: JSON?) -> Result<Message, InvalidMessage> {
    let invalid = InvalidMessage(id: id, message: "a message needs a \"method\", or a \"result\" or an \"error\"")
    guard idJSON != nil else { return .failure(invalid) }
    if let result = object["result"], object["error"] == nil {
      return .success(.response(Response(id: id, result: .success(result))))
    }
    if let errorJSON = object["error"], object["result"] == nil, let error = ResponseError(json: errorJSON) {
      return .success(.response(Response(id: id, result: .failure(error))))
    }
    return .failure(invalid)
  }

  /// The message as a JSON-RPC 2.0 object, members in the conventional order.
  public var json: JSON {
    var object: JSONObject = ["jsonrpc": "2.0"]
    switch self {
    case .request(let request):
      object["id"] = request.id.json
      object["method"] = .string(request.method)
      if let params = request.params { object["params"] = params }
    case .notification(let notification):
      object["method"] = .string(notification.method)
      if let params = notification.params { object["params"] = params }
    case .response(let response):
      object["id"] = response.id?.json ?? .null
      switch response.result {
      case .success(let result): object["result"] = result
      case .failure(let error): object["error"] = error.json
      }
    }
    return .object(object)
  }

  /// The message framed for the wire: a `Content-Length` header and the compact JSON body.
  public func framed() -> [UInt8] {
    Message.frame(body: json.serialized())
  }

  /// Puts a `Content-Length` header in front of `body`.
  public static func frame(body: [UInt8]) -> [UInt8] {
    var output: [UInt8] = Array("Content-Length: ".utf8)
    output.reserveCapacity(body.count + 24)
    JSON.writeInteger(body.count, into: &output)
    output.append(contentsOf: [0x0D, 0x0A, 0x0D, 0x0A])
    output.append(contentsOf: body)
    return output
  }
}
