import Foundation

extension UIView {
  /// Whether the view's frame and autoresizing mask become constraints (UIKit's default: true
  /// for views made in code). Set it to false for a view positioned by constraints; a view
  /// left true with constraints of its own usually cannot be satisfied — the engine then lists
  /// its `NSAutoresizingMaskLayoutConstraint`s (docs/uikit-behaviour-2.md §3.3).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMaskIntoConstraints }
    set {
      guard newValue != layoutState.translatesAutoresizingMaskIntoConstraints else { return }
      layoutState.translatesAutoresizingMaskIntoConstraints = newValue
      rootView.setNeedsConstraintSync()
      superview?.setNeedsLayout()
    }
  }

  /// The constraints installed on this view (by `addConstraint(_:)`, or by activation when
  /// this view is the closest common ancestor of a constraint's items).
  public var constraints: [NSLayoutConstraint] { layoutState.installed }

  /// Installs `constraint` on this view (UIKit's pre-iOS 8 form of activation).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if let current = constraint.installedOn {
      guard current !== self else { return }
      current.uninstall(constraint)
    }
    install(constraint)
  }

  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    uninstall(constraint)
  }

  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  func install(_ constraint: NSLayoutConstraint) {
    constraint.installedOn = self
    // Stamped by the tree's root (no process-wide counter): constraints activated later in a
    // tree are added to its engine later.
    let root = rootView.layoutState
    root.activationCounter += 1
    constraint.activationStamp = root.activationCounter
    layoutState.installed.append(constraint)
    rootView.setNeedsConstraintSync()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    constraint.installedOn = nil
    layoutState.installed.removeAll { $0 === constraint }
    constraint.engine?.remove(constraint)
    rootView.setNeedsConstraintSync()
  }

  // MARK: Anchors

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  // MARK: Content priorities

  /// How strongly the view resists growing past its intrinsic size on `axis` (default 250).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? layoutState.huggingHorizontal : layoutState.huggingVertical
  }

  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { layoutState.huggingHorizontal = priority } else { layoutState.huggingVertical = priority }
    intrinsicSizeConstraintsDidChange()
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? layoutState.compressionHorizontal : layoutState.compressionVertical
  }

  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      layoutState.compressionHorizontal = priority
    } else {
      layoutState.compressionVertical = priority
    }
    intrinsicSizeConstraintsDidChange()
  }

  func intrinsicSizeConstraintsDidChange() {
    rootView.layoutEngine?.intrinsicSizeDidChange(of: self)
  }

  // MARK: Updating constraints

  /// Asks for `updateConstraints()` before the next layout pass.
  public func setNeedsUpdateConstraints() {
    layoutState.needsUpdateConstraints = true
    rootView.layoutState.subtreeNeedsUpdateConstraints = true
    rootView.layer.setNeedsLayout()
  }

  /// Whether `updateConstraints()` is pending.
  public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

  /// Runs pending `updateConstraints()` in this subtree now, subviews first (a controller's
  /// root view through the controller's `updateViewConstraints()`), as UIKit does before
  /// layout.
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard layoutState.needsUpdateConstraints else { return }
    layoutState.needsUpdateConstraints = false
    if let controller = owningViewController as? UIViewController, controller.viewIfLoaded === self {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  // MARK: Fitting sizes

  /// UIKit's fitting targets: the smallest size (0 × 0) and a very large one (10⁷ × 10⁷ pt).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The constraints that affect the view's frame on `axis`: those referencing the view, on
  /// this view and its ancestors.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    var current: UIView? = self
    while let view = current {
      for constraint in view.layoutState.installed
      where (constraint.firstItem === self || constraint.secondItem === self)
        && constraint.firstAttribute.axis == axis
      {
        result.append(constraint)
      }
      current = view.superview
    }
    return result
  }

  /// Whether the view's frame is not fully determined by its constraints (some position or
  /// size could change without breaking any of them). Solves first.
  public var hasAmbiguousLayout: Bool {
    let root = rootView
    root.layoutIfNeeded()
    guard let engine = root.layoutEngine else { return false }
    return engine.isAmbiguous(self, axis: .horizontal) || engine.isAmbiguous(self, axis: .vertical)
  }

  // MARK: Engine plumbing

  /// The engine of this view's tree, when this view is its root and constraints are in use.
  var layoutEngine: LayoutEngine? { layoutState.engine }

  /// Marks this root's tree for the engine to re-read before the next solve.
  func setNeedsConstraintSync() {
    layoutState.needsConstraintSync = true
    layer.setNeedsLayout()
  }

  /// Deactivates the constraints installed outside `self`'s subtree that reference views or
  /// guides inside it (UIKit does this when a view leaves its superview).
  func removeConstraintsCrossing(intoSubtreeOf removed: UIView) {
    var ancestor = superview
    while let view = ancestor {
      for constraint in view.layoutState.installed
      where LayoutItems.isInSubtree(constraint.firstItem, of: removed)
        || LayoutItems.isInSubtree(constraint.secondItem, of: removed)
      {
        view.uninstall(constraint)
      }
      ancestor = view.superview
    }
  }

  /// Hierarchy bookkeeping after `view` joined this tree: it is no longer a root, so its
  /// engine (if any) goes, and the tree re-reads its constraints.
  func layoutSubtreeDidJoin(_ view: UIView) {
    let state = view.layoutState
    let root = rootView
    // Later activations in the joined tree stay later than the subtree's.
    root.layoutState.activationCounter = max(root.layoutState.activationCounter, state.activationCounter)
    if state.engine != nil || state.needsConstraintSync || root.layoutState.engine != nil
      || !view.layoutState.installed.isEmpty || !view.translatesAutoresizingMaskIntoConstraints
    {
      root.setNeedsConstraintSync()
    }
    state.engine?.detach()
    state.engine = nil
    state.needsConstraintSync = false
    root.layoutState.subtreeNeedsUpdateConstraints = true
  }

  /// Hierarchy bookkeeping after `view` left `oldRoot`'s tree.
  static func layoutSubtreeDidLeave(_ view: UIView, oldRoot: UIView) {
    if oldRoot.layoutState.engine != nil || oldRoot.layoutState.needsConstraintSync {
      oldRoot.setNeedsConstraintSync()
      view.setNeedsConstraintSync()
    }
  }
}

/// Views and layout guides as layout items.
@MainActor enum LayoutItems {
  /// The view an item belongs to: the view itself, or a guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    if let guide = item as? UILayoutGuide { return guide.owningView }
    return nil
  }

  static func isInSubtree(_ item: AnyObject?, of root: UIView) -> Bool {
    guard let view = view(of: item) else { return false }
    return root.isAncestor(of: view)
  }
}
