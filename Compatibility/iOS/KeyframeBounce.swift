import UIKit

// A presentation that bounces the new screen in with a Core Animation keyframe animation
// of boxed transforms, completing the transition from a CATransaction completion block.

final class BounceInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)

        let bounce = CAKeyframeAnimation(keyPath: "transform")
        bounce.values = [
            NSValue(caTransform3D: CATransform3DMakeScale(0.3, 0.3, 1)),
            NSValue(caTransform3D: CATransform3DMakeScale(1.1, 1.1, 1)),
            NSValue(caTransform3D: CATransform3DMakeScale(0.95, 0.95, 1)),
            NSValue(caTransform3D: CATransform3DIdentity),
        ]
        bounce.keyTimes = [0, 0.5, 0.8, 1]
        bounce.timingFunctions = [
            CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .easeInEaseOut),
        ]
        bounce.duration = transitionDuration(using: transitionContext)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        toView.layer.add(bounce, forKey: "bounce")
        CATransaction.commit()
    }
}

final class BounceTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BounceInAnimator()
    }
}

final class BouncedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bounced"
        view.backgroundColor = .systemOrange
        view.layer.cornerRadius = 24
    }
}

/// A screen with a button presenting a controller that bounces in.
public final class BounceLauncherViewController: UIViewController {
    private let bounce = BounceTransitioningDelegate()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Bounce"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Bounce", for: .normal)
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        button.addTarget(self, action: #selector(bounceIn), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc private func bounceIn() {
        let controller = BouncedViewController()
        controller.modalPresentationStyle = .overFullScreen
        controller.transitioningDelegate = bounce
        present(controller, animated: true)
    }
}
