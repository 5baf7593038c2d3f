#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A modal dismissed by dragging it down: a pan gesture (target-action with a selector)
// drives a UIPercentDrivenInteractiveTransition; the animator springs.

final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [.curveLinear],
                       animations: {
            fromView.frame.origin.y = container.bounds.height
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class DismissInteraction: UIPercentDrivenInteractiveTransition {
    var isInteracting = false
}

final class DraggableModalViewController: UIViewController, UIViewControllerTransitioningDelegate {
    private let interaction = DismissInteraction()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Modal"
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        #if canImport(UIKit)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        #else
        let pan = UIPanGestureRecognizer(target: self, action: DraggableModalViewController.handlePan(_:))
        #endif
        view.addGestureRecognizer(pan)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        let progress = max(0, min(1, gesture.translation(in: view).y / view.bounds.height))
        switch gesture.state {
        case .began:
            interaction.isInteracting = true
            dismiss(animated: true, completion: nil)
        case .changed:
            interaction.update(progress)
        case .ended:
            interaction.isInteracting = false
            if progress > 0.3 || gesture.velocity(in: view).y > 800 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            interaction.isInteracting = false
            interaction.cancel()
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideDownAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interaction.isInteracting ? interaction : nil
    }
}

/// A screen with a button presenting the draggable modal.
public final class ModalLauncherViewController: UIViewController {
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Launcher"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        #if canImport(UIKit)
        button.addTarget(self, action: #selector(open), for: .touchUpInside)
        #else
        button.addTarget(self, action: ModalLauncherViewController.open, for: .touchUpInside)
        #endif
        view.addSubview(button)
    }

    #if canImport(UIKit)
    @objc
    #endif
    func open() {
        present(DraggableModalViewController(), animated: false)
    }
}
