import Foundation
import Testing

@testable import SegueLayout

/// Random systems solved by Segue and by kiwi; every variable must agree within 1e-6 and so must
/// the objective Σ strength·violation. Each system ends with a weak anchor per variable at
/// distinct random weights, and all weights are distinct random numbers, so the optimum is unique.
@Suite struct OracleTests {
  static let tolerance = 1e-6

  struct Generator {
    var random: SeededGenerator

    mutating func weight() -> Double { exp(Double.random(in: 0...log(5e6), using: &random)) }

    mutating func strength(requiredProbability: Double) -> Double {
      Double.random(in: 0..<1, using: &random) < requiredProbability ? LayoutSolver.required : weight()
    }

    mutating func relation() -> LayoutRelation {
      [.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &random)!
    }

    mutating func constant() -> Double { Double(Int.random(in: -200...200, using: &random)) }

    mutating func generic(variableCount n: Int, requiredProbability: Double = 0.35) -> OracleConstraint {
      let count = Int.random(in: 1...min(3, n), using: &random)
      let indices = Array((0..<n).shuffled(using: &random).prefix(count))
      let coefficients: [Double] = [1, -1, 1, -1, 2, -2, 0.5, 3]
      return OracleConstraint(
        terms: indices.map { ($0, coefficients.randomElement(using: &random)!) }, constant: constant(),
        relation: relation(), strength: strength(requiredProbability: requiredProbability))
    }

    mutating func anchors(_ n: Int) -> [OracleConstraint] {
      (0..<n).map {
        OracleConstraint(
          terms: [($0, 1)], constant: Double(Int.random(in: -300...300, using: &random)), relation: .equal,
          strength: Double.random(in: 0.01...0.1, using: &random))
      }
    }

    mutating func genericSystem() -> OracleSystem {
      let n = Int.random(in: 2...12, using: &random)
      let constraints = (0..<Int.random(in: 3...25, using: &random)).map { _ in generic(variableCount: n) }
      return OracleSystem(variableCount: n, constraints: constraints + anchors(n))
    }

    /// x0 = 0; consecutive gaps (required ≥ or preferred =), targets at random weights, a bound.
    mutating func chainSystem() -> OracleSystem {
      let n = Int.random(in: 3...15, using: &random)
      var constraints = [
        OracleConstraint(terms: [(0, 1)], constant: 0, relation: .equal, strength: LayoutSolver.required)
      ]
      for i in 0..<(n - 1) {
        let gap = Double(Int.random(in: 0...20, using: &random))
        let hard = Bool.random(using: &random)
        constraints.append(
          OracleConstraint(
            terms: [(i + 1, 1), (i, -1)], constant: -gap, relation: hard ? .greaterThanOrEqual : .equal,
            strength: hard ? LayoutSolver.required : weight()))
      }
      for i in 0..<n where Bool.random(using: &random) {
        constraints.append(
          OracleConstraint(
            terms: [(i, 1)], constant: -Double(Int.random(in: 0...300, using: &random)), relation: relation(),
            strength: weight()))
      }
      constraints.append(
        OracleConstraint(
          terms: [(n - 1, 1)], constant: -200, relation: .lessThanOrEqual, strength: LayoutSolver.required))
      return OracleSystem(variableCount: n, constraints: constraints + anchors(n))
    }

    /// A row of views in a container (left/width each; the container's width is the last
    /// variable): spacing, minimum widths, preferred and equal widths, the last one's trailing edge.
    mutating func gridSystem() -> OracleSystem {
      let views = Int.random(in: 2...8, using: &random)
      let n = 2 * views + 1
      let container = n - 1
      var constraints = [
        OracleConstraint(
          terms: [(container, 1)], constant: -Double(Int.random(in: 200...500, using: &random)), relation: .equal,
          strength: strength(requiredProbability: 0.7)),
        OracleConstraint(terms: [(0, 1)], constant: -16, relation: .equal, strength: LayoutSolver.required),
      ]
      for view in 0..<views {
        let left = 2 * view
        let width = left + 1
        if view + 1 < views {
          constraints.append(
            OracleConstraint(
              terms: [(left + 2, 1), (left, -1), (width, -1)], constant: -8, relation: .equal,
              strength: strength(requiredProbability: 0.8)))
          constraints.append(
            OracleConstraint(terms: [(width, 1), (width + 2, -1)], constant: 0, relation: .equal, strength: weight()))
        }
        constraints.append(
          OracleConstraint(
            terms: [(width, 1)], constant: -Double(Int.random(in: 10...60, using: &random)),
            relation: .greaterThanOrEqual, strength: strength(requiredProbability: 0.6)))
        constraints.append(
          OracleConstraint(
            terms: [(width, 1)], constant: -Double(Int.random(in: 20...200, using: &random)), relation: .equal,
            strength: weight()))
      }
      constraints.append(
        OracleConstraint(
          terms: [(container, 1), (n - 2, -1), (n - 3, -1)], constant: -16, relation: .equal,
          strength: strength(requiredProbability: 0.5)))
      return OracleSystem(variableCount: n, constraints: constraints + anchors(n))
    }
  }

