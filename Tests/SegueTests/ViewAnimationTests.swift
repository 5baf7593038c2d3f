import Foundation
import SegueAnimation
import Testing

@testable import SegueUIKit

@Suite @MainActor struct ViewAnimationTests {
  @Test func modelChangesAtOncePresentationAnimates() {
    let host = HeadlessHost()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    host.rootView.addSubview(view)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.alpha = 0
    }
    #expect(view.alpha == 0)
    host.advance(by: 0.25)
    let presented = view.layer.presentation()?.opacity ?? -1
    #expect(abs(presented - 0.75) < 1e-6)
  }

  @Test func additivePositionBlendsAndBothFinish() {
    let host = HeadlessHost()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    host.rootView.addSubview(view)
    var results: [String] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.center = CGPoint(x: 105, y: 5)
      }, completion: { results.append("first \($0)") })
    host.advance(by: 0.5)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.center = CGPoint(x: 205, y: 5)
      }, completion: { results.append("second \($0)") })
    // Right after the second call the presentation has not jumped: the first animation is
    // at −50 (of its −100 delta), the second at −100 from 205: 205 − 50 − 100 = 55.
    let x = view.layer.presentation()?.position.x ?? -1
    #expect(abs(x - 55) < 1e-9)
    host.advance(by: 0.5)
    #expect(results == ["first true"])
    host.advance(by: 0.5)
    #expect(results == ["first true", "second true"])
    #expect(view.layer.presentation()?.position.x == 205)
  }

  @Test func nonAdditiveReplacementFinishesFalse() {
    let host = HeadlessHost()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    host.rootView.addSubview(view)
    var results: [Bool] = []
    UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { results.append($0) })
    host.advance(by: 0.2)
    UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { results.append($0) })
    #expect(results == [false])
    host.advance(by: 1.1)
    #expect(results == [false, true])
  }

  @Test func zeroDurationAndNothingAnimatedCompleteOnTheNextTurn() {
    let host = HeadlessHost()
    let view = UIView(frame: .zero)
    host.rootView.addSubview(view)
    var calls: [String] = []
    UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { calls.append("zero \($0)") })
    UIView.animate(withDuration: 1, animations: {}, completion: { calls.append("nothing \($0)") })
    #expect(calls.isEmpty)
    host.step()
    #expect(calls == ["zero true", "nothing true"] || calls == ["nothing true"])
    host.advance(by: 0.1)
    #expect(calls.sorted() == ["nothing true", "zero true"])
  }

  @Test func removeAllAnimationsReportsNotFinished() {
    let host = HeadlessHost()
    let view = UIView(frame: .zero)
    host.rootView.addSubview(view)
    var finished: Bool?
    UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
    host.advance(by: 0.3)
    view.layer.removeAllAnimations()
    #expect(finished == false)
    #expect(view.layer.presentation()?.opacity == 0)
  }

  @Test func nestedBlockInheritsDurationAndCurve() {
    let host = HeadlessHost()
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    host.rootView.addSubview(a)
    host.rootView.addSubview(b)
    UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      a.alpha = 0
      UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn) { b.alpha = 0 }
    }
    host.advance(by: 1)
    #expect(abs((b.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)  // 2 s linear, inherited
  }

  @Test func springMatchesTheSolvedCurve() {
    let host = HeadlessHost()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    host.rootView.addSubview(view)
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 6, options: [],
      animations: { view.center = CGPoint(x: 5, y: 105) })
    host.advance(by: 0.122)
    let y = view.layer.presentation()?.position.y ?? -1
    let expected = 5 + 100 * UIViewSpringTiming(duration: 0.5, dampingRatio: 0.4, initialVelocity: 6).value(at: 0.122)
    #expect(abs(y - expected) < 1e-9)
    #expect(y > 105)  // overshoot
  }

  @Test func keyframesFollowTheWorkedExample() {
    let host = HeadlessHost()
    let view = UIView(frame: .zero)
    host.rootView.addSubview(view)
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
      UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.4) { view.alpha = 0.8 }
      UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.1) { view.alpha = 0 }
    }
    let animation = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
    #expect(animation?.keyTimes?.map(\.doubleValue) == [0, 0.3, 0.7, 0.8, 0.9, 1.0])
    let values = animation?.values?.compactMap { $0 as? Float }.map { Double($0) }
    #expect(values.map { zip($0, [1, 0.2, 0.8, 0.8, 0, 0]).allSatisfy { abs($0 - $1) < 1e-6 } } == true)
    #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
  }

  @Test func delayShowsTheFromValue() {
    let host = HeadlessHost()
    let view = UIView(frame: .zero)
    host.rootView.addSubview(view)
    UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
    host.advance(by: 0.25)
    #expect(view.layer.presentation()?.opacity == 1)
    host.advance(by: 0.5)
    #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.75) < 1e-6)
  }

  @Test func speedZeroAndTimeOffsetScrub() {
    let host = HeadlessHost()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    host.rootView.addSubview(container)
    container.addSubview(view)
    container.layer.speed = 0
    container.layer.timeOffset = 0
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
    host.advance(by: 5)
    #expect(view.layer.presentation()?.opacity == 1)
    container.layer.timeOffset = 0.4
    #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.6) < 1e-6)
  }
}

