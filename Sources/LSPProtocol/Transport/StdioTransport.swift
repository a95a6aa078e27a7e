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
///
/// Read either from a reading thread (`read`) or from the writing thread (`readReady`, after `poll` on
/// `pollDescriptor`). In the second case the writing thread is the only one that reads, so a write must not simply
/// block while the client is not taking output: a client that writes a large message before reading would wait for
/// us while we wait for it. So once `readReady` has been called, an output that is a pipe or a socket is put in
/// non-blocking mode, and a write that cannot go on polls both sides, keeping the input it reads for `readReady`.
/// Unchecked `Sendable`: the buffers are touched only by the one thread that reads (see `Transport`).
public final class StdioTransport: PollableTransport, @unchecked Sendable {
  let inputDescriptor: Int32
  let outputDescriptor: Int32
  /// Where reads go, allocated once: a fresh 64 KiB buffer per read was cleared and freed for every message.
  private let readBuffer: UnsafeMutableRawBufferPointer
  /// Whether `readReady` is in use: the writing thread owns the input.
  private var inputOnWriter = false
  /// The output's file status flags before it was made non-blocking, restored when the transport goes away.
  private var savedOutputFlags: Int32?
  /// Input read while a write waited for the client; `readReady` hands it out before reading again.
  private var stashedInput: [UInt8] = []
  /// The input ended while a write waited for the client.
  private var stashedEnd = false

  public init(inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1, chunkSize: Int = 1 << 16) {
    self.inputDescriptor = inputDescriptor
    self.outputDescriptor = outputDescriptor
    readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(chunkSize, 1), alignment: 1)
    signal(SIGPIPE, SIG_IGN)
  }

  deinit {
    if let savedOutputFlags { _ = fcntl(outputDescriptor, F_SETFL, savedOutputFlags) }
    readBuffer.deallocate()
  }

  /// The bytes one `read` returned (a message usually arrives whole), copied out of the reused buffer.
  public func read() -> [UInt8]? {
    while true {
      let count = systemRead(inputDescriptor, readBuffer.baseAddress, readBuffer.count)
      if count > 0 { return Array(UnsafeRawBufferPointer(rebasing: readBuffer[0..<count])) }
      if count < 0 && errno == EINTR { continue }
      // A descriptor left in non-blocking mode by whoever started us: wait for input instead of ending.
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && waitForInput() { continue }
      return nil
    }
  }

  // MARK: Reading on the writing thread

  public var pollDescriptor: Int32 { inputDescriptor }

  /// Whether input read during a write is waiting to be handed out: the caller must not wait on `poll` then.
  public var hasStashedInput: Bool { !stashedInput.isEmpty || stashedEnd }

  public func readReady(_ consume: (UnsafeRawBufferPointer) -> Void) -> ReadyInput {
    if !inputOnWriter {
      inputOnWriter = true
      makeOutputNonBlocking()
    }
    if !stashedInput.isEmpty {
      stashedInput.withUnsafeBytes(consume)
      stashedInput.removeAll(keepingCapacity: true)
      return .read
    }
    if stashedEnd { return .ended }
    while true {
      let count = systemRead(inputDescriptor, readBuffer.baseAddress, readBuffer.count)
      if count > 0 {
        consume(UnsafeRawBufferPointer(rebasing: readBuffer[0..<count]))
        return .read
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return .none }
      return .ended
    }
  }

  // MARK: Writing

  public func write(_ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(outputDescriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && waitForOutput() {
        continue
      } else {
        return
      }
    }
  }

  /// Puts a pipe or socket output in non-blocking mode (a terminal or a file is left alone: it is not a client that
  /// could wait for us, and a terminal's mode is shared with the shell).
  private func makeOutputNonBlocking() {
    var status = stat()
    guard fstat(outputDescriptor, &status) == 0 else { return }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFIFO || kind == S_IFSOCK else { return }
    let flags = fcntl(outputDescriptor, F_GETFL)
    guard flags >= 0, flags & O_NONBLOCK == 0, fcntl(outputDescriptor, F_SETFL, flags | O_NONBLOCK) == 0 else { return }
    savedOutputFlags = flags
  }

  /// Waits until the output takes more bytes; false when it never will (the client closed it). When the writing
  /// thread owns the input, reads it meanwhile into `stashedInput`.
  private func waitForOutput() -> Bool {
    let watchInput = inputOnWriter && !stashedEnd
    var descriptors = [
      pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0),
      // A negative descriptor is ignored by poll: a closed input would otherwise report POLLHUP forever.
      pollfd(fd: watchInput ? inputDescriptor : -1, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      if poll(&descriptors, 2, -1) < 0 {
        if errno == EINTR { continue }
        return false
      }
      if descriptors[1].revents != 0 {
        let count = systemRead(inputDescriptor, readBuffer.baseAddress, readBuffer.count)
        if count > 0 {
          stashedInput.append(contentsOf: UnsafeRawBufferPointer(rebasing: readBuffer[0..<count]))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) {
          stashedEnd = true
          descriptors[1].fd = -1
        }
      }
      let output = descriptors[0].revents
      if output & Int16(POLLOUT) != 0 { return true }
      if output & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return false }
    }
  }

  /// Waits until the input is readable (or closed); false when polling fails.
  private func waitForInput() -> Bool {
    var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
    while true {
      if poll(&descriptor, 1, -1) >= 0 { return true }
      if errno != EINTR { return false }
    }
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