  /// Segue's solution of `system`, constraints added in order.
  static func segue(_ system: OracleSystem) -> (values: [Double], rejected: [Int], objective: Double) {
    let solver = LayoutSolver()
    let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
    var rejected: [Int] = []
    for (index, constraint) in system.constraints.enumerated() {
      do {
        _ = try solver.add(constraint.expression(variables), constraint.relation, strength: constraint.strength)
      } catch {
        rejected.append(index)
      }
    }
    #expect(solver.internalError == nil)
    return (variables.map { solver.value(of: $0) }, rejected, solver.objectiveValue)
  }

  static func compare(
    _ system: OracleSystem, segue values: [Double], objective: Double, kiwi: OracleSolution, label: String
  ) {
    let worst = zip(values, kiwi.values).map { abs($0 - $1) }.max() ?? 0
    #expect(
      worst <= tolerance, "\(label): values differ by \(worst)\nSegue \(values)\nkiwi  \(kiwi.values)\n\(system.json)")
    let kiwiObjective = system.objective(kiwi.values)
    let segueObjective = system.objective(values)
    let scale = max(1, abs(kiwiObjective))
    #expect(
      abs(segueObjective - kiwiObjective) <= tolerance * scale,
      "\(label): objective \(segueObjective) vs kiwi \(kiwiObjective)")
    #expect(
      abs(objective - segueObjective) <= tolerance * scale,
      "\(label): reported objective \(objective) vs \(segueObjective)")
  }

  /// Segue decides which required constraints to refuse; kiwi then checks both halves on clean
  /// solvers: the accepted constraints together (kiwi must accept them all and agree on every
  /// value), and each refused one after the accepted constraints added before it (kiwi must refuse
  /// it too). kiwi is not asked to continue after a refusal: its state after a failed
  /// artificial-variable add is not the state before (kiwi.js issue #31; seen here with 1.4.4).
  @Test func randomSystemsMatchKiwi() throws {
    var generator = Generator(random: SeededGenerator(seed: 2001))
    var systems: [OracleSystem] = []
    for index in 0..<600 {
      switch index % 3 {
      case 0: systems.append(generator.genericSystem())
      case 1: systems.append(generator.chainSystem())
      default: systems.append(generator.gridSystem())
      }
    }
    let results = systems.map { Self.segue($0) }
    var queries: [OracleSystem] = []
    var refusals: [(system: Int, constraint: Int)] = []
    for (index, (system, result)) in zip(systems, results).enumerated() {
      var accepted = system
      accepted.constraints = system.constraints.enumerated().filter { !result.rejected.contains($0.offset) }.map(
        \.element)
      queries.append(accepted)
      for refused in result.rejected {
        var prefix = system
        prefix.constraints =
          system.constraints.enumerated().filter {
            $0.offset < refused && !result.rejected.contains($0.offset)
          }.map(\.element) + [system.constraints[refused]]
        queries.append(prefix)
        refusals.append((index, refused))
      }
    }
    let solutions = try KiwiOracle.solve(queries)
    try #require(solutions.count == queries.count)
    var next = 0
    var refusal = 0
    for (index, result) in results.enumerated() {
      let accepted = queries[next]
      let kiwi = solutions[next]
      next += 1
      #expect(kiwi.rejected.isEmpty, "system \(index): kiwi refuses \(kiwi.rejected) of the constraints Segue accepted")
      Self.compare(accepted, segue: result.values, objective: result.objective, kiwi: kiwi, label: "system \(index)")
      for _ in result.rejected {
        let last = queries[next].constraints.count - 1
        #expect(
          solutions[next].rejected == [last],
          "system \(index): Segue refused constraint \(refusals[refusal].constraint), kiwi \(solutions[next].rejected)")
        next += 1
        refusal += 1
      }
    }
    #expect(refusals.count > 20, "the generator should exercise unsatisfiable required constraints")
  }

  /// Random sequences of setConstant / setStrength / remove / add on one solver, compared after
  /// every step with kiwi solving the current constraints from scratch and with a second Segue
  /// solver that makes every change by remove + add.
  @Test func incrementalChangesMatchKiwiAndRemoveAdd() throws {
    var generator = Generator(random: SeededGenerator(seed: 1998))
    var states: [(system: OracleSystem, values: [Double], objective: Double, label: String)] = []
    var refused: [(system: OracleSystem, label: String)] = []
    for sequence in 0..<25 {
      let start = generator.genericSystem()
      let n = start.variableCount
      let solver = LayoutSolver()
      let twin = LayoutSolver()
      let variables = (0..<n).map { _ in solver.makeVariable() }
      let twinVariables = (0..<n).map { _ in twin.makeVariable() }
      var active: [(id: LayoutConstraintID, twin: LayoutConstraintID, constraint: OracleConstraint, anchor: Bool)] = []
      let anchorCount = n
      for (index, constraint) in start.constraints.enumerated() {
        guard
          let id = try? solver.add(constraint.expression(variables), constraint.relation, strength: constraint.strength)
        else { continue }
        let twinID = try twin.add(
          constraint.expression(twinVariables), constraint.relation, strength: constraint.strength)
        active.append((id, twinID, constraint, index >= start.constraints.count - anchorCount))
      }
      for step in 0..<40 {
        let label = "sequence \(sequence) step \(step)"
        let choice = Int.random(in: 0..<10, using: &generator.random)
        let mutable = active.indices.filter { !active[$0].anchor }
        if choice < 4, let index = active.indices.randomElement(using: &generator.random) {
          var changed = active[index].constraint
          changed.constant = generator.constant()
          do {
            try solver.setConstant(active[index].id, changed.constant)
            twin.remove(active[index].twin)
            active[index].twin = try twin.add(
              changed.expression(twinVariables), changed.relation, strength: changed.strength)
            active[index].constraint = changed
          } catch {
            var attempt = OracleSystem(variableCount: n, constraints: active.map(\.constraint))
            attempt.constraints[index] = changed
            refused.append((attempt, label))
          }
        } else if choice < 6, let index = mutable.randomElement(using: &generator.random) {
          var changed = active[index].constraint
          changed.strength = generator.strength(requiredProbability: 0.2)
          if (try? solver.setStrength(active[index].id, changed.strength)) != nil {
            twin.remove(active[index].twin)
            active[index].twin = try twin.add(
              changed.expression(twinVariables), changed.relation, strength: changed.strength)
            active[index].constraint = changed
          }
        } else if choice < 8, let index = mutable.randomElement(using: &generator.random) {
          solver.remove(active[index].id)
          twin.remove(active[index].twin)
          active.remove(at: index)
        } else {
          let constraint = generator.generic(variableCount: n)
          if let id = try? solver.add(
            constraint.expression(variables), constraint.relation, strength: constraint.strength)
          {
            let twinID = try twin.add(
              constraint.expression(twinVariables), constraint.relation, strength: constraint.strength)
            active.append((id, twinID, constraint, false))
          }
        }
        #expect(solver.constraintCount == active.count)
        #expect(solver.internalError == nil)
        let values = variables.map { solver.value(of: $0) }
        let twinValues = twinVariables.map { twin.value(of: $0) }
        let worst = zip(values, twinValues).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= Self.tolerance, "\(label): incremental and remove+add differ by \(worst)")
        states.append(
          (OracleSystem(variableCount: n, constraints: active.map(\.constraint)), values, solver.objectiveValue, label))
      }
    }
    let solutions = try KiwiOracle.solve(states.map(\.system) + refused.map(\.system))
    try #require(solutions.count == states.count + refused.count)
    for (state, kiwi) in zip(states, solutions) {
      #expect(kiwi.rejected.isEmpty, "\(state.label): kiwi rejects \(kiwi.rejected)")
      Self.compare(state.system, segue: state.values, objective: state.objective, kiwi: kiwi, label: state.label)
    }
    for (attempt, kiwi) in zip(refused, solutions.dropFirst(states.count)) {
      #expect(!kiwi.rejected.isEmpty, "\(attempt.label): Segue refused a constant kiwi accepts")
    }
    #expect(refused.count > 5, "the sequences should exercise refused constant changes")
  }

  /// Edit variables against kiwi: a suggestion is the soft equality `v = value` at the edit strength.
  @Test func editSuggestionsMatchKiwi() throws {
    var generator = Generator(random: SeededGenerator(seed: 42))
    var systems: [OracleSystem] = []
    var results: [([Double], Double)] = []
    for _ in 0..<60 {
      let start = generator.chainSystem()
      let solver = LayoutSolver()
      let variables = (0..<start.variableCount).map { _ in solver.makeVariable() }
      var accepted: [OracleConstraint] = []
      for constraint in start.constraints {
        if (try? solver.add(constraint.expression(variables), constraint.relation, strength: constraint.strength))
          != nil
        {
          accepted.append(constraint)
        }
      }
      let edited = Array(variables.indices.shuffled(using: &generator.random).prefix(2))
      let strengths = edited.map { _ in generator.weight() }
      for (index, strength) in zip(edited, strengths) { solver.addEditVariable(variables[index], strength: strength) }
      for _ in 0..<5 {
        var system = OracleSystem(variableCount: start.variableCount, constraints: accepted)
        for (index, strength) in zip(edited, strengths) {
          let value = Double(Int.random(in: -50...350, using: &generator.random))
          solver.suggestValue(value, for: variables[index])
          system.constraints.append(
            OracleConstraint(terms: [(index, 1)], constant: -value, relation: .equal, strength: strength))
        }
        systems.append(system)
        results.append((variables.map { solver.value(of: $0) }, solver.objectiveValue))
      }
    }
    let solutions = try KiwiOracle.solve(systems)
    try #require(solutions.count == systems.count)
    for (index, (system, kiwi)) in zip(systems, solutions).enumerated() {
      Self.compare(system, segue: results[index].0, objective: results[index].1, kiwi: kiwi, label: "edit \(index)")
    }
  }
}

extension OracleConstraint {
  func expression(_ variables: [LayoutVariable]) -> LinearExpression {
    LinearExpression(terms.map { (variable: variables[$0.index], coefficient: $0.coefficient) }, constant: constant)
  }
}
