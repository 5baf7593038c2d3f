import Foundation
import SegueAnimation

/// What a zoom keeps while its controller is shown zoomed in (docs/uikit-behaviour-2.md
/// §5.6): the drag and pinch recognizers on the zoomed view that dismiss it, installed when
/// the zoom in completes and removed when the zoom out completes, and the finger-driven
/// dismissal under way.
@MainActor final class ZoomTransitionState: UIGestureRecognizerDelegate {
  private unowned let transition: UIViewController.Transition
  private weak var zoomedViewController: UIViewController?
  private var pan: ZoomDismissPanGestureRecognizer?
  private var pinch: UIPinchGestureRecognizer?
  /// The finger-driven dismissal the next zoom out runs with (nil: the spring alone).
  private(set) var interaction: ZoomDismissInteraction?
  /// Whether the controller was last shown by a completed zoom in (so it zooms out).
  private(set) var isZoomedIn = false
  /// Where the finger went down, container points, and where the page's centre was.
  private var grab: (finger: CGPoint, center: CGPoint) = (.zero, .zero)

  init(transition: UIViewController.Transition, zoomed: UIViewController) {
    self.transition = transition
    zoomedViewController = zoomed
  }

  /// Installs or removes the dismissal recognizers as a zoom ends, and forgets the
  /// interaction.
  func transitionDidEnd(zoomingIn: Bool, completed: Bool, card: ZoomCard) {
    interaction = nil
    isZoomedIn = zoomingIn == completed
    if isZoomedIn { install() } else { uninstall() }
  }

  private func install() {
    guard pan == nil, let view = zoomedViewController?.viewIfLoaded else { return }
    let pan = ZoomDismissPanGestureRecognizer { [weak self] recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      self?.handle(pan: pan)
    }
    pan.zoom = self
    pan.maximumNumberOfTouches = 1
    let pinch = UIPinchGestureRecognizer { [weak self] recognizer in
      guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
      self?.handle(pinch: pinch)
    }
    pinch.delegate = self
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(pinch)
    self.pan = pan
    self.pinch = pinch
  }

  private func uninstall() {
    for recognizer in [pan as UIGestureRecognizer?, pinch].compactMap({ $0 }) {
      recognizer.view?.removeGestureRecognizer(recognizer)
    }
    pan = nil
    pinch = nil
  }

  /// Whether a dismissal may begin for a gesture at `location` moving at `velocity` (the
  /// zoomed view's points, points per second): the zoomed controller is on top, nothing is
  /// transitioning, and `interactiveDismissShouldBegin` does not refuse.
  func mayBegin(location: CGPoint, velocity: CGPoint) -> Bool {
    guard interaction == nil, let zoomed = zoomedViewController, zoomed.activeTransition == nil else { return false }
    if let navigation = zoomed.navigationController {
      guard navigation.topViewController === zoomed, !navigation.isTransitioning,
        !navigation.needsDeferredTransition, navigation.viewControllers.count > 1
      else { return false }
    } else if zoomed.presentingViewController == nil || zoomed.presentedViewController != nil {
      return false
    }
    guard let ask = transition.zoom?.options?.interactiveDismissShouldBegin else { return true }
    return ask(
      UIZoomTransitionInteractionContext(
        location: location, velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: true))
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pinch = gestureRecognizer as? UIPinchGestureRecognizer, let view = pinch.view else { return false }
    return pinch.scale < 1 && mayBegin(location: pinch.location(in: view), velocity: .zero)
  }

  /// Starts the pop or dismissal with a new interaction that the gesture drives.
  private func beginDismissal(at finger: CGPoint) {
    guard let zoomed = zoomedViewController else { return }
    let interaction = ZoomDismissInteraction(transition: transition)
    self.interaction = interaction
    let full = zoomed.view.convert(zoomed.view.bounds, to: nil)
    grab = (finger, CGPoint(x: full.midX, y: full.midY))
    if let navigation = zoomed.navigationController {
      _ = navigation.popViewController(animated: true)
      navigation.startDeferredTransitionIfNeeded()
    } else {
      zoomed.dismiss(animated: true)
    }
  }

