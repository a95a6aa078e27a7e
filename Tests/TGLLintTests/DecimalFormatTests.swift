// `decimal(_:places:)` writes the numbers of messages: rounded to the places, trailing zeros dropped, counted on
// the integer rather than on the text. Each expected string is the rounding done by hand.

import Testing

@testable import TGLLint

@Suite struct DecimalFormatTests {
  @Test func dropsTrailingZerosOfTheFraction() {
    // 1.50 -> "1.5"; 12.00 -> "12"; 0.05 keeps its leading zero.
    #expect(decimal(1.5, places: 2) == "1.5")
    #expect(decimal(12, places: 2) == "12")
    #expect(decimal(0.05, places: 2) == "0.05")
    #expect(decimal(3.007, places: 2) == "3.01")
  }

  @Test func roundsAtThePlaces() {
    // 33.333... * 10 = 333.3 -> 333 -> "33.3"; 2.506 * 100 = 250.6 -> 251 -> "2.51"; 0.96 * 10 = 9.6 -> 10 -> "1".
    #expect(decimal(100.0 / 3, places: 1) == "33.3")
    #expect(decimal(-2.506, places: 2) == "-2.51")
    #expect(decimal(0.96, places: 1) == "1")
    #expect(decimal(7.25, places: 0) == "7")
  }

  @Test func negativeZeroHasNoSign() {
    // -0.004 * 100 = -0.4 -> 0: nothing is left to be negative.
    #expect(decimal(-0.004, places: 2) == "0")
    #expect(decimal(-0.006, places: 2) == "-0.01")
  }

  @Test func formatAndPercent() {
    #expect(format(-12.5) == "-12.5")
    #expect(format(.infinity) == "infinity")
    #expect(percent(100.0 / 3) == "33.3%")
  }
}
