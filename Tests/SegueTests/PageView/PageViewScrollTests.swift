import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// The scroll style on Segue's paging scroll view: drags and flicks page by UIKit's paging
/// rules, the delegate's calls and `transitionCompleted`, the data source's queries, the
/// pages' appearance callbacks, the page control (docs/uikit-behaviour-2.md §17).
@Suite @MainActor struct PageViewScrollTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  @Test func defaultsFollowUIKit() {
    let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    #expect(scroll.spineLocation == .none)
    #expect(scroll.gestureRecognizers.isEmpty)
    #expect(scroll.viewControllers == nil)
    #expect(!scroll.isDoubleSided)
    let curl = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: 3])
    #expect(curl.spineLocation == .max)
    #expect(curl.gestureRecognizers.count == 2)
    #expect(curl.gestureRecognizers[0] is UIPanGestureRecognizer)
    #expect(curl.gestureRecognizers[1] is UITapGestureRecognizer)
    let middle = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
    #expect(middle.spineLocation == .mid)
    #expect(middle.isDoubleSided)
    let spaced = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 20])
    #expect(spaced.interPageSpacing == 20)
    #expect(UIPageViewController(coder: NSCoder()) == nil)
  }

  @Test func aDragPastHalfTurnsThePageInUIKitsOrder() {
    let (host, pager, _, log) = makePager(style: .scroll)
    host.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.5, steps: 20)
    host.advance(by: 1.5)
    #expect(pageNumbers(pager) == [1])
    #expect(
      log.entries == [
        "after(0)", "before(0)", "willTransitionTo(1)", "1.viewWillAppear", "0.viewWillDisappear",
        "0.viewDidDisappear", "1.viewDidAppear", "didFinishAnimating(true, previous: 0, completed: true)",
        "after(1)",
      ])
    #expect(pager.children.count == 1)
    #expect(pager.children.first === pager.viewControllers?.first)
    // The next drag asks nothing: page 0 and page 2 are known.
    log.entries.removeAll()
    host.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.5, steps: 20)
    host.advance(by: 1.5)
    #expect(pageNumbers(pager) == [2])
    #expect(log.entries.first == "willTransitionTo(2)")
    #expect(log.entries.last == "after(2)")
  }

  @Test func aSlowDragUnderHalfGoesBackAndReportsNotCompleted() {
    let (host, pager, _, log) = makePager(style: .scroll, start: 1)
    host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 2, steps: 40)
    host.advance(by: 1.5)
    #expect(pageNumbers(pager) == [1])
    #expect(
      log.entries == [
        "after(1)", "before(1)", "willTransitionTo(2)", "2.viewWillAppear", "1.viewWillDisappear",
        "2.viewWillDisappear", "2.viewDidDisappear", "1.viewWillAppear", "1.viewDidAppear",
        "didFinishAnimating(true, previous: 1, completed: false)",
      ])
    #expect(pager.children.map { ($0 as! NumberedPage).number } == [1])
    // Backwards, and again nothing is asked of the data source.
    log.entries.removeAll()
    host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 180, y: 400), duration: 2, steps: 40)
    host.advance(by: 1.5)
    #expect(log.entries.first == "willTransitionTo(0)")
    #expect(log.entries.last == "didFinishAnimating(true, previous: 1, completed: false)")
    #expect(!log.entries.contains { $0.hasPrefix("before") || $0.hasPrefix("after") })
  }

  @Test func aShortFlickTurnsThePage() {
    let (host, pager, _, log) = makePager(style: .scroll, start: 2)
    // 60 pt in 0.06 s: 1000 pt/s, far under half a page.
    host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400), duration: 0.06, steps: 6)
    host.advance(by: 1.5)
    #expect(pageNumbers(pager) == [1])
    #expect(log.entries.contains("didFinishAnimating(true, previous: 2, completed: true)"))
    #expect(log.entries.last == "before(1)")
  }

  @Test func theFirstPageBouncesWithoutATransition() {
    let (host, pager, _, log) = makePager(style: .scroll)
    host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3, steps: 10)
    host.advance(by: 1.5)
    #expect(pageNumbers(pager) == [0])
    #expect(log.entries == ["after(0)", "before(0)"])
    #expect(pager.pageScrollView?.contentOffset == CGPoint(x: 390, y: 0))
  }

  @Test func aVerticalPagerPagesUpwards() {
    let (host, pager, _, log) = makePager(style: .scroll, orientation: .vertical)
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.4, steps: 16)
    host.advance(by: 1.5)
    #expect(pageNumbers(pager) == [1])
    #expect(log.entries.contains("didFinishAnimating(true, previous: 0, completed: true)"))
  }

  @Test func setViewControllersAnimatedSlidesWithoutDelegateCalls() {
    let (host, pager, source, log) = makePager(style: .scroll, showsIndicator: true)
    var finished: [Bool] = []
    source.indicatorIndex = 3
    pager.setViewControllers([source.page(3)], direction: .forward, animated: true) { finished.append($0) }
    #expect(log.entries == ["3.viewWillAppear", "0.viewWillDisappear", "presentationCount", "presentationIndex"])
    host.advance(by: 0.15)
    #expect(finished.isEmpty)
    let offset = pager.pageScrollView!.contentOffset.x
    #expect(offset > 390 && offset < 780)
    host.advance(by: 0.3)
    #expect(finished == [true])
    #expect(pageNumbers(pager) == [3])
    #expect(pager.pageControl?.currentPage == 3)
    #expect(!log.entries.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
    #expect(
      Array(log.entries.dropFirst(4)) == ["0.viewDidDisappear", "3.viewDidAppear"])
    // The cache was cleared: the next drag asks about page 3's neighbours.
    log.entries.removeAll()
    host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), duration: 1, steps: 10)
    host.advance(by: 1)
    #expect(Array(log.entries.prefix(2)) == ["after(3)", "before(3)"])
  }

  @Test func aBadPageCountChangesNothing() {
    let (host, pager, source, _) = makePager(style: .scroll)
    pager.setViewControllers([source.page(1), source.page(2)], direction: .forward, animated: false)
    host.step()
    #expect(pageNumbers(pager) == [0])
  }

  @Test func midScrollGoldenShowsTwoPagesAndTheSpacing() throws {
    let (host, _, _, _) = makePager(style: .scroll, options: [.interPageSpacing: 16])
    host.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 140, y: 400), duration: 0.5, steps: 20, release: false)
    try GoldenImage.verify(host.render(), named: "page-scroll-mid", in: Self.goldens)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 140, y: 400), timestamp: host.now))
  }

  @Test func thePageControlFollowsPresentationCountAndSwipes() throws {
    let (host, pager, _, log) = makePager(style: .scroll, showsIndicator: true)
    let control = try #require(pager.pageControl)
    #expect(control.numberOfPages == 5)
    #expect(control.currentPage == 0)
    #expect(control.frame == CGRect(x: 0, y: 844 - 34 - 37, width: 390, height: 37))
    #expect(pager.pageScrollView?.frame == CGRect(x: 0, y: 0, width: 390, height: 773))
    host.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.4, steps: 16)
    host.advance(by: 1.5)
    #expect(control.currentPage == 1)
    #expect(!log.entries.contains("presentationCount"))
    try GoldenImage.verify(host.render(), named: "page-control-second", in: Self.goldens)
  }
}
