import Foundation
import SegueAnimation

/// A page curl under way: which page curls over which, and how the fold moves.
@MainActor final class PageCurlSession {
  let direction: UIPageViewController.NavigationDirection
  let pending: [UIViewController]
  let previous: [UIViewController]
  let isGesture: Bool
  let completion: ((Bool) -> Void)?
  let view: PageCurlView
  /// The fold's position when the drag began (points from the spine).
  var startFold: CGFloat
  /// A running animation of the fold: from, to, start time, duration (seconds).
  var animation: (from: CGFloat, to: CGFloat, began: TimeInterval, duration: TimeInterval)?

  init(
    direction: UIPageViewController.NavigationDirection, pending: [UIViewController], previous: [UIViewController],
    isGesture: Bool, completion: ((Bool) -> Void)?, view: PageCurlView
  ) {
    self.direction = direction
    self.pending = pending
    self.previous = previous
    self.isGesture = isGesture
    self.completion = completion
    self.view = view
    startFold = view.geometry.fold
  }

  /// The fold that shows the transition finished: the curling page gone (forward) or flat
  /// over the old one (reverse).
  var completedFold: CGFloat { direction == .forward ? view.geometry.turnedFold : view.geometry.length }
  /// The fold that shows the transition undone.
  var cancelledFold: CGFloat { direction == .forward ? view.geometry.length : view.geometry.turnedFold }
}

/// The page-curl style: a pan curls the page under the finger, a tap near an edge turns one
/// page, `setViewControllers(animated: true)` turns one over 0.5 s
/// (docs/uikit-behaviour-2.md §17.5).
extension UIPageViewController {
  /// Duration of a whole turn by `setViewControllers(animated: true)` or a tap (seconds).
  static let curlTurnDuration: TimeInterval = 0.5
  /// The fraction of the page at each end whose taps turn a page.
  static let curlTapZone: CGFloat = 0.2

  func makeCurlPan() -> UIPanGestureRecognizer {
    let pan = UIPanGestureRecognizer()
    pan.addTarget(handler: { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.handleCurlPan(pan)
    })
    return pan
  }

  func makeCurlTap() -> UITapGestureRecognizer {
    let tap = PageCurlTapGestureRecognizer()
    tap.owner = self
    tap.addTarget(handler: { [weak self] recognizer in
      guard let self, let tap = recognizer as? UITapGestureRecognizer else { return }
      self.handleCurlTap(tap)
    })
    return tap
  }

  func layoutCurlPages(in area: CGRect) {
    let pages = pageCache.current
    if spineLocation == .mid, pages.count == 2 {
      let halves =
        navigationOrientation == .horizontal
        ? area.divided(atDistance: area.width / 2, from: .minXEdge)
        : area.divided(atDistance: area.height / 2, from: .minYEdge)
      if pages[0].isViewLoaded { pages[0].view.frame = halves.slice }
      if pages[1].isViewLoaded { pages[1].view.frame = halves.remainder }
    } else {
      for page in pages where page.isViewLoaded { page.view.frame = area }
    }
    if let curl {
      for page in curl.pending where page.isViewLoaded { page.view.frame = area }
    }
  }

  /// Page position along the axis (points from the spine) of a point in the view.
  private func curlPosition(_ point: CGPoint) -> CGFloat {
    let bounds = view.bounds
    let along = navigationOrientation == .horizontal ? point.x - bounds.minX : point.y - bounds.minY
    let length = navigationOrientation == .horizontal ? bounds.width : bounds.height
    return spineLocation == .max ? length - along : along
  }

  /// Points along the axis the finger moved towards the spine's far side (positive away
  /// from the spine).
  private func curlTranslation(_ pan: UIPanGestureRecognizer) -> CGFloat {
    let t = pan.translation(in: view)
    let along = navigationOrientation == .horizontal ? t.x : t.y
    return spineLocation == .max ? -along : along
  }

