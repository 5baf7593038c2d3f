#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// Swift 5-mode code that compiles against UIKit: UIKit calls from a free function and a
// plain class that the compiler does not know run on the main actor. UIKit's declarations
// are lenient about that for Swift 5 clients; this file is compiled in Swift 5 mode only
// (a Swift 6 client gets UIKit's errors for it, as it would on iOS).

func makeShadowedCardView(frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = .white
    view.layer.cornerRadius = 12
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowOpacity = 0.25
    view.layer.shadowRadius = 8
    view.layer.shadowOffset = CGSize(width: 0, height: 4)
    return view
}

final class CardStyle {
    var cornerRadius: CGFloat = 20
    let tint = UIColor.systemPink

    func apply(to view: UIView) {
        view.layer.cornerRadius = cornerRadius
        view.backgroundColor = tint
    }
}

/// A card styled by non-isolated code, checked by the compatibility tests.
public func makeStyledCard() -> UIView {
    let card = makeShadowedCardView(frame: CGRect(x: 40, y: 40, width: 120, height: 80))
    CardStyle().apply(to: card)
    return card
}

/// A plain class watching a scroll view from its initializer, as deck-style sheets track the
/// scroll view inside them: `observe` is a nonisolated Foundation method on iOS, so Swift 5
/// code calls it from anywhere.
public final class ScrollOffsetTracker {
    private var observation: NSKeyValueObservation?
    public private(set) var offsets: [CGFloat] = []

    public init(scrollView: UIScrollView) {
        observation = scrollView.observe(\.contentOffset, options: [.initial]) { [weak self] scrollView, _ in
            self?.offsets.append(scrollView.contentOffset.y)
        }
    }
}
