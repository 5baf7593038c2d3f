import CX11
import Foundation
import Segue
import SegueRender
import Testing

@testable import SegueUIKit
@testable import SegueX11

/// A `UITabBarController` as a real window's root (a private Xvfb): a click on a tab of the
/// bar selects it through the delegate, the window shows what a headless render of the same
/// instant shows (docs/uikit-behaviour-2.md §16).
@MainActor private final class WindowTabPage: UIViewController {
  let colour: UIColor
  let log: WindowTabLog

  init(_ title: String, colour: UIColor, log: WindowTabLog) {
    self.colour = colour
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = colour
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.lines.append("\(title!).viewWillAppear(\(animated))")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.lines.append("\(title!).viewDidAppear(\(animated))")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.lines.append("\(title!).viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.lines.append("\(title!).viewDidDisappear(\(animated))")
  }
}

@MainActor private final class WindowTabLog: UITabBarControllerDelegate {
  var lines: [String] = []

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    lines.append("shouldSelect \(viewController.title!)")
    return true
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    lines.append("didSelect \(viewController.title!)")
  }
}

@Suite(.serialized) @MainActor struct TabBarWindowTests {
  @Test func aClickOnATabSelectsIt() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: X11HostTests.options(server, scale: 1, size: CGSize(width: 320, height: 480)))
    defer { host.close() }
    let log = WindowTabLog()
    let pages = [
      WindowTabPage("Favorites", colour: .systemRed, log: log),
      WindowTabPage("Likes", colour: .systemBlue, log: log),
    ]
    pages[0].tabBarItem.image = UIImage(systemName: "star")
    pages[1].tabBarItem.image = UIImage(systemName: "heart")
    pages[1].tabBarItem.badgeValue = "1"
    let tabs = UITabBarController()
    tabs.delegate = log
    tabs.viewControllers = pages
    let window = UIWindow(frame: host.rootView.bounds)
    window.rootViewController = tabs
    host.rootView.addSubview(window)
    window.makeKeyAndVisible()
    host.setNeedsFrame()
    try await X11HostTests.settle(host)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 397, width: 320, height: 83))
    try X11HostTests.expectWindowShowsTheHeadlessRender(of: host)

    log.lines = []
    // The second of two tabs: its slot is x 160–320 of the bar's top 49 points (scale 1).
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    pointer.move(to: 240, 420)
    pointer.button(true)
    pointer.button(false)
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) { log.lines.last == "didSelect Likes" },
      "the tab was never selected: \(log.lines)")
    #expect(tabs.selectedIndex == 1)
    #expect(
      log.lines == [
        "shouldSelect Likes", "Likes.viewWillAppear(false)",
        "Favorites.viewWillDisappear(false)", "Favorites.viewDidDisappear(false)", "Likes.viewDidAppear(false)",
        "didSelect Likes",
      ])
    try await X11HostTests.settle(host)
    try X11HostTests.expectWindowShowsTheHeadlessRender(of: host)
  }
}
