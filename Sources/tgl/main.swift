// The tgl executable: hands the command line to TGLCommandLine and exits with its code.

import Foundation
import TGLCommandLine

exit(TGL.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
