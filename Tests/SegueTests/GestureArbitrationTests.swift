import Foundation
import Testing

@testable import SegueUIKit

@Suite @MainActor struct GestureArbitrationTests {
  /// A child view covering the middle of the root, with a pan on each.
  private func nestedPans(_ host: HeadlessHost) -> (parent: RecordingPan, child: RecordingPan) {
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 600))
    host.rootView.addSubview(child)
    let parent = RecordingPan()
    let childPan = RecordingPan()
    host.rootView.addGestureRecognizer(parent)
    child.addGestureRecognizer(childPan)
    return (parent, childPan)
  }

  @Test func deepestRecognizerWinsAndTheOtherFails() {
    let host = HeadlessHost()
    let (parent, child) = nestedPans(host)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 5)
    #expect(child.log == [.possible, .began] + Array(repeating: .changed, count: 4) + [.ended, .possible])
    #expect(parent.log == [.possible, .failed, .possible])
  }

  @Test func delegateAllowsSimultaneousRecognition() {
    let host = HeadlessHost()
    let (parent, child) = nestedPans(host)
    let delegate = TestGestureDelegate()
    delegate.simultaneous = true
    parent.delegate = delegate
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 5)
    let expected: [UIGestureRecognizer.State] =
      [.possible, .began] + Array(repeating: .changed, count: 4) + [.ended, .possible]
    #expect(child.log == expected)
    #expect(parent.log == expected)
  }

  @Test func shouldBeginFalseFails() {
    let host = HeadlessHost()
    let (parent, child) = nestedPans(host)
    let delegate = TestGestureDelegate()
    delegate.shouldBegin = false
    child.delegate = delegate
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 5)
    #expect(child.log == [.possible, .failed, .possible])
    // With the child out of the way the parent recognizes.
    #expect(parent.log.contains(.began))
    #expect(parent.log.last == .possible)
  }

  @Test func shouldReceiveFalseKeepsTheTouchAway() {
    let host = HeadlessHost()
    let (parent, child) = nestedPans(host)
    let delegate = TestGestureDelegate()
    delegate.receives = false
    child.delegate = delegate
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 5)
    #expect(child.log == [.possible])
    #expect(parent.log.contains(.ended))
  }

  @Test func requireToFailWaitsAndFollows() {
    let host = HeadlessHost()
    let (parent, child) = nestedPans(host)
    // The child pan waits for the parent pan to fail; the parent recognizes first, so the
    // child fails.
    child.require(toFail: parent)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 5)
    #expect(parent.log.contains(.ended))
    #expect(child.log == [.possible, .failed, .possible])
  }

  @Test func requireToFailProceedsWhenTheOtherFails() {
    let host = HeadlessHost()
    let view = fullView(in: host)
    let pan = RecordingPan()
    let edge = RecordingEdgePan()
    edge.edges = .left
    view.addGestureRecognizer(edge)
    view.addGestureRecognizer(pan)
    pan.require(toFail: edge)
    // Not at the edge: the edge pan fails at once and the pan proceeds normally.
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 5)
    #expect(edge.log == [.possible, .failed, .possible])
    #expect(pan.log == [.possible, .began] + Array(repeating: .changed, count: 4) + [.ended, .possible])
    // At the edge: the edge pan wins and the pan fails.
    host.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 55, y: 100), duration: 0.1, steps: 5)
    #expect(edge.log.last == .possible && edge.log.contains(.ended))
    #expect(Array(pan.log.suffix(2)) == [.failed, .possible])
  }

  @Test func gestureRecognizersPropertyAndRemoval() {
    let host = HeadlessHost()
    let view = fullView(in: host)
    #expect(view.gestureRecognizers == nil)
    let pan = RecordingPan()
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(pan)
    #expect(view.gestureRecognizers?.count == 1)
    #expect(pan.view === view)
    host.down(100, 100)
    host.move(130, 100)
    view.removeGestureRecognizer(pan)
    #expect(pan.view == nil)
    #expect(pan.state == .possible)
    host.move(160, 100)
    host.up(160, 100)
    #expect(pan.log == [.possible, .began, .possible])
    #expect(view.gestureRecognizers == nil)
  }
}

@Suite @MainActor struct GestureViewHookTests {
  @MainActor final class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
  }

  @Test func viewCanRefuseItsRecognizer() {
    let host = HeadlessHost()
    let view = RefusingView(frame: host.rootView.bounds)
    host.rootView.addSubview(view)
    let pan = RecordingPan()
    view.addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 5)
    #expect(pan.log == [.possible, .failed, .possible])
  }

  @Test func closureInitializerRunsForEveryAction() {
    let host = HeadlessHost()
    var states: [UIGestureRecognizer.State] = []
    let pan = UIPanGestureRecognizer { states.append($0.state) }
    fullView(in: host).addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 120, y: 100), duration: 0.1, steps: 2)
    #expect(states == [.began, .changed, .ended])
  }
}
