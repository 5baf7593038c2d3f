import Testing

@testable import SegueLayout

/// `Σ coefficient·variable + constant`, written compactly.
func expression(_ terms: (LayoutVariable, Double)..., constant: Double = 0) -> LinearExpression {
  LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
}

@Suite struct LayoutSolverTests {
  let required = LayoutSolver.required

  @Test func simpleChainHasExactValues() throws {
    let solver = LayoutSolver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let right = solver.makeVariable()
    _ = try solver.add(expression((left, 1), constant: -20), .equal, strength: required)
    _ = try solver.add(expression((width, 1), constant: -100), .equal, strength: required)
    _ = try solver.add(expression((right, 1), (left, -1), (width, -1)), .equal, strength: required)
    #expect(solver.value(of: left) == 20)
    #expect(solver.value(of: width) == 100)
    #expect(solver.value(of: right) == 120)
    #expect(solver.constraintCount == 3)
  }

  @Test func strongerPreferenceWins() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    _ = try solver.add(expression((x, 1), constant: -10), .equal, strength: 250)
    let strong = try solver.add(expression((x, 1), constant: -30), .equal, strength: 750)
    #expect(solver.value(of: x) == 30)
    #expect(solver.objectiveValue == 250 * 20)
    solver.remove(strong)
    #expect(solver.value(of: x) == 10)
    #expect(solver.objectiveValue == 0)
  }

  @Test func inequalitiesBoundPreferences() throws {
    let solver = LayoutSolver()
    let width = solver.makeVariable()
    _ = try solver.add(expression((width, 1), constant: -80), .equal, strength: 750)
    _ = try solver.add(expression((width, 1), constant: -120), .greaterThanOrEqual, strength: required)
    #expect(solver.value(of: width) == 120)
    let cap = try solver.add(expression((width, 1), constant: -150), .lessThanOrEqual, strength: required)
    #expect(solver.value(of: width) == 120)
    #expect(throws: UnsatisfiableConstraint.self) { try solver.setConstant(cap, -50) }
    // width ≤ 50 and width ≥ 120 cannot both hold: the old constant stays.
    #expect(solver.value(of: width) == 120)
  }

  @Test func requiredInequalityAgainstRequiredEqualityExplains() throws {
    let solver = LayoutSolver()
    let width = solver.makeVariable()
    let fixed = try solver.add(expression((width, 1), constant: -100), .equal, strength: required)
    do {
      _ = try solver.add(expression((width, 1), constant: -120), .greaterThanOrEqual, strength: required)
      Issue.record("expected a conflict")
    } catch {
      #expect(error.conflicting == [fixed])
    }
    #expect(solver.value(of: width) == 100)
    #expect(solver.constraintCount == 1)
  }

  @Test func conflictingEqualityNamesTheFirst() throws {
    let solver = LayoutSolver()
    let w = solver.makeVariable()
    let first = try solver.add(expression((w, 1), constant: -100), .equal, strength: required)
    #expect(throws: UnsatisfiableConstraint.self) {
      _ = try solver.add(expression((w, 1), constant: -120), .equal, strength: required)
    }
    do {
      _ = try solver.add(expression((w, 1), constant: -120), .equal, strength: required)
    } catch {
      #expect(error.conflicting == [first])
    }
    #expect(solver.value(of: w) == 100)
    #expect(solver.constraintCount == 1)
  }

  @Test func chainConflictNamesTheWholeChain() throws {
    let solver = LayoutSolver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let right = solver.makeVariable()
    let superWidth = solver.makeVariable()
    let a = try solver.add(expression((left, 1)), .equal, strength: required)
    let b = try solver.add(expression((width, 1), constant: -100), .equal, strength: required)
    let c = try solver.add(expression((right, 1), (left, -1), (width, -1)), .equal, strength: required)
    let fixed = try solver.add(expression((superWidth, 1), constant: -390), .equal, strength: required)
    do {
      _ = try solver.add(expression((right, 1), (superWidth, -1)), .equal, strength: required)
      Issue.record("expected a conflict")
    } catch {
      #expect(Set(error.conflicting) == [a, b, c, fixed])
    }
    #expect(solver.value(of: right) == 100)
    #expect(solver.value(of: superWidth) == 390)
  }

  @Test func setConstantOnRequiredEqualityMovesTheChain() throws {
    let solver = LayoutSolver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let right = solver.makeVariable()
    let leftConstraint = try solver.add(expression((left, 1), constant: -10), .equal, strength: required)
    _ = try solver.add(expression((width, 1), constant: -100), .equal, strength: required)
    _ = try solver.add(expression((right, 1), (left, -1), (width, -1)), .equal, strength: required)
    _ = solver.takeChangedVariables()
    try solver.setConstant(leftConstraint, -30)
    #expect(solver.value(of: left) == 30)
    #expect(solver.value(of: right) == 130)
    let changed = Set(solver.takeChangedVariables())
    #expect(changed.contains(left) && changed.contains(right) && !changed.contains(width))
    #expect(solver.takeChangedVariables().isEmpty)
  }

  @Test func setConstantThatBreaksARedundantEqualityThrows() throws {
    let solver = LayoutSolver()
    let w = solver.makeVariable()
    let first = try solver.add(expression((w, 1), constant: -100), .equal, strength: required)
    let second = try solver.add(expression((w, 1), constant: -100), .equal, strength: required)
    do {
      try solver.setConstant(first, -120)
      Issue.record("expected a conflict")
    } catch {
      #expect(error.conflicting == [second])
    }
    #expect(solver.value(of: w) == 100)
    solver.remove(second)
    try solver.setConstant(first, -120)
    #expect(solver.value(of: w) == 120)
  }

  @Test func setConstantOnSoftConstraint() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let soft = try solver.add(expression((x, 1), constant: -10), .equal, strength: 500)
    _ = try solver.add(expression((x, 1), constant: -50), .lessThanOrEqual, strength: required)
    try solver.setConstant(soft, -40)
    #expect(solver.value(of: x) == 40)
    try solver.setConstant(soft, -70)
    #expect(solver.value(of: x) == 50)
    #expect(solver.objectiveValue == 500 * 20)
  }

  @Test func setStrengthSwapsTheWinner() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let a = try solver.add(expression((x, 1), constant: -10), .equal, strength: 300)
    _ = try solver.add(expression((x, 1), constant: -20), .equal, strength: 400)
    #expect(solver.value(of: x) == 20)
    try solver.setStrength(a, 500)
    #expect(solver.value(of: x) == 10)
    try solver.setStrength(a, required)
    #expect(solver.value(of: x) == 10)
    let b = try solver.add(expression((x, 1), constant: -15), .greaterThanOrEqual, strength: 100)
    #expect(throws: UnsatisfiableConstraint.self) { try solver.setStrength(b, required) }
    #expect(solver.value(of: x) == 10)
    #expect(solver.contains(b))
  }

  @Test func editVariableFollowsSuggestions() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = try solver.add(expression((y, 1), (x, -2), constant: -5), .equal, strength: required)
    _ = try solver.add(expression((x, 1), constant: -100), .lessThanOrEqual, strength: required)
    solver.addEditVariable(x, strength: 999)
    solver.suggestValue(10, for: x)
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 25)
    solver.suggestValue(200, for: x)
    #expect(solver.value(of: x) == 100)
    solver.removeEditVariable(x)
    solver.removeEditVariable(x)
    solver.suggestValue(5, for: x)
    #expect(solver.constraintCount == 2)
  }

  @Test func staysKeepTheLastValue() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let pin = try solver.add(expression((x, 1), constant: -42), .equal, strength: required)
    solver.addStay(x, strength: 1)
    solver.remove(pin)
    #expect(solver.value(of: x) == 42)
    let move = try solver.add(expression((x, 1), constant: -60), .equal, strength: required)
    solver.anchorStays()
    solver.remove(move)
    #expect(solver.value(of: x) == 60)
    solver.removeStay(x)
    #expect(solver.value(of: x) == 0)
  }

  @Test func badInputIsRejectedWithoutChange() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let c = try solver.add(expression((x, 1), constant: -1), .equal, strength: required)
    #expect(throws: UnsatisfiableConstraint.self) {
      _ = try solver.add(expression((x, 1), constant: .nan), .equal, strength: required)
    }
    #expect(throws: UnsatisfiableConstraint.self) {
      _ = try solver.add(expression((x, .infinity)), .equal, strength: 10)
    }
    #expect(throws: UnsatisfiableConstraint.self) {
      _ = try solver.add(expression((LayoutVariable(id: 99), 1)), .equal, strength: 10)
    }
    #expect(throws: UnsatisfiableConstraint.self) { try solver.setConstant(c, .infinity) }
    solver.remove(c)
    solver.remove(c)
    solver.remove(LayoutConstraintID(id: 1234))
    #expect(solver.constraintCount == 0)
    #expect(solver.value(of: x) == 0)
  }

  /// After a refused inequality (artificial-variable phase), the solver is as before: a later
  /// satisfiable constraint is accepted (kiwi 1.4.4 refuses it).
  @Test func refusalLeavesTheSystemAsBefore() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = try solver.add(expression((x, 1), constant: -163), .greaterThanOrEqual, strength: required)
    _ = try solver.add(expression((x, 1), (y, 2), constant: 22), .equal, strength: 262)
    _ = try solver.add(expression((x, -1), (y, -1), constant: -149), .greaterThanOrEqual, strength: required)
    #expect(throws: UnsatisfiableConstraint.self) {
      _ = try solver.add(expression((x, 0.5), (y, 2), constant: 185), .greaterThanOrEqual, strength: required)
    }
    _ = try solver.add(expression((x, 3), (y, 1), constant: -15), .lessThanOrEqual, strength: 6)
    _ = try solver.add(expression((y, -1), (x, -2), constant: 35), .equal, strength: required)
    #expect(abs(solver.value(of: x) - 184) < 1e-9)
    #expect(abs(solver.value(of: y) + 333) < 1e-9)
  }
}

/// Edit variables on variables made after constraints (their ids follow slack and error symbols).
@Suite struct LateVariableEditTests {
  @Test func editingAVariableMadeAfterConstraintsWorks() throws {
    let solver = LayoutSolver()
    let a = solver.makeVariable()
    for value in [10.0, 20, 30] {
      _ = try solver.add(LinearExpression([(a, 1)], constant: -value), .greaterThanOrEqual, strength: 100)
    }
    let late = solver.makeVariable()
    solver.addEditVariable(late, strength: 1)
    solver.suggestValue(42, for: late)
    #expect(solver.value(of: late) == 42)
    solver.addStay(late, strength: 1)
    solver.removeEditVariable(late)
    #expect(solver.value(of: a) == 30)
  }
}
