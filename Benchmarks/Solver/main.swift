// `tgl-solver-bench`: builds and solves the systems of SolverSystems.swift with TGLSolver, and re-solves after one
// edit-variable change. Benchmarks/compare_kiwi.py runs the same files through kiwisolver and prints both
// (Benchmarks/vs-kiwi.sh). Release builds only.
//
//   tgl-solver-bench write N FILE       write a system of about N constraints (seed 31)
//   tgl-solver-bench run FILE [RUNS]    time it; prints one tab-separated line (µs, medians):
//     constraints  variables  solve_wall  solve_cpu  edit_wall  edit_cpu  checksum  suggest_cpu
// `solve` is a fresh solver: every constraint added (each add re-optimizes, as Auto Layout's engine does) and every
// variable's value read. `edit` is suggestValue on the edit variable (375 → 414, or back on odd runs) and every
// value read; `suggest` is the suggestValue call alone. The checksum is of the values after 414.
// The Constraint values are built from the parsed file before the clock starts, as the Python side builds kiwi's.

import Foundation
import TGLSolver

func usage() -> Never {
  FileHandle.standardError.write(Data("usage: tgl-solver-bench write N FILE | run FILE [RUNS] | values FILE\n".utf8))
  exit(2)
}

func load(_ path: String) -> [UInt8] {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(2)
  }
  return Array(data)
}

/// Wall-clock and thread CPU time of one call, in microseconds.
struct Timing {
  var wall: Double
  var cpu: Double

  static func measure(_ body: () -> Void) -> Timing {
    let cpu0 = threadCPUTime()
    let wall0 = DispatchTime.now().uptimeNanoseconds
    body()
    let wall1 = DispatchTime.now().uptimeNanoseconds
    let cpu1 = threadCPUTime()
    return Timing(wall: Double(wall1 - wall0) / 1000, cpu: (cpu1 - cpu0) / 1000)
  }

  static func threadCPUTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
  }
}

enum SolverBenchmark {
  static func run(_ arguments: [String]) {
    guard arguments.count >= 2 else { usage() }
    switch arguments[0] {
    case "write":
      guard arguments.count == 3, let n = Int(arguments[1]) else { usage() }
      var generator = SolverSystemGenerator(seed: 31)
      let text = generator.generate(constraints: n)
      guard FileManager.default.createFile(atPath: arguments[2], contents: Data(text.utf8)) else {
        FileHandle.standardError.write(Data("tgl-solver-bench: cannot write \(arguments[2])\n".utf8))
        exit(1)
      }
      print("wrote \(generator.constraintCount) constraints over \(generator.variableCount) variables")
    case "run":
      let system = SolverSystem(text: String(decoding: load(arguments[1]), as: UTF8.self))
      let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
      measure(system, runs: runs)
    case "values":
      // Every variable's value after the solve and after the edit, one a line, for comparing solutions.
      let system = SolverSystem(text: String(decoding: load(arguments[1]), as: UTF8.self))
      let solver = Solver()
      let variables = (0..<system.variables).map { solver.makeVariable("v\($0)") }
      for c in system.constraints {
        _ = try? solver.add(
          Constraint(
            LinearExpression(c.terms.map { Term(variables[$0.0], $0.1) }, constant: c.constant), c.relation,
            priority: Priority(c.priority)))
      }
      let solved = variables.map { solver.value(of: $0) }
      try! solver.addEditVariable(variables[system.edit.variable], priority: Priority(system.edit.priority))
      try! solver.suggestValue(system.edit.first, for: variables[system.edit.variable])
      try! solver.suggestValue(system.edit.second, for: variables[system.edit.variable])
      for (i, v) in variables.enumerated() { print("\(solved[i]) \(solver.value(of: v))") }
    default: usage()
    }
  }

  static func measure(_ system: SolverSystem, runs: Int) {
    var solveTimes: [Timing] = []
    var editTimes: [Timing] = []
    var suggestTimes: [Timing] = []
    var checksum = 0.0
    for run in 0..<(runs + 1) {
      let solver = Solver()
      let variables = (0..<system.variables).map { solver.makeVariable("v\($0)") }
      let constraints = system.constraints.map { c in
        Constraint(
          LinearExpression(c.terms.map { Term(variables[$0.0], $0.1) }, constant: c.constant), c.relation,
          priority: Priority(c.priority))
      }
      let editVariable = variables[system.edit.variable]
      var values = [Double](repeating: 0, count: variables.count)
      let solve = Timing.measure {
        for c in constraints { _ = try? solver.add(c) }
        for (i, v) in variables.enumerated() { values[i] = solver.value(of: v) }
      }
      // Not timed: the edit variable at its first value (as the Python side does).
      try! solver.addEditVariable(editVariable, priority: Priority(system.edit.priority))
      try! solver.suggestValue(system.edit.first, for: editVariable)
      let target = run % 2 == 0 ? system.edit.second : system.edit.first
      if run % 2 == 1 { try! solver.suggestValue(system.edit.second, for: editVariable) }
      let suggest = Timing.measure { try! solver.suggestValue(target, for: editVariable) }
      let read = Timing.measure { for (i, v) in variables.enumerated() { values[i] = solver.value(of: v) } }
      let edit = Timing(wall: suggest.wall + read.wall, cpu: suggest.cpu + read.cpu)
      if target != system.edit.second { try! solver.suggestValue(system.edit.second, for: editVariable) }
      checksum = variables.reduce(0) { $0 + solver.value(of: $1) }
      if run > 0 {  // the first run warms up
        solveTimes.append(solve)
        editTimes.append(edit)
        suggestTimes.append(suggest)
      }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let fields: [String] = [
      "\(system.constraints.count)", "\(system.variables)",
      String(format: "%.1f", median(solveTimes.map(\.wall))), String(format: "%.1f", median(solveTimes.map(\.cpu))),
      String(format: "%.2f", median(editTimes.map(\.wall))), String(format: "%.2f", median(editTimes.map(\.cpu))),
      String(format: "%.3f", checksum), String(format: "%.2f", median(suggestTimes.map(\.cpu))),
    ]
    print(fields.joined(separator: "\t"))
  }
}

SolverBenchmark.run(Array(CommandLine.arguments.dropFirst()))
