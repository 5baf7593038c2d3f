/// A symbol of the simplex tableau: an index into the solver's per-symbol arrays.
///
/// External symbols are the caller's variables (``LayoutVariable/id``); the others are created
/// per constraint as in Badros, Borning & Stuckey 2001, §4: a slack for an inequality, a pair of
/// error symbols for a non-required equality (one error for a non-required inequality), a dummy
/// for a required equality. Every symbol except external and dummy ones is restricted to ≥ 0.
typealias Symbol = Int32

/// What a ``Symbol`` stands for.
enum SymbolKind: UInt8 {
  /// A caller's variable; unrestricted in sign.
  case external
  /// The slack of an inequality (≥ 0); also the artificial variable of the two-phase add.
  case slack
  /// An error symbol of a non-required constraint (≥ 0); carries the strength in the objective.
  case error
  /// The marker of a required equality: fixed at 0, never enters the basis.
  case dummy
  /// Not in use (released; kept for reuse).
  case free

  /// Restricted to non-negative values (so feasibility and the ratio test concern it).
  var isRestricted: Bool { self == .slack || self == .error }
}
