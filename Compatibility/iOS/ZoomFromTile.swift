import UIKit

// Tap a tile of a grid and it grows into the detail screen: the animator flies a snapshot
// of the tile to the detail's frame with keyframes, then reveals the detail.

@MainActor protocol ZoomSource: AnyObject {
    var selectedTile: UIView? { get }
}

final class ZoomPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let tile = (fromVC as? ZoomSource)?.selectedTile,
              let snapshot = tile.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toVC.view.frame = finalFrame
        toVC.view.alpha = 0
        container.addSubview(toVC.view)
        snapshot.frame = container.convert(tile.bounds, from: tile)
        container.addSubview(snapshot)
        tile.isHidden = true

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0,
                                options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.7) {
                snapshot.frame = finalFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) {
                toVC.view.alpha = 1
            }
        }, completion: { _ in
            tile.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class TileDetailViewController: UIViewController {
    private let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = "Tile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

/// A navigation controller whose root is a 2 × 2 grid of tiles; pushes zoom from the tile.
public final class TileGridNavigationController: UINavigationController, UINavigationControllerDelegate {
    public init() {
        super.init(rootViewController: TileGridViewController())
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .push && fromVC is ZoomSource ? ZoomPushAnimator() : nil
    }
}

final class TileGridViewController: UIViewController, ZoomSource {
    private(set) var selectedTile: UIView?
    private let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tiles"
        view.backgroundColor = .white
        for (index, color) in colors.enumerated() {
            let tile = UIView(frame: CGRect(x: 20 + CGFloat(index % 2) * 180, y: 20 + CGFloat(index / 2) * 180,
                                            width: 170, height: 170))
            tile.backgroundColor = color
            tile.layer.cornerRadius = 12
            tile.tag = index
            tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tileTapped(_:))))
            view.addSubview(tile)
        }
    }

    @objc private func tileTapped(_ gesture: UITapGestureRecognizer) {
        guard let tile = gesture.view else { return }
        selectedTile = tile
        navigationController?.pushViewController(TileDetailViewController(color: colors[tile.tag]), animated: true)
    }
}
