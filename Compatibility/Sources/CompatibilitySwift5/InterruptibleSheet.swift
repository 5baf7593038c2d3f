#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// An interruptible presentation: the animator vends one UIViewPropertyAnimator from
// interruptibleAnimator(using:) and animateTransition only starts it, as Apple's sample
// code recommends.

final class PropertyAnimatorSlideUp: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating {
        if let animator = animator {
            return animator
        }
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        let finalFrame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                              dampingRatio: 0.8) {
            toView.frame = finalFrame
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PropertyAnimatorSlideUp()
    }
}

final class SlidUpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sheet"
        view.backgroundColor = .systemCyan
    }
}

/// A screen with a button presenting with an interruptible property animator.
public final class InterruptibleLauncherViewController: UIViewController {
    private let sheet = SheetTransitioningDelegate()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Interruptible"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Slide up", for: .normal)
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        #if canImport(UIKit)
        button.addTarget(self, action: #selector(slideUp), for: .touchUpInside)
        #else
        button.addTarget(self, action: InterruptibleLauncherViewController.slideUp, for: .touchUpInside)
        #endif
        view.addSubview(button)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func slideUp() {
        let controller = SlidUpViewController()
        controller.modalPresentationStyle = .fullScreen
        controller.transitioningDelegate = sheet
        present(controller, animated: true)
    }
}
