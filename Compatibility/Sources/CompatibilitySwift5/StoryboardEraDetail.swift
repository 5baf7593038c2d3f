#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A controller written in the storyboard era: outlets and an action marked for Interface
// Builder, init?(coder:) calling super, views made in loadView when no storyboard is used,
// and a form sheet with the flip transition (a sheet adapts to full screen on a phone).

class DetailViewController: UIViewController {
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var titleLabel: UILabel!
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var closeButton: UIButton!
    var itemTitle = "Detail"

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 350, height: 40))
        label.font = UIFont.preferredFont(forTextStyle: .title1)
        root.addSubview(label)
        titleLabel = label
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        button.frame = CGRect(x: 95, y: 600, width: 200, height: 44)
        root.addSubview(button)
        closeButton = button
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = itemTitle
        titleLabel.text = itemTitle
        #if canImport(UIKit)
        closeButton.addTarget(self, action: #selector(closeTapped(_:)), for: .touchUpInside)
        #else
        closeButton.addTarget(self, action: DetailViewController.closeTapped(_:), for: .touchUpInside)
        #endif
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
            .outlet("titleLabel", \DetailViewController.titleLabel),
            .outlet("closeButton", \DetailViewController.closeButton),
            .action("closeTapped:", DetailViewController.closeTapped(_:)),
        ]
    }
    #endif
}

/// A list-like screen presenting the storyboard-era detail with a flip.
public final class StoryboardEraRootViewController: UIViewController {
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Items"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let open = UIButton(type: .system)
        open.setTitle("Open item", for: .normal)
        open.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        #if canImport(UIKit)
        open.addTarget(self, action: #selector(openItem(_:)), for: .touchUpInside)
        #else
        open.addTarget(self, action: StoryboardEraRootViewController.openItem(_:), for: .touchUpInside)
        #endif
        view.addSubview(open)
    }

    #if canImport(UIKit)
    @IBAction
    #endif
    func openItem(_ sender: UIButton) {
        let detail = DetailViewController()
        detail.itemTitle = "Item 7"
        detail.modalPresentationStyle = .formSheet
        detail.modalTransitionStyle = .flipHorizontal
        present(detail, animated: true)
    }

    #if !canImport(UIKit)
    // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
    public override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
        super.interfaceBuilderBindings + [
            .action("openItem:", StoryboardEraRootViewController.openItem(_:)),
        ]
    }
    #endif
}
