import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// A push animator that starts its animation later, as much public transition code does:
/// on the next main-queue turn, or after a deadline.
@MainActor final class DeferredSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  enum Deferral {
    case async
    case after(TimeInterval)
  }
  let deferral: Deferral

  init(_ deferral: Deferral) { self.deferral = deferral }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let to = transitionContext.view(forKey: .to) else { return }
    let container = transitionContext.containerView
    container.addSubview(to)
    to.frame = container.bounds
    to.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
    let animate = {
      UIView.animate(withDuration: 0.3, animations: { to.transform = .identity }) { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
    switch deferral {
    case .async: DispatchQueue.main.async { animate() }
    case .after(let seconds): DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { animate() }
    }
  }
}

@MainActor final class DeferredNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let deferral: DeferredSlideAnimator.Deferral
  init(_ deferral: DeferredSlideAnimator.Deferral) { self.deferral = deferral }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    DeferredSlideAnimator(deferral)
  }
}

@Suite @MainActor struct MainQueueWorkTests {
  /// A list with a coloured detail pushed by `DeferredSlideAnimator`.
  static func pushScene(_ deferral: DeferredSlideAnimator.Deferral) -> (
    UINavigationController, DeferredNavigationDelegate
  ) {
    let list = UIViewController()
    list.title = "List"
    let navigation = UINavigationController(rootViewController: list)
    let delegate = DeferredNavigationDelegate(deferral)
    navigation.delegate = delegate
    return (navigation, delegate)
  }

  static func detail() -> UIViewController {
    let detail = UIViewController()
    detail.title = "Detail"
    detail.view.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    return detail
  }

  /// Frames 0.1 s and 0.2 s into the push, and the final stack.
  static func runAsyncPush() async -> (mid: Bitmap, later: Bitmap, final: String?) {
    let driver = SceneDriver(width: 390, height: 844, scale: 1)
    let (navigation, delegate) = pushScene(.async)
    driver.show(navigation)
    navigation.pushViewController(detail(), animated: true)
    await driver.advance(by: 0.1)
    let mid = driver.render()
    await driver.advance(by: 0.1)
    let later = driver.render()
    await driver.runUntilIdle()
    withExtendedLifetime(delegate) {}
    return (mid, later, driver.jsonLines.last)
  }

  @Test func anAnimatorStartingInMainQueueAsyncCompletesWithTheSameFramesEveryRun() async {
    let first = await Self.runAsyncPush()
    let second = await Self.runAsyncPush()
    #expect(first.final == #"{"event":"final","stack":["List","Detail"],"presented":null}"#)
    #expect(first.mid.hasSamePixels(as: second.mid))
    #expect(first.later.hasSamePixels(as: second.later))
    #expect(!first.mid.hasSamePixels(as: first.later), "the slide moves between 0.1 s and 0.2 s")
    // At 0.1 s the detail has slid in part of the way: its left edge is inside the window.
    let mid = first.mid
    let blueColumns = (0..<mid.width).filter { x in
      let pixel: UInt32 = mid[x, 400]
      let blue = pixel & 0xFF
      let red = (pixel >> 16) & 0xFF
      return blue > 0xC0 && red < 0x60
    }
    #expect(blueColumns.first.map { $0 > 0 && $0 < 389 } == true)
  }

  @Test func anAnimatorStartingAfterADeadlineCompletes() async {
    let driver = SceneDriver(width: 390, height: 844, scale: 1)
    let (navigation, delegate) = Self.pushScene(.after(0.1))
    driver.show(navigation)
    navigation.pushViewController(Self.detail(), animated: true)
    let started = Date()
    let elapsed = await driver.runUntilIdle(limit: 5)
    withExtendedLifetime(delegate) {}
    #expect(driver.jsonLines.last == #"{"event":"final","stack":["List","Detail"],"presented":null}"#)
    #expect(driver.records.contains { if case .end(_, .push, true) = $0 { true } else { false } })
    // Waited for the deadline in real time (0.1 s; other tests running meanwhile may cover
    // it), then animated 0.3 s of virtual time.
    #expect(Date().timeIntervalSince(started) >= 0.09)
    #expect(elapsed >= 0.3 - 1e-9 && elapsed < 1)
  }

