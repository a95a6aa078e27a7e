// Benchmarks for the parser, the formatter, the linter and the layout engine:
// `tgl-bench generate|generate-tree|parse|format|lint|phase|layout|layout-once|edit-one-view|constraints`, release
// builds only.

import Foundation
import TGLFormat
import TGLLayout
import TGLLint
import TGLSemantics
import TGLSyntax

func usage() -> Never {
  FileHandle.standardError.write(Data("""
    usage: tgl-bench generate BYTES OUT.tgl [text]
                                                write a realistic document of at least BYTES bytes
                                                (with 'text': labels measure texts, not intrinsic sizes)
           tgl-bench text [N]                   text measurement alone: µs per label (prepare, measure)
           tgl-bench parse FILE [ROUNDS]        parse throughput (MB/s, tree built)
           tgl-bench format FILE [ROUNDS]       formatter throughput in-process (MB/s)
           tgl-bench analysis FILE [ROUNDS]     the language server's analysis, phase by phase
           tgl-bench lint FILE [ROUNDS]         the phases of 'tgl check' in-process (MB/s)
           tgl-bench generate-tree N DIR [BYTES [text]]
                                                write N documents of about BYTES bytes each (default
                                                10000) in subdirectories of DIR, for 'tgl check'
           tgl-bench layout [--shapes flat,rows,deep,mixed] [--sizes 1000,10000,100000] [--runs R]
                                                layout engine alone: µs per node
           tgl-bench layout-once SHAPE NODES [--dump]
                                                one engine call in measuredRegion (for callgrind);
                                                SHAPE flat-shared: flat built by hand, one shared Properties
           tgl-bench edit-one-view [--shapes rows,mixed] [--nodes 2000] [--runs R]
                                                one view edited, as the language server lays it out
           tgl-bench constraints [--cards 10,100,1000] [--runs R]
                                                a screen of constraints cards (Auto Layout): µs per card

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
  guard arguments.count == 3 || arguments.count == 4 && arguments[3] == "text", let size = Int(arguments[1]) else {
    usage()
  }
  var generator = DocumentGenerator(seed: 42, withText: arguments.count == 4)
  let text = generator.text(atLeast: size)
  guard FileManager.default.createFile(atPath: arguments[2], contents: Data(text.utf8)) else {
    FileHandle.standardError.write(Data("tgl-bench: cannot write \(arguments[2])\n".utf8))
    exit(1)
  }
  print("wrote \(text.utf8.count) bytes to \(arguments[2])")
case "generate-tree":
  guard arguments.count >= 3, let count = Int(arguments[1]), count > 0 else { usage() }
  let size = arguments.count > 3 ? Int(arguments[3]) ?? 10_000 : 10_000
  let root = URL(fileURLWithPath: arguments[2])
  var total = 0
  for index in 0..<count {
    // A hundred files per directory, like a large app's layouts grouped by feature.
    let directory = root.appendingPathComponent(String(format: "feature%03d", index / 100))
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let withText = arguments.count > 4 && arguments[4] == "text"
    var generator = DocumentGenerator(seed: UInt64(index) &* 7919 &+ 1, withText: withText)
    let text = generator.text(atLeast: size)
    total += text.utf8.count
    _ = FileManager.default.createFile(
      atPath: directory.appendingPathComponent(String(format: "screen%04d.tgl", index)).path, contents: Data(text.utf8))
  }
  print("wrote \(count) files, \(total) bytes, under \(root.path)")
case "text":
  TextBenchmark.run(count: arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000)
case "lint":
  guard arguments.count >= 2 else { usage() }
  let bytes = load(arguments[1])
  let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
  let parsed = Parser.parse(bytes: bytes)
  let lowered = Lowering.lower(parsed.sourceFile)
  report("parse", bytes: bytes.count, rounds: rounds) { _ = Parser.parse(bytes: bytes) }
  report("lower (tree given)", bytes: bytes.count, rounds: rounds) { _ = Lowering.lower(parsed.sourceFile) }
  report("layout (model given)", bytes: bytes.count, rounds: rounds) {
    for document in lowered.documents { _ = layout(document, in: Environment(document: document)) }
  }
  report("lint (parse and model given)", bytes: bytes.count, rounds: rounds) {
    _ = Linter.lint(LintInput(parse: parsed, lowering: lowered), options: LintOptions())
  }
  report("parse + lower + lint", bytes: bytes.count, rounds: rounds) {
    _ = Linter.lint(LintInput(bytes: bytes), options: LintOptions())
  }
case "phase":
  // One phase alone, ROUNDS times, for `perf stat`: parse, lower, layout or lint.
  guard arguments.count >= 3 else { usage() }
  let bytes = load(arguments[2])
  let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10
  let parsed = Parser.parse(bytes: bytes)
  let lowered = Lowering.lower(parsed.sourceFile)
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<rounds {
    switch arguments[1] {
    case "parse": _ = Parser.parse(bytes: bytes)
    case "lower": _ = Lowering.lower(parsed.sourceFile)
    case "layout": for document in lowered.documents { _ = layout(document, in: Environment(document: document)) }
    default: _ = Linter.lint(LintInput(parse: parsed, lowering: lowered), options: LintOptions())
    }
  }
  let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(rounds)
  print(String(format: "%@: %.2f ms per round", arguments[1], elapsed))
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
case "layout":
  LayoutBenchmark.run(Array(arguments.dropFirst()))
case "layout-once":
  LayoutBenchmark.once(Array(arguments.dropFirst()))
case "edit-one-view":
  EditBenchmark.run(Array(arguments.dropFirst()))
case "constraints":
  ConstraintsBenchmark.run(Array(arguments.dropFirst()))
default:
  usage()
}
