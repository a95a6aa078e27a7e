// The transport over the process's standard input and output.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input and writes standard output with unbuffered system calls.
///
/// Creating one ignores `SIGPIPE`, so a client that goes away ends the input instead of killing the process.
public final class StdioTransport: Transport {
  let inputDescriptor: Int32
  let outputDescriptor: Int32
  let chunkSize: Int

  public init(inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1, chunkSize: Int = 1 << 16) {
    self.inputDescriptor = inputDescriptor
    self.outputDescriptor = outputDescriptor
    self.chunkSize = chunkSize
    signal(SIGPIPE, SIG_IGN)
  }

  public func read() -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        systemRead(inputDescriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 { return Array(chunk[0..<count]) }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  public func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(outputDescriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
