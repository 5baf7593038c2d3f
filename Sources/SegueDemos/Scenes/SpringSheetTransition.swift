// spring-sheet — seed 000, "Crafting 5 Star iOS Experiences with Transitions" (Xamarin C#),
// ported to Swift. UIKit code: only the import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a photo, a line of text and a button that presents the lesson
/// options sheet with the seed's custom presentation.
final class SpringSheetViewController: UIViewController {
  /// Held strongly: `transitioningDelegate` is weak.
  private let lessonTransitionDelegate = LessonOptionsTransitionDelegate(startFrame: .zero)
  let chooseButton = UIButton(type: .system)
  private lazy var intro = SceneIntro(
    photo: "forest", headline: "Dutch Spelling",
    body: "The sheet rises on a critically damped spring while its options drop into place.")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Spring Sheet"
    view.backgroundColor = .systemGroupedBackground
    SceneIntro.styleTrigger(chooseButton, title: "Choose Lesson Type", color: .systemGreen)
    chooseButton.addAction(UIAction { [weak self] _ in self?.presentLessonOptions() }, for: .touchUpInside)
    for subview in [intro.photoView, intro.headlineLabel, intro.bodyLabel, chooseButton] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    chooseButton.frame = SceneIntro.triggerFrame(in: view, below: intro.layout(in: view))
  }

  /// Presents the lesson options with the seed's transitioning delegate.
  func presentLessonOptions() {
    let options = LessonOptionsViewController()
    options.modalPresentationStyle = .custom
    options.transitioningDelegate = lessonTransitionDelegate
    present(options, animated: true)
  }

  /// Dismisses the sheet (what a tap on the dimmed area does) with the system animation.
  func dismissLessonOptions() {
    presentedViewController?.dismiss(animated: true)
  }
}

/// The presented controller (the seed's `LessonTypeViewController`): a rounded sheet whose
/// inner `containerView` holds the title and the lesson types.
final class LessonOptionsViewController: UIViewController {
  /// The inner container the animator drops from 500 pt above into place.
  let containerView = UIView()
  private let grabber = UIView()
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private var optionButtons: [UIButton] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Lesson Options"
    view.backgroundColor = .systemBackground
    view.layer.cornerRadius = 24
    view.clipsToBounds = true
    containerView.frame = view.bounds
    containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(containerView)
    grabber.backgroundColor = .systemGray3
    grabber.layer.cornerRadius = 2.5
    titleLabel.text = "Lesson Type"
    titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
    titleLabel.textAlignment = .center
    subtitleLabel.text = "How would you like to practise?"
    subtitleLabel.font = .systemFont(ofSize: 15)
    subtitleLabel.textColor = .secondaryLabel
    subtitleLabel.textAlignment = .center
    for subview in [grabber, titleLabel, subtitleLabel] { containerView.addSubview(subview) }
    for (name, color) in [
      ("Spelling", UIColor.systemBlue), ("Listening", .systemOrange), ("Flash Cards", .systemPurple),
    ] {
      let button = UIButton(type: .system)
      button.setTitle(name, for: .normal)
      button.setTitleColor(color, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
      button.backgroundColor = .systemGray6
      button.layer.cornerRadius = 12
      button.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
      optionButtons.append(button)
      containerView.addSubview(button)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = containerView.bounds
    grabber.frame = CGRect(x: (bounds.width - 36) / 2, y: 8, width: 36, height: 5)
    titleLabel.frame = CGRect(x: 20, y: 28, width: bounds.width - 40, height: 28)
    subtitleLabel.frame = CGRect(x: 20, y: 58, width: bounds.width - 40, height: 22)
    for (index, button) in optionButtons.enumerated() {
      button.frame = CGRect(x: 20, y: 100 + CGFloat(index) * 64, width: bounds.width - 40, height: 52)
    }
  }
}

/// The seed's `LessonOptionsPresentationController`, with the dimming view a custom
/// presentation usually has: it fades in alongside the presentation and out alongside the
/// dismissal, and a tap on it dismisses.
final class LessonOptionsPresentationController: UIPresentationController {
  /// Black at 40 %; a control, so a tap on it (touch up inside) dismisses.
  let dimmingView = UIControl()

  /// A floating sheet 400 pt tall, 8 pt from the sides and 24 pt above the bottom.
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    return CGRect(x: 8, y: bounds.height - 424, width: bounds.width - 16, height: 400)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    dimmingView.alpha = 0
    dimmingView.addAction(
      UIAction { [weak self] _ in self?.presentedViewController.dismiss(animated: true) }, for: .touchUpInside)
    containerView.insertSubview(dimmingView, at: 0)
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 1
      return
    }
    coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 0
      return
    }
    coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    if let containerView { dimmingView.frame = containerView.bounds }
  }
}

/// The seed's transitioning delegate: its animator presents; dismissal returns nil, so UIKit
/// uses the system animation.
final class LessonOptionsTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
  private let startFrame: CGRect
  private lazy var animationTransitioning = LessonOptionsAnimator(startFrame: startFrame)

  init(startFrame: CGRect) {
    self.startFrame = startFrame
    super.init()
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    // The seed passes the presented controller twice; the presenting one is meant.
    LessonOptionsPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    nil
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let transitioning = animationTransitioning
    transitioning.isPresentation = true
    return transitioning
  }
}

/// The seed's `MyCustomAnimator`: the presented view rises from below the screen on a spring
/// (0.5 s, damping 300 — UIKit treats any damping ≥ 1 as critical — velocity 5) while the
/// lesson options' inner container drops from 500 pt above into its place.
final class LessonOptionsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var isPresentation = true
  private let startFrame: CGRect

  init(startFrame: CGRect) {
    self.startFrame = startFrame
    super.init()
  }

  /// The seed reports 0.8 s although its spring runs 0.5 s.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    0.8
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return transitionContext.completeTransition(false) }
    let fromView: UIView = fromVC.view
    let toView: UIView = toVC.view
    let containerView = transitionContext.containerView

    let isPresentation = isPresentation
    if isPresentation { containerView.addSubview(toView) }
    let animatingVC = isPresentation ? toVC : fromVC
    let animatingView: UIView = animatingVC.view

    let appearedFrame = transitionContext.finalFrame(for: animatingVC)
    let dismissedFrame = startFrame
    // One view height plus 100 pt down (the seed's start); x and size are the final ones.
    let initialFrame = CGRect(
      x: appearedFrame.minX, y: toView.frame.height + 100, width: appearedFrame.width, height: appearedFrame.height)
    let finalFrame = isPresentation ? appearedFrame : dismissedFrame
    animatingView.frame = initialFrame

    let lessonOptionsVC = animatingVC as? LessonOptionsViewController
    let defaultFrame = lessonOptionsVC?.containerView.frame ?? .zero
    lessonOptionsVC?.containerView.frame = CGRect(
      x: defaultFrame.minX, y: -500, width: defaultFrame.width, height: defaultFrame.height)

    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 300, initialSpringVelocity: 5,
      options: [.allowUserInteraction, .beginFromCurrentState],
      animations: {
        animatingView.frame = finalFrame
        lessonOptionsVC?.containerView.frame = defaultFrame
      },
      completion: { _ in
        if !isPresentation { fromView.removeFromSuperview() }
        transitionContext.completeTransition(true)
      })
  }
}
