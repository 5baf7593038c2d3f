import Foundation
import Testing

@testable import SegueUIKit

/// A scroll view inside a sheet (docs/uikit-behaviour-2.md §4.6): pushing up below the
/// largest detent grows the sheet, pulling down at the top moves the sheet, and a scroll view
/// pulled down past its top hands the rest of the drag to the sheet.
extension SheetPresentationTests {
  /// A medium/large sheet holding a 3000 pt tall scroll view, presented at `detent`.
  func presentedScrollingSheet(at detent: UISheetPresentationController.Detent.Identifier = .medium) throws -> (
    HeadlessHost, RecordingController, UISheetPresentationController, UIScrollView
  ) {
    let (host, root, sheet, _) = setUp()
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.selectedDetentIdentifier = detent
    let scrollView = UIScrollView(frame: sheet.view.bounds)
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    sheet.view.addSubview(scrollView)
    root.present(sheet, animated: true)
    host.advance(by: 0.7)
    return (host, sheet, controller, scrollView)
  }

  func sheetTop(_ sheet: UIViewController) -> CGFloat { sheet.view.convert(sheet.view.bounds, to: nil).minY }

  /// Moves a finger that is already down from `start` to `end` in `steps` over `duration`,
  /// then lifts it.
  func continueDrag(
    _ host: HeadlessHost, from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int
  ) {
    for index in 1...steps {
      host.advance(by: duration / Double(steps))
      let fraction = CGFloat(index) / CGFloat(steps)
      let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      host.send(PointerEvent(phase: .move, location: point, timestamp: host.now))
    }
    host.send(PointerEvent(phase: .up, location: end, timestamp: host.now))
  }

  @Test func pushingUpInTheScrollViewGrowsTheSheetFirst() throws {
    let (host, sheet, controller, scrollView) = try presentedScrollingSheet()
    #expect(sheetTop(sheet) == 433)
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 600), duration: 1, steps: 20, release: false)
    // The sheet follows the finger up; the content does not scroll.
    #expect(sheetTop(sheet) == 333)
    #expect(scrollView.contentOffset.y == 0)
    #expect(!scrollView.isDragging)
    continueDrag(host, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 0.15, steps: 9)
    host.advance(by: 0.8)
    #expect(controller.selectedDetentIdentifier == .large)
    #expect(sheetTop(sheet) == 57)
    #expect(scrollView.contentOffset.y == 0)
    // At the largest detent the same push scrolls the content.
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 2, steps: 40)
    host.advance(by: 3)
    #expect(sheetTop(sheet) == 57)
    #expect(scrollView.contentOffset.y >= 200)
    withExtendedLifetime(host) {}
  }

  @Test func withoutExpandingTheScrollViewScrollsInTheMediumSheet() throws {
    let (host, sheet, controller, scrollView) = try presentedScrollingSheet()
    controller.prefersScrollingExpandsWhenScrolledToEdge = false
    host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 600), duration: 1, steps: 20)
    host.advance(by: 2)
    #expect(sheetTop(sheet) == 433)
    #expect(controller.selectedDetentIdentifier == .medium)
    #expect(scrollView.contentOffset.y >= 100)
    withExtendedLifetime(host) {}
  }

  @Test func aScrollViewPulledPastItsTopHandsTheDragToTheSheet() throws {
    let (host, sheet, controller, scrollView) = try presentedScrollingSheet(at: .large)
    #expect(sheetTop(sheet) == 57)
    scrollView.contentOffset = CGPoint(x: 0, y: 60)
    // Down 300 pt slowly: the first 60 scroll the content back to its top, the rest move the
    // sheet (less the frame in which the scroll view went past its top).
    host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 3, steps: 60, release: false)
    #expect(scrollView.contentOffset.y == 0)
    #expect(sheetTop(sheet) > 57 + 230)
    #expect(sheetTop(sheet) <= 57 + 240)
    continueDrag(host, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 500), duration: 0.5, steps: 5)
    host.advance(by: 0.8)
    // Released slowly about 240 pt down: medium (433) is nearer than large (57).
    #expect(controller.selectedDetentIdentifier == .medium)
    #expect(sheetTop(sheet) == 433)
    #expect(scrollView.contentOffset.y == 0)
    withExtendedLifetime(host) {}
  }

  @Test func pullingDownAtTheTopMovesTheSheetNotTheContent() throws {
    let (host, sheet, _, scrollView) = try presentedScrollingSheet(at: .large)
    host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300), duration: 1, steps: 20, release: false)
    #expect(scrollView.contentOffset.y == 0)
    #expect(sheetTop(sheet) == 157)
    continueDrag(host, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.5, steps: 5)
    host.advance(by: 0.8)
    #expect(sheetTop(sheet) == 57)
    #expect(scrollView.contentOffset.y == 0)
    withExtendedLifetime(host) {}
  }
}
