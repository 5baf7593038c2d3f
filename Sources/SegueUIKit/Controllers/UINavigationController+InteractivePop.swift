import Foundation
import SegueAnimation

extension UINavigationController {
  /// Installs the left-edge swipe that pops interactively with the built-in parallax
  /// transition (docs/uikit-behaviour.md §6.2).
  func installInteractivePopGesture() {
    let gate = EdgeSwipePop(navigationController: self)
    let recognizer = NavigationEdgePanGestureRecognizer { [weak gate] recognizer in
      guard let pan = recognizer as? UIScreenEdgePanGestureRecognizer else { return }
      gate?.handle(pan)
    }
    recognizer.edges = .left
    recognizer.maximumNumberOfTouches = 1
    recognizer.delegate = gate
    view.addGestureRecognizer(recognizer)
    interactivePopGestureRecognizer = recognizer
    edgeSwipePop = gate

    let content = ContentPopGestureRecognizer { [weak gate] recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      gate?.handle(pan)
    }
    content.gate = gate
    content.maximumNumberOfTouches = 1
    content.require(toFail: recognizer)
    view.addGestureRecognizer(content)
    interactiveContentPopGestureRecognizer = content
  }
}

/// The edge swipe's recognizer: the leading edge, the left one or, right to left, the right
/// one (docs/uikit-behaviour.md §6.2; docs/uikit-behaviour-2.md §10.1).
@MainActor final class NavigationEdgePanGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { edges = view?.isRightToLeft == true ? .right : .left }
    super.touchesBegan(touches, with: event)
  }
}

/// The full-width back swipe's recognizer (§6): it begins for a drag mostly to the right
/// (to the left, right to left),
/// when the edge swipe could (`EdgeSwipePop`'s conditions), and not over a view that
/// takes horizontal drags itself — a scroll view that scrolls horizontally, or a view with
/// another enabled pan recognizer, between the touched view and the navigation controller's.
@MainActor final class ContentPopGestureRecognizer: UIPanGestureRecognizer {
  weak var gate: EdgeSwipePop?

  override func canBegin(from start: CGPoint, displacement: CGPoint) -> Bool {
    let forward = view?.isRightToLeft == true ? -displacement.x : displacement.x
    guard forward > 0, forward > abs(displacement.y), let gate, gate.canPop(at: self) else {
      return false
    }
    var current = trackedTouches.first?.view
    while let view = current, view !== self.view {
      if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled, scrollView.scrollsHorizontally {
        return false
      }
      let otherPans = (view.gestureRecognizers ?? []).filter { recognizer in
        recognizer !== self && recognizer.isEnabled && recognizer is UIPanGestureRecognizer
          && !(recognizer is ScrollViewPanGestureRecognizer)
      }
      if !otherPans.isEmpty { return false }
      current = view.superview
    }
    return true
  }
}

