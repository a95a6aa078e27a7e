// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, stored sparse and unsorted (rows of
// layout systems hold a handful of symbols, so a linear scan beats a dictionary).

/// Coefficients closer to zero than this are zero: they are rounding left over from substitutions.
@usableFromInline let nearZeroLimit = 1e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { value < nearZeroLimit && value > -nearZeroLimit }

struct Row {
  var symbols: [Int32] = []
  var coefficients: [Double] = []
  var constant: Double

  init(constant: Double) { self.constant = constant }

  @inline(__always) func position(of symbol: Int32) -> Int? {
    var i = 0
    let n = symbols.count
    while i < n {
      if symbols[i] == symbol { return i }
      i += 1
    }
    return nil
  }

  @inline(__always) func coefficient(of symbol: Int32) -> Double {
    if let i = position(of: symbol) { return coefficients[i] }
    return 0
  }

  /// Adds `coefficient × symbol`; returns true when the symbol was not in the row before (its column gains the row).
  @inline(__always) @discardableResult
  mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
    if let i = position(of: symbol) {
      let sum = coefficients[i] + coefficient
      if nearZero(sum) { removeCell(at: i) } else { coefficients[i] = sum }
      return false
    }
    if nearZero(coefficient) { return false }
    symbols.append(symbol)
    coefficients.append(coefficient)
    return true
  }

  @inline(__always) mutating func removeCell(at i: Int) {
    let last = symbols.count - 1
    symbols[i] = symbols[last]
    coefficients[i] = coefficients[last]
    symbols.removeLast()
    coefficients.removeLast()
  }

  /// Removes the symbol and returns its coefficient (0 when absent).
  @inline(__always) mutating func take(_ symbol: Int32) -> Double {
    guard let i = position(of: symbol) else { return 0 }
    let c = coefficients[i]
    removeCell(at: i)
    return c
  }

  mutating func scale(_ factor: Double) {
    constant *= factor
    for i in coefficients.indices { coefficients[i] *= factor }
  }

  /// The row `0 = constant + Σ ...` (or, for a basic row, with the basic symbol moved in by the caller) rewritten as
  /// `symbol = ...`: the symbol leaves the cells and the rest is divided by −its coefficient.
  mutating func solve(for symbol: Int32) {
    let c = take(symbol)
    scale(-1 / c)
  }
}
