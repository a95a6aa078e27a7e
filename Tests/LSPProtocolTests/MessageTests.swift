// Tests of the JSON-RPC message model: decoding each kind, the -32600 cases, and encoding with framing.

import LSPProtocol
import Testing

@Suite struct MessageTests {
  func decode(_ text: String) throws -> Result<Message, InvalidMessage> {
    Message.decode(try JSON.parse(text))
  }

  @Test func decodesEachKind() throws {
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":1}}"#)
        == .success(.request(Request(id: .number(1), method: "m", params: ["a": 1]))))
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":"x","method":"m"}"#)
        == .success(.request(Request(id: .string("x"), method: "m"))))
    #expect(
      try decode(#"{"jsonrpc":"2.0","method":"n","params":[1]}"#)
        == .success(.notification(Notification(method: "n", params: [1]))))
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":2,"result":null}"#)
        == .success(.response(Response(id: .number(2), result: .success(nil)))))
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"no"}}"#)
        == .success(.response(Response(id: .number(3), error: ResponseError(.methodNotFound, "no")))))
  }

  /// `"params": null` is absent params (clients send it with shutdown and exit), for requests and notifications.
  @Test func nullParamsAreAbsentParams() throws {
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":7,"method":"shutdown","params":null}"#)
        == .success(.request(Request(id: .number(7), method: "shutdown", params: nil))))
    #expect(
      try decode(#"{"jsonrpc":"2.0","method":"exit","params":null}"#)
        == .success(.notification(Notification(method: "exit", params: nil))))
  }


  @Test func integralDoubleIDsAreNumbers() throws {
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":4.0,"method":"m"}"#)
        == .success(.request(Request(id: .number(4), method: "m"))))
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":4.5,"method":"m"}"#)
        == .failure(InvalidMessage(id: nil, message: "\"id\" must be an integer or a string, not 4.5")))
  }

  @Test func responsesNeedExactlyOneOfResultAndError() throws {
    let invalid = "a message needs a \"method\", or a \"result\" or an \"error\""
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"x"}}"#)
        == .failure(InvalidMessage(id: .number(1), message: invalid)))
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":1,"error":{"code":"x"}}"#)
        == .failure(InvalidMessage(id: .number(1), message: invalid)))
    #expect(try decode(#"{"jsonrpc":"2.0","result":1}"#) == .failure(InvalidMessage(id: nil, message: invalid)))
  }

  /// The answer to a message whose id could not be read has `"id": null`; it must read back (found by fuzzing:
  /// `Tests/Data/fuzz-failures/jsonrpc/invalid-message-answer.json`).
  @Test func responsesWithANullIDDecode() throws {
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"bad"}}"#)
        == .success(.response(Response(id: nil, error: ResponseError(.invalidRequest, "bad")))))
    #expect(
      try decode(#"{"jsonrpc":"2.0","id":null,"method":"m"}"#)
        == .failure(InvalidMessage(id: nil, message: "\"id\" must be an integer or a string, not null")))
  }

  @Test func invalidResponseAnswersWithInvalidRequest() {
    let invalid = InvalidMessage(id: .string("q"), message: "bad")
    #expect(invalid.response == Response(id: .string("q"), error: ResponseError(.invalidRequest, "bad")))
  }

  @Test func encodesInConventionalOrder() {
    let request = Message.request(Request(id: .number(1), method: "m", params: ["a": 1]))
    #expect(request.json.serializedString == #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":1}}"#)
    let failure = Message.response(Response(id: nil, error: ResponseError(.parseError, "bad", data: [1])))
    #expect(
      failure.json.serializedString
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad","data":[1]}}"#)
    let framed = Message.notification(Notification(method: "標")).framed()
    #expect(
      String(decoding: framed, as: UTF8.self) == "Content-Length: 32\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"標\"}")
  }

  @Test func errorCodesHaveTheirStandardValues() {
    let codes: [ErrorCode] = [
      .parseError, .invalidRequest, .methodNotFound, .invalidParams, .internalError, .serverNotInitialized,
      .unknownError, .requestFailed, .serverCancelled, .contentModified, .requestCancelled,
    ]
    #expect(
      codes.map(\.rawValue) == [-32700, -32600, -32601, -32602, -32603, -32002, -32001, -32803, -32802, -32801, -32800])
  }
}
