import Foundation
import SegueLayout

/// The Auto Layout engine of one view tree (kept by the tree's root view; no engine state is
/// shared between trees or processes).
///
/// Every view or guide that takes part gets four solver variables — its left, top, width and
/// height in the tree's *layout space*: the root's bounds space with transforms and bounds
/// origins ignored, as Auto Layout ignores them (it sets `bounds.size` and `center`, so a view's
/// transform applies on top of its solved frame, and a scroll view's content stays put in its
/// content coordinates as it scrolls). Taking part are the items of active constraints, views with
/// `translatesAutoresizingMaskIntoConstraints` false, and all their ancestors, which hold them
/// in place: an ancestor that translates its autoresizing mask contributes UIKit's
/// autoresizing-mask constraints (`LayoutEngine+Autoresizing.swift`), the root is pinned to its
/// bounds.
///
/// Phases, run by `UIView.layoutIfNeeded()` (`UIView+LayoutPass.swift`): update constraints →
/// `sync` (re-read the tree after activations, deactivations and hierarchy changes) →
/// `solve` (apply pending constant, priority, frame and intrinsic-size changes incrementally,
/// then mark the superviews of views whose solved frames moved) → layout, in which each view's
/// `layoutSubviews()` gives its subviews their solved frames.
@MainActor final class LayoutEngine {
  let solver = LayoutSolver()
  /// Whether this engine only measures (`systemLayoutSizeFitting`): it does not claim the
  /// tree's constraints, so the tree's own engine keeps them.
  let isScratch: Bool
  /// For a measuring engine: the size its root is pulled towards, and how strongly.
  var fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
  /// Pixels per point: solved edges are rounded to whole pixels, as UIKit rounds them.
  var scale: CGFloat = 2

  /// The solver's view of one view or guide.
  final class ItemRecord {
    weak var item: AnyObject?
    let id: ObjectIdentifier
    let left: LayoutVariable
    let top: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    /// Constraints the engine itself keeps for the item (autoresizing, root pin, intrinsic size,
    /// system guide edges, baselines), by role.
    var engineConstraints: [InternalRole: InstalledInternal] = [:]
    /// The superview the autoresizing constraints were made against.
    weak var superview: UIView?
    var translatesMask = true
    var isRoot = false
    /// Baseline variables, made when a constraint uses a baseline.
    var firstBaseline: LayoutVariable?
    var lastBaseline: LayoutVariable?

    init(item: AnyObject, solver: LayoutSolver) {
      self.item = item
      id = ObjectIdentifier(item)
      left = solver.makeVariable()
      top = solver.makeVariable()
      width = solver.makeVariable()
      height = solver.makeVariable()
    }
  }

  /// One engine-made constraint: its equation (to tell a constant change from a new shape).
  struct InstalledInternal {
    var id: LayoutConstraintID?
    var expression: LinearExpression
    var relation: LayoutRelation
    var strength: Double
  }

  /// What an engine-made constraint is for.
  enum InternalRole: Hashable {
    case autoresizing(NSLayoutConstraint.Axis, Int)
    case rootPin(Int)
    case hugging(NSLayoutConstraint.Axis)
    case compression(NSLayoutConstraint.Axis)
    case guideEdge(Int)
    case baseline(first: Bool)
  }

  /// Where a solver constraint came from, for UIKit's messages.
  enum Origin {
    case user(NSLayoutConstraint)
    case engine(ObjectIdentifier, InternalRole)
  }

  var records: [ObjectIdentifier: ItemRecord] = [:]
  var owners: [LayoutVariable: ObjectIdentifier] = [:]
  /// Active user constraints in the engine (a nil id: broken, left out of the solver).
  var installed: [ObjectIdentifier: (constraint: NSLayoutConstraint, id: LayoutConstraintID?)] = [:]
  var origins: [LayoutConstraintID: Origin] = [:]
  /// Installed constants and priorities, to apply only what changed.
  var installedValues: [ObjectIdentifier: (constant: CGFloat, priority: UILayoutPriority)] = [:]

