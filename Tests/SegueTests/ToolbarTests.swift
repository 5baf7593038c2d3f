import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `UIToolbar` and a navigation controller's toolbar (docs/uikit-behaviour-2.md §18.5).
@Suite @MainActor struct ToolbarTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  final class Compose: NSObject {
    var taps = 0
    func compose() { taps += 1 }
  }

  func makeItems(_ target: Compose) -> [UIBarButtonItem] {
    [
      UIBarButtonItem(title: "Edit", style: .plain),
      .flexibleSpace(),
      UIBarButtonItem(title: "Updated just now", style: .plain),
      .flexibleSpace(),
      UIBarButtonItem(barButtonSystemItem: .add, target: target, action: Compose.compose),
    ]
  }

  @Test func theNavigationControllersToolbarIs44PointsPlusTheHomeIndicatorStrip() throws {
    let host = HeadlessHost()
    let list = MailboxList()
    let compose = Compose()
    list.toolbarItems = makeItems(compose)
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = true
    #expect(nav.isToolbarHidden)
    nav.setToolbarHidden(false, animated: false)
    host.show(nav)
    _ = host.runUntilIdle()
    #expect(nav.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 78))
    #expect(nav.toolbar.items?.count == 5)
    #expect(list.view.frame.maxY + 91 == 766, "the list ends above the toolbar")
    let views = nav.toolbar.currentItemViews
    #expect(views.count == 3)
    #expect(views[0].frame.minX == 16)
    // The two flexible spaces share what is left equally.
    #expect(views[1].frame.minX - views[0].frame.maxX == views[2].frame.minX - views[1].frame.maxX)
    #expect(views[1].frame.minX - views[0].frame.maxX > 8)
    #expect(views[2].frame.maxX == 374)
    #expect(views.allSatisfy { $0.center.y == 22 })
    try GoldenImage.verify(host.render(), named: "toolbar", in: Self.goldens)
    host.tap(at: views[2].convert(CGPoint(x: views[2].bounds.midX, y: views[2].bounds.midY), to: host.rootView))
    #expect(compose.taps == 1)
  }

  @Test func theItemsChangeWithAPushAndComeBackWithAPop() {
    let host = HeadlessHost()
    let list = MailboxList()
    list.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain)]
    let detail = MailboxDetail()
    detail.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Reply", style: .plain)]
    let nav = UINavigationController(rootViewController: list)
    nav.isToolbarHidden = false
    host.show(nav)
    _ = host.runUntilIdle()
    nav.pushViewController(detail, animated: true)
    host.advance(by: 0.2)
    #expect(nav.toolbar.items == detail.toolbarItems)
    #expect(nav.toolbar.subviews.count(where: { $0 is BarButtonItemControl }) == 2, "both fade mid-push")
    _ = host.runUntilIdle()
    #expect(nav.toolbar.subviews.count(where: { $0 is BarButtonItemControl }) == 1)
    #expect(nav.toolbar.currentItemViews.first?.frame.maxX == 374)
    nav.popViewController(animated: true)
    _ = host.runUntilIdle()
    #expect(nav.toolbar.items == list.toolbarItems)
    #expect(nav.toolbar.currentItemViews.first?.frame.minX == 16)
  }

  @Test func hidingTheToolbarSlidesItAwayAndTheContentGrows() {
    let host = HeadlessHost()
    let list = MailboxList()
    let nav = UINavigationController(rootViewController: list)
    nav.setToolbarHidden(false, animated: false)
    host.show(nav)
    _ = host.runUntilIdle()
    nav.setToolbarHidden(true, animated: true)
    host.advance(by: 0.1)
    let y = nav.toolbar.layer.presentation()?.frame.minY ?? 0
    #expect(y > 766 && y < 844, "mid-slide (\(y))")
    _ = host.runUntilIdle()
    #expect(nav.toolbar.isHidden)
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 753), "\(list.view.frame)")
  }

  @Test func aStandaloneToolbarTakesItsHeightFromAutoLayoutAndSpacesItsItems() throws {
    let host = HeadlessHost()
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    let toolbar = UIToolbar()
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    toolbar.barTintColor = .systemYellow
    toolbar.setItems(
      [UIBarButtonItem(title: "One", style: .plain), .fixedSpace(40), UIBarButtonItem(title: "Two", style: .done)],
      animated: false)
    controller.view.addSubview(toolbar)
    NSLayoutConstraint.activate([
      toolbar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      toolbar.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
    ])
    host.show(controller)
    _ = host.runUntilIdle()
    #expect(toolbar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    let views = toolbar.currentItemViews
    #expect(views.count == 2)
    #expect(views[1].frame.minX == views[0].frame.maxX + 40)
    #expect(toolbar.backgroundColor == .systemYellow)
  }
}
