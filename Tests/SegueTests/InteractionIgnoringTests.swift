import Foundation
import Testing

@testable import SegueUIKit

/// `UIApplication.beginIgnoringInteractionEvents()` and the touches it holds off
/// (docs/uikit-behaviour.md §5.4).
@Suite @MainActor struct InteractionIgnoringTests {
  @Test func nestedCallsIgnoreTouchesThatBeginUntilTheLastEnd() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
    let controller = CounterViewController(step: 1)
    host.show(controller)
    let application = UIApplication.shared
    application.beginIgnoringInteractionEvents()
    application.beginIgnoringInteractionEvents()
    #expect(application.isIgnoringInteractionEvents)
    host.tap(at: CGPoint(x: 50, y: 40))
    application.endIgnoringInteractionEvents()
    host.tap(at: CGPoint(x: 50, y: 40))
    #expect(controller.count == 0)
    application.endIgnoringInteractionEvents()
    application.endIgnoringInteractionEvents()  // unmatched: nothing
    #expect(!application.isIgnoringInteractionEvents)
    host.tap(at: CGPoint(x: 50, y: 40))
    #expect(controller.count == 1)
  }

  @Test func aTouchDownBeforeIgnoringBeganIsStillDelivered() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
    let controller = CounterViewController(step: 1)
    host.show(controller)
    host.send(PointerEvent(phase: .down, location: CGPoint(x: 50, y: 40), timestamp: host.now))
    UIApplication.shared.beginIgnoringInteractionEvents()
    host.advance(by: 0.05)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 50, y: 40), timestamp: host.now))
    #expect(controller.count == 1)
    // A press that went down while ignoring stays ignored after ignoring ends, up included.
    host.send(PointerEvent(phase: .down, location: CGPoint(x: 50, y: 40), timestamp: host.now))
    UIApplication.shared.endIgnoringInteractionEvents()
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 50, y: 40), timestamp: host.now))
    #expect(controller.count == 1)
  }
}
