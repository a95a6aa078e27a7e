// The libFuzzer entry point of the `parser` target; what it checks is documented on `FuzzTarget.parser`.

import FuzzDriver
import Foundation
import TGLFuzzChecks

@main
enum Main {
  static func main() { exit(tgl_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv)) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzEntry.run(.parser, data, size)
}
