// `tgl fmt` killed at random moments: the file is always the old or the new content, never a mix or a loss.

import Foundation
import TGLFormat
import TGLSyntax
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite(.serialized) struct AtomicFormatTests {
  /// The `tgl` executable SwiftPM built beside the test bundle.
  static var tglExecutable: URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("tgl")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// A large, valid, badly formatted file: the formatter has something to rewrite everywhere.
  static func unformatted(views: Int) -> [UInt8] {
    var text = "linear   S(vert){\n"
    for index in 0..<views { text += "view V\(index){width:10;height : \(index % 90)}\n" }
    return Array((text + "}\n").utf8)
  }

  /// Runs `tgl fmt` on a copy of the file `kills` times, killing it with SIGKILL after delays spread from zero to
  /// past the time a full run takes; after each kill the file must hold the old or the new bytes exactly, and at
  /// most one `.NAME.tgl-fmt-*` temporary file may be left beside it.
  static func killRepeatedly(kills: Int, views: Int) throws {
    let tgl = try #require(tglExecutable, "the tgl executable is not beside the test bundle; run `swift build` first")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("big.tgl")
    let old = unformatted(views: views)
    let new = Formatter.formatUTF8(Parser.parse(bytes: old).tree)
    #expect(old != new)

    // How long one uninterrupted run takes, to spread the kills over it.
    try Data(old).write(to: file)
    let clock = ContinuousClock()
    let full = try clock.measure { try run(tgl, file, killAfter: nil) }
    #expect(Array(try Data(contentsOf: file)) == new)

    var sawOld = 0
    var sawNew = 0
    var leftTemporary = 0
    func attempt(_ label: String, killAfter delay: Duration) throws {
      try Data(old).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
      try run(tgl, file, killAfter: delay)
      let bytes = Array(try Data(contentsOf: file))
      if bytes == old { sawOld += 1 } else if bytes == new { sawNew += 1 } else {
        Issue.record("\(label) (kill after \(delay)): the file is neither the old nor the new content")
      }
      let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
      #expect(mode?.intValue == 0o640, "\(label): the permissions changed")
      let others = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "big.tgl" }
      #expect(others.count <= 1, "\(label): left \(others)")
      if !others.isEmpty { leftTemporary += 1 }
      for name in others {
        #expect(name.hasPrefix(".big.tgl.tgl-fmt-"), "\(label): unexpected file \(name)")
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
      }
    }
    for index in 0..<kills {
      // Half the kills spread over the whole run, half over its last fifth, where the file is written.
      let fraction = Double(index / 2) / Double(max(1, (kills - 1) / 2))
      try attempt("attempt \(index)", killAfter: full * (index % 2 == 0 ? 1.3 * fraction : 0.8 + 0.4 * fraction))
    }
    // On a loaded machine a run can take several times the one measured first, so that no kill came after the
    // end: kill later and later (up to 64 times the first run) until one does, so that both outcomes are seen.
    var late = full * 2
    while sawNew == 0 && late < full * 65 {
      try attempt("late attempt", killAfter: late)
      late = late * 2
    }
    // The spread of delays reaches both before the rename and after the end.
    #expect(sawOld > 0 && sawNew > 0, "old \(sawOld), new \(sawNew)")
    if ProcessInfo.processInfo.environment["TGL_HOSTILE_TIMINGS"] == "1" {
      print("atomic fmt: \(kills) kills over \(full): old \(sawOld), new \(sawNew), killed mid-write \(leftTemporary)")
    }
  }

  /// Starts `tgl fmt FILE` and, with a delay, kills it with SIGKILL; waits for it to end either way.
  static func run(_ tgl: URL, _ file: URL, killAfter delay: Duration?) throws {
    let process = Process()
    process.executableURL = tgl
    process.arguments = ["fmt", file.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    if let delay {
      let (seconds, attoseconds) = delay.components
      usleep(UInt32(clamping: seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
  }

  @Test func killedMidWriteLeavesTheOldOrTheNewFile() throws {
    try AtomicFormatTests.killRepeatedly(kills: 12, views: 20_000)
  }

  @Test(.enabled(if: slowTestsEnabled))
  func killedAtHundredsOfMomentsLeavesTheOldOrTheNewFile() throws {
    try AtomicFormatTests.killRepeatedly(kills: 200, views: 100_000)
  }
}
