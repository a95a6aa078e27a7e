// The tgl executable: hands the command line to TGLCommandLine and exits with its code.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import Platform
import TGLCommandLine

// Huge pages for the heap before anything allocates much or starts a thread (docs/install.md, "Memory").
Heap.preferHugePages()
exit(TGL.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
