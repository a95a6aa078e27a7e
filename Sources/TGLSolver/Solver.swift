// The incremental simplex of the Cassowary family (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
// Constraint Solving Algorithm", 2001), the algorithm Auto Layout uses. Issue 31's constraints container is its
// caller; docs/dev/constraint-solver.md describes the design and what diagnostics build on.
//
// The tableau keeps every basic symbol as a row over parametric (non-basic) symbols. Symbols are the variables
// (unrestricted) and, per constraint, a slack (an inequality), a dummy (a required equality: fixed at 0) or error
// symbols (a non-required constraint: its violation, weighted by its priority in the objective). Restricted symbols
// (slack, error, dummy) are ≥ 0, and every row with a restricted basic symbol keeps a constant ≥ 0.
//
// Unlike the paper's presentation, each symbol keeps its column (the rows that hold it) and the objective is dense,
// so that a substitution, a ratio test or an edit touches only the rows concerned, not the whole tableau.

/// Why the solver refused a request.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// The required constraint cannot hold together with the required constraints already added. `conflict` is a
  /// smallest set of those (every one of them is needed for the conflict), in the order they were added.
  case unsatisfiable(Constraint, conflict: [ConstraintID], labels: [String])
  /// The constraint was already removed or never added.
  case unknownConstraint(ConstraintID)
  /// An edit variable was added twice, removed without being added, or is given a value without being one.
  case unknownEditVariable(Variable)
  case duplicateEditVariable(Variable)
  /// Edit variables are preferences: a required edit would make every suggested value a hard constraint.
  case requiredEditVariable(Variable)
  /// A non-finite coefficient or constant.
  case notFinite(Constraint)
  /// A variable this solver did not make.
  case unknownVariable(Variable)

  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, _, let labels):
      let others = labels.map { "\n    \($0)" }.joined()
      return "Unable to simultaneously satisfy constraints:\(others)\n    \(constraint)\n"
        + "Will attempt to recover by breaking constraint \(constraint)"
    case .unknownConstraint(let id): return "constraint #\(id.index) is not in the solver"
    case .unknownEditVariable(let v): return "\(v) is not an edit variable"
    case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
    case .requiredEditVariable(let v): return "edit variable \(v) cannot be required"
    case .notFinite(let c): return "\(c) has a coefficient or constant that is not finite"
    case .unknownVariable(let v): return "\(v) is not a variable of this solver"
    }
  }
}

public final class Solver {
  enum Kind: UInt8 { case external, slack, error, dummy }

  // Symbols: index = symbol. A variable's symbol is `variableSymbol[variable.index]` (constraints make their symbols
  // in between variables).
  var kinds: [Kind] = []
  var basicRow: [Int32] = []  // the row whose basic symbol this is, or −1
  var columns: [[Int32]] = []  // rows that may hold the symbol (stale entries are dropped when walked)
  var owner: [Int32] = []  // the constraint a slack, error or dummy symbol belongs to, or −1
  var objective: [Double] = []  // the objective's coefficient of each parametric symbol
  var objectiveConstant = 0.0
  var negativeCandidates: [Int32] = []  // symbols whose objective coefficient may be negative
  var isCandidate: [Bool] = []

  // Rows: index = row; `rowBasic[r]` is −1 for a free slot.
  var rows: [Row] = []
  var rowBasic: [Int32] = []
  var freeRows: [Int32] = []
  var stamp: [UInt32] = []  // per row, for walking a column once
  var epoch: UInt32 = 0

  // Constraints: index = ConstraintID.index.
  struct Record {
    var constraint: Constraint
    var marker: Int32
    var other: Int32  // −1 when the constraint has one symbol
    var alive: Bool
  }
  var records: [Record] = []

  var variableSymbol: [Int32] = []
  var variableNames: [String] = []

  struct Edit {
    var constraint: ConstraintID
    var constant: Double
  }
  var edits: [Int32: Edit] = [:]  // by variable index

