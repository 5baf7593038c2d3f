import UIKit

/// A settings screen organised the way many iOS codebases are: the class body holds the
/// stored properties, and the lifecycle overrides, the status bar preference and the actions
/// each live in their own `// MARK:` extension. Tapping "Show details" presents a second
/// screen modally, whose own `viewWillAppear` override also sits in an extension.
public final class ExtensionSettingsViewController: UIViewController {
    public let headline = UILabel()
    public let detailsButton = UIButton(type: .system)
    public private(set) var appearances = 0
}

// MARK: - Lifecycle

extension ExtensionSettingsViewController {
    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        headline.text = "Lifecycle in extensions"
        headline.font = .boldSystemFont(ofSize: 22)
        headline.translatesAutoresizingMaskIntoConstraints = false
        detailsButton.setTitle("Show details", for: .normal)
        detailsButton.translatesAutoresizingMaskIntoConstraints = false
        detailsButton.addTarget(self, action: #selector(showDetails(_:)), for: .touchUpInside)
        view.addSubview(headline)
        view.addSubview(detailsButton)
        NSLayoutConstraint.activate([
            headline.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            headline.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            detailsButton.leadingAnchor.constraint(equalTo: headline.leadingAnchor),
            detailsButton.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 16),
        ])
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

// MARK: - Status bar

extension ExtensionSettingsViewController {
    override public var prefersStatusBarHidden: Bool { true }
}

// MARK: - Actions

extension ExtensionSettingsViewController {
    @objc func showDetails(_ sender: UIButton) {
        let details = ExtensionDetailsViewController()
        details.modalPresentationStyle = .fullScreen
        present(details, animated: true)
    }
}

/// The presented screen: orange, with its appearance counted from an extension override,
/// and a badge whose corners are rounded from the view's size in `viewIsAppearing` (iOS 13+),
/// where the geometry it appears with is known.
public final class ExtensionDetailsViewController: UIViewController {
    public private(set) var appeared = false
    public let badge = UIView()
    public private(set) var widthWhenAppearing: CGFloat = 0
}

extension ExtensionDetailsViewController {
    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        badge.backgroundColor = .white
        view.addSubview(badge)
    }

    override public func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        widthWhenAppearing = view.bounds.width
        let side = (view.bounds.width / 3).rounded()
        badge.frame = CGRect(x: (view.bounds.width - side) / 2, y: view.safeAreaInsets.top + 40, width: side, height: side)
        badge.layer.cornerRadius = side / 2
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
    }
}
