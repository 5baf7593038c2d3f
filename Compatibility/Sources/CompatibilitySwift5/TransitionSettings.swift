#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A settings screen built from UIKit's value controls — a switch, a slider, a segmented
// control, a stepper, a page control, an activity indicator and a progress view — wired
// with #selector target-action and laid out with Auto Layout. Its values drive the custom
// presentation of a preview card: duration from the slider, a spring when the switch is on,
// the direction the card comes from by the segmented control, its corner radius from the
// stepper.

public final class TransitionSettingsViewController: UIViewController {
    public let springSwitch = UISwitch()
    public let durationSlider = UISlider()
    public let directionControl = UISegmentedControl(items: ["Bottom", "Right", "Top"])
    public let cornerStepper = UIStepper()
    public let pageControl = UIPageControl()
    public let loadingIndicator = UIActivityIndicatorView(style: .medium)
    public let progressView = UIProgressView(progressViewStyle: .default)
    private let durationLabel = UILabel()
    private let cornerLabel = UILabel()
    private let presentButton = UIButton(type: .system)
    private let transitionDelegate = PreviewTransitionDelegate()
    public private(set) var changes: [String] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground

        springSwitch.isOn = true
        durationSlider.minimumValue = 0.2
        durationSlider.maximumValue = 1.0
        durationSlider.value = 0.4
        directionControl.selectedSegmentIndex = 0
        cornerStepper.minimumValue = 0
        cornerStepper.maximumValue = 40
        cornerStepper.stepValue = 4
        cornerStepper.value = 16
        pageControl.numberOfPages = 3
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .systemIndigo
        progressView.progress = 0.25
        presentButton.setTitle("Preview", for: .normal)

        #if canImport(UIKit)
        springSwitch.addTarget(self, action: #selector(springChanged(_:)), for: .valueChanged)
        #else
        springSwitch.addTarget(self, action: TransitionSettingsViewController.springChanged(_:), for: .valueChanged)
        #endif
        #if canImport(UIKit)
        durationSlider.addTarget(self, action: #selector(durationChanged(_:)), for: .valueChanged)
        #else
        durationSlider.addTarget(self, action: TransitionSettingsViewController.durationChanged(_:), for: .valueChanged)
        #endif
        #if canImport(UIKit)
        directionControl.addTarget(self, action: #selector(directionChanged(_:)), for: .valueChanged)
        #else
        directionControl.addTarget(self, action: TransitionSettingsViewController.directionChanged(_:), for: .valueChanged)
        #endif
        #if canImport(UIKit)
        cornerStepper.addTarget(self, action: #selector(cornerChanged(_:)), for: .valueChanged)
        #else
        cornerStepper.addTarget(self, action: TransitionSettingsViewController.cornerChanged(_:), for: .valueChanged)
        #endif
        #if canImport(UIKit)
        pageControl.addTarget(self, action: #selector(pageChanged(_:)), for: .valueChanged)
        #else
        pageControl.addTarget(self, action: TransitionSettingsViewController.pageChanged(_:), for: .valueChanged)
        #endif
        #if canImport(UIKit)
        presentButton.addTarget(self, action: #selector(presentPreview), for: .touchUpInside)
        #else
        presentButton.addTarget(self, action: TransitionSettingsViewController.presentPreview, for: .touchUpInside)
        #endif

        let form = UIStackView()
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        form.addArrangedSubview(row("Spring", springSwitch))
        form.addArrangedSubview(durationLabel)
        form.addArrangedSubview(durationSlider)
        form.addArrangedSubview(directionControl)
        form.addArrangedSubview(row("Corners", cornerStepper, detail: cornerLabel))
        form.addArrangedSubview(row("Loading", loadingIndicator))
        form.addArrangedSubview(progressView)
        form.addArrangedSubview(pageControl)
        form.addArrangedSubview(presentButton)
        loadingIndicator.startAnimating()
        updateLabels()
    }

    private func row(_ title: String, _ control: UIView, detail: UILabel? = nil) -> UIStackView {
        let label = UILabel()
        label.text = title
        let row = UIStackView(arrangedSubviews: [label] + (detail.map { [$0] } ?? []) + [control])
        row.spacing = 8
        row.alignment = .center
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        return row
    }

    private func updateLabels() {
        durationLabel.text = String(format: "Duration %.2f s", durationSlider.value)
        cornerLabel.text = "\(Int(cornerStepper.value)) pt"
        progressView.setProgress(Float(pageControl.currentPage + 1) / Float(pageControl.numberOfPages), animated: true)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func springChanged(_ sender: UISwitch) {
        changes.append("spring \(sender.isOn)")
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func durationChanged(_ sender: UISlider) {
        changes.append(String(format: "duration %.2f", sender.value))
        updateLabels()
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func directionChanged(_ sender: UISegmentedControl) {
        changes.append("direction \(sender.selectedSegmentIndex)")
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func cornerChanged(_ sender: UIStepper) {
        changes.append("corner \(Int(sender.value))")
        updateLabels()
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func pageChanged(_ sender: UIPageControl) {
        changes.append("page \(sender.currentPage)")
        updateLabels()
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func presentPreview() {
        let preview = PreviewCardViewController()
        preview.cornerRadius = CGFloat(cornerStepper.value)
        transitionDelegate.duration = TimeInterval(durationSlider.value)
        transitionDelegate.usesSpring = springSwitch.isOn
        transitionDelegate.edge = [UIRectEdge.bottom, .right, .top][max(directionControl.selectedSegmentIndex, 0)]
        preview.modalPresentationStyle = .custom
        preview.transitioningDelegate = transitionDelegate
        present(preview, animated: true)
    }
}

final class PreviewCardViewController: UIViewController {
    var cornerRadius: CGFloat = 16

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Preview"
        view.backgroundColor = .systemIndigo
        view.layer.cornerRadius = cornerRadius
        view.clipsToBounds = true
        let label = UILabel()
        label.text = "Preview"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 28)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class PreviewTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var duration: TimeInterval = 0.4
    var usesSpring = true
    var edge: UIRectEdge = .bottom

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = PreviewSlideAnimator()
        animator.duration = duration
        animator.usesSpring = usesSpring
        animator.edge = edge
        return animator
    }
}

final class PreviewSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 0.4
    var usesSpring = true
    var edge: UIRectEdge = .bottom

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let final = container.bounds.insetBy(dx: 40, dy: 160)
        toView.frame = final
        container.addSubview(toView)
        switch edge {
        case .right: toView.transform = CGAffineTransform(translationX: container.bounds.width - final.minX, y: 0)
        case .top: toView.transform = CGAffineTransform(translationX: 0, y: -final.maxY)
        default: toView.transform = CGAffineTransform(translationX: 0, y: container.bounds.height - final.minY)
        }
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: usesSpring ? 0.7 : 1,
                       initialSpringVelocity: 0, options: [], animations: {
            toView.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
