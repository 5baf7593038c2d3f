import Foundation
import Testing

@testable import SegueUIKit

@Suite @MainActor struct TouchDeliveryTests {
  @Test func viewReceivesTheTouchPhases() {
    let host = HeadlessHost()
    let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    host.rootView.addSubview(view)
    host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 300), duration: 0.1, steps: 3)
    // Hit-tested once at the down: the touch stays with the view outside its bounds.
    #expect(view.log == ["began", "moved", "moved", "moved", "ended"])
  }

  @Test func touchesForwardAlongTheResponderChain() {
    let host = HeadlessHost()
    let parent = TouchLogView(frame: host.rootView.bounds)
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    parent.addSubview(child)
    host.rootView.addSubview(parent)
    host.down(20, 20)
    #expect(host.touchRouter.activeTouch?.view === child)
    #expect(host.touchRouter.activeTouch?.location(in: child) == CGPoint(x: 10, y: 10))
    host.up(20, 20)
    #expect(parent.log == ["began", "ended"])
  }

  @Test func recognizerBeginningCancelsTheViewsTouches() {
    let host = HeadlessHost()
    let view = TouchLogView(frame: host.rootView.bounds)
    host.rootView.addSubview(view)
    view.addGestureRecognizer(UIPanGestureRecognizer())
    host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), duration: 0.1, steps: 3)
    #expect(view.log == ["began", "cancelled"])
  }

  @Test func cancelsTouchesInViewFalseKeepsDelivering() {
    let host = HeadlessHost()
    let view = TouchLogView(frame: host.rootView.bounds)
    host.rootView.addSubview(view)
    let pan = UIPanGestureRecognizer()
    pan.cancelsTouchesInView = false
    view.addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), duration: 0.1, steps: 3)
    #expect(view.log == ["began", "moved", "moved", "moved", "ended"])
  }

  @Test func tapRecognizedCancelsTheViewsTouch() {
    let host = HeadlessHost()
    let view = TouchLogView(frame: host.rootView.bounds)
    host.rootView.addSubview(view)
    view.addGestureRecognizer(UITapGestureRecognizer())
    host.tap(at: CGPoint(x: 50, y: 50))
    #expect(view.log == ["began", "cancelled"])
  }

  @Test func delaysTouchesBeganHoldsBackUntilFailure() {
    let host = HeadlessHost()
    let view = TouchLogView(frame: host.rootView.bounds)
    host.rootView.addSubview(view)
    let pan = UIPanGestureRecognizer()
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)
    // A tap: the pan fails at the lift, then the view gets began and ended.
    host.down(50, 50)
    #expect(view.log.isEmpty)
    host.up(50, 50)
    #expect(view.log == ["began", "ended"])
    // A drag: the pan recognizes, the view never hears of the touch.
    view.log.removeAll()
    host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), duration: 0.1, steps: 3)
    #expect(view.log.isEmpty)
  }

  @Test func doubleTapHoldsBackTouchesEnded() {
    let host = HeadlessHost()
    let view = TouchLogView(frame: host.rootView.bounds)
    host.rootView.addSubview(view)
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    view.addGestureRecognizer(double)
    host.tap(at: CGPoint(x: 50, y: 50))
    #expect(view.log == ["began"])
    host.advance(by: 0.4)
    #expect(view.log == ["began", "ended"])
  }

  @Test func buttonTapFiresTouchUpInsideOnce() {
    let host = HeadlessHost()
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
    button.setTitle("Go", for: .normal)
    host.rootView.addSubview(button)
    var events: [String] = []
    button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
    button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
    button.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)
    button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
    // The touch lands on the title label, which ignores touches: the button is hit.
    host.down(160, 122)
    #expect(button.isHighlighted)
    host.up(160, 122)
    #expect(events == ["down", "inside"])
    #expect(!button.isHighlighted)
    events.removeAll()
    host.drag(from: CGPoint(x: 160, y: 122), to: CGPoint(x: 160, y: 300), duration: 0.1, steps: 3)
    #expect(events == ["down", "outside"])
  }

  @Test func buttonWinsOverAnAncestorsTapButNotItsPan() {
    let host = HeadlessHost()
    let container = fullView(in: host)
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
    container.addSubview(button)
    var events: [String] = []
    button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
    button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
    let tap = RecordingTap()
    container.addGestureRecognizer(tap)
    let pan = UIPanGestureRecognizer()
    container.addGestureRecognizer(pan)
    host.tap(at: CGPoint(x: 160, y: 122))
    #expect(events == ["inside"])
    #expect(tap.log == [.possible, .failed, .possible])
    // Tapping outside the button: the container's tap recognizes.
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 300, y: 500))
    #expect(tap.log.contains(.ended))
    // Dragging from the button: the pan begins and cancels the button's touch.
    events.removeAll()
    host.drag(from: CGPoint(x: 160, y: 122), to: CGPoint(x: 160, y: 200), duration: 0.1, steps: 3)
    #expect(events == ["cancel"])
  }

  @Test func hiddenAndAnimatingViewsDontReceiveTouches() {
    let host = HeadlessHost()
    let back = TouchLogView(frame: host.rootView.bounds)
    host.rootView.addSubview(back)
    let hidden = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    hidden.isHidden = true
    let hiddenTap = RecordingTap()
    hidden.addGestureRecognizer(hiddenTap)
    back.addSubview(hidden)
    host.tap(at: CGPoint(x: 50, y: 50))
    #expect(hidden.log.isEmpty)
    #expect(hiddenTap.log == [.possible])
    #expect(back.log == ["began", "ended"])

    back.log.removeAll()
    let moving = TouchLogView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
    back.addSubview(moving)
    UIView.animate(withDuration: 1) { moving.alpha = 0.5 }
    host.advance(by: 0.1)
    host.tap(at: CGPoint(x: 50, y: 250))
    #expect(moving.log.isEmpty)
    #expect(back.log == ["began", "ended"])
    // With .allowUserInteraction the animating view is hit.
    UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) { moving.alpha = 1 }
    host.advance(by: 0.1)
    host.tap(at: CGPoint(x: 50, y: 250))
    #expect(moving.log == ["began", "ended"])
  }

  @Test func eventCarriesTheTouch() {
    let host = HeadlessHost()
    final class EventView: UIView {
      var counts: [Int] = []
      var types: [UIEvent.EventType] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        counts.append(event?.allTouches?.count ?? -1)
        types.append(event?.type ?? .motion)
      }
    }
    let view = EventView(frame: host.rootView.bounds)
    host.rootView.addSubview(view)
    host.tap(at: CGPoint(x: 10, y: 10))
    #expect(view.counts == [1])
    #expect(view.types == [.touches])
  }

  @Test func malformedAndOrphanEventsAreIgnored() {
    let host = HeadlessHost()
    let view = TouchLogView(frame: host.rootView.bounds)
    host.rootView.addSubview(view)
    host.move(10, 10)
    host.up(10, 10)
    host.send(PointerEvent(phase: .down, location: CGPoint(x: CGFloat.nan, y: 0), timestamp: host.now))
    #expect(view.log.isEmpty)
    // A second down while one is down cancels the first touch.
    host.down(10, 10)
    host.down(20, 20)
    host.up(20, 20)
    #expect(view.log == ["began", "cancelled", "began", "ended"])
  }
}
