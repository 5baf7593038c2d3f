import UIKit

// A menu presented by dropping it in from above with UIKit Dynamics: gravity pulls it down,
// a collision boundary at the bottom of the container stops it with a bounce, and the
// transition completes when the dynamic animator pauses (its delegate), as menus in the
// style of GuillotineMenu do.

final class DropInMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator!
    private var transitionContext: UIViewControllerContextTransitioning?
    private var finalFrame = CGRect.zero
    private weak var menuView: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let menuView = transitionContext.view(forKey: .to),
              let menuController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        finalFrame = transitionContext.finalFrame(for: menuController)
        menuView.frame = finalFrame.offsetBy(dx: 0, dy: -finalFrame.height)
        container.addSubview(menuView)
        self.transitionContext = transitionContext
        self.menuView = menuView

        animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self

        let gravity = UIGravityBehavior(items: [menuView])
        gravity.magnitude = 4
        animator.addBehavior(gravity)

        let collision = UICollisionBehavior(items: [menuView])
        collision.addBoundary(withIdentifier: "floor" as NSCopying,
                              from: CGPoint(x: 0, y: finalFrame.maxY),
                              to: CGPoint(x: container.bounds.width, y: finalFrame.maxY))
        animator.addBehavior(collision)

        let itemBehavior = UIDynamicItemBehavior(items: [menuView])
        itemBehavior.elasticity = 0.35
        itemBehavior.allowsRotation = false
        animator.addBehavior(itemBehavior)
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        animator.removeAllBehaviors()
        menuView?.frame = finalFrame
        let cancelled = transitionContext?.transitionWasCancelled ?? false
        transitionContext?.completeTransition(!cancelled)
        transitionContext = nil
    }
}

final class DropInMenuTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DropInMenuAnimator()
    }
}

final class DropInMenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = UIColor(red: 0.2, green: 0.22, blue: 0.3, alpha: 1)
        let titles = ["Profile", "Feed", "Activity", "Settings"]
        for (index, title) in titles.enumerated() {
            let label = UILabel(frame: CGRect(x: 40, y: 200 + CGFloat(index) * 70, width: 310, height: 44))
            label.text = title
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 28)
            view.addSubview(label)
        }
    }
}

/// A screen with a button dropping the menu in.
public final class DropInMenuLauncherViewController: UIViewController {
    private let dropIn = DropInMenuTransitioningDelegate()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Home"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        let button = UIButton(type: .system)
        button.setTitle("Menu", for: .normal)
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        button.addTarget(self, action: #selector(showMenu), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc private func showMenu() {
        let menu = DropInMenuViewController()
        menu.modalPresentationStyle = .fullScreen
        menu.transitioningDelegate = dropIn
        present(menu, animated: true)
    }
}
