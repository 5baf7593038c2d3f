#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// App and device calls transition code makes: UIScreen.main, UIDevice.current, the
// application's windows, the window scene, and a delayed start with asyncAfter.

final class DropInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return UIDevice.current.userInterfaceIdiom == .phone ? 0.4 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let screenHeight = UIScreen.main.bounds.height
        toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: 0, dy: -screenHeight)
        transitionContext.containerView.addSubview(toView)
        // Waits a tenth of a second before dropping, as some animators do to let layout settle.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            UIView.animate(withDuration: self.transitionDuration(using: transitionContext), animations: {
                toView.frame = transitionContext.finalFrame(for: toVC)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

final class DropInTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DropInAnimator()
    }
}

final class DroppedViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dropped"
        view.backgroundColor = .systemBlue
    }
}

/// A screen that reads the device and window before presenting with a delayed drop.
public final class DeviceAwareLauncherViewController: UIViewController {
    private let drop = DropInTransitioningDelegate()
    public private(set) var environment: [String] = []

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Device"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.25) {
            self.setNeedsStatusBarAppearanceUpdate()
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        let button = UIButton(type: .system)
        button.setTitle("Drop in", for: .normal)
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        #if canImport(UIKit)
        button.addTarget(self, action: #selector(dropIn), for: .touchUpInside)
        #else
        button.addTarget(self, action: DeviceAwareLauncherViewController.dropIn, for: .touchUpInside)
        #endif
        view.addSubview(button)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func dropIn() {
        let screen = UIScreen.main
        environment = [
            "idiom phone \(UIDevice.current.userInterfaceIdiom == .phone)",
            "screen \(Int(screen.bounds.width))×\(Int(screen.bounds.height)) @\(Int(screen.scale))x",
            "scene \(view.window?.windowScene != nil)",
            "status bar dark \(view.window?.windowScene?.statusBarManager?.statusBarStyle == .darkContent)",
        ]
        let controller = DroppedViewController()
        controller.modalPresentationStyle = .fullScreen
        controller.transitioningDelegate = drop
        present(controller, animated: true)
    }
}
