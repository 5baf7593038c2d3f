#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// Key-value observing and selector-based notifications as iOS code uses them: a header that
// fades as its scroll view scrolls (observe(\.contentOffset)), a progress view bound to a
// model's @objc dynamic property, a #selector observer of the memory-warning notification,
// and a badge pulsed with a #keyPath animation.

public final class DownloadProgressModel: NSObject {
    #if canImport(UIKit)
    @objc
    #endif
    public dynamic var progress: Double = 0 {
        didSet {
            #if !canImport(UIKit)
            didChangeValue(for: \DownloadProgressModel.progress)
            #endif
        }
    }
    #if canImport(UIKit)
    @objc
    #endif
    public dynamic var fileName: String = "Backup.zip" {
        didSet {
            #if !canImport(UIKit)
            didChangeValue(for: \DownloadProgressModel.fileName)
            #endif
        }
    }
}

public final class DownloadsViewController: UIViewController {
    public let model = DownloadProgressModel()
    public let scrollView = UIScrollView()
    public let headerView = UIView()
    public let progressView = UIProgressView(progressViewStyle: .default)
    public let statusLabel = UILabel()
    private let badge = UIView()
    private var observations: [NSKeyValueObservation] = []
    public private(set) var reportedOffsets = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        headerView.backgroundColor = .systemTeal
        headerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerView)
        progressView.translatesAutoresizingMaskIntoConstraints = false
        headerView.addSubview(progressView)
        statusLabel.text = "Downloading"
        statusLabel.textColor = .white
        statusLabel.font = .boldSystemFont(ofSize: 20)
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        headerView.addSubview(statusLabel)
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 8
        badge.translatesAutoresizingMaskIntoConstraints = false
        headerView.addSubview(badge)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            headerView.topAnchor.constraint(equalTo: view.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.heightAnchor.constraint(equalToConstant: 160),
            statusLabel.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: 20),
            statusLabel.bottomAnchor.constraint(equalTo: progressView.topAnchor, constant: -12),
            progressView.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: 20),
            progressView.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: -20),
            progressView.bottomAnchor.constraint(equalTo: headerView.bottomAnchor, constant: -24),
            badge.widthAnchor.constraint(equalToConstant: 16),
            badge.heightAnchor.constraint(equalToConstant: 16),
            badge.centerYAnchor.constraint(equalTo: statusLabel.centerYAnchor),
            badge.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: -20),
        ])

        var previous: UIView?
        for index in 0..<12 {
            let row = UILabel()
            row.text = "File \(index + 1)"
            row.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
                row.heightAnchor.constraint(equalToConstant: 60),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? scrollView.contentLayoutGuide.topAnchor,
                                         constant: previous == nil ? 170 : 0),
            ])
            previous = row
        }
        previous?.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor).isActive = true
        scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true

        observations.append(scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            guard let self = self, let offset = change.newValue else { return }
            self.reportedOffsets += 1
            self.headerView.alpha = max(0.2, 1 - offset.y / 200)
        })
        observations.append(model.observe(\.progress, options: [.initial, .new]) { [weak self] model, change in
            self?.progressView.setProgress(Float(change.newValue ?? 0), animated: false)
            self?.statusLabel.text = model.progress >= 1 ? "Done" : "Downloading \(model.fileName)"
        })
        #if canImport(UIKit)
        NotificationCenter.default.addObserver(self, selector: #selector(memoryWarning(_:)),
                                               name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        #else
        NotificationCenter.default.addObserver(self, name: UIApplication.didReceiveMemoryWarningNotification, object: nil) { observer, notification in observer.memoryWarning(notification) }
        #endif

        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.4
        pulse.autoreverses = true
        badge.layer.add(pulse, forKey: "opacity")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func memoryWarning(_ notification: Notification) {
        statusLabel.text = "Paused: low memory"
        badge.backgroundColor = .systemOrange
    }
}