  private func handleCurlPan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      guard curl == nil, spineLocation != .mid else { return }
      let moved = curlTranslation(pan)
      let direction: NavigationDirection = moved < 0 ? .forward : .reverse
      guard let page = pageCache.resolve(direction, in: self) else { return }
      beginCurl(direction: direction, pending: [page], isGesture: true, completion: nil)
      followCurl(pan)
    case .changed:
      followCurl(pan)
    case .ended, .cancelled:
      guard let curl, curl.isGesture, curl.animation == nil else { return }
      let velocity = pan.state == .ended ? pan.velocity(in: view) : .zero
      var speed = navigationOrientation == .horizontal ? velocity.x : velocity.y
      if spineLocation == .max { speed = -speed }
      // The fold where it would be 0.15 s on at the release speed decides.
      let projected = curl.view.geometry.fold + speed * 0.15
      let half = curl.view.geometry.length / 2
      let completes = curl.direction == .forward ? projected < half : projected > half
      settleCurl(curl, completing: completes)
    default:
      break
    }
  }

  /// The fold follows the finger one to one from where the drag began.
  private func followCurl(_ pan: UIPanGestureRecognizer) {
    guard let curl, curl.isGesture, curl.animation == nil else { return }
    let geometry = curl.view.geometry
    let fold = min(max(curl.startFold + curlTranslation(pan), geometry.turnedFold), geometry.length)
    curl.view.update(fold: fold)
  }

  /// The way a tap at `point` (the view's coordinates) turns, or nil in the middle of the page.
  func curlTapDirection(at point: CGPoint) -> NavigationDirection? {
    let length = navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
    let position = curlPosition(point)
    if position > length * (1 - Self.curlTapZone) { return .forward }
    if position < length * Self.curlTapZone { return .reverse }
    return nil
  }

  private func handleCurlTap(_ tap: UITapGestureRecognizer) {
    guard curl == nil, spineLocation != .mid, tap.state == .ended else { return }
    guard let direction = curlTapDirection(at: tap.location(in: view)) else { return }
    guard let page = pageCache.resolve(direction, in: self) else { return }
    beginCurl(direction: direction, pending: [page], isGesture: true, completion: nil)
    if let curl { animateFold(curl, to: curl.completedFold, duration: Self.curlTurnDuration, curve: .easeInEaseOut) }
  }

  /// `setViewControllers(animated: true)` in page-curl style: one whole turn.
  func animateCurl(to pages: [UIViewController], direction: NavigationDirection, completion: ((Bool) -> Void)?) {
    guard spineLocation != .mid else {
      replacePages(old: pageCache.current, new: pages)
      completion?(true)
      return
    }
    beginCurl(direction: direction, pending: pages, isGesture: false, completion: completion)
    if let curl { animateFold(curl, to: curl.completedFold, duration: Self.curlTurnDuration, curve: .easeInEaseOut) }
  }

  /// Sets up a curl: the page that turns is drawn by a `PageCurlView` over the page it
  /// reveals (forward: the current page curls away from the next; reverse: the previous
  /// page curls back over the current one).
  private func beginCurl(
    direction: NavigationDirection, pending: [UIViewController], isGesture: Bool, completion: ((Bool) -> Void)?
  ) {
    let area = pageArea
    let previous = pageCache.current
    for page in pending {
      addChild(page)
      page.loadViewIfNeeded()
      page.view.frame = area
      view.insertSubview(page.view, at: 0)
      page.view.layoutIfNeeded()
    }
    let curling = direction == .forward ? previous : pending
    guard let page = curling.first else { return }
    page.view.layoutIfNeeded()
    let image = page.view.snapshotImage()
    let curlView = PageCurlView(
      frame: area, image: image, axis: navigationOrientation, mirrored: spineLocation == .max)
    let session = PageCurlSession(
      direction: direction, pending: pending, previous: previous, isGesture: isGesture, completion: completion,
      view: curlView)
    if direction == .reverse {
      curlView.update(fold: session.cancelledFold)
    } else {
      curlView.update(fold: curlView.geometry.length)
    }
    session.startFold = curlView.geometry.fold
    curl = session
    view.addSubview(curlView)
    // The real view of the curling page is hidden under its picture; the revealed page is live.
    for page in curling { page.view.isHidden = true }
    let revealed = direction == .forward ? pending : previous
    for page in revealed { view.insertSubview(page.view, belowSubview: curlView) }
    if isGesture { delegate?.pageViewController(self, willTransitionTo: pending) }
    if isOnScreen {
      for page in pending { page.beginAppearanceTransition(true, animated: true) }
      for page in previous { page.beginAppearanceTransition(false, animated: true) }
    }
  }

  /// The area the pages fill (points, the view's coordinates).
  private var pageArea: CGRect { view.bounds }

  private func settleCurl(_ curl: PageCurlSession, completing: Bool) {
    let target = completing ? curl.completedFold : curl.cancelledFold
    let distance = abs(target - curl.view.geometry.fold) / max(curl.view.geometry.length, 1)
    animateFold(curl, to: target, duration: 0.15 + 0.3 * Double(distance), curve: .easeOut)
  }

  /// Moves the fold to `target` over `duration` seconds on `curve`, then ends the curl.
  private func animateFold(
    _ curl: PageCurlSession, to target: CGFloat, duration: TimeInterval, curve: CAMediaTimingFunctionName
  ) {
    let began = FrameLoop.owning(view.layer)?.lastFrameTime ?? CACurrentMediaTime()
    curl.animation = (curl.view.geometry.fold, target, began, duration)
    let timing = CAMediaTimingFunction(name: curve)
    FrameCallback.add(for: view.layer) { [weak self, weak curl] time in
      guard let self, let curl, self.curl === curl, let animation = curl.animation else { return false }
      let fraction = min(max((time - animation.began) / animation.duration, 0), 1)
      let eased = CGFloat(timing.progress(atFraction: fraction))
      curl.view.update(fold: animation.from + (animation.to - animation.from) * eased)
      guard fraction >= 1 else { return true }
      self.endCurl(curl, completed: animation.to == curl.completedFold)
      return false
    }
  }

  /// Removes the curl's picture and makes the pages it ended on the current ones.
  private func endCurl(_ curl: PageCurlSession, completed: Bool) {
    self.curl = nil
    curl.view.removeFromSuperview()
    let onScreen = isOnScreen
    let leaving = completed ? curl.previous : curl.pending
    let staying = completed ? curl.pending : curl.previous
    for page in staying { page.view.isHidden = false }
    if onScreen {
      for page in leaving {
        page.isAnimatingAppearance = true
        if completed { page.endAppearanceTransition() } else { page.revertAppearance(animated: true) }
      }
    }
    for page in leaving {
      page.view.isHidden = false
      removePage(page)
    }
    if completed {
      if curl.isGesture {
        pageCache.turned(curl.direction, to: curl.pending)
      } else {
        pageCache.setCurrent(curl.pending)
      }
    }
    if onScreen {
      for page in staying {
        page.isAnimatingAppearance = true
        if completed { page.endAppearanceTransition() } else { page.revertAppearance(animated: true) }
      }
    }
    if completed { for page in curl.pending { page.didMove(toParent: self) } }
    layoutPages()
    if curl.isGesture {
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: curl.previous, transitionCompleted: completed)
    } else {
      curl.completion?(completed)
    }
  }

  /// Ends a running curl at its destination at once.
  func finishCurlNow() {
    guard let curl else { return }
    endCurl(curl, completed: true)
  }
}

/// The page curl's tap: it fails at once for a touch in the middle of the page, so views on
/// a page keep their taps there.
final class PageCurlTapGestureRecognizer: UITapGestureRecognizer {
  weak var owner: UIPageViewController?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if let owner, let view = owner.viewIfLoaded, let touch = touches.first,
      owner.curlTapDirection(at: touch.location(in: view)) == nil
    {
      state = .failed
      return
    }
    super.touchesBegan(touches, with: event)
  }
}
