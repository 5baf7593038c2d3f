import Foundation

/// What a view keeps for Auto Layout: its own settings (autoresizing translation, content
/// priorities, margins), the constraints installed on it and its guides; and, on the root of a
/// view tree, the tree's layout engine with its pending-work flags. Created on first use.
@MainActor final class ViewLayoutState {
  /// UIKit's default: true for views made in code (docs/uikit-behaviour-2.md §3.3).
  var translatesAutoresizingMaskIntoConstraints = true
  /// The constraints installed on this view, in installation order (UIKit's `constraints`).
  var installed: [NSLayoutConstraint] = []
  /// Content hugging and compression resistance per axis (UIKit's defaults for views made in
  /// code: 250 and 750; docs/uikit-behaviour-2.md §3.2).
  var huggingHorizontal = UILayoutPriority.defaultLow
  var huggingVertical = UILayoutPriority.defaultLow
  var compressionHorizontal = UILayoutPriority.defaultHigh
  var compressionVertical = UILayoutPriority.defaultHigh
  /// `setNeedsUpdateConstraints()` was called (true for a new view, as UIKit asks every view
  /// of a constraint-based window once).
  var needsUpdateConstraints = true
  /// Guides added to the view, system guides included.
  var guides: [UILayoutGuide] = []
  /// Margins set in code, nil for the default.
  var customMargins: NSDirectionalEdgeInsets?
  var insetsLayoutMarginsFromSafeArea = true
  var preservesSuperviewLayoutMargins = false
  /// The insets last reported to `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()`.
  var reportedSafeAreaInsets = UIEdgeInsets.zero
  var reportedMargins: UIEdgeInsets?
  /// While a stack view animates this arranged subview's collapse, the `isHidden` value set
  /// (the layer stays shown until the animation ends).
  var deferredHidden: Bool?
  /// In a `.fill` stack view, how many visible arranged views come after this one: its hugging
  /// and compression resistance weigh a ten-thousandth more per view, so that between equal
  /// priorities the last view stretches or shrinks (far less than one priority step, 1.5 %).
  var tieBreakRank = 0

  // MARK: On a tree's root

  /// The engine of the tree this view is the root of.
  var engine: LayoutEngine?
  /// Constraints, items or guides of the tree changed: the engine must re-read the tree.
  var needsConstraintSync = false
  /// Some view of the tree needs `updateConstraints()`.
  var subtreeNeedsUpdateConstraints = true
  /// Activations in this tree so far (stamps the order constraints were activated in).
  var activationCounter = 0
}

/// UIKit's direction-aware insets, in points (leading and trailing are left and right in
/// Segue's left-to-right layout).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  public static let zero = NSDirectionalEdgeInsets()

  init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}
