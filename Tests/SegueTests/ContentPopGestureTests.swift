import Foundation
import Testing

@testable import SegueUIKit

/// iOS 26's full-width back swipe (`interactiveContentPopGestureRecognizer`,
/// docs/uikit-behaviour-2.md §6): a rightward drag anywhere in the content pops, a vertical
/// list under the finger lets it through, a horizontal scroll view and another pan
/// recognizer take the drag instead, and the edge swipe still wins from the edge.
@Suite @MainActor struct ContentPopGestureTests {
  /// A navigation controller with two screens, the second one on top, settled.
  func setUp() -> (HeadlessHost, UINavigationController, UIViewController, UIViewController) {
    let host = HeadlessHost()
    let first = UIViewController()
    first.title = "First"
    let second = UIViewController()
    second.title = "Second"
    second.view.backgroundColor = .systemBackground
    let navigation = UINavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    host.show(navigation)
    host.advance(by: 0.1)
    return (host, navigation, first, second)
  }

  @Test func aRightwardDragInTheMiddlePopsInteractively() throws {
    let (host, navigation, first, second) = setUp()
    #expect(navigation.interactiveContentPopGestureRecognizer != nil)
    host.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3, steps: 18, release: false)
    // Scrubbing: the second screen follows the finger, 150 pt.
    let held = try #require(second.view.layer.presentation()).frame.minX
    #expect(abs(held - 150) < 1)
    #expect(navigation.interactiveContentPopGestureRecognizer?.state == .changed)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 300, y: 500), timestamp: host.now))
    host.advance(by: 0.6)
    #expect(navigation.topViewController === first)
    withExtendedLifetime(host) {}
  }

  @Test func aVerticalListLetsTheSwipeThroughAndAVerticalDragScrollsIt() throws {
    let (host, navigation, first, second) = setUp()
    let list = UIScrollView(frame: second.view.bounds)
    list.contentSize = CGSize(width: second.view.bounds.width, height: 3000)
    second.view.addSubview(list)
    host.advance(by: 0.05)
    host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, steps: 18)
    host.advance(by: 0.1)
    #expect(list.contentOffset.y > 250 && navigation.topViewController === second)
    host.advance(by: 2)
    host.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 330, y: 500), duration: 0.2, steps: 12)
    host.advance(by: 0.6)
    #expect(navigation.topViewController === first)
    withExtendedLifetime(host) {}
  }

  @Test func aHorizontalCarouselTakesTheDragAndTheEdgeStillPops() throws {
    let (host, navigation, first, second) = setUp()
    let carousel = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    carousel.contentSize = CGSize(width: 1600, height: 200)
    carousel.contentOffset = CGPoint(x: 400, y: 0)
    second.view.addSubview(carousel)
    host.advance(by: 0.05)
    host.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3, steps: 18, release: false)
    #expect(carousel.contentOffset.x < 400 && carousel.isDragging)
    #expect(navigation.interactiveContentPopGestureRecognizer?.state != .changed)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 300, y: 400), timestamp: host.now))
    host.advance(by: 2)
    #expect(navigation.topViewController === second)
    // From the screen's edge the system's edge swipe wins over the carousel.
    host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.2, steps: 12)
    host.advance(by: 0.6)
    #expect(navigation.topViewController === first)
    withExtendedLifetime(host) {}
  }

  @Test func anotherPanRecognizerInTheContentWins() throws {
    let (host, navigation, _, second) = setUp()
    let slider = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
    var moves = 0
    slider.addGestureRecognizer(
      UIPanGestureRecognizer { recognizer in
        if recognizer.state == .changed { moves += 1 }
      })
    second.view.addSubview(slider)
    let y = slider.convert(CGPoint(x: 0, y: 50), to: nil).y
    host.drag(from: CGPoint(x: 150, y: y), to: CGPoint(x: 300, y: y), duration: 0.3, steps: 18)
    host.advance(by: 0.6)
    #expect(moves > 5)
    #expect(navigation.topViewController === second)
    withExtendedLifetime(host) {}
  }

  @Test func disablingItLeavesOnlyTheEdgeSwipe() throws {
    let (host, navigation, first, second) = setUp()
    navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
    host.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 330, y: 500), duration: 0.2, steps: 12)
    host.advance(by: 0.6)
    #expect(navigation.topViewController === second)
    host.drag(from: CGPoint(x: 4, y: 500), to: CGPoint(x: 250, y: 500), duration: 0.2, steps: 12)
    host.advance(by: 0.6)
    #expect(navigation.topViewController === first)
    withExtendedLifetime(host) {}
  }
}

/// Right to left the full-width swipe runs leftward (docs/uikit-behaviour-2.md §10.1).
@Suite @MainActor struct RightToLeftContentPopTests {
  @Test func aLeftwardDragInTheMiddlePopsAndARightwardOneDoesNot() throws {
    let host = HeadlessHost()
    host.settings.layoutDirection = .rightToLeft
    let first = UIViewController()
    let second = UIViewController()
    second.view.backgroundColor = .systemBackground
    let navigation = UINavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    _ = host.show(navigation)
    host.advance(by: 0.1)
    host.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.2, steps: 12)
    host.advance(by: 0.6)
    #expect(navigation.topViewController === second)
    host.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 150, y: 500), duration: 0.3, steps: 18, release: false)
    // The second screen follows the finger leftward, 150 pt.
    let held = try #require(second.view.layer.presentation()).frame.minX
    #expect(abs(held + 150) < 1)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 150, y: 500), timestamp: host.now))
    host.advance(by: 0.6)
    #expect(navigation.topViewController === first)
    withExtendedLifetime(host) {}
  }
}
