#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A card the user drags and throws, with UIKit Dynamics: while the finger is down an
// attachment ties the touched point of the card to the finger (so the card swings as it is
// pulled); on release a fast fling hands the pan's velocity to a UIDynamicItemBehavior and the
// card flies off, otherwise a snap behavior puts it back in the middle.

public final class ThrownCardViewController: UIViewController {
    private var animator: UIDynamicAnimator!
    private var attachment: UIAttachmentBehavior?
    public private(set) var card: UIView!
    /// What happened to the card, in order ("snapped back", "thrown").
    public private(set) var events: [String] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"
        view.backgroundColor = .systemGray6
        card = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        view.addSubview(card)
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        title.text = "Throw me"
        title.textColor = .white
        title.font = .boldSystemFont(ofSize: 26)
        card.addSubview(title)

        animator = UIDynamicAnimator(referenceView: view)
        #if canImport(UIKit)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        #else
        let pan = UIPanGestureRecognizer(target: self, action: ThrownCardViewController.handlePan(_:))
        #endif
        card.addGestureRecognizer(pan)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: view)
        switch pan.state {
        case .began:
            animator.removeAllBehaviors()
            let offset = UIOffset(horizontal: location.x - card.center.x, vertical: location.y - card.center.y)
            let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
            animator.addBehavior(attachment)
            self.attachment = attachment
        case .changed:
            attachment?.anchorPoint = location
        case .ended, .cancelled:
            animator.removeAllBehaviors()
            attachment = nil
            let velocity = pan.velocity(in: view)
            let speed = sqrt(velocity.x * velocity.x + velocity.y * velocity.y)
            if speed > 1000 {
                throwCard(with: velocity)
            } else {
                let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
                snap.damping = 0.6
                animator.addBehavior(snap)
                events.append("snapped back")
            }
        default:
            break
        }
    }

    private func throwCard(with velocity: CGPoint) {
        let itemBehavior = UIDynamicItemBehavior(items: [card])
        itemBehavior.addLinearVelocity(velocity, for: card)
        itemBehavior.angularResistance = 2
        itemBehavior.action = { [weak self] in
            guard let self = self, let card = self.card else { return }
            if !self.view.bounds.intersects(card.frame) {
                self.animator.removeAllBehaviors()
                card.removeFromSuperview()
                self.events.append("gone")
            }
        }
        animator.addBehavior(itemBehavior)
        events.append("thrown")
    }
}
