// Mutation tests: damaged JSON and damaged byte streams never trap the parser or the framer.

import LSPProtocol
import TGLTestSupport
import Testing

@Suite struct FuzzTests {
  static let samples = [
    #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a"},"#
      + #""position":{"line":0,"character":3}}}"#,
    #"[1,-2.5e3,"标题\ud83d\udc4d\n",true,false,null,{"a":[{}],"b":"\u00e9"}]"#,
  ]

  @Test func mutatedJSONParsesOrFailsCleanly() throws {
    var random = SplitMix64(seed: 0xF022)
    let alphabet = Array(#"{}[]":,\u0123456789eE+-.tfnrl标 "#.utf8) + [0xFF, 0x00, 0x80, 0xF0]
    for round in 0..<20_000 {
      var bytes = Array(FuzzTests.samples[round % FuzzTests.samples.count].utf8)
      for _ in 0..<(1 + Int(random.next() % 4)) {
        let position = Int(random.next() % UInt64(bytes.count + 1))
        switch random.next() % 3 {
        case 0 where position < bytes.count: bytes.remove(at: position)
        case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
        default:
          if position < bytes.count { bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))] }
        }
      }
      guard let value = try? JSON.parse(bytes) else { continue }
      #expect(try JSON.parse(value.serialized()) == value, "seed 0xF022, round \(round)")
    }
  }

  @Test func randomChunksOfJunkAndFramesNeverTrap() {
    var random = SplitMix64(seed: 0xF7A3)
    for _ in 0..<300 {
      var stream: [UInt8] = []
      for _ in 0..<8 {
        switch random.next() % 4 {
        case 0: stream += Message.frame(body: Array(FuzzTests.samples[0].utf8))
        case 1: stream += Array("Content-Length: \(random.next() % 50)\r\n\r\n".utf8)
        case 2: stream += (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        default: stream += Array("\r\n\r\nContent-Length: x\r\n".utf8)
        }
      }
      var framer = MessageFramer(maximumMessageSize: 200, maximumHeaderSize: 64)
      var index = 0
      while index < stream.count {
        let length = 1 + Int(random.next() % 30)
        _ = framer.feed(stream[index..<min(index + length, stream.count)])
        index += length
      }
    }
  }
}

