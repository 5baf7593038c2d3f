#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// Hold a card to peek at it (a long press presents it), swipe the peek down to close it
// (a swipe recognizer); both recognizers use selectors.

final class PeekViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Peek"
        view.backgroundColor = .systemPurple
        #if canImport(UIKit)
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swipedDown))
        #else
        let swipe = UISwipeGestureRecognizer(target: self, action: PeekViewController.swipedDown)
        #endif
        swipe.direction = .down
        view.addGestureRecognizer(swipe)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func swipedDown() {
        dismiss(animated: true, completion: nil)
    }
}

/// A card that opens a peek when held.
public final class PeekCardViewController: UIViewController {
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Cards"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray5
        let card = UIView(frame: CGRect(x: 45, y: 300, width: 300, height: 200))
        card.backgroundColor = .systemPurple
        card.layer.cornerRadius = 20
        #if canImport(UIKit)
        let press = UILongPressGestureRecognizer(target: self, action: #selector(cardPressed(_:)))
        #else
        let press = UILongPressGestureRecognizer(target: self, action: PeekCardViewController.cardPressed(_:))
        #endif
        press.minimumPressDuration = 0.4
        card.addGestureRecognizer(press)
        view.addSubview(card)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func cardPressed(_ gesture: UILongPressGestureRecognizer) {
        guard gesture.state == .began else { return }
        let peek = PeekViewController()
        peek.modalTransitionStyle = .crossDissolve
        peek.modalPresentationStyle = .fullScreen
        present(peek, animated: true)
    }
}
