import Foundation
import Testing

@testable import SegueUIKit

@Suite @MainActor struct GesturePanTests {
  @Test func dragGoesPossibleBeganChangedEndedPossible() {
    let host = HeadlessHost()
    let view = fullView(in: host)
    let pan = RecordingPan()
    var actions: [(UIGestureRecognizer.State, CGPoint)] = []
    pan.addTarget { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      actions.append((pan.state, pan.translation(in: nil)))
    }
    view.addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2, steps: 10)
    #expect(pan.log == [.possible, .began] + Array(repeating: .changed, count: 9) + [.ended, .possible])
    #expect(actions.map(\.0) == [.began] + Array(repeating: .changed, count: 9) + [.ended])
    // Translation is measured from the down location: 10 pt at began, 100 pt at the end.
    #expect(actions.first?.1 == CGPoint(x: 10, y: 0))
    #expect(actions.last?.1 == CGPoint(x: 100, y: 0))
    #expect(pan.state == .possible)
  }

  @Test func beginsAtTenPointsNotBefore() {
    let host = HeadlessHost()
    let pan = RecordingPan()
    fullView(in: host).addGestureRecognizer(pan)
    host.down(100, 100)
    host.advance(by: 0.016)
    host.move(109.9, 100)
    #expect(pan.state == .possible)
    host.advance(by: 0.016)
    host.move(110, 100)
    #expect(pan.state == .began)
    host.up(110, 100)
    #expect(pan.log == [.possible, .began, .ended, .possible])
  }

  @Test func diagonalTenPointsBegins() {
    let host = HeadlessHost()
    let pan = RecordingPan()
    fullView(in: host).addGestureRecognizer(pan)
    host.down(100, 100)
    host.move(105.9, 107.9)  // 9.86 pt
    #expect(pan.state == .possible)
    host.move(106, 108)  // 6-8-10
    #expect(pan.state == .began)
    #expect(pan.translation(in: nil) == CGPoint(x: 6, y: 8))
  }

  @Test func liftingBeforeTheThresholdFails() {
    let host = HeadlessHost()
    let pan = RecordingPan()
    var actions = 0
    pan.addTarget { _ in actions += 1 }
    fullView(in: host).addGestureRecognizer(pan)
    host.down(100, 100)
    host.move(105, 100)
    host.up(105, 100)
    #expect(pan.log == [.possible, .failed, .possible])
    #expect(actions == 0)
  }

  @Test func setTranslationAndConvertedTranslation() {
    let host = HeadlessHost()
    let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    container.transform = CGAffineTransform(scaleX: 2, y: 2)
    host.rootView.addSubview(container)
    let pan = UIPanGestureRecognizer()
    host.rootView.addGestureRecognizer(pan)
    host.down(10, 400)
    host.move(30, 400)
    #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
    // The container is scaled ×2: 20 root points are 10 of its points.
    #expect(pan.translation(in: container) == CGPoint(x: 10, y: 0))
    pan.setTranslation(.zero, in: nil)
    #expect(pan.translation(in: nil) == .zero)
    host.move(40, 410)
    #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 10))
    pan.setTranslation(CGPoint(x: 1, y: 0), in: container)
    #expect(pan.translation(in: container) == CGPoint(x: 1, y: 0))
    #expect(pan.translation(in: nil) == CGPoint(x: 2, y: 0))
    host.up(40, 410)
  }

  @Test func locationFollowsTheTouch() {
    let host = HeadlessHost()
    let child = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
    host.rootView.addSubview(child)
    let pan = UIPanGestureRecognizer()
    child.addGestureRecognizer(pan)
    host.down(150, 250)
    host.move(170, 250)
    #expect(pan.location(in: nil) == CGPoint(x: 170, y: 250))
    #expect(pan.location(in: child) == CGPoint(x: 70, y: 50))
    #expect(pan.numberOfTouches == 1)
    host.up(170, 250)
    #expect(pan.numberOfTouches == 0)
  }

  @Test func minimumTouchesAboveOneNeverBegins() {
    let host = HeadlessHost()
    let pan = RecordingPan()
    pan.minimumNumberOfTouches = 2
    fullView(in: host).addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1, steps: 5)
    #expect(pan.log == [.possible, .failed, .possible])
  }

  @Test func cancelledPointerCancelsTheGesture() {
    let host = HeadlessHost()
    let pan = RecordingPan()
    fullView(in: host).addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 2, release: false)
    host.send(PointerEvent(phase: .cancel, location: CGPoint(x: 150, y: 100), timestamp: host.now))
    #expect(pan.log == [.possible, .began, .changed, .cancelled, .possible])
  }

  @Test func targetActionWithMethodReference() {
    @MainActor final class Controller {
      var translations: [CGFloat] = []
      var bare = 0
      func handlePan(_ pan: UIPanGestureRecognizer) { translations.append(pan.translation(in: nil).x) }
      func handle() { bare += 1 }
    }
    let host = HeadlessHost()
    let controller = Controller()
    let pan = UIPanGestureRecognizer(target: controller, action: Controller.handlePan)
    pan.addTarget(controller, action: Controller.handle)
    fullView(in: host).addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), duration: 0.1, steps: 3)
    #expect(controller.translations == [10, 20, 30, 30])
    #expect(controller.bare == 4)
    pan.removeTarget(controller)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), duration: 0.1, steps: 3)
    #expect(controller.bare == 4)
  }

  @Test func disablingMidGestureCancels() {
    let host = HeadlessHost()
    let pan = RecordingPan()
    fullView(in: host).addGestureRecognizer(pan)
    host.down(100, 100)
    host.move(120, 100)
    pan.isEnabled = false
    #expect(pan.log == [.possible, .began, .cancelled, .possible])
    host.move(140, 100)
    host.up(140, 100)
    #expect(pan.log == [.possible, .began, .cancelled, .possible])
  }
}
