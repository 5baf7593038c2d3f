/// One cell of a sparse ``Row``: a symbol and its coefficient (unitless).
struct Cell {
  var symbol: Symbol
  var coefficient: Double
}

/// A sparse linear row `constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// In the tableau a row at a slot whose basic symbol is `b` means `b = constant + Σ …`
/// (Badros, Borning & Stuckey 2001, §2.2, "basic feasible solved form"); while a new constraint's
/// row is being built it means `0 = constant + Σ …`. The constant is in points for rows of
/// external symbols, and in strength·points for the objective row.
struct Row {
  var cells: [Cell] = []
  var constant: Double = 0

  /// Coefficients closer to zero than this are dropped (absolute: rows other than the objective
  /// have coefficients of order 1).
  static let epsilon = 1e-8

  /// The index of `symbol`'s cell, or where it would be inserted (negated minus one).
  @inline(__always)
  func search(_ symbol: Symbol) -> Int {
    var low = 0
    var high = cells.count - 1
    while low <= high {
      let middle = (low + high) &>> 1
      let found = cells[middle].symbol
      if found < symbol {
        low = middle + 1
      } else if found > symbol {
        high = middle - 1
      } else {
        return middle
      }
    }
    return -(low + 1)
  }

  /// The coefficient of `symbol` (0 when absent).
  func coefficient(for symbol: Symbol) -> Double {
    let index = search(symbol)
    return index >= 0 ? cells[index].coefficient : 0
  }

  /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    let index = search(symbol)
    if index >= 0 {
      let sum = cells[index].coefficient + coefficient
      if abs(sum) < Row.epsilon {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if abs(coefficient) >= Row.epsilon {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(index + 1))
    }
  }

  /// Adds `factor·other` (cells and constant).
  mutating func add(_ other: Row, times factor: Double) {
    constant += factor * other.constant
    for cell in other.cells {
      insert(cell.symbol, factor * cell.coefficient)
    }
  }

  /// Negates every coefficient and the constant.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices {
      cells[index].coefficient = -cells[index].coefficient
    }
  }

  /// Turns `0 = constant + c·symbol + Σ …` into `symbol = −(constant + Σ …)/c`, removing the
  /// symbol's cell. The symbol must be present.
  mutating func solve(for symbol: Symbol) {
    let index = search(symbol)
    let factor = -1 / cells[index].coefficient
    cells.remove(at: index)
    constant *= factor
    for index in cells.indices {
      cells[index].coefficient *= factor
    }
  }
}
