import Foundation

extension UIView {
  /// How many rounds of update-constraints → solve → layout one `layoutIfNeeded()` runs at
  /// most: a `layoutSubviews()` that changes constraints gets another round (a multi-line
  /// label measured at its new width, for one), and a layout that never settles stops here.
  static let maximumLayoutRounds = 8

  /// Runs pending layout now, as UIKit does: constraints are updated and solved for the whole
  /// tree, then layout runs from the topmost ancestor that needs it down (Core Animation's
  /// rule for `layoutIfNeeded`), each view's `layoutSubviews()` giving its subviews their
  /// solved frames. Inside an animation block the frames that change animate.
  func runLayoutPass() {
    let root = rootView
    for _ in 0..<UIView.maximumLayoutRounds {
      root.reportPendingTraitChanges()  // traits update before layout, as in UIKit (§7.5)
      root.prepareConstraintBasedLayout()
      var start: UIView = self
      while let parent = start.superview, parent.layer.needsLayout { start = parent }
      start.layer.layoutIfNeeded()
      let state = root.layoutState
      guard state.subtreeNeedsUpdateConstraints || state.needsConstraintSync || state.engine?.hasPendingWork == true
      else {
        root.reportPendingTraitChanges()  // views that layout added
        return
      }
    }
  }

  /// On a tree's root: runs pending `updateConstraints()`, re-reads the tree when its
  /// constraints changed, and solves.
  func prepareConstraintBasedLayout() {
    let state = layoutState
    if state.subtreeNeedsUpdateConstraints {
      state.subtreeNeedsUpdateConstraints = false
      updateConstraintsIfNeeded()
    }
    if state.needsConstraintSync {
      state.needsConstraintSync = false
      if state.engine == nil, LayoutEngine.treeUsesConstraints(self) { state.engine = LayoutEngine() }
      state.engine?.sync(root: self)
    }
    guard let engine = state.engine else { return }
    engine.solve()
    engine.traceAmbiguity()
  }

  /// UIKit's default `layoutSubviews()`: each subview positioned by constraints gets its
  /// solved frame (edges rounded to whole pixels), through its bounds size and center.
  func applySolvedFramesToSubviews() {
    guard let engine = rootView.layoutEngine, let own = engine.solvedRect(of: self) else { return }
    for subview in subviews where !subview.layoutState.translatesAutoresizingMaskIntoConstraints {
      guard let solved = engine.roundedRect(of: subview) else { continue }
      let ownOrigin = engine.roundedRect(of: self)?.origin ?? own.origin
      // Layout space ignores bounds origins: content keeps its place in the bounds space of a
      // scrolled view, as in UIKit.
      let frame = CGRect(
        x: solved.minX - ownOrigin.x, y: solved.minY - ownOrigin.y, width: solved.width, height: solved.height)
      subview.setUntransformedFrame(frame)
    }
  }

  /// A frame, bounds or center was set: a view that translates its mask into constraints
  /// tells its tree's engine.
  func layoutGeometryDidChange() {
    guard layoutState.translatesAutoresizingMaskIntoConstraints || superview == nil else { return }
    rootView.layoutEngine?.frameDidChange(of: self)
  }
}

extension UIView {
  /// How many constraints the engine of this root's tree holds (the user's and its own), for
  /// benchmarks; 0 without an engine.
  package var layoutConstraintCount: Int { layoutState.engine?.solver.constraintCount ?? 0 }
}
