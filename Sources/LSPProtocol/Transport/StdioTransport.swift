// The transport over the process's standard input and output.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input and writes standard output with unbuffered system calls: one `write` per message.
///
/// Creating one ignores `SIGPIPE`, so a client that goes away ends the input instead of killing the process.
/// Unchecked `Sendable`: the read buffer is touched only by `read`, which one thread calls (see `Transport`).
public final class StdioTransport: Transport, @unchecked Sendable {
  let inputDescriptor: Int32
  let outputDescriptor: Int32
  /// Where `read` reads to, allocated once: a fresh 64 KiB buffer per read was cleared and freed for every message.
  private let readBuffer: UnsafeMutableRawBufferPointer

  public init(inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1, chunkSize: Int = 1 << 16) {
    self.inputDescriptor = inputDescriptor
    self.outputDescriptor = outputDescriptor
    readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(chunkSize, 1), alignment: 1)
    signal(SIGPIPE, SIG_IGN)
  }

  deinit { readBuffer.deallocate() }

  /// The bytes one `read` returned (a message usually arrives whole), copied out of the reused buffer.
  public func read() -> [UInt8]? {
    while true {
      let count = systemRead(inputDescriptor, readBuffer.baseAddress, readBuffer.count)
      if count > 0 { return Array(UnsafeRawBufferPointer(rebasing: readBuffer[0..<count])) }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  public func write(_ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(outputDescriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
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

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
