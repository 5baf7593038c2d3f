/// A variable of a ``LayoutSolver`` (a frame coordinate or length, in points).
///
/// Its `id` is also the solver's symbol id for it (an "external" symbol in the terms of
/// Badros, Borning & Stuckey 2001, §4: a variable the caller reads, unrestricted in sign).
package struct LayoutVariable: Hashable, Sendable {
  package let id: Int32

  package init(id: Int32) { self.id = id }
}

/// Σ coefficient·variable + constant: the left-hand side of a constraint `expression REL 0`.
///
/// Coefficients are unitless; the constant is in the variables' unit (points). A variable may
/// appear in more than one term; its coefficients are summed.
package struct LinearExpression: Sendable {
  package var terms: [(variable: LayoutVariable, coefficient: Double)]
  package var constant: Double

  package init(_ terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }
}

/// How a constraint's expression relates to zero: `expression REL 0`.
package enum LayoutRelation: Sendable {
  case lessThanOrEqual, equal, greaterThanOrEqual
}

/// Names a constraint added to a ``LayoutSolver``. Ids are never reused by one solver, so a
/// stale id is simply unknown (removing it is a no-op).
package struct LayoutConstraintID: Hashable, Sendable {
  package let id: Int32

  package init(id: Int32) { self.id = id }
}
