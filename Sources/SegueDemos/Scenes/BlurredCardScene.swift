// blurred-card — a card presented over a blur that fades in with it: a custom
// UIPresentationController whose UIVisualEffectView animates its effect from nil to a
// material alongside the transition, and back to nil on dismissal. UIKit code: only the
// import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a photo, text and a button that presents the card.
final class BlurredCardViewController: UIViewController {
  /// Held strongly: `transitioningDelegate` is weak.
  private let cardTransitionDelegate = BlurredCardTransitionDelegate()
  let showButton = UIButton(type: .system)
  private lazy var intro = SceneIntro(
    photo: "ocean", headline: "Frosted Glass",
    body: "The screen blurs behind a card as it springs up, and clears again when it closes.")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Blurred Card"
    view.backgroundColor = .systemGroupedBackground
    SceneIntro.styleTrigger(showButton, title: "Show Card", color: .systemIndigo)
    showButton.addAction(UIAction { [weak self] _ in self?.showCard() }, for: .touchUpInside)
    for subview in [intro.photoView, intro.headlineLabel, intro.bodyLabel, showButton] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    showButton.frame = SceneIntro.triggerFrame(in: view, below: intro.layout(in: view))
  }

  /// Presents the card with the custom presentation (the forward transition).
  func showCard() {
    let card = BlurredCardContentViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = cardTransitionDelegate
    present(card, animated: true)
  }

  /// The card on screen, if any.
  var presentedCard: BlurredCardContentViewController? {
    presentedViewController as? BlurredCardContentViewController
  }

  /// Closes the card (what its Done button does).
  func closeCard() {
    presentedViewController?.dismiss(animated: true)
  }
}

/// The presented card: a rounded panel with a title, a line of text and a Done button.
final class BlurredCardContentViewController: UIViewController {
  private let titleLabel = UILabel()
  private let bodyLabel = UILabel()
  let doneButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.layer.cornerRadius = 20
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowOpacity = 0.2
    view.layer.shadowRadius = 16
    view.layer.shadowOffset = CGSize(width: 0, height: 6)
    titleLabel.text = "Low Tide at 16:40"
    titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
    titleLabel.textAlignment = .center
    bodyLabel.text = "The rocks below the lighthouse are walkable for about two hours."
    bodyLabel.font = .systemFont(ofSize: 15)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.textAlignment = .center
    bodyLabel.numberOfLines = 0
    SceneIntro.styleTrigger(doneButton, title: "Done", color: .systemIndigo)
    doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    for subview in [titleLabel, bodyLabel, doneButton] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    titleLabel.frame = CGRect(x: 20, y: 28, width: width - 40, height: 28)
    bodyLabel.frame = CGRect(x: 20, y: 64, width: width - 40, height: 66)
    doneButton.frame = CGRect(x: 20, y: view.bounds.height - 70, width: width - 40, height: 50)
  }
}

/// Puts the card in the middle of the screen over a full-screen blur whose effect animates
/// in alongside the presentation and out alongside the dismissal.
final class BlurredCardPresentationController: UIPresentationController {
  /// Starts with no effect; the transition coordinator animates it to the material.
  let blurView = UIVisualEffectView(effect: nil)

  /// A 320 × 260 pt card, centred.
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    return CGRect(x: (bounds.width - 320) / 2, y: (bounds.height - 260) / 2, width: 320, height: 260)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    blurView.frame = containerView.bounds
    containerView.insertSubview(blurView, at: 0)
    let material = UIBlurEffect(style: .systemMaterial)
    guard let coordinator = presentedViewController.transitionCoordinator else {
      blurView.effect = material
      return
    }
    coordinator.animate(alongsideTransition: { _ in self.blurView.effect = material }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { blurView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    guard let coordinator = presentedViewController.transitionCoordinator else {
      blurView.effect = nil
      return
    }
    coordinator.animate(alongsideTransition: { _ in self.blurView.effect = nil }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { blurView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    if let containerView { blurView.frame = containerView.bounds }
  }
}

/// The card's transitioning delegate: the presentation controller and one animator for
/// both directions.
final class BlurredCardTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    BlurredCardPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    BlurredCardAnimator(isPresentation: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    BlurredCardAnimator(isPresentation: false)
  }
}

/// Presenting, the card rises 40 pt and grows from 0.9 while it fades in (0.5 s, ease out);
/// dismissing, it shrinks to 0.9 and fades out (0.35 s, ease in).
final class BlurredCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresentation: Bool

  init(isPresentation: Bool) {
    self.isPresentation = isPresentation
    super.init()
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    isPresentation ? 0.5 : 0.35
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresentation ? .to : .from
    guard let card = transitionContext.viewController(forKey: key) else {
      return transitionContext.completeTransition(false)
    }
    let cardView: UIView = card.view
    let isPresentation = isPresentation
    let away = CGAffineTransform(translationX: 0, y: 40).scaledBy(x: 0.9, y: 0.9)
    if isPresentation {
      cardView.frame = transitionContext.finalFrame(for: card)
      transitionContext.containerView.addSubview(cardView)
      cardView.transform = away
      cardView.alpha = 0
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: isPresentation ? .curveEaseOut : .curveEaseIn,
      animations: {
        cardView.transform = isPresentation ? .identity : CGAffineTransform(scaleX: 0.9, y: 0.9)
        cardView.alpha = isPresentation ? 1 : 0
      },
      completion: { _ in
        let finished = !transitionContext.transitionWasCancelled
        if !isPresentation && finished { cardView.removeFromSuperview() }
        transitionContext.completeTransition(finished)
      })
  }
}
