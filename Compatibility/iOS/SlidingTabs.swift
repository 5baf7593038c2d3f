import UIKit

// Tabs that slide into one another. The tab bar controller is its own delegate: it hands
// back a slide animator whose direction comes from the two tabs' indexes, and a horizontal
// pan anywhere on the screen switches to the neighbouring tab interactively — the pan sets
// selectedIndex when it begins, and the percent-driven interaction controller the delegate
// returns follows the finger, finishing or cancelling when it lifts.

final class TabSlideTransition: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case forward   // to a tab further right: the new tab comes in from the right
        case backward
    }

    private let direction: Direction

    init(direction: Direction) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let offset = direction == .forward ? container.bounds.width : -container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: offset, dy: 0)
        container.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveLinear], animations: {
            fromView.frame = transitionContext.initialFrame(for: fromVC).offsetBy(dx: -offset, dy: 0)
            toView.frame = transitionContext.finalFrame(for: toVC)
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                toView.removeFromSuperview()
            }
            fromView.frame = transitionContext.initialFrame(for: fromVC)
            transitionContext.completeTransition(!cancelled)
        })
    }
}

final class SlidingTabPage: UIViewController {
    private let color: UIColor
    private let footer = UILabel()

    init(title: String, color: UIColor, symbol: String, badge: String? = nil) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
        tabBarItem.badgeValue = badge
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color

        let heading = UILabel()
        heading.text = title
        heading.font = .systemFont(ofSize: 34, weight: .bold)
        heading.textColor = .white
        heading.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(heading)

        footer.text = "Swipe sideways to change tabs"
        footer.textColor = .white
        footer.textAlignment = .center
        footer.backgroundColor = UIColor.black.withAlphaComponent(0.25)
        footer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footer)

        NSLayoutConstraint.activate([
            heading.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            heading.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

/// Three tabs with a sliding transition between them and a pan that drives it.
public final class SlidingTabsController: UITabBarController, UITabBarControllerDelegate {
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// The tabs the user picked on the bar, in order.
    public private(set) var pickedTabs: [String] = []

    public init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [
            SlidingTabPage(title: "Home", color: .systemIndigo, symbol: "star"),
            SlidingTabPage(title: "Likes", color: .systemPink, symbol: "heart", badge: "2"),
            SlidingTabPage(title: "Share", color: .systemTeal, symbol: "square.and.arrow.up"),
        ]
        delegate = self
        tabBar.tintColor = .systemOrange
        // An opaque bar, as apps set it since iOS 15 so the bar never turns clear.
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .secondarySystemBackground
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [
            .font: UIFont.systemFont(ofSize: 10, weight: .bold),
            .foregroundColor: UIColor.systemOrange,
        ]
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let progress = abs(translation.x) / view.bounds.width
        switch gesture.state {
        case .began:
            guard transitionCoordinator == nil else { return }
            let count = viewControllers?.count ?? 0
            if translation.x < 0 && selectedIndex + 1 < count {
                interaction = UIPercentDrivenInteractiveTransition()
                selectedIndex += 1
            } else if translation.x > 0 && selectedIndex > 0 {
                interaction = UIPercentDrivenInteractiveTransition()
                selectedIndex -= 1
            }
        case .changed:
            interaction?.update(min(max(progress, 0), 1))
        case .ended:
            let velocity = gesture.velocity(in: view).x
            if progress > 0.5 || abs(velocity) > 1000 {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }

    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers,
              let fromIndex = controllers.firstIndex(of: fromVC),
              let toIndex = controllers.firstIndex(of: toVC) else {
            return nil
        }
        return TabSlideTransition(direction: toIndex > fromIndex ? .forward : .backward)
    }

    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interaction
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        pickedTabs.append(viewController.title ?? "")
    }
}
