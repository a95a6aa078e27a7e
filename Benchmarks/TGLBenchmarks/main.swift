// Benchmarks for the parser and the formatter: `tgl-bench generate|parse|format`, release builds only.

import Foundation
import TGLFormat
import TGLSyntax

func usage() -> Never {
  FileHandle.standardError.write(Data("""
    usage: tgl-bench generate BYTES OUT.tgl     write a realistic document of at least BYTES bytes
           tgl-bench parse FILE [ROUNDS]        parse throughput (MB/s, tree built)
           tgl-bench format FILE [ROUNDS]       formatter throughput in-process (MB/s)
           tgl-bench analysis FILE [ROUNDS]     the language server's analysis, phase by phase

    """.utf8))
  exit(2)
}

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func load(_ path: String) -> [UInt8] {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(2)
  }
  return Array(data)
}

/// Runs `body` `rounds` times after one warm-up and prints the best and median throughput.
func report(_ label: String, bytes: Int, rounds: Int, _ body: () -> Void) {
  body()
  var times: [Double] = []
  for _ in 0..<rounds { times.append(seconds(body)) }
  times.sort()
  let megabytes = Double(bytes) / 1_000_000
  let median = times[times.count / 2]
  print(String(format: "%@: %.2f MB, best %.2f ms (%.1f MB/s), median %.2f ms (%.1f MB/s), %d rounds",
               label, megabytes, times[0] * 1000, megabytes / times[0], median * 1000, megabytes / median, rounds))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { usage() }
switch command {
case "generate":
  guard arguments.count == 3, let size = Int(arguments[1]) else { usage() }
  var generator = DocumentGenerator(seed: 42)
  let text = generator.text(atLeast: size)
  FileManager.default.createFile(atPath: arguments[2], contents: Data(text.utf8))
  print("wrote \(text.utf8.count) bytes to \(arguments[2])")
case "parse":
  guard arguments.count >= 2 else { usage() }
  let bytes = load(arguments[1])
  let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
  var nodes = 0
  report("parse", bytes: bytes.count, rounds: rounds) { nodes = Parser.parse(bytes: bytes).tree.nodeCount }
  print("nodes: \(nodes)")
case "format":
  guard arguments.count >= 2 else { usage() }
  let bytes = load(arguments[1])
  let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
  let tree = Parser.parse(bytes: bytes).tree
  report("format (tree given)", bytes: bytes.count, rounds: rounds) { _ = Formatter.format(tree) }
  report("parse + format", bytes: bytes.count, rounds: rounds) { _ = Formatter.format(Parser.parse(bytes: bytes).tree) }
case "analysis":
  guard arguments.count >= 2 else { usage() }
  AnalysisBenchmark.run(load(arguments[1]), rounds: arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10)
default:
  usage()
}
