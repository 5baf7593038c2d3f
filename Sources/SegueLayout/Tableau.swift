/// The simplex tableau of a ``LayoutSolver``: rows in slots, per-symbol kinds and basic slots in
/// flat arrays, and a column index (symbol → slots of the rows containing it), so that
/// substituting a symbol or shifting its constant touches only those rows.
///
/// The algorithms are Cassowary's (Badros, Borning & Stuckey 2001): the objective row holds the
/// weighted error symbols of the non-required constraints (§3 with the weights of a single
/// weighted-sum level, as kiwi does), `optimize` is the primal simplex of §2.2 (entering symbol by
/// Bland's rule), `dualOptimize` the dual simplex of §4.3 used after constant changes.
///
/// A struct, so that the class around it pays one exclusivity check per call, not one per access.
struct Tableau {
  /// Per symbol: what it stands for.
  var kinds: [SymbolKind] = []
  /// Per symbol: the slot of its row when basic, else −1.
  var basicSlot: [Int32] = []
  /// Per symbol: the slots of the rows (objective included) where it has a cell; empty when basic.
  var columns: [[Int32]] = []
  /// Per symbol: the constraint whose marker or error symbol it is, else −1.
  var owners: [Int32] = []
  /// Per symbol: set while its id is in `changed`.
  var changedFlags: [Bool] = []
  /// Released non-external symbols, for reuse.
  var freeSymbols: [Symbol] = []

  /// Per slot: the row. Slot 0 is the objective; the artificial objective takes a slot while used.
  var rows: [Row] = [Row()]
  /// Per slot: its basic symbol, −1 for objectives and free slots.
  var basicOfSlot: [Symbol] = [-1]
  /// Released slots, for reuse.
  var freeSlots: [Int32] = []

  /// Per constraint id: its record while active.
  var constraints: [ConstraintRecord?] = []
  var constraintCount = 0

  /// Restricted basic symbols whose rows may have become infeasible (negative constant).
  var infeasible: [Symbol] = []
  /// External symbols whose value may have changed since the last take.
  var changed: [Symbol] = []

  /// Objective coefficients closer to zero than this count as zero: 1e-8, relative to the
  /// largest strength beyond 1e4 (rounding of weights up to 1e8 stays below it).
  var objectiveEpsilon = 1e-8
  /// The first internal error met (an unbounded objective or a pivot loop over its cap), if any.
  var internalError: String?

  static let objectiveSlot: Int32 = 0

  // MARK: Symbols and slots

  mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
    if kind != .external, let symbol = freeSymbols.popLast() {
      kinds[Int(symbol)] = kind
      return symbol
    }
    let symbol = Symbol(kinds.count)
    kinds.append(kind)
    basicSlot.append(-1)
    columns.append([])
    owners.append(-1)
    changedFlags.append(false)
    return symbol
  }

  /// Releases a non-external symbol that no row contains any more.
  mutating func releaseSymbol(_ symbol: Symbol) {
    let index = Int(symbol)
    if basicSlot[index] >= 0 { releaseSlot(basicSlot[index]) }
    for slot in columns[index] {
      let cell = rows[Int(slot)].search(symbol)
      if cell >= 0 { rows[Int(slot)].cells.remove(at: cell) }
    }
    columns[index].removeAll()
    kinds[index] = .free
    owners[index] = -1
    freeSymbols.append(symbol)
  }

  /// Puts `row` in a slot with `basic` as its basic symbol, registering its cells' columns.
  @discardableResult
  mutating func install(_ row: Row, basic: Symbol) -> Int32 {
    let slot: Int32
    if let reused = freeSlots.popLast() {
      slot = reused
      rows[Int(slot)] = row
      basicOfSlot[Int(slot)] = basic
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      basicOfSlot.append(basic)
    }
    for cell in row.cells { columns[Int(cell.symbol)].append(slot) }
    if basic >= 0 {
      basicSlot[Int(basic)] = slot
      markChanged(basic)
    }
    return slot
  }

  /// Drops the row in `slot` (its basic symbol becomes parametric, value 0).
  mutating func releaseSlot(_ slot: Int32) {
    let index = Int(slot)
    for cell in rows[index].cells { removeFromColumn(cell.symbol, slot) }
    let basic = basicOfSlot[index]
    if basic >= 0 {
      basicSlot[Int(basic)] = -1
      markChanged(basic)
    }
    rows[index] = Row()
    basicOfSlot[index] = -1
    freeSlots.append(slot)
  }

  @inline(__always)
  mutating func removeFromColumn(_ symbol: Symbol, _ slot: Int32) {
    let index = Int(symbol)
    if let position = columns[index].firstIndex(of: slot) {
      columns[index].swapAt(position, columns[index].count - 1)
      columns[index].removeLast()
    }
  }

  @inline(__always)
  mutating func markChanged(_ symbol: Symbol) {
    let index = Int(symbol)
    if kinds[index] == .external && !changedFlags[index] {
      changedFlags[index] = true
      changed.append(symbol)
    }
  }

  /// The value of `symbol`: its row's constant when basic, else 0.
  @inline(__always)
  func value(of symbol: Symbol) -> Double {
    let slot = basicSlot[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  // MARK: Row operations that keep the column index

  @inline(__always)
  func epsilon(forSlot slot: Int32) -> Double {
    basicOfSlot[Int(slot)] < 0 ? objectiveEpsilon : Row.epsilon
  }

  /// Adds `coefficient·symbol` to the row in `slot`.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double, intoSlot slot: Int32) {
    let index = Int(slot)
    let epsilon = epsilon(forSlot: slot)
    let position = rows[index].search(symbol)
    if position >= 0 {
      let sum = rows[index].cells[position].coefficient + coefficient
      if abs(sum) < epsilon {
        rows[index].cells.remove(at: position)
        removeFromColumn(symbol, slot)
      } else {
        rows[index].cells[position].coefficient = sum
      }
    } else if abs(coefficient) >= epsilon {
      rows[index].cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(position + 1))
      columns[Int(symbol)].append(slot)
    }
  }

  /// Adds `factor·source` to the row in `slot`: one merge of the two sorted cell lists.
  mutating func add(_ source: Row, times factor: Double, intoSlot slot: Int32) {
    let index = Int(slot)
    let epsilon = epsilon(forSlot: slot)
    var merged: [Cell] = []
    swap(&merged, &rows[index].cells)
    var result: [Cell] = []
    result.reserveCapacity(merged.count + source.cells.count)
    let sourceCells = source.cells
    var i = 0
    var j = 0
    let targetCount = merged.count
    let sourceCount = sourceCells.count
    while i < targetCount && j < sourceCount {
      let target = merged[i]
      let other = sourceCells[j]
      if target.symbol < other.symbol {
        result.append(target)
        i += 1
      } else if target.symbol > other.symbol {
        let coefficient = other.coefficient * factor
        if abs(coefficient) >= epsilon {
          result.append(Cell(symbol: other.symbol, coefficient: coefficient))
          columns[Int(other.symbol)].append(slot)
        }
        j += 1
      } else {
        let coefficient = target.coefficient + other.coefficient * factor
        if abs(coefficient) >= epsilon {
          result.append(Cell(symbol: target.symbol, coefficient: coefficient))
        } else {
          removeFromColumn(target.symbol, slot)
        }
        i += 1
        j += 1
      }
    }
    while i < targetCount {
      result.append(merged[i])
      i += 1
    }
    while j < sourceCount {
      let other = sourceCells[j]
      let coefficient = other.coefficient * factor
      if abs(coefficient) >= epsilon {
        result.append(Cell(symbol: other.symbol, coefficient: coefficient))
        columns[Int(other.symbol)].append(slot)
      }
      j += 1
    }
    rows[index].cells = result
    let shift = factor * source.constant
    if shift != 0 {
      rows[index].constant += shift
      let basic = basicOfSlot[index]
      if basic >= 0 { markChanged(basic) }
    }
  }

  /// Replaces `symbol` by `row` (its new definition) in every row that contains it, noting rows
  /// that become infeasible (Badros, Borning & Stuckey 2001, §2.2, substitution after a pivot).
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    let slots = columns[Int(symbol)]
    columns[Int(symbol)] = []
    for slot in slots {
      let index = Int(slot)
      let position = rows[index].search(symbol)
      guard position >= 0 else { continue }
      let coefficient = rows[index].cells[position].coefficient
      rows[index].cells.remove(at: position)
      add(row, times: coefficient, intoSlot: slot)
      let basic = basicOfSlot[index]
      if basic >= 0 && kinds[Int(basic)].isRestricted && rows[index].constant < 0 {
        infeasible.append(basic)
      }
    }
  }

  /// Makes `entering` basic in place of `leaving` (whose row must contain `entering`).
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    let slot = basicSlot[Int(leaving)]
    let index = Int(slot)
    let position = rows[index].search(entering)
    let factor = -1 / rows[index].cells[position].coefficient
    rows[index].cells.remove(at: position)
    removeFromColumn(entering, slot)
    // leaving = c + Σ + a·entering  ⇒  entering = (leaving − c − Σ)/a
    let insertAt = -(rows[index].search(leaving) + 1)
    rows[index].cells.insert(Cell(symbol: leaving, coefficient: -1), at: insertAt)
    columns[Int(leaving)].append(slot)
    rows[index].constant *= factor
    for cell in rows[index].cells.indices { rows[index].cells[cell].coefficient *= factor }
    basicSlot[Int(leaving)] = -1
    basicSlot[Int(entering)] = slot
    basicOfSlot[index] = entering
    markChanged(leaving)
    markChanged(entering)
    substitute(entering, rows[index])
  }

  /// A cap on pivots per optimization; reaching it is reported as an internal error.
  var pivotCap: Int { 50 * (rows.count + kinds.count) + 1000 }

  /// Primal simplex on the objective in `objectiveSlot` (§2.2): the entering symbol is the
  /// lowest-id non-dummy symbol with a negative objective coefficient, the leaving row the
  /// restricted row with the smallest ratio (ties: lowest basic id) — Bland's rule, so no cycling.
  /// Returns false on an internal error (unbounded objective, cap reached).
  @discardableResult
  mutating func optimize(_ objectiveSlot: Int32) -> Bool {
    let cap = pivotCap
    var pivots = 0
    let epsilon = objectiveEpsilon
    while true {
      var entering: Symbol = -1
      for cell in rows[Int(objectiveSlot)].cells
      where cell.coefficient < -epsilon && kinds[Int(cell.symbol)] != .dummy {
        entering = cell.symbol
        break
      }
      if entering < 0 { return true }
      var leaving: Symbol = -1
      var best = Double.infinity
      for slot in columns[Int(entering)] {
        let basic = basicOfSlot[Int(slot)]
        guard basic >= 0, kinds[Int(basic)] != .external else { continue }
        let row = rows[Int(slot)]
        let coefficient = row.coefficient(for: entering)
        guard coefficient < 0 else { continue }
        let ratio = -row.constant / coefficient
        if ratio < best || (ratio == best && basic < leaving) {
          best = ratio
          leaving = basic
        }
      }
      if leaving < 0 {
        internalError = internalError ?? "the objective is unbounded"
        return false
      }
      pivot(entering: entering, leaving: leaving)
      pivots += 1
      if pivots > cap {
        internalError = internalError ?? "the primal simplex did not finish in \(cap) pivots"
        return false
      }
    }
  }

  /// Dual simplex (§4.3) over the rows noted infeasible: the leaving symbol is the infeasible
  /// basic one, the entering symbol the cell with a positive coefficient minimizing objective
  /// coefficient / cell coefficient (ties: lowest id). Returns the basic symbol of a row that no
  /// symbol can repair (the system is infeasible), else nil.
  mutating func dualOptimize() -> Symbol? {
    let cap = pivotCap
    var pivots = 0
    while let leaving = infeasible.popLast() {
      let slot = basicSlot[Int(leaving)]
      guard slot >= 0, rows[Int(slot)].constant < -1e-12 else { continue }
      var entering: Symbol = -1
      var best = Double.infinity
      let objective = rows[Int(Tableau.objectiveSlot)]
      for cell in rows[Int(slot)].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
        let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
        if ratio < best || (ratio == best && cell.symbol < entering) {
          best = ratio
          entering = cell.symbol
        }
      }
      if entering < 0 {
        infeasible.append(leaving)
        return leaving
      }
      pivot(entering: entering, leaving: leaving)
      pivots += 1
      if pivots > cap {
        internalError = internalError ?? "the dual simplex did not finish in \(cap) pivots"
        infeasible.removeAll()
        return nil
      }
    }
    return nil
  }

  /// Removes a restricted or dummy symbol from the tableau while keeping the other symbols'
  /// solution set (projection): its row is dropped when basic; otherwise it is first pivoted into
  /// the basis through the row kiwi's `getMarkerLeavingRow` picks (Badros, Borning & Stuckey
  /// 2001, §4.2, removing a constraint), which keeps the tableau feasible.
  mutating func eliminate(_ symbol: Symbol) {
    let index = Int(symbol)
    if basicSlot[index] < 0 {
      var first: Symbol = -1
      var second: Symbol = -1
      var third: Symbol = -1
      var firstRatio = Double.infinity
      var secondRatio = Double.infinity
      for slot in columns[index] {
        let basic = basicOfSlot[Int(slot)]
        guard basic >= 0 else { continue }
        let row = rows[Int(slot)]
        let coefficient = row.coefficient(for: symbol)
        if kinds[Int(basic)] == .external {
          if third < 0 || basic < third { third = basic }
        } else if coefficient < 0 {
          let ratio = -row.constant / coefficient
          if ratio < firstRatio || (ratio == firstRatio && basic < first) {
            firstRatio = ratio
            first = basic
          }
        } else {
          let ratio = row.constant / coefficient
          if ratio < secondRatio || (ratio == secondRatio && basic < second) {
            secondRatio = ratio
            second = basic
          }
        }
      }
      let leaving = first >= 0 ? first : second >= 0 ? second : third
      if leaving >= 0 { pivot(entering: symbol, leaving: leaving) }
    }
    releaseSymbol(symbol)
  }
}

extension Tableau: CustomStringConvertible {
  /// The rows, one a line (`basic = constant + c·symbol…`, symbols as kind letter and id), for
  /// debugging.
  var description: String {
    func name(_ symbol: Symbol) -> String {
      let letter: String
      switch kinds[Int(symbol)] {
      case .external: letter = "v"
      case .slack: letter = "s"
      case .error: letter = "e"
      case .dummy: letter = "d"
      case .free: letter = "?"
      }
      return letter + String(symbol)
    }
    var lines: [String] = []
    for (slot, row) in rows.enumerated() {
      let basic = basicOfSlot[slot]
      guard basic >= 0 || slot == 0 else { continue }
      var line = (slot == 0 ? "objective" : name(basic)) + " = \(row.constant)"
      for cell in row.cells { line += " + \(cell.coefficient)·\(name(cell.symbol))" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
