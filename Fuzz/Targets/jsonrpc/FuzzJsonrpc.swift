// The libFuzzer entry point of the `jsonrpc` target; what it checks is documented on `FuzzTarget.jsonrpc`.

import FuzzDriver
import Foundation
import TGLFuzzChecks

@main
enum Main {
  static func main() { exit(tgl_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv)) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJsonrpc(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzEntry.run(.jsonrpc, data, size)
}
