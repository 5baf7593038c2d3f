#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A dismissal that draws the presented screen into an image with UIGraphicsImageRenderer
// and drawHierarchy, then shrinks and fades that image away.

final class ZoomOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to) {
            container.insertSubview(toView, at: 0)
        }
        let renderer = UIGraphicsImageRenderer(bounds: fromView.bounds)
        let image = renderer.image { _ in
            fromView.drawHierarchy(in: fromView.bounds, afterScreenUpdates: false)
        }
        let imageView = UIImageView(image: image)
        imageView.frame = fromView.frame
        container.addSubview(imageView)
        fromView.isHidden = true
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            imageView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            imageView.alpha = 0
        }, completion: { _ in
            imageView.removeFromSuperview()
            fromView.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ZoomOutTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ZoomOutAnimator()
    }
}

final class ClosableViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Closable"
        view.backgroundColor = .systemRed
        let close = UIButton(type: .system)
        close.setImage(UIImage(systemName: "xmark"), for: .normal)
        close.tintColor = .white
        close.frame = CGRect(x: 320, y: 60, width: 44, height: 44)
        #if canImport(UIKit)
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        #else
        close.addTarget(self, action: ClosableViewController.closeTapped, for: .touchUpInside)
        #endif
        view.addSubview(close)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func closeTapped() {
        dismiss(animated: true)
    }
}

/// A screen that presents a closable controller (no animation) whose dismissal zooms out.
public final class ZoomOutLauncherViewController: UIViewController {
    private let zoom = ZoomOutTransitioningDelegate()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Zoom out"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray4
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        #if canImport(UIKit)
        button.addTarget(self, action: #selector(open), for: .touchUpInside)
        #else
        button.addTarget(self, action: ZoomOutLauncherViewController.open, for: .touchUpInside)
        #endif
        view.addSubview(button)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func open() {
        let controller = ClosableViewController()
        controller.modalPresentationStyle = .fullScreen
        controller.transitioningDelegate = zoom
        present(controller, animated: false)
    }
}
