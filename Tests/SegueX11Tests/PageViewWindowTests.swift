import CX11
import Foundation
import Segue
import SegueRender
import Testing

@testable import SegueUIKit
@testable import SegueX11

/// `UIPageViewController` in a real window (a private Xvfb) under real pointer drags sent
/// through XTest: a swipe pages the scroll style, a drag turns the curl, and the window
/// shows the new page (docs/uikit-behaviour-2.md §17).
@Suite(.serialized) @MainActor struct PageViewWindowTests {
  /// Pages in three colours, by index, logging the delegate's calls.
  final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    static let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen]
    var log: [String] = []
    lazy var pages: [UIViewController] = Self.colours.map { colour in
      let page = UIViewController()
      page.view.backgroundColor = colour
      return page
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
      return pages[index - 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
      return pages[index + 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      log.append("didFinishAnimating(completed: \(completed))")
    }
  }

  /// Shows a pager in a 320 × 480 pt window at scale 1 (pixels are points).
  func showPager(
    _ style: UIPageViewController.TransitionStyle, server: XvfbServer
  ) async throws -> (X11Host, UIPageViewController, Pages) {
    let host = try X11Host(options: X11HostTests.options(server, scale: 1, size: CGSize(width: 320, height: 480)))
    let pages = Pages()
    let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
    pager.dataSource = pages
    pager.delegate = pages
    pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
    let window = UIWindow(frame: host.rootView.bounds)
    window.rootViewController = pager
    host.rootView.addSubview(window)
    window.makeKeyAndVisible()
    host.setNeedsFrame()
    try await X11HostTests.settle(host)
    return (host, pager, pages)
  }

  /// A left swipe from x = 280 to x = 40 at y = 240 in eight bursts, 20 ms apart.
  func swipeLeft(_ pointer: FakePointer) async throws {
    pointer.move(to: 280, 240)
    pointer.button(true)
    for step in 1...8 {
      pointer.move(to: 280 - step * 30, 240)
      try await Task.sleep(nanoseconds: 20_000_000)
    }
    pointer.button(false)
  }

  func centreColour(of host: X11Host) throws -> UInt32 {
    XSync(host.display.display, 0)
    let shown = try #require(windowPixels(of: host))
    return shown[160, 240] & 0x00ff_ffff
  }

  @Test func aSwipePagesTheScrollStyle() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let (host, pager, pages) = try await showPager(.scroll, server: server)
    defer { host.close() }
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    try await swipeLeft(pointer)
    let paged = try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
      pages.log == ["didFinishAnimating(completed: true)"] && !host.isTicking
    }
    #expect(paged, "log \(pages.log)")
    #expect(pager.viewControllers?.first === pages.pages[1])
    try await X11HostTests.settle(host)
    #expect(try centreColour(of: host) == UIColor.systemOrange.cgColor.argbWord & 0x00ff_ffff)
  }

  @Test func aDragTurnsThePageCurl() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let (host, pager, pages) = try await showPager(.pageCurl, server: server)
    defer { host.close() }
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    try await swipeLeft(pointer)
    let turned = try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
      pages.log == ["didFinishAnimating(completed: true)"] && !host.isTicking
    }
    #expect(turned, "log \(pages.log)")
    #expect(pager.viewControllers?.first === pages.pages[1])
    try await X11HostTests.settle(host)
    #expect(try centreColour(of: host) == UIColor.systemOrange.cgColor.argbWord & 0x00ff_ffff)
  }
}
