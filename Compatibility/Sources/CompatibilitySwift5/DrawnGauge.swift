#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A view that draws itself in draw(_:) — a gradient card clipped to a rounded path, a
// progress ring of arcs and a centred label — presented by an animator that gives the
// card a shadow path, as iOS dashboards do.

final class GaugeView: UIView {
    var progress: CGFloat = 0.7 {
        didSet { setNeedsDisplay() }
    }
    private(set) var drawCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1).cgColor,
                      UIColor(red: 0.55, green: 0.2, blue: 0.8, alpha: 1).cgColor]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                                     locations: [0, 1]) {
            context.saveGState()
            UIBezierPath(roundedRect: bounds, cornerRadius: 24).addClip()
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: bounds.height), options: [])
            context.restoreGState()
        }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let track = UIBezierPath(arcCenter: center, radius: 70, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 14
        UIColor(white: 1, alpha: 0.25).setStroke()
        track.stroke()
        let arc = UIBezierPath(arcCenter: center, radius: 70, startAngle: -.pi / 2,
                               endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = 14
        arc.lineCapStyle = .round
        UIColor.white.setStroke()
        arc.stroke()
        let label = "\(Int((progress * 100).rounded()))%" as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 28),
            .foregroundColor: UIColor.white,
        ]
        let size = label.size(withAttributes: attributes)
        label.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}

/// A header whose backing layer is a gradient, declared the iOS way.
final class GaugeHeaderView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

final class GaugeRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        toView.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveEaseOut], animations: {
            toView.alpha = 1
            toView.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class GaugeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return GaugeRevealAnimator()
    }
}

/// The presented screen: one drawn gauge card with a shadow that follows its rounded shape.
public final class GaugeViewController: UIViewController {
    let gauge = GaugeView(frame: CGRect(x: 70, y: 272, width: 250, height: 250))

    public var gaugeDrawCount: Int { gauge.drawCount }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gauge"
        view.backgroundColor = .systemGray6
        gauge.layer.shadowColor = UIColor.black.cgColor
        gauge.layer.shadowOpacity = 0.3
        gauge.layer.shadowRadius = 12
        gauge.layer.shadowOffset = CGSize(width: 0, height: 6)
        gauge.layer.shadowPath = UIBezierPath(roundedRect: gauge.bounds, cornerRadius: 24).cgPath
        view.addSubview(gauge)
    }

    /// Changes the progress; the gauge redraws before the next frame.
    public func setProgress(_ progress: CGFloat) {
        gauge.progress = progress
    }
}

/// A screen with a button presenting the gauge.
public final class GaugeLauncherViewController: UIViewController {
    private let reveal = GaugeTransitioningDelegate()
    public private(set) var presentedGauge: GaugeViewController?

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Start"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        let button = UIButton(type: .system)
        button.setTitle("Show gauge", for: .normal)
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        #if canImport(UIKit)
        button.addTarget(self, action: #selector(showGauge), for: .touchUpInside)
        #else
        button.addTarget(self, action: GaugeLauncherViewController.showGauge, for: .touchUpInside)
        #endif
        view.addSubview(button)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func showGauge() {
        let controller = GaugeViewController()
        controller.modalPresentationStyle = .fullScreen
        controller.transitioningDelegate = reveal
        presentedGauge = controller
        present(controller, animated: true)
    }
}