  // Pending work for the next solve.
  var changedConstraints: [NSLayoutConstraint] = []
  var changedFrames: Set<ObjectIdentifier> = []
  var changedIntrinsic: Set<ObjectIdentifier> = []
  /// The width each wrapping label was last measured at, points.
  var measuredWidths: [ObjectIdentifier: CGFloat] = [:]
  /// Views whose guides exist (their safe-area and margin insets are re-read each solve).
  var guideOwners: [ObjectIdentifier: UIView] = [:]

  init(isScratch: Bool = false) {
    self.isScratch = isScratch
  }

  /// Whether something changed since the last solve.
  var hasPendingWork: Bool {
    !changedConstraints.isEmpty || !changedFrames.isEmpty || !changedIntrinsic.isEmpty
  }

  /// The engine no longer belongs to a root (its tree joined another): it lets go of its
  /// constraints so the new tree's engine can take them.
  func detach() {
    for (constraint, _) in installed.values where constraint.engine === self { constraint.engine = nil }
    installed.removeAll()
  }

  // MARK: Values

  func record(of item: AnyObject) -> ItemRecord? { records[ObjectIdentifier(item)] }

  /// The item's solved rectangle in layout space (points, unrounded), nil if it takes no part.
  func solvedRect(of item: AnyObject) -> CGRect? {
    guard let record = records[ObjectIdentifier(item)] else { return nil }
    return CGRect(
      x: solver.value(of: record.left), y: solver.value(of: record.top), width: solver.value(of: record.width),
      height: solver.value(of: record.height))
  }

  /// The item's solved rectangle with its edges rounded to whole pixels (UIKit rounds Auto
  /// Layout's results to the screen's pixel grid).
  func roundedRect(of item: AnyObject) -> CGRect? {
    guard let rect = solvedRect(of: item) else { return nil }
    func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    let minX = round(rect.minX)
    let minY = round(rect.minY)
    return CGRect(x: minX, y: minY, width: max(round(rect.maxX) - minX, 0), height: max(round(rect.maxY) - minY, 0))
  }

  // MARK: Changes between solves

  func constraintDidChange(_ constraint: NSLayoutConstraint) {
    guard installed[ObjectIdentifier(constraint)] != nil else { return }
    changedConstraints.append(constraint)
    requestLayout()
  }

  func remove(_ constraint: NSLayoutConstraint) {
    guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    if let id = entry.id {
      solver.remove(id)
      origins[id] = nil
    }
    installedValues[ObjectIdentifier(constraint)] = nil
    if constraint.engine === self { constraint.engine = nil }
    markItemsForLayout(constraint.firstItem, constraint.secondItem)
  }

  /// A view that translates its mask got a new frame (set in code or by autoresizing).
  func frameDidChange(of view: UIView) {
    guard records[ObjectIdentifier(view)] != nil else { return }
    changedFrames.insert(ObjectIdentifier(view))
    requestLayout()
  }

  /// A scroll view's offset or content size moved: its guides follow at the next solve.
  func scrollOffsetDidChange(of scrollView: UIScrollView) {
    guard guideOwners[ObjectIdentifier(scrollView)] != nil else { return }
    requestLayout()
  }

  func intrinsicSizeDidChange(of view: UIView) {
    guard records[ObjectIdentifier(view)] != nil else { return }
    changedIntrinsic.insert(ObjectIdentifier(view))
    requestLayout()
  }

  private func requestLayout() {
    guard !isScratch, let root = rootOfRecords else { return }
    root.layer.setNeedsLayout()
  }

  weak var rootOfRecords: UIView?

  func markItemsForLayout(_ items: AnyObject?...) {
    for item in items {
      guard let view = LayoutItems.view(of: item) else { continue }
      (view.superview ?? view).setNeedsLayout()
    }
  }
}
