/// An incremental Cassowary solver for linear equalities and inequalities with strengths
/// (Badros, Borning & Stuckey 2001, "The Cassowary linear arithmetic constraint solving
/// algorithm", ACM TOCHI 8(4); structured like kiwi).
///
/// Variables are in points. Non-required constraints are weighted by their strength in one
/// objective, Σ strength·|error| (kiwi's single weighted level); required ones (strength ≥
/// ``required``) must hold exactly. Values are always current: every call leaves the tableau
/// optimal, and ``value(of:)`` reads a row constant.
///
/// Non-finite numbers and strengths ≤ 0 are rejected: `add`, `setConstant` and `setStrength`
/// throw ``UnsatisfiableConstraint`` with no conflicting constraints and change nothing;
/// `suggestValue` and `addEditVariable`/`addStay` ignore them.
package final class LayoutSolver {
  var tableau = Tableau()
  /// Per variable id: the id of its edit constraint, else −1.
  var editConstraints: [Int32] = []
  /// Per variable id: the id of its stay constraint, else −1.
  var stayConstraints: [Int32] = []
  /// The variables with stays, in the order added.
  var stayVariables: [LayoutVariable] = []

  package init() {}

  /// A strength at or above this (10¹⁰) is required: a hard constraint, not in the objective.
  /// Optional strengths stay well below it: UIKit's priorities 1…999 become weights up to
  /// about 5·10⁶ (`UILayoutPriority.solverStrength`), as kiwi keeps its strongest optional
  /// strength a thousand times below its required one.
  package static let required: Double = 1e10

  /// The first internal error met (an unbounded objective or a pivot loop over its cap — neither
  /// should happen), for diagnostics; nil normally.
  package var internalError: String? { tableau.internalError }

  /// The objective's value at the current solution: Σ strength·|error| over the non-required
  /// constraints (strength·points).
  package var objectiveValue: Double { tableau.rows[Int(Tableau.objectiveSlot)].constant }

  /// A new variable; its value is 0 until constrained.
  package func makeVariable() -> LayoutVariable {
    let variable = LayoutVariable(id: tableau.makeSymbol(.external))
    // Indexed by symbol id, which slack and error symbols share: grow to cover this one.
    let count = Int(variable.id) + 1
    if editConstraints.count < count {
      editConstraints.append(contentsOf: repeatElement(-1, count: count - editConstraints.count))
      stayConstraints.append(contentsOf: repeatElement(-1, count: count - stayConstraints.count))
    }
    return variable
  }

  func isVariable(_ variable: LayoutVariable) -> Bool {
    variable.id >= 0 && Int(variable.id) < tableau.kinds.count && tableau.kinds[Int(variable.id)] == .external
  }

  /// Adds `expression relation 0` with `strength` (a positive weight; ≥ ``required`` means
  /// required). Throws when a required constraint cannot hold (or an input is not finite, or a
  /// variable is not this solver's); then the system is as before the call.
  package func add(
    _ expression: LinearExpression, _ relation: LayoutRelation, strength: Double
  ) throws(UnsatisfiableConstraint) -> LayoutConstraintID {
    try validate(expression, strength: strength)
    let id = Int32(tableau.constraints.count)
    tableau.constraints.append(nil)
    try add(expression, relation, strength: strength, id: id)
    return LayoutConstraintID(id: id)
  }

  func validate(_ expression: LinearExpression, strength: Double) throws(UnsatisfiableConstraint) {
    guard strength.isFinite, strength > 0, expression.constant.isFinite,
      expression.terms.allSatisfy({ $0.coefficient.isFinite && isVariable($0.variable) })
    else { throw UnsatisfiableConstraint(conflicting: []) }
  }

  func add(
    _ expression: LinearExpression, _ relation: LayoutRelation, strength: Double, id: Int32
  ) throws(UnsatisfiableConstraint) {
    let record = ConstraintRecord(
      terms: expression.terms, constant: expression.constant, relation: relation, strength: strength,
      marker: -1, other: -1, markerCoefficient: 0, otherCoefficient: 0)
    do {
      try tableau.addConstraint(record, id: id)
    } catch {
      throw UnsatisfiableConstraint(conflicting: error.constraints.map { LayoutConstraintID(id: $0) })
    }
  }

  /// Removes a constraint; a no-op for ids not active.
  package func remove(_ constraint: LayoutConstraintID) {
    tableau.removeConstraint(constraint.id)
  }

  /// Replaces the constraint's expression constant (points) and re-solves incrementally (no
  /// remove/add): the change is applied through the constraint's marker/error symbols as Cassowary
  /// applies an edit-variable suggestion (§4.3), then dual-optimized. Throws if a required
  /// constraint can no longer hold; then the old constant stays in effect. Unknown ids: no-op.
  package func setConstant(_ constraint: LayoutConstraintID, _ constant: Double) throws(UnsatisfiableConstraint) {
    guard contains(constraint) else { return }
    guard constant.isFinite else { throw UnsatisfiableConstraint(conflicting: []) }
    if let conflict = tableau.setConstant(of: constraint.id, to: constant) {
      throw UnsatisfiableConstraint(conflicting: conflict.map { LayoutConstraintID(id: $0) })
    }
  }

  /// Changes a non-required constraint's strength incrementally (objective coefficients of its
  /// error symbols, then primal re-optimize). Changes to or from required fall back to remove +
  /// add under the same id (and may throw; then the old strength stays in effect).
  package func setStrength(_ constraint: LayoutConstraintID, _ strength: Double) throws(UnsatisfiableConstraint) {
    guard let record = tableau.constraints[safe: constraint.id] else { return }
    guard strength.isFinite, strength > 0 else { throw UnsatisfiableConstraint(conflicting: []) }
    let wasRequired = record.isRequired
    let isRequired = strength >= LayoutSolver.required
    if !wasRequired && !isRequired {
      tableau.setSoftStrength(of: constraint.id, to: strength)
      return
    }
    if wasRequired && isRequired {
      tableau.constraints[Int(constraint.id)]!.strength = strength
      return
    }
    let expression = LinearExpression(record.terms, constant: record.constant)
    tableau.removeConstraint(constraint.id)
    do {
      try add(expression, record.relation, strength: strength, id: constraint.id)
    } catch {
      try? add(expression, record.relation, strength: record.strength, id: constraint.id)
      throw error
    }
  }

  /// The variable's current value in points. O(1): its row constant if basic, else 0.
  package func value(of variable: LayoutVariable) -> Double {
    guard isVariable(variable) else { return 0 }
    return tableau.value(of: variable.id)
  }

  /// External variables whose value may have changed since the last call (each at most once),
  /// then forgets them.
  package func takeChangedVariables() -> [LayoutVariable] {
    let symbols = tableau.changed
    tableau.changed.removeAll(keepingCapacity: true)
    var result: [LayoutVariable] = []
    result.reserveCapacity(symbols.count)
    for symbol in symbols {
      tableau.changedFlags[Int(symbol)] = false
      result.append(LayoutVariable(id: symbol))
    }
    return result
  }

  /// The number of active constraints (edit and stay constraints included).
  package var constraintCount: Int { tableau.constraintCount }

  package func contains(_ constraint: LayoutConstraintID) -> Bool {
    tableau.constraints[safe: constraint.id] != nil
  }
}

extension Array where Element == ConstraintRecord? {
  subscript(safe id: Int32) -> ConstraintRecord? {
    id >= 0 && Int(id) < count ? self[Int(id)] : nil
  }
}
