/// Adding and removing constraints (Badros, Borning & Stuckey 2001, §4.1 and §4.2).
extension Tableau {
  /// Why an add failed: the conflicting constraints' ids.
  struct Conflict: Error {
    var constraints: [Int32]
  }

  /// The required constraints owning symbols of `row` (plus `basic`'s owner), except `excluded`.
  func owners(of row: Row, basic: Symbol, excluding excluded: Int32) -> [Int32] {
    var result: [Int32] = []
    func note(_ symbol: Symbol) {
      let owner = owners[Int(symbol)]
      if owner >= 0, owner != excluded, let record = constraints[Int(owner)], record.isRequired,
        !result.contains(owner)
      {
        result.append(owner)
      }
    }
    if basic >= 0 { note(basic) }
    for cell in row.cells { note(cell.symbol) }
    return result.sorted()
  }

  /// Adds `record`'s constraint under `id` (its marker fields are filled in here). On a conflict
  /// the tableau holds the same constraints as before (re-optimized).
  mutating func addConstraint(_ input: ConstraintRecord, id: Int32) throws(Conflict) {
    var record = input
    let required = record.isRequired
    // The row of `expression REL 0` with basic symbols replaced by their rows (§4.1).
    var row = Row()
    for term in record.terms {
      let symbol = term.variable.id
      let slot = basicSlot[Int(symbol)]
      if slot >= 0 {
        row.add(rows[Int(slot)], times: term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    row.constant += record.constant
    var created: [Symbol] = []
    switch record.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      created.append(slack)
      row.insert(slack, sign)
      record.marker = slack
      record.markerCoefficient = sign
      record.other = -1
      record.otherCoefficient = 0
      if !required {
        let error = makeSymbol(.error)
        created.append(error)
        row.insert(error, -sign)
        record.other = error
        record.otherCoefficient = -sign
      }
    case .equal:
      if required {
        let dummy = makeSymbol(.dummy)
        created.append(dummy)
        row.insert(dummy, 1)
        record.marker = dummy
        record.markerCoefficient = 1
        record.other = -1
        record.otherCoefficient = 0
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        created += [plus, minus]
        row.insert(plus, -1)
        row.insert(minus, 1)
        record.marker = plus
        record.markerCoefficient = -1
        record.other = minus
        record.otherCoefficient = 1
      }
    }
    for symbol in created { owners[Int(symbol)] = id }
    if row.constant < 0 { row.reverseSign() }

    // The subject (§4.1): an external symbol, else a restricted marker with a negative
    // coefficient; else a row of dummies only (consistent iff its constant is zero); else the
    // artificial-variable phase.
    var subject: Symbol = -1
    for cell in row.cells where kinds[Int(cell.symbol)] == .external {
      subject = cell.symbol
      break
    }
    if subject < 0 {
      for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)].isRestricted {
        if row.coefficient(for: symbol) < 0 {
          subject = symbol
          break
        }
      }
    }
    if subject < 0 && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
      if abs(row.constant) >= Row.epsilon {
        let conflict = owners(of: row, basic: -1, excluding: id)
        for symbol in created { releaseSymbol(symbol) }
        throw Conflict(constraints: conflict)
      }
      subject = record.marker
    }

    constraints[Int(id)] = record
    constraintCount += 1
    if !required {
      for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
        insert(symbol, record.strength, intoSlot: Tableau.objectiveSlot)
      }
      let scaled = record.strength * 1e-12
      if scaled > objectiveEpsilon { objectiveEpsilon = scaled }
    }
    if subject >= 0 {
      if row.cells.contains(where: { $0.symbol == subject }) {
        row.solve(for: subject)
      }
      substitute(subject, row)
      install(row, basic: subject)
      // An external subject substituted into a restricted row (possible once a removal pivoted a
      // marker through an external row) can leave it negative: restore feasibility, or refuse.
      if !infeasible.isEmpty, let failed = dualOptimize() {
        let conflict = owners(of: rows[Int(basicSlot[Int(failed)])], basic: failed, excluding: id)
        infeasible.removeAll()
        removeConstraint(id)
        throw Conflict(constraints: conflict)
      }
    } else if let conflict = addWithArtificialVariable(row, id: id) {
      constraints[Int(id)] = nil
      constraintCount -= 1
      // Projected out, not set to zero: the pivots may have made them stand in for old symbols.
      for symbol in created { eliminate(symbol) }
      optimize(Tableau.objectiveSlot)
      throw Conflict(constraints: conflict)
    }
    optimize(Tableau.objectiveSlot)
  }

  /// The two-phase add of §4.1 (kiwi's `addWithArtificialVariable`): an artificial slack equal to
  /// the row is minimized; the constraint holds iff it reaches zero. Returns the conflicting
  /// constraints on failure (after undoing everything but the basis change).
  mutating func addWithArtificialVariable(_ row: Row, id: Int32) -> [Int32]? {
    let artificial = makeSymbol(.slack)
    install(row, basic: artificial)
    let objectiveSlot = install(row, basic: -1)
    optimize(objectiveSlot)
    let reachedZero = abs(rows[Int(objectiveSlot)].constant) < Row.epsilon
    releaseSlot(objectiveSlot)
    var conflict: [Int32]? = nil
    let slot = basicSlot[Int(artificial)]
    if slot >= 0 {
      let finalRow = rows[Int(slot)]
      if !reachedZero {
        conflict = owners(of: finalRow, basic: -1, excluding: id)
        releaseSlot(slot)
      } else if finalRow.cells.isEmpty {
        releaseSlot(slot)
      } else if let entering = finalRow.cells.first(where: { kinds[Int($0.symbol)] != .dummy })?.symbol {
        pivot(entering: entering, leaving: artificial)
      } else {
        // artificial = Σ dummies = 0 holds already.
        releaseSlot(slot)
      }
    }
    // The artificial symbol is parametric now (value 0): dropping its cells imposes it.
    releaseSymbol(artificial)
    return conflict
  }

  /// Removes constraint `id` (§4.2): its error symbols leave the objective, its marker (and other
  /// symbol) are eliminated, then the objective is re-optimized.
  mutating func removeConstraint(_ id: Int32) {
    guard id >= 0, Int(id) < constraints.count, let record = constraints[Int(id)] else { return }
    for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
      let slot = basicSlot[Int(symbol)]
      if slot >= 0 {
        add(rows[Int(slot)], times: -record.strength, intoSlot: Tableau.objectiveSlot)
      } else {
        insert(symbol, -record.strength, intoSlot: Tableau.objectiveSlot)
      }
    }
    eliminate(record.marker)
    if record.other >= 0 { eliminate(record.other) }
    constraints[Int(id)] = nil
    constraintCount -= 1
    optimize(Tableau.objectiveSlot)
  }
}
