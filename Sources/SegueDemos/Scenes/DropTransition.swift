// drop — seed 003, "How to Use Transitions To Give Your App the Wow Factor" (the Eventer
// template's DropAnimationController, Objective-C), ported to Swift. UIKit code: only the
// import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: an event card whose button presents the event's details,
/// dropping in from above the screen. It is the presented controller's transitioning
/// delegate, as in the seed.
final class DropViewController: UIViewController, UIViewControllerTransitioningDelegate {
  let dropAnimationController = DropAnimationController()
  let detailsButton = UIButton(type: .system)
  private lazy var intro = SceneIntro(
    photo: "city", headline: "Rooftop Jazz Night",
    body: "The details drop in on a bouncy spring and swing back up when closed.")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Drop"
    view.backgroundColor = .systemGroupedBackground
    SceneIntro.styleTrigger(detailsButton, title: "Show Event", color: .systemIndigo)
    detailsButton.addAction(UIAction { [weak self] _ in self?.showEvent() }, for: .touchUpInside)
    for subview in [intro.photoView, intro.headlineLabel, intro.bodyLabel, detailsButton] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    detailsButton.frame = SceneIntro.triggerFrame(in: view, below: intro.layout(in: view))
  }

  /// Presents the event details (the forward transition).
  func showEvent() {
    let details = DropEventViewController()
    details.transitioningDelegate = self
    // Modern addition: since iOS 13 the default style is a page sheet; the seed's drop
    // covers the whole screen.
    details.modalPresentationStyle = .fullScreen
    present(details, animated: true)
  }

  /// Closes the event details (what their Close button does).
  func closeEvent() {
    presentedViewController?.dismiss(animated: true)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    dropAnimationController.isPresenting = true
    return dropAnimationController
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    dropAnimationController.isPresenting = false
    return dropAnimationController
  }
}

/// The presented event details: a photo header, the event's facts and a Close button.
final class DropEventViewController: UIViewController {
  private let photoView = UIImageView(image: UIImage(named: "city"))
  private let titleLabel = UILabel()
  private let dateLabel = UILabel()
  private let bodyLabel = UILabel()
  let closeButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Event"
    view.backgroundColor = .systemBackground
    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = true
    titleLabel.text = "Rooftop Jazz Night"
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    dateLabel.text = "Friday, 8 PM · Harbour Terrace"
    dateLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    dateLabel.textColor = .systemIndigo
    bodyLabel.text = "A quartet, the city lights and a warm summer night. Doors open at seven."
    bodyLabel.font = .systemFont(ofSize: 17)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 0
    closeButton.setTitle("Close", for: .normal)
    closeButton.setTitleColor(.white, for: .normal)
    closeButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    closeButton.backgroundColor = .systemIndigo
    closeButton.layer.cornerRadius = 12
    closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    for subview in [photoView, titleLabel, dateLabel, bodyLabel, closeButton] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    photoView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: (bounds.width * 2 / 3).rounded())
    titleLabel.frame = CGRect(x: 20, y: photoView.frame.maxY + 20, width: bounds.width - 40, height: 34)
    dateLabel.frame = CGRect(x: 20, y: titleLabel.frame.maxY + 6, width: bounds.width - 40, height: 22)
    bodyLabel.frame = CGRect(x: 20, y: dateLabel.frame.maxY + 14, width: bounds.width - 40, height: 72)
    closeButton.frame = CGRect(x: 20, y: bounds.height - 100, width: bounds.width - 40, height: 50)
  }
}

/// The seed's `DropAnimationController`. Presentation: the presented view starts centred one
/// container height above the screen and drops to the centre on a spring (damping 0.4,
/// velocity 6: it overshoots by about a quarter of the distance and settles). Dismissal: a
/// linear two-step keyframe animation — 50 pt down in the first half, then up off the screen
/// — with the presenting view inserted below.
final class DropAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
  var isPresenting = true
  /// The article gives no durations; these are the gallery's.
  var presentationDuration: TimeInterval = 0.5
  var dismissalDuration: TimeInterval = 0.8

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    isPresenting ? presentationDuration : dismissalDuration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    if isPresenting {
      executePresentationAnimation(transitionContext)
    } else {
      executeDismissalAnimation(transitionContext)
    }
  }

  private func executePresentationAnimation(_ transitionContext: any UIViewControllerContextTransitioning) {
    let inView = transitionContext.containerView
    guard let toViewController = transitionContext.viewController(forKey: .to) else {
      return transitionContext.completeTransition(false)
    }
    inView.addSubview(toViewController.view)
    var centerOffScreen = inView.center
    centerOffScreen.y = -inView.frame.size.height
    toViewController.view.center = centerOffScreen
    UIView.animate(
      withDuration: presentationDuration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 6,
      options: .curveEaseIn,
      animations: {
        toViewController.view.center = inView.center
      },
      completion: { _ in
        transitionContext.completeTransition(true)
      })
  }

  private func executeDismissalAnimation(_ transitionContext: any UIViewControllerContextTransitioning) {
    let inView = transitionContext.containerView
    guard let toViewController = transitionContext.viewController(forKey: .to),
      let fromViewController = transitionContext.viewController(forKey: .from)
    else { return transitionContext.completeTransition(false) }
    inView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
    var centerOffScreen = inView.center
    centerOffScreen.y = -inView.frame.size.height
    UIView.animateKeyframes(
      withDuration: dismissalDuration, delay: 0, options: .calculationModeLinear,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          var center = fromViewController.view.center
          center.y += 50
          fromViewController.view.center = center
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          fromViewController.view.center = centerOffScreen
        }
      },
      completion: { _ in
        transitionContext.completeTransition(true)
      })
  }
}
