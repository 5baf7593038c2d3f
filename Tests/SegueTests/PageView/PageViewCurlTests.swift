import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// The page-curl style: the cylinder's geometry, drags that turn or fall back, a tap, an
/// animated `setViewControllers`, and pictures of the curl (docs/uikit-behaviour-2.md §17.5).
@Suite @MainActor struct PageViewCurlTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  @Test func theCylinderMapsThePageExactly() {
    let geometry = PageCurlGeometry(fold: 100, radius: 50, length: 390, eyeDistance: 1688)
    #expect(geometry.map(80) == (80, 0))
    let quarter = geometry.map(100 + 50 * .pi / 2)
    #expect(abs(quarter.u - 150) < 1e-9)
    #expect(abs(quarter.z - 50) < 1e-9)
    let half = geometry.map(100 + 50 * .pi)
    #expect(abs(half.u - 100) < 1e-9)
    #expect(abs(half.z - 100) < 1e-9)
    let beyond = geometry.map(100 + 50 * .pi + 30)
    #expect(abs(beyond.u - 70) < 1e-9)
    #expect(beyond.z == 100)
    #expect(abs(geometry.angle(at: 100 + 50 * .pi / 2) - .pi / 2) < 1e-12)
    #expect(geometry.angle(at: 300) == .pi)
    #expect(geometry.reach == 150)
    #expect(geometry.turnedFold == -50)
    #expect(geometry.scale(atHeight: 100) == CGFloat(1688) / 1588)
  }

  @Test func aDragPastHalfTurnsThePage() {
    let (host, pager, _, log) = makePager(style: .pageCurl, start: 1)
    host.drag(from: CGPoint(x: 350, y: 600), to: CGPoint(x: 60, y: 600), duration: 0.4, steps: 16)
    #expect(pager.curl != nil)
    host.advance(by: 1)
    #expect(pager.curl == nil)
    #expect(pageNumbers(pager) == [2])
    #expect(
      log.entries == [
        "after(1)", "willTransitionTo(2)", "2.viewWillAppear", "1.viewWillDisappear", "1.viewDidDisappear",
        "2.viewDidAppear", "didFinishAnimating(true, previous: 1, completed: true)",
      ])
    #expect(pager.children.map { ($0 as! NumberedPage).number } == [2])
    #expect(pager.view.subviews.count == 1)
  }

  @Test func aShortSlowDragFallsBack() {
    let (host, pager, _, log) = makePager(style: .pageCurl, start: 1)
    host.drag(from: CGPoint(x: 350, y: 600), to: CGPoint(x: 270, y: 600), duration: 1.5, steps: 30)
    host.advance(by: 1)
    #expect(pageNumbers(pager) == [1])
    #expect(
      log.entries == [
        "after(1)", "willTransitionTo(2)", "2.viewWillAppear", "1.viewWillDisappear", "2.viewWillDisappear",
        "2.viewDidDisappear", "1.viewWillAppear", "1.viewDidAppear",
        "didFinishAnimating(true, previous: 1, completed: false)",
      ])
    #expect(pager.children.count == 1)
    #expect(pager.view.subviews.count == 1)
    #expect(pager.viewControllers?.first?.view.isHidden == false)
  }

  @Test func aDragAwayFromTheSpineBringsThePreviousPageBack() {
    let (host, pager, _, log) = makePager(style: .pageCurl, start: 1)
    host.drag(from: CGPoint(x: 40, y: 600), to: CGPoint(x: 330, y: 600), duration: 0.4, steps: 16)
    host.advance(by: 1)
    #expect(pageNumbers(pager) == [0])
    #expect(log.entries.first == "before(1)")
    #expect(log.entries.last == "didFinishAnimating(true, previous: 1, completed: true)")
  }

  @Test func theFirstPageDoesNotCurlBackwards() {
    let (host, pager, _, log) = makePager(style: .pageCurl)
    host.drag(from: CGPoint(x: 40, y: 600), to: CGPoint(x: 330, y: 600), duration: 0.4, steps: 16)
    host.advance(by: 1)
    #expect(pageNumbers(pager) == [0])
    #expect(log.entries == ["before(0)"])
    #expect(pager.curl == nil)
  }

  @Test func aTapNearTheOuterEdgeTurnsForward() {
    let (host, pager, _, log) = makePager(style: .pageCurl, start: 1)
    host.tap(at: CGPoint(x: 370, y: 400))
    host.advance(by: 0.25)
    #expect(pager.curl != nil)
    host.advance(by: 0.3)
    #expect(pageNumbers(pager) == [2])
    #expect(log.entries.last == "didFinishAnimating(true, previous: 1, completed: true)")
    // The middle of the page does nothing.
    log.entries.removeAll()
    host.tap(at: CGPoint(x: 195, y: 400))
    host.advance(by: 0.6)
    #expect(pageNumbers(pager) == [2])
    #expect(log.entries.isEmpty)
  }

  /// A view that logs how its touches end.
  final class TouchLog: UIView {
    var log: [String] = []
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
  }

  @Test func aTapInTheMiddleOfAPageStaysWithThePage() {
    let (host, pager, _, log) = makePager(style: .pageCurl, start: 1)
    let content = TouchLog(frame: CGRect(x: 120, y: 600, width: 150, height: 44))
    pager.viewControllers?.first?.view.addSubview(content)
    var curlTaps = 0
    pager.gestureRecognizers[1].addTarget(handler: { _ in curlTaps += 1 })
    host.tap(at: CGPoint(x: 195, y: 622))
    host.advance(by: 0.6)
    // The curl's tap failed at once in the middle of the page, so it took nothing.
    #expect(content.log == ["ended"])
    #expect(curlTaps == 0)
    #expect(pageNumbers(pager) == [1])
    #expect(log.entries.isEmpty)
  }

  @Test func aCurlMidDragGolden() throws {
    let (host, pager, _, _) = makePager(style: .pageCurl, start: 1)
    host.drag(from: CGPoint(x: 370, y: 600), to: CGPoint(x: 170, y: 600), duration: 0.5, steps: 20, release: false)
    let fold = try #require(pager.curl?.view.geometry.fold)
    #expect(abs(fold - 190) < 0.001)
    try GoldenImage.verify(host.render(), named: "page-curl-drag", in: Self.goldens)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 170, y: 600), timestamp: host.now))
  }

  @Test func setViewControllersAnimatedCurlsOverHalfASecond() throws {
    let (host, pager, source, log) = makePager(style: .pageCurl, start: 1)
    var finished: [Bool] = []
    pager.setViewControllers([source.page(0)], direction: .reverse, animated: true) { finished.append($0) }
    host.advance(by: 0.25)
    try GoldenImage.verify(host.render(), named: "page-curl-reverse-mid", in: Self.goldens)
    #expect(finished.isEmpty)
    host.advance(by: 0.3)
    #expect(finished == [true])
    #expect(pageNumbers(pager) == [0])
    #expect(log.entries == ["0.viewWillAppear", "1.viewWillDisappear", "1.viewDidDisappear", "0.viewDidAppear"])
  }

  @Test func aMiddleSpineShowsTwoFacingPages() throws {
    let host = HeadlessHost()
    let log = PagerLog()
    let pager = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
    pager.setViewControllers([NumberedPage(number: 0, log: log)], direction: .forward, animated: false)
    #expect(pager.viewControllers == nil)
    let left = NumberedPage(number: 3, log: log)
    let right = NumberedPage(number: 4, log: log)
    pager.setViewControllers([left, right], direction: .forward, animated: false)
    host.show(pager)
    host.step()
    #expect(left.view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
    #expect(right.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
  }
}
