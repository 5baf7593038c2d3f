#if canImport(UIKit)
  import UIKit
#else
  import Segue
#endif

/// The storyboard's first screen: "Open card" runs a show segue, and `prepare(for:sender:)`
/// hands the card its colour; the navigation controller's pushes and pops grow the card out
/// of the button (`CardAnimator`).
final class ViewController: UIViewController, UINavigationControllerDelegate {
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var openButton: UIButton!
  private let animator = CardAnimator()

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.delegate = self
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showCard", let card = segue.destination as? CardViewController {
      card.color = .systemIndigo
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animator.operation = operation
    animator.origin = openButton.convert(openButton.bounds, to: nil)
    return animator
  }

  #if !canImport(UIKit)
    // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
    override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
      super.interfaceBuilderBindings + [
        .outlet("openButton", \ViewController.openButton)
      ]
    }
  #endif
}

/// The second screen, laid out in Main.storyboard; its colour comes from `prepare(for:sender:)`.
final class CardViewController: UIViewController {
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var cardView: UIView!
  var color: UIColor = .systemGray

  override func viewDidLoad() {
    super.viewDidLoad()
    cardView.backgroundColor = color
  }

  #if !canImport(UIKit)
    // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
    override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
      super.interfaceBuilderBindings + [
        .outlet("cardView", \CardViewController.cardView)
      ]
    }
  #endif
}

/// Push: the card's screen grows from the button's frame with a spring; pop: it shrinks back.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var operation: UINavigationController.Operation = .push
  var origin: CGRect = .zero

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let from = transitionContext.viewController(forKey: .from),
      let to = transitionContext.viewController(forKey: .to)
    else { return }
    let container = transitionContext.containerView
    let pushing = operation == .push
    let moving: UIView = pushing ? to.view : from.view
    let full = transitionContext.finalFrame(for: pushing ? to : from)
    let small = container.convert(origin, from: nil)
    if pushing {
      to.view.frame = full
      container.addSubview(to.view)
    } else {
      container.insertSubview(to.view, belowSubview: from.view)
    }
    let scale = CGAffineTransform(scaleX: small.width / full.width, y: small.height / full.height)
      .concatenating(CGAffineTransform(translationX: small.midX - full.midX, y: small.midY - full.midY))
    moving.clipsToBounds = true
    if pushing {
      moving.transform = scale
      moving.alpha = 0
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: pushing ? 0.8 : 1,
      initialSpringVelocity: 0, options: []
    ) {
      moving.transform = pushing ? .identity : scale
      moving.alpha = pushing ? 1 : 0
    } completion: { _ in
      moving.transform = .identity
      moving.alpha = 1
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
