#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A storyboard app as Xcode writes one: a navigation controller whose root is a table view
// controller with a prototype cell; the cell's show segue pushes the detail, set up in
// prepare(for:sender:); the detail presents a card through a presentation segue with a
// custom transitioning delegate, or through a custom segue class, and unwinds with Done.

struct Fruit {
    let name: String
    let color: UIColor
}

@MainActor let fruitBasket = [
    Fruit(name: "Orange", color: .systemOrange),
    Fruit(name: "Lime", color: .systemGreen),
    Fruit(name: "Plum", color: .systemPurple),
    Fruit(name: "Blueberry", color: .systemBlue),
]

class ItemCell: UITableViewCell {
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var nameLabel: UILabel!
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var swatchView: UIView!

    override func awakeFromNib() {
        super.awakeFromNib()
        swatchView.layer.cornerRadius = 8
    }

    #if !canImport(UIKit)
    // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
    override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
        super.interfaceBuilderBindings + [
            .outlet("nameLabel", \ItemCell.nameLabel),
            .outlet("swatchView", \ItemCell.swatchView),
        ]
    }
    #endif
}

class ItemsViewController: UITableViewController {
    private(set) var unwoundFrom: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.backButtonTitle = "Fruit"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruitBasket.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath) as! ItemCell
        let fruit = fruitBasket[indexPath.row]
        cell.nameLabel.text = fruit.name
        cell.swatchView.backgroundColor = fruit.color
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showItem",
            let cell = sender as? UITableViewCell,
            let indexPath = tableView.indexPath(for: cell),
            let detail = segue.destination as? ItemDetailViewController {
            detail.fruit = fruitBasket[indexPath.row]
        }
    }

    #if canImport(UIKit)
    @IBAction
    #endif
    func unwindToItems(_ segue: UIStoryboardSegue) {
        unwoundFrom = (segue.source as? ItemDetailViewController)?.fruit?.name
    }

    #if !canImport(UIKit)
    // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
    override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
        super.interfaceBuilderBindings + [
            .action("unwindToItems:", ItemsViewController.unwindToItems(_:)),
        ]
    }
    #endif
}

class ItemDetailViewController: UIViewController {
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var nameLabel: UILabel!
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var swatchView: UIView!
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var swatchWidth: NSLayoutConstraint!
    var fruit: Fruit?
    let cardTransition = FruitCardTransition()

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = fruit?.name
        nameLabel.text = fruit?.name
        swatchView.backgroundColor = fruit?.color
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let card = segue.destination as? FruitCardViewController else { return }
        card.message = fruit.map { "\($0.name) card" } ?? "A card"
        if segue.identifier == "openCard" {
            card.transitioningDelegate = cardTransition
        }
    }

    #if !canImport(UIKit)
    // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
    override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
        super.interfaceBuilderBindings + [
            .outlet("nameLabel", \ItemDetailViewController.nameLabel),
            .outlet("swatchView", \ItemDetailViewController.swatchView),
            .outlet("swatchWidth", \ItemDetailViewController.swatchWidth),
        ]
    }
    #endif
}

class FruitCardViewController: UIViewController {
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var titleLabel: UILabel!
    var message = "A card"

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = message
    }

    #if canImport(UIKit)
    @IBAction
    #endif
    func closeTapped(_ sender: Any) {
        dismiss(animated: true, completion: nil)
    }

    #if !canImport(UIKit)
    // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
    override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
        super.interfaceBuilderBindings + [
            .outlet("titleLabel", \FruitCardViewController.titleLabel),
            .action("closeTapped:", FruitCardViewController.closeTapped(_:)),
        ]
    }
    #endif
}

/// A custom segue class: presents the destination with a cross-dissolve.
class CrossFadeSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true, completion: nil)
    }
}

/// The card's transitioning delegate: the card slides up from the bottom in 0.4 s.
class FruitCardTransition: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FruitCardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FruitCardAnimator(presenting: false)
    }
}

class FruitCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else { return }
        let onScreen = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        let offScreen = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            card.view.frame = offScreen
            container.addSubview(card.view)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: .curveEaseOut, animations: {
            card.view.frame = self.presenting ? onScreen : offScreen
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Loads the storyboard as an app's code does (Bundle.module: the package's resources).
@MainActor public func makeStoryboardNavigation() -> UIViewController {
    let storyboard = UIStoryboard(name: "Navigation", bundle: .module)
    return storyboard.instantiateInitialViewController()!
}
