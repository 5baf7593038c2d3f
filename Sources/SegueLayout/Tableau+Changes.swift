/// Changing an active constraint's constant or strength in place.
extension Tableau {
  /// Shifts constraint `id`'s expression constant by `delta` points, in the current basis.
  ///
  /// With `m` the marker's coefficient in the row as created, the new system is the old one with
  /// the marker replaced by marker + Δ/m (Badros, Borning & Stuckey 2001, §4.3, edit constants):
  /// a basic marker's row constant decreases by Δ/m; else a basic other error symbol's (coefficient
  /// o) by Δ/o; else every row with a marker cell of coefficient k gains k·Δ/m. Returns the
  /// conflicting constraints if a dummy-basic row gets a non-zero constant (then it is undone
  /// here), else nil; infeasible rows are left noted for `dualOptimize`.
  mutating func shiftConstant(of id: Int32, by delta: Double) -> [Int32]? {
    guard let record = constraints[Int(id)] else { return nil }
    let marker = record.marker
    let markerWeight = kinds[Int(marker)] == .error ? record.strength : 0
    let markerSlot = basicSlot[Int(marker)]
    if markerSlot >= 0 {
      let amount = -delta / record.markerCoefficient
      rows[Int(Tableau.objectiveSlot)].constant += markerWeight * amount
      return shiftRow(markerSlot, by: amount, id: id)
    }
    if record.other >= 0 {
      let otherSlot = basicSlot[Int(record.other)]
      if otherSlot >= 0 {
        let amount = -delta / record.otherCoefficient
        if kinds[Int(record.other)] == .error { rows[Int(Tableau.objectiveSlot)].constant += record.strength * amount }
        return shiftRow(otherSlot, by: amount, id: id)
      }
    }
    let step = delta / record.markerCoefficient
    let conflict = shiftColumn(of: marker, by: step, weight: markerWeight, id: id)
    if conflict != nil { _ = shiftColumn(of: marker, by: -step, weight: markerWeight, id: id) }
    return conflict
  }

  /// The column case of `shiftConstant`: every row with a cell k·marker gains k·step. The
  /// objective Σ weight·error is a function of the new marker, not a row of the system: it gains
  /// (k − weight)·step, `weight` being the marker's own objective weight (0 unless an error).
  private mutating func shiftColumn(of marker: Symbol, by step: Double, weight: Double, id: Int32) -> [Int32]? {
    let objective = Int(Tableau.objectiveSlot)
    rows[objective].constant += (rows[objective].coefficient(for: marker) - weight) * step
    var conflict: [Int32]? = nil
    for slot in columns[Int(marker)] where slot != Tableau.objectiveSlot {
      let coefficient = rows[Int(slot)].coefficient(for: marker)
      if let found = shiftRow(slot, by: coefficient * step, id: id), conflict == nil {
        conflict = found
      }
    }
    return conflict
  }

  /// Adds `amount` to the constant of the row in `slot`; notes infeasibility; for a dummy-basic
  /// row that becomes non-zero, undoes nothing and returns the conflict.
  @inline(__always)
  private mutating func shiftRow(_ slot: Int32, by amount: Double, id: Int32) -> [Int32]? {
    let index = Int(slot)
    rows[index].constant += amount
    let basic = basicOfSlot[index]
    guard basic >= 0 else { return nil }
    switch kinds[Int(basic)] {
    case .external:
      markChanged(basic)
    case .slack, .error:
      if rows[index].constant < 0 { infeasible.append(basic) }
    case .dummy:
      if abs(rows[index].constant) >= Row.epsilon {
        return owners(of: rows[index], basic: basic, excluding: id)
      }
    case .free:
      break
    }
    return nil
  }

  /// Sets constraint `id`'s expression constant (points) and re-solves with the dual simplex.
  /// On a conflict the old constant is restored (and re-solved) and the conflict returned.
  mutating func setConstant(of id: Int32, to constant: Double) -> [Int32]? {
    guard let record = constraints[Int(id)] else { return nil }
    let delta = constant - record.constant
    if delta == 0 { return nil }
    if let conflict = shiftConstant(of: id, by: delta) {
      // shiftConstant undid the column case; undo the single-row cases.
      if basicSlot[Int(record.marker)] >= 0 || (record.other >= 0 && basicSlot[Int(record.other)] >= 0) {
        _ = shiftConstant(of: id, by: -delta)
      }
      infeasible.removeAll()
      return conflict
    }
    if let failed = dualOptimize() {
      let slot = basicSlot[Int(failed)]
      let conflict = owners(of: rows[Int(slot)], basic: failed, excluding: id)
      _ = shiftConstant(of: id, by: -delta)
      _ = dualOptimize()
      return conflict
    }
    constraints[Int(id)]!.constant = constant
    return nil
  }

  /// Changes a non-required constraint's strength to another non-required one: its error
  /// symbols' objective coefficients change by the difference, then the primal simplex re-runs.
  mutating func setSoftStrength(of id: Int32, to strength: Double) {
    guard let record = constraints[Int(id)] else { return }
    let delta = strength - record.strength
    for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
      let slot = basicSlot[Int(symbol)]
      if slot >= 0 {
        add(rows[Int(slot)], times: delta, intoSlot: Tableau.objectiveSlot)
      } else {
        insert(symbol, delta, intoSlot: Tableau.objectiveSlot)
      }
    }
    constraints[Int(id)]!.strength = strength
    let scaled = strength * 1e-12
    if scaled > objectiveEpsilon { objectiveEpsilon = scaled }
    optimize(Tableau.objectiveSlot)
  }
}
