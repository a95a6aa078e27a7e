// JSON-RPC on any byte stream: framing independent of chunking, JSON and messages round-trip, nothing traps.

import LSPProtocol

enum JSONRPCCheck {
  static func violations(_ bytes: [UInt8]) -> [String] {
    var problems: [String] = []
    var whole = MessageFramer()
    let outputs = whole.feed(bytes)
    var chunked = MessageFramer()
    var chunkedOutputs: [MessageFramer.Output] = []
    var start = 0
    for end in splitPoints(bytes) + [bytes.count] where end >= start {
      chunkedOutputs += chunked.feed(bytes[start..<end])
      start = end
    }
    if bodies(outputs) != bodies(chunkedOutputs) { problems.append("the bodies depend on how the stream is split") }
    for body in bodies(outputs) + [bytes] {
      problems += jsonViolations(body)
    }
    return problems
  }

  static func bodies(_ outputs: [MessageFramer.Output]) -> [[UInt8]] {
    outputs.compactMap { output in
      if case .body(let body) = output { return body }
      return nil
    }
  }

  /// Parsing, serializing and parsing again gives the same value; a valid message re-encodes to itself.
  static func jsonViolations(_ body: [UInt8]) -> [String] {
    guard let value = try? JSON.parse(body) else { return [] }
    let serialized = value.serialized()
    guard let again = try? JSON.parse(serialized) else { return ["the serializer wrote JSON its parser rejects"] }
    var problems: [String] = []
    if again != value { problems.append("JSON does not round-trip through the serializer") }
    if again.serialized() != serialized { problems.append("serializing is not stable") }
    if case .success(let message) = Message.decode(value) {
      if Message.decode(message.json) != .success(message) { problems.append("a message does not re-encode to itself") }
      if bodies(MessageFramer().feedAll(message.framed())) != [message.json.serialized()] {
        problems.append("a framed message does not read back")
      }
    } else {
      // An invalid message is answered; the answer must itself be a valid message.
      if case .failure(let invalid) = Message.decode(value),
        Message.decode(Message.response(invalid.response).json) != .success(.response(invalid.response))
      {
        problems.append("the answer to an invalid message does not re-encode to itself")
      }
    }
    return problems
  }

  /// Up to four split points chosen from the input's hash.
  static func splitPoints(_ bytes: [UInt8]) -> [Int] {
    var hash = InputHash.of(bytes)
    var points: [Int] = []
    for _ in 0..<Int(hash % 5) {
      hash = hash &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      points.append(Int((hash >> 33) % UInt64(bytes.count + 1)))
    }
    return points.sorted()
  }
}

extension MessageFramer {
  fileprivate func feedAll(_ bytes: [UInt8]) -> [Output] {
    var copy = self
    return copy.feed(bytes)
  }
}
