import Foundation

/// UIKit's refresh control: pull a scroll view's content down past its top far enough and it
/// starts refreshing — it spins, sends `.valueChanged`, and keeps a 60-point strip open above
/// the content until `endRefreshing()` (docs/uikit-behaviour-2.md §31).
///
/// Attach it with `scrollView.refreshControl = control` (or a table view controller's
/// `refreshControl`, or `scrollView.addSubview(control)`). It sits behind the content at the
/// top of the visible area, 60 points tall (with a title: the title's height plus 67). As the
/// content is pulled down, its eight spokes appear one by one; when the pull reaches the
/// snapping height while the finger is down — half the scroll view's height, at most
/// (100 + title height) × 1.125 × max(scroll view height, 372) / 568 points (167 points on a
/// 844-point screen), at least the control's height — it starts refreshing then, before the
/// finger lifts. `beginRefreshing()` starts it without the action and without scrolling, as
/// in UIKit; `endRefreshing()` fades the spinner out over 0.3 s and scrolls the strip away.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
  /// Where the control is in UIKit's cycle (UIKit's private states, merged).
  enum Phase: Equatable {
    /// Nothing of it shows.
    case idle
    /// Pulled into view, not yet far enough.
    case revealing
    /// Spinning, with the strip open.
    case refreshing
    /// Fading out after `endRefreshing()`, until it is out of view.
    case ending
  }

  /// The control's height without a title, points.
  static let height: CGFloat = 60
  /// Points the title adds to its height: 62 above it, 5 below.
  static let titleMargins: CGFloat = 67
  /// Seconds the spinner takes to fade out after `endRefreshing()` (UIKit's "go away").
  static let fadeDuration: TimeInterval = 0.3

  /// Whether it is refreshing (from the pull or `beginRefreshing()` until `endRefreshing()`).
  open private(set) var isRefreshing = false
  /// Text under the spinner (Caption 1, the label colour unless the string says otherwise:
  /// its first character's `.font` and `.foregroundColor` apply to all of it); fades in with
  /// the pull.
  open var attributedTitle: NSAttributedString? {
    didSet {
      // The string in the first character's font and colour (Segue's labels draw one style).
      let attributes =
        attributedTitle.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
      titleLabel.text = attributedTitle?.string
      titleLabel.font = attributes[.font] as? UIFont ?? .preferredFont(forTextStyle: .caption1)
      titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
      titleLabel.isHidden = attributedTitle == nil
      if let scrollView { layout(in: scrollView) }
    }
  }

  private(set) var phase: Phase = .idle
  /// The scroll view it belongs to.
  private(set) weak var scrollView: UIScrollView?
  let indicator = UIActivityIndicatorView(style: .medium)
  let titleLabel = UILabel()

  public override init(frame: CGRect) {
    super.init(
      frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width > 0 ? frame.width : 320, height: Self.height))
    setUpRefreshControl()
  }

  /// A refresh control 60 points tall; UIKit's designated initializer, so subclasses write
  /// `override init() { super.init() … }` as they do on iOS.
  public init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
    setUpRefreshControl()
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpRefreshControl()
  }

  private func setUpRefreshControl() {
    autoresizingMask = [.flexibleWidth]
    indicator.hidesWhenStopped = false
    indicator.revealedSpokeCount = 0
    indicator.color = .secondaryLabel
    titleLabel.font = .preferredFont(forTextStyle: .caption1)
    titleLabel.textColor = .label
    titleLabel.textAlignment = .center
    titleLabel.isHidden = true
    for view in [indicator, titleLabel] as [UIView] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    isHidden = true
  }

  /// The spinner's colour; nil returns to the default (`.secondaryLabel`).
  open override var tintColor: UIColor! {
    get { super.tintColor }
    set {
      super.tintColor = newValue
      indicator.color = newValue == nil ? .secondaryLabel : newValue
    }
  }

  /// Touches in the open strip go to the scroll view, which drags the content.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }

  /// Starts refreshing without sending `.valueChanged` and without moving the content: as in
  /// UIKit, set the content offset to show it.
  open func beginRefreshing() {
    guard phase != .refreshing else { return }
    startRefreshing(notify: false)
  }

  /// Stops refreshing: the strip closes — the content scrolls back to its top (0.3 s) unless a
  /// finger holds it — and the spinner fades out over 0.3 s.
  open func endRefreshing() {
    guard phase == .refreshing, let scrollView else {
      if phase == .refreshing { finishEnding() }
      return
    }
    isRefreshing = false
    let visible = visibleHeight(in: scrollView)
    scrollView.setRefreshInset(0)
    guard visible > 0, UIView.areAnimationsEnabled else {
      finishEnding()
      update(in: scrollView)
      return
    }
    phase = .ending
    UIView.animate(
      withDuration: Self.fadeDuration,
      animations: {
        self.indicator.alpha = 0
        self.indicator.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      },
      completion: { _ in
        if self.phase == .ending, let scrollView = self.scrollView, self.visibleHeight(in: scrollView) <= 0 {
          self.finishEnding()
        }
      })
    if !scrollView.isTracking {
      let top = scrollView.adjustedContentInset.top
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -top), animated: true)
    }
  }

  // MARK: The scroll view's side

  /// Joins `scrollView`: the control goes behind its content.
  func attach(to scrollView: UIScrollView) {
    self.scrollView = scrollView
    scrollView.placeRefreshControl(self)
    layout(in: scrollView)
  }

  /// Leaves its scroll view (the strip closes).
  func detach() {
    scrollView?.setRefreshInset(0)
    scrollView = nil
    if phase != .idle { finishEnding() }
    isRefreshing = false
  }

  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    // `scrollView.addSubview(refreshControl)`, the idiom from before iOS 10, attaches it too.
    if let scrollView = superview as? UIScrollView, scrollView.refreshControl == nil, self.scrollView == nil {
      scrollView.refreshControl = self
    }
  }

  /// Points of the strip above the content's resting top that show now.
  func visibleHeight(in scrollView: UIScrollView) -> CGFloat {
    max(0, -(scrollView.contentOffset.y + restingTop(of: scrollView)))
  }

  /// The adjusted top inset without the control's own strip.
  private func restingTop(of scrollView: UIScrollView) -> CGFloat {
    scrollView.adjustedContentInset.top - scrollView.refreshInset
  }

  /// The pull at which it starts refreshing, points (§31).
  func snappingHeight(in scrollView: UIScrollView) -> CGFloat {
    let height = scrollView.bounds.height
    return min(max((height / 2).rounded(), bounds.height), maximumSnappingHeight(in: scrollView))
  }

  /// The pull at which every spoke shows, points.
  func maximumSnappingHeight(in scrollView: UIScrollView) -> CGFloat {
    let title = attributedTitle == nil ? 0 : titleHeight
    return (title + 100) * 1.125 * max(scrollView.bounds.height, 372) / 568
  }

  private var titleHeight: CGFloat { ceil(titleLabel.sizeThatFits(.zero).height) }

  /// The scroll view's offset moved: the control follows the top of the visible area and
  /// moves through its phases.
  func update(in scrollView: UIScrollView) {
    layout(in: scrollView)
    let visible = visibleHeight(in: scrollView)
    switch phase {
    case .idle, .revealing:
      if scrollView.isTracking, visible >= snappingHeight(in: scrollView) {
        startRefreshing(notify: true)
        return
      }
      phase = visible > 0 ? .revealing : .idle
      let fraction = min(visible / maximumSnappingHeight(in: scrollView), 1)
      indicator.revealedSpokeCount = Int((fraction * CGFloat(UIActivityIndicatorView.spokeCount)).rounded(.up))
      titleLabel.alpha = fraction
    case .refreshing:
      break
    case .ending:
      if visible <= 0 { finishEnding() }
    }
    isHidden = visible <= 0
  }

  /// Places the control across the top of the visible area, below the adjusted inset.
  func layout(in scrollView: UIScrollView) {
    let height = attributedTitle == nil ? Self.height : titleHeight + Self.titleMargins
    UIView.performWithoutAnimation {
      frame = CGRect(
        x: 0, y: scrollView.contentOffset.y + restingTop(of: scrollView), width: scrollView.bounds.width,
        height: height)
      let spinnerCentre: CGFloat = attributedTitle == nil ? Self.height / 2 : 31
      indicator.sizeToFit()
      indicator.center = CGPoint(x: bounds.midX, y: spinnerCentre)
      titleLabel.frame = CGRect(x: 0, y: 62, width: bounds.width, height: titleHeight)
    }
  }

  private func startRefreshing(notify: Bool) {
    phase = .refreshing
    isRefreshing = true
    UIView.performWithoutAnimation {
      indicator.layer.removeAllAnimations()
      indicator.alpha = 1
      indicator.transform = .identity
      indicator.revealedSpokeCount = nil
      titleLabel.alpha = 1
    }
    indicator.startAnimating()
    scrollView?.setRefreshInset(bounds.height)
    if let scrollView { isHidden = visibleHeight(in: scrollView) <= 0 }
    if notify { sendActions(for: .valueChanged) }
  }

  private func finishEnding() {
    phase = .idle
    isRefreshing = false
    indicator.stopAnimating()
    UIView.performWithoutAnimation {
      indicator.layer.removeAllAnimations()
      indicator.alpha = 1
      indicator.transform = .identity
      indicator.revealedSpokeCount = 0
      titleLabel.alpha = 0
    }
  }
}
