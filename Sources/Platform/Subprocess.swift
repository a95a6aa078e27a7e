// Running another program and waiting for it: `tgl render -o x.png` hands its SVG to a rasteriser.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

public enum Subprocess {
  /// The full path of `program` in the directories of `path` (a `PATH` value; nil: the usual directories), if it is an
  /// executable file there.
  public static func find(_ program: String, path: String?) -> String? {
    let path = path ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = directory + "/" + program
      if access(candidate, X_OK) == 0, FileSystem.kind(of: candidate) == .file { return candidate }
    }
    return nil
  }

  /// Runs `executable` with `arguments` (the program's own name is added as the first), its standard input empty
  /// and its output and errors the caller's; waits for it. The exit status, or the error that kept it from starting.
  public static func run(_ executable: String, _ arguments: [String]) -> Result<Int32, SystemError> {
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var pid = pid_t()
    let started = (argv + [nil]).withUnsafeBufferPointer { buffer in
      posix_spawn(&pid, executable, &actions, nil, UnsafeMutablePointer(mutating: buffer.baseAddress!), environ)
    }
    guard started == 0 else { return .failure(SystemError(code: started)) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return .failure(.last) }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
    return .success(status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
  }
}
