import Foundation
import Testing

@testable import SegueUIKit

/// Sheets and popovers on the phone-sized preview adapt as on an iPhone, asking the
/// presentation controller's delegate (docs/uikit-behaviour.md, "Adaptive presentations").
@Suite @MainActor struct AdaptivePresentationTests {
  final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var log: [String] = []
    var keepsStyle = false

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
      log.append("adaptive style for \(controller.presentationStyle.rawValue)")
      return keepsStyle ? .none : .fullScreen
    }

    func presentationController(
      _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      log.append("will present with \(style.rawValue), coordinator \(transitionCoordinator != nil)")
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
      log.append("prepare popover")
    }
  }

  func setUp() -> (HeadlessHost, UIViewController, UIButton) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let presenter = UIViewController()
    host.show(presenter)
    let button = UIButton(frame: CGRect(x: 300, y: 100, width: 60, height: 44))
    presenter.view.addSubview(button)
    return (host, presenter, button)
  }

  @Test func aPopoverAdaptsToFullScreenOnAPhone() {
    let (host, presenter, button) = setUp()
    let delegate = PopoverDelegate()
    let menu = UIViewController()
    menu.modalPresentationStyle = .popover
    let popover = menu.popoverPresentationController
    #expect(popover != nil)
    popover?.sourceView = button
    popover?.delegate = delegate
    presenter.present(menu, animated: true)
    host.runUntilIdle()
    #expect(
      delegate.log == ["adaptive style for 7", "will present with 0, coordinator true", "prepare popover"])
    #expect(menu.presentationController === popover)
    #expect(menu.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(presenter.viewIfLoaded?.window == nil)  // full screen: the presenter's view left
    presenter.dismiss(animated: false)
    host.runUntilIdle()
    #expect(presenter.viewIfLoaded?.window != nil)
  }

  @Test func aDelegateAnsweringNoneKeepsThePopoverBelowItsSource() {
    let (host, presenter, button) = setUp()
    let delegate = PopoverDelegate()
    delegate.keepsStyle = true
    let menu = UIViewController()
    menu.modalPresentationStyle = .popover
    menu.preferredContentSize = CGSize(width: 200, height: 150)
    menu.popoverPresentationController?.sourceView = button
    menu.popoverPresentationController?.delegate = delegate
    presenter.present(menu, animated: false)
    host.runUntilIdle()
    #expect(delegate.log.prefix(2) == ["adaptive style for 7", "will present with -1, coordinator true"])
    // Centred under the button (x 330), kept 8 pt inside the window, 8 pt below it.
    #expect(menu.view.frame == CGRect(x: 182, y: 152, width: 200, height: 150))
    #expect(presenter.viewIfLoaded?.window != nil)
  }

  @Test func aPageSheetDelegateSetBeforePresentingIsAsked() {
    let (host, presenter, _) = setUp()
    let delegate = PopoverDelegate()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .pageSheet
    sheet.presentationController?.delegate = delegate
    presenter.present(sheet, animated: true)
    host.runUntilIdle()
    #expect(delegate.log == ["adaptive style for 1", "will present with 0, coordinator true"])
    #expect(sheet.popoverPresentationController == nil)
  }

  final class WrappingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    func presentationController(
      _ controller: UIPresentationController,
      viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
      UINavigationController(rootViewController: controller.presentedViewController)
    }
  }

  /// The common popover idiom: adapted to full screen on a phone, shown inside a navigation
  /// controller the delegate makes; the original dismisses it.
  @Test func theDelegatesReplacementIsPresentedInstead() {
    let (host, presenter, button) = setUp()
    let delegate = WrappingDelegate()
    let menu = UIViewController()
    menu.title = "Menu"
    menu.modalPresentationStyle = .popover
    menu.popoverPresentationController?.sourceView = button
    menu.popoverPresentationController?.delegate = delegate
    presenter.present(menu, animated: true)
    host.runUntilIdle()
    let shown = presenter.presentedViewController as? UINavigationController
    #expect(shown?.topViewController === menu)
    #expect(menu.navigationController === shown)
    #expect(shown?.view.window != nil)
    #expect(shown?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(presenter.viewIfLoaded?.window == nil)
    menu.dismiss(animated: false)
    host.runUntilIdle()
    #expect(presenter.presentedViewController == nil)
    #expect(presenter.viewIfLoaded?.window != nil)
    #expect(shown?.viewIfLoaded?.window == nil)
  }
}
