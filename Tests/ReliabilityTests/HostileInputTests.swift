// Hostile documents through every entry point: bounded time, invariants kept; the full sizes with TGL_SLOW_TESTS=1.

import Foundation
import TGLFuzzChecks
import Testing

let slowTestsEnabled = ProcessInfo.processInfo.environment["TGL_SLOW_TESTS"] == "1"

// The inputs run in parallel with each other and the rest of the suite: run one after another they were the last
// tests to finish, on one core, for a minute (debug) to three (AddressSanitizer) after everything else had ended.
@Suite struct HostileInputTests {
  /// Each stage of each light input must finish within this, even in a debug build on a busy machine.
  static let lightBudget: Duration = .seconds(60)
  /// Full-size inputs (50 MB, 100,000 siblings, 10,000-long chains) in a release build.
  static let fullBudget: Duration = .seconds(120)

  static func check(_ input: HostileInput, _ scale: HostileScale, budget: Duration) {
    let bytes = input.bytes(scale)
    for result in EntryPoints.run(bytes) {
      if ProcessInfo.processInfo.environment["TGL_HOSTILE_TIMINGS"] == "1" {
        print("hostile \(input.rawValue) \(scale.rawValue) \(bytes.count) bytes: \(result)")
      }
      #expect(result.problems == [], "\(input.rawValue) (\(scale.rawValue)) \(result.stage.rawValue)")
      #expect(
        result.duration < budget,
        "\(input.rawValue) (\(scale.rawValue), \(bytes.count) bytes): \(result.stage.rawValue) took \(result.duration)")
    }
  }

  @Test(arguments: HostileInput.allCases)
  func lightInputsAreHandledInBoundedTime(_ input: HostileInput) {
    HostileInputTests.check(input, .light, budget: HostileInputTests.lightBudget)
  }

  @Test(.enabled(if: slowTestsEnabled), arguments: HostileInput.allCases)
  func fullSizeInputsAreHandledInBoundedTime(_ input: HostileInput) {
    HostileInputTests.check(input, .full, budget: HostileInputTests.fullBudget)
  }
}

@Suite(.serialized) struct HostileClientTests {
  @Test(arguments: HostileClient.allCases)
  func lightClientsAreAnsweredAndTheServerExits(_ client: HostileClient) {
    #expect(client.run(.light) == [], "\(client.rawValue)")
  }

  @Test(.enabled(if: slowTestsEnabled), arguments: HostileClient.allCases)
  func fullSizeClientsAreAnsweredAndTheServerExits(_ client: HostileClient) {
    #expect(client.run(.full) == [], "\(client.rawValue)")
  }
}