/// The built-in interactive pop: when the edge swipe may begin, the percent it drives, and
/// UIKit's release decision (§6.2).
///
/// - Begins only when no transition runs or is pending, the stack can pop, the touch is
///   below the bar, and the navigation delegate does not supply its own pop animator (a
///   delegate that customises only push keeps the built-in swipe).
/// - While dragging: percent = translation.x / width, clamped to [0, 0.999].
/// - On release, UIKit's augmented procedure: samples at least 10 ms apart (or 1 ms with
///   movement) feed running 3-sample averages of the normalised velocity v̄ (1/s) and
///   acceleration ā (1/s², each sample clamped to ±5 [I]); with ≥ 3 samples the pop
///   finishes iff p + v̄·T + ½·ā·T² > min(187.5 pt / width, 0.5), T = 0.35 s; with fewer, iff
///   v̄ > 0. completionSpeed = max(remaining, T·|v|/width), so the rest takes
///   min(T, remaining distance / finger speed).
@MainActor final class EdgeSwipePop: UIGestureRecognizerDelegate {
  private weak var navigationController: UINavigationController?
  private var samples: [(time: TimeInterval, percent: Double)] = []
  private var velocities: [Double] = []
  private var accelerations: [Double] = []

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    canPop(at: gestureRecognizer)
  }

  /// Whether an interactive pop may start for `gestureRecognizer`'s touch.
  func canPop(at gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let nav = navigationController, !nav.isTransitioning, !nav.needsDeferredTransition,
      nav.viewControllers.count > 1, let top = nav.topViewController
    else { return false }
    // A zoomed page is dragged back by its own recognizers (docs/uikit-behaviour-2.md §5.6).
    if top.preferredTransition?.zoomState?.isZoomedIn == true { return false }
    let below = nav.viewControllers[nav.viewControllers.count - 2]
    if nav.delegate?.navigationController(nav, animationControllerFor: .pop, from: top, to: below) != nil {
      return false
    }
    let location = gestureRecognizer.location(in: nav.view)
    if !nav.navigationBar.isHidden && location.y < nav.navigationBar.frame.maxY { return false }
    return true
  }

  func handle(_ pan: UIPanGestureRecognizer) {
    guard let nav = navigationController else { return }
    let width = Double(max(nav.view.bounds.width, 1))
    switch pan.state {
    case .began:
      let driver = UIPercentDrivenInteractiveTransition()
      nav.interactivePopDriver = driver
      samples.removeAll()
      velocities.removeAll()
      accelerations.removeAll()
      nav.popViewController(animated: true)
      nav.startDeferredTransitionIfNeeded()
      record(pan, width: width)
    case .changed:
      record(pan, width: width)
    case .ended:
      record(pan, width: width)
      release(pan, width: width)
    case .cancelled, .failed:
      nav.interactivePopDriver?.cancel()
    default:
      break
    }
  }

  /// The drag's progress across the width, towards the trailing edge (leftward, right to left).
  private func percent(_ pan: UIPanGestureRecognizer, width: Double) -> Double {
    let view = navigationController?.view
    let dx = Double(pan.translation(in: view).x)
    let translation = view?.isRightToLeft == true ? -dx : dx
    return min(max(translation / width, 0), 0.999)
  }

  private func record(_ pan: UIPanGestureRecognizer, width: Double) {
    let p = percent(pan, width: width)
    navigationController?.interactivePopDriver?.update(CGFloat(p))
    let now = CACurrentMediaTime()
    if let last = samples.last {
      let dt = now - last.time
      guard dt >= 0.010 || (dt > 0.001 && p != last.percent) else { return }
      let velocity = (p - last.percent) / dt
      if let previous = velocities.last {
        accelerations.append(min(max((velocity - previous) / dt, -5), 5))
      }
      velocities.append(velocity)
    }
    samples.append((now, p))
  }

  /// Whether a release at `percent` with these samples finishes the pop.
  static func shouldFinish(
    percent: Double, velocities: [Double], accelerations: [Double], width: Double, duration: Double
  ) -> Bool {
    let recent = velocities.suffix(3)
    let meanVelocity = recent.isEmpty ? 0 : recent.reduce(0, +) / Double(recent.count)
    guard velocities.count + 1 >= 3 else { return meanVelocity > 0 }
    let recentAcceleration = accelerations.suffix(3)
    let meanAcceleration =
      recentAcceleration.isEmpty ? 0 : recentAcceleration.reduce(0, +) / Double(recentAcceleration.count)
    let projected = percent + meanVelocity * duration + 0.5 * meanAcceleration * duration * duration
    return projected > min(187.5 / width, 0.5)
  }

  private func release(_ pan: UIPanGestureRecognizer, width: Double) {
    guard let nav = navigationController, let driver = nav.interactivePopDriver else { return }
    let p = percent(pan, width: width)
    let duration = NavigationParallaxAnimator.duration
    let finish = Self.shouldFinish(
      percent: p, velocities: velocities, accelerations: accelerations, width: width, duration: duration)
    let speed = abs(Double(pan.velocity(in: nav.view).x))
    let remaining = finish ? 1 - p : p
    driver.completionSpeed = CGFloat(max(remaining, duration * speed / width))
    driver.completionCurve = .easeInOut
    TransitionTrace.log(
      "interactive pop released at \(String(format: "%.3f", p)), \(finish ? "finishing" : "cancelling")")
    if finish { driver.finish() } else { driver.cancel() }
  }
}
