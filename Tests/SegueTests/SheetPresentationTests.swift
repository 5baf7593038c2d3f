import Foundation
import Testing

@testable import SegueUIKit

/// Records a sheet's delegate calls, with whether a transition coordinator was there.
@MainActor final class SheetDelegateLog: NSObject, UISheetPresentationControllerDelegate {
  let log: EventLog
  var allowsDismissal = true
  init(log: EventLog) { self.log = log }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    log.add("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.add("willDismiss coordinator \(presentationController.presentedViewController.transitionCoordinator != nil)")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.add("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    log.add("didAttemptToDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    log.add("didChangeDetent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
}

/// Page sheets on the 390 × 844 pt phone (docs/uikit-behaviour-2.md §4): what `.automatic`
/// resolves to, the geometry of the sheet and of the receding presenter, detents, and swipe
/// dismissal allowed and refused, with UIKit's call order.
@Suite @MainActor struct SheetPresentationTests {
  func setUp() -> (HeadlessHost, RecordingController, RecordingController, EventLog) {
    let host = HeadlessHost()
    let log = EventLog()
    let root = RecordingController("Root", sink: log.add)
    host.show(root)
    let sheet = RecordingController("Sheet", sink: log.add)
    return (host, root, sheet, log)
  }

  /// `setUp()`, with a logging delegate (configured by `configure` first) on the sheet,
  /// presented and settled, the log emptied.
  func presentedWithDelegate(_ configure: (RecordingController, SheetDelegateLog) -> Void = { _, _ in }) -> (
    HeadlessHost, RecordingController, RecordingController, EventLog, SheetDelegateLog
  ) {
    let (host, root, sheet, log) = setUp()
    let delegate = SheetDelegateLog(log: log)
    configure(sheet, delegate)
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: true)
    host.advance(by: 0.7)
    _ = log.take()
    return (host, root, sheet, log, delegate)  // the delegate is weak: the test keeps it
  }

  @Test func aPlainPresentIsAPageSheetAndThePresenterRecedes() throws {
    let (host, root, sheet, log) = setUp()
    _ = log.take()
    root.present(sheet, animated: true)
    host.advance(by: 0.7)
    #expect(sheet.modalPresentationStyle == .pageSheet)
    let controller = try #require(sheet.sheetPresentationController)
    #expect(sheet.presentationController === controller)
    // The sheet: 10 pt below the receded presenter's top (max(30, 47) = 47), to the bottom.
    #expect(sheet.view.convert(sheet.view.bounds, to: nil) == CGRect(x: 0, y: 57, width: 390, height: 787))
    #expect(sheet.view.safeAreaInsets.bottom == 34)
    // The presenter stays in the window, scaled 0.92 about its centre with its top at 47 pt.
    #expect(root.view.window != nil)
    let frame = root.view.frame
    #expect(abs(frame.minY - 47) < 1e-9 && abs(frame.width - 390 * 0.92) < 1e-9 && abs(frame.midX - 195) < 1e-9)
    #expect(root.view.layer.cornerRadius == 10 && root.view.clipsToBounds)
    // No appearance callbacks for the presenter (§4.1).
    #expect(log.take() == ["Sheet.viewDidLoad", "Sheet.viewWillAppear", "Sheet.viewDidAppear"])

    sheet.dismiss(animated: true)
    host.advance(by: 0.7)
    #expect(root.presentedViewController == nil && sheet.view.window == nil)
    #expect(root.view.transform == .identity && root.view.layer.cornerRadius == 0 && !root.view.clipsToBounds)
    #expect(log.take() == ["Sheet.viewWillDisappear", "Sheet.viewDidDisappear"])
    withExtendedLifetime(host) {}
  }

  @Test func aMediumDetentIsHalfTheLargeAndLeavesThePresenterInPlace() throws {
    let (host, root, sheet, _) = setUp()
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium()]
    controller.prefersGrabberVisible = true
    root.present(sheet, animated: true)
    host.advance(by: 0.7)
    // Medium: round(0.5 × 753) = 377 pt inside the safe area, plus the 34 pt bottom inset.
    #expect(sheet.view.convert(sheet.view.bounds, to: nil) == CGRect(x: 0, y: 433, width: 390, height: 411))
    #expect(root.view.transform == .identity)
    // (alpha is kept as the layer's Float opacity)
    #expect(Float(controller.dimmingView.alpha) == Float(UISheetPresentationController.dimmingAlpha))
    withExtendedLifetime(host) {}
  }

  @Test func aCustomDetentResolvesAgainstTheLargestValue() throws {
    let (host, root, sheet, _) = setUp()
    let controller = try #require(sheet.sheetPresentationController)
    var asked: CGFloat = 0
    controller.detents = [
      .custom(identifier: .init("small")) { context in
        #expect(context.containerTraitCollection.userInterfaceIdiom == .phone)
        asked = context.maximumDetentValue
        return 200
      }
    ]
    root.present(sheet, animated: false)
    host.advance(by: 0.1)
    #expect(asked == 753)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == CGFloat(844 - 200 - 34))
    withExtendedLifetime(host) {}
  }

