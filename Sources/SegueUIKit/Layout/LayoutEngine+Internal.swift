import Foundation
import SegueLayout

extension LayoutEngine {
  /// The engine's own constraints for a record: the root's pin to its bounds, UIKit's
  /// autoresizing-mask constraints for a view that translates its mask, the intrinsic-size
  /// constraints of one that does not, a system guide's edges, and baselines in use.
  func installInternal(for record: ItemRecord) {
    if let view = record.item as? UIView {
      if record.isRoot {
        installRootPin(record, view)
      } else if record.translatesMask {
        installAutoresizing(record, view)
      } else {
        installIntrinsicSize(record, view)
      }
      if record.firstBaseline != nil { installBaseline(for: record, first: true) }
      if record.lastBaseline != nil { installBaseline(for: record, first: false) }
    } else if let guide = record.item as? UILayoutGuide {
      installGuideEdges(record, guide)
    }
  }

  /// Installs or updates one engine-made constraint: a constant or strength change of the
  /// same equation goes through the solver's incremental paths, another equation replaces it.
  func setInternal(
    _ record: ItemRecord, _ role: InternalRole, _ expression: LinearExpression, _ relation: LayoutRelation,
    strength: Double
  ) {
    if let existing = record.engineConstraints[role], let id = existing.id, existing.relation == relation,
      Self.sameTerms(existing.expression.terms, expression.terms),
      (existing.strength >= LayoutSolver.required) == (strength >= LayoutSolver.required)
    {
      var updated = existing
      do {
        if existing.expression.constant != expression.constant {
          try solver.setConstant(id, expression.constant)
        }
        if existing.strength != strength { try solver.setStrength(id, strength) }
        updated.expression = expression
        updated.strength = strength
        record.engineConstraints[role] = updated
        return
      } catch {
        solver.remove(id)
        origins[id] = nil
        record.engineConstraints[role] = nil
      }
    } else if let existing = record.engineConstraints[role] {
      if let id = existing.id {
        solver.remove(id)
        origins[id] = nil
      }
      record.engineConstraints[role] = nil
    }
    var entry = InstalledInternal(id: nil, expression: expression, relation: relation, strength: strength)
    do {
      let id = try solver.add(expression, relation, strength: strength)
      origins[id] = .engine(record.id, role)
      entry.id = id
    } catch {
      let text = describeInternal(record.id, role) ?? "an engine constraint"
      reportUnsatisfiable(conflicting: error.conflicting, breaking: text)
    }
    record.engineConstraints[role] = entry
  }

  func removeInternal(_ record: ItemRecord, _ role: InternalRole) {
    guard let entry = record.engineConstraints.removeValue(forKey: role) else { return }
    if let id = entry.id {
      solver.remove(id)
      origins[id] = nil
    }
  }

  static func sameTerms(_ a: Terms, _ b: Terms) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
  }

  /// The view's intrinsic size; a label whose lines wrap is measured at its
  /// `preferredMaxLayoutWidth`, else at its solved width (its bounds' width before a solve), as
  /// UIKit measures it in a second pass.
  func intrinsicSize(of view: UIView, _ record: ItemRecord) -> CGSize {
    guard let label = view as? UILabel, label.numberOfLines != 1 else { return view.intrinsicContentSize }
    var width = label.preferredMaxLayoutWidth
    if width <= 0 {
      let solved = CGFloat(solver.value(of: record.width))
      width = solved > 0 ? solved : label.bounds.width
    }
    measuredWidths[record.id] = width
    return label.sizeThatFits(CGSize(width: width, height: 0))
  }

  /// Wrapping labels whose solved width moved since they were measured are measured again and
  /// the system re-solved, at most `rounds` times (UIKit's two-pass layout of multi-line labels).
  func remeasureWrappingLabels(rounds: Int = 3) {
    for _ in 0..<rounds {
      var changed = false
      for (id, measured) in measuredWidths {
        guard let record = records[id], let label = record.item as? UILabel, label.preferredMaxLayoutWidth <= 0,
          !record.translatesMask
        else { continue }
        if abs(CGFloat(solver.value(of: record.width)) - measured) > 0.5 {
          installIntrinsicSize(record, label)
          changed = true
        }
      }
      if !changed { return }
    }
  }

  /// A strength scaled by a stack view's tie-break factor (required stays required).
  static func tieBroken(_ strength: Double, _ factor: Double) -> Double {
    strength >= LayoutSolver.required ? strength : strength * factor
  }

  // MARK: Root

  func installRootPin(_ record: ItemRecord, _ view: UIView) {
    let size = fitting?.size ?? view.bounds.size
    let required = LayoutSolver.required
    let widthStrength = fitting?.horizontal.solverStrength ?? required
    let heightStrength = fitting?.vertical.solverStrength ?? required
    setInternal(record, .rootPin(0), LinearExpression([(record.left, 1)]), .equal, strength: required)
    setInternal(record, .rootPin(1), LinearExpression([(record.top, 1)]), .equal, strength: required)
    setInternal(
      record, .rootPin(2), LinearExpression([(record.width, 1)], constant: -Double(size.width)), .equal,
      strength: widthStrength)
    setInternal(
      record, .rootPin(3), LinearExpression([(record.height, 1)], constant: -Double(size.height)), .equal,
      strength: heightStrength)
  }

  // MARK: Intrinsic size

  /// Each dimension with an intrinsic metric becomes two inequalities: `size ≤ intrinsic` at
  /// the hugging priority and `size ≥ intrinsic` at the compression-resistance priority
  /// (docs/uikit-behaviour-2.md §3.2).
  func installIntrinsicSize(_ record: ItemRecord, _ view: UIView) {
    let size = intrinsicSize(of: view, record)
    let tieBreak = 1 + 1e-4 * Double(view.layoutState.tieBreakRank)
    for (axis, metric, variable) in [
      (NSLayoutConstraint.Axis.horizontal, size.width, record.width), (.vertical, size.height, record.height),
    ] {
      guard metric >= 0, metric.isFinite else {
        removeInternal(record, .hugging(axis))
        removeInternal(record, .compression(axis))
        continue
      }
      let expression = LinearExpression([(variable, 1)], constant: -Double(metric))
      setInternal(
        record, .hugging(axis), expression, .lessThanOrEqual,
        strength: Self.tieBroken(view.contentHuggingPriority(for: axis).solverStrength, tieBreak))
      setInternal(
        record, .compression(axis), expression, .greaterThanOrEqual,
        strength: Self.tieBroken(view.contentCompressionResistancePriority(for: axis).solverStrength, tieBreak))
    }
  }
}
