// circular-reveal — Material's circular reveal, built the way iOS apps build it: the
// presented screen is masked by a CAShapeLayer whose circle grows out of the tapped button
// until it covers the screen, and shrinks back into the button on dismissal, which a drag
// down scrubs (UIPercentDrivenInteractiveTransition pauses the path animation with the
// container). UIKit code: only the import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a list-like page with a round "+" button at the bottom right.
/// Tapping the button presents the composer, revealed from the button.
final class CircularRevealViewController: UIViewController, UIViewControllerTransitioningDelegate {
  let revealButton = UIButton(type: .system)
  private let titleLabel = UILabel()
  private let bodyLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Circular Reveal"
    view.backgroundColor = .systemBackground
    titleLabel.text = "Notes"
    titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
    bodyLabel.text = "Tap + to write a note: the new screen grows out of the button."
    bodyLabel.font = .systemFont(ofSize: 17)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 0
    revealButton.setTitle("+", for: .normal)
    revealButton.titleLabel?.font = .systemFont(ofSize: 30, weight: .medium)
    revealButton.setTitleColor(.white, for: .normal)
    revealButton.backgroundColor = .systemIndigo
    revealButton.layer.cornerRadius = 28
    revealButton.addAction(UIAction { [weak self] _ in self?.reveal() }, for: .touchUpInside)
    for subview in [titleLabel, bodyLabel, revealButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
      bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      revealButton.widthAnchor.constraint(equalToConstant: 56),
      revealButton.heightAnchor.constraint(equalToConstant: 56),
      revealButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
      revealButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
    ])
  }

  /// Presents the composer, revealed from the button.
  func reveal() {
    let composer = CircularRevealComposerViewController()
    composer.modalPresentationStyle = .overFullScreen
    composer.transitioningDelegate = self
    present(composer, animated: true)
  }

  // MARK: UIViewControllerTransitioningDelegate

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    CircularRevealAnimator(isPresenting: true, button: revealButton)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    CircularRevealAnimator(isPresenting: false, button: revealButton)
  }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    (presentedViewController as? CircularRevealComposerViewController)?.dismissInteraction
  }
}

/// The revealed screen: a coloured composer with a Close button. Dragging down anywhere
/// shrinks it back into the button as far as the finger goes.
final class CircularRevealComposerViewController: UIViewController {
  let closeButton = UIButton(type: .system)
  private let headline = UILabel()
  /// Set while a drag-down dismissal runs; the transitioning delegate hands it to UIKit.
  private(set) var dismissInteraction: UIPercentDrivenInteractiveTransition?
  /// Points of downward drag that complete the dismissal.
  static let dismissDistance: CGFloat = 500

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemIndigo
    headline.text = "New note"
    headline.font = .systemFont(ofSize: 34, weight: .bold)
    headline.textColor = .white
    closeButton.setTitle("Close", for: .normal)
    closeButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    closeButton.setTitleColor(.white, for: .normal)
    closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    for subview in [headline, closeButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      closeButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      headline.topAnchor.constraint(equalTo: closeButton.bottomAnchor, constant: 24),
      headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
    ])
    // iOS: `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))` (selectors
    // need the Objective-C runtime; Segue takes the method itself).
    let pan = UIPanGestureRecognizer(target: self, action: CircularRevealComposerViewController.handlePan)
    view.addGestureRecognizer(pan)
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    let progress = min(max(pan.translation(in: view).y / Self.dismissDistance, 0), 1)
    switch pan.state {
    case .began:
      dismissInteraction = UIPercentDrivenInteractiveTransition()
      dismiss(animated: true)
    case .changed:
      dismissInteraction?.update(progress)
    case .ended:
      let velocity = pan.velocity(in: view).y
      if velocity > 700 || (progress > 0.4 && velocity >= 0) {
        dismissInteraction?.finish()
      } else {
        dismissInteraction?.cancel()
      }
      dismissInteraction = nil
    case .cancelled, .failed:
      dismissInteraction?.cancel()
      dismissInteraction = nil
    default:
      break
    }
  }
}

/// Grows (present) or shrinks (dismiss) a circular mask on the composer's view between the
/// button's circle and one covering the whole screen. Both paths are ovals, four curves
/// each, so Core Animation blends them point by point. The animator is the path
/// animation's delegate and completes the transition when it stops.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
  let isPresenting: Bool
  private weak var button: UIView?
  private var transitionContext: (any UIViewControllerContextTransitioning)?
  private var composer: UIViewController?

  init(isPresenting: Bool, button: UIView) {
    self.isPresenting = isPresenting
    self.button = button
    super.init()
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    isPresenting ? 0.5 : 0.45
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let composerKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let composer = transitionContext.viewController(forKey: composerKey) else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    let container = transitionContext.containerView
    if isPresenting {
      composer.view.frame = transitionContext.finalFrame(for: composer)
      container.addSubview(composer.view)
    }
    // The button's circle, and the circle about its centre through the farthest corner.
    let buttonFrame =
      button.map { $0.convert($0.bounds, to: composer.view) }
      ?? CGRect(x: composer.view.bounds.midX, y: composer.view.bounds.midY, width: 0, height: 0)
    let centre = CGPoint(x: buttonFrame.midX, y: buttonFrame.midY)
    let bounds = composer.view.bounds
    let reach = max(
      hypot(centre.x - bounds.minX, centre.y - bounds.minY), hypot(centre.x - bounds.maxX, centre.y - bounds.minY),
      hypot(centre.x - bounds.minX, centre.y - bounds.maxY), hypot(centre.x - bounds.maxX, centre.y - bounds.maxY))
    let small = UIBezierPath(ovalIn: buttonFrame).cgPath
    let large = UIBezierPath(
      ovalIn: CGRect(x: centre.x - reach, y: centre.y - reach, width: 2 * reach, height: 2 * reach)
    ).cgPath

    let mask = CAShapeLayer()
    mask.path = isPresenting ? large : small
    composer.view.layer.mask = mask
    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue = isPresenting ? small : large
    animation.toValue = isPresenting ? large : small
    animation.duration = transitionDuration(using: transitionContext)
    // Linear while a finger drives it, so the circle follows the drag exactly.
    animation.timingFunction = CAMediaTimingFunction(
      name: transitionContext.isInteractive ? .linear : .easeInEaseOut)
    animation.delegate = self
    self.transitionContext = transitionContext
    self.composer = composer
    mask.add(animation, forKey: "reveal")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    guard let transitionContext, let composer else { return }
    self.transitionContext = nil
    self.composer = nil
    let cancelled = transitionContext.transitionWasCancelled
    composer.view.layer.mask = nil
    if !isPresenting && !cancelled { composer.view.removeFromSuperview() }
    transitionContext.completeTransition(!cancelled)
  }
}
