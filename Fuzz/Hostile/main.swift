// tgl-hostile: runs one hostile input or client at full size, so `Fuzz/hostile.sh` can measure time and memory.
//
//   tgl-hostile input NAME STAGE     one entry point (parse, format, layout, analysis, lint) over one input
//   tgl-hostile client NAME          one hostile LSP client against the server
//   tgl-hostile write NAME PATH      writes the input to a file (for measuring the `tgl` commands)
//   tgl-hostile list                 the names of inputs, stages and clients

import Foundation
import TGLFuzzChecks

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "list":
  print("inputs: " + HostileInput.allCases.map(\.rawValue).joined(separator: " "))
  print("stages: " + EntryPoints.Stage.allCases.map(\.rawValue).joined(separator: " "))
  print("clients: " + HostileClient.allCases.map(\.rawValue).joined(separator: " "))
case "input":
  guard arguments.count == 3, let input = HostileInput(rawValue: arguments[1]),
    let stage = EntryPoints.Stage(rawValue: arguments[2])
  else { fail("usage: tgl-hostile input NAME STAGE (see 'tgl-hostile list')") }
  let bytes = input.bytes(.full)
  for result in EntryPoints.run(bytes, stages: [stage]) {
    print("\(input.rawValue) \(stage.rawValue) \(bytes.count) bytes: \(result.duration)")
    if !result.problems.isEmpty { fail("problems: \(result.problems)") }
  }
case "client":
  guard arguments.count == 2, let client = HostileClient(rawValue: arguments[1]) else {
    fail("usage: tgl-hostile client NAME (see 'tgl-hostile list')")
  }
  let clock = ContinuousClock()
  var problems: [String] = []
  let duration = clock.measure { problems = client.run(.full) }
  print("\(client.rawValue): \(duration)")
  if !problems.isEmpty { fail("problems: \(problems)") }
case "write":
  guard arguments.count == 3, let input = HostileInput(rawValue: arguments[1]) else {
    fail("usage: tgl-hostile write NAME PATH")
  }
  guard FileManager.default.createFile(atPath: arguments[2], contents: Data(input.bytes(.full))) else {
    fail("cannot write \(arguments[2])")
  }
default:
  fail("usage: tgl-hostile list | input NAME STAGE | client NAME | write NAME PATH")
}
