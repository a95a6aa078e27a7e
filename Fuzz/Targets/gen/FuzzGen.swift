// The libFuzzer entry point of the `gen` target; what it checks is documented on `FuzzTarget.gen`.

import FuzzDriver
import Foundation
import TGLFuzzChecks

@main
enum Main {
  static func main() { exit(tgl_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv)) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGen(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzEntry.run(.gen, data, size)
}
