import Foundation
import SegueAnimation

/// UIKit's scroll view: a viewport onto content larger than itself. `contentOffset` is the
/// bounds origin (points, content coordinates); dragging moves it with the finger, past the
/// edges with UIKit's rubber band; a fling decelerates by `decelerationRate` per millisecond
/// to UIKit's projected resting point; an overscrolled view springs back; paging snaps to
/// pages. The delegate hears each step in UIKit's order. Physics and numbers:
/// docs/uikit-behaviour-2.md §1 (`ScrollDeceleration`, `RubberBand`, `ScrollBounce`).
///
/// Touches: a touch that starts on content is held for 150 ms (`delaysContentTouches`) and
/// goes to the content only if the finger has not started scrolling by then; content that
/// already has a touch gets `touchesCancelled` once scrolling starts
/// (`canCancelContentTouches`, `touchesShouldCancel(in:)`). A touch on a moving scroll view
/// stops it and goes no further. The mouse wheel scrolls the view under the pointer.
@preconcurrency @MainActor open class UIScrollView: UIView {
  /// How fast a fling slows: the fraction of velocity kept per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// 0.998 per ms (UIKit's default).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per ms.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// Whether the safe area adds to `contentInset` (UIKit's raw values).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes, never, always
  }

  public enum IndicatorStyle: Int, Sendable {
    case `default` = 0
    case black, white
  }

  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  open weak var delegate: (any UIScrollViewDelegate)? {
    didSet { updateZoomRecognizer() }
  }

  /// The content's size, points. Constraints between the scroll view's edges (or its
  /// `contentLayoutGuide`) and its subviews set it when they determine it.
  open var contentSize: CGSize = .zero {
    willSet { willSetObservable("contentSize") }
    didSet {
      didSetObservable("contentSize")
      guard contentSize != oldValue else { return }
      contentGeometryDidChange()
    }
  }

  /// Extra scrollable room around the content, points.
  open var contentInset: UIEdgeInsets = .zero {
    willSet { willSetObservable("contentInset") }
    didSet {
      didSetObservable("contentInset")
      guard contentInset != oldValue else { return }
      contentGeometryDidChange()
    }
  }

  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { contentGeometryDidChange() }
  }

  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether the view comes to rest on multiples of its bounds size.
  open var isPagingEnabled = false
  /// Whether it rubber-bands past its edges.
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var bouncesZoom = true
  /// Whether a drag that starts mostly along one axis stays on it.
  open var isDirectionalLockEnabled = false
  open var decelerationRate: DecelerationRate = .normal
  /// Whether touch-down is held back from content for 150 ms (default true).
  open var delaysContentTouches = true
  /// Whether content that has a touch loses it when scrolling starts (default true).
  open var canCancelContentTouches = true
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var indicatorStyle: IndicatorStyle = .default
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var automaticallyAdjustsScrollIndicatorInsets = true
  open var scrollsToTop = true
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// Both indicator insets at once (UIKit's older property).
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// The control that refreshes the content when it is pulled down past its top (iOS 10);
  /// setting it puts the control behind the content (docs/uikit-behaviour-2.md §31).
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      if let oldValue, oldValue.scrollView === self {
        oldValue.detach()
        if oldValue.superview === self { oldValue.removeFromSuperview() }
      }
      refreshControl?.attach(to: self)
    }
  }
  /// The strip a refreshing control keeps open above the content, points (part of the
  /// adjusted top inset).
  private(set) var refreshInset: CGFloat = 0
  /// The refresh strip's height when the current drag began.
  var dragStartRefreshInset: CGFloat = 0
  /// Whether an inset change leaves the offset where it is (the refresh strip's: UIKit does
  /// not scroll when it opens or closes it).
  private var insetChangeKeepsOffset = false

  /// Puts a refresh control behind the content (lists put it above their background view).
  func placeRefreshControl(_ control: UIView) { insertSubview(control, at: 0) }

  /// Opens or closes the refresh strip without moving the content.
  func setRefreshInset(_ height: CGFloat) {
    guard height != refreshInset else { return }
    willSetObservable("adjustedContentInset")
    refreshInset = height
    insetChangeKeepsOffset = true
    contentGeometryDidChange()
    insetChangeKeepsOffset = false
    didSetObservable("adjustedContentInset")
  }

  /// A finger is on the content (it may not have moved yet).
  open internal(set) var isTracking = false
  /// The content is being dragged.
  open internal(set) var isDragging = false
  /// The content moves on after a drag (decelerating, bouncing back, or snapping to a page).
  open internal(set) var isDecelerating = false

  /// The recognizer that drags the content (UIKit's `panGestureRecognizer`).
  public private(set) var panGestureRecognizer: UIPanGestureRecognizer = UIPanGestureRecognizer()
  /// Holds touch-down back from the content while a scroll may start.
  let delayedTouchesRecognizer = ScrollDelayedTouchesRecognizer()

  /// What moves the offset now.
  var motion: ScrollMotion = .idle
  /// A frame callback is installed.
  var isTicking = false
  /// Where the unbanded offset was when the drag began.
  var dragStart: CGPoint = .zero
  /// The axis a directionally locked drag keeps to.
  var dragLock: NSLayoutConstraint.Axis?
  /// Views showing the scroll position.
  let indicators = ScrollIndicators()

  // Zooming
  open var minimumZoomScale: CGFloat = 1 {
    didSet { updateZoomRecognizer() }
  }
  open var maximumZoomScale: CGFloat = 1 {
    didSet { updateZoomRecognizer() }
  }
  open internal(set) var isZooming = false
  open internal(set) var isZoomBouncing = false
  var storedZoomScale: CGFloat = 1
  var pinchRecognizer: UIPinchGestureRecognizer?
  var zoomStart: CGFloat = 1
  /// The zoomed content point under the pinch's midpoint, in unzoomed view coordinates.
  var zoomAnchor: CGPoint = .zero

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpScrolling()
  }

  private func setUpScrolling() {
    clipsToBounds = true
    let pan = ScrollViewPanGestureRecognizer()
    pan.scrollView = self
    pan.addTarget(handler: { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.handlePan(pan)
    })
    panGestureRecognizer = pan
    addGestureRecognizer(pan)
    delayedTouchesRecognizer.scrollView = self
    addGestureRecognizer(delayedTouchesRecognizer)
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpScrolling()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UIScrollView.self)
  }

  // MARK: Offset

  /// The point of the content at the view's top-left corner (the bounds origin), points.
  /// Setting it stops nothing and calls `scrollViewDidScroll`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      // A set of the same offset is announced too; a new one is announced by `applyOffset`.
      guard newValue != bounds.origin else {
        willSetObservable("contentOffset")
        didSetObservable("contentOffset")
        return
      }
      applyOffset(newValue)
    }
  }

  /// Moves the offset (content coordinates), animated over 0.3 s ease-in-out when asked
  /// (docs/uikit-behaviour-2.md §1.7: UIKit documents no duration); without animation it
  /// stops a running deceleration.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated else {
      stopMotion(notify: true)
      applyOffset(contentOffset)
      return
    }
    startScrollingAnimation(to: contentOffset)
  }

  /// Scrolls the least distance that makes `rect` (content coordinates) visible.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    var target = contentOffset
    if rect.minX < visible.minX || rect.width > visible.width {
      target.x = rect.minX
    } else if rect.maxX > visible.maxX {
      target.x = rect.maxX - visible.width
    }
    if rect.minY < visible.minY || rect.height > visible.height {
      target.y = rect.minY
    } else if rect.maxY > visible.maxY {
      target.y = rect.maxY - visible.height
    }
    target = clampedOffset(target)
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Shows the indicators for a moment.
  open func flashScrollIndicators() { indicators.flash(in: self) }

  /// The insets the offset may scroll past: `contentInset` plus the safe area on the axes the
  /// adjustment behaviour covers (`.automatic` covers the vertical axis always and the
  /// horizontal one when it scrolls, as for a controller's scroll view on iOS).
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: (vertical, horizontal) = (false, false)
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
    case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0) + refreshInset,
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Called when `adjustedContentInset` changed.
  open func adjustedContentInsetDidChange() {}

  /// The offset moved (lists lay out the rows that came into view here, in the same frame).
  func contentOffsetDidChange() {}

  // MARK: Touches

  /// Whether content may receive the touches that start in `view` (default true).
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

  /// Whether scrolling may take the touch away from `view` (default: not from a `UIControl`).
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    refreshAdjustedInset()
    indicators.layout(in: self)
    refreshControl?.layout(in: self)
  }

  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    indicators.keepOnTop(in: self)
  }

  // MARK: Geometry

  /// The smallest and largest offsets at rest: from −adjusted inset to content + inset − size.
  var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(contentSize.width + inset.right - bounds.width, minX)
    let maxY = max(contentSize.height + inset.bottom - bounds.height, minY)
    return (minX...maxX, minY...maxY)
  }

  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(
      x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
  }

  /// Whether the content is taller (wider) than the view, or bouncing is forced.
  var scrollsVertically: Bool {
    let inset = contentInset
    return contentSize.height + inset.top + inset.bottom > bounds.height + 0.5 || alwaysBounceVertical
  }

  var scrollsHorizontally: Bool {
    let inset = contentInset
    return contentSize.width + inset.left + inset.right > bounds.width + 0.5 || alwaysBounceHorizontal
  }

  /// Sets the bounds origin (the offset) and tells the delegate.
  func applyOffset(_ offset: CGPoint) {
    guard offset.x.isFinite, offset.y.isFinite else { return }
    guard offset != bounds.origin else { return }
    willSetObservable("contentOffset")
    bounds = CGRect(origin: offset, size: bounds.size)
    contentOffsetDidChange()
    rootView.layoutEngine?.scrollOffsetDidChange(of: self)
    indicators.layout(in: self)
    refreshControl?.update(in: self)
    delegate?.scrollViewDidScroll(self)
    didSetObservable("contentOffset")
  }

  private var reportedAdjustedInset: UIEdgeInsets?

  func contentGeometryDidChange() {
    refreshAdjustedInset()
    indicators.layout(in: self)
    rootView.layoutEngine?.scrollOffsetDidChange(of: self)
  }

  /// Follows a change of the adjusted inset: a view resting at its top stays at the (new) top.
  func refreshAdjustedInset() {
    let adjusted = adjustedContentInset
    guard adjusted != reportedAdjustedInset else { return }
    let old = reportedAdjustedInset
    reportedAdjustedInset = adjusted
    if motion.isIdle, !isTracking, !insetChangeKeepsOffset {
      let atTop = old.map { contentOffset.y == -$0.top } ?? (contentOffset.y == 0)
      let atLeft = old.map { contentOffset.x == -$0.left } ?? (contentOffset.x == 0)
      var offset = contentOffset
      if atTop { offset.y = -adjusted.top }
      if atLeft { offset.x = -adjusted.left }
      if offset != contentOffset { applyOffset(offset) }
    }
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }
}

extension UIScrollView {
  /// The content area for constraints (its size becomes `contentSize` when constraints set
  /// it); constraints from subviews to the scroll view's own edges mean this guide too.
  public var contentLayoutGuide: UILayoutGuide {
    systemGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide")
  }

  /// The viewport for constraints: content pinned to it stays in place while the rest scrolls.
  public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide") }
}
