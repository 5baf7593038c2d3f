import CX11
import Foundation
import Segue
import SegueRender
import Testing

@testable import SegueUIKit
@testable import SegueX11

/// A push animator that starts its animation on the next main-queue turn or after a
/// deadline, in a real window (the main queue runs as libdispatch runs it).
@MainActor final class WindowDeferredAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let delay: TimeInterval?

  init(delay: TimeInterval?) { self.delay = delay }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.25 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let to = transitionContext.view(forKey: .to) else { return }
    let container = transitionContext.containerView
    container.addSubview(to)
    to.frame = container.bounds
    to.alpha = 0
    let animate = {
      UIView.animate(withDuration: 0.25, animations: { to.alpha = 1 }) { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
    if let delay {
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { animate() }
    } else {
      DispatchQueue.main.async { animate() }
    }
  }
}

@MainActor final class WindowDeferredNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let delay: TimeInterval?
  init(delay: TimeInterval?) { self.delay = delay }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    WindowDeferredAnimator(delay: delay)
  }
}

/// In the window suite (serialized with the other in-process window tests).
extension X11HostTests {
  /// Pushes a detail with an animator deferring its work by `delay` (nil: main.async) in a
  /// window; returns the lifecycle events and the seconds from the push to its end.
  static func pushInWindow(deferredBy delay: TimeInterval?) async throws -> (events: [String], seconds: TimeInterval) {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: X11HostTests.options(server, scale: 1, size: CGSize(width: 200, height: 300)))
    defer { host.close() }
    var events: [String] = []
    var ended: TimeInterval?
    let token = host.loop.lifecycle.observe { event in
      switch event.phase {
      case .begin(let interactive, let from, let to):
        events.append("begin \(event.kind) \(interactive) \(from ?? "") \(to ?? "")")
      case .end(let completed):
        events.append("end \(event.kind) \(completed)")
        ended = event.time
      }
    }
    defer { host.loop.lifecycle.removeObserver(token) }
    let list = UIViewController()
    list.title = "List"
    let detail = UIViewController()
    detail.title = "Detail"
    detail.view.backgroundColor = .systemTeal
    let navigation = UINavigationController(rootViewController: list)
    let delegate = WindowDeferredNavigationDelegate(delay: delay)
    navigation.delegate = delegate
    let window = UIWindow(frame: host.rootView.bounds)
    window.rootViewController = navigation
    host.rootView.addSubview(window)
    window.makeKeyAndVisible()
    host.setNeedsFrame()
    try await X11HostTests.settle(host)
    let start = host.loop.mediaClock.now
    navigation.pushViewController(detail, animated: true)
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) { ended != nil }, "the push never ended: \(events)")
    try await X11HostTests.settle(host)
    // At rest, the window shows what a headless render of the same instant shows.
    try X11HostTests.expectWindowShowsTheHeadlessRender(of: host)
    withExtendedLifetime(delegate) {}
    return (events, (ended ?? start) - start)
  }

  @Test func anAnimatorStartingInMainQueueAsyncCompletesInAWindow() async throws {
    let (events, seconds) = try await Self.pushInWindow(deferredBy: nil)
    #expect(events == ["begin push false List Detail", "end push true"])
    // The animation's 0.25 s at the least; other suites share the main thread, so no tight
    // upper bound.
    #expect(seconds >= 0.25 && seconds < 120)
  }

  @Test func anAnimatorStartingAfterADeadlineCompletesInAWindow() async throws {
    let (events, seconds) = try await Self.pushInWindow(deferredBy: 0.1)
    #expect(events == ["begin push false List Detail", "end push true"])
    // The deadline (0.1 s of real time), then the 0.25 s animation.
    #expect(seconds >= 0.35 && seconds < 120)
  }

  @Test func aChangeMadeOutsideAnAnimationReachesTheIdleWindow() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: X11HostTests.options(server, scale: 1, size: CGSize(width: 100, height: 100)))
    defer { host.close() }
    let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    square.backgroundColor = .systemRed
    host.rootView.addSubview(square)
    host.setNeedsFrame()
    try await X11HostTests.settle(host)
    #expect(!host.isTicking)
    var changed = false
    let presented = host.timings.presentedFrames
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
      square.backgroundColor = .systemBlue
      square.frame.origin.x = 50
      changed = true
    }
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { changed })
    // The change alone (nothing animates) brings a new frame.
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
        host.timings.presentedFrames > presented && host.isIdle
      })
    try await X11HostTests.settle(host)
    let shown = try X11HostTests.expectWindowShowsTheHeadlessRender(of: host)
    #expect(shown[60, 30] & 0xff_ffff == 0x007a_ff, "the square is blue at its new place")
  }

  @Test func aDisplayLinkFiresOnTheWindowsFramesAtTheDisplaysRate() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: X11HostTests.options(server, scale: 1))
    defer { host.close() }
    #expect(UIScreen.main.maximumFramesPerSecond == Int((1 / host.displayLink.duration).rounded()))
    var targets: [CFTimeInterval] = []
    let link = CADisplayLink { link in
      targets.append(link.targetTimestamp)
    }
    link.add(to: .main, forMode: .common)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { targets.count >= 30 })
    link.invalidate()
    // In a full `swift test` the window's frames wait
    // behind other tests' main-actor work (gaps of seconds were seen, and lower-quartile
    // intervals of 19 ms), so the pacing is checked loosely: never faster than the display
    // for most frames, and not at half its rate or slower.
    let intervals = zip(targets.dropFirst(), targets).map { $0 - $1 }.sorted()
    let median = intervals[intervals.count / 2]
    let lowerQuartile = intervals[intervals.count / 4]
    #expect(median > link.duration - 0.002, "median interval \(median) s, refresh \(link.duration) s")
    #expect(lowerQuartile < 2 * link.duration - 0.002, "lower-quartile interval \(lowerQuartile) s")
    #expect(zip(targets.dropFirst(), targets).allSatisfy { $0 > $1 })
    let count = targets.count
    try await X11HostTests.settle(host)
    #expect(targets.count == count, "an invalidated link does not fire")
    #expect(!host.isTicking, "and asks for no frames")
  }
}