  @Test func aSynchronousCallFromATestSaysTheMainQueueCannotRun() {
    var lines: [String] = []
    let sink = TransitionTrace.sink
    TransitionTrace.sink = { lines.append($0) }
    defer { TransitionTrace.sink = sink }
    let driver = SceneDriver(width: 390, height: 844, scale: 1)
    let (navigation, delegate) = Self.pushScene(.async)
    driver.show(navigation)
    navigation.pushViewController(Self.detail(), animated: true)
    driver.runUntilIdle(limit: 1)
    withExtendedLifetime(delegate) {}
    #expect(
      lines == [
        "Segue warning: DeferredSlideAnimator's transition waits for work it queued on the main queue (DispatchQueue.main.async or asyncAfter), which a synchronous call from a @MainActor test cannot run; make the test async and await the host's calls (await driver.runUntilIdle())."
      ])
  }

  @Test func twoDriversDoNotSeeEachOthersAnimations() {
    let first = SceneDriver(width: 390, height: 844, scale: 1)
    let list = UIViewController()
    list.title = "List"
    let navigation = UINavigationController(rootViewController: list)
    first.show(navigation)
    navigation.pushViewController(Self.detail(), animated: true)
    first.advance(by: 0.1)
    #expect(!first.host.isIdle)
    let second = SceneDriver(width: 390, height: 844, scale: 1)
    second.show(UIViewController())
    #expect(second.host.isIdle)
    #expect(second.records.isEmpty)
    first.runUntilIdle()
    #expect(first.jsonLines.last == #"{"event":"final","stack":["List","Detail"],"presented":null}"#)
    #expect(second.records.isEmpty)
  }

  @Test func aDisplayLinkFiresEveryFrameAtItsRate() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1, framesPerSecond: 60, startTime: 10)
    var every: [(CFTimeInterval, CFTimeInterval)] = []
    var halves: [CFTimeInterval] = []
    let link = CADisplayLink { link in every.append((link.timestamp, link.targetTimestamp)) }
    link.add(to: .main, forMode: .common)
    let half = CADisplayLink { link in halves.append(link.targetTimestamp) }
    half.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
    half.add(to: .main, forMode: .common)
    #expect(!host.isIdle, "an unpaused display link asks for frames")
    host.advance(by: 4.0 / 60)
    let frame = 1.0 / 60
    let expectedTargets: [CFTimeInterval] = [10, 10 + frame, 10 + 2 * frame, 10 + 3 * frame, 10 + 4 * frame]
    let targets = every.map(\.1)
    #expect(zip(targets, expectedTargets).allSatisfy { abs($0 - $1) < 1e-9 } && targets.count == 5)
    #expect(every.dropFirst().map { $0.1 - $0.0 }.allSatisfy { abs($0 - 1.0 / 60) < 1e-9 })
    let expectedHalves: [CFTimeInterval] = [10, 10 + 2 * frame, 10 + 4 * frame]
    #expect(zip(halves, expectedHalves).allSatisfy { abs($0 - $1) < 1e-9 } && halves.count == 3)
    link.isPaused = true
    half.invalidate()
    #expect(host.isIdle)
    host.advance(by: 1.0 / 60)
    #expect(every.count == 5 && halves.count == 3)
    #expect(link.duration == 1.0 / 60)
  }

  private final class Ticker {
    var ticks = 0
    func tick() { ticks += 1 }
  }

  /// `CADisplayLink(target:selector:)` with a method without parameters (`#selector(tick)`).
  @Test func aDisplayLinkCallsAMethodWithoutParameters() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1, framesPerSecond: 60, startTime: 10)
    let ticker = Ticker()
    let link = CADisplayLink(target: ticker, selector: Ticker.tick)
    link.add(to: .main, forMode: .common)
    host.advance(by: 3.0 / 60)
    #expect(ticker.ticks == 4)
    link.invalidate()
    host.advance(by: 1.0 / 60)
    #expect(ticker.ticks == 4)
  }
}
