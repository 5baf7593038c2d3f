import Foundation
import SegueAnimation
import Testing

@testable import SegueUIKit

/// UIScrollView driven by real pointer events through the headless host: drags, flings,
/// edges, paging, the delegate's order, touch arbitration, the wheel and Auto Layout content
/// (docs/uikit-behaviour-2.md §1).
@Suite @MainActor struct ScrollViewTests {
  final class Recorder: NSObject, UIScrollViewDelegate {
    var log: [String] = []
    var scrolls = 0
    var target: CGPoint?
    var velocity: CGPoint?
    var replaceTarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolls += 1
      if log.last != "didScroll" { log.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      log.append("willEndDragging")
      self.velocity = velocity
      target = targetContentOffset.pointee
      if let replaceTarget { targetContentOffset.pointee = replaceTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      log.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
  }

  /// A 390 × 844 host (not in a window, so no safe area) with a scroll view filling it over
  /// 390 × 3000 pt of content.
  func makeScroller(contentHeight: CGFloat = 3000) -> (HeadlessHost, UIScrollView, Recorder) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.contentSize = CGSize(width: 390, height: contentHeight)
    let recorder = Recorder()
    scrollView.delegate = recorder
    host.rootView.addSubview(scrollView)
    host.advance(by: 1.0 / 60)
    return (host, scrollView, recorder)
  }

