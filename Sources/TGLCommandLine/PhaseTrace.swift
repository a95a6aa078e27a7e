// `TGL_TRACE_PHASES=1 tgl check …` writes, to standard error, the wall and CPU time of each phase of the run
// (docs/dev/performance-journal.md, "Session 18: wcheck"): how much of the run keeps both cores busy. Off, it reads
// no clock.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

struct PhaseTrace {
  private let write: ((String) -> Void)?
  private var wall = 0.0
  private var cpu = 0.0

  /// Traces when `environment` sets `TGL_TRACE_PHASES` to anything but `0`; the first line is the CPU time the
  /// process spent before the command started (loading, static initialisers).
  init(environment: [String: String], write: @escaping (String) -> Void) {
    guard let setting = environment["TGL_TRACE_PHASES"], setting != "0" else {
      self.write = nil
      return
    }
    self.write = write
    wall = Self.seconds(CLOCK_MONOTONIC)
    cpu = Self.seconds(CLOCK_PROCESS_CPUTIME_ID)
    write("phase start: \(Self.milliseconds(cpu)) ms cpu before the command\n")
  }

  /// Whether the run is traced.
  var isOn: Bool { write != nil }

  /// Ends the phase `name`: its wall time, the CPU time of all threads in it, and their ratio (2.0 is both cores);
  /// with `tail`, the seconds a core stood idle at the end of the phase's last parallel loop (`WorkerPool.lastTail`).
  mutating func end(_ name: String, tail: Double? = nil) {
    guard let write else { return }
    let nowWall = Self.seconds(CLOCK_MONOTONIC)
    let nowCPU = Self.seconds(CLOCK_PROCESS_CPUTIME_ID)
    let ratio = nowWall > wall ? (nowCPU - cpu) / (nowWall - wall) : 0
    write(
      "phase \(name): \(Self.milliseconds(nowWall - wall)) ms wall, \(Self.milliseconds(nowCPU - cpu)) ms cpu, "
        + "\(Double(Int(ratio * 100)) / 100) cores" + (tail.map { ", \(Self.milliseconds($0)) ms tail" } ?? "") + "\n")
    wall = nowWall
    cpu = nowCPU
  }

  private static func seconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func milliseconds(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
