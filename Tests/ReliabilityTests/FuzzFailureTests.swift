// Every input a fuzz target ever failed on, replayed forever through the same checks as the target.

import Foundation
import TGLFuzzChecks
import TGLTestSupport
import Testing

@Suite struct FuzzFailureTests {
  static let directory = Fixtures.dataDirectory("fuzz-failures")

  /// The saved inputs of a target: every file in `Tests/Data/fuzz-failures/<target>/` except `README.md`.
  static func inputs(of target: FuzzTarget) -> [URL] {
    let folder = directory.appendingPathComponent(target.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func savedFailuresPassTheirTargetsChecks(target: FuzzTarget) throws {
    for input in FuzzFailureTests.inputs(of: target) {
      let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
      let clock = ContinuousClock()
      let start = clock.now
      let problems = EntryPoints.onProductionStack { target.violations(bytes) }
      let elapsed = clock.now - start
      #expect(problems == [], "\(target.rawValue)/\(input.lastPathComponent)")
      // A hang once found must stay fixed: debug builds are slow, so the bound is generous.
      #expect(elapsed < .seconds(20), "\(target.rawValue)/\(input.lastPathComponent) took \(elapsed)")
    }
  }

  @Test func everyDirectoryNamesATarget() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: FuzzFailureTests.directory.path)) ?? []
    let targets = Set(FuzzTarget.allCases.map(\.rawValue))
    for name in names where !name.hasPrefix(".") && name != "README.md" {
      #expect(targets.contains(name), "Tests/Data/fuzz-failures/\(name) is not a fuzz target")
    }
  }
}