  /// The page's centre offset when the point grabbed at `grab.finger` is at `finger` with the
  /// page at `scale`: the page shrinks about the grabbed point.
  private func offset(finger: CGPoint, scale: CGFloat) -> CGPoint {
    let centre = CGPoint(
      x: finger.x - scale * (grab.finger.x - grab.center.x), y: finger.y - scale * (grab.finger.y - grab.center.y))
    return CGPoint(x: centre.x - grab.center.x, y: centre.y - grab.center.y)
  }

  private func handle(pan: UIPanGestureRecognizer) {
    guard let view = zoomedViewController?.viewIfLoaded, let space = view.window else { return }
    let translation = pan.translation(in: space)
    let size = view.bounds.size
    switch pan.state {
    case .began:
      let location = pan.location(in: space)
      beginDismissal(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y))
      follow(pan: pan, translation: translation, size: size)
    case .changed:
      follow(pan: pan, translation: translation, size: size)
    case .ended:
      follow(pan: pan, translation: translation, size: size)
      let velocity = pan.velocity(in: space)
      let commit = ZoomDismissPhysics.commits(
        translation: forward(translation, in: view), velocity: forward(velocity, in: view), size: size)
      TransitionTrace.log("zoom dismissal released, \(commit ? "landing" : "returning")")
      interaction?.release(commit: commit)
    case .cancelled, .failed:
      interaction?.release(commit: false)
    default:
      break
    }
  }

  /// `vector` with its horizontal part measured towards the trailing edge: the back swipe's
  /// direction, rightward or, right to left, leftward (docs/uikit-behaviour-2.md §10.1).
  private func forward(_ vector: CGPoint, in view: UIView) -> CGPoint {
    view.isRightToLeft ? CGPoint(x: -vector.x, y: vector.y) : vector
  }

  private func follow(pan: UIPanGestureRecognizer, translation: CGPoint, size: CGSize) {
    guard let view = zoomedViewController?.viewIfLoaded else { return }
    let travel = ZoomDismissPhysics.travel(translation: forward(translation, in: view), size: size)
    let scale = ZoomDismissPhysics.scale(travel: travel)
    let finger = CGPoint(
      x: grab.finger.x + ZoomDismissPhysics.sidewaysFollow * translation.x, y: grab.finger.y + translation.y)
    interaction?.hold(scale: scale, offset: offset(finger: finger, scale: scale))
  }

  private func handle(pinch: UIPinchGestureRecognizer) {
    guard let view = zoomedViewController?.viewIfLoaded, let space = view.window else { return }
    let location = pinch.location(in: space)
    let scale = min(pinch.scale, 1)
    switch pinch.state {
    case .began:
      beginDismissal(at: location)
      interaction?.hold(scale: scale, offset: offset(finger: location, scale: scale))
    case .changed:
      interaction?.hold(scale: scale, offset: offset(finger: location, scale: scale))
    case .ended:
      interaction?.release(commit: scale < ZoomDismissPhysics.pinchCommitScale)
    case .cancelled, .failed:
      interaction?.release(commit: false)
    default:
      break
    }
  }
}

/// The zoomed page's drag-to-dismiss recognizer: it begins for a drag in any direction but
/// mostly upward (upward drags stay the content's), when the zoom's `mayBegin` allows.
@MainActor final class ZoomDismissPanGestureRecognizer: UIPanGestureRecognizer {
  weak var zoom: ZoomTransitionState?

  override func canBegin(from start: CGPoint, displacement: CGPoint) -> Bool {
    guard !(displacement.y < 0 && -displacement.y > abs(displacement.x)), let zoom, let view else { return false }
    let velocity = self.velocity(in: view)
    return zoom.mayBegin(location: location(in: view), velocity: velocity)
  }
}
