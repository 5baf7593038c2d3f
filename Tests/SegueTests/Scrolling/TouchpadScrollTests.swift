import Foundation
import SegueAnimation
import Testing

@testable import SegueUIKit

/// A touchpad's continuous scrolling through the headless host: its deltas drag the scroll
/// view, and momentum follows 0.05 s after they stop (docs/uikit-behaviour-2.md §1.9).
extension ScrollViewTests {
  /// `count` deltas of `step` points down, one every `interval` seconds, at (200, 400).
  func touchpadScroll(_ host: HeadlessHost, count: Int, step: CGFloat, interval: TimeInterval) {
    for index in 0..<count {
      if index > 0 { host.advance(by: interval) }
      #expect(host.scroll(by: CGVector(dx: 0, dy: step), at: CGPoint(x: 200, y: 400), type: .continuous))
    }
  }

  @Test func aTouchpadScrollDragsThenCoastsToTheProjection() {
    let (host, scrollView, recorder) = makeScroller(contentHeight: 10_000)
    // 10 deltas of 4 pt, 10 ms apart: 400 pt/s.
    touchpadScroll(host, count: 10, step: 4, interval: 0.01)
    #expect(scrollView.contentOffset.y == 40)
    #expect(scrollView.isDragging)
    #expect(recorder.log == ["willBeginDragging", "didScroll"])
    // Still a drag 0.04 s after the last delta; released once 0.05 s have passed.
    host.advance(by: 0.04)
    #expect(scrollView.isDragging)
    host.advance(by: 0.02)
    #expect(!scrollView.isDragging)
    #expect(recorder.log.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    #expect(abs((recorder.velocity?.y ?? 0) - 0.4) < 1e-9)
    // 40 + 0.4 pt/ms × 0.998 / 0.002 = 239.6 pt.
    #expect(abs((recorder.target?.y ?? 0) - 239.6) < 1e-6)
    host.advance(by: 6)
    #expect(abs(scrollView.contentOffset.y - 239.6) <= 0.5)
    #expect(recorder.log.last == "didEndDecelerating")
    withExtendedLifetime(host) {}
  }

  @Test func aTouchpadScrollPastTheTopRubberBandsAndSpringsBack() {
    let (host, scrollView, recorder) = makeScroller()
    // 200 pt up past the top (5 pt every 20 ms): the content shows b(200) = 97.32 pt of it.
    touchpadScroll(host, count: 40, step: -5, interval: 0.02)
    #expect(abs(scrollView.contentOffset.y + 97.317) < 0.01)
    host.advance(by: 2)
    #expect(scrollView.contentOffset.y == 0)
    #expect(recorder.log.last == "didEndDecelerating")
    withExtendedLifetime(host) {}
  }

  @Test func aTouchpadScrollStopsADecelerationAndAFingerTakesOver() {
    let (host, scrollView, recorder) = makeScroller(contentHeight: 10_000)
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15, steps: 9)
    host.advance(by: 0.2)
    #expect(scrollView.isDecelerating)
    let caught = scrollView.contentOffset.y
    // The touchpad catches the moving view, as two fingers on a trackpad do on iPadOS.
    #expect(host.scroll(by: CGVector(dx: 0, dy: 10), at: CGPoint(x: 200, y: 400), type: .continuous))
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset.y == caught + 10)
    // A finger dragging the view owns it: a touchpad's deltas find no scroll view to drag.
    host.advance(by: 0.1)
    host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), duration: 0.5, steps: 10, release: false)
    #expect(scrollView.isTracking)
    #expect(!host.scroll(by: CGVector(dx: 0, dy: 10), at: CGPoint(x: 200, y: 400), type: .continuous))
    #expect(recorder.log.filter { $0 == "willBeginDragging" }.count == 3)
    withExtendedLifetime(host) {}
  }

  @Test func aTouchpadScrollGoesToTheScrollerAlongItsAxis() {
    let (host, list, _) = makeScroller()
    let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    carousel.contentSize = CGSize(width: 2000, height: 200)
    list.addSubview(carousel)
    host.advance(by: 1.0 / 60)
    #expect(host.scroll(by: CGVector(dx: 30, dy: 2), at: CGPoint(x: 200, y: 200), type: .continuous))
    #expect(carousel.contentOffset.x == 30)
    #expect(list.contentOffset.y == 0)
    host.advance(by: 3)
    #expect(host.scroll(by: CGVector(dx: 1, dy: 25), at: CGPoint(x: 200, y: 200), type: .continuous))
    #expect(list.contentOffset.y == 25)
    withExtendedLifetime(host) {}
  }
}
