import Foundation
import SegueAnimation

/// UIKit's sheet presentation (iOS 15+): what `.pageSheet` and `.formSheet` — and
/// `.automatic` — present with on a phone. The sheet rises to its detent with rounded top
/// corners; at the largest detent the presenting view recedes (scaled about its top, its
/// corners rounded, black behind it) under a dimming layer; a drag moves the sheet between
/// detents and, from the smallest, dismisses it. Numbers and their sources:
/// docs/uikit-behaviour-2.md §4.
///
/// `presentedView` is a wrapper holding the presented controller's view, as UIKit's is;
/// the controller's view fills it.
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet may rest at, any order (default `[.large()]`).
  open var detents: [Detent] = [.large()] { didSet { sheetLayoutChanged() } }
  /// The detent the sheet rests at; nil means the smallest.
  open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetLayoutChanged() } }
  /// The largest detent without dimming (the area above the sheet then takes touches); nil
  /// dims at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetLayoutChanged() } }
  /// Whether the grabber (a 36 × 5 pt pill at the top) shows; default false.
  open var prefersGrabberVisible = false { didSet { sheetLayoutChanged() } }
  /// Top-corner radius in points; nil is the system's 10 pt.
  open var preferredCornerRadius: CGFloat? { didSet { sheetLayoutChanged() } }
  /// Whether scrolling up in a scroll view inside the sheet first grows it to the next
  /// detent (default true).
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet sits at the bottom edge in compact height (the window is always a
  /// portrait phone here, so this has no effect).
  open var prefersEdgeAttachedInCompactHeight = false
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// The view the sheet is anchored to where sheets float (not on a phone).
  open weak var sourceView: UIView?

  /// The system corner radius of a sheet and of the presenter behind it, points.
  static let systemCornerRadius: CGFloat = 10
  /// How far the presenter shrinks at the largest detent (observed ≈ 0.92, §4.2).
  static let presenterScale: CGFloat = 0.92
  /// The black dimming's alpha over the presenter: Apple publishes none and it was not
  /// measured, so 0.2 is Segue's choice (docs/uikit-behaviour-2.md §4.2).
  static let dimmingAlpha: CGFloat = 0.2

  let sheetView = SheetView()
  let dimmingView = UIView()
  /// Black behind the receding presenter.
  let backdropView = UIView()
  private var savedPresenterCorner: (radius: CGFloat, clips: Bool)?
  var dragState: SheetDrag?
  var isUserDismissal = false
  /// Set while `animateChanges` runs its block (the layout waits for the animation).
  private var isApplyingChanges = false
  lazy var panGestureRecognizer: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.handlePan)
    panArbiter.sheetView = sheetView
    pan.delegate = panArbiter
    return pan
  }()
  /// The pan's delegate: it runs beside scroll views' pans inside the sheet.
  private let panArbiter = SheetPanArbiter()

  public override init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    backdropView.backgroundColor = .black
  }

  /// Whether the presentation runs as a sheet (not adapted to another style).
  var isRunningAsSheet: Bool {
    let style = runningStyle ?? presentedViewController.modalPresentationStyle
    return style == .pageSheet || style == .formSheet || style == .automatic
  }

  /// Sheets stay sheets on a phone (iOS 13+), unless the delegate adapts them. A sheet
  /// whose transition style is not cover-vertical (flip, cross-dissolve, curl) runs full
  /// screen: only cover-vertical moves a sheet (Segue's reading, §4.1).
  open override var adaptivePresentationStyle: UIModalPresentationStyle {
    presentedViewController.effectiveModalTransitionStyle == .coverVertical ? .none : .fullScreen
  }

  open override var presentedView: UIView? { isRunningAsSheet ? sheetView : super.presentedView }

  open override var shouldRemovePresentersView: Bool { !isRunningAsSheet && runningStyle == .fullScreen }

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard isRunningAsSheet, let container = containerView else { return super.frameOfPresentedViewInContainerView }
    let top = restingTop(for: currentDetentIdentifier)
    return CGRect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
  }

  /// Runs `changes` (to detents, the selection, the grabber…) and animates the sheet to the
  /// result with the system spring. Changes made while the sheet is being presented are
  /// applied without animation, as UIKit ignores them for the running presentation.
  open func animateChanges(_ changes: () -> Void) {
    isApplyingChanges = true
    changes()
    isApplyingChanges = false
    guard isRunningAsSheet, containerView != nil, !presentedViewController.isBeingPresented else {
      sheetLayoutChanged()
      return
    }
    guard isRunningAsSheet, containerView != nil, !presentedViewController.isBeingPresented else { return }
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
      animations: { self.layoutSheet() })
  }

  /// Asks custom detents to resolve again.
  open func invalidateDetents() { sheetLayoutChanged() }

  // MARK: Geometry (§4.2, §4.3)

  private var containerSize: CGSize { containerView?.bounds.size ?? UIScreen.main.bounds.size }
  private var safeArea: UIEdgeInsets { containerView?.window?.safeAreaInsets ?? .zero }

  /// The presenter's top when it has receded: max(30, safe top) points.
  var presenterTop: CGFloat { max(30, safeArea.top) }
  /// The top of the sheet at its largest size: 10 pt below the receded presenter's top.
  var largeTop: CGFloat { presenterTop + 10 }
  /// The large detent's height inside the sheet's safe area.
  var maximumDetentValue: CGFloat { max(containerSize.height - largeTop - safeArea.bottom, 0) }

  /// The active detents with their sheet tops (points in the container), smallest first.
  var resolvedDetents: [(identifier: Detent.Identifier, top: CGFloat)] {
    let traits = containerView?.traitCollection ?? presentingViewController.traitCollection
    let context = SheetDetentResolutionContext(containerTraitCollection: traits, maximumDetentValue: maximumDetentValue)
    let resolved = detents.compactMap { detent -> (Detent.Identifier, CGFloat)? in
      detent.resolvedValue(in: context).map { (detent.identifier, $0) }
    }
    let values = resolved.isEmpty ? [(Detent.Identifier.large, maximumDetentValue)] : resolved
    return values.sorted { $0.1 < $1.1 }.map { ($0.0, containerSize.height - $0.1 - safeArea.bottom) }
  }

  /// The selected detent when it is active, else the smallest.
  var currentDetentIdentifier: Detent.Identifier {
    let resolved = resolvedDetents
    if let selected = selectedDetentIdentifier, resolved.contains(where: { $0.identifier == selected }) {
      return selected
    }
    return resolved[0].identifier
  }

  func restingTop(for identifier: Detent.Identifier) -> CGFloat {
    resolvedDetents.first { $0.identifier == identifier }?.top ?? largeTop
  }

  /// How far the presenter has receded with the sheet's top at `top`: 1 at the largest
  /// detent's top (when that is the full height), 0 at the next detent down (or the bottom
  /// of the container when there is none).
  func presenterProgress(sheetTop top: CGFloat) -> CGFloat {
    let resolved = resolvedDetents
    guard let largest = resolved.last, largest.top <= largeTop + 0.5 else { return 0 }
    let lower = resolved.count > 1 ? resolved[resolved.count - 2].top : containerSize.height
    guard lower > largest.top else { return 1 }
    return min(max((lower - top) / (lower - largest.top), 0), 1)
  }

  /// Whether the sheet dims what is behind it at the detent `identifier`.
  func dims(at identifier: Detent.Identifier) -> Bool {
    guard let undimmed = largestUndimmedDetentIdentifier else { return true }
    let resolved = resolvedDetents
    guard let limit = resolved.firstIndex(where: { $0.identifier == undimmed }),
      let index = resolved.firstIndex(where: { $0.identifier == identifier })
    else { return true }
    return index > limit
  }

  // MARK: Layout

  private func sheetLayoutChanged() {
    guard isRunningAsSheet, containerView != nil, !presentedViewController.isBeingPresented,
      !presentedViewController.isBeingDismissed, dragState == nil, !isApplyingChanges
    else { return }
    layoutSheet()
  }

  /// Puts the sheet at its detent and the presenter and dimming to match.
  func layoutSheet() {
    guard isRunningAsSheet, containerView != nil else { return }
    let frame = frameOfPresentedViewInContainerView
    sheetView.frame = frame
    sheetView.layoutIfNeeded()  // inside an animation block, the content's size animates too
    applyAppearance(sheetTop: frame.minY, detent: currentDetentIdentifier)
  }

  /// The presenter's recession and the dimming for the sheet's top at `top`.
  func applyAppearance(sheetTop top: CGFloat, detent: Detent.Identifier) {
    sheetView.cornerRadius = preferredCornerRadius ?? Self.systemCornerRadius
    sheetView.showsGrabber = prefersGrabberVisible
    let dimmed = dims(at: detent)
    dimmingView.alpha = dimmed ? Self.dimmingAlpha * dimmingProgress(sheetTop: top) : 0
    dimmingView.isUserInteractionEnabled = dimmed
    (containerView as? UITransitionView)?.passesTouchesThrough = !dimmed
    guard let presenterView = presentingViewController.viewIfLoaded else { return }
    let progress = presenterProgress(sheetTop: top)
    let scale = 1 - (1 - Self.presenterScale) * progress
    // Scaled about its centre, then moved so its top is at `presenterTop` at full progress.
    let height = presenterView.bounds.height
    let scaledTop = presenterView.center.y - height * scale / 2
    let targetTop =
      (presenterView.center.y - height / 2) + (presenterTop - (presenterView.center.y - height / 2)) * progress
    presenterView.transform = CGAffineTransform(translationX: 0, y: targetTop - scaledTop).scaledBy(x: scale, y: scale)
    presenterView.layer.cornerRadius = progress > 0 ? Self.systemCornerRadius : (savedPresenterCorner?.radius ?? 0)
  }

  /// How much of the dimming shows with the sheet's top at `top`: all of it at or above the
  /// smallest detent, fading out as the sheet goes below it.
  func dimmingProgress(sheetTop top: CGFloat) -> CGFloat {
    let lowest = resolvedDetents[0].top
    let bottom = containerSize.height
    guard bottom > lowest else { return 1 }
    return min(max((bottom - top) / (bottom - lowest), 0), 1)
  }

  open override func containerViewDidLayoutSubviews() {
    super.containerViewDidLayoutSubviews()
    guard isRunningAsSheet, let container = containerView else { return }
    dimmingView.frame = container.bounds
  }

  // MARK: Presentation

  open override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    guard isRunningAsSheet, let container = containerView else { return }
    dimmingView.frame = container.bounds
    container.insertSubview(dimmingView, at: 0)
    sheetView.content = (adaptedViewController ?? presentedViewController).view
    sheetView.frame = frameOfPresentedViewInContainerView
    sheetView.layoutIfNeeded()
    if let presenterView = presentingViewController.viewIfLoaded, let window = presenterView.window,
      presenterView.superview === window
    {
      backdropView.frame = window.bounds
      backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.insertSubview(backdropView, belowSubview: presenterView)
      savedPresenterCorner = (presenterView.layer.cornerRadius, presenterView.clipsToBounds)
      presenterView.clipsToBounds = true
    }
    let top = frameOfPresentedViewInContainerView.minY
    let detent = currentDetentIdentifier
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.applyAppearance(sheetTop: top, detent: detent)
    })
  }

  open override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    guard isRunningAsSheet else { return }
    if completed {
      if panGestureRecognizer.view !== sheetView { sheetView.addGestureRecognizer(panGestureRecognizer) }
    } else {
      restorePresenter()
    }
  }

  open override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    guard isRunningAsSheet else { return }
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
      self.presentingViewController.viewIfLoaded?.transform = .identity
    })
  }

  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    guard isRunningAsSheet else { return }
    if completed {
      restorePresenter()
      sheetView.removeGestureRecognizer(panGestureRecognizer)
      dimmingView.removeFromSuperview()
    } else {
      isUserDismissal = false
      UIView.performWithoutAnimation { layoutSheet() }
    }
  }

  /// After a completed dismissal's appearance callbacks: a swipe's `didDismiss` (sent once).
  func dismissalDidFinish() {
    guard isUserDismissal else { return }
    isUserDismissal = false
    delegate?.presentationControllerDidDismiss(self)
  }

  /// Gives the presenter back its transform and corners, and takes the black away.
  private func restorePresenter() {
    if let presenterView = presentingViewController.viewIfLoaded {
      presenterView.transform = .identity
      if let saved = savedPresenterCorner {
        presenterView.layer.cornerRadius = saved.radius
        presenterView.clipsToBounds = saved.clips
      }
    }
    savedPresenterCorner = nil
    backdropView.removeFromSuperview()
  }
}