  @Test func aSwipeDownDismissesInUIKitsOrder() throws {
    let (host, root, sheet, log, delegate) = presentedWithDelegate()
    host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.2, steps: 12)
    host.advance(by: 0.8)
    #expect(root.presentedViewController == nil && sheet.view.window == nil)
    #expect(
      log.take() == [
        "shouldDismiss", "willDismiss coordinator true", "Sheet.viewWillDisappear", "Sheet.viewDidDisappear",
        "didDismiss",
      ])
    #expect(root.view.transform == .identity)
    withExtendedLifetime((host, delegate)) {}
  }

  @Test func aShortSlowSwipeCancelsAndTheSheetReturns() throws {
    let (host, root, sheet, log, delegate) = presentedWithDelegate()
    host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.6, steps: 36, release: false)
    host.advance(by: 0.3)  // the finger rests
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 200, y: 420), timestamp: host.now))
    host.advance(by: 0.8)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == 57)
    #expect(
      log.take() == [
        "shouldDismiss", "willDismiss coordinator true", "Sheet.viewWillDisappear", "Sheet.viewWillAppear",
        "Sheet.viewDidAppear",
      ])
    let frame = root.view.frame
    #expect(abs(frame.minY - 47) < 1e-9)
    withExtendedLifetime((host, delegate)) {}
  }

  @Test func aSheetModalInPresentationRefusesAndSaysSo() throws {
    let (host, root, sheet, log, delegate) = presentedWithDelegate { sheet, _ in sheet.isModalInPresentation = true }
    host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.2, steps: 12, release: false)
    // It gives way with the rubber band's resistance only: 200 pt of finger (the pan's
    // translation counts from the touch-down) show as b(200) = 200 × 0.55 × 844 / (844 +
    // 0.55 × 200) ≈ 97.3 pt.
    let moved = sheet.view.convert(sheet.view.bounds, to: nil).minY - 57
    #expect(abs(moved - 200 * 0.55 * 844 / (844 + 0.55 * 200)) < 1e-9)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 200, y: 500), timestamp: host.now))
    host.advance(by: 0.8)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == 57)
    #expect(log.take() == ["didAttemptToDismiss"])
    withExtendedLifetime((host, delegate)) {}
  }

  @Test func aDelegateRefusingKeepsTheSheet() throws {
    let (host, root, sheet, log, delegate) = presentedWithDelegate { _, delegate in delegate.allowsDismissal = false }
    host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.2, steps: 12)
    host.advance(by: 0.8)
    #expect(root.presentedViewController === sheet)
    #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
    withExtendedLifetime((host, delegate)) {}
  }

  @Test func dragsMoveBetweenDetentsAndTellTheDelegate() throws {
    let (host, root, sheet, log) = setUp()
    let delegate = SheetDelegateLog(log: log)
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.delegate = delegate
    root.present(sheet, animated: true)
    host.advance(by: 0.7)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == 433)
    _ = log.take()
    // Up quickly: the projection passes the large detent.
    host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 0.15, steps: 9)
    host.advance(by: 0.8)
    #expect(controller.selectedDetentIdentifier == .large)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == 57)
    #expect(abs(root.view.frame.minY - 47) < 1e-9)
    #expect(log.take() == ["didChangeDetent com.apple.UIKit.large"])
    // Down quickly from large: back to medium, not dismissed.
    host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 350), duration: 0.15, steps: 9)
    host.advance(by: 0.8)
    #expect(controller.selectedDetentIdentifier == .medium && root.presentedViewController === sheet)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == 433)
    #expect(root.view.transform == .identity)
    #expect(log.take() == ["didChangeDetent com.apple.UIKit.medium"])
    withExtendedLifetime(host) {}
  }

  @Test func aFlickFromLargeGoesThroughMediumAndDismisses() throws {
    let (host, root, sheet, log) = setUp()
    let delegate = SheetDelegateLog(log: log)
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.selectedDetentIdentifier = .large
    controller.delegate = delegate
    root.present(sheet, animated: true)
    host.advance(by: 0.7)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == 57)
    _ = log.take()
    // 713 pt in 0.25 s: the projection lands far below medium.
    host.drag(from: CGPoint(x: 200, y: 87), to: CGPoint(x: 200, y: 800), duration: 0.25, steps: 15)
    host.advance(by: 0.8)
    #expect(root.presentedViewController == nil && sheet.view.window == nil)
    #expect(
      log.take() == [
        "shouldDismiss", "willDismiss coordinator true", "Sheet.viewWillDisappear", "Sheet.viewDidDisappear",
        "didDismiss",
      ])
    withExtendedLifetime(host) {}
  }

  @Test func animateChangesSpringsToTheNewDetentWithoutTellingTheDelegate() throws {
    let (host, root, sheet, log) = setUp()
    let delegate = SheetDelegateLog(log: log)
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.delegate = delegate
    root.present(sheet, animated: true)
    host.advance(by: 0.7)
    _ = log.take()
    controller.animateChanges { controller.selectedDetentIdentifier = .large }
    host.advance(by: 0.1)
    let midway = try #require(controller.sheetView.layer.presentation()).frame.minY
    #expect(midway > 57 && midway < 433)
    host.advance(by: 0.6)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == 57)
    #expect(log.take().isEmpty)
    withExtendedLifetime(host) {}
  }

  @Test func inDarkModeTheSheetsContentIsElevated() {
    let (host, root, sheet, _) = setUp()
    host.settings.userInterfaceStyle = .dark
    sheet.view.backgroundColor = .systemBackground
    root.present(sheet, animated: false)
    host.advance(by: 0.1)
    #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
    // systemBackground: black at the base level, 28, 28, 30 elevated.
    #expect(sheet.view.layer.backgroundColor == CGColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    #expect(root.view.layer.backgroundColor == nil || root.traitCollection.userInterfaceLevel == .base)
    withExtendedLifetime(host) {}
  }

  @Test func aSheetWithAnotherTransitionStyleRunsFullScreen() {
    let (host, root, sheet, _) = setUp()
    sheet.modalTransitionStyle = .crossDissolve
    root.present(sheet, animated: true)
    host.advance(by: 0.7)
    #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.view.window == nil)
    withExtendedLifetime(host) {}
  }
}
