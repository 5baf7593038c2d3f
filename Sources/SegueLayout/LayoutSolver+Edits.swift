/// Edit variables and stays (Badros, Borning & Stuckey 2001, §3.2 and §4.3), as non-required
/// equalities `variable − c = 0` whose constant c moves through ``LayoutSolver/setConstant(_:_:)``'s
/// incremental path.
extension LayoutSolver {
  /// Makes `variable` editable at `strength` (< ``required``; larger values are lowered to just
  /// below it, non-finite or ≤ 0 ones ignored), starting at its current value. A second call for
  /// the same variable changes the strength.
  package func addEditVariable(_ variable: LayoutVariable, strength: Double) {
    guard isVariable(variable), strength.isFinite, strength > 0 else { return }
    let weight = min(strength, LayoutSolver.required.nextDown)
    let existing = editConstraints[Int(variable.id)]
    if existing >= 0 {
      try? setStrength(LayoutConstraintID(id: existing), weight)
      return
    }
    let expression = LinearExpression([(variable, 1)], constant: -value(of: variable))
    guard let id = try? add(expression, .equal, strength: weight) else { return }
    editConstraints[Int(variable.id)] = id.id
  }

  /// Stops editing `variable`; a no-op when it is not an edit variable.
  package func removeEditVariable(_ variable: LayoutVariable) {
    guard isVariable(variable) else { return }
    let id = editConstraints[Int(variable.id)]
    guard id >= 0 else { return }
    editConstraints[Int(variable.id)] = -1
    remove(LayoutConstraintID(id: id))
  }

  /// Whether `variable` is an edit variable.
  package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
    isVariable(variable) && editConstraints[Int(variable.id)] >= 0
  }

  /// Suggests `value` (points) for an edit variable and re-solves (dual simplex). Ignored for a
  /// variable that is not an edit variable and for a non-finite value.
  package func suggestValue(_ value: Double, for variable: LayoutVariable) {
    guard isVariable(variable), value.isFinite else { return }
    let id = editConstraints[Int(variable.id)]
    guard id >= 0 else { return }
    try? setConstant(LayoutConstraintID(id: id), -value)
  }

  /// Holds `variable` at its current value with `strength` (a non-required weight, lowered to
  /// just below ``required`` if larger): the stay of §3.2, so an under-constrained variable keeps
  /// its last value instead of falling to 0. A second call changes the strength.
  package func addStay(_ variable: LayoutVariable, strength: Double) {
    guard isVariable(variable), strength.isFinite, strength > 0 else { return }
    let weight = min(strength, LayoutSolver.required.nextDown)
    let existing = stayConstraints[Int(variable.id)]
    if existing >= 0 {
      try? setStrength(LayoutConstraintID(id: existing), weight)
      return
    }
    let expression = LinearExpression([(variable, 1)], constant: -value(of: variable))
    guard let id = try? add(expression, .equal, strength: weight) else { return }
    stayConstraints[Int(variable.id)] = id.id
    stayVariables.append(variable)
  }

  /// Removes `variable`'s stay; a no-op without one.
  package func removeStay(_ variable: LayoutVariable) {
    guard isVariable(variable) else { return }
    let id = stayConstraints[Int(variable.id)]
    guard id >= 0 else { return }
    stayConstraints[Int(variable.id)] = -1
    if let index = stayVariables.firstIndex(of: variable) { stayVariables.remove(at: index) }
    remove(LayoutConstraintID(id: id))
  }

  /// Re-anchors every stay at its variable's current value (call after a solve), each through
  /// the incremental constant change; stays already at their value cost one comparison.
  package func anchorStays() {
    for variable in stayVariables {
      let id = stayConstraints[Int(variable.id)]
      let current = tableau.value(of: variable.id)
      if tableau.constraints[Int(id)]?.constant != -current {
        _ = tableau.setConstant(of: id, to: -current)
      }
    }
  }
}
