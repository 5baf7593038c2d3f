import UIKit

// A checkout screen with iOS 15 button configurations, as iOS code writes them: a large
// filled capsule "Pay" button with a trailing symbol, a tinted button with a subtitle, a
// gray button that shows an activity indicator while "saving", a plain text button with a
// title transformer, and a bordered "Follow" toggle whose configurationUpdateHandler swaps
// its title, image and style by selection. Auto Layout, a stack view, #selector and
// UIAction handlers.

public final class CheckoutViewController: UIViewController {
    public let payButton = UIButton(type: .system)
    public private(set) var saveButton: UIButton!
    public private(set) var followButton: UIButton!
    public private(set) var giftButton: UIButton!
    public private(set) var helpButton: UIButton!
    public private(set) var events: [String] = []

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        var pay = UIButton.Configuration.filled()
        pay.title = "Pay $42.00"
        pay.image = UIImage(systemName: "arrow.right")
        pay.imagePlacement = .trailing
        pay.imagePadding = 8
        pay.buttonSize = .large
        pay.cornerStyle = .capsule
        payButton.configuration = pay
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)

        var gift = UIButton.Configuration.tinted()
        gift.title = "Add a gift note"
        gift.subtitle = "Free with every order"
        gift.image = UIImage(systemName: "heart.fill")
        gift.imagePadding = 10
        gift.titleAlignment = .leading
        gift.baseBackgroundColor = .systemPink
        gift.baseForegroundColor = .systemPink
        giftButton = UIButton(configuration: gift, primaryAction: UIAction { [weak self] _ in
            self?.events.append("gift")
        })

        var save = UIButton.Configuration.gray()
        save.title = "Save for later"
        saveButton = UIButton(configuration: save, primaryAction: UIAction { [weak self] _ in
            self?.startSaving()
        })

        var help = UIButton.Configuration.plain()
        help.title = "Need help?"
        help.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            return outgoing
        }
        helpButton = UIButton(configuration: help)
        helpButton.isEnabled = false

        var follow = UIButton.Configuration.bordered()
        follow.cornerStyle = .medium
        followButton = UIButton(configuration: follow, primaryAction: UIAction { [weak self] action in
            guard let button = action.sender as? UIButton else { return }
            self?.events.append(button.isSelected ? "follow" : "unfollow")
        })
        followButton.changesSelectionAsPrimaryAction = true
        followButton.configurationUpdateHandler = { button in
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "Following" : "Follow"
            configuration?.image = UIImage(systemName: button.isSelected ? "checkmark" : "plus")
            configuration?.imagePadding = 6
            configuration?.baseBackgroundColor = button.isSelected ? .systemGreen : nil
            button.configuration = configuration
        }

        let stack = UIStackView(arrangedSubviews: [giftButton, saveButton, followButton, helpButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        payButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(payButton)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            payButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            payButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            payButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    @objc private func payTapped() {
        events.append("pay")
    }

    private func startSaving() {
        events.append("save")
        saveButton.configuration?.showsActivityIndicator = true
        saveButton.configuration?.title = "Saving…"
        saveButton.isEnabled = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.saveButton.configuration?.showsActivityIndicator = false
            self?.saveButton.configuration?.title = "Saved"
            self?.saveButton.isEnabled = true
        }
    }
}
