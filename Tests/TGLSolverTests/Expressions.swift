// Shorthand for writing constraints in the solver's tests: `c(solver, [(x, 1), (y, -1)], 10, .equal)` is
// `x - y + 10 == 0`.

import TGLSolver

func expression(_ terms: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
  LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

func constraint(
  _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation, _ priority: Priority = .required,
  _ label: String = ""
) -> Constraint {
  Constraint(expression(terms, constant), relation, priority: priority, label: label)
}
