// What a libFuzzer entry point does with one input: run the target's checks and abort on a violation.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The body of every `LLVMFuzzerTestOneInput` in `Fuzz/Targets`.
public enum FuzzEntry {
  /// Runs `target`'s checks on the input; prints the violations and aborts, so libFuzzer saves the input as a
  /// crash, when one fails. Traps inside the checked code are caught by libFuzzer and the sanitizers directly.
  public static func run(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let problems = target.violations(bytes)
    guard problems.isEmpty else {
      var message = "tgl fuzz \(target.rawValue): invariant violated\n"
      for problem in problems { message += "  - \(problem)\n" }
      _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
      abort()
    }
    return 0
  }
}