  var infeasible: [Int32] = []
  /// The artificial objective while a row is added through an artificial variable (phase one), else nil.
  var artificial: Row?

  public init() {}

  // MARK: Variables and values

  public func makeVariable(_ name: String) -> Variable {
    let v = Variable(index: Int32(variableSymbol.count), name: name)
    variableSymbol.append(makeSymbol(.external, owner: -1))
    variableNames.append(name)
    return v
  }

  public var variableCount: Int { variableSymbol.count }

  /// Whether the variable was made by this solver (its index is one of this solver's; variables of two solvers with
  /// the same index cannot be told apart).
  public func owns(_ variable: Variable) -> Bool { variable.index >= 0 && Int(variable.index) < variableSymbol.count }

  /// The variable's value in the current solution (a parametric variable is 0); not a number for a variable this
  /// solver did not make.
  public func value(of variable: Variable) -> Double {
    guard owns(variable) else { return .nan }
    let r = basicRow[Int(variableSymbol[Int(variable.index)])]
    return r >= 0 ? rows[Int(r)].constant : 0
  }

  /// The constraint as added (an edit's constant as last suggested); nil for an id this solver never gave.
  public func constraint(_ id: ConstraintID) -> Constraint? {
    id.index >= 0 && Int(id.index) < records.count ? records[Int(id.index)].constraint : nil
  }

  public func contains(_ id: ConstraintID) -> Bool {
    id.index >= 0 && Int(id.index) < records.count && records[Int(id.index)].alive
  }

  /// The constraints in the solver, in the order they were added.
  public var constraintIDs: [ConstraintID] {
    records.indices.filter { records[$0].alive }.map { ConstraintID(index: Int32($0)) }
  }

  func makeSymbol(_ kind: Kind, owner: Int32) -> Int32 {
    let s = Int32(kinds.count)
    kinds.append(kind)
    basicRow.append(-1)
    columns.append([])
    self.owner.append(owner)
    objective.append(0)
    isCandidate.append(false)
    return s
  }

  // MARK: Adding and removing constraints

