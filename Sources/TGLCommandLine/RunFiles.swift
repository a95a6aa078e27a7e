// The files of one `tgl check` run, for the related locations its findings have in other files: a finding in a
// component names each use, in the screens that use it, and each location is written in its own file's lines and
// columns, by the path the run names that file by. A file the run was not given (a component's file that only another
// file's finding is in) is named relative to the current directory when the run was given relative paths.

import Platform
import TGLDiagnostics
import TGLSyntax

/// The files a run read, by absolute path (`RelatedLocation.file` is absolute in a checked file's findings,
/// `ProgramLowering.absoluteRelated`): the path the output names each one by, and each one's line index, made at the
/// first related location in it and kept. The workers that render the files' outputs share it.
final class RunFiles: @unchecked Sendable {
  private let lock = Lock()
  /// The path each file was given by and its bytes, as the run read them.
  private var read: [String: (path: String, bytes: [UInt8])] = [:]
  /// Each file's line index once made; nil for a file that could not be read.
  private var indexes: [String: LineIndex?] = [:]
  /// The run's programs, whose texts of the files the run was not given come before the disk's.
  private var programs = WorkspacePrograms()

  /// The current directory with a slash after it, when a file the run was not given is named relative to it (the
  /// run was given relative paths); nil to name such files by their absolute paths.
  private let relativeTo: String?

  /// `relative`: whether the run was given its paths relative to `currentDirectory` (absolute).
  init(currentDirectory: String, relative: Bool) {
    let folder = currentDirectory.hasSuffix("/") ? String(currentDirectory.dropLast()) : currentDirectory
    relativeTo = relative && !folder.isEmpty ? folder + "/" : nil
  }

  /// Adds the file at `absolute`, given as `path`, read as `bytes`.
  func add(absolute: String, path: String, bytes: [UInt8]) {
    lock.withLock { read[absolute] = (path, bytes) }
  }

  /// Adds the run's programs, for the files they read that the run was not given (a component's file imported by a
  /// checked screen).
  func add(_ programs: WorkspacePrograms) {
    lock.withLock { self.programs = programs }
  }

  /// The bytes of the file at `absolute`, which the run was not given: as a program of the run read it, else as the
  /// disk holds it now; nil when neither has it.
  func bytesOfFileNotGiven(_ absolute: String) -> [UInt8]? {
    if let text = lock.withLock({ programs }).text(ofAbsolute: absolute) { return Array(text.utf8) }
    guard case .success(let bytes) = FileSystem.read(absolute) else { return nil }
    return bytes
  }

  /// The path the output names the file at `absolute` by: as given, for a file the run was given; else, in a run
  /// given relative paths, relative to the current directory when it is below it (`shared/cells.tgl`); else absolute.
  func displayPath(of absolute: String) -> String {
    if let given = lock.withLock({ read[absolute]?.path }) { return given }
    if let prefix = relativeTo, absolute.hasPrefix(prefix), absolute.utf8.count > prefix.utf8.count {
      return String(absolute.dropFirst(prefix.count))
    }
    return absolute
  }

  /// The file at `absolute` as the output names it and its line index (`displayPath(of:)`, `lineIndex(of:)`).
  func file(_ absolute: String) -> Related {
    Related(absolute: absolute, path: displayPath(of: absolute), index: lineIndex(of: absolute))
  }

  /// A file a related location is in, as `file(_:)` finds it.
  struct Related {
    let absolute: String
    let path: String
    let index: LineIndex?
  }

  /// The other files of one file's output (the file at `current`, absolute), the last one kept: a finding's related
  /// locations in another file come in runs (a use's notes), so most are answered without a lookup.
  struct Cursor {
    let files: RunFiles
    let current: String?
    private var last: Related?

    init(_ files: RunFiles, current: String?) {
      self.files = files
      self.current = current
    }

    /// The file `related` is in, when it is another file than the current one; nil for a location in it.
    mutating func otherFile(of related: RelatedLocation) -> Related? {
      guard let absolute = related.file, absolute != current else { return nil }
      if let last, last.absolute == absolute { return last }
      let found = files.file(absolute)
      last = found
      return found
    }
  }

  /// The line index of the file at `absolute`: of the bytes the run read, else of the text a program read, else of
  /// the file read now; nil when it cannot be read.
  @Sendable func lineIndex(of absolute: String) -> LineIndex? {
    if let known = lock.withLock({ indexes[absolute] }) { return known }
    let index = (lock.withLock { read[absolute]?.bytes } ?? bytesOfFileNotGiven(absolute)).map(LineIndex.init(bytes:))
    lock.withLock { indexes[absolute] = index }
    return index
  }
}
