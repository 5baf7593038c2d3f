/// What a ``LayoutSolver`` remembers of one constraint `expression REL 0`.
struct ConstraintRecord {
  /// The expression's terms (variable symbol, coefficient), kept to re-add it on a strength change.
  var terms: [(variable: LayoutVariable, coefficient: Double)]
  /// The expression's constant, in points.
  var constant: Double
  var relation: LayoutRelation
  /// Its weight in the objective; ≥ ``LayoutSolver/required`` means required.
  var strength: Double
  /// The slack, first error or dummy symbol created for it (Badros, Borning & Stuckey 2001, §4.1).
  var marker: Symbol
  /// The second error symbol (non-required equality) or the error symbol (non-required
  /// inequality), else −1.
  var other: Symbol
  /// The marker's coefficient in the row as created (before any sign reversal): ±1.
  var markerCoefficient: Double
  /// The other symbol's coefficient in the row as created: ±1 (0 without one).
  var otherCoefficient: Double

  var isRequired: Bool { strength >= LayoutSolver.required }
}
