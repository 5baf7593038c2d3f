import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// Large titles (docs/uikit-behaviour-2.md §18.1–§18.3): the 52-point row under the inline
/// row, its collapse as the list scrolls, and the bar's height following a push and a pop.
@Suite @MainActor struct LargeTitleTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  func showList() -> (HeadlessHost, UINavigationController, MailboxList) {
    let host = HeadlessHost()
    let list = MailboxList()
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = true
    host.show(nav)
    _ = host.runUntilIdle()
    return (host, nav, list)
  }

  @Test func theRowsCollapseSearchFirstThenTheLargeTitle() {
    let rows = { (reveal: CGFloat) in NavigationBarRows.shown(large: 52, search: 52, searchHides: true, reveal: reveal)
    }
    #expect(rows(104) == NavigationBarRows(largeTitle: 52, search: 52))
    #expect(rows(80) == NavigationBarRows(largeTitle: 52, search: 28))
    #expect(rows(30) == NavigationBarRows(largeTitle: 30, search: 0))
    #expect(rows(-40) == NavigationBarRows(largeTitle: 0, search: 0))
    #expect(rows(124) == NavigationBarRows(largeTitle: 72, search: 52), "a pull stretches the large title")
    let fixed = NavigationBarRows.shown(large: 52, search: 52, searchHides: false, reveal: 70)
    #expect(fixed == NavigationBarRows(largeTitle: 18, search: 52))
    let inline = NavigationBarRows.shown(large: 0, search: 52, searchHides: true, reveal: 20)
    #expect(inline == NavigationBarRows(largeTitle: 0, search: 20))
  }

  @Test func aLargeTitleAddsA52PointRowAndTheListStartsUnderIt() throws {
    let (host, nav, list) = showList()
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 143))
    #expect(list.view.frame.minY == 0 && list.view.superview?.frame.minY == 91)
    #expect(list.view.safeAreaInsets.top == 52)
    #expect(list.tableView.adjustedContentInset.top == 52)
    #expect(list.tableView.contentOffset.y == -52)
    let large = try #require(nav.navigationBar.largeTitleRow.subviews.first as? UILabel)
    #expect(large.text == "Mailboxes")
    #expect(large.font == UIFont.systemFont(ofSize: 34, weight: .bold))
    #expect(large.frame.minX == 16 && large.frame.maxY == 44)
    #expect(nav.navigationBar.inlineTitle.alpha == 0)
    #expect(nav.navigationBar.hairlineView.alpha == 0, "no hairline while the list is at its top")
    try GoldenImage.verify(host.render(), named: "large-title", in: Self.goldens)
  }

  @Test func scrollingCollapsesTheLargeTitleIntoTheInlineTitle() throws {
    let (host, nav, list) = showList()
    // Half the row scrolled away: the bar is 26 points shorter and the title slides under it.
    list.tableView.contentOffset = CGPoint(x: 0, y: -26)
    host.step()
    #expect(nav.navigationBar.frame.height == 117)
    #expect(nav.navigationBar.rows.largeTitle == 26)
    #expect(nav.navigationBar.inlineTitle.alpha == 0)
    #expect(nav.navigationBar.hairlineView.alpha == 1)
    try GoldenImage.verify(host.render(), named: "large-title-mid-collapse", in: Self.goldens)
    // 6 points left: the inline title is half faded in.
    list.tableView.contentOffset = CGPoint(x: 0, y: -6)
    #expect(nav.navigationBar.inlineTitle.alpha == 0.5)
    // Scrolled past the row: the standard 91-point bar with its inline title.
    list.tableView.contentOffset = CGPoint(x: 0, y: 200)
    host.step()
    #expect(nav.navigationBar.frame.height == 91)
    #expect(nav.navigationBar.inlineTitle.alpha == 1)
    // Pulled down past the top: the row stretches.
    list.tableView.contentOffset = CGPoint(x: 0, y: -82)
    #expect(nav.navigationBar.frame.height == 173)
  }

  @Test func aDragUpCollapsesTheTitleAsTheContentMoves() {
    let (host, nav, list) = showList()
    host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 1, steps: 40, release: false)
    // The bar's bottom stays on the content's top edge while the row collapses.
    let offset = list.tableView.contentOffset.y
    #expect(offset > 0, "the drag scrolled past the large title")
    #expect(nav.navigationBar.frame.height == 91)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 200, y: 400), timestamp: host.now))
    _ = host.runUntilIdle()
  }

  @Test func pushingANeverScreenShrinksTheBarWithTheTransitionAndPoppingGrowsIt() throws {
    let (host, nav, _) = showList()
    let detail = MailboxDetail()
    nav.pushViewController(detail, animated: true)
    host.advance(by: 0.2)
    let mid = try #require(nav.navigationBar.layer.presentation()).bounds.height
    #expect(mid > 91 && mid < 143, "mid-push the bar is between its heights (\(mid))")
    _ = host.runUntilIdle()
    #expect(nav.navigationBar.frame.height == 91)
    #expect(detail.view.safeAreaInsets.top == 0)
    #expect(nav.navigationBar.largeTitleRow.subviews.isEmpty)
    #expect(nav.navigationBar.inlineTitle.alpha == 1)
    nav.popViewController(animated: true)
    host.advance(by: 0.2)
    let back = try #require(nav.navigationBar.layer.presentation()).bounds.height
    #expect(back > 91 && back < 143, "mid-pop the bar is between its heights (\(back))")
    _ = host.runUntilIdle()
    #expect(nav.navigationBar.frame.height == 143)
    #expect(nav.navigationBar.inlineTitle.alpha == 0)
  }

  @Test func automaticInheritsFromTheScreenBelowAndAlwaysForcesALargeTitle() {
    let (host, nav, _) = showList()
    let second = UIViewController()
    second.title = "Second"
    nav.pushViewController(second, animated: false)
    _ = host.runUntilIdle()
    #expect(nav.navigationBar.frame.height == 143, ".automatic under a large title is large")
    let third = MailboxDetail()
    nav.pushViewController(third, animated: false)
    _ = host.runUntilIdle()
    #expect(nav.navigationBar.frame.height == 91)
    let fourth = UIViewController()
    fourth.navigationItem.largeTitleDisplayMode = .always
    nav.pushViewController(fourth, animated: false)
    _ = host.runUntilIdle()
    #expect(nav.navigationBar.frame.height == 143)
    nav.navigationBar.prefersLargeTitles = false
    host.step()
    #expect(nav.navigationBar.frame.height == 91, "without prefersLargeTitles nothing is large")
  }

  @Test func largeTitleTextAttributesSetTheFontAndColour() throws {
    let (_, nav, _) = showList()
    nav.navigationBar.largeTitleTextAttributes = [
      .foregroundColor: UIColor.systemIndigo, .font: UIFont.systemFont(ofSize: 30, weight: .heavy),
    ]
    let large = try #require(nav.navigationBar.largeTitleRow.subviews.first as? UILabel)
    #expect(large.textColor == .systemIndigo)
    #expect(large.font == UIFont.systemFont(ofSize: 30, weight: .heavy))
  }
}
