import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// The status bar: which controller decides its style and visibility (UIKit's rules), the
/// scene's status-bar manager, updates animated inside an animation block, and how it is drawn.
@Suite @MainActor struct StatusBarTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  final class Styled: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
  }

  func manager(_ host: HeadlessHost) -> UIStatusBarManager? { host.window?.windowScene?.statusBarManager }

  @Test func theRootOrTheTopFullScreenPresentationDecides() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let root = Styled()
    root.style = .lightContent
    host.show(root)
    host.advance(by: 1.0 / 60)
    #expect(manager(host)?.statusBarStyle == .lightContent)
    #expect(manager(host)?.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
    // A custom (not full-screen) presentation does not take the status bar...
    let card = Styled()
    card.style = .darkContent
    card.modalPresentationStyle = .overCurrentContext
    root.present(card, animated: false)
    host.advance(by: 1.0 / 60)
    #expect(manager(host)?.statusBarStyle == .lightContent)
    card.dismiss(animated: false)
    host.advance(by: 1.0 / 60)
    // ...unless it captures its appearance; a full-screen one always does.
    let capturing = Styled()
    capturing.hidden = true
    capturing.modalPresentationStyle = .overCurrentContext
    capturing.modalPresentationCapturesStatusBarAppearance = true
    root.present(capturing, animated: false)
    host.advance(by: 1.0 / 60)
    #expect(manager(host)?.isStatusBarHidden == true)
    #expect(manager(host)?.statusBarFrame == .zero)
  }

  @Test func aNavigationControllersTopControllerDecidesVisibility() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let top = Styled()
    top.hidden = true
    top.style = .lightContent
    host.show(UINavigationController(rootViewController: top))
    host.advance(by: 1.0 / 60)
    #expect(manager(host)?.isStatusBarHidden == true)
    // The style follows the navigation bar (UIKit's gotcha), not the top controller.
    #expect(manager(host)?.statusBarStyle == .default)
  }

  @Test func anUpdateInsideAnAnimationBlockFades() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    host.settings.showsStatusBar = true
    let root = Styled()
    host.show(root)
    host.advance(by: 1.0 / 60)
    let bar = host.loop.statusBar
    #expect(bar?.alpha == 1)
    root.hidden = true
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { root.setNeedsStatusBarAppearanceUpdate() })
    host.advance(by: 0.5)
    #expect(abs(CGFloat(bar?.layer.presentation()?.opacity ?? -1) - 0.5) < 0.02)
    host.advance(by: 0.6)
    #expect(bar?.layer.presentation()?.opacity == 0)
  }

  @Test func theDrawnStatusBarFollowsTheStyle() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    host.settings.showsStatusBar = true
    let root = Styled()
    root.style = .lightContent
    root.loadViewIfNeeded()
    root.view.backgroundColor = .systemIndigo
    host.show(root)
    host.advance(by: 1.0 / 60)
    try GoldenImage.verify(host.render(), named: "status-bar-light-content", in: Self.goldens)
    // Not drawn unless asked: tests' frames show only the app.
    let plain = HeadlessHost(size: CGSize(width: 390, height: 100), scale: 2)
    #expect(!plain.settings.showsStatusBar)
  }
}
