import Foundation
import Testing

@testable import SegueUIKit

@Suite @MainActor struct UIViewPropertyAnimatorTests {
  @Test func runsOverTimeAndCompletesAtEnd() {
    let host = HeadlessHost()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    host.rootView.addSubview(view)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    host.advance(by: 0.25)
    #expect(abs((view.layer.presentation()?.position.x ?? -1) - 30) < 1e-9)
    host.advance(by: 0.8)
    #expect(positions == [.end])
    #expect(view.layer.presentation()?.position.x == 105)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func scrubbingAndFinishingAtStartRestoresModel() {
    let host = HeadlessHost()
    let view = UIView(frame: .zero)
    host.rootView.addSubview(view)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
    animator.pauseAnimation()
    animator.fractionComplete = 0.3
    #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.7) < 1e-6)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    #expect(positions == [.start])
    #expect(view.alpha == 1)
    #expect(view.layer.presentation()?.opacity == 1)
  }

  @Test func reversedRunReturnsToStart() {
    let host = HeadlessHost()
    let view = UIView(frame: .zero)
    host.rootView.addSubview(view)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    host.advance(by: 0.4)
    animator.isReversed = true
    host.advance(by: 0.1)
    #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.7) < 1e-6)
    host.advance(by: 0.5)
    #expect(positions == [.start])
    #expect(view.alpha == 1)
  }
}
