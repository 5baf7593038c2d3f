import Foundation
import SegueAnimation
import Testing

@testable import SegueUIKit

/// `UIView.perform(.delete, on:options:animations:completion:)` (docs/uikit-behaviour-2.md
/// §25): a critically damped 0.5 s spring for the parallel animations, the views faded out
/// and removed at the end.
@Suite @MainActor struct SystemAnimationTests {
  @Test func deleteFadesTheViewsAndRemovesThemWhenComplete() {
    let host = HeadlessHost()
    let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    doomed.alpha = 0.75
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
    host.rootView.addSubview(doomed)
    host.rootView.addSubview(card)
    var finished: [Bool] = []
    UIView.perform(
      .delete, on: [doomed], options: [.allowUserInteraction],
      animations: { card.frame.origin.y = 0 },
      completion: { finished.append($0) })
    #expect(card.frame.origin.y == 0)  // the model changes at once
    host.advance(by: 0.2)
    let spring = UIViewSpringTiming(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
    let progress = spring.value(at: 0.2)
    #expect(abs((card.layer.presentation()?.position.y ?? -1) - (105 - 100 * progress)) < 1e-9)
    #expect(abs(Double(doomed.layer.presentation()?.opacity ?? -1) - 0.75 * (1 - progress)) < 1e-6)
    #expect(doomed.superview === host.rootView)
    host.advance(by: 0.4)
    #expect(finished == [true])
    #expect(doomed.superview == nil)
    #expect(doomed.alpha == 0.75)
    #expect(card.superview === host.rootView)
  }

  @Test func withNoViewsOnlyTheParallelAnimationsRun() {
    let host = HeadlessHost()
    let card = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
    host.rootView.addSubview(card)
    var finished: [Bool] = []
    UIView.perform(.delete, on: [], animations: { card.alpha = 0.5 }) { finished.append($0) }
    host.advance(by: 0.49)
    #expect(finished.isEmpty)
    host.advance(by: 0.02)
    #expect(finished == [true])
    #expect(card.superview === host.rootView)
    #expect(card.alpha == 0.5)
  }
}
