#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A button asks for confirmation in an alert before archiving: "Archive" changes the status
// label, "Cancel" leaves it. The button's target-action uses a selector, the layout is Auto
// Layout, and the alert's handler captures self weakly.

public final class ArchiveViewController: UIViewController {
    public let statusLabel = UILabel()
    private let archiveButton = UIButton(type: .system)

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Inbox"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statusLabel.text = "12 messages"
        statusLabel.font = .preferredFont(forTextStyle: .title2)
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        archiveButton.setTitle("Archive All", for: .normal)
        archiveButton.translatesAutoresizingMaskIntoConstraints = false
        #if canImport(UIKit)
        archiveButton.addTarget(self, action: #selector(archiveTapped), for: .touchUpInside)
        #else
        archiveButton.addTarget(self, action: ArchiveViewController.archiveTapped, for: .touchUpInside)
        #endif
        view.addSubview(statusLabel)
        view.addSubview(archiveButton)
        NSLayoutConstraint.activate([
            statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            statusLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            archiveButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            archiveButton.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 24),
        ])
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func archiveTapped() {
        let alert = UIAlertController(
            title: "Archive all messages?",
            message: "You can find them later in the Archive folder.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Archive", style: .default) { [weak self] _ in
            self?.statusLabel.text = "No messages"
        })
        present(alert, animated: true, completion: nil)
    }
}
