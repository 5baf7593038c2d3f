/// Thrown when a required constraint cannot hold together with the active required ones.
///
/// The explanation follows Cassowary (Badros, Borning & Stuckey 2001, §4.1): when a required
/// equality reduces to a row of dummy symbols only with a non-zero constant, the constraints
/// owning those dummies; when the artificial-variable phase (or, for a constant change, the dual
/// simplex) fails, the required constraints whose marker symbols remain in the failing row.
///
/// An input that is not a number — a non-finite coefficient, constant or strength, a strength
/// ≤ 0, or a variable this solver did not make — is also reported with this error, with an
/// empty `conflicting` list, and leaves the solver unchanged.
package struct UnsatisfiableConstraint: Error, Sendable {
  /// The active required constraints that, together with the one being added or changed, cannot
  /// all hold (the markers found in the failing row / artificial objective). Never includes the
  /// failing one itself.
  package let conflicting: [LayoutConstraintID]

  package init(conflicting: [LayoutConstraintID]) { self.conflicting = conflicting }
}
