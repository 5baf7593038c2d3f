import Foundation
import SegueLayout

extension LayoutEngine {
  /// The strength of an ambiguity probe: below every priority's weight (the weakest, priority
  /// 1, weighs 10^(1/150) ≈ 1.02), so it moves a variable only where nothing resists.
  static let probeStrength = 1e-3

  /// Whether the item's position or size on `axis` can change without breaking or worsening
  /// any constraint: each variable is pulled a point up and a point down by an edit variable
  /// weaker than every priority; if it follows, the layout is ambiguous. The variable is put
  /// back where it was before the edit variable is removed.
  func isAmbiguous(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> Bool {
    guard let record = records[ObjectIdentifier(item)] else { return false }
    let variables = axis == .horizontal ? [record.left, record.width] : [record.top, record.height]
    var ambiguous = false
    for variable in variables {
      let value = solver.value(of: variable)
      solver.addEditVariable(variable, strength: Self.probeStrength)
      for offset in [1.0, -1.0] {
        solver.suggestValue(value + offset, for: variable)
        if abs(solver.value(of: variable) - value) > 0.5 { ambiguous = true }
      }
      solver.suggestValue(value, for: variable)
      solver.removeEditVariable(variable)
      if ambiguous { break }
    }
    _ = solver.takeChangedVariables()
    return ambiguous
  }

  /// With `SEGUE_TRACE=layout`: one line per view whose layout is ambiguous after a solve.
  func traceAmbiguity() {
    guard LayoutTrace.isEnabled else { return }
    for record in records.values {
      guard let view = record.item as? UIView, !record.translatesMask, !record.isRoot else { continue }
      let horizontal = isAmbiguous(view, axis: .horizontal)
      let vertical = isAmbiguous(view, axis: .vertical)
      guard horizontal || vertical else { continue }
      let axes = [horizontal ? "horizontal" : nil, vertical ? "vertical" : nil].compactMap { $0 }.joined(
        separator: " and ")
      LayoutTrace.emit(
        "[LayoutConstraints] \(LayoutDescription.name(of: view)) has an ambiguous layout (\(axes)): add constraints "
          + "that fix its position and size on that axis (hasAmbiguousLayout is true).")
    }
  }
}
