// The tgl executable: hands the command line to TGLCommandLine and exits with its code.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import TGLCommandLine

exit(TGL.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
