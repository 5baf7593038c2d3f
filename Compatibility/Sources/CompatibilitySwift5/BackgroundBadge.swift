#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

/// A profile header whose badge image is drawn off the main thread with the classic image
/// context calls, then handed to an image view on the main actor — the way a list renders
/// thumbnails without stalling scrolling.
public final class BadgeHeaderViewController: UIViewController {
    public let badgeView = UIImageView()
    public private(set) var badgeArrivals = 0

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Badge"
        view.backgroundColor = .white
        badgeView.translatesAutoresizingMaskIntoConstraints = false
        badgeView.contentMode = .center
        view.addSubview(badgeView)
        NSLayoutConstraint.activate([
            badgeView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badgeView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            badgeView.widthAnchor.constraint(equalToConstant: 160),
            badgeView.heightAnchor.constraint(equalToConstant: 160),
        ])
        let size = CGSize(width: 120, height: 120)
        Task.detached(priority: .userInitiated) {
            let badge = BadgeHeaderViewController.renderBadge(size: size, initials: "SG")
            await MainActor.run {
                self.badgeView.image = badge
                self.badgeArrivals += 1
            }
        }
    }

    /// Draws the badge: a filled, stroked rounded square, a ring drawn into it from a second
    /// image, and the initials. Runs on whatever thread calls it.
    public nonisolated static func renderBadge(size: CGSize, initials: String) -> UIImage? {
        let ring = renderRing(diameter: size.width * 0.7)
        UIGraphicsBeginImageContextWithOptions(size, false, 2)
        defer { UIGraphicsEndImageContext() }
        let card = UIBezierPath(roundedRect: CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4), cornerRadius: 24)
        UIColor(red: 0.16, green: 0.42, blue: 0.86, alpha: 1).setFill()
        card.fill()
        UIColor(white: 1, alpha: 0.9).setStroke()
        card.lineWidth = 4
        card.stroke()
        let inset = (size.width - size.width * 0.7) / 2
        ring?.draw(in: CGRect(x: inset, y: inset, width: size.width * 0.7, height: size.width * 0.7))
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 30),
            .foregroundColor: UIColor.white,
        ]
        let text = initials as NSString
        let textSize = text.size(withAttributes: attributes)
        text.draw(
            at: CGPoint(x: (size.width - textSize.width) / 2, y: (size.height - textSize.height) / 2),
            withAttributes: attributes)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    public nonisolated static func renderRing(diameter: CGFloat) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: diameter, height: diameter), false, 2)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        context.setStrokeColor(UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1).cgColor)
        context.setLineWidth(6)
        context.strokeEllipse(in: CGRect(x: 3, y: 3, width: diameter - 6, height: diameter - 6))
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
