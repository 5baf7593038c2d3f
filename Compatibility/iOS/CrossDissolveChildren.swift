import UIKit

// Containment: a container swaps two child controllers with UIView.transition(from:to:)
// and a cross-dissolve, calling the containment methods in UIKit's order.

final class PanelViewController: UIViewController {
    private let color: UIColor
    private let name: String

    init(name: String, color: UIColor) {
        self.name = name
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        label.text = name
        label.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        view.addSubview(label)
    }
}

/// A container showing one of two panels; its segmented button swaps them.
public final class PanelContainerViewController: UIViewController {
    private let panels = [
        PanelViewController(name: "First", color: .systemGreen),
        PanelViewController(name: "Second", color: .systemOrange),
    ]
    private var current = 0
    private let contentFrame = CGRect(x: 0, y: 100, width: 390, height: 744)

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Panels"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let swap = UIButton(type: .system)
        swap.setTitle("Swap", for: .normal)
        swap.frame = CGRect(x: 95, y: 40, width: 200, height: 44)
        swap.addTarget(self, action: #selector(swapPanels), for: .touchUpInside)
        view.addSubview(swap)
        let first = panels[0]
        addChild(first)
        first.view.frame = contentFrame
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    @objc private func swapPanels() {
        let from = panels[current]
        let to = panels[1 - current]
        current = 1 - current
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = contentFrame
        UIView.transition(from: from.view, to: to.view, duration: 0.3, options: [.transitionCrossDissolve]) { _ in
            from.removeFromParent()
            to.didMove(toParent: self)
        }
    }
}