  /// Adds the constraint and re-solves. A required constraint that cannot hold with the required ones already in the
  /// solver is refused (`SolverError.unsatisfiable`) and leaves the solution as it was.
  @discardableResult
  public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
    guard constraint.expression.constant.isFinite, constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .notFinite(constraint) }
    for term in constraint.expression.terms where !owns(term.variable) { throw .unknownVariable(term.variable) }
    let id = Int32(records.count)
    records.append(Record(constraint: constraint, marker: -1, other: -1, alive: true))
    if !insert(id) {
      records[Int(id)].alive = false
      let conflict = minimalConflict(with: constraint)
      throw .unsatisfiable(
        constraint, conflict: conflict, labels: conflict.map { records[Int($0.index)].constraint.description })
    }
    return ConstraintID(index: id)
  }

  /// Adds the constraint without explaining a failure: false when it is refused.
  func addQuietly(_ constraint: Constraint) -> Bool {
    let id = Int32(records.count)
    records.append(Record(constraint: constraint, marker: -1, other: -1, alive: true))
    if insert(id) { return true }
    records[Int(id)].alive = false
    return false
  }

  /// Removes the constraint and re-solves from the current solution.
  public func remove(_ id: ConstraintID) throws(SolverError) {
    guard contains(id) else { throw .unknownConstraint(id) }
    if let (variable, _) = edits.first(where: { $0.value.constraint == id }) { edits[variable] = nil }
    withdraw(id.index)
    records[Int(id.index)].alive = false
    optimize()
  }

  /// Builds the constraint's row, enters it into the tableau and optimizes; false when a required constraint cannot
  /// hold (the tableau is then as it was, up to the choice of basis).
  func insert(_ id: Int32) -> Bool {
    let constraint = records[Int(id)].constraint
    var row = parametricRow(constraint.expression)
    let weight = constraint.priority.isRequired ? 0 : constraint.priority.weight
    var marker: Int32
    var other: Int32 = -1
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      // expression + slack = 0 for ≤, expression − slack = 0 for ≥ (slack ≥ 0).
      let sign = constraint.relation == .lessOrEqual ? 1.0 : -1.0
      marker = makeSymbol(.slack, owner: id)
      row.add(marker, sign)
      if !constraint.priority.isRequired {
        other = makeSymbol(.error, owner: id)
        row.add(other, -sign)
        addToObjective(other, weight)
      }
    case .equal:
      if constraint.priority.isRequired {
        marker = makeSymbol(.dummy, owner: id)
        row.add(marker, 1)
      } else {
        marker = makeSymbol(.error, owner: id)
        other = makeSymbol(.error, owner: id)
        row.add(marker, -1)
        row.add(other, 1)
        addToObjective(marker, weight)
        addToObjective(other, weight)
      }
    }
    records[Int(id)].marker = marker
    records[Int(id)].other = other
    if row.constant < 0 { row.scale(-1) }

    if let subject = chooseSubject(row, marker: marker, other: other) {
      row.solve(for: subject)
      substitute(subject, by: row, skipping: -1)
      _ = makeRow(row, basic: subject)
    } else if row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
      // Every symbol is fixed at 0: the constraint is implied by the required equalities (constant 0, redundant)
      // or contradicts them.
      guard nearZero(row.constant) else {
        removeFromObjective(id)
        return false
      }
      row.solve(for: marker)
      substitute(marker, by: row, skipping: -1)
      _ = makeRow(row, basic: marker)
    } else if !addWithArtificialVariable(row) {
      // Phase one's pivots kept the old constraints' solutions but not the objective's optimum.
      removeFromObjective(id)
      optimize()
      return false
    }
    optimize()
    return true
  }

  /// The expression over parametric symbols: each basic variable replaced by its row.
  func parametricRow(_ expression: LinearExpression) -> Row {
    var row = Row(constant: expression.constant)
    for term in expression.terms {
      let s = variableSymbol[Int(term.variable.index)]
      let r = basicRow[Int(s)]
      if r >= 0 {
        let source = rows[Int(r)]
        row.constant += term.coefficient * source.constant
        for i in source.symbols.indices { row.add(source.symbols[i], term.coefficient * source.coefficients[i]) }
      } else {
        row.add(s, term.coefficient)
      }
    }
    return row
  }

  /// The symbol the new row is solved for: a variable if it has one (all its variables are parametric), else the
  /// constraint's own slack or error symbol when its coefficient is negative (solving for it keeps it ≥ 0).
  func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32? {
    for s in row.symbols where kinds[Int(s)] == .external { return s }
    for s in [marker, other] where s >= 0 {
      let kind = kinds[Int(s)]
      if kind == .slack || kind == .error, row.coefficient(of: s) < 0 { return s }
    }
    return nil
  }

  /// Phase one: an artificial variable stands for the row, and the simplex minimizes it; the row is satisfiable when
  /// it reaches 0.
  func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = makeSymbol(.slack, owner: -1)
    _ = makeRow(row, basic: art)
    artificial = row
    optimize(artificialPhase: true)
    let success = nearZero(artificial!.constant)
    artificial = nil
    let r = basicRow[Int(art)]
    if !success {
      // The artificial symbol is basic (its value is what the row misses by) and no other row holds it: dropping
      // its row leaves the tableau of the constraints before this one.
      if r >= 0 { freeRow(r) }
      objective[Int(art)] = 0
      return false
    }
    if r >= 0 {
      var basicRowValue = rows[Int(r)]
      freeRow(r)
      if basicRowValue.symbols.isEmpty { return success }
      guard let entering = basicRowValue.symbols.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error })
      else { return false }
      basicRowValue.add(art, -1)
      basicRowValue.solve(for: entering)
      substitute(entering, by: basicRowValue, skipping: -1)
      _ = makeRow(basicRowValue, basic: entering)
    }
    // The artificial symbol is parametric now (0): it leaves every row and the objective.
    for r in walkColumn(art) { _ = rows[Int(r)].take(art) }
    columns[Int(art)] = []
    objective[Int(art)] = 0
    return success
  }

  /// Takes the constraint's symbols out of the tableau (its row, or the row a ratio test picks for its marker) and its
  /// errors out of the objective; the caller optimizes.
  func withdraw(_ id: Int32) {
    removeFromObjective(id)
    let marker = records[Int(id)].marker
    if basicRow[Int(marker)] >= 0 {
      freeRow(basicRow[Int(marker)])
      return
    }
    guard let r = markerLeavingRow(marker) else {
      // The marker is in no row: the constraint left nothing behind.
      return
    }
    let leaving = rowBasic[Int(r)]
    var row = rows[Int(r)]
    freeRow(r)
    row.add(leaving, -1)
    row.solve(for: marker)
    substitute(marker, by: row, skipping: -1)
  }

  /// The row to pivot the marker into: the restricted row whose constant limits it least (the paper's "removing a
  /// constraint" ratio test), else a row with an unrestricted basic symbol.
  func markerLeavingRow(_ marker: Int32) -> Int32? {
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    var first: Int32?
    var second: Int32?
    var third: Int32?
    for r in walkColumn(marker) {
      let c = rows[Int(r)].coefficient(of: marker)
      if c == 0 { continue }
      if kinds[Int(rowBasic[Int(r)])] == .external {
        third = third ?? r
      } else if c < 0 {
        let ratio = -rows[Int(r)].constant / c
        if ratio < firstRatio { (firstRatio, first) = (ratio, r) }
      } else {
        let ratio = rows[Int(r)].constant / c
        if ratio < secondRatio { (secondRatio, second) = (ratio, r) }
      }
    }
    return first ?? second ?? third
  }

  func addToObjective(_ symbol: Int32, _ weight: Double) {
    let r = basicRow[Int(symbol)]
    if r >= 0 {
      let row = rows[Int(r)]
      objectiveConstant += weight * row.constant
      for i in row.symbols.indices { bumpObjective(row.symbols[i], weight * row.coefficients[i]) }
    } else {
      bumpObjective(symbol, weight)
    }
  }

  func removeFromObjective(_ id: Int32) {
    let record = records[Int(id)]
    guard !record.constraint.priority.isRequired else { return }
    let weight = record.constraint.priority.weight
    for s in [record.marker, record.other] where s >= 0 && kinds[Int(s)] == .error { addToObjective(s, -weight) }
  }

  @inline(__always) func bumpObjective(_ symbol: Int32, _ delta: Double) {
    let s = Int(symbol)
    var value = objective[s] + delta
    if nearZero(value) { value = 0 }
    objective[s] = value
    if value < 0, !isCandidate[s] {
      isCandidate[s] = true
      negativeCandidates.append(symbol)
    }
  }

  // MARK: Rows and columns

  func makeRow(_ row: Row, basic: Int32) -> Int32 {
    let r: Int32
    if let free = freeRows.popLast() {
      r = free
      rows[Int(r)] = row
      rowBasic[Int(r)] = basic
    } else {
      r = Int32(rows.count)
      rows.append(row)
      rowBasic.append(basic)
      stamp.append(0)
    }
    basicRow[Int(basic)] = r
    for s in row.symbols { columns[Int(s)].append(r) }
    return r
  }

  func freeRow(_ r: Int32) {
    basicRow[Int(rowBasic[Int(r)])] = -1
    rowBasic[Int(r)] = -1
    rows[Int(r)] = Row(constant: 0)
    freeRows.append(r)
  }

  /// The rows that hold the symbol, each once; the column is compacted on the way.
  func walkColumn(_ symbol: Int32) -> [Int32] {
    epoch &+= 1
    if epoch == 0 {
      for i in stamp.indices { stamp[i] = 0 }
      epoch = 1
    }
    var column = columns[Int(symbol)]
    columns[Int(symbol)] = []
    var kept = 0
    for r in column where rowBasic[Int(r)] >= 0 && stamp[Int(r)] != epoch {
      if rows[Int(r)].position(of: symbol) != nil {
        stamp[Int(r)] = epoch
        column[kept] = r
        kept += 1
      }
    }
    column.removeLast(column.count - kept)
    columns[Int(symbol)] = column
    return column
  }

  /// Replaces the parametric symbol by `row` (its new definition) in every row but `skipping`, in the objective and
  /// in the artificial objective; rows whose restricted basic symbol goes negative are queued for the dual simplex.
  func substitute(_ symbol: Int32, by row: Row, skipping: Int32) {
    for r in walkColumn(symbol) where r != skipping {
      let c = rows[Int(r)].take(symbol)
      rows[Int(r)].constant += c * row.constant
      for i in row.symbols.indices where rows[Int(r)].add(row.symbols[i], c * row.coefficients[i]) {
        columns[Int(row.symbols[i])].append(r)
      }
      let basic = rowBasic[Int(r)]
      if kinds[Int(basic)] != .external, rows[Int(r)].constant < 0 { infeasible.append(basic) }
    }
    columns[Int(symbol)] = []
    let c = objective[Int(symbol)]
    if c != 0 {
      objective[Int(symbol)] = 0
      objectiveConstant += c * row.constant
      for i in row.symbols.indices { bumpObjective(row.symbols[i], c * row.coefficients[i]) }
    }
    if artificial != nil {
      let a = artificial!.take(symbol)
      if a != 0 {
        artificial!.constant += a * row.constant
        for i in row.symbols.indices { artificial!.add(row.symbols[i], a * row.coefficients[i]) }
      }
    }
  }

  /// Makes `entering` basic in row `r` in place of its basic symbol.
  func pivot(row r: Int32, entering: Int32) {
    let leaving = rowBasic[Int(r)]
    basicRow[Int(leaving)] = -1
    rows[Int(r)].add(leaving, -1)
    columns[Int(leaving)].append(r)
    rows[Int(r)].solve(for: entering)
    rowBasic[Int(r)] = entering
    basicRow[Int(entering)] = r
    substitute(entering, by: rows[Int(r)], skipping: r)
  }

  // MARK: The simplex

  /// The primal simplex: pivots while the objective (or, in phase one, the artificial objective) can decrease.
  func optimize(artificialPhase: Bool = false) {
    while true {
      guard let entering = artificialPhase ? artificialEntering() : objectiveEntering() else { return }
      var best = Double.greatestFiniteMagnitude
      var leaving: Int32 = -1
      for r in walkColumn(entering) where kinds[Int(rowBasic[Int(r)])] != .external {
        let c = rows[Int(r)].coefficient(of: entering)
        if c < 0 {
          let ratio = -rows[Int(r)].constant / c
          if ratio < best || (ratio == best && leaving >= 0 && rowBasic[Int(r)] < rowBasic[Int(leaving)]) {
            (best, leaving) = (ratio, r)
          }
        }
      }
      // An objective of non-negative errors is bounded below: some restricted row always limits the entering
      // symbol. Should rounding ever break that, stop with the feasible solution at hand.
      guard leaving >= 0 else { return }
      pivot(row: leaving, entering: entering)
    }
  }

  /// Bland's rule: the lowest non-dummy symbol with a negative objective coefficient, so the simplex cannot cycle.
  func objectiveEntering() -> Int32? {
    var best: Int32 = -1
    var kept = 0
    for s in negativeCandidates {
      if objective[Int(s)] < 0, kinds[Int(s)] != .dummy, basicRow[Int(s)] < 0 {
        negativeCandidates[kept] = s
        kept += 1
        if best < 0 || s < best { best = s }
      } else {
        isCandidate[Int(s)] = false
      }
    }
    negativeCandidates.removeLast(negativeCandidates.count - kept)
    return best >= 0 ? best : nil
  }

  func artificialEntering() -> Int32? {
    guard let row = artificial else { return nil }
    var best: Int32 = -1
    for i in row.symbols.indices where row.coefficients[i] < 0 && kinds[Int(row.symbols[i])] != .dummy {
      if best < 0 || row.symbols[i] < best { best = row.symbols[i] }
    }
    return best >= 0 ? best : nil
  }

  /// The dual simplex: restores feasibility (constants ≥ 0) while keeping the objective optimal, after edits.
  func dualOptimize() {
    while let leaving = infeasible.popLast() {
      let r = basicRow[Int(leaving)]
      guard r >= 0, rows[Int(r)].constant < 0, !nearZero(rows[Int(r)].constant) else { continue }
      let row = rows[Int(r)]
      var best = Double.greatestFiniteMagnitude
      var entering: Int32 = -1
      for i in row.symbols.indices where row.coefficients[i] > 0 && kinds[Int(row.symbols[i])] != .dummy {
        let ratio = objective[Int(row.symbols[i])] / row.coefficients[i]
        if ratio < best || (ratio == best && row.symbols[i] < entering) { (best, entering) = (ratio, row.symbols[i]) }
      }
      guard entering >= 0 else { continue }
      pivot(row: r, entering: entering)
    }
  }

  // MARK: Edit variables

  /// Makes the variable editable at a non-required priority: `suggestValue` then moves it, re-solving from the last
  /// solution.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard owns(variable) else { throw .unknownVariable(variable) }
    guard edits[variable.index] == nil else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    let id = try add(
      Constraint(LinearExpression([Term(variable)]), .equal, priority: priority, label: "\(variable) (edit)"))
    edits[variable.index] = Edit(constraint: id, constant: 0)
  }

  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits[variable.index] else { throw .unknownEditVariable(variable) }
    try remove(edit.constraint)
  }

  public func isEditVariable(_ variable: Variable) -> Bool { edits[variable.index] != nil }

  /// Suggests a value for an edit variable: the edit constraint's constant changes, and the dual simplex re-solves
  /// from the current solution (only the rows that hold the edit's error symbols are touched).
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard owns(variable), var edit = edits[variable.index] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else {
      var constraint = records[Int(edit.constraint.index)].constraint
      constraint.expression.constant = -value
      throw .notFinite(constraint)
    }
    let delta = value - edit.constant
    edit.constant = value
    edits[variable.index] = edit
    let record = records[Int(edit.constraint.index)]
    records[Int(edit.constraint.index)].constraint.expression.constant = -value
    // The edit row is `variable − constant − e⁺ + e⁻ = 0`; a new constant shifts e⁺ by delta.
    let (plus, minus) = (record.marker, record.other)
    if basicRow[Int(plus)] >= 0 {
      let r = basicRow[Int(plus)]
      rows[Int(r)].constant -= delta
      if rows[Int(r)].constant < 0 { infeasible.append(plus) }
    } else if basicRow[Int(minus)] >= 0 {
      let r = basicRow[Int(minus)]
      rows[Int(r)].constant += delta
      if rows[Int(r)].constant < 0 { infeasible.append(minus) }
    } else {
      for r in walkColumn(plus) {
        let c = rows[Int(r)].coefficient(of: plus)
        rows[Int(r)].constant += c * delta
        let basic = rowBasic[Int(r)]
        if kinds[Int(basic)] != .external, rows[Int(r)].constant < 0 { infeasible.append(basic) }
      }
    }
    dualOptimize()
  }
}
