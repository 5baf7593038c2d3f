#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// An animator that drives its own frames with CADisplayLink (target and selector), as
// older transition code does for effects UIView.animate cannot express.

final class DisplayLinkFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    private weak var context: UIViewControllerContextTransitioning?
    private weak var toView: UIView?
    private let duration: TimeInterval = 0.4

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        transitionContext.containerView.addSubview(toView)
        context = transitionContext
        self.toView = toView
        startTime = CACurrentMediaTime()
        #if canImport(UIKit)
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        #else
        let link = CADisplayLink(target: self, selector: DisplayLinkFadeAnimator.step(_:))
        #endif
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func step(_ link: CADisplayLink) {
        let progress = min(1, (link.timestamp - startTime) / duration)
        let eased = CGFloat(1 - pow(1 - progress, 3))
        toView?.alpha = eased
        let scale = 0.8 + 0.2 * eased
        toView?.transform = CGAffineTransform(scaleX: scale, y: scale)
        if progress >= 1 {
            link.invalidate()
            displayLink = nil
            toView?.transform = .identity
            context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        }
    }
}

final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DisplayLinkFadeAnimator()
    }
}

final class FadedInViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Faded"
        view.backgroundColor = .systemPink
    }
}

/// A screen with a button presenting a controller faded in by a display link.
public final class DisplayLinkLauncherViewController: UIViewController {
    private let fade = FadeTransitioningDelegate()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Start"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        let button = UIButton(type: .system)
        button.setTitle("Fade in", for: .normal)
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        #if canImport(UIKit)
        button.addTarget(self, action: #selector(fadeIn), for: .touchUpInside)
        #else
        button.addTarget(self, action: DisplayLinkLauncherViewController.fadeIn, for: .touchUpInside)
        #endif
        view.addSubview(button)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func fadeIn() {
        let controller = FadedInViewController()
        controller.modalPresentationStyle = .fullScreen
        controller.transitioningDelegate = fade
        present(controller, animated: true)
    }
}