/// The sheet's own view (UIKit's `presentedView` of a sheet): it clips to its bounds; inside,
/// a view rounded at `cornerRadius` reaches `cornerRadius` below the bottom edge, so only the
/// top corners show rounded; the presented controller's view fills the sheet.
@MainActor final class SheetView: UIView {
  private let roundedView = UIView()
  private let grabber = UIView()
  var content: UIView? {
    didSet {
      if oldValue !== content { oldValue?.removeFromSuperview() }
      if let content, content.superview !== roundedView { roundedView.addSubview(content) }
      roundedView.bringSubviewToFront(grabber)
      setNeedsLayout()
    }
  }
  var cornerRadius: CGFloat = UISheetPresentationController.systemCornerRadius {
    didSet {
      roundedView.layer.cornerRadius = cornerRadius
      setNeedsLayout()
    }
  }
  var showsGrabber = false { didSet { grabber.isHidden = !showsGrabber } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    // A sheet's content is elevated: in dark mode its system backgrounds are the elevated
    // ones (§4.1).
    traitOverrides.userInterfaceLevel = .elevated
    roundedView.clipsToBounds = true
    roundedView.layer.cornerRadius = cornerRadius
    addSubview(roundedView)
    // The grabber: a 36 × 5 pt pill 5 pt below the top (§4.3; inferred).
    grabber.backgroundColor = .systemGray3
    grabber.layer.cornerRadius = 2.5
    grabber.isHidden = true
    grabber.isUserInteractionEnabled = false
    roundedView.addSubview(grabber)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation {
      roundedView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + cornerRadius)
      grabber.frame = CGRect(x: ((bounds.width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
    }
    content?.frame = bounds
  }
}
