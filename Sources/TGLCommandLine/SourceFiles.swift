// Finding, reading and atomically rewriting .tgl files.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-system access for the commands. Only the command-line layer touches files.
public enum SourceFiles {
  /// Expands files and directories into the `.tgl` files to process: a file as given, a directory
  /// as every `*.tgl` below it (sorted, hidden directories and `.build` skipped).
  /// - Throws: a usage error naming the first path that does not exist.
  public static func expand(_ paths: [String]) throws(UsageError) -> [String] {
    var out: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError("no such file or directory: \(path)")
      }
      if isDirectory.boolValue {
        out += tglFiles(under: path)
      } else {
        out.append(path)
      }
    }
    return out
  }

  static func tglFiles(under directory: String) -> [String] {
    let root = URL(fileURLWithPath: directory)
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var found: [String] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == ".build" {
        enumerator.skipDescendants()
        continue
      }
      guard url.pathExtension == "tgl" else { continue }
      let relative = url.path.hasPrefix(root.path) ? String(url.path.dropFirst(root.path.count)) : "/" + url.lastPathComponent
      let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
      found.append(base + relative)
    }
    return found.sorted()
  }

  public static func read(_ path: String) throws(UsageError) -> [UInt8] {
    guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no such file or directory: \(path)") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("cannot read \(path)")
    }
    return Array(data)
  }

  /// Replaces the file's contents atomically: writes a temporary file beside it, flushes it to disk,
  /// gives it the original's permissions and renames it over the original. A reader sees either the
  /// old or the new contents, never a mix, even if the process dies half-way.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(UsageError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/." + url.lastPathComponent + ".tgl-fmt-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.uint16Value ?? 0o644
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode_t(mode))
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
