#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A custom push with its own interactive pop: a screen-edge pan (target-action with a
// selector) drives a percent-driven transition the navigation delegate hands back.

final class ScaleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        if operation == .push {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveLinear], animations: {
            if self.operation == .push {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            } else {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
            }
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A navigation controller with a scale-and-slide push and an edge-swipe pop of its own.
public final class EdgeSwipeNavigationController: UINavigationController, UINavigationControllerDelegate {
    private var popInteraction: UIPercentDrivenInteractiveTransition?

    public init() {
        super.init(rootViewController: ColorPageViewController(index: 0))
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        #if canImport(UIKit)
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdge(_:)))
        #else
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: EdgeSwipeNavigationController.handleEdge(_:))
        #endif
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let progress = gesture.translation(in: view).x / view.bounds.width
        switch gesture.state {
        case .began:
            popInteraction = UIPercentDrivenInteractiveTransition()
            popViewController(animated: true)
        case .changed:
            popInteraction?.update(max(0, min(1, progress)))
        case .ended:
            if progress > 0.5 { popInteraction?.finish() } else { popInteraction?.cancel() }
            popInteraction = nil
        default:
            popInteraction?.cancel()
            popInteraction = nil
        }
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ScaleSlideAnimator(operation: operation)
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return popInteraction
    }
}

final class ColorPageViewController: UIViewController {
    private let index: Int

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        title = "Color \(index)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = index == 0 ? .systemMint : .systemBrown
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.frame = CGRect(x: 95, y: 300, width: 200, height: 44)
        #if canImport(UIKit)
        next.addTarget(self, action: #selector(pushNext), for: .touchUpInside)
        #else
        next.addTarget(self, action: ColorPageViewController.pushNext, for: .touchUpInside)
        #endif
        view.addSubview(next)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func pushNext() {
        navigationController?.pushViewController(ColorPageViewController(index: index + 1), animated: true)
    }
}
