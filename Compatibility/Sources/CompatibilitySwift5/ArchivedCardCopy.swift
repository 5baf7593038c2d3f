#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// The "copy a view" idiom of older transition libraries: the push animator copies the tapped
// card by archiving and unarchiving it, flies the copy to the detail screen's header and
// fades it out. The card is a subclass archiving a property of its own. A plain NSObject
// watches the detail's title by key path, and a timer ticks on the detail screen.

final class PhotoCardView: UIView {
    var rating = 0
    let captionLabel = UILabel()
    let thumbnailView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 14
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray3.cgColor
        thumbnailView.frame = CGRect(x: 12, y: 12, width: 56, height: 56)
        thumbnailView.backgroundColor = .systemTeal
        thumbnailView.layer.cornerRadius = 8
        thumbnailView.clipsToBounds = true
        captionLabel.frame = CGRect(x: 80, y: 12, width: frame.width - 92, height: 24)
        captionLabel.font = .boldSystemFont(ofSize: 17)
        addSubview(thumbnailView)
        addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        rating = coder.decodeInteger(forKey: "rating")
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(rating, forKey: "rating")
    }
}

/// Copies a view the way code written before `snapshotView(afterScreenUpdates:)` did.
func copyOfView(_ view: UIView) -> UIView? {
    guard let data = try? NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false) else {
        return nil
    }
    return (try? NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data)) as? UIView
}

final class CardCopyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let card: UIView
    private(set) var copiedCard: UIView?

    init(card: UIView) {
        self.card = card
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let copy = copyOfView(card) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        container.addSubview(toView)
        copy.frame = card.convert(card.bounds, to: container)
        container.addSubview(copy)
        copiedCard = copy
        card.isHidden = true
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            copy.frame = CGRect(x: 16, y: toView.frame.minY + 16, width: container.bounds.width - 32, height: 80)
            toView.alpha = 1
        }, completion: { _ in
            copy.removeFromSuperview()
            self.card.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Watches a controller's title by key path, as model objects observed UIKit before Swift.
final class TitleWatcher: NSObject {
    private(set) var titles: [String] = []

    #if canImport(UIKit)
    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        if keyPath == "title", let title = change?[.newKey] as? String {
            titles.append(title)
        }
    }
    #else
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        if keyPath == "title", let title = change?[.newKey] as? String {
            titles.append(title)
        }
    }
    #endif
}

#if canImport(Segue)
extension TitleWatcher: NSKeyValueObserving {}
#endif

public final class CardDetailViewController: UIViewController {
    public private(set) var ticks = 0
    private var ticker: Timer?
    let countdownLabel = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        countdownLabel.frame = CGRect(x: 16, y: 120, width: 300, height: 30)
        countdownLabel.textColor = .white
        countdownLabel.text = "Ticks: 0"
        view.addSubview(countdownLabel)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        #if canImport(UIKit)
        ticker = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        #else
        ticker = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] _ in MainActor.assumeIsolated { self?.tick() } }
        #endif
    }

    #if canImport(UIKit)
    @objc
    #endif
    func tick() {
        ticks += 1
        countdownLabel.text = "Ticks: \(ticks)"
        if ticks == 3 {
            ticker?.invalidate()
            title = "Ready"
        }
    }
}

public final class CardListViewController: UIViewController, UINavigationControllerDelegate {
    let card = PhotoCardView(frame: CGRect(x: 16, y: 140, width: 358, height: 80))
    public var cardView: UIView { card }
    public private(set) var copiedCard: UIView?
    let watcher = TitleWatcher()
    private var animator: CardCopyAnimator?

    public var watchedTitles: [String] { watcher.titles }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        view.backgroundColor = .systemGroupedBackground
        card.rating = 4
        card.captionLabel.text = "Harbour at dawn"
        view.addSubview(card)
        #if canImport(UIKit)
        let tap = UITapGestureRecognizer(target: self, action: #selector(openCard))
        #else
        let tap = UITapGestureRecognizer(target: self, action: CardListViewController.openCard)
        #endif
        card.addGestureRecognizer(tap)
    }

    #if canImport(UIKit)
    @objc
    #endif
    func openCard() {
        let detail = CardDetailViewController()
        detail.title = "Harbour"
        detail.addObserver(watcher, forKeyPath: "title", options: [.new], context: nil)
        animator = CardCopyAnimator(card: card)
        navigationController?.delegate = self
        navigationController?.pushViewController(detail, animated: true)
    }

    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .push, let animator = animator else { return nil }
        copiedCard = nil
        return CopyingAnimatorRecorder(animator: animator) { [weak self] copy in self?.copiedCard = copy }
    }
}

/// Hands the animator out and reports the copy it made (for the tests).
final class CopyingAnimatorRecorder: NSObject, UIViewControllerAnimatedTransitioning {
    let animator: CardCopyAnimator
    let report: (UIView?) -> Void

    init(animator: CardCopyAnimator, report: @escaping (UIView?) -> Void) {
        self.animator = animator
        self.report = report
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return animator.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animator.animateTransition(using: transitionContext)
        report(animator.copiedCard)
    }
}

@MainActor public func makeArchivedCardNavigation() -> UINavigationController {
    return UINavigationController(rootViewController: CardListViewController())
}
