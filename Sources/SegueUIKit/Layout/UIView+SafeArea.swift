import Foundation
import SegueRender

extension UIView {
  // MARK: Safe area

  /// The simulated phone's unsafe edges for a window of `size` (points): in portrait the
  /// status bar with the notch (47 pt) and the home indicator (34 pt); in landscape the notch
  /// side strips (47 pt each) and the home indicator (21 pt) — a 390 × 844 pt iPhone 12–14
  /// (docs/uikit-behaviour-2.md §3.5).
  package static func deviceSafeAreaInsets(for size: CGSize) -> UIEdgeInsets {
    size.height >= size.width
      ? UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
  }

  /// The part of the view (bounds space) not covered by the window's unsafe edges or a
  /// controller's `additionalSafeAreaInsets` above it; nil outside a window.
  func safeAreaRect() -> CGRect? {
    if isWindow { return bounds.inset(by: UIView.deviceSafeAreaInsets(for: bounds.size)) }
    // A page a zoom carries keeps its safe area from home (docs/uikit-behaviour-2.md §5.6).
    if let card = superview as? ZoomCardView, let carried = card.carriedSafeArea { return carried }
    guard let superview, var parent = superview.safeAreaRect() else { return nil }
    let far: CGFloat = 1e9
    // Only the superview's unsafe edge strips are unsafe: past an edge where the superview has
    // none, nothing is, so a view sliding out across that edge (a page popped off to the right)
    // keeps its insets instead of getting its whole overhang as one.
    let outer = superview.bounds
    let reach = (
      minX: parent.minX <= outer.minX ? -far : parent.minX, maxX: parent.maxX >= outer.maxX ? far : parent.maxX,
      minY: parent.minY <= outer.minY ? -far : parent.minY, maxY: parent.maxY >= outer.maxY ? far : parent.maxY
    )
    parent = CGRect(x: reach.minX, y: reach.minY, width: reach.maxX - reach.minX, height: reach.maxY - reach.minY)
    if let scrollView = superview as? UIScrollView {
      // A scroll view keeps its content clear of the unsafe edges by adjusting its content
      // insets, not by insetting the content: its subviews get no safe-area inset on the axes
      // it adjusts (the vertical one always, unless `.never`), so a cell below the visible area
      // lays out as the ones on screen.
      if scrollView.contentInsetAdjustmentBehavior != .never {
        parent = CGRect(x: parent.minX, y: -far, width: parent.width, height: 2 * far)
      }
      let horizontal =
        scrollView.contentInsetAdjustmentBehavior == .always
        || (scrollView.contentInsetAdjustmentBehavior != .never && scrollView.scrollsHorizontally)
      if horizontal { parent = CGRect(x: -far, y: parent.minY, width: 2 * far, height: parent.height) }
    }
    let frame = untransformedFrame
    // Clamped into the bounds axis by axis (not intersected): a view entirely below the safe
    // area has its whole height unsafe at the bottom and nothing unsafe at its sides.
    let moved = parent.offsetBy(dx: bounds.minX - frame.minX, dy: bounds.minY - frame.minY)
    func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), high) }
    let minX = clamp(moved.minX, bounds.minX, bounds.maxX)
    let maxX = clamp(moved.maxX, minX, bounds.maxX)
    let minY = clamp(moved.minY, bounds.minY, bounds.maxY)
    let maxY = clamp(moved.maxY, minY, bounds.maxY)
    var rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    if let controller = owningViewController as? UIViewController, controller.viewIfLoaded === self {
      var extra = controller.additionalSafeAreaInsets
      // A navigation bar's large-title and search rows cover the top of the view
      // (docs/uikit-behaviour-2.md §18.2).
      if let navigation = controller.parent as? UINavigationController {
        extra.top += navigation.contentTopExtension(for: controller)
      }
      rect = CGRect(
        x: rect.minX + extra.left, y: rect.minY + extra.top, width: max(rect.width - extra.left - extra.right, 0),
        height: max(rect.height - extra.top - extra.bottom, 0))
      // A container's bar over the child's view (a tab bar) is unsafe too (§16.3).
      if let covered = controller.parent?.barInset(coveringChildView: self), covered > 0 {
        let maxY = max(min(rect.maxY, bounds.maxY - covered), rect.minY)
        rect = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: maxY - rect.minY)
      }
    }
    return rect
  }

  /// How far the safe area is inside each edge of the bounds, in points: the window's unsafe
  /// edges where the view overlaps them (transforms ignored, as UIKit's layout ignores them),
  /// plus the `additionalSafeAreaInsets` of controllers whose views contain this one.
  public var safeAreaInsets: UIEdgeInsets {
    guard let rect = safeAreaRect() else { return .zero }
    return UIEdgeInsets(
      top: max(rect.minY - bounds.minY, 0), left: max(rect.minX - bounds.minX, 0),
      bottom: max(bounds.maxY - rect.maxY, 0), right: max(bounds.maxX - rect.maxX, 0))
  }

  /// The guide covering the safe area (UIKit's `safeAreaLayoutGuide`).
  public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide") }

  // MARK: Margins

  /// The view's margins, direction-aware (UIKit's defaults: 8 pt on each side; a controller's
  /// root view gets its controller's `systemMinimumLayoutMargins`, and keeps at least those
  /// while `viewRespectsSystemMinimumLayoutMargins`; docs/uikit-behaviour-2.md §3.4).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      guard let controller = controllerOfRootView else {
        return layoutState.customMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      }
      let minimum = controller.systemMinimumLayoutMargins
      guard var margins = layoutState.customMargins else { return minimum }
      if controller.viewRespectsSystemMinimumLayoutMargins {
        margins.leading = max(margins.leading, minimum.leading)
        margins.trailing = max(margins.trailing, minimum.trailing)
      }
      return margins
    }
    set {
      layoutState.customMargins = newValue
      marginsDidChange()
    }
  }

  /// `directionalLayoutMargins` as left/right insets: leading is left, or right when the view
  /// lays out right to left.
  public var layoutMargins: UIEdgeInsets {
    get {
      let margins = directionalLayoutMargins
      guard isRightToLeft else { return margins.edgeInsets }
      return UIEdgeInsets(top: margins.top, left: margins.trailing, bottom: margins.bottom, right: margins.leading)
    }
    set {
      directionalLayoutMargins =
        isRightToLeft
        ? NSDirectionalEdgeInsets(
          top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
        : NSDirectionalEdgeInsets(newValue)
    }
  }

  /// Whether the margins are measured from the safe area rather than the bounds (default true).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutState.insetsLayoutMarginsFromSafeArea }
    set {
      layoutState.insetsLayoutMarginsFromSafeArea = newValue
      marginsDidChange()
    }
  }

  /// UIKit's flag for adopting the superview's margins where they overlap (default false).
  /// Segue keeps the value; margins are always the view's own.
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutState.preservesSuperviewLayoutMargins }
    set { layoutState.preservesSuperviewLayoutMargins = newValue }
  }

  /// The margins guide's insets from the bounds: the margins, plus the safe-area insets when
  /// `insetsLayoutMarginsFromSafeArea`.
  var effectiveMarginInsets: UIEdgeInsets {
    let margins = layoutMargins
    guard insetsLayoutMarginsFromSafeArea else { return margins }
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
      right: margins.right + safe.right)
  }

  /// The guide inset from the bounds by the margins (UIKit's `layoutMarginsGuide`).
  public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, identifier: "UIViewLayoutMarginsGuide") }

  /// The margins guide narrowed to a readable line length (672 pt at most, centred); on a
  /// portrait phone it is the margins guide.
  public var readableContentGuide: UILayoutGuide {
    systemGuide(.readableContent, identifier: "UIViewReadableContentGuide")
  }

  /// The keyboard's guide: the part of the view the keyboard covers, else (keyboard down) the
  /// bottom safe-area strip.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    // The role is unique, so the guide found is the keyboard guide made here.
    systemGuide(.keyboard, identifier: "UIKeyboardLayoutGuide") as? UIKeyboardLayoutGuide ?? UIKeyboardLayoutGuide()
  }

  func systemGuide(_ role: SystemLayoutGuideRole, identifier: String) -> UILayoutGuide {
    if let guide = layoutState.guides.first(where: { $0.systemRole == role }) { return guide }
    let guide = role == .keyboard ? UIKeyboardLayoutGuide() : UILayoutGuide()
    guide.identifier = identifier
    guide.systemRole = role
    addLayoutGuide(guide)
    return guide
  }

  /// The controller whose root view this is.
  var controllerOfRootView: UIViewController? {
    guard let controller = owningViewController as? UIViewController, controller.viewIfLoaded === self else {
      return nil
    }
    return controller
  }

  func marginsDidChange() {
    layoutMarginsDidChange()
    controllerOfRootView?.viewLayoutMarginsDidChange()
    setNeedsLayout()
    if rootView.layoutEngine != nil { rootView.layer.setNeedsLayout() }
  }

  /// Calls `safeAreaInsetsDidChange()`/`layoutMarginsDidChange()` (and the controller's
  /// counterparts) when the insets moved since they were last reported.
  func reportInsetChanges() {
    let safe = safeAreaInsets
    if safe != layoutState.reportedSafeAreaInsets {
      layoutState.reportedSafeAreaInsets = safe
      safeAreaInsetsDidChange()
      controllerOfRootView?.viewSafeAreaInsetsDidChange()
    }
    let margins = effectiveMarginInsets
    if margins != layoutState.reportedMargins {
      let first = layoutState.reportedMargins == nil
      layoutState.reportedMargins = margins
      if !first {
        layoutMarginsDidChange()
        controllerOfRootView?.viewLayoutMarginsDidChange()
      }
    }
  }

  // MARK: Baselines

  /// A baseline as `top + heightShare × height + offset` (points): a label's first or last
  /// line's baseline in its vertically centred text block; any other view's bottom edge.
  func baselineDefinition(first: Bool) -> (heightShare: Double, offset: Double) {
    guard let label = self as? UILabel, let text = label.renderText else { return (1, 0) }
    let maxWidth: Double? = label.numberOfLines == 1 || bounds.width <= 0 ? nil : Double(bounds.width)
    let metrics = TextLayout.baselines(of: text, maxWidth: maxWidth)
    return (0.5, (first ? metrics.first : metrics.last) - metrics.height / 2)
  }
}
