// rotate-fade — seed 001, "View Controller Transitions on Swift" (Anak Mirasing), ported to
// modern Swift. UIKit code: only the import differs between iOS and Segue (see the note at
// the pan recognizer).
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a photo that pushes the detail screen with the rotate-and-fade
/// animator. It is the navigation controller's delegate while the scene is on screen.
final class RotateFadeViewController: UIViewController {
  /// The seed's `NavigationControllerDelegate` (held strongly: the controller's is weak).
  let navigationDelegate = RotateFadeNavigationDelegate()
  let photoButton = UIControl()
  private let intro = SceneIntro(
    photo: "mountains", headline: "Blue Ridge at dusk",
    body: "Tap the photo. Drag right from the left half of the next screen to go back.")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Rotate & Fade"
    view.backgroundColor = .systemBackground
    intro.photoView.isUserInteractionEnabled = false
    photoButton.addSubview(intro.photoView)
    photoButton.addAction(UIAction { [weak self] _ in self?.showPhoto() }, for: .touchUpInside)
    for subview in [photoButton, intro.headlineLabel, intro.bodyLabel] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    intro.layout(in: view, photoHolder: photoButton)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationDelegate.navigationController = navigationController
    navigationController?.delegate = navigationDelegate
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    // Leaving the scene: don't leave a delegate behind that answers for other screens.
    if isMovingFromParent, navigationController?.delegate === navigationDelegate {
      navigationController?.delegate = nil
    }
  }

  /// Pushes the detail screen (the forward transition), with the seed's pan on it.
  func showPhoto() {
    let detail = RotateFadeDetailViewController()
    // Not UIKit: Segue's target/action takes a method reference, not a selector. On iOS:
    // `UIPanGestureRecognizer(target: navigationDelegate, action: #selector(RotateFadeNavigationDelegate.handlePan(_:)))`
    // with `@objc func handlePan`.
    let pan = UIPanGestureRecognizer(target: navigationDelegate, action: RotateFadeNavigationDelegate.handlePan)
    detail.view.addGestureRecognizer(pan)
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// The pushed screen: a full-width photo; a pan that starts in its left half pops it
/// interactively.
final class RotateFadeDetailViewController: UIViewController {
  private let photoView = UIImageView(image: UIImage(named: "city"))
  private let captionLabel = UILabel()
  private let hintLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "City Lights"
    view.backgroundColor = .systemBackground
    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = true
    captionLabel.text = "City lights"
    captionLabel.font = .systemFont(ofSize: 22, weight: .bold)
    hintLabel.text = "Drag right from the left half to rotate this screen away."
    hintLabel.font = .systemFont(ofSize: 15)
    hintLabel.textColor = .secondaryLabel
    hintLabel.numberOfLines = 0
    for subview in [photoView, captionLabel, hintLabel] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    photoView.frame = CGRect(x: 0, y: 0, width: width, height: (width * 2 / 3).rounded())
    captionLabel.frame = CGRect(x: 16, y: photoView.frame.maxY + 16, width: width - 32, height: 28)
    hintLabel.frame = CGRect(x: 16, y: captionLabel.frame.maxY + 6, width: width - 32, height: 44)
  }
}

/// The seed's `NavigationControllerDelegate`: the rotate-and-fade animator for this scene's
/// push and pop, and a percent-driven interaction controller while a pan drives the pop.
final class RotateFadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
  weak var navigationController: UINavigationController?
  var interactionController: UIPercentDrivenInteractiveTransition?
  let animator = RotateFadeAnimator()

  /// The seed's `panGestureAction`, measured in the navigation controller's view (which
  /// does not rotate). A cancelled or failed pan cancels the pop (the seed ignores them and
  /// would leave the transition hanging).
  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    guard let view = navigationController?.view else { return }
    switch recognizer.state {
    case .began: beginInteractivePop(at: recognizer.location(in: view))
    case .changed: updateInteractivePop(translation: recognizer.translation(in: view))
    case .ended: endInteractivePop(velocity: recognizer.velocity(in: view))
    case .cancelled, .failed: endInteractivePop(velocity: .zero)
    default: break
    }
  }

  /// The pan's `.began`: a touch in the left half of the navigation view, on this scene's
  /// detail screen, starts an interactive pop. Returns whether it did.
  @discardableResult
  func beginInteractivePop(at location: CGPoint) -> Bool {
    guard let navigationController, let view = navigationController.view else { return false }
    guard location.x < view.bounds.midX, navigationController.viewControllers.count > 1,
      navigationController.topViewController is RotateFadeDetailViewController
    else { return false }
    interactionController = UIPercentDrivenInteractiveTransition()
    navigationController.popViewController(animated: true)
    return true
  }

  /// The pan's `.changed`: progress is the horizontal translation over the view's width.
  func updateInteractivePop(translation: CGPoint) {
    guard let view = navigationController?.view, view.bounds.width > 0 else { return }
    let d = abs(translation.x / view.bounds.width)
    interactionController?.update(d)
  }

  /// The pan's `.ended`: a rightward release velocity finishes the pop, anything else
  /// cancels it.
  func endInteractivePop(velocity: CGPoint) {
    if velocity.x > 0 {
      interactionController?.finish()
    } else {
      interactionController?.cancel()
    }
    interactionController = nil
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    // The seed animates every push and pop; in the gallery only this scene's own.
    switch operation {
    case .push: return toVC is RotateFadeDetailViewController ? animator : nil
    case .pop: return fromVC is RotateFadeDetailViewController ? animator : nil
    default: return nil
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactionController
  }
}

/// The seed's `CustomAnimator`: over 1 s, ease-in, the from-view rotates by 1.5 rad while
/// the to-view, added on top, fades in.
final class RotateFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    1
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    guard let fromViewVC = transitionContext.viewController(forKey: .from),
      let toViewVC = transitionContext.viewController(forKey: .to)
    else { return transitionContext.completeTransition(false) }

    toViewVC.view.frame = transitionContext.finalFrame(for: toViewVC)
    containerView.addSubview(toViewVC.view)
    toViewVC.view.alpha = 0

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseIn,
      animations: {
        fromViewVC.view.transform = CGAffineTransform.identity.rotated(by: 1.5)
        toViewVC.view.alpha = 1
      },
      completion: { _ in
        fromViewVC.view.transform = .identity
        let transitionCancelled = transitionContext.transitionWasCancelled
        transitionContext.completeTransition(!transitionCancelled)
      })
  }
}
