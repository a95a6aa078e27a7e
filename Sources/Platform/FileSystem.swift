// Files, directories, standard streams and the environment through the C library: what the tools used
// FileManager, FileHandle and ProcessInfo for.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call: its `errno` and the C library's message for it.
public struct SystemError: Error, Equatable, Sendable {
  public var code: Int32

  public init(code: Int32) { self.code = code }

  /// The error of the last failed call on this thread.
  public static var last: SystemError { SystemError(code: errno) }

  public var message: String { String(cString: strerror(code)) }
}

public enum FileSystem {
  /// What a path names.
  public enum Kind: Equatable, Sendable {
    case file, directory, other
  }

  /// What is at `path` (symbolic links followed), or nil when nothing is.
  public static func kind(of path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return kind(info.st_mode)
  }

  /// The permission bits of `path`, or nil when it cannot be read.
  public static func permissions(of path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o7777
  }

  /// The whole contents of the file at `path`.
  public static func read(_ path: String) -> Result<[UInt8], SystemError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.last) }
    defer { close(descriptor) }
    var info = stat()
    let expected = fstat(descriptor, &info) == 0 && kind(info.st_mode) == .file ? Int(info.st_size) : 0
    return StandardStreams.readAll(descriptor, expectedSize: expected)
  }

  /// The entries of `directory` (without `.` and `..`), in the order the system lists them, or nil when it cannot
  /// be read. `kind` is nil for a symbolic link (not followed) and anything that is neither a file nor a directory.
  public static func entries(of directory: String) -> [(name: String, kind: Kind?)]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var out: [(name: String, kind: Kind?)] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
          String(cString: $0)
        }
      }
      if name == "." || name == ".." { continue }
      var kind: Kind?
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_REG): kind = .file
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_UNKNOWN):
        // Some file systems do not fill in the type.
        var info = stat()
        if lstat(directory + "/" + name, &info) == 0, (info.st_mode & S_IFMT) != S_IFLNK { kind = Self.kind(info.st_mode) }
      default: kind = nil
      }
      out.append((name, kind))
    }
    return out
  }

  /// `path` made absolute, with symbolic links, `.` and `..` resolved; nil when it does not exist.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The working directory.
  public static var currentDirectory: String {
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }
    return String(cString: path)
  }

  /// What `stat` says of a path (symbolic links followed): its kind, size and modification time.
  public struct Status: Equatable, Sendable {
    public var kind: Kind
    public var size: Int
    /// Seconds since 1970, with the fraction the file system keeps.
    public var modified: Double
  }

  /// The status of `path`, or nil when nothing is there.
  public static func status(of path: String) -> Status? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return Status(
      kind: kind(info.st_mode), size: Int(info.st_size), modified: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
  }

  /// Whether `path` is a symbolic link (not followed).
  public static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// Creates `path` and the directories above it that are missing (`mkdir -p`); succeeds when it exists already.
  public static func createDirectories(_ path: String) -> Result<Void, SystemError> {
    if kind(of: path) == .directory { return .success(()) }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return .failure(.last) }
      prefix += "/"
    }
    return kind(of: path) == .directory ? .success(()) : .failure(SystemError(code: ENOTDIR))
  }

  /// Writes `bytes` to `path` through a temporary file beside it renamed over it, so that a reader sees the old
  /// contents or the new, never a part.
  public static func write(_ bytes: [UInt8], to path: String) -> Result<Void, SystemError> {
    let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return .failure(.last) }
    let written = StandardStreams.write(descriptor, bytes)
    let error = SystemError.last
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      let failure = written ? SystemError.last : error
      unlink(temporary)
      return .failure(failure)
    }
    return .success(())
  }

  /// The directory for temporary files: `$TMPDIR`, else `/tmp`.
  /// Removes the file at `path`; false when it could not.
  public static func remove(_ path: String) -> Bool { unlink(path) == 0 }

  public static var temporaryDirectory: String {
    if let value = getenv("TMPDIR"), value.pointee != 0 {
      let path = String(cString: value)
      return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
    return "/tmp"
  }

  /// `path` made absolute against the working directory, with `.` and `..` components and repeated slashes removed
  /// as written (symbolic links are not resolved): what Foundation's `URL(fileURLWithPath:).path` gives.
  public static func standardized(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    // A path with nothing to normalise (no empty component, none that starts with `.`, no `/` at the end) is its own
    // standard form: split and joined again by `/`, it gives itself back.
    if isPlain(absolute, absolute: true) { return absolute }
    var components: [Substring] = []
    for component in absolute.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// Whether `path` has nothing to normalise: no empty part (no `//`, no `/` at its end, nor at its start unless it is
  /// `absolute`) and no part that starts with `.` (so no `.` or `..`; `.hidden` is left to the search by parts too).
  /// Split and joined again by `/`, such a path gives itself back. Read on its bytes.
  public static func isPlain(_ path: String, absolute: Bool) -> Bool {
    var previous = absolute ? 0 : UInt8(ascii: "/")
    for byte in path.utf8 {
      if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")) { return false }
      previous = byte
    }
    return previous != UInt8(ascii: "/") || (!absolute && path.isEmpty)
  }

  private static func kind(_ mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }
}

public enum StandardStreams {
  /// Writes all of `bytes` to `descriptor`, retrying after interruptions; false if the write failed.
  @discardableResult
  public static func write(_ descriptor: Int32, _ bytes: some Collection<UInt8>) -> Bool {
    let written = bytes.withContiguousStorageIfAvailable { buffer in writeAll(descriptor, UnsafeRawBufferPointer(buffer)) }
    return written ?? Array(bytes).withUnsafeBytes { writeAll(descriptor, $0) }
  }

  /// Everything readable from `descriptor` until its end.
  public static func readAll(_ descriptor: Int32, expectedSize: Int = 0) -> Result<[UInt8], SystemError> {
    // One more byte than expected, so that reading the expected size is followed by the read that sees the end.
    var bytes = [UInt8](repeating: 0, count: max(expectedSize + 1, 1 << 12))
    var filled = 0
    while true {
      if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
      let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
      if count > 0 {
        filled += count
      } else if count < 0 && errno == EINTR {
        continue
      } else if count < 0 {
        return .failure(.last)
      } else {
        bytes.removeLast(bytes.count - filled)
        return .success(bytes)
      }
    }
  }

  private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < buffer.count {
      let result = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if result > 0 {
        offset += result
      } else if result < 0 && errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }
}

public enum ProcessEnvironment {
  /// Every variable of the process's environment.
  public static func all() -> [String: String] {
    var out: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        if out[name] == nil { out[name] = String(text[text.index(after: equals)...]) }
      }
      pointer += 1
    }
    return out
  }
}

// `read` and `write` are shadowed by the methods above inside their types.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
