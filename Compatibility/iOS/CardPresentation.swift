import UIKit

// A bottom card presented over a dimmed screen, written as iOS code usually is: a
// presentation controller with alongside animations (no completion), an animator that
// defers its work with DispatchQueue.main.async, a transitioning delegate kept by the
// presenting controller.

final class CardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = (containerView.bounds.height * 0.55).rounded()
        return CGRect(x: 0, y: containerView.bounds.height - height,
                      width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped)))
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    @objc private func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let shownFrame = isPresenting ? transitionContext.finalFrame(for: card) : card.view.frame
        let hiddenFrame = shownFrame.offsetBy(dx: 0, dy: shownFrame.height)
        if isPresenting {
            container.addSubview(card.view)
            card.view.frame = hiddenFrame
        }
        // Deferred to the next main-queue turn, as many animators do after adding views.
        DispatchQueue.main.async {
            UIView.animate(withDuration: self.transitionDuration(using: transitionContext), delay: 0,
                           options: [.curveEaseOut], animations: {
                card.view.frame = self.isPresenting ? shownFrame : hiddenFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardAnimator(isPresenting: false)
    }
}

final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        let label = UILabel(frame: CGRect(x: 20, y: 24, width: 300, height: 30))
        label.text = "Card"
        label.font = UIFont.boldSystemFont(ofSize: 24)
        view.addSubview(label)
    }
}

/// The presenting screen: a button that presents the card.
public final class CardHostViewController: UIViewController {
    private let cardTransitioning = CardTransitioningDelegate()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Cards"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let button = UIButton(type: .system)
        button.setTitle("Show card", for: .normal)
        button.frame = CGRect(x: 95, y: 200, width: 200, height: 44)
        button.addTarget(self, action: #selector(showCard), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc private func showCard() {
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitioning
        present(card, animated: true, completion: nil)
    }
}
