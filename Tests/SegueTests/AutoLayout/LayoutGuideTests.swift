import Foundation
import Testing

@testable import SegueUIKit

/// Safe-area, margins, readable-content and keyboard guides on the simulated 390 × 844 pt
/// phone (docs/uikit-behaviour-2.md §3.4–§3.5: 47 pt status bar, 34 pt home indicator, 16 pt
/// root margins).
@Suite @MainActor struct LayoutGuideTests {
  final class PinnedController: UIViewController {
    let content = UIView()
    var pin: (UIView, UIView) -> [NSLayoutConstraint] = { _, _ in [] }
    var safeAreaChanges = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      content.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(content)
      NSLayoutConstraint.activate(pin(content, view))
    }

    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      safeAreaChanges += 1
    }
  }

  func show(_ pin: @escaping (UIView, UIView) -> [NSLayoutConstraint]) -> (HeadlessHost, PinnedController) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let controller = PinnedController()
    controller.pin = pin
    host.show(controller)
    host.advance(by: 1.0 / 60)
    return (host, controller)
  }

  @Test func safeAreaGuideAvoidsTheStatusBarAndHomeIndicator() {
    let (host, controller) = show { content, view in
      [
        content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      ]
    }
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(controller.content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(controller.safeAreaChanges >= 1)
    withExtendedLifetime(host) {}
  }

  @Test func additionalSafeAreaInsetsAddToTheSafeArea() {
    let (host, controller) = show { content, view in
      [
        content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        content.widthAnchor.constraint(equalToConstant: 10),
        content.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    host.advance(by: 1.0 / 60)
    #expect(controller.view.safeAreaInsets.top == 67)
    #expect(controller.content.frame.minY == 67)
  }

  @Test func rootMarginsAreSixteenPointsInsideTheSafeArea() {
    let (host, controller) = show { content, view in
      [
        content.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
        content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: view.readableContentGuide.bottomAnchor),
      ]
    }
    #expect(
      controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 358, height: 763))
    #expect(controller.view.readableContentGuide.layoutFrame == CGRect(x: 16, y: 47, width: 358, height: 763))
    #expect(controller.content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
    withExtendedLifetime(host) {}
  }

  @Test func marginAttributesAreTheMarginsGuide() {
    let (host, controller) = show { content, view in
      [
        NSLayoutConstraint(
          item: content, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin,
          multiplier: 1, constant: 0),
        NSLayoutConstraint(
          item: content, attribute: .top, relatedBy: .equal, toItem: view, attribute: .topMargin, multiplier: 1,
          constant: 4),
        content.widthAnchor.constraint(equalToConstant: 10),
        content.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    #expect(controller.content.frame == CGRect(x: 16, y: 51, width: 10, height: 10))
    withExtendedLifetime(host) {}
  }

  @Test func anOrdinaryViewsMarginsAreEightPointsPlusItsSafeArea() {
    let (host, controller) = show { _, _ in [] }
    let band = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    controller.view.addSubview(band)
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    band.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.topAnchor.constraint(equalTo: band.layoutMarginsGuide.topAnchor),
      dot.leadingAnchor.constraint(equalTo: band.layoutMarginsGuide.leadingAnchor),
      dot.widthAnchor.constraint(equalToConstant: 4),
      dot.heightAnchor.constraint(equalToConstant: 4),
    ])
    host.advance(by: 1.0 / 60)
    #expect(band.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(dot.frame.origin == CGPoint(x: 8, y: 55))
    band.insetsLayoutMarginsFromSafeArea = false
    host.advance(by: 1.0 / 60)
    #expect(dot.frame.origin == CGPoint(x: 8, y: 8))
  }

  /// Past an edge where the window has no unsafe strip nothing is unsafe: a page sliding out
  /// to the right (a pop) or to the left (a push's parallax) keeps zero side insets, so
  /// content pinned to its safe area keeps its layout. Where the window has a strip (the
  /// status bar), a view reaching into it is inset by the overlap.
  @Test func aViewSlidingOutSidewaysKeepsItsSideInsets() {
    let (host, controller) = show { _, _ in [] }
    let page = UIView(frame: CGRect(x: 390, y: 0, width: 390, height: 844))
    let parallax = UIView(frame: CGRect(x: -117, y: 0, width: 390, height: 844))
    let half = UIView(frame: CGRect(x: 195, y: 20, width: 390, height: 100))
    for view in [page, parallax, half] { controller.view.addSubview(view) }
    host.advance(by: 1.0 / 60)
    #expect(page.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(parallax.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(half.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
  }

  @Test func keyboardGuideIsTheBottomSafeAreaStrip() {
    let (host, controller) = show { content, view in
      [
        content.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        content.heightAnchor.constraint(equalToConstant: 50),
      ]
    }
    #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    #expect(controller.content.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
    withExtendedLifetime(host) {}
  }

  @Test func aPushedControllerBelowTheNavigationBarHasNoTopInset() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let controller = PinnedController()
    controller.pin = { content, view in
      [
        content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        content.widthAnchor.constraint(equalToConstant: 10),
        content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      ]
    }
    host.show(UINavigationController(rootViewController: controller))
    host.advance(by: 1.0 / 60)
    // Segue places a child's view below the 91 pt bar (UIKit extends it under the bar and
    // insets its safe area by 91): either way the content starts 91 pt down the screen.
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(controller.content.convert(CGPoint.zero, to: nil).y == 91)
    #expect(controller.content.frame.height == CGFloat(844 - 91 - 34))
  }

  /// The iOS 7 bar guides (`topLayoutGuide`, `bottomLayoutGuide`) span what the bars cover:
  /// for a controller filling the phone, the status bar (47 pt) and the home indicator's inset
  /// (34 pt); constraints to them place views as the safe area does.
  @Test func barLayoutGuidesSpanTheBars() {
    let host = HeadlessHost()
    let controller = UIViewController()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
    ])
    host.show(controller)
    host.step()
    #expect(controller.topLayoutGuide.length == 47)
    #expect(controller.bottomLayoutGuide.length == 34)
    #expect(label.frame.minY == 55 && label.frame.maxY == 844 - 42)
    // The same guide every time.
    #expect(controller.topLayoutGuide === controller.topLayoutGuide)
  }
}