@Suite @MainActor struct ViewGeometryTests {
  @Test func convertGoesThroughTransforms() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    root.addSubview(parent)
    parent.addSubview(child)
    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 120))
    parent.transform = CGAffineTransform(scaleX: 2, y: 2)
    // Parent scaled ×2 about its centre (200, 200): its bounds origin maps to (0, 0).
    let p = child.convert(CGPoint.zero, to: root)
    #expect(abs(p.x - 20) < 1e-9 && abs(p.y - 40) < 1e-9)
    let back = root.convert(p, to: child)
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
  }

  @Test func hitTestSkipsHiddenAndDisabled() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(a)
    root.addSubview(b)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === b)
    b.isHidden = true
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === a)
    a.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
  }

  @Test func subviewOrderingCalls() {
    let root = UIView(frame: .zero)
    let a = UIView()
    let b = UIView()
    let c = UIView()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, belowSubview: a)
    #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
    #expect(root.layer.sublayers?.map(\.layerID) == [c, a, b].map(\.layer.layerID))
    root.bringSubviewToFront(c)
    #expect(root.layer.sublayers?.map(\.layerID) == [a, b, c].map(\.layer.layerID))
    root.sendSubviewToBack(b)
    #expect(root.subviews.map(\.layer.layerID) == [b, a, c].map(\.layer.layerID))
    b.tag = 7
    #expect(root.viewWithTag(7) === b)
    b.removeFromSuperview()
    #expect(root.subviews.count == 2 && b.superview == nil)
  }

  @Test func autoresizingFollowsTheSuperview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let bar = UIView(frame: CGRect(x: 0, y: 80, width: 100, height: 20))
    bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    root.addSubview(bar)
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    #expect(bar.frame == CGRect(x: 0, y: 280, width: 200, height: 20))
  }
}

@Suite @MainActor struct ViewAnimationOrderTests {
  @Test func completionsRunInOrderOfEnding() {
    let host = HeadlessHost()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    [a, b, c].forEach(host.rootView.addSubview)
    var order: [String] = []
    UIView.animate(withDuration: 0.5, animations: { a.alpha = 0 }, completion: { _ in order.append("a 0.5") })
    UIView.animate(withDuration: 0.3, animations: { b.alpha = 0 }, completion: { _ in order.append("b 0.3") })
    UIView.animate(withDuration: 0.31, animations: { c.alpha = 0 }, completion: { _ in order.append("c 0.31") })
    // One big step: all three end inside the same frame; order follows end time.
    host.clock.advance(by: 1)
    host.step()
    #expect(order == ["b 0.3", "c 0.31", "a 0.5"])
  }

  @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
    let host = HeadlessHost()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    host.rootView.addSubview(view)
    UIView.animate(withDuration: 1) { view.alpha = 0.5 }
    #expect(host.rootView.hitTest(CGPoint(x: 10, y: 10), with: nil) === host.rootView)
    host.advance(by: 1.1)
    #expect(host.rootView.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
    UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
    #expect(host.rootView.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
  }

  @Test func autoreverseSnapsToTheModelValueAtTheEnd() {
    let host = HeadlessHost()
    let view = UIView()
    host.rootView.addSubview(view)
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      UIView.modifyAnimations(withRepeatCount: 1, autoreverses: true) { view.alpha = 0 }
    }
    host.advance(by: 1.5)
    #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)  // on the way back
    host.advance(by: 0.6)
    #expect(view.layer.presentation()?.opacity == 0)  // §8 row 19: snaps to the model value
  }
}
