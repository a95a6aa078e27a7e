// tgl-soak: generates random documents from a seed and checks the layout properties on each (see scripts/soak.sh).

import Foundation
import TGLLayoutProperties

/// Writes a line at once (not buffered), so that a long soak written to a file shows its progress.
func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

var seed: UInt64 = 1
var count = 1000
var printLimit = 3
var only: LayoutProperty?
var writeDirectory: String?
var arguments = CommandLine.arguments.dropFirst()
func usage() -> Never {
  FileHandle.standardError.write(
    Data(
      "usage: tgl-soak [--seed S] [--count N] [--print P] [--only PROPERTY] [--write DIR]  (P: minimised reproducers per property, default 3; --write: only write the documents to DIR/SEED.tgl, for comparing the outputs of two builds)\n"
        .utf8))
  exit(2)
}
while let argument = arguments.popFirst() {
  let value = arguments.popFirst() ?? ""
  switch argument {
  case "--seed": if let v = UInt64(value) { seed = v } else { usage() }
  case "--count": if let v = Int(value) { count = v } else { usage() }
  case "--print": if let v = Int(value) { printLimit = v } else { usage() }
  case "--only": if let v = LayoutProperty(rawValue: value) { only = v } else { usage() }
  case "--write": if value.isEmpty { usage() } else { writeDirectory = value }
  default: usage()
  }
}

if let directory = writeDirectory {
  // The documents alone, so that two builds of `tgl` can be run over the same files and their outputs compared.
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  for n in 0..<count {
    let documentSeed = seed &+ UInt64(n)
    var generator = DocumentGenerator(seed: documentSeed)
    try Data(generator.document().text.utf8).write(to: URL(fileURLWithPath: "\(directory)/\(documentSeed).tgl"))
  }
  emit("wrote \(count) documents to \(directory)")
  exit(0)
}

var total = 0
var tally = CheckTally()
var perProperty: [LayoutProperty: Int] = [:]
var printed: [LayoutProperty: Int] = [:]
for n in 0..<count {
  if n > 0 && n % 5000 == 0 { emit("progress: \(n) documents, \(total) violations") }
  let documentSeed = seed &+ UInt64(n)
  var generator = DocumentGenerator(seed: documentSeed)
  let document = generator.document()
  guard document.lowered() != nil else {
    total += 1
    emit("seed \(documentSeed): [generator] the document does not lower without errors:\n\(document.text)")
    continue
  }
  for violation in PropertyChecks.check(document, seed: documentSeed, tally: &tally)
  where only == nil || violation.property == only {
    total += 1
    perProperty[violation.property, default: 0] += 1
    emit("seed \(documentSeed): [\(violation.property.rawValue)] \(violation.element): \(violation.setup)")
    if printed[violation.property, default: 0] < printLimit {
      printed[violation.property, default: 0] += 1
      emit(Minimizer.minimize(violation).description.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    }
  }
}
for property in LayoutProperty.allCases {
  var line = "\(property.rawValue): \(tally.checks[property] ?? 0) checks, \(perProperty[property] ?? 0) violations"
  if property == .wrap {
    let reasons = tally.wrapNotApplicable.sorted { $0.key < $1.key }.map { "\($0.value) for \($0.key)" }
    if !reasons.isEmpty { line += "; not compared: " + reasons.joined(separator: ", ") }
  }
  emit(line)
}
emit("soak: \(count) documents, \(total) violations")
exit(total == 0 ? 0 : 1)
