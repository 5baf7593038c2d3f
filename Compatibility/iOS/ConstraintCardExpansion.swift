import UIKit

// A profile list and a detail card laid out entirely with Auto Layout, as iOS code is written
// today: a stack view inside the safe area and margins, a wrapping label, target-action on a
// system button, and a custom presentation whose animator expands the card by changing a
// height constraint's constant and calling layoutIfNeeded() inside a spring animation.

public final class ProfileListViewController: UIViewController {
    public let openButton = UIButton(type: .system)
    private let stackView = UIStackView()
    private let expansion = CardExpansionTransitioning()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profiles"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let header = UILabel()
        header.text = "Team"
        header.font = UIFont.preferredFont(forTextStyle: .largeTitle)

        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.addArrangedSubview(header)
        for name in ["Ada Lovelace", "Grace Hopper", "Alan Kay"] {
            stackView.addArrangedSubview(makeRow(name))
        }
        stackView.setCustomSpacing(24, after: stackView.arrangedSubviews[stackView.arrangedSubviews.count - 1])

        openButton.setTitle("Open profile", for: .normal)
        openButton.addTarget(self, action: #selector(openTapped), for: .touchUpInside)
        stackView.addArrangedSubview(openButton)
        view.addSubview(stackView)

        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func makeRow(_ name: String) -> UIView {
        let row = UIView()
        row.backgroundColor = .secondarySystemBackground
        row.layer.cornerRadius = 10
        let label = UILabel()
        label.text = name
        label.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(label)
        NSLayoutConstraint.activate([
            row.heightAnchor.constraint(equalToConstant: 52),
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        return row
    }

    @objc private func openTapped() {
        let detail = ProfileDetailViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = expansion
        present(detail, animated: true)
    }
}

public final class ProfileDetailViewController: UIViewController {
    public let cardView = UIView()
    public let closeButton = UIButton(type: .system)
    var cardHeight: NSLayoutConstraint!

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.35)

        cardView.backgroundColor = .systemBackground
        cardView.layer.cornerRadius = 16
        cardView.clipsToBounds = true
        cardView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cardView)

        let name = UILabel()
        name.text = "Ada Lovelace"
        name.font = UIFont.preferredFont(forTextStyle: .title2)
        let bio = UILabel()
        bio.numberOfLines = 0
        bio.textColor = .secondaryLabel
        bio.text = "Wrote the first published program, for Babbage's Analytical Engine, in 1843."
        closeButton.setTitle("Close", for: .normal)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)

        let content = UIStackView(arrangedSubviews: [name, bio, closeButton])
        content.axis = .vertical
        content.spacing = 8
        content.alignment = .leading
        content.translatesAutoresizingMaskIntoConstraints = false
        cardView.addSubview(content)

        cardHeight = cardView.heightAnchor.constraint(equalToConstant: 96)
        NSLayoutConstraint.activate([
            cardView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            cardView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            cardView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            cardHeight,
            content.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -20),
        ])
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}

final class CardExpansionTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardExpansionAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardExpansionAnimator(isPresenting: false)
    }
}

final class CardExpansionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let collapsedHeight: CGFloat = 96
    static let expandedHeight: CGFloat = 300
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.6 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let detail = transitionContext.viewController(forKey: key) as? ProfileDetailViewController else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        if isPresenting {
            detail.view.frame = transitionContext.finalFrame(for: detail)
            container.addSubview(detail.view)
            detail.view.alpha = 0
            detail.cardHeight.constant = Self.collapsedHeight
            detail.view.layoutIfNeeded()
            detail.cardHeight.constant = Self.expandedHeight
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0,
                usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
                animations: {
                    detail.view.alpha = 1
                    detail.view.layoutIfNeeded()
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            detail.cardHeight.constant = Self.collapsedHeight
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    detail.view.alpha = 0
                    detail.view.layoutIfNeeded()
                },
                completion: { _ in
                    let completed = !transitionContext.transitionWasCancelled
                    if completed { detail.view.removeFromSuperview() }
                    transitionContext.completeTransition(completed)
                })
        }
    }
}
