#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A dashboard written across several iOS releases and never modernised: bar layout guides
// from iOS 7, the application's status bar frame, a monospaced-digit counter, haptics on a
// refresh, a rasterized badge layer with its own implicit action, a recognizer made without
// an action and given one later, a memory-warning hook that drops a cache, a delayed
// perform, a selector-driven timer and a colour literal.

public final class PulseLayer: CALayer {
    public override func action(forKey event: String) -> CAAction? {
        guard event == "opacity" else { return super.action(forKey: event) }
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 0.2
        pulse.duration = 0.3
        return pulse
    }
}

public final class LegacyDashboardViewController: UIViewController {
    public let counterLabel = UILabel()
    public let refreshButton = UIButton(type: .system)
    public let badgeLayer = PulseLayer()
    public private(set) var refreshCount = 0
    public private(set) var clockTicks = 0
    private var clockTimer: Timer?
    public private(set) var cachedThumbnails: [String: UIImage] = ["header": UIImage()]
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private let selection = UISelectionFeedbackGenerator()
    private let notifier = UINotificationFeedbackGenerator()
    private var voiceOverObserver: NSObjectProtocol?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dashboard"
        view.backgroundColor = #colorLiteral(red: 0.09, green: 0.11, blue: 0.2, alpha: 1)
        view.accessibilityIgnoresInvertColors = true

        counterLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 56, weight: .semibold)
        counterLabel.textColor = .white
        counterLabel.textAlignment = .center
        counterLabel.text = "0042"
        counterLabel.translatesAutoresizingMaskIntoConstraints = false
        if UIAccessibility.isVoiceOverRunning {
            counterLabel.accessibilityLabel = "Forty-two"
        }
        view.addSubview(counterLabel)

        refreshButton.setTitle("Refresh", for: UIControl.State.normal)
        refreshButton.setTitleColor(.systemYellow, for: UIControl.State.normal)
        refreshButton.titleLabel?.font = UIFont.monospacedSystemFont(ofSize: 20, weight: .bold)
        refreshButton.translatesAutoresizingMaskIntoConstraints = false
        #if canImport(UIKit)
        refreshButton.addTarget(self, action: #selector(refresh), for: .touchUpInside)
        #else
        refreshButton.addTarget(self, action: LegacyDashboardViewController.refresh, for: .touchUpInside)
        #endif
        view.addSubview(refreshButton)

        NSLayoutConstraint.activate([
            counterLabel.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 32),
            counterLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            counterLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            refreshButton.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor, constant: -24),
            refreshButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            refreshButton.widthAnchor.constraint(equalToConstant: 200),
            refreshButton.heightAnchor.constraint(equalToConstant: 50),
        ])

        badgeLayer.backgroundColor = UIColor.systemPink.cgColor
        badgeLayer.cornerRadius = 10
        badgeLayer.shouldRasterize = true
        badgeLayer.rasterizationScale = UIScreen.main.scale
        view.layer.addSublayer(badgeLayer)

        let longPress = UILongPressGestureRecognizer(target: nil, action: nil)
        #if canImport(UIKit)
        longPress.addTarget(self, action: #selector(reset))
        #else
        longPress.addTarget(self, action: LegacyDashboardViewController.reset)
        #endif
        view.addGestureRecognizer(longPress)

        voiceOverObserver = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: .main
        ) { _ in }
        impact.prepare()
        #if canImport(UIKit)
        clockTimer = Timer.scheduledTimer(timeInterval: 0.05, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        #else
        clockTimer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { [weak self] timer in nonisolated(unsafe) let timer = timer; MainActor.assumeIsolated { self?.tick(timer) } }
        #endif
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        clockTimer?.invalidate()
    }

    #if canImport(UIKit)
    @objc
    #endif
    func tick(_ timer: Timer) {
        clockTicks += 1
        if clockTicks >= 3 { timer.invalidate() }
    }

    #if canImport(UIKit)
    @objc
    #endif
    func dimBadge() {
        badgeLayer.opacity = 0.3
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let statusBarHeight = UIApplication.shared.isStatusBarHidden ? 0 : UIApplication.shared.statusBarFrame.height
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        badgeLayer.frame = CGRect(x: view.bounds.width - 36, y: statusBarHeight + 12, width: 20, height: 20)
        CATransaction.commit()
    }

    public override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        cachedThumbnails.removeAll()
    }

    #if canImport(UIKit)
    @objc
    #endif
    func refresh() {
        refreshCount += 1
        counterLabel.text = String(format: "%04d", 42 + refreshCount)
        impact.impactOccurred()
        selection.selectionChanged()
        notifier.notificationOccurred(.success)
        badgeLayer.opacity = refreshCount % 2 == 0 ? 1 : 0.6
        #if canImport(UIKit)
        perform(#selector(dimBadge), with: nil, afterDelay: 1.0)
        #else
        Timer.scheduledTimer(withTimeInterval: 1.0, repeats: false) { [weak self] _ in MainActor.assumeIsolated { guard let self else { return }; self.dimBadge() } }
        #endif
    }

    #if canImport(UIKit)
    @objc
    #endif
    func reset() {
        refreshCount = 0
        counterLabel.text = "0042"
    }
}

/// The dashboard as the only screen of a navigation stack, set the pre-iOS-3 way.
@MainActor public func makeLegacyDashboardNavigation() -> UINavigationController {
    let navigation = UINavigationController()
    navigation.viewControllers = [LegacyDashboardViewController()]
    return navigation
}
