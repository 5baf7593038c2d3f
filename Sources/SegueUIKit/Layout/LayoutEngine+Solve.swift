import Foundation
import SegueLayout

extension LayoutEngine {
  /// Applies what changed since the last solve — constants and priorities of user constraints,
  /// frames of views that translate their masks, intrinsic sizes, guide insets — through the
  /// solver's incremental paths, then marks for layout the superview of every view whose
  /// solved frame moved, so that its `layoutSubviews()` gives the view its new frame.
  func solve() {
    if !changedConstraints.isEmpty {
      let changed = changedConstraints
      changedConstraints.removeAll()
      for constraint in changed { applyChange(of: constraint) }
    }
    if !changedFrames.isEmpty { applyChangedFrames() }
    if !changedIntrinsic.isEmpty {
      let changed = changedIntrinsic
      changedIntrinsic.removeAll()
      for id in changed {
        guard let record = records[id], let view = record.item as? UIView else { continue }
        if !record.translatesMask && !record.isRoot { installIntrinsicSize(record, view) }
        if record.firstBaseline != nil { installBaseline(for: record, first: true) }
        if record.lastBaseline != nil { installBaseline(for: record, first: false) }
      }
    }
    if !measuredWidths.isEmpty { remeasureWrappingLabels() }
    if !guideOwners.isEmpty {
      refreshGuides()
      if !isScratch { adoptScrollContentSizes() }
    }
    for variable in solver.takeChangedVariables() {
      guard let id = owners[variable], let record = records[id], let view = record.item as? UIView else { continue }
      guard !record.translatesMask, !record.isRoot else { continue }
      (view.superview ?? view).setNeedsLayout()
    }
  }

  private func applyChange(of constraint: NSLayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    guard let entry = installed[key] else { return }
    let old = installedValues[key]
    installedValues[key] = (constraint.constant, constraint.priority)
    guard let id = entry.id else {
      // A broken constraint whose values changed gets another try.
      installed[key] = nil
      add(constraint)
      return
    }
    do {
      if old?.constant != constraint.constant, let expression = expression(for: constraint) {
        try solver.setConstant(id, expression.constant)
      }
      if old?.priority != constraint.priority {
        try solver.setStrength(id, constraint.priority.solverStrength)
      }
    } catch {
      solver.remove(id)
      origins[id] = nil
      installed[key] = (constraint, nil)
      reportUnsatisfiable(conflicting: error.conflicting, breaking: constraint.describedText)
    }
    markItemsForLayout(constraint.firstItem, constraint.secondItem)
  }
}
