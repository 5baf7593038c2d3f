#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A navigation push that turns the new page in around the left edge, with the perspective
// set once on the container (sublayerTransform), as iOS examples do.

final class FlipPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective

        let finalFrame = transitionContext.finalFrame(for: toController)
        toView.frame = finalFrame
        container.addSubview(toView)
        // Hinge on the left edge: a new anchor point keeps the position, so move it there.
        toView.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        toView.layer.position = CGPoint(x: finalFrame.minX, y: finalFrame.midY)
        toView.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.layer.transform = CATransform3DIdentity
        }, completion: { finished in
            toView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            toView.frame = finalFrame
            container.layer.sublayerTransform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class FlipNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .push ? FlipPushAnimator() : nil
    }
}

final class PageViewController: UIViewController {
    private let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Page \(number)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = number.isMultiple(of: 2) ? .systemOrange : .systemIndigo
        let next = UIButton(type: .system)
        next.setTitle("Next page", for: .normal)
        next.setTitleColor(.white, for: .normal)
        next.frame = CGRect(x: 95, y: 300, width: 200, height: 44)
        #if canImport(UIKit)
        next.addTarget(self, action: #selector(showNext), for: .touchUpInside)
        #else
        next.addTarget(self, action: PageViewController.showNext, for: .touchUpInside)
        #endif
        view.addSubview(next)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func showNext() {
        navigationController?.pushViewController(PageViewController(number: number + 1), animated: true)
    }
}

/// A navigation controller whose pushes flip (it keeps its delegate: UIKit's is weak).
public final class FlipNavigationController: UINavigationController {
    private let flipDelegate = FlipNavigationDelegate()

    public init() {
        super.init(rootViewController: PageViewController(number: 1))
        delegate = flipDelegate
        // The iOS 15 way to colour a bar, at rest and at the scroll edge alike.
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.tintColor = .white
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