  @Test func aSlowDragFollowsTheFingerAndStops() {
    let (host, scrollView, recorder) = makeScroller()
    host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 2, steps: 40)
    // The content moved by the finger's 200 pt; the last 0.1 s was slow (5 pt per step at 20 Hz
    // → 100 pt/s), so it decelerates a little: 0.1 pt/ms projects 49.9 pt further.
    #expect(recorder.log.prefix(3) == ["willBeginDragging", "didScroll", "willEndDragging"])
    #expect(scrollView.contentOffset.y == 200)
    #expect(abs((recorder.velocity?.y ?? 0) - 0.1) < 0.001)
    #expect(abs((recorder.target?.y ?? 0) - 249.9) < 0.05)
    host.advance(by: 6)
    #expect(abs(scrollView.contentOffset.y - 249.9) < 0.5)
    #expect(
      recorder.log == [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
      ])
    #expect(!scrollView.isDecelerating)
  }

  @Test func aFlingDeceleratesToTheProjectedOffset() {
    let (host, scrollView, recorder) = makeScroller(contentHeight: 10_000)
    // 300 pt in 0.15 s: 2000 pt/s upwards at release.
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15, steps: 9)
    let velocity = (recorder.velocity?.y ?? 0) * 1000
    #expect(abs(velocity - 2000) < 1)
    let release = scrollView.contentOffset.y
    let expected = release + velocity / 1000 * 0.998 / 0.002
    #expect(abs((recorder.target?.y ?? 0) - expected) < 0.01)
    host.advance(by: 1)
    #expect(scrollView.isDecelerating)
    host.advance(by: 4)
    #expect(!scrollView.isDecelerating)
    #expect(abs(scrollView.contentOffset.y - expected) <= 0.5)
  }

  @Test func theDelegateMayChooseWhereAFlingEnds() {
    let (host, scrollView, recorder) = makeScroller(contentHeight: 10_000)
    recorder.replaceTarget = CGPoint(x: 0, y: 500)
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15, steps: 9)
    host.advance(by: 5)
    #expect(scrollView.contentOffset.y == 500)
  }

  @Test func draggingPastTheTopRubberBandsAndSpringsBack() {
    let (host, scrollView, recorder) = makeScroller()
    host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), duration: 2, steps: 40, release: false)
    // The finger is 200 pt past the top edge: the content shows b(200) = 97.32 pt of it.
    #expect(abs(scrollView.contentOffset.y + 97.317) < 0.01)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 200, y: 300), timestamp: host.now))
    #expect(recorder.log.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    host.advance(by: 0.3)
    #expect(scrollView.contentOffset.y < 0)
    #expect(scrollView.contentOffset.y > -30)
    host.advance(by: 1.5)
    #expect(scrollView.contentOffset.y == 0)
    #expect(recorder.log.last == "didEndDecelerating")
  }

  @Test func aFlingIntoTheEndBouncesOffIt() {
    let (host, scrollView, _) = makeScroller(contentHeight: 1200)
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15, steps: 9)
    var furthest: CGFloat = 0
    for _ in 0..<120 {
      host.advance(by: 1.0 / 60)
      furthest = max(furthest, scrollView.contentOffset.y)
    }
    // The end is at 1200 − 844 = 356; the fling overshoots it and comes back.
    #expect(furthest > 356.5)
    #expect(scrollView.contentOffset.y == 356)
  }

  @Test func withoutBouncesTheEdgesHold() {
    let (host, scrollView, _) = makeScroller(contentHeight: 1200)
    scrollView.bounces = false
    host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), duration: 1, steps: 20)
    #expect(scrollView.contentOffset.y == 0)
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15, steps: 9)
    var furthest: CGFloat = 0
    for _ in 0..<120 {
      host.advance(by: 1.0 / 60)
      furthest = max(furthest, scrollView.contentOffset.y)
    }
    #expect(furthest == 356)
  }

  @Test func pagingSnapsToTheNeighbourPage() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.contentSize = CGSize(width: 390 * 5, height: 844)
    scrollView.isPagingEnabled = true
    host.rootView.addSubview(scrollView)
    // A quick flick left: the projection lands three pages on; paging allows one.
    host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.1, steps: 6)
    host.advance(by: 2)
    #expect(scrollView.contentOffset.x == 390)
    // A slow drag of less than half a page settles back.
    host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 2, steps: 40)
    host.advance(by: 2)
    #expect(scrollView.contentOffset.x == 390)
  }

  @Test func aTouchOnAMovingScrollViewStopsItAndGoesNoFurther() {
    let (host, scrollView, _) = makeScroller(contentHeight: 10_000)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 390, height: 10_000)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    scrollView.addSubview(button)
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15, steps: 9)
    host.advance(by: 0.3)
    let moving = scrollView.contentOffset.y
    host.tap(at: CGPoint(x: 200, y: 400))
    host.advance(by: 0.5)
    #expect(!scrollView.isDecelerating)
    #expect(abs(scrollView.contentOffset.y - moving) < 200)
    #expect(taps == 0)
    host.tap(at: CGPoint(x: 200, y: 400))
    #expect(taps == 1)
  }

  final class TouchLog: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
  }

  @Test func contentTouchesWaitFor150MillisecondsAndAreCancelledByScrolling() {
    let (host, scrollView, _) = makeScroller()
    let content = TouchLog(frame: CGRect(x: 0, y: 0, width: 390, height: 3000))
    scrollView.addSubview(content)
    // A finger that starts scrolling within 150 ms: the content never hears of it.
    host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.1, steps: 5)
    host.advance(by: 5)
    #expect(content.log == [])
    // A finger held still for 0.2 s reaches the content; moving it then cancels it.
    host.send(PointerEvent(phase: .down, location: CGPoint(x: 200, y: 600), timestamp: host.now))
    host.advance(by: 0.1)
    #expect(content.log == [])
    host.advance(by: 0.1)
    #expect(content.log == ["began"])
    host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.2, steps: 8)
    #expect(content.log.prefix(2) == ["began", "cancelled"])
    // A quick tap arrives whole, when the finger lifts.
    host.advance(by: 5)
    content.log.removeAll()
    host.tap(at: CGPoint(x: 200, y: 300), duration: 0.05)
    #expect(content.log == ["began", "ended"])
  }

  @Test func animatedOffsetsEndWithTheScrollingAnimationCall() {
    let (host, scrollView, recorder) = makeScroller()
    scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    host.advance(by: 0.15)
    #expect(scrollView.contentOffset.y > 100 && scrollView.contentOffset.y < 500)
    host.advance(by: 0.3)
    #expect(scrollView.contentOffset.y == 600)
    #expect(recorder.log == ["didScroll", "didEndScrollingAnimation"])
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 100), animated: false)
    #expect(scrollView.contentOffset.y == CGFloat(2100 - 844))
  }

  @Test func theWheelScrollsTheViewUnderThePointer() {
    let (host, scrollView, recorder) = makeScroller()
    #expect(host.scrollWheel(deltaY: 3, at: CGPoint(x: 200, y: 400)))
    #expect(scrollView.contentOffset.y == 3 * UIScrollView.wheelStep)
    #expect(!host.scrollWheel(deltaY: -10, at: CGPoint(x: 200, y: 400)) || scrollView.contentOffset.y == 0)
    #expect(scrollView.contentOffset.y == 0)
    #expect(!host.scrollWheel(deltaY: -1, at: CGPoint(x: 200, y: 400)))
    #expect(recorder.scrolls == 2)
  }

  @Test func aHorizontalScrollerLetsVerticalDragsThroughToTheList() {
    let (host, list, _) = makeScroller()
    let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    carousel.contentSize = CGSize(width: 2000, height: 200)
    list.addSubview(carousel)
    host.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), duration: 1, steps: 20)
    #expect(list.contentOffset.y == 100)
    #expect(carousel.contentOffset.x == 0)
    host.advance(by: 5)
    host.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), duration: 1, steps: 20)
    #expect(carousel.contentOffset.x == 200)
  }

  @Test func constraintsToTheContentGuideSetTheContentSize() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    host.rootView.addSubview(scrollView)
    let stack = UIStackView(
      arrangedSubviews: (0..<30).map { _ in
        let row = UIView()
        row.heightAnchor.constraint(equalToConstant: 50).isActive = true
        return row
      })
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let header = UIView()
    header.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(header)
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: host.rootView.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: host.rootView.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: host.rootView.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: host.rootView.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      header.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
      header.widthAnchor.constraint(equalToConstant: 100),
      header.heightAnchor.constraint(equalToConstant: 30),
    ])
    host.advance(by: 1.0 / 60)
    // 30 rows of 50 with 29 gaps of 10, plus 20 above and below.
    #expect(scrollView.contentSize == CGSize(width: 390, height: CGFloat(30 * 50 + 29 * 10 + 40)))
    #expect(stack.frame == CGRect(x: 0, y: 20, width: 390, height: 1790))
    scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    host.advance(by: 1.0 / 60)
    // The content keeps its place in content coordinates; the header pinned to the frame
    // guide stays on screen.
    #expect(stack.frame.minY == 20)
    #expect(header.frame.minY == 500)
    #expect(header.convert(CGPoint.zero, to: nil).y == 0)
  }
}
