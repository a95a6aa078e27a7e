// A listening TCP socket on 127.0.0.1 only: the preview is never reachable from another machine.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the listener could not start.
public struct ListenerError: Error, CustomStringConvertible {
  public let description: String
}

/// A socket bound to the loopback address, on a given port or on one the system picks.
public final class LoopbackListener: @unchecked Sendable {
  public let descriptor: Int32
  /// The port actually bound (the system's choice when asked for 0).
  public let port: UInt16
  /// The address bound, as read back from the socket: always `127.0.0.1`.
  public let address: String

  /// Binds 127.0.0.1:`port` (0: any free port) and listens.
  public init(port: UInt16 = 0, backlog: Int32 = 32) throws(ListenerError) {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw ListenerError(description: "cannot create a socket (errno \(errno))") }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    // INADDR_LOOPBACK (127.0.0.1), never INADDR_ANY.
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0 else {
      let code = errno
      SocketIO.close(fd)
      throw ListenerError(
        description: code == EADDRINUSE
          ? "port \(port) on 127.0.0.1 is in use" : "cannot bind 127.0.0.1:\(port) (errno \(code))")
    }
    guard listen(fd, backlog) == 0 else {
      SocketIO.close(fd)
      throw ListenerError(description: "cannot listen on 127.0.0.1:\(port) (errno \(errno))")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    descriptor = fd
    self.port = UInt16(bigEndian: actual.sin_port)
    self.address = Self.dottedQuad(UInt32(bigEndian: actual.sin_addr.s_addr))
  }

  static func dottedQuad(_ value: UInt32) -> String {
    "\(value >> 24 & 0xFF).\(value >> 16 & 0xFF).\(value >> 8 & 0xFF).\(value & 0xFF)"
  }

  /// Waits for the next connection; nil once the listener is closed.
  public func accept() -> Int32? {
    while true {
      #if canImport(Glibc)
        let fd = Glibc.accept(descriptor, nil, nil)
      #else
        let fd = Darwin.accept(descriptor, nil, nil)
      #endif
      if fd >= 0 { return fd }
      if errno == EINTR || errno == ECONNABORTED { continue }
      return nil
    }
  }

  /// Stops accepting: a thread blocked in `accept` returns nil.
  public func close() {
    shutdown(descriptor, Int32(SHUT_RDWR))
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }
}

/// Blocking reads and writes on a connected socket, each bounded in time so a slow peer cannot hold a thread forever.
enum SocketIO {
  /// Sets the send and receive timeouts of `fd`.
  static func setTimeouts(_ fd: Int32, seconds: Int) {
    var time = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// Writes all of `bytes`; false when the peer is gone or too slow (the send timed out).
  static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        #if canImport(Glibc)
          return send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        #else
          return send(fd, buffer.baseAddress! + offset, buffer.count - offset, 0)
        #endif
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// Reads a request head: until the blank line, the size limit, the end of input or the timeout.
  static func readHead(_ fd: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count <= HTTPRequest.maximumHeadSize {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[..<count]
      if HTTPRequest.headEnd(bytes) != nil { break }
    }
    return bytes
  }

  static func close(_ fd: Int32) {
    shutdown(fd, Int32(SHUT_RDWR))
    #if canImport(Glibc)
      _ = Glibc.close(fd)
    #else
      _ = Darwin.close(fd)
    #endif
  }
}
