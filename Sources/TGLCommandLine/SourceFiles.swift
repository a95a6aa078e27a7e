// Finding, reading and atomically rewriting .tgl files.

import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-system access for the commands. Only the command-line layer touches files.
public enum SourceFiles {
  /// Expands files and directories into the `.tgl` files to process: a file as given, a directory
  /// as every `*.tgl` below it (sorted, hidden files and directories such as `.build` skipped, symbolic links to
  /// directories not followed).
  /// - Throws: a usage error naming the first path that does not exist.
  public static func expand(_ paths: [String]) throws(UsageError) -> [String] {
    var out: [String] = []
    for path in paths {
      guard let kind = FileSystem.kind(of: path) else { throw UsageError("no such file or directory: \(path)") }
      if kind == .directory {
        out += tglFiles(under: path)
      } else {
        out.append(path)
      }
    }
    return out
  }

  static func tglFiles(under directory: String) -> [String] {
    var found: [String] = []
    collect(directory.hasSuffix("/") ? String(directory.dropLast()) : directory, into: &found)
    return found.sorted()
  }

  private static func collect(_ directory: String, into found: inout [String]) {
    guard let entries = FileSystem.entries(of: directory) else { return }
    for entry in entries where !entry.name.hasPrefix(".") {
      let path = directory + "/" + entry.name
      if entry.kind == .directory {
        collect(path, into: &found)
      } else if entry.name.hasSuffix(".tgl") {
        found.append(path)
      }
    }
  }

  public static func read(_ path: String) throws(UsageError) -> [UInt8] {
    switch FileSystem.read(path) {
    case .success(let bytes): return bytes
    case .failure(let error) where error.code == ENOENT: throw UsageError("no such file or directory: \(path)")
    case .failure(let error): throw UsageError("cannot read \(path): \(error.message)")
    }
  }

  /// Replaces the file's contents atomically: writes a temporary file beside it, flushes it to disk,
  /// gives it the original's permissions and renames it over the original. A reader sees either the
  /// old or the new contents, never a mix, even if the process dies half-way.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(UsageError) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = directory + "." + name + ".tgl-fmt-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let mode = FileSystem.permissions(of: path) ?? 0o644
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
    guard descriptor >= 0 else { throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))") }
    var written = 0
    let ok: Bool = bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      while written < buffer.count {
        let result = write(descriptor, base + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return true
    }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard ok, synced, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw UsageError("cannot write \(path): \(reason)")
    }
  }
}
